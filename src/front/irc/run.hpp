// `mudchess irc --config bot.conf [--key value ...]`: reads the configuration, opens the games
// and runs the bot until SIGINT or SIGTERM.
#pragma once

#include "command/dispatcher.hpp"
#include "front/irc/config.hpp"

#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

namespace mudchess::irc {

// The games the bot plays and where they are kept: the SQLite file named by the database key
// (games carry on across restarts of the bot), or memory when the key is empty. The one place
// that decides how the world is opened.
struct BotWorld {
    World world;
    std::unique_ptr<GameStore> store; // null: nothing is saved
};
// Null, with `error` saying why (locked, damaged, read-only ...), when the file cannot be used.
std::unique_ptr<BotWorld> openWorld(const BotConfig& config, std::string& error);

int runIrcCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace mudchess::irc
