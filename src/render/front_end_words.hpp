// What the front ends say of themselves, not of a game: the rest of a long answer kept for
// "more", a player who types faster than answers can be sent, the terminal's greeting and its
// "(to bob)" for a line meant for another player at the same keyboard.
#pragma once

#include <cstddef>
#include <string>

namespace mudchess {

// After the first lines of a long answer: how many wait, and how to ask for them. IRC: "more"
// privately, or the channel trigger and "more"; a MUD: the robot's command word and "more", or
// a page.
std::string moreLinesOnIrcWords(std::size_t waiting, const std::string& trigger);
std::string moreLinesInMudWords(std::size_t waiting, const std::string& commandWord);
// "more" with nothing kept.
std::string nothingMoreWords();
// The player's commands wait until `waiting` answers to them are out (IRC counts lines, a MUD
// whole answers).
std::string aheadOfMeOnIrcWords(std::size_t waiting);
std::string aheadOfMeInMudWords(std::size_t waiting);
// A player who joins a channel where a game waits for their move.
std::string yourMoveInChannelWords(const std::string& object, const std::string& channel);
// The bot's last words as it leaves the network.
std::string botStoppingWords();
// The terminal's greeting, and the games kept from an earlier session.
std::string terminalGreetingWords();
std::string keptGamesWords(std::size_t games);
// Before a line the terminal shows to another player than its own: "(to bob) ".
std::string addressedToWords(const std::string& player);

} // namespace mudchess
