#include "render/computer_words.hpp"

#include "render/describe.hpp"
#include "render/locale.hpp"

namespace mudchess {

std::string badLevelWords(int level) {
    return said("the computer's levels go from 1 (easiest) to 8 (strongest); " +
                std::to_string(level) + " is not one of them");
}

std::string seatNotFreeForTheComputerWords(Color side, const std::string& object,
                                           const std::string& holder, bool yours) {
    return said(sideTitle(side) + " on " + object + " is taken by " + holder +
                (yours ? " (you)" : "") + "; the computer can take a free seat");
}

std::string inviteIntoAGameUnderWayWords(const std::string& object) {
    return said("a game is under way on " + object +
                "; only its players can invite the computer to it");
}

std::string youPlayTheOtherSideWords(Color own, const std::string& object) {
    return said("you play " + sideTitle(own) + " in the game under way on " + object +
                "; the computer can take the other side");
}

std::string seatNotFreeToPlayTheComputerWords(Color side, const std::string& object,
                                              const std::string& holder) {
    return said(sideTitle(side) + " on " + object + " is taken by " + holder +
                "; play against the computer on another board");
}

std::string noComputerThereWords(const std::string& object) {
    return said("the computer has no seat on " + object);
}

std::string onlyPlayersDismissWords(const std::string& object) {
    return said("only the players on " + object + " can send the computer away");
}

std::string hintAfterTheEndWords(const GameObject& t) {
    return said("the game on " + t.name() + " is over: " + outcomeSentence(t.game()));
}

std::string hintIsForTheMoverWords(const std::string& object, const std::string& mover) {
    return said("hints are for the player to move on " + object + ", " + mover);
}

std::string nothingToChooseWords(const std::string& object) {
    return said("there is nothing to choose on " + object);
}

std::string lookingForAHintWords(const std::string& object) {
    return said("Looking for a good move for you on " + object + "...");
}

std::string hintWords(const std::string& object, const std::string& san) {
    return said("Hint for " + object + ": " + san + " would be a good move.");
}

} // namespace mudchess
