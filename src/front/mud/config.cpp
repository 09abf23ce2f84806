#include "front/mud/config.hpp"

#include "front/mud/dbref.hpp"

#include <boost/program_options.hpp>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <optional>
#include <sstream>

namespace mudchess::mud {

namespace po = boost::program_options;

namespace {

po::options_description robotOptions(RobotConfig& c) {
    po::options_description d("mud.conf keys (also --key value on the command line, except "
                              "password)");
    // clang-format off
    d.add_options()
        ("host", po::value(&c.host)->required(), "the MUD server's host name (required)")
        ("port", po::value(&c.port)->default_value(c.port), "its telnet port")
        ("character", po::value(&c.character)->default_value(c.character),
         "the robot's character name")
        ("password", po::value(&c.password), "the character's password (in the file only)")
        ("password-env", po::value(&c.passwordEnv)->default_value(c.passwordEnv),
         "the environment variable holding the password when the file has none")
        ("room", po::value(&c.room)->required(), "the dbref of the room the robot plays in, "
                                                 "like #12 (required)")
        ("place", po::value(&c.place), "the room's name in messages and in \"in <place>\" "
                                       "(default: the room's dbref)")
        ("command", po::value(&c.command)->default_value(c.command),
         "the word players type before a command in the room: chess move e2e4")
        ("trigger", po::value(&c.trigger),
         "the older name of command (its trailing \":\" is dropped)")
        ("burst", po::value(&c.pacing.burstLines)->default_value(c.pacing.burstLines),
         "commands the robot may send at once")
        ("commands-per-second",
         po::value(&c.pacing.linesPerSecond)->default_value(c.pacing.linesPerSecond),
         "steady rate after the burst")
        ("page-lines", po::value(&c.pageLines)->default_value(c.pageLines),
         "a private answer longer than this is shown a page at a time (\"more\")")
        ("reconnect-min", po::value(&c.reconnectMin)->default_value(c.reconnectMin),
         "seconds before the first reconnect")
        ("reconnect-max", po::value(&c.reconnectMax)->default_value(c.reconnectMax),
         "longest wait between reconnects, in seconds");
    // clang-format on
    addSharedSettings(d, c.service);
    return d;
}

// Names go into "connect <name> <password>": printable, no quotes, no line breaks.
bool printableWithout(const std::string& s, std::string_view refused) {
    return std::all_of(s.begin(), s.end(), [&](char c) {
        return static_cast<unsigned char>(c) >= 0x20 && c != 0x7f &&
               refused.find(c) == std::string_view::npos;
    });
}

std::optional<std::pair<std::string, std::string>> badValue(const RobotConfig& c) {
    auto bad = [](std::string key, std::string msg) {
        return std::optional<std::pair<std::string, std::string>>{{std::move(key), std::move(msg)}};
    };
    if (c.host.empty() || c.host.find_first_of(" \t") != std::string::npos)
        return bad("host", "host must be a host name, like host = localhost");
    if (c.port < 1 || c.port > 65535)
        return bad("port", "port must be 1 to 65535, like port = 2860");
    if (c.character.empty() || !printableWithout(c.character, "\"=[]%;\\"))
        return bad("character", "character must be the robot's name without quotes or any of "
                                "=[]%;\\, like character = ChessBot");
    if (c.password.empty())
        return bad("password", "the robot needs its character's password: password = ... in the "
                               "file, or the environment variable " +
                                   c.passwordEnv + " (password-env)");
    if (!printableWithout(c.password, "\" "))
        return bad("password", "password must be printable, without blanks or quotes");
    if (!isDbref(c.room)) return bad("room", "room must be a dbref, like room = #12");
    if (!printableWithout(c.place, ""))
        return bad("place", "place must be printable, like place = Library");
    // The word goes into a $-command pattern, where * ? : and \ mean something.
    if (c.command.empty() || c.command.size() > 20 ||
        !std::all_of(c.command.begin(), c.command.end(), [](char ch) {
            return std::isalnum(static_cast<unsigned char>(ch)) || ch == '+' || ch == '_' ||
                   ch == '-';
        }))
        return bad(c.trigger.empty() ? "command" : "trigger",
                   "command must be a word of 1 to 20 letters, digits, + _ or -, like "
                   "command = chess");
    if (auto problem = sharedSettingsProblem(c.service, SettingSource::CONFIG_FILE))
        return bad(problem->name, problem->message);
    if (c.pacing.burstLines < 1 || c.pacing.burstLines > 100)
        return bad("burst", "burst must be 1 to 100 (TinyMUX's command_quota_max is 100), like "
                            "burst = 80");
    if (c.pacing.linesPerSecond <= 0 || c.pacing.linesPerSecond > 100)
        return bad("commands-per-second", "commands-per-second must be above 0 and at most 100, "
                                          "like commands-per-second = 1");
    if (c.pageLines < 4 || c.pageLines > 1000)
        return bad("page-lines", "page-lines must be 4 to 1000, like page-lines = 24");
    if (c.reconnectMin <= 0 || c.reconnectMax < c.reconnectMin)
        return bad("reconnect-min", "reconnect-min must be above 0 and at most reconnect-max");
    return std::nullopt;
}

void restoreHashes(RobotConfig& c) {
    for (std::string* s : {&c.host, &c.character, &c.password, &c.passwordEnv, &c.room, &c.place,
                           &c.command, &c.trigger, &c.service.store, &c.service.coloursFile,
                           &c.service.colourScheme, &c.service.draws})
        mudchess::restoreHashes(*s);
}

} // namespace

std::string robotConfigHelp() {
    RobotConfig c;
    std::ostringstream out;
    out << "Usage: mudchess mud --config FILE [--key value ...]\n"
           "A robot that logs into a TinyMUX (or kin) as a character and plays chess in its\n"
           "room. The password is read from the file or from $MUDCHESS_MUD_PASSWORD, never\n"
           "from the command line. docs/mud.md has the admin recipe.\n"
        << robotOptions(c);
    return out.str();
}

std::variant<RobotConfig, ConfigError>
loadRobotConfig(const std::vector<std::string>& args,
                const std::function<const char*(const char*)>& environment) {
    RobotConfig c;
    po::options_description file = robotOptions(c);
    std::string path;
    po::options_description cli;
    cli.add_options()("config", po::value(&path), "the mud.conf file");
    for (const auto& option : file.options())
        if (option->long_name() != "password") cli.add(option);
    for (const std::string& a : args)
        if (a == "--password" || a.starts_with("--password="))
            return ConfigError{"the password is not read from the command line, where ps shows "
                               "it; put it in the config file or in $" +
                               c.passwordEnv};
    po::variables_map vm;
    bool inFile = false;
    try {
        if (std::optional<std::string> refused =
                storeCommandLineThenFile(args, cli, file, "mud.conf", vm, path, inFile))
            return ConfigError{*refused};
        po::notify(vm);
        restoreHashes(c);
    } catch (const po::error_with_option_name& e) {
        std::string key = bareKey(e.get_option_name());
        std::string at = inFile ? whereInConfigFile(path, key) : "";
        if (dynamic_cast<const po::unknown_option*>(&e))
            return ConfigError{at + "unknown key \"" + key +
                               "\"; see mud.conf.example for the keys"};
        if (dynamic_cast<const po::required_option*>(&e))
            return ConfigError{(path.empty() ? "--" + key + " is required (or --config FILE)"
                                             : path + ": missing required key \"" + key + "\"") +
                               (key == "room" ? ", like room = #12" : ", like host = localhost")};
        return ConfigError{at + "bad value for \"" + key + "\": " + e.what()};
    } catch (const po::error& e) {
        return ConfigError{(inFile ? path + ": " : "") + e.what()};
    }
    if (c.password.empty() && !c.passwordEnv.empty())
        if (const char* fromEnvironment = environment(c.passwordEnv.c_str()))
            c.password = fromEnvironment;
    if (c.place.empty()) c.place = c.room;
    if (!c.trigger.empty()) {
        c.command = c.trigger;
        if (c.command.ends_with(':')) c.command.pop_back();
    }
    if (auto bad = badValue(c))
        return ConfigError{whereInConfigFile(path, bad->first) + bad->second};
    return c;
}

} // namespace mudchess::mud
