// `mudchess xboard` as the programs on the other side drive it: first a session on pipes, line
// by line as CECP version 2 has it; then Debian's XBoard itself, under a virtual X server, in its
// two-machines match mode against Fairy-Max (in chess and in Knightmate, with mudchess on either
// side) and with `mudchess uci` behind PolyGlot, the way XBoard users run UCI engines. The PGN
// XBoard writes is read back by our own rules core: every move legal, the game finished.
#include "chess/game.hpp"
#include "chess/pgn.hpp"
#include "chess/uci_move.hpp"
#include "child.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
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

// --- Debian's XBoard ------------------------------------------------------------------------

struct XboardGame {
    std::string pgn;
    std::string log;
};

// One game of XBoard's match mode between `first` (White) and `second`, with a virtual display.
XboardGame xboardMatch(const test::TempDir& dir, const std::string& first,
                       const std::string& second, const std::string& variant) {
    std::string pgn = dir.file("game.pgn");
    std::vector<std::string> argv = {"/usr/bin/xvfb-run",
                                     "-a",
                                     "xboard",
                                     "-fcp",
                                     first,
                                     "-scp",
                                     second,
                                     "-matchGames",
                                     "1",
                                     "-tc",
                                     "0:10",
                                     "-inc",
                                     "0.1",
                                     "-sgf",
                                     pgn,
                                     "-xponder",
                                     "-noGUI",
                                     "-autoCallFlag",
                                     "true",
                                     "-popupExitMessage",
                                     "false",
                                     "-variant",
                                     variant};
    Child xboard(argv, dir.file("xboard.log"));
    std::string out = xboard.readAll(240s);
    std::optional<int> status = xboard.finish(10s);
    EXPECT_EQ(status, 0) << out << xboard.output();
    std::ifstream in(pgn);
    std::stringstream text;
    text << in.rdbuf();
    return {text.str(), out + xboard.output()};
}

// The game XBoard wrote: every move legal by our rules, and finished with a result.
void expectAFinishedLegalGame(const XboardGame& played, const Variant& variant,
                              const std::string& white, const std::string& black) {
    ASSERT_FALSE(played.pgn.empty()) << played.log;
    PgnImport game = importPgn(played.pgn, &variant);
    ASSERT_TRUE(game.game) << game.error << "\n" << played.pgn;
    EXPECT_EQ(&game.game->variant(), &variant);
    EXPECT_NE(game.tags.white.find(white), std::string::npos) << played.pgn;
    EXPECT_NE(game.tags.black.find(black), std::string::npos) << played.pgn;
    EXPECT_GT(game.game->history().size(), 4u) << played.pgn;
    EXPECT_NE(played.pgn.find("[Result \""), std::string::npos);
    EXPECT_EQ(played.pgn.find("[Result \"*\"]"), std::string::npos) << played.pgn;
}

const std::string MUDCHESS = std::string(MUDCHESS_BINARY) + " xboard";

TEST(XboardGui, PlaysChessAsWhiteAgainstFairyMax) {
    test::TempDir dir;
    expectAFinishedLegalGame(xboardMatch(dir, MUDCHESS, "fairymax", "normal"), chessVariant(),
                             "mudchess", "Fairy-Max");
}

TEST(XboardGui, PlaysKnightmateAsBlackAgainstFairyMax) {
    test::TempDir dir;
    expectAFinishedLegalGame(xboardMatch(dir, "fairymax", MUDCHESS, "knightmate"),
                             knightmateVariant(), "Fairy-Max", "mudchess");
}

TEST(XboardGui, PlaysThroughPolyGlotAsAUciEngine) {
    test::TempDir dir;
    std::string ini = dir.file("polyglot.ini");
    std::ofstream(ini) << "[PolyGlot]\nEngineCommand = " << MUDCHESS_BINARY
                       << " uci\nEngineDir = " << dir.path().string() << "\nLog = false\n";
    expectAFinishedLegalGame(xboardMatch(dir, "polyglot " + ini, "fairymax", "normal"),
                             chessVariant(), "mudchess", "Fairy-Max");
}

