// Why a typed move names no legal move, as facts: what kind of reason, and the pieces, squares
// and text it is about. The rules core finds the reason; src/render/move_refusal_words.hpp
// says it in words. Every reason is about the position the move was read in (the side to move
// is the player's), so the words may look the rest up there.
#pragma once

#include "chess/types.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace mudchess {

// A piece and where it stands: the one that would move, or one in the way.
struct PieceAt {
    Piece piece = NO_PIECE;
    Square square = SQ_NONE;
    bool operator==(const PieceAt&) const = default;
};

enum class MoveRefusalKind : std::uint8_t {
    // The text is no move.
    NO_MOVE_GIVEN,  // nothing but marks
    NOT_A_MOVE,     // text: no form of move fits
    NOT_A_SQUARE,   // text: the letter and digits that miss the board
    NOT_SAID_RIGHT, // text: words that are no move said in words
    SAY_WHERE,      // piece: the piece was named but not where it goes
    SAY_WHAT_TO_TAKE,
    SAY_WHICH_PIECE_TAKES,
    SAY_PROMOTION,  // "promote" without the piece
    SAY_SWAP_PIECE, // "and swap to" without the piece
    TWO_PROMOTIONS, // text: names two pieces to promote to
    NO_MOVES_LEFT,  // the game is over: nothing is legal
    // The text fits more than one move, or one that needs more.
    AMBIGUOUS,             // text, moves: notation that fits moves from several squares
    ASK_WHICH,             // text, moves: words that fit several moves
    CASTLE_WHICH_SIDE,     // text: "castle" when both sides are legal
    CASTLE_ALMOST,         // text, kingside: "castle" (or "castle king side") where one side fits
    PROMOTION_MISSING,     // moves: the promotion (one of them), no piece named
    PROMOTION_NOT_ALLOWED, // piece: not a piece pawns become in the variant
    ONLY_PAWNS_PROMOTE,
    // The piece cannot go there.
    CANNOT_REACH,       // mover, to
    PATH_BLOCKED,       // mover, to, by: the first piece in the way
    PAWN_BLOCKED,       // mover, by
    PAWN_DIAGONAL,      // mover, to: a pawn moving diagonally onto an empty square
    EN_PASSANT_NOT_NOW, // to
    ALREADY_THERE,      // mover
    OWN_PIECE_THERE,    // by: our piece on the target square
    ROYAL_NEVER_CAPTURED,
    NO_CAPTURE_ON_FIRST_MOVE,
    FIRST_CAPTURE_EXPOSES_ROYAL,
    // Castling's conditions.
    NO_CASTLING,
    CASTLING_RIGHT_GONE, // kingside, to: the rook's home square
    CASTLING_IN_CHECK,
    CASTLING_BLOCKED,      // kingside, by
    CASTLING_ATTACKED,     // kingside, to: the square the royal lands on or passes, lands, by
    CASTLING_NOT_POSSIBLE, // kingside
    // The royal piece.
    NOT_LEGAL_HERE,        // text
    ROYAL_INTO_CHECK,      // to
    DOES_NOT_ANSWER_CHECK, // text
    PINNED,                // mover, by: the pinning piece
    EXPOSES_ROYAL,         // text, by: the piece that would attack the royal
    // The piece named is not there.
    NO_PIECE_ON,          // piece (NO_PIECE_TYPE: any), to: the square named as the origin
    NOT_YOUR_PIECE,       // to: the square named as the origin
    WRONG_PIECE,          // piece: named, other: found, to: the square named as the origin
    PIECE_NOT_IN_VARIANT, // piece
    NO_SUCH_MOVER,        // piece, fromFile, fromRank
    NONE_CAN_REACH,       // piece, to
    // Passing.
    NO_PASSING,
    NOTHING_TO_PASS,
    MUST_PASS,
    // Captures said in words.
    NOTHING_TO_TAKE,  // to
    NO_SUCH_VICTIM,   // other: the piece asked for, to, by: what stands there (if anything)
    OWN_PIECE_STANDS, // by: ours, on the square to take on
    NONE_CAN_TAKE,    // piece (NO_PIECE_TYPE: any), to (SQ_NONE: anywhere), other: asked for
    NO_PAWN_CAN_PROMOTE,
    NO_PAWNS_LEFT,
    EITHER_SIDE, // each: the reason for kingside, then for queenside
};

struct MoveRefusal {
    MoveRefusal() = default;
    explicit MoveRefusal(MoveRefusalKind k) : kind(k) {}

    MoveRefusalKind kind = MoveRefusalKind::NOT_A_MOVE;
    std::string text; // the player's text, or the word at fault (NOT_A_SQUARE)
    PieceType piece = NO_PIECE_TYPE;
    PieceType other = NO_PIECE_TYPE;
    PieceAt mover;
    PieceAt by;
    Square to = SQ_NONE;
    int fromFile = -1, fromRank = -1;
    bool kingside = false;
    bool lands = false;            // CASTLING_ATTACKED: on the square, not passing it
    std::vector<Move> moves;       // the moves the text fits
    std::vector<MoveRefusal> each; // EITHER_SIDE
};

} // namespace mudchess
