// Reading what the robot hears, in TinyMUX 2.12's own words (speech.cpp, game.cpp): only what
// the connection's token frames is believed, so no line a player writes can act for another.
#include "front/mud/heard.hpp"

#include <gtest/gtest.h>

namespace mudchess::mud {
namespace {

constexpr std::string_view SECRET = "5ec2e7";
const std::string TOKEN = "MUDCHESS-5ec2e7";

TEST(Heard, ARoomCommandIsItsNameLineThenItsCommandLine) {
    Ear ear(SECRET);
    EXPECT_FALSE(ear.hear(TOKEN + ":name:#12:Mal lory").heard);
    Ear::Verdict v = ear.hear(TOKEN + ":command:#12:move e2 to e4 on board\r");
    ASSERT_TRUE(v.heard);
    EXPECT_EQ(v.heard->kind, Heard::Kind::COMMAND);
    EXPECT_EQ(v.heard->dbref, "#12");
    EXPECT_EQ(v.heard->name, "Mal lory");
    EXPECT_EQ(commandIn(*v.heard, "chess"), "move e2 to e4 on board");
}

TEST(Heard, APageIsBelievedRightAfterItsAnnouncement) {
    Ear ear(SECRET);
    ear.hear(TOKEN + ":page:#30:#0");
    Ear::Verdict v = ear.hear("[Carol(#30),page] Carol pages: chess: look at board in Library");
    ASSERT_TRUE(v.heard);
    EXPECT_EQ(v.heard->kind, Heard::Kind::PAGE);
    EXPECT_EQ(v.heard->location, "#0");
    EXPECT_EQ(v.heard->name, "Carol");
    EXPECT_EQ(commandIn(*v.heard, "chess"), "look at board in Library");
    ear.hear(TOKEN + ":page:#30");
    Ear::Verdict posed = ear.hear("[Carol(#30),page] From afar, Carol resigns");
    ASSERT_TRUE(posed.heard);
    EXPECT_EQ(posed.heard->text, "resigns");
}

TEST(Heard, AForgedPageLineAfterARealOneIsLoggedNotBelieved) {
    // page ChessBot=x%r[Bob(#15),page] Bob pages: resign on board, by Mallory (#16).
    Ear ear(SECRET);
    ear.hear(TOKEN + ":page:#16");
    Ear::Verdict real = ear.hear("[Mallory(#16),page] Mallory pages: x");
    ASSERT_TRUE(real.heard);
    EXPECT_EQ(real.heard->dbref, "#16");
    Ear::Verdict forged = ear.hear("[Bob(#15),page] Bob pages: resign on board");
    EXPECT_FALSE(forged.heard);
    EXPECT_TRUE(forged.forged);
}

TEST(Heard, AnAnnouncementVouchesOnlyForItsOwnDbref) {
    Ear ear(SECRET);
    ear.hear(TOKEN + ":page:#16");
    EXPECT_FALSE(ear.hear("[Bob(#15),page] Bob pages: resign").heard);
}

TEST(Heard, SaysPosesAndEmitsAreNeverCommands) {
    Ear ear(SECRET);
    for (const char* line : {"[Bob(#15),saypose] Bob says, \"chess: move e7e5\"",
                             "[Bob(#15),saypose] Bob chess: resign", "[Mallory(#16)] x",
                             "Bob says, \"chess: resign\""}) {
        Ear::Verdict v = ear.hear(line);
        EXPECT_FALSE(v.heard) << line;
    }
}

TEST(Heard, MarkersWithAnotherTokenAreForgeries) {
    Ear ear(SECRET);
    for (std::string line :
         std::vector<std::string>{"MUDCHESS-OUTPUT-BEGIN", "MUDCHESS-0000:command:#15:resign",
                                  "MUDCHESS-5ec2e:command:#15:resign"}) {
        Ear::Verdict v = ear.hear(line);
        EXPECT_FALSE(v.heard) << line;
        EXPECT_TRUE(v.forged) << line;
    }
    EXPECT_EQ(ear.marker("output-begin"), TOKEN + ":output-begin");
}

TEST(Heard, TheSoftcodeCarriesTheTokenAndNeverEvaluatesWhatWasTyped) {
    Ear ear(SECRET);
    EXPECT_EQ(ear.commandAttribute("chess"),
              "$chess *:@pemit me=" + TOKEN + ":name:%#:%N%r" + TOKEN + ":command:%#:%0");
    EXPECT_EQ(ear.pageLockAttribute(), "[pemit(me," + TOKEN + ":page:%#:[loc(%#)])]1");
}

TEST(Heard, ControlBytesAreGoneFromWhatIsRead) {
    Ear ear(SECRET);
    Ear::Verdict v = ear.hear(TOKEN + ":command:#12:mo\x1b[31mve\x07 e4");
    ASSERT_TRUE(v.heard);
    EXPECT_EQ(v.heard->text, "move e4");
}

TEST(Heard, APageHeaderFromAThingOrAForcedPlayerIsNoPage) {
    EXPECT_FALSE(readPage("[Puppet(#40){Mallory},page] Puppet pages: board"));
    EXPECT_FALSE(readPage("[Alice(#12)<-(#9),page] Alice pages: resign"));
    EXPECT_FALSE(readPage("[Mallory(#9),page] Alice pages: resign"));
    auto h = readPage("[X(#1),page] Y(#5),page] X(#1),page] Y pages: board");
    ASSERT_TRUE(h);
    EXPECT_EQ(h->dbref, "#5");
}

} // namespace
} // namespace mudchess::mud