// --- KDE Knights ------------------------------------------------------------------------------

bool isCoordinateMove(const std::string& s) {
    return s.size() >= 4 && s.size() <= 5 && s[0] >= 'a' && s[0] <= 'h' && s[1] >= '1' &&
           s[1] <= '8' && s[2] >= 'a' && s[2] <= 'h' && s[3] >= '1' && s[3] <= '8';
}

std::vector<std::string> linesOf(const std::string& path) {
    std::ifstream in(path);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// Knights (seed 000's program) set up as its handbook says for two engines, with mudchess as
// Black against Fairy-Max, and driven by keys as a player would: the game must play to its end
// by itself, every move legal, and end in Knights' "Game over" dialog.
TEST(KnightsGui, PlaysAGameAgainstFairyMaxToTheEnd) {
    test::TempDir dir;
    std::string heard = dir.file("heard.log"), said = dir.file("said.log");
    // Knights starts the engine by this script, which keeps both sides of the conversation.
    std::string engine = dir.file("mudchess-engine.sh");
    std::ofstream(engine) << "#!/bin/sh\ntee " << heard << " | " << MUDCHESS_BINARY
                          << " xboard | tee " << said << "\n";
    std::filesystem::permissions(engine, std::filesystem::perms::owner_all);
    std::filesystem::create_directories(dir.file("config"));
    std::ofstream(dir.file("config/knightsrc"))
        << "[Protocols]\n"
        << "engineConfigurations=Fairymax:/usr/games/fairymax:xboard,Mudchess:" << engine
        << ":xboard\n"
        << "player1Protocol=XBoard\nplayer2Protocol=XBoard\n"
        << "player1Program=Fairymax\nplayer2Program=Mudchess\ncolor=White\n\n"
        << "[Time Control]\ntimeEnabled=true\ntimeLimit=1\ntimeIncrement=1\n\n"
        << "[Preferences]\nplaySounds=false\nanimationSpeed=Instant\n";

    Child knights({"/usr/bin/xvfb-run", "-a", "-s", "-screen 0 1024x768x24", "/bin/sh",
                   KNIGHTS_DRIVER, KNIGHTS_SCREENSHOT},
                  dir.file("driver.err"), {"XDG_CONFIG_HOME=" + dir.file("config")});
    knights.readAll(300s);
    knights.finish(10s);
    EXPECT_NE(knights.output().find("game over"), std::string::npos) << knights.output();

    // Fairy-Max's moves as Knights passed them on, and ours, in turn from the start.
    std::vector<std::string> white, black;
    for (const std::string& line : linesOf(heard))
        if (isCoordinateMove(line)) white.push_back(line);
    for (const std::string& line : linesOf(said)) {
        EXPECT_EQ(line.find("Illegal move"), std::string::npos) << line;
        EXPECT_EQ(line.find("Error"), std::string::npos) << line;
        if (line.rfind("move ", 0) == 0) black.push_back(line.substr(5));
    }
    Game game(chessVariant());
    for (std::size_t i = 0; i < white.size(); ++i) {
        std::optional<Move> w = parseUci(game.position(), white[i]);
        ASSERT_TRUE(w && game.play(*w)) << "White's move " << i + 1 << ": " << white[i];
        if (i == black.size()) break;
        std::optional<Move> b = parseUci(game.position(), black[i]);
        ASSERT_TRUE(b && game.play(*b)) << "Black's move " << i + 1 << ": " << black[i];
    }
    EXPECT_GT(game.history().size(), 10u);
    bool resultSent = false;
    for (const std::string& line : linesOf(heard)) resultSent |= line.rfind("result ", 0) == 0;
    EXPECT_TRUE(game.isOver() || resultSent) << game.position().fen();
}

} // namespace
} // namespace mudchess
