// `mudchess mud --config mud.conf [--key value ...]`: reads the configuration, opens the games
// and runs the robot until SIGINT or SIGTERM.
#pragma once

#include "front/mud/config.hpp"
#include "mudchess/mudchess.hpp"

#include <iosfwd>
#include <string>
#include <vector>

namespace mudchess::mud {

// The service the robot plays through: the configured store, 16-colour boards (which
// muxLiteral writes as %x codes) in each player's scheme, its room as the one place.
ServiceSettings serviceSettings(const RobotConfig& config);

int runMudCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace mudchess::mud
