// Every setting of shared_settings.hpp is offered by every front end (the terminal session,
// serve, the IRC bot's command line and bot.conf) under the same name, with the same default, and
// reaches the service's settings the same way.
#include "front/irc/config.hpp"
#include "front/irc/run.hpp"
#include "front/mud/config.hpp"
#include "front/serve/serve_command.hpp"
#include "front/shared_settings.hpp"
#include "front/terminal/repl.hpp"
#include "process.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <map>

namespace mudchess {
namespace {

namespace po = boost::program_options;

using Args = std::vector<std::string>;
// A front end reading a command line (and for the bot, a file): the service settings it would
// start the service with, or the message it would stop with.
using Reader = std::function<std::variant<ServiceSettings, std::string>(const Args&)>;

std::variant<ServiceSettings, std::string>
readOptions(po::options_description options, const ServiceSettings& settings, const Args& args) {
    try {
        po::variables_map vm;
        po::store(po::command_line_parser(args).options(options).run(), vm);
        po::notify(vm);
    } catch (const po::error& e) {
        return std::string(e.what());
    }
    if (auto problem = sharedSettingsProblem(settings, SettingSource::COMMAND_LINE))
        return problem->message;
    return settings;
}

std::variant<ServiceSettings, std::string> readRepl(const Args& args) {
    ReplSettings s = defaultReplSettings();
    return readOptions(replOptions(s), s.service, args);
}

std::variant<ServiceSettings, std::string> readServe(const Args& args) {
    serve::ServeSettings s;
    return readOptions(serve::serveOptions(s), s.service, args);
}

std::variant<ServiceSettings, std::string> readBot(const Args& args) {
    Args all{"--server", "irc.example.org", "--channel", "#chess"};
    all.insert(all.end(), args.begin(), args.end());
    auto loaded = mudchess::irc::loadBotConfig(all);
    if (auto* e = std::get_if<irc::ConfigError>(&loaded)) return e->message;
    return std::get<irc::BotConfig>(loaded).service;
}

class SharedSettings : public ::testing::Test {
  protected:
    test::TempDir dir;
    // A value other than the default for each setting, that its rule accepts.
    std::map<std::string, std::string> other{
        {"db", dir.file("games.db")},
        {"colours", dir.file("colours.conf")},
        {"colour-scheme", "mono"},
        {"engine-threads", "2"},
        {"engine-memory", "32"},
        {"analysis-nodes", "50000"},
        {"puzzle-cut-nodes", "20000"},
        {"challenge-lapse", "30"},
        {"abandon-after", "120"},
        {"idle-restart-after", "90"},
        {"draws", "automatic"},
        {"locale", "pseudo"},
        {"place-boards", "on-request"},
        {"engines", dir.file("engines.conf")},
        {"engine-processes", "2"},
        {"rated-needs-account", "yes"},
        {"untimed-rated", "yes"},
        {"rated-takebacks", "yes"},
        {"lease-seconds", "6"},
        {"web", "127.0.0.1:0"},
        {"web-delay", "3"},
        {"web-url", "https://chess.example.org"},
    };
    std::map<std::string, Reader> frontEnds{
        {"the terminal session", readRepl},
        {"serve", readServe},
        {"the IRC bot's command line", readBot},
        {"bot.conf", [this](const Args& args) { return readBotFile(args); }},
    };

