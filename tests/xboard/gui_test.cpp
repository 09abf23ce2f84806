// `mudchess xboard` in the GUIs that run xboard engines, the real programs from Debian: XBoard
// under a virtual X server, in its two-machines match mode against Fairy-Max (in chess and in
// Knightmate, with mudchess on either side) and with `mudchess uci` behind PolyGlot, the way
// XBoard users run UCI engines, the PGN XBoard writes read back by our own rules core; and KDE
// Knights, started by keys as a player would, playing to its "Game over" dialog. Label "gui":
// whole games on a clock, run in the Release build only.
#include "chess/game.hpp"
#include "chess/pgn.hpp"
#include "chess/uci_move.hpp"
#include "child.hpp"
#include "render/pgn_words.hpp"
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
    ASSERT_TRUE(game.game) << pgnImportError(game) << "\n" << played.pgn;
    EXPECT_EQ(&game.game->variant(), &variant);
    EXPECT_NE(game.tags.white.find(white), std::string::npos) << played.pgn;
    EXPECT_NE(game.tags.black.find(black), std::string::npos) << played.pgn;
    EXPECT_GT(game.game->history().size(), 4u) << played.pgn;
    EXPECT_NE(played.pgn.find("[Result \""), std::string::npos);
    EXPECT_EQ(played.pgn.find("[Result \"*\"]"), std::string::npos) << played.pgn;
}

const std::string MUDCHESS = std::string(MUDCHESS_BINARY) + " xboard";

// Debian's Fairy-Max 5.0b dies of a segmentation fault about one time in two on a command it
// does not know (measured in CI: 9 of 20 runs of "new, force, computer"): XBoard sends it
// `computer`, and KDE Knights `depth N` beside `sd N` (for GNU Chess). It is Fairy-Max's fault,
// not the game's, so the opponent is started behind a filter that keeps those lines from it.
// What it heard and whether it died are kept in the test's directory for a failure to show.
std::string guardedFairyMax(const test::TempDir& dir) {
    std::string script = dir.file("fairymax-guarded.sh");
    std::ofstream(script) << "#!/bin/sh\n"
                          << "tee -a " << dir.file("fairymax-heard.log")
                          << " | grep --line-buffered -v -e '^computer$' -e '^depth '"
                          << " | { /usr/games/fairymax; echo \"fairymax exit $?\" >> "
                          << dir.file("fairymax-exit.log") << "; }\n";
    std::filesystem::permissions(script, std::filesystem::perms::owner_all);
    return script;
}

// The end of a file, for a failure's message.
std::string tailOf(const std::string& path, std::size_t bytes = 3000) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    std::string all = text.str();
    return path + ":\n" + (all.size() > bytes ? all.substr(all.size() - bytes) : all) + "\n";
}

TEST(XboardGui, PlaysChessAsWhiteAgainstFairyMax) {
    test::TempDir dir;
    expectAFinishedLegalGame(xboardMatch(dir, MUDCHESS, guardedFairyMax(dir), "normal"),
                             chessVariant(), "mudchess", "Fairy-Max");
}

TEST(XboardGui, PlaysKnightmateAsBlackAgainstFairyMax) {
    test::TempDir dir;
    expectAFinishedLegalGame(xboardMatch(dir, guardedFairyMax(dir), MUDCHESS, "knightmate"),
                             knightmateVariant(), "Fairy-Max", "mudchess");
}

TEST(XboardGui, PlaysThroughPolyGlotAsAUciEngine) {
    test::TempDir dir;
    std::string ini = dir.file("polyglot.ini");
    std::ofstream(ini) << "[PolyGlot]\nEngineCommand = " << MUDCHESS_BINARY
                       << " uci\nEngineDir = " << dir.path().string() << "\nLog = false\n";
    expectAFinishedLegalGame(xboardMatch(dir, "polyglot " + ini, guardedFairyMax(dir), "normal"),
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
        << "engineConfigurations=Fairymax:" << guardedFairyMax(dir) << ":xboard,Mudchess:" << engine
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
    EXPECT_NE(knights.output().find("game over"), std::string::npos)
        << knights.output() << tailOf(dir.file("config/knights.log"))
        << tailOf(dir.file("fairymax-heard.log")) << tailOf(dir.file("fairymax-exit.log"))
        << tailOf(heard) << tailOf(said);

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
