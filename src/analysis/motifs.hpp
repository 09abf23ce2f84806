// What a line of play does on the board, named: the tactics the analysis explains a mistake by
// and puzzles are tagged with. Every motif is checked on the position itself (the line played
// out by the rules core), never guessed from scores, so a sentence built on one is true.
// It knows nothing of engines or text.
#pragma once

#include "chess/position.hpp"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace mudchess::analysis {

// What each one means exactly, on the board (`us`: the side that plays the line's first move;
// "wins": the line nets material > 0 by the piece table's values). Only a line that wins, or
// ends in our mate, is given a motif: one that ends with `us` mated or losing gets NONE.
enum class Motif : std::uint8_t {
    NONE, // nothing the detectors are sure of: only the line and what it wins
    // The line ends in checkmate on the board, or in the variant's own win by position
    // (extinction, more knights at stalemate), for `us`. piece/square: the last move's piece
    // and where it lands; targets: the mated royal piece.
    MATE,
    // ... a checkmate given by a lone rook or queen on the royal piece's home rank, the royal
    // piece on that rank, and every square it could step to off that rank held by its own pieces.
    BACK_RANK_MATE,
    // The first move captures a piece worth more than a pawn that no enemy piece defended (with
    // the capturer gone from its square, so x-rays count), and the line wins. piece/square: the
    // capturer and where it took; targets: the piece taken.
    HANGING_PIECE,
    // After the first move the moved piece attacks two or more enemy pieces other than pawns,
    // each the royal piece, worth more than it, or undefended; the line later takes one of them
    // and wins. targets: the pieces attacked that way.
    FORK,
    // The first move puts a bishop, rook or queen on a line through an enemy piece to a stronger
    // one (or the royal piece) right behind it; the line later takes the front one and wins.
    // targets: the one behind, then the pinned one.
    PIN,
    // As PIN, but the front piece is the royal piece or the stronger one and the line later
    // takes the one behind. targets: the front one, then the one behind.
    SKEWER,
    // The first move (not castling) leaves a square between a bishop, rook or queen of ours and
    // an enemy royal piece, or a piece worth more than that slider, which it now attacks; the
    // line wins, and the moved piece or the slider takes something, or the target is taken.
    // piece/square: the uncovered slider; targets: what it now attacks that way.
    DISCOVERED_ATTACK,
    // The moved piece attacks an enemy piece worth more than a pawn that is lost by static
    // exchange where it stands and by every move it has (a capture included); the line later
    // takes it and wins. targets: the trapped piece.
    TRAPPED_PIECE,
};

// What a line does, for the side that plays its first move.
struct Tactic {
    Motif motif = Motif::NONE;
    PieceType piece = NO_PIECE_TYPE;   // the piece that does it (the forking knight, the pinner)
    Square square = SQ_NONE;           // where that piece stands when it does it
    std::vector<PieceType> targets;    // the pieces it attacks, strongest first (royal first)
    std::vector<Square> targetSquares; // where each of `targets` stands, in the same order
    // The strongest enemy piece type the line captures for good: more of it taken than of ours
    // lost (a piece we promoted to and lose again was never ours to lose); none unless the line
    // wins material.
    PieceType won = NO_PIECE_TYPE;
    // Centipawns the line gains by the piece table's values, promotions included (0 or less:
    // none; set with every motif, NONE too).
    int material = 0;
    int mateIn = 0;        // full moves to the checkmate the line ends in; 0: none
    std::size_t plies = 0; // how much of the line was legal and played out
};

// Plays `line` from `pos` (the side to move plays its first move; it stops at the first move
// that is not legal there) and names the first motif that holds, in the order of Motif.
Tactic readLine(const Position& pos, const std::vector<Move>& line);

} // namespace mudchess::analysis
