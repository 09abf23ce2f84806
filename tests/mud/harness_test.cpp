// The tinymux harness itself, with no robot: what the robot's tests rely on, shown against the
// real server. Players hear each other as MUX words it, pages arrive, God's helpers make what
// they say, and a game shut down and started again still has what was made in it.
#include "god.hpp"
#include "telnet_client.hpp"
#include "temp_dir.hpp"
#include "tinymux.hpp"

#include <gtest/gtest.h>

#include <iostream>

namespace mudchess::mud::test {
namespace {

class TinyMuxHarness : public ::testing::Test {
  protected:
    mudchess::test::TempDir dir;
    TinyMux mux{dir.path()};

    void TearDown() override {
        if (HasFailure()) std::cerr << "--- tinymux log ---\n" << mux.log();
    }
};

TEST_F(TinyMuxHarness, PlayersInARoomHearEachOtherAndNobodyElseDoes) {
    God god(mux.port());
    Dbref alice = god.createPlayer("Alice", "alicepw");
    Dbref bob = god.createPlayer("Bob", "bobpw");
    god.createPlayer("Carol", "carolpw");
    Dbref library = god.dig("Library");
    EXPECT_EQ(alice, FIRST_FREE_DBREF);
    EXPECT_EQ(god.dbrefOf("Bob"), bob);
    EXPECT_EQ(god.dbrefOf("Nobody"), -1);
    god.teleport("*Alice", library);
    god.teleport(bob, library);

    TelnetClient a(mux.port(), "Alice", "alicepw");
    TelnetClient b(mux.port(), "Bob", "bobpw");
    TelnetClient c(mux.port(), "Carol", "carolpw"); // in Limbo, not in the Library
    ASSERT_TRUE(a.command("look"));
    b.forget();
    c.forget();

    a.send("say hello");
    EXPECT_TRUE(a.waitForLine("You say, \"hello\""));
    EXPECT_TRUE(b.waitForLine("Alice says, \"hello\""));
    a.send(":waves.");
    EXPECT_TRUE(b.waitForLine("Alice waves."));
    ASSERT_TRUE(c.sync());
    EXPECT_EQ(c.fresh(), std::vector<std::string>{}) << "Carol is in another room";
}

TEST_F(TinyMuxHarness, APageArrivesFromAnotherRoom) {
    God god(mux.port());
    god.createPlayer("Alice", "alicepw");
    god.createPlayer("Bob", "bobpw");
    god.teleport("*Bob", god.dig("Tavern"));
    TelnetClient a(mux.port(), "Alice", "alicepw");
    TelnetClient b(mux.port(), "Bob", "bobpw");
    b.forget();

    a.send("page Bob=look at board");
    EXPECT_TRUE(a.waitForLine("You paged Bob with 'look at board'"));
    EXPECT_EQ(b.waitForLine("pages:"), "Alice pages: look at board");
    // God's @pemit with %r arrives as two lines, as a robot's board will.
    god.command("@pemit *Bob=first%rsecond");
    EXPECT_TRUE(b.waitForLine("first"));
    EXPECT_EQ(b.waitFor([](const std::string&) { return true; }), "second");
}

TEST_F(TinyMuxHarness, TheRobotOwnsItselfAndIsNotHalted) {
    God god(mux.port());
    Dbref robot = god.createRobot("ChessBot", "botpw");
    std::vector<std::string> before = god.examine("*ChessBot");
    ASSERT_FALSE(before.empty());
    EXPECT_EQ(before[0], "ChessBot(#" + std::to_string(robot) + "Pr)");
    EXPECT_EQ(before[1], "Type: PLAYER Flags: ROBOT") << "no HALTED, no WIZARD";
    EXPECT_EQ(before[2].rfind("Owner: ChessBot ", 0), 0u) << before[2];

    // The robot logs in and may use OUTPUTPREFIX/OUTPUTSUFFIX, which frame each command's
    // output; logging in and out changes nothing examine shows once the connection fields
    // are left out.
    {
        TelnetClient bot(mux.port(), "ChessBot", "botpw");
        EXPECT_TRUE(mux.waitForLog("Connected to ChessBot(#" + std::to_string(robot) + ")"));
        bot.send("OUTPUTPREFIX <<begin>>");
        bot.send("OUTPUTSUFFIX <<end>>");
        bot.send("think 1+1=[add(1,1)]");
        EXPECT_TRUE(bot.waitForLine("<<begin>>"));
        EXPECT_EQ(bot.waitForLine("1+1="), "1+1=2");
        EXPECT_TRUE(bot.waitForLine("<<end>>"));
        EXPECT_EQ(god.examine("*ChessBot"), before);
    }
    EXPECT_EQ(god.examine("*ChessBot"), before);
}

TEST_F(TinyMuxHarness, TelnetNegotiationIsRefusedAndKeptOutOfTheText) {
    TelnetClient guest(mux.port());
    // TinyMUX opens with IAC DO/WILL offers (NAWS, TTYPE, CHARSET, ...) before its banner.
    EXPECT_EQ(guest.raw().substr(0, 1), "\xff");
    for (const std::string& line : guest.lines())
        EXPECT_EQ(line.find('\xff'), std::string::npos) << line;
    EXPECT_FALSE(guest.login("Wizard", "not the password"));
    EXPECT_TRUE(guest.login(GOD_NAME, GOD_PASSWORD));
}

TEST_F(TinyMuxHarness, ARestartAfterShutdownKeepsWhatWasMade) {
    Dbref library = 0;
    std::vector<std::string> examined;
    std::string stats;
    {
        God god(mux.port());
        library = god.dig("Library");
        god.createPlayer("Alice", "alicepw");
        god.teleport("*Alice", library);
        god.command("@desc #" + std::to_string(library) + "=Shelves of chess books.");
        examined = god.examine("#" + std::to_string(library));
        stats = god.stats();
    }
    EXPECT_EQ(stats, "The universe contains 14 objects (next free is #14).");

    mux.restart();
    EXPECT_TRUE(mux.running());
    God god(mux.port());
    EXPECT_EQ(god.examine("#" + std::to_string(library)), examined);
    EXPECT_EQ(god.stats(), stats);
    TelnetClient alice(mux.port(), "Alice", "alicepw");
    EXPECT_TRUE(alice.waitForLine("Shelves of chess books."));
}

TEST_F(TinyMuxHarness, ACrashLosesWhatWasMadeSinceTheLastDump) {
    {
        God god(mux.port());
        god.dig("Library");
    }
    mux.kill();
    EXPECT_FALSE(mux.running());
    mux.start();
    God god(mux.port());
    EXPECT_EQ(god.stats(), "The universe contains 12 objects (next free is #12).");
}

} // namespace
} // namespace mudchess::mud::test
