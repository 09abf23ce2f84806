#include "front/irc/config.hpp"
#include "render/name_words.hpp"
#include "text/name_rule.hpp"

#include <boost/program_options.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace mudchess::irc {

namespace po = boost::program_options;

namespace {

po::options_description botOptions(BotConfig& c, std::vector<std::string>& channels) {
    po::options_description d("bot.conf keys (also --key value on the command line)");
    // clang-format off
    d.add_options()
        ("server", po::value(&c.server)->required(), "IRC server host name (required)")
        ("port", po::value(&c.port)->default_value(c.port), "server port")
        ("password", po::value(&c.serverPassword), "server password (PASS)")
        ("nick", po::value(&c.nick)->default_value(c.nick), "the bot's nick")
        ("alt-nick", po::value(&c.altNicks), "nick to try when the nick is taken (repeatable)")
        ("username", po::value(&c.username)->default_value(c.username), "user name (ident)")
        ("realname", po::value(&c.realname)->default_value(c.realname), "real name")
        ("channel", po::value(&channels), "a channel to join, optionally with its key: "
                                          "\"#chess\" or \"#club secret\" (repeatable)")
        ("nickserv-password", po::value(&c.nickservPassword), "identify to NickServ with this")
        ("trigger", po::value(&c.trigger)->default_value(c.trigger),
         "prefix of command lines in channels")
        ("answer-addressed", po::value(&c.answerAddressed)->default_value(c.answerAddressed),
         "also read \"<nick>: command\" lines (true/false)")
        ("burst-lines", po::value(&c.pacing.burstLines)->default_value(c.pacing.burstLines),
         "lines that may go at once")
        ("burst-bytes", po::value(&c.pacing.burstBytes)->default_value(c.pacing.burstBytes),
         "bytes that may go at once (512 to 65536)")
        ("lines-per-second",
         po::value(&c.pacing.linesPerSecond)->default_value(c.pacing.linesPerSecond),
         "steady rate after the burst, in lines")
        ("bytes-per-second",
         po::value(&c.pacing.bytesPerSecond)->default_value(c.pacing.bytesPerSecond),
         "steady rate after the burst, in bytes")
        ("oper", po::value(&c.oper), "\"<name> <password>\": become an IRC operator on connecting")
        ("user-modes", po::value(&c.userModes), "user modes to set on connecting, like +F")
        ("admin", po::value(&c.admins), "nick of an admin (repeatable)")
        ("ignore", po::value(&c.ignore), "nick whose lines are ignored (repeatable)")
        ("reconnect-min", po::value(&c.reconnectMin)->default_value(c.reconnectMin),
         "seconds before the first reconnect")
        ("reconnect-max", po::value(&c.reconnectMax)->default_value(c.reconnectMax),
         "longest wait between reconnects, in seconds")
        ("rejoin-delay", po::value(&c.rejoinDelay)->default_value(c.rejoinDelay),
         "seconds to wait before rejoining after a kick")
        ("ping-timeout", po::value(&c.pingTimeout)->default_value(c.pingTimeout),
         "seconds of silence before asking the server; twice that and the bot reconnects");
    // clang-format on
    addSharedSettings(d, c.service);
    return d;
}

bool validNick(const std::string& nick) {
    if (nick.empty() || nick.size() > 30) return false;
    if (std::isdigit(static_cast<unsigned char>(nick[0])) || nick[0] == '-') return false;
    for (char c : nick)
        if (!std::isalnum(static_cast<unsigned char>(c)) &&
            std::string_view("[]\\`_^{|}-").find(c) == std::string_view::npos)
            return false;
    return true;
}

// The first rule the values break, as "key: message".
std::optional<std::pair<std::string, std::string>>
badValue(const BotConfig& c, const std::vector<std::string>& channels) {
    auto bad = [](std::string key, std::string msg) {
        return std::optional<std::pair<std::string, std::string>>{{std::move(key), std::move(msg)}};
    };
    if (c.server.empty() || c.server.find_first_of(" \t") != std::string::npos)
        return bad("server", "server must be a host name, like server = irc.libera.chat");
    if (c.port < 1 || c.port > 65535)
        return bad("port", "port must be 1 to 65535, like port = 6667");
    if (!validNick(c.nick))
        return bad("nick", "nick \"" + c.nick +
                               "\" is not a valid IRC nick; use letters, digits and "
                               "[]\\`_^{|}-, not starting with a digit, like nick = mudchess");
    for (const std::string& n : c.altNicks)
        if (!validNick(n)) return bad("alt-nick", "alt-nick \"" + n + "\" is not a valid IRC nick");
    if (c.username.empty() || c.username.find_first_of(" @\t") != std::string::npos)
        return bad("username", "username must be one word without @, like username = mudchess");
    if (channels.empty())
        return bad("channel", "at least one channel is needed, like channel = #chess");
    for (const std::string& ch : channels) {
        std::istringstream words(ch);
        std::string name, key, extra;
        words >> name >> key >> extra;
        if (name.empty() || (name[0] != '#' && name[0] != '&') || name.size() > 50 ||
            name.find(',') != std::string::npos || !extra.empty())
            return bad("channel", "channel \"" + ch +
                                      "\" should be a name starting with # or & and an "
                                      "optional key, like channel = #chess or channel = #club "
                                      "secret");
        // The channel is the service's place: the one rule for names holds for it too.
        if (std::optional<NameRefusal> badName = refuseName("channel", name))
            return bad("channel", badName->text);
    }
    if (c.trigger.empty() || c.trigger.find_first_of(" \t") != std::string::npos)
        return bad("trigger", "trigger must be one or more characters without blanks, like "
                              "trigger = !");
    if (auto problem = sharedSettingsProblem(c.service, SettingSource::CONFIG_FILE))
        return bad(problem->name, problem->message);
    const Pacing& p = c.pacing;
    // The upper limits are for a bot with relaxed flood limits on a server you run (oper and
    // user-modes); elsewhere the defaults are what keeps it connected.
    if (p.burstLines < 1 || p.burstLines > 100)
        return bad("burst-lines", "burst-lines must be 1 to 100, like burst-lines = 5");
    if (p.burstBytes < 512 || p.burstBytes > 65536)
        return bad("burst-bytes", "burst-bytes must be 512 to 65536 (a whole IRC line must "
                                  "fit), like burst-bytes = 1024");
    if (p.linesPerSecond <= 0 || p.linesPerSecond > 1000)
        return bad("lines-per-second", "lines-per-second must be above 0 and at most 1000, like "
                                       "lines-per-second = 0.5");
    if (p.bytesPerSecond < 10 || p.bytesPerSecond > 1000000)
        return bad("bytes-per-second", "bytes-per-second must be 10 to 1000000, like "
                                       "bytes-per-second = 200");
    if (!c.oper.empty()) {
        std::istringstream words(c.oper);
        std::string name, password, extra;
        words >> name >> password >> extra;
        if (password.empty() || !extra.empty())
            return bad("oper", "oper needs a name and a password, like oper = botop s3cret");
    }
    if (!c.userModes.empty() &&
        (c.userModes.find_first_not_of("+-abcdefghijklmnopqrstuvwxyz"
                                       "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != std::string::npos ||
         (c.userModes[0] != '+' && c.userModes[0] != '-')))
        return bad("user-modes", "user-modes must be like +F or +iF-w");
    if (c.reconnectMin <= 0 || c.reconnectMax < c.reconnectMin)
        return bad("reconnect-min", "reconnect-min must be above 0 and at most reconnect-max");
    if (c.rejoinDelay < 0) return bad("rejoin-delay", "rejoin-delay must be 0 or more seconds");
    if (c.pingTimeout < 1)
        return bad("ping-timeout",
                   "ping-timeout must be 1 second or more, like ping-timeout = 120");
    return std::nullopt;
}

void restoreHashes(BotConfig& c, std::vector<std::string>& channels) {
    for (std::string* s :
         {&c.server, &c.serverPassword, &c.nick, &c.username, &c.realname, &c.nickservPassword,
          &c.trigger, &c.service.store, &c.service.coloursFile, &c.service.colourScheme,
          &c.service.draws, &c.oper, &c.userModes})
        mudchess::restoreHashes(*s);
    for (auto* list : {&c.altNicks, &channels, &c.admins, &c.ignore})
        for (std::string& s : *list) mudchess::restoreHashes(s);
}

} // namespace

std::string foldCase(std::string_view name) {
    std::string out(name);
    for (char& c : out) {
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
        else if (c == '[')
            c = '{';
        else if (c == ']')
            c = '}';
        else if (c == '\\')
            c = '|';
        else if (c == '~')
            c = '^';
    }
    return out;
}

std::string botConfigHelp() {
    BotConfig c;
    std::vector<std::string> channels;
    std::ostringstream out;
    out << "Usage: mudchess irc [--config FILE] [--key value ...]\n"
           "Every key can be given on the command line (which wins over the file), so\n"
           "  mudchess irc --server irc.libera.chat --channel \"#chess\"\n"
           "runs a bot without a file.\n"
        << botOptions(c, channels);
    return out.str();
}

std::variant<BotConfig, ConfigError> loadBotConfig(const std::vector<std::string>& args) {
    BotConfig c;
    std::vector<std::string> channels;
    po::options_description file = botOptions(c, channels);
    std::string path;
    po::options_description cli;
    cli.add_options()("config", po::value(&path), "the bot.conf file (optional)");
    cli.add(file);
    po::variables_map vm;
    bool inFile = false;
    try {
        if (std::optional<std::string> refused =
                storeCommandLineThenFile(args, cli, file, "bot.conf", vm, path, inFile))
            return ConfigError{*refused};
        po::notify(vm);
        restoreHashes(c, channels);
    } catch (const po::error_with_option_name& e) {
        std::string key = bareKey(e.get_option_name());
        std::string at = inFile ? whereInConfigFile(path, key) : "";
        if (dynamic_cast<const po::unknown_option*>(&e))
            return ConfigError{at + "unknown key \"" + key +
                               "\"; see bot.conf.example for the "
                               "keys"};
        if (dynamic_cast<const po::required_option*>(&e)) {
            if (path.empty())
                return ConfigError{"--" + key + " is required (or --config FILE), like --" + key +
                                   " irc.libera.chat"};
            return ConfigError{path + ": missing required key \"" + key + "\", like " + key +
                               " = irc.libera.chat"};
        }
        return ConfigError{at + "bad value for \"" + key + "\": " + e.what()};
    } catch (const po::error& e) {
        return ConfigError{(inFile ? path + ": " : "") + e.what()};
    }
    if (auto bad = badValue(c, channels)) {
        std::string value;
        if (bad->first == "channel" && !channels.empty())
            for (const std::string& ch : channels)
                if (bad->second.find("\"" + ch + "\"") != std::string::npos) value = ch;
        return ConfigError{whereInConfigFile(path, bad->first, value) + bad->second};
    }
    for (const std::string& ch : channels) {
        std::istringstream words(ch);
        ChannelConfig cc;
        words >> cc.name >> cc.key;
        c.channels.push_back(cc);
    }
    return c;
}

} // namespace mudchess::irc
