// mud.conf: the keys, the password's two homes (never the command line), one message per
// mistake naming the key and line.
#include "front/mud/config.hpp"
#include "front/mud/run.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <fstream>

namespace mudchess::mud {
namespace {

const char* noEnvironment(const char*) { return nullptr; }

// A config file in a directory of its own, removed with it.
struct ConfFile {
    mudchess::test::TempDir dir;
    std::string path = dir.file("mud.conf");
    explicit ConfFile(const std::string& text) { std::ofstream(path) << text; }
};

std::string errorOf(const std::variant<RobotConfig, ConfigError>& loaded) {
    auto* e = std::get_if<ConfigError>(&loaded);
    return e ? e->message : "";
}

TEST(MudConfig, ReadsTheFileWithItsDefaults) {
    ConfFile conf("# a comment\nhost = mux.example.org\npassword = s3cret\nroom = #12\n");
    auto loaded = loadRobotConfig({"--config", conf.path}, noEnvironment);
    ASSERT_EQ(errorOf(loaded), "");
    const RobotConfig& c = std::get<RobotConfig>(loaded);
    EXPECT_EQ(c.host, "mux.example.org");
    EXPECT_EQ(c.port, 2860);
    EXPECT_EQ(c.character, "ChessBot");
    EXPECT_EQ(c.room, "#12");
    EXPECT_EQ(c.place, "#12");
    EXPECT_EQ(c.command, "chess");
    EXPECT_EQ(c.pacing.burstLines, 80);
    EXPECT_EQ(c.pacing.linesPerSecond, 1);
}

TEST(MudConfig, TheCommandLineWinsOverTheFile) {
    ConfFile conf("host = a\npassword = p\nroom = #12\nport = 4201\n");
    auto loaded = loadRobotConfig({"--config", conf.path, "--port", "4202", "--place", "Library"},
                                  noEnvironment);
    ASSERT_EQ(errorOf(loaded), "");
    EXPECT_EQ(std::get<RobotConfig>(loaded).port, 4202);
    EXPECT_EQ(std::get<RobotConfig>(loaded).place, "Library");
}

TEST(MudConfig, ThePasswordComesFromTheEnvironmentWhenTheFileHasNone) {
    ConfFile conf("host = a\nroom = #12\npassword-env = MY_BOT_PW\n");
    auto loaded = loadRobotConfig({"--config", conf.path}, [](const char* name) -> const char* {
        return std::string(name) == "MY_BOT_PW" ? "fromenv" : nullptr;
    });
    ASSERT_EQ(errorOf(loaded), "");
    EXPECT_EQ(std::get<RobotConfig>(loaded).password, "fromenv");
}

TEST(MudConfig, ThePasswordIsNeverReadFromTheCommandLine) {
    EXPECT_NE(
        errorOf(loadRobotConfig({"--host", "a", "--room", "#1", "--password", "x"}, noEnvironment))
            .find("not read from the command line"),
        std::string::npos);
}

TEST(MudConfig, AMissingPasswordSaysWhereOneGoes) {
    EXPECT_NE(errorOf(loadRobotConfig({"--host", "a", "--room", "#1"}, noEnvironment))
                  .find("MUDCHESS_MUD_PASSWORD"),
              std::string::npos);
}

TEST(MudConfig, MistakesNameTheKeyAndLine) {
    ConfFile conf("host = a\npassword = p\nroom = 12\n");
    EXPECT_EQ(errorOf(loadRobotConfig({"--config", conf.path}, noEnvironment)),
              conf.path + " line 3: room must be a dbref, like room = #12");
    ConfFile unknown("host = a\nbogus = 1\n");
    EXPECT_EQ(errorOf(loadRobotConfig({"--config", unknown.path}, noEnvironment)),
              unknown.path + " line 2: unknown key \"bogus\"; see mud.conf.example for the keys");
    ConfFile burst("host = a\npassword = p\nroom = #1\nburst = 150\n");
    EXPECT_NE(
        errorOf(loadRobotConfig({"--config", burst.path}, noEnvironment)).find("line 4: burst"),
        std::string::npos);
}

TEST(MudConfig, TheExampleFileIsValid) {
    auto loaded = loadRobotConfig({"--config", MUDCHESS_SOURCE_DIR "/mud.conf.example"},
                                  [](const char*) -> const char* { return "pw"; });
    EXPECT_EQ(errorOf(loaded), "");
}

TEST(MudConfig, TheServiceHasTheRoomAsItsOnePlace) {
    RobotConfig c;
    c.place = "Library";
    ServiceSettings s = serviceSettings(c);
    EXPECT_EQ(s.places, std::vector<std::string>{"Library"});
    EXPECT_EQ(s.colours, Colours::ANSI16); // written as %x codes by muxLiteral
}

} // namespace
} // namespace mudchess::mud
