// mud.conf: where the robot logs in, which room it stands in and how it paces itself. Read with
// Boost.Program_options' config-file parser, like the IRC bot's bot.conf; command-line options
// of the same names override the file. The password comes from the file or from an environment
// variable, never from the command line (which `ps` shows to everyone on the machine). Every
// mistake stops start-up with one message naming the key and, when it is in the file, the line.
#pragma once

#include "front/irc/outbox.hpp"
#include "front/shared_settings.hpp"

#include <string>
#include <variant>
#include <vector>

namespace mudchess::mud {

struct RobotConfig {
    std::string host;
    int port = 2860; // TinyMUX's default
    std::string character = "ChessBot";
    std::string password;                              // from the file, or:
    std::string passwordEnv = "MUDCHESS_MUD_PASSWORD"; // the variable holding it
    std::string room;                                  // "#12": where the robot stands
    std::string place;                                 // its name in messages; default: room
    std::string command = "chess"; // the room command players type: "chess move e2e4"
    std::string trigger;           // command's older name ("chess:"), read into it
    const std::string& commandWord() const { return command; }
    // TinyMUX lets a connection send command_quota_max (100) commands at once, then
    // command_quota_increment (1) a timeslice (1 s); the robot keeps under both.
    irc::Pacing pacing{80, 1e9, 1, 1e9};
    std::size_t pageLines = 24; // a private answer longer than this waits behind "more"
    double reconnectMin = 2;    // seconds before the first reconnect; doubles each time
    double reconnectMax = 300;
    ServiceSettings service = sharedDefaults();
};

struct ConfigError {
    std::string message;
};

// The file named by --config, with the other arguments as overrides, e.g.
// {"--config", "mud.conf", "--port", "4201"}; `environment` looks a variable up (getenv).
std::variant<RobotConfig, ConfigError>
loadRobotConfig(const std::vector<std::string>& args,
                const std::function<const char*(const char*)>& environment);

// The option list, for --help.
std::string robotConfigHelp();

} // namespace mudchess::mud
