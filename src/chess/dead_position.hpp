// Dead positions: material with which no series of legal moves can end in mate.
#pragma once

#include "chess/position.hpp"

namespace mudchess {

// Standard chess: king against king, a lone minor piece against a bare king, and bishops that
// all stand on squares of one colour (which covers king and bishop against king and bishop).
bool deadByStandardMaterial(const Position& pos);

// Knightmate: only the two royal knights are left. (A lone minor piece can still help mate a
// royal knight, so the standard cases do not carry over.)
bool onlyRoyalsLeft(const Position& pos);

} // namespace mudchess
