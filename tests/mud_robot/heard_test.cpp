// Reading what the NOSPOOF robot hears, in TinyMUX 2.12's own words (speech.cpp, game.cpp).
#include "front/mud/heard.hpp"

#include <gtest/gtest.h>

namespace mudchess::mud {
namespace {

TEST(Heard, ASayInUtf8) {
    auto h = readHeard("[Alice(#12),saypose] Alice says, \xE2\x80\x9C"
                       "chess: move e2 to e4 on "
                       "board\xE2\x80\x9D\r");
    ASSERT_TRUE(h);
    EXPECT_EQ(h->kind, Heard::Kind::SAY);
    EXPECT_EQ(h->dbref, "#12");
    EXPECT_EQ(h->name, "Alice");
    EXPECT_EQ(h->text, "chess: move e2 to e4 on board");
    EXPECT_EQ(commandIn(*h, "chess:"), "move e2 to e4 on board");
}

TEST(Heard, ASayOnALatin1Connection) {
    auto h = readHeard("[Alice(#12),saypose] Alice says, \"chess: board\"");
    ASSERT_TRUE(h);
    EXPECT_EQ(commandIn(*h, "CHESS:"), "board");
}

TEST(Heard, APoseAndASemipose) {
    auto pose = readHeard("[Bob Smith(#7),saypose] Bob Smith chess: look at board");
    ASSERT_TRUE(pose);
    EXPECT_EQ(pose->kind, Heard::Kind::POSE);
    EXPECT_EQ(pose->name, "Bob Smith");
    EXPECT_EQ(commandIn(*pose, "chess:"), "look at board");
    auto semi = readHeard("[Bob(#7),saypose] Bobchess: board");
    ASSERT_TRUE(semi);
    EXPECT_EQ(commandIn(*semi, "chess:"), "board");
}

TEST(Heard, ChatWithoutTheTriggerIsNotACommand) {
    auto h = readHeard("[Alice(#12),saypose] Alice says, \"nice weather\"");
    ASSERT_TRUE(h);
    EXPECT_EQ(commandIn(*h, "chess:"), std::nullopt);
}

TEST(Heard, APageIsACommandWithOrWithoutTheTrigger) {
    auto h = readHeard("[Carol(#30),page] Carol pages: look at board in Library");
    ASSERT_TRUE(h);
    EXPECT_EQ(h->kind, Heard::Kind::PAGE);
    EXPECT_EQ(commandIn(*h, "chess:"), "look at board in Library");
    auto triggered = readHeard("[Carol(#30),page] Carol pages: chess: board");
    EXPECT_EQ(commandIn(*triggered, "chess:"), "board");
    auto posed = readHeard("[Carol(#30),page] From afar, Carol resigns");
    ASSERT_TRUE(posed);
    EXPECT_EQ(posed->text, "resigns");
}

TEST(Heard, OnlyAPlayerActingForItselfIsBelieved) {
    // An @emit shows no saypose source; a thing has its owner in braces; a forced player shows
    // who forced it; the server's own lines have no header.
    EXPECT_FALSE(readHeard("[Mallory(#9)] Alice says, \"chess: resign\""));
    EXPECT_FALSE(readHeard("[Puppet(#40){Mallory},saypose] Puppet says, \"chess: board\""));
    EXPECT_FALSE(readHeard("[Alice(#12)<-(#9),saypose] Alice says, \"chess: resign\""));
    EXPECT_FALSE(readHeard("Alice has connected."));
    // The header names Mallory; the text claims Alice.
    EXPECT_FALSE(readHeard("[Mallory(#9),saypose] Alice says, \"chess: resign\""));
}

TEST(Heard, ANameHoldingAHeaderLookalikeIsReadByTheRealOne) {
    auto h = readHeard("[X(#1),page] Y(#5),saypose] X(#1),page] Y says, \"chess: board\"");
    ASSERT_TRUE(h);
    EXPECT_EQ(h->dbref, "#5");
    EXPECT_EQ(h->name, "X(#1),page] Y");
}

TEST(Heard, ControlBytesAreGoneFromWhatIsRead) {
    auto h = readHeard("[Alice(#12),saypose] Alice says, \"chess: mo\x1b[31mve\x07 e4\"");
    ASSERT_TRUE(h);
    EXPECT_EQ(h->text, "chess: move e4");
}

} // namespace
} // namespace mudchess::mud
