// The sentences of the computer's seats and hints (computer_commands.cpp decides, these say it).
#pragma once

#include "chess/types.hpp"
#include "world/game_object.hpp"

#include <string>

namespace mudchess {

// A level outside 1 to 8.
std::string badLevelWords(int level);
// The computer was invited to a seat a person holds (`holder`, " (you)" when `yours`).
std::string seatNotFreeForTheComputerWords(Color side, const std::string& object,
                                           const std::string& holder, bool yours);
// Someone who does not play there invited the computer into a game under way.
std::string inviteIntoAGameUnderWayWords(const std::string& object);
// "play against the computer as <the other side>" in one's own game under way.
std::string youPlayTheOtherSideWords(Color own, const std::string& object);
// "play against the computer" where a person holds a seat.
std::string seatNotFreeToPlayTheComputerWords(Color side, const std::string& object,
                                              const std::string& holder);
std::string noComputerThereWords(const std::string& object);
std::string onlyPlayersDismissWords(const std::string& object);
// A hint asked for after the end, by someone not to move, or with nothing to choose.
std::string hintAfterTheEndWords(const GameObject& t);
std::string hintIsForTheMoverWords(const std::string& object, const std::string& mover);
std::string nothingToChooseWords(const std::string& object);
// The hint is on its way, and the hint itself.
std::string lookingForAHintWords(const std::string& object);
std::string hintWords(const std::string& object, const std::string& san);

} // namespace mudchess
