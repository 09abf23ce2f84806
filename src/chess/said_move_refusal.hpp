// Moves said in words ("knight to f3", "castle", "take the pawn"), once read: they may leave
// open what notation settles (which knight, which capture, which side to castle), so these
// find the reasons for asking which move was meant and for refusing a said move.
#pragma once

#include "chess/move_reading.hpp"

#include <string_view>
#include <vector>

namespace mudchess {

// `moves` (legal, matching a said reading) go to more than one square or come from more than
// one: ask which ("knight to d2 fits Nbd2 and Nfd2; say which knight: from b1 or from f3").
MoveRefusal askWhich(std::string_view typed, const std::vector<Move>& moves);

// "castle" without a side is never played: say which side fits (`moves`: the legal castlings).
MoveRefusal whichSideToCastle(std::string_view typed, const std::vector<Move>& moves);

// Why no legal move fits any of the said readings (pins and checks named as for any other
// move).
MoveRefusal whyNoSaidMove(const Position& pos, const std::vector<TypedMove>& specs,
                          const MoveList& legal, std::string_view typed);

} // namespace mudchess
