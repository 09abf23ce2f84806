// Moves as people read and type them: Standard Algebraic Notation (SAN), figurine long
// algebraic for display, and a forgiving parser for typed moves that says in one sentence why
// an input names no legal move.
#pragma once

#include "chess/movegen.hpp"
#include "chess/piece_table.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace mudchess {

// SAN of the legal move `m` in `pos`: Nf3, Nbd2, exd5, e8=Q, O-O, Qxf7#. The royal piece is
// K in every variant (Knightmate's royal knight included), Knightmate's commoner is M, and a
// Knights Chess pass is "--".
std::string toSan(const Position& pos, Move m);

// Figurine long algebraic for display: ♘g1–f3, e5×d6 e.p., e7–e8=♕, 0–0, 0–0–0, with the
// same + and # as SAN. The royal piece is drawn as the king figurine, the commoner as M.
std::string toFigurine(const Position& pos, Move m);

struct MoveParse {
    std::optional<Move> move; // set exactly when error is empty; always one of generateLegal's
    std::string error;        // one sentence: why no legal move matches, and what would work
};

// Reads a move as a player types it: coordinates (e2e4, e2-e4, e2 e4, e7e8q, e7-e8=Q, e1g1 for
// castling), SAN (Nf3, exd5, e8=Q, Nbd2, R1a3, Qh4xe1, O-O, 0-0-0, with optional + # ! ?),
// mostly case-insensitive, figurines and en dashes as toFigurine writes them, and a Knights
// Chess pass as --, 0000 or pass.
MoveParse parseMove(const Position& pos, std::string_view text);

} // namespace mudchess
