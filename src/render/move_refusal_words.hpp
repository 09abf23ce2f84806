// A refused move's reason (chess/move_refusal.hpp) in one English sentence that says what was
// wrong and what would work: "the queen on d1 cannot reach h5: the pawn on e2 is in the way".
#pragma once

#include "chess/move_refusal.hpp"
#include "chess/position.hpp"

#include <string>

namespace mudchess {

// `pos` is the position the move was read in.
std::string moveRefusalSentence(const Position& pos, const MoveRefusal& why);

} // namespace mudchess
