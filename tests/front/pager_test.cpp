// How many rows a reply takes on a screen, which decides whether the pager stops it: colour
// escapes take no room, long lines wrap, and a figurine counts once however many bytes it is.
#include "front/terminal/pager.hpp"

#include <gtest/gtest.h>

namespace mudchess {
namespace {

TEST(Pager, CountsOneRowALineThatFits) {
    EXPECT_EQ(screenRows("one\ntwo\nthree\n", 80), 3u);
    EXPECT_EQ(screenRows("one\n\nthree\n", 80), 3u); // a blank line is a row too
}

TEST(Pager, LongLinesWrap) {
    EXPECT_EQ(screenRows(std::string(81, 'x') + "\n", 80), 2u);
    EXPECT_EQ(screenRows(std::string(80, 'x') + "\n", 80), 1u);
}

TEST(Pager, ColourEscapesAndFigurinesTakeNoExtraRoom) {
    std::string coloured;
    for (int i = 0; i < 40; ++i) coloured += "\033[48;5;137m\033[38;5;231m\xe2\x99\x98\033[0m";
    EXPECT_EQ(screenRows(coloured + "\n", 40), 1u);
    EXPECT_EQ(screenRows(coloured + "\n", 39), 2u);
}

} // namespace
} // namespace mudchess
