// Reading a move as a player types it, forgivingly, into one of the legal moves, or into the
// reason why the text names none (refusal.hpp finds it, src/render words it).
#pragma once

#include "chess/move_refusal.hpp"
#include "chess/movegen.hpp"
#include "chess/stated_move.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace mudchess {

struct MoveParse {
    std::optional<Move> move;           // always one of generateLegal's
    std::optional<MoveRefusal> refusal; // set exactly when move is not: why no legal move fits
};

// Reads a move as a player types it: coordinates (e2e4, e2-e4, e7e8q, e7-e8=Q, e1g1 for
// castling), SAN (Nf3, exd5, e8=Q, Nbd2, R1a3, Qh4xe1, O-O, 0-0-0, with optional + # ! ? .),
// mostly case-insensitive, figurines and en dashes as toFigurine writes them, a Knights Chess
// pass as --, 0000 or pass, any of them after a move number (1. e4, 12... Nf6). Moves in words
// are the command grammar's to read (grammar/moves.hpp); it hands resolveMove a StatedMove.
MoveParse parseMove(const Position& pos, std::string_view text);

// The same notation as a stated move, without looking at a position, or why it is none.
struct NotationReading {
    std::optional<StatedMove> move;
    std::optional<MoveRefusal> refusal; // set exactly when move is not
};
NotationReading readNotation(std::string_view text);

// The legal move `stated` names in `pos`, or why there is none. `typed` is the player's text
// for the move, which refusals may quote.
MoveParse resolveMove(const Position& pos, const StatedMove& stated, std::string_view typed);

// One way of reading a stated move, with the piece names made the variant's: what it is
// matched against the legal moves with. Coordinates fill `from`; SAN fills `piece` and may
// constrain the origin's file or rank. Words may leave more open ("bishop takes": any capture
// by a bishop), and ask more (a capture, of a pawn).
struct TypedMove {
    enum class Form : std::uint8_t { MOVE, CASTLING, PASS };
    Form form = Form::MOVE;
    bool kingside = false;           // for CASTLING
    bool eitherSide = false;         // for CASTLING: "castle" without a side
    PieceType piece = NO_PIECE_TYPE; // NO_PIECE_TYPE: whatever stands on `from`, or any piece
    Square from = SQ_NONE;
    int fromFile = -1, fromRank = -1;
    Square to = SQ_NONE; // SQ_NONE in a MOVE said in words: any square
    bool captureTyped = false;
    PieceType promotion = NO_PIECE_TYPE; // NO_PIECE_TYPE: none typed
    // Said in words: the reading is kept only for moves that capture (SAN's x is not checked),
    // capture this kind of piece, or promote; several matching moves are asked about in words.
    bool mustCapture = false;
    PieceType captured = NO_PIECE_TYPE;
    bool mustPromote = false;
    bool said = false;
};

} // namespace mudchess
