// `mudchess irc --config bot.conf [--key value ...]`: reads the configuration, opens the games
// and runs the bot until SIGINT or SIGTERM.
#pragma once

#include "front/irc/config.hpp"
#include "mudchess/mudchess.hpp"

#include <iosfwd>
#include <string>
#include <vector>

namespace mudchess::irc {

// The service the bot plays through: the store named by the database key (games carry on
// across restarts of the bot; memory when the key is empty), mIRC boards, and its channels as
// the places.
ServiceSettings serviceSettings(const BotConfig& config);

int runIrcCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace mudchess::irc
