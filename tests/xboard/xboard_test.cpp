// `mudchess xboard` as a GUI drives it: a session on pipes, line by line as CECP version 2 has
// it. The real GUIs play it in gui_test.cpp.
#include "chess/game.hpp"
#include "chess/uci_move.hpp"
#include "child.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <sstream>
#include <string>

namespace mudchess {
namespace {

using namespace std::chrono_literals;
using test::Child;

// The move of a "move X" line.
std::string moveOf(const std::optional<std::string>& line) {
    return line && line->rfind("move ", 0) == 0 ? line->substr(5) : "";
}

class XboardSession : public testing::Test {
  protected:
    test::TempDir dir;
    Child engine{{MUDCHESS_BINARY, "xboard"}, dir.file("xboard.err")};

    void send(const std::string& line) { ASSERT_TRUE(engine.writeLine(line)) << line; }
    std::optional<std::string> await(const std::string& prefix) {
        return engine.readUntil(prefix, 30s);
    }
    // Pings, and returns once the engine has answered everything sent before.
    void sync(int n) {
        send("ping " + std::to_string(n));
        ASSERT_EQ(await("pong"), "pong " + std::to_string(n)) << engine.output();
    }
};

TEST_F(XboardSession, OffersItsFeaturesAndEveryVariantInXboardsNames) {
    send("xboard");
    send("protover 2");
    std::optional<std::string> features = await("feature myname");
    ASSERT_TRUE(features) << engine.output();
    EXPECT_NE(features->find("variants=\"normal,knightmate,knightschess\""), std::string::npos);
    EXPECT_NE(features->find("usermove=1"), std::string::npos);
    EXPECT_NE(features->find("setboard=1"), std::string::npos);
    EXPECT_NE(features->find("sigint=0"), std::string::npos);
    EXPECT_TRUE(await("feature option=\"Level -spin 8 1 8\"")) << engine.output();
    EXPECT_TRUE(await("feature done=1")) << engine.output();
}

TEST_F(XboardSession, AnswersAMoveWithALegalOneAndRefusesIllegalOnes) {
    send("protover 2");
    send("new");
    send("sd 3");
    send("usermove e2e5");
    EXPECT_EQ(await("Illegal move"), "Illegal move: e2e5") << engine.output();
    send("usermove e2e4");
    std::string reply = moveOf(await("move "));
    Game game(chessVariant());
    game.play(*parseUci(game.position(), "e2e4"));
    EXPECT_TRUE(parseUci(game.position(), reply)) << reply << "\n" << engine.output();

    // Nothing it was sent broke the game: the engine takes White's next move from there.
    game.play(*parseUci(game.position(), reply));
    send("usermove d2d4");
    game.play(*parseUci(game.position(), "d2d4"));
    EXPECT_TRUE(parseUci(game.position(), moveOf(await("move ")))) << engine.output();
}

TEST_F(XboardSession, PlaysKnightmateAfterVariantAndGoFromForceMode) {
    send("protover 2");
    send("new");
    send("variant knightmate");
    send("force");
    send("usermove e2e4");
    send("st 1");
    send("go"); // it plays Black, the side to move
    std::string reply = moveOf(await("move "));
    Game game(knightmateVariant());
    game.play(*parseUci(game.position(), "e2e4"));
    EXPECT_TRUE(parseUci(game.position(), reply)) << reply << "\n" << engine.output();
}

TEST_F(XboardSession, BadLinesAreAnsweredAndChangeNothing) {
    send("protover 2");
    send("new");
    send("variant shogi");
    EXPECT_EQ(await("Error"), "Error (unsupported variant): variant shogi");
    send("setboard 8/8/8/8 w - - 0 1");
    EXPECT_TRUE(await("tellusererror Illegal position")) << engine.output();
    EXPECT_EQ(await("Error"), "Error (bad FEN): setboard 8/8/8/8 w - - 0 1");
    send("level forty 5 0");
    EXPECT_TRUE(await("Error (level needs")) << engine.output();
    send("option Level=99");
    EXPECT_TRUE(await("Error (Level is a number from 1 to 8)")) << engine.output();
    send("dance");
    EXPECT_EQ(await("Error"), "Error (unknown command): dance");
    sync(1);
    // Still standard chess from the start: 1. e4 is answered.
    send("sd 2");
    send("usermove e2e4");
    Game game(chessVariant());
    game.play(*parseUci(game.position(), "e2e4"));
    EXPECT_TRUE(parseUci(game.position(), moveOf(await("move ")))) << engine.output();
}

TEST_F(XboardSession, SetboardThenMovesAtOnceOnQuestionMark) {
    send("protover 2");
    send("new");
    send("force");
    send("setboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    send("post");
    send("st 60");
    send("go");
    // Thinking output: depth, score (mate in one is 100001), centiseconds, nodes, the line.
    std::optional<std::string> thought = await("1 100001 ");
    ASSERT_TRUE(thought) << engine.output();
    EXPECT_NE(thought->find(" a1a8"), std::string::npos) << *thought;
    send("?"); // move now, with the best found so far, long before the minute is up
    EXPECT_EQ(moveOf(await("move ")), "a1a8") << engine.output();
    EXPECT_EQ(await("1-0"), "1-0 {White mates}") << engine.output();
}

} // namespace
} // namespace mudchess
