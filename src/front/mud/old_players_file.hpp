// The table of who is who that robots before player ids kept beside their games file
// (GAMES.players: a line "#dbref name" a player, the name their seats were under). Seats now
// belong to the dbref itself, so at start the robot moves each player's seats from that name to
// their dbref, once, and removes the file.
#pragma once

#include "mudchess/mudchess.hpp"

#include <iosfwd>
#include <string>

namespace mudchess::mud {

// GAMES.players for the store location `store` ("" for a store with no file beside it).
std::string oldPlayersFileFor(const std::string& store);

// Moves the seats of every player in `file` (if it exists) to their dbref and removes it; on a
// failure to save, says so in `log` and keeps the file, to be tried again at the next start.
void adoptOldPlayersFile(const std::string& file, Service& service, std::ostream& log);

} // namespace mudchess::mud
