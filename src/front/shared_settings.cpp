#include "front/shared_settings.hpp"

#include <algorithm>

#include "chess/game.hpp"
#include "render/colour_scheme.hpp"
#include "render/colour_special.hpp"
#include "render/locale.hpp"
#include "store/open_store.hpp"
#include "store/postgres.hpp"
#include "web/web_address.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <type_traits>

namespace mudchess {

namespace po = boost::program_options;

namespace {

// Bounds that no sensible machine is near: beyond them the value is a typo.
constexpr int MOST_THREADS = 64;
constexpr std::size_t MOST_MEMORY_MIB = 65536;
constexpr int MOST_WEB_DELAY_PLIES = 40;
// A position searched this far takes minutes: beyond it an analysis would never end.
constexpr std::size_t MOST_ANALYSIS_NODES = 100'000'000;

std::string shown(const std::string& text) { return text; }
std::string shown(bool yes) { return yes ? "yes" : "no"; }
std::string shown(std::chrono::seconds s) { return std::to_string(s.count()); }
template <class Number> std::string shown(Number n) { return std::to_string(n); }

// Text and numbers are read as they are; an empty text has no default worth showing.
template <class T> po::value_semantic* valueOf(T& field) {
    auto* value = po::value(&field);
    if (!shown(field).empty()) value->default_value(field, shown(field));
    return value;
}

// Seconds are read as a number of them.
po::value_semantic* valueOf(std::chrono::seconds& field) {
    return po::value<long>()->default_value(field.count())->notifier([&field](long n) {
        field = std::chrono::seconds(n);
    });
}

// `rule` looks at the setting's value, or at all the settings when it needs others too.
template <class T, class Rule>
SharedSetting declare(std::string name, std::string alias, T ServiceSettings::*field,
                      std::string example, std::string help, Rule rule) {
    SharedSetting setting{std::move(name),
                          std::move(alias),
                          std::move(help),
                          std::move(example),
                          [field](ServiceSettings& s) { return valueOf(s.*field); },
                          [field](const ServiceSettings& s) { return shown(s.*field); },
                          {}};
    if constexpr (std::is_invocable_v<Rule, const ServiceSettings&>)
        setting.broken = rule;
    else
        setting.broken = [field, rule](const ServiceSettings& s) { return rule(s.*field); };
    return setting;
}

// The rules, each as the rest of a sentence that starts with the setting's name.
std::optional<std::string> anyValue(const std::string&) { return std::nullopt; }
std::optional<std::string> eitherWay(bool) { return std::nullopt; }

std::optional<std::string> oneSecondOrMore(std::chrono::seconds s) {
    if (s < std::chrono::seconds(1)) return "must be 1 second or more";
    return std::nullopt;
}

std::optional<std::string> aStoreLocation(const std::string& store) {
    if (store.empty() || store == ":memory:" || postgresConninfo(store)) return std::nullopt;
    std::string path = store.starts_with("sqlite:") ? store.substr(7) : store;
    if (path.empty()) return std::nullopt; // the store says what sqlite: needs
    std::error_code ec;
    if (!std::filesystem::is_directory(std::filesystem::absolute(path).parent_path(), ec))
        return "must name a file in a folder that exists (create the folder first), a PostgreSQL "
               "database (postgresql://USER@HOST/DATABASE) or be :memory:";
    return std::nullopt;
}

std::optional<std::string> threadCount(int threads) {
    if (threads < 1 || threads > MOST_THREADS)
        return "must be 1 to " + std::to_string(MOST_THREADS);
    return std::nullopt;
}

std::optional<std::string> processCount(int processes) {
    if (processes < 0 || processes > MOST_THREADS)
        return "must be 0 (no external engines) to " + std::to_string(MOST_THREADS);
    return std::nullopt;
}

std::optional<std::string> memorySize(std::size_t mib) {
    if (mib < 1 || mib > MOST_MEMORY_MIB)
        return "must be 1 to " + std::to_string(MOST_MEMORY_MIB) + " (MiB)";
    return std::nullopt;
}

std::optional<std::string> nodeCount(std::size_t nodes) {
    if (nodes > MOST_ANALYSIS_NODES)
        return "must be 0 (no analysis) to " + std::to_string(MOST_ANALYSIS_NODES);
    return std::nullopt;
}

std::optional<std::string> drawRule(const std::string& name) {
    if (!drawRuleNamed(name)) return "must be " + drawRuleChoices();
    return std::nullopt;
}

std::optional<std::string> aPlaceBoards(const std::string& name) {
    if (!placeBoardsNamed(name)) return "must be every-move, player-to-move or on-request";
    return std::nullopt;
}

// Empty (no page) or an address to listen on.
std::optional<std::string> aWebAddress(const std::string& text) {
    if (text.empty()) return std::nullopt;
    auto read = web::readWebAddress(text);
    if (const std::string* rule = std::get_if<std::string>(&read)) return *rule;
    return std::nullopt;
}

// Empty, or an address a browser opens: http:// or https://, nothing a line could break on.
std::optional<std::string> aWebUrl(const std::string& url) {
    if (url.empty()) return std::nullopt;
    bool scheme = url.starts_with("http://") || url.starts_with("https://");
    bool plain =
        std::all_of(url.begin(), url.end(), [](unsigned char c) { return c > ' ' && c < 127; });
    if (!scheme || !plain) return "must be an address starting http:// or https://, without blanks";
    return std::nullopt;
}

std::optional<std::string> aDelay(int plies) {
    if (plies < 0 || plies > MOST_WEB_DELAY_PLIES)
        return "must be 0 (none) to " + std::to_string(MOST_WEB_DELAY_PLIES) + " plies";
    return std::nullopt;
}

std::optional<std::string> aLocale(const std::string& name) {
    if (!localeNamed(name)) return "must be english or pseudo";
    return std::nullopt;
}

std::string schemeNames(const ColourSchemes& schemes) {
    std::string names;
    for (const ColourScheme& s : schemes.all())
        names += (names.empty() ? "" : ", ") + std::string(s.name);
    return names;
}

// The colour scheme must be built in or in the colour file (whose own mistakes are the
// service's warnings, not a reason to stop), and readable: boards for a whole channel or room
// are drawn in it.
std::optional<std::string> knownScheme(const ServiceSettings& s) {
    ColourSchemes schemes = ColourSchemes::builtIn();
    if (!s.coloursFile.empty()) schemes.addFile(s.coloursFile);
    const ColourScheme* scheme = schemes.find(s.colourScheme);
    if (!scheme) return "must be one of the colour schemes (" + schemeNames(schemes) + ")";
    std::vector<HardToRead> hard = hardToReadAnywhere(*scheme);
    if (hard.empty()) return std::nullopt;
    return "must be readable on the boards everyone in a place sees: " + hardToReadText(hard) +
           ", where pieces need " + ratioText(READABLE_CONTRAST) + " or more";
}

std::vector<SharedSetting> declareAll() {
    using S = ServiceSettings;
    std::vector<SharedSetting> all{
        declare<std::string>("db", "database", &S::store, "/var/lib/mudchess/games.db",
                             "where games are kept: sqlite:FILE, a file path, "
                             "postgresql://USER@HOST/DATABASE (the password from ~/.pgpass or "
                             "PGPASSWORD), or :memory: to keep nothing (its older name, database, "
                             "is read as this too)",
                             aStoreLocation),
        declare<std::string>("colours", "", &S::coloursFile, "/etc/mudchess/colours.conf",
                             "a file of colour schemes to add to the built-in ones (default: "
                             "$MUDCHESS_COLOURS)",
                             anyValue),
        declare<std::string>("colour-scheme", "", &S::colourScheme, "classic",
                             "the colours of boards for users who chose none: " +
                                 schemeNames(ColourSchemes::builtIn()) +
                                 ", or one from the --colours file",
                             knownScheme),
        declare<int>("engine-threads", "", &S::engineThreads, "1",
                     "threads the computer opponent thinks with, shared by all its games",
                     threadCount),
        declare<std::size_t>("engine-memory", "", &S::engineMemoryMiB, "64",
                             "MiB of memory for the computer's thinking, shared by all its games",
                             memorySize),
        declare<std::size_t>("analysis-nodes", "", &S::analysisNodes, "150000",
                             "nodes the engine searches in each position when analysing a "
                             "finished game (0: no analysis)",
                             nodeCount),
        declare<std::size_t>("puzzle-cut-nodes", "", &S::puzzleCutNodes, "40000",
                             "nodes of each search that cuts puzzles from finished games, in "
                             "the background (0: no cutting)",
                             nodeCount),
        declare<std::string>("engines", "", &S::enginesFile, "/etc/mudchess/engines.conf",
                             "a file of external engines players may invite (engines.conf; "
                             "default: the Debian engines installed)",
                             anyValue),
        declare<int>("engine-processes", "", &S::engineProcesses, "4",
                     "external engine processes that may run at once, over all boards",
                     processCount),
        declare<std::chrono::seconds>("challenge-lapse", "", &S::challengeLapse, "60",
                                      "seconds a challenge or rematch offer waits for an answer",
                                      oneSecondOrMore),
        declare<std::chrono::seconds>("abandon-after", "", &S::abandonAfter, "600",
                                      "seconds the player to move in an untimed game may be away "
                                      "before the game can be claimed",
                                      oneSecondOrMore),
        declare<std::chrono::seconds>("idle-restart-after", "", &S::idleRestartAfter, "300",
                                      "seconds without a move before anyone may start a board "
                                      "over",
                                      oneSecondOrMore),
        declare<std::chrono::seconds>("lease-seconds", "", &S::leaseSeconds, "15",
                                      "seconds a process sharing a PostgreSQL database holds a "
                                      "place's clocks and computer turns without renewing "
                                      "(renewed every third of it); a dead process's places are "
                                      "taken over after it",
                                      oneSecondOrMore),
        declare<std::string>("draws", "", &S::draws, "claimed",
                             "claimed or automatic: the draw rule of boards that chose none "
                             "(automatic: drawn at once at the third repetition or the 50-move "
                             "count)",
                             drawRule),
        declare<std::string>("place-boards", "", &S::placeBoards, "player-to-move",
                             "when a channel or room sees the board after a move: every-move, "
                             "player-to-move (a line a move there, the board privately to the "
                             "player to move) or on-request (boards only when someone looks)",
                             aPlaceBoards),
        declare<std::string>("locale", "", &S::locale, "english",
                             "the words players read: english, or pseudo (every sentence "
                             "wrapped in \u27e6 \u27e7, for testing that none is made outside "
                             "the words layer)",
                             aLocale),
        declare<std::string>("web", "", &S::web, "127.0.0.1:8080",
                             "the address of the spectators' web page, every board live "
                             "(docs/web.md); empty: no page",
                             aWebAddress),
        declare<std::string>("web-url", "", &S::webUrl, "https://chess.example.org",
                             "the web page's address as players reach it, for the link with "
                             "each move (empty: http:// and the web address)",
                             aWebUrl),
        declare<int>("web-delay", "", &S::webDelayPlies, "2",
                     "plies the web page stays behind a game being played, so that nobody "
                     "watching can help a player (0: none)",
                     aDelay),
        declare<bool>("rated-needs-account", "", &S::ratedNeedsAccount, "yes",
                      "yes or no: a seat at a rated board only for a player with an account (an "
                      "IRC services account, a MUD dbref, serve's actor_id), not for one known by "
                      "name alone",
                      eitherWay),
        declare<bool>("untimed-rated", "", &S::untimedRated, "yes",
                      "yes or no: whether a rated game may be untimed (no: a rated game needs a "
                      "clock)",
                      eitherWay),
        declare<bool>("rated-takebacks", "", &S::ratedTakebacks, "yes",
                      "yes or no: whether the players of a rated game may take moves back (both "
                      "must agree, and the game then no longer counts for ratings)",
                      eitherWay),
    };
    return all;
}

} // namespace

const std::vector<SharedSetting>& sharedSettings() {
    static const std::vector<SharedSetting> all = declareAll();
    return all;
}

const SharedSetting* sharedSetting(const std::string& name) {
    for (const SharedSetting& s : sharedSettings())
        if (s.name == name || (!s.alias.empty() && s.alias == name)) return &s;
    return nullptr;
}

ServiceSettings sharedDefaults() {
    ServiceSettings s;
    if (const char* file = std::getenv("MUDCHESS_COLOURS")) s.coloursFile = file;
    return s;
}

void addSharedSettings(po::options_description& options, ServiceSettings& settings) {
    for (const SharedSetting& s : sharedSettings()) {
        // Program_options takes "db,database" as two long names for one option.
        std::string names = s.alias.empty() ? s.name : s.name + "," + s.alias;
        options.add_options()(names.c_str(), s.value(settings), s.help.c_str());
    }
}

std::optional<std::string> passwordOnCommandLine(const std::string& store) {
    std::optional<std::string> conninfo = postgresConninfo(store);
    if (!conninfo || !pg::holdsPassword(*conninfo)) return std::nullopt;
    return "--db must not hold a password: anyone on the machine can read a command line (ps); "
           "put the password in ~/.pgpass or PGPASSWORD (or a config file's db), and give --db "
           "without it, like --db postgresql://mudchess@db.example.org/chess";
}

std::optional<SettingProblem> sharedSettingsProblem(const ServiceSettings& settings,
                                                    SettingSource source) {
    bool file = source == SettingSource::CONFIG_FILE;
    if (!file)
        if (std::optional<std::string> password = passwordOnCommandLine(settings.store))
            return SettingProblem{"db", *password};
    for (const SharedSetting& s : sharedSettings())
        if (std::optional<std::string> rule = s.broken(settings)) {
            std::string name = file ? s.name : "--" + s.name;
            std::string like = name + (file ? " = " : " ") + s.example;
            return SettingProblem{s.name, name + " " + *rule + ", not \"" + s.shown(settings) +
                                              "\" (like " + like + ")"};
        }
    return std::nullopt;
}

std::string trimBlanks(std::string text) {
    text.erase(0, text.find_first_not_of(" \t"));
    text.erase(text.find_last_not_of(" \t\r") + 1);
    return text;
}

std::string configTextForOptions(std::istream& in) {
    std::string out, line;
    while (std::getline(in, line)) {
        std::string text = trimBlanks(line);
        std::size_t eq = line.find('=');
        if (!text.empty() && text[0] == '#') {
            line.clear();
        } else if (eq != std::string::npos) {
            const SharedSetting* shared = sharedSetting(trimBlanks(line.substr(0, eq)));
            if (shared) line = shared->name + " " + line.substr(eq);
        }
        std::replace(line.begin(), line.end(), '#', HASH_STAND_IN);
        out += line + '\n';
    }
    return out;
}

void restoreHashes(std::string& value) {
    std::replace(value.begin(), value.end(), HASH_STAND_IN, '#');
}

std::string whereInConfigFile(const std::string& path, const std::string& key,
                              const std::string& value) {
    std::ifstream in(path);
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        std::string text = trimBlanks(line);
        std::size_t eq = text.find('=');
        if (text.empty() || text[0] == '#' || eq == std::string::npos) continue;
        std::string written = trimBlanks(text.substr(0, eq));
        const SharedSetting* shared = sharedSetting(written);
        if (written != key && !(shared && shared->name == key)) continue;
        if (value.empty() || trimBlanks(text.substr(eq + 1)) == value)
            return path + " line " + std::to_string(number) + ": ";
    }
    return "";
}

std::string bareKey(std::string name) {
    name.erase(0, name.find_first_not_of('-'));
    return name;
}

std::optional<std::string> storeCommandLineThenFile(const std::vector<std::string>& args,
                                                    const po::options_description& commandLine,
                                                    const po::options_description& file,
                                                    std::string_view exampleFile,
                                                    po::variables_map& vm, std::string& path,
                                                    bool& inFile) {
    inFile = false;
    po::store(po::command_line_parser(args)
                  .options(commandLine)
                  .positional(po::positional_options_description())
                  .run(),
              vm);
    if (vm.count("config")) path = vm["config"].as<std::string>();
    if (vm.count("db"))
        if (std::optional<std::string> password = passwordOnCommandLine(vm["db"].as<std::string>()))
            return password;
    // Without --config the command line is the whole configuration.
    if (vm.count("config") && path.empty())
        return "--config needs a file name, like --config " + std::string(exampleFile);
    if (path.empty()) return std::nullopt;
    std::ifstream in(path);
    if (!in) return "cannot read the config file \"" + path + "\"";
    inFile = true;
    std::istringstream prepared(configTextForOptions(in));
    po::store(po::parse_config_file(prepared, file, false), vm);
    return std::nullopt;
}

} // namespace mudchess
