// Writing moves as people read them: Standard Algebraic Notation (SAN) for records, figurine
// long algebraic for display.
#pragma once

#include "chess/movegen.hpp"

#include <string>

namespace mudchess {

// SAN of the legal move `m` in `pos`: Nf3, Nbd2, exd5, e8=Q, O-O, Qxf7#. The royal piece is
// K in every variant (Knightmate's royal knight included), Knightmate's commoner is M, and a
// Knights Chess pass is "--".
std::string toSan(const Position& pos, Move m);

// SAN without the + or # suffix; `legal` is the legal move list of `pos`, from which the
// origin is told apart (Nbd2).
std::string sanWithoutCheck(const Position& pos, Move m, const MoveList& legal);

// Figurine long algebraic for display: ♘g1–f3, e5×d6 e.p., e7–e8=♕, 0–0, 0–0–0, with the
// same + and # as SAN. The royal piece is drawn as the king figurine, the commoner as M.
std::string toFigurine(const Position& pos, Move m);

} // namespace mudchess
