// bot.conf: how the IRC bot connects and behaves. Read with Boost.Program_options' config-file
// parser; command-line options of the same names override the file. Every mistake stops
// start-up with one message naming the key and, when it is in the file, the line.
#pragma once

#include "front/irc/outbox.hpp"
#include "front/shared_settings.hpp"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace mudchess::irc {

struct ChannelConfig {
    std::string name; // as configured; the place is its case-folded form
    std::string key;  // empty when the channel has none
};

struct BotConfig {
    std::string server;
    int port = 6667;
    std::string serverPassword;
    std::string nick = "mudchess";
    std::vector<std::string> altNicks; // tried in order when the nick is taken
    std::string username = "mudchess";
    std::string realname = "mudchess chess bot";
    std::vector<ChannelConfig> channels;
    std::string nickservPassword;
    std::string trigger = "!";   // a line starting with this is a command
    bool answerAddressed = true; // "mudchess: move e2 e4" too
    // What every front end offers (shared_settings.hpp): the store (empty: games live in memory
    // only), colours, the computer opponent, waiting times, the draw rule.
    ServiceSettings service = sharedDefaults();
    Pacing pacing;
    // On a server you run: become an IRC operator ("<name> <password>") and set user modes, such
    // as ngircd's +F (relaxed flood protection), so the bot may be paced faster.
    std::string oper;
    std::string userModes;
    std::vector<std::string> admins;
    std::vector<std::string> ignore; // nicks whose lines are never read (other bots)
    double reconnectMin = 2;         // seconds before the first reconnect; doubles each time
    double reconnectMax = 300;
    double rejoinDelay = 10; // seconds after a kick
    // Seconds of silence from the server before the bot asks (PING); as long again without an
    // answer and the connection counts as lost, even if the socket never says so.
    double pingTimeout = 120;
};

struct ConfigError {
    std::string message;
};

// The file named by --config (required), with the other arguments as overrides, e.g.
// {"--config", "bot.conf", "--port", "6697"}.
std::variant<BotConfig, ConfigError> loadBotConfig(const std::vector<std::string>& args);

// The option list, for --help.
std::string botConfigHelp();

// IRC compares channel names without case ("#Chess" is "#chess"); RFC 1459 also counts
// []\~ as the capitals of {}|^.
std::string foldCase(std::string_view name);

} // namespace mudchess::irc
