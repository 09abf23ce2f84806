// Answers to questions about a board, in words (describe, last move, whose move), and their
// refusals: word_commands.cpp decides which, these say it.
#pragma once

#include "world/game_object.hpp"
#include "world/names.hpp"

#include <string>

namespace mudchess {

// "On board, standard chess. <the position> <the clocks> <the draw rule>"; `clocks` may be empty.
std::string describeBoardWords(const GameObject& t, const std::string& clocks);
// "my" pieces asked for by someone who plays both sides (`both`) or neither.
std::string whichSideWords(const std::string& object, bool both);
// The last move with its number and in words, or that there is none yet.
std::string lastMoveWords(const GameObject& t);
// Who is to move, at which move, in check or not; or the result of a finished game.
std::string whoseMoveWords(const GameObject& t, const Names& names);

} // namespace mudchess
