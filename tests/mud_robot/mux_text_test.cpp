// muxLiteral: what a player can type into a name, a move or an object name must reach the
// server as text, never as a substitution, a function call or a second command.
#include "front/mud/mux_text.hpp"
#include "mux_check.hpp"

#include <gtest/gtest.h>

namespace mudchess::mud {
namespace {

TEST(MuxLiteral, PlainWordsPassAsTheyAre) {
    EXPECT_EQ(muxLiteral("Alice moves e2 to e4."), "Alice moves e2 to e4.");
}

TEST(MuxLiteral, EveryCodeCharacterIsEscaped) {
    EXPECT_EQ(muxLiteral("%r"), "\\%r");
    EXPECT_EQ(muxLiteral("%#"), "\\%#");
    EXPECT_EQ(muxLiteral("%0"), "\\%0");
    EXPECT_EQ(muxLiteral("[set(me,x:1)]"), "\\[set\\(me\\,x:1\\)\\]");
    EXPECT_EQ(muxLiteral("a;@destroy me"), "a\\;@destroy me");
    EXPECT_EQ(muxLiteral("{x}\\y^$"), "\\{x\\}\\\\y\\^\\$");
}

TEST(MuxLiteral, ALineBreakIsASubstitutionNeverANewCommand) {
    std::string sent = muxLiteral("one\n@pemit *God=boo\r\ntwo");
    EXPECT_EQ(sent.find('\n'), std::string::npos);
    EXPECT_EQ(sent.find('\r'), std::string::npos);
    EXPECT_EQ(sent, "one%r@pemit *God=boo%rtwo");
}

TEST(MuxLiteral, ControlBytesAndTelnetBytesAreDropped) {
    EXPECT_EQ(muxLiteral(std::string("a\x07\x00"
                                     "b\xff\xfe\x01",
                                     7) +
                         "c"),
              "abc");
    // An escape sequence that is not a colour change goes whole.
    EXPECT_EQ(muxLiteral("a\x1b]0;title\x07z"), "a0\\;titlez");
    EXPECT_EQ(muxLiteral("a\x1b[2Jb"), "ab");
}

TEST(MuxLiteral, BlanksTheServerWouldSqueezeKeepTheirPlace) {
    EXPECT_EQ(muxLiteral("  8 r . ."), "%b%b8 r . .");
    EXPECT_EQ(muxLiteral("a   b"), "a%b%b%bb");
    EXPECT_EQ(muxLiteral("end "), "end%b");
    EXPECT_EQ(muxLiteral("a\n b"), "a%r%bb");
    EXPECT_EQ(muxLiteral("a\tb"), "a b");
}

TEST(MuxLiteral, BoardColoursBecomeMuxCodes) {
    EXPECT_EQ(muxLiteral("\x1b[0;1;31;42mK\x1b[0m"), "%xn%xh%xr%xGK%xn");
    EXPECT_EQ(muxLiteral("\x1b[0;94;100mq\x1b[0m"), "%xn%xh%xb%xXq%xn");
    EXPECT_EQ(muxLiteral("\x1b[0;4;7m.\x1b[0m"), "%xn%xu%xi.%xn");
    EXPECT_EQ(muxLiteral("\x1b[0;38;5;208mp"), "%xnp");
}

TEST(MuxLiteral, UnicodePasses) {
    EXPECT_EQ(muxLiteral("\xE2\x99\x94 Zo\xC3\xAB"), "\xE2\x99\x94 Zo\xC3\xAB");
}

TEST(MuxLiteral, EveryAttemptInTheIssueComesOutSafe) {
    for (std::string_view attempt : {"%r",
                                     "%0",
                                     "%#",
                                     ";",
                                     "[",
                                     "]",
                                     "\\",
                                     "{",
                                     "}",
                                     "(",
                                     ")",
                                     ",",
                                     "\n",
                                     "\x1b[31m",
                                     "\xff\xfb\x01",
                                     "e2e4;@tel me=#0",
                                     "add(1,2)",
                                     "[pemit(*God,x)]",
                                     "\\[x\\]",
                                     "%%r",
                                     "\\%r",
                                     "a  \\  b",
                                     "%x",
                                     "%xr",
                                     " %"}) {
        std::string sent = muxLiteral(attempt);
        EXPECT_EQ(test::muxProblem(sent), "") << attempt << " sent as " << sent;
    }
}

TEST(WithoutControls, TakesOutColourAndControls) {
    EXPECT_EQ(withoutControls("\x1b[1;31mAlice\x1b[0m says\x07 hi"), "Alice says hi");
    EXPECT_EQ(withoutControls("caf\xC3\xA9"), "caf\xC3\xA9");
}

} // namespace
} // namespace mudchess::mud