    // "--name value" written as "name = value" in a bot.conf.
    std::variant<ServiceSettings, std::string> readBotFile(const Args& args) {
        std::string file = dir.file("bot.conf");
        std::ofstream text(file);
        text << "server = irc.example.org\nchannel = #chess\n";
        for (std::size_t i = 0; i + 1 < args.size(); i += 2)
            text << args[i].substr(2) << " = " << args[i + 1] << "\n";
        text.close();
        auto loaded = mudchess::irc::loadBotConfig({"--config", file});
        if (auto* e = std::get_if<irc::ConfigError>(&loaded)) return e->message;
        return std::get<irc::BotConfig>(loaded).service;
    }
};

TEST_F(SharedSettings, TheTestHasAValueForEverySetting) {
    for (const SharedSetting& s : sharedSettings())
        EXPECT_TRUE(other.count(s.name)) << s.name << " needs a value in this test";
}

TEST_F(SharedSettings, EveryFrontEndStartsFromTheSameDefaults) {
    ServiceSettings defaults = sharedDefaults();
    for (const auto& [frontEnd, read] : frontEnds) {
        auto result = read({});
        ASSERT_TRUE(std::holds_alternative<ServiceSettings>(result))
            << frontEnd << ": " << std::get<std::string>(result);
        for (const SharedSetting& s : sharedSettings()) {
            // The one documented difference: games at the terminal are kept in the player's own
            // file (left empty until the options are read), elsewhere in memory.
            if (frontEnd == "the terminal session" && s.name == "db") {
                EXPECT_EQ(s.shown(std::get<ServiceSettings>(result)), "");
                continue;
            }
            EXPECT_EQ(s.shown(std::get<ServiceSettings>(result)), s.shown(defaults))
                << frontEnd << ", " << s.name;
        }
    }
}

TEST_F(SharedSettings, EverySettingReachesTheServiceUnderItsNameInEveryFrontEnd) {
    for (const auto& [frontEnd, read] : frontEnds)
        for (const SharedSetting& s : sharedSettings()) {
            auto result = read({"--" + s.name, other.at(s.name)});
            ASSERT_TRUE(std::holds_alternative<ServiceSettings>(result))
                << frontEnd << ", " << s.name << ": " << std::get<std::string>(result);
            EXPECT_EQ(s.shown(std::get<ServiceSettings>(result)), other.at(s.name))
                << frontEnd << ", " << s.name;
        }
}

TEST_F(SharedSettings, TheOlderNameDatabaseStillNamesTheStoreEverywhere) {
    const SharedSetting* db = sharedSetting("database");
    ASSERT_NE(db, nullptr);
    EXPECT_EQ(db->name, "db");
    for (const auto& [frontEnd, read] : frontEnds) {
        auto result = read({"--database", other.at("db")});
        ASSERT_TRUE(std::holds_alternative<ServiceSettings>(result))
            << frontEnd << ": " << std::get<std::string>(result);
        EXPECT_EQ(std::get<ServiceSettings>(result).store, other.at("db")) << frontEnd;
    }
}

TEST_F(SharedSettings, TheCommandLineWinsOverBotConf) {
    std::string file = dir.file("bot.conf");
    std::ofstream(file) << "server = a\nchannel = #c\ndatabase = " << dir.file("from-file.db")
                        << "\nabandon-after = 100\n";
    auto loaded = irc::loadBotConfig(
        {"--config", file, "--db", dir.file("from-command-line.db"), "--abandon-after", "200"});
    ASSERT_TRUE(std::holds_alternative<irc::BotConfig>(loaded))
        << std::get<irc::ConfigError>(loaded).message;
    ServiceSettings s = irc::serviceSettings(std::get<irc::BotConfig>(loaded));
    EXPECT_EQ(s.store, dir.file("from-command-line.db"));
    EXPECT_EQ(s.abandonAfter, std::chrono::seconds(200));
}

TEST_F(SharedSettings, EveryFrontEndRefusesABadValueWithTheSameRule) {
    for (const auto& [frontEnd, read] : frontEnds) {
        auto result = read({"--draws", "sometimes"});
        ASSERT_TRUE(std::holds_alternative<std::string>(result)) << frontEnd;
        EXPECT_NE(std::get<std::string>(result).find("draws must be claimed or automatic, not "
                                                     "\"sometimes\""),
                  std::string::npos)
            << frontEnd << ": " << std::get<std::string>(result);
    }
    // A file's message names the key as a file writes it, and its line.
    std::string file = dir.file("bot.conf");
    std::ofstream(file) << "server = a\nchannel = #c\ndatabase = /no/such/folder/games.db\n";
    auto loaded = mudchess::irc::loadBotConfig({"--config", file});
    ASSERT_TRUE(std::holds_alternative<irc::ConfigError>(loaded));
    EXPECT_EQ(std::get<irc::ConfigError>(loaded).message,
              file + " line 3: db must name a file in a folder that exists (create the folder "
                     "first), a PostgreSQL database (postgresql://USER@HOST/DATABASE) or be "
                     ":memory:, not \"/no/such/folder/games.db\" (like db = "
                     "/var/lib/mudchess/games.db)");
}

// Issue 49: the operator's scheme is the one boards for a whole channel or room are drawn in, so
// a scheme from the colour file that some players could not read stops every front end.
TEST_F(SharedSettings, AnUnreadableSchemeForSharedBoardsIsRefusedEverywhere) {
    std::string colours = dir.file("dusk.conf");
    std::ofstream(colours) << "[dusk]\nlight = on black\ndark = on blue\nwhite = white\n"
                              "black = black\n[dawn]\nlight = black on bright-white\n"
                              "dark = black on bright-yellow\nwhite = bold blue\n"
                              "black = bold black\n";
    for (const auto& [frontEnd, read] : frontEnds) {
        auto result = read({"--colours", colours, "--colour-scheme", "dusk"});
        ASSERT_TRUE(std::holds_alternative<std::string>(result)) << frontEnd;
        EXPECT_NE(std::get<std::string>(result).find(
                      "colour-scheme must be readable on the boards everyone in a place sees: "
                      "black pieces on light squares (1.0:1)"),
                  std::string::npos)
            << frontEnd << ": " << std::get<std::string>(result);
        auto readable = read({"--colours", colours, "--colour-scheme", "dawn"});
        EXPECT_TRUE(std::holds_alternative<ServiceSettings>(readable))
            << frontEnd << ": " << std::get<std::string>(readable);
    }
}

// issue 42: a PostgreSQL database is a place for games in every front end; a password in it is
// refused on a command line (ps shows it to everyone) in every spelling libpq reads, and taken
// from a config file.
TEST_F(SharedSettings, APostgresPasswordIsRefusedOnEveryCommandLineAndReadFromAFile) {
    const std::string refusal =
        "--db must not hold a password: anyone on the machine can read a command line (ps); put "
        "the password in ~/.pgpass or PGPASSWORD (or a config file's db), and give --db without "
        "it, like --db postgresql://mudchess@db.example.org/chess";
    for (const auto& [frontEnd, read] : frontEnds) {
        for (const char* fine : {"postgresql://chess@db.example.org/games",
                                 "postgres://chess@db.example.org:5433/games?sslmode=require",
                                 "postgresql:host=db.example.org dbname=games user=chess"}) {
            auto result = read({"--db", fine});
            ASSERT_TRUE(std::holds_alternative<ServiceSettings>(result))
                << frontEnd << ": " << std::get<std::string>(result);
            EXPECT_EQ(std::get<ServiceSettings>(result).store, fine) << frontEnd;
        }
        for (const char* secret : {"postgresql://chess:hunter2@db.example.org/games",
                                   "postgres://chess@db.example.org/games?password=hunter2",
                                   "postgresql:host=db.example.org password=hunter2"}) {
            auto result = read({"--db", secret});
            if (frontEnd == "bot.conf") {
                EXPECT_TRUE(std::holds_alternative<ServiceSettings>(result))
                    << secret << ": " << std::get<std::string>(result);
                continue;
            }
            ASSERT_TRUE(std::holds_alternative<std::string>(result)) << frontEnd << ": " << secret;
            EXPECT_EQ(std::get<std::string>(result), refusal) << frontEnd;
        }
    }
    // The robot reads its command line the same way.
    auto robot = mud::loadRobotConfig(
        {"--host", "localhost", "--room", "#12", "--db", "postgresql://chess:hunter2@db/games"},
        [](const char*) { return nullptr; });
    ASSERT_TRUE(std::holds_alternative<mud::ConfigError>(robot));
    EXPECT_EQ(std::get<mud::ConfigError>(robot).message, refusal);
}

// Issue 49: the example files an operator copies name every setting they may need, each
// commented with its default; a new setting cannot be forgotten there.
TEST(ExampleConfigFiles, NameEverySetting) {
    for (const char* file : {"/bot.conf.example", "/mud.conf.example"}) {
        std::string text = mudchess::test::readFile(std::string(MUDCHESS_SOURCE_DIR) + file);
        for (const SharedSetting& s : sharedSettings())
            EXPECT_TRUE(text.find("\n" + s.name + " =") != std::string::npos ||
                        text.find("\n#" + s.name + " =") != std::string::npos)
                << file << " does not name " << s.name;
    }
}

} // namespace
} // namespace mudchess

// The bot's channels are the service's places: the rule for names holds for them (issue 38).
TEST(BotChannels, AChannelNameFollowsTheRuleForNames) {
    auto loaded = mudchess::irc::loadBotConfig({"--server", "irc.example.org", "--channel",
                                                "#ch\xe2\x80\x8b"
                                                "ess"});
    auto* error = std::get_if<mudchess::irc::ConfigError>(&loaded);
    ASSERT_TRUE(error) << "a channel with a zero-width space was taken";
    EXPECT_NE(error->message.find("invisible character (U+200B)"), std::string::npos)
        << error->message;
    EXPECT_TRUE(std::holds_alternative<mudchess::irc::BotConfig>(
        mudchess::irc::loadBotConfig({"--server", "irc.example.org", "--channel", "#échecs"})));
}
