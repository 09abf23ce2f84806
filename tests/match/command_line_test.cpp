// Engine commands are split into argv as a shell would quote them, but nothing is expanded or
// run: an engine command can never start anything but the named program.
#include "engine_client/command_line.hpp"
#include "engine_client/engine_spec.hpp"

#include <gtest/gtest.h>

using namespace mudchess;
using Words = std::vector<std::string>;

TEST(CommandLine, SplitsAtBlanksAndHonoursQuotes) {
    std::string error;
    EXPECT_EQ(splitCommandLine("stockfish", error), Words{"stockfish"});
    EXPECT_EQ(splitCommandLine("  sh  'a b' \"c d\" e\\ f ''  ", error),
              (Words{"sh", "a b", "c d", "e f", ""}));
    EXPECT_EQ(splitCommandLine("x \"it's\" 'say \"hi\"'", error),
              (Words{"x", "it's", "say \"hi\""}));
}

TEST(CommandLine, ExpandsNothing) {
    std::string error;
    EXPECT_EQ(splitCommandLine("engine $HOME;rm -rf * `id` ~", error),
              (Words{"engine", "$HOME;rm", "-rf", "*", "`id`", "~"}));
}

TEST(CommandLine, RefusesUnclosedQuotesAndEmptyCommands) {
    std::string error;
    EXPECT_FALSE(splitCommandLine("stockfish 'oops", error));
    EXPECT_NE(error.find("unclosed ' quote"), std::string::npos) << error;
    EXPECT_FALSE(splitCommandLine("   ", error));
    EXPECT_NE(error.find("empty"), std::string::npos) << error;
    EXPECT_FALSE(splitCommandLine("x \\", error));
}

TEST(EngineSpec, OptionsAndNameAreSettingsNotArguments) {
    std::string error;
    std::optional<EngineSpec> spec = parseEngineSpec(
        "fairy-stockfish --flag \"option.Skill Level=3\" option.Hash=32 name=weak", error);
    ASSERT_TRUE(spec) << error;
    EXPECT_EQ(spec->argv, (Words{"fairy-stockfish", "--flag"}));
    ASSERT_EQ(spec->options.size(), 2u);
    EXPECT_EQ(spec->options[0].first, "Skill Level");
    EXPECT_EQ(spec->options[0].second, "3");
    EXPECT_EQ(spec->options[1].first, "Hash");
    EXPECT_EQ(spec->label, "weak");
}

TEST(EngineSpec, AnOptionNeedsANameAndAValue) {
    std::string error;
    EXPECT_FALSE(parseEngineSpec("stockfish option.=3", error));
    EXPECT_NE(error.find("option.NAME=VALUE"), std::string::npos) << error;
    EXPECT_FALSE(parseEngineSpec("stockfish option.Hash", error));
}
