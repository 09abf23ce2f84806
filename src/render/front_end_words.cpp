#include "render/front_end_words.hpp"

#include "render/locale.hpp"
#include "text/words.hpp"

namespace mudchess {

namespace {

std::string moreLines(std::size_t waiting) {
    return std::to_string(waiting) + (waiting == 1 ? " more line" : " more lines");
}

} // namespace

std::string moreLinesOnIrcWords(std::size_t waiting, const std::string& trigger) {
    return said("(" + moreLines(waiting) + ": \"more\" to me, or " + inQuotes(trigger + "more") +
                " in a channel)");
}

std::string moreLinesInMudWords(std::size_t waiting, const std::string& commandWord) {
    return said("(" + moreLines(waiting) + ": type " + inQuotes(commandWord + " more") +
                " or page me \"more\")");
}

std::string nothingMoreWords() { return said("nothing more to show"); }

std::string aheadOfMeOnIrcWords(std::size_t waiting) {
    return said("you are ahead of me: " + std::to_string(waiting) +
                " lines of answers to you are still on their way, and I will read your commands "
                "again once they are out");
}

std::string aheadOfMeInMudWords(std::size_t waiting) {
    return said("you are ahead of me: " + std::to_string(waiting) +
                " answers are still on their way to you, and I will read your commands again "
                "once they are out");
}

std::string yourMoveInChannelWords(const std::string& object, const std::string& channel) {
    return said("It is your move on " + object + " in " + channel + ".");
}

std::string botStoppingWords() { return said("mudchess is stopping; games are kept"); }

std::string terminalGreetingWords() {
    return said(
        "mudchess: type \"help\" to begin, \"quit\" to leave. Try: start new game on board");
}

std::string keptGamesWords(std::size_t games) {
    return said("mudchess: " + std::to_string(games) + (games == 1 ? " game" : " games") +
                " kept from last time; \"games\" lists them");
}

std::string addressedToWords(const std::string& player) {
    return said("(to " + player + ")") + " ";
}

} // namespace mudchess
