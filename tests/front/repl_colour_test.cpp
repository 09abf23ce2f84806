// Which colours the REPL writes: the NO_COLOR convention, terminals against pipes, --colour.
#include "front/terminal/repl.hpp"

#include <gtest/gtest.h>

#include <sstream>

namespace mudchess {
namespace {

TEST(ReplColour, AutoColoursOnlyATerminalWithoutNoColor) {
    EXPECT_EQ(terminalEncoding("auto", true, false, "xterm-256color"), ColourEncoding::ANSI256);
    EXPECT_EQ(terminalEncoding("auto", true, false, "xterm"), ColourEncoding::ANSI16);
    EXPECT_EQ(terminalEncoding("auto", false, false, "xterm-256color"), ColourEncoding::NONE);
    EXPECT_EQ(terminalEncoding("auto", true, true, "xterm-256color"), ColourEncoding::NONE);
}

TEST(ReplColour, AlwaysAndNeverOverruleTheGuess) {
    EXPECT_EQ(terminalEncoding("always", false, true, "screen-256color"), ColourEncoding::ANSI256);
    EXPECT_EQ(terminalEncoding("always", false, false, ""), ColourEncoding::ANSI16);
    EXPECT_EQ(terminalEncoding("never", true, false, "xterm-256color"), ColourEncoding::NONE);
}

struct ReplRun {
    int status;
    std::string out, err;
};

ReplRun repl(const std::vector<std::string>& args, const std::string& typed) {
    std::istringstream in(typed);
    std::ostringstream out, err;
    std::vector<std::string> all = args;
    all.insert(all.end(), {"--db", ":memory:"}); // keep no games or options between tests
    int status = runRepl(all, in, out, err);
    return {status, out.str(), err.str()};
}

TEST(ReplColour, AlwaysColoursThePipeInTheChosenScheme) {
    ReplRun r = repl({"--colour", "always"}, "options colour mono\nstart new game\nlook\n");
    EXPECT_EQ(r.status, 0);
    EXPECT_NE(r.out.find("\x1b[0;7m . "), std::string::npos) << r.out; // mono's dark squares
}

TEST(ReplColour, AWrongColourModeIsRefused) {
    ReplRun r = repl({"--colour", "sometimes"}, "");
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(r.err, "mudchess: --colour must be auto, always or never, not \"sometimes\"\n"
                     "(mudchess --help lists the options)\n");
}

TEST(ReplColour, ABadColoursFileIsReportedAndPlayGoesOn) {
    ReplRun r = repl({"--colours", "/nonexistent/colours.conf"}, "options colour classic\n");
    EXPECT_EQ(r.status, 0);
    EXPECT_EQ(r.err, "mudchess: /nonexistent/colours.conf: cannot be read; the built-in colour "
                     "schemes stay\n");
    EXPECT_EQ(r.out, "your colour scheme is now classic\n");
}

} // namespace
} // namespace mudchess
