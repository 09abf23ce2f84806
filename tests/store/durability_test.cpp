// The real program on a real database file: ended, restarted and killed, it loses nothing it
// has answered.
#include "chess/game.hpp"
#include "chess/uci_move.hpp"
#include "engine/process.hpp"
#include "store/sqlite.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <thread>

using namespace mudchess;
using mudchess::test::TempDir;
using namespace std::chrono_literals;

namespace {

// Runs the REPL on `input` to the end and returns what it printed (stdout and stderr).
std::string runRepl(const TempDir& dir, const std::vector<std::string>& args,
                    const std::string& input) {
    std::string in = dir.file("input.txt"), out = dir.file("output.txt");
    std::ofstream(in) << input;
    std::string command = "'" MUDCHESS_BINARY "'";
    for (const std::string& a : args) command += " '" + a + "'";
    command += " < '" + in + "' > '" + out + "' 2>&1";
    EXPECT_NE(std::system(command.c_str()), -1);
    std::ifstream result(out);
    std::stringstream text;
    text << result.rdbuf();
    return text.str();
}

// The lines that play the moves in UCI, White as "w" and Black as "b".
std::string moveLines(const std::vector<std::string>& moves, std::size_t from, std::size_t to) {
    std::string lines;
    for (std::size_t i = from; i < to; ++i)
        lines += std::string(i % 2 ? "@b" : "@w") + " move " + moves[i] + "\n";
    return lines;
}

const std::string SEATS = "start new game on board\n@w join game as white\n@b join game as black\n";

// A promotion and a mate: 1. e4 f5 2. exf5 g6 3. fxg6 Nf6 4. gxh7 Rg8 5. hxg8=Q Nxg8 6. Qh5#
const std::vector<std::string> GAME = {"e2e4", "f7f5", "e4f5",  "g7g6", "f5g6", "g8f6",
                                       "g6h7", "h8g8", "h7g8q", "f6g8", "d1h5"};

std::string pgnOf(const std::string& output) {
    std::size_t start = output.find("[Event");
    return start == std::string::npos ? "" : output.substr(start);
}

} // namespace

TEST(Durability, AGamePlayedAcrossARestartIsTheGamePlayedInOneGo) {
    TempDir dir;
    std::string db = dir.file("games.db");
    std::size_t half = GAME.size() / 2;
    runRepl(dir, {"--db", db}, SEATS + moveLines(GAME, 0, half));
    std::string restarted =
        runRepl(dir, {"--db", db}, moveLines(GAME, half, GAME.size()) + "show pgn on board\n");
    std::string inOneGo = runRepl(dir, {"--db", ":memory:"},
                                  SEATS + moveLines(GAME, 0, GAME.size()) + "show pgn on board\n");
    ASSERT_NE(pgnOf(inOneGo).find("5. hxg8=Q Nxg8 6. Qh5# 1-0"), std::string::npos) << inOneGo;
    EXPECT_EQ(pgnOf(restarted), pgnOf(inOneGo));
}

TEST(Durability, ASecondProgramOnTheSameFileIsRefusedAndTheFirstGoesOn) {
    TempDir dir;
    std::string db = dir.file("games.db");
    std::string error;
    auto first = ChildProcess::start({MUDCHESS_BINARY, "--db", db}, error);
    ASSERT_TRUE(first) << error;
    first->writeLine("start new game on board");
    ASSERT_TRUE(first->readUntil("New game", 10s));
    std::string second = runRepl(dir, {"--db", db}, "games\n");
    EXPECT_EQ(second, "mudchess: the database " + db +
                          " is in use by another running mudchess; stop that one first, or "
                          "choose another database file\n");
    first->writeLine("games");
    EXPECT_TRUE(first->readUntil("board: Standard chess", 10s));
}

TEST(Durability, AGameSurvivesTheUsualEndOfTheProgramWithSeatsAndOffers) {
    TempDir dir;
    std::string db = dir.file("games.db");
    runRepl(dir, {"--db", db}, SEATS + "@w move e4\n@b move e5\n@w offer draw\n");
    std::string after = runRepl(dir, {"--db", db}, "@b accept draw\nhistory on board\n");
    EXPECT_NE(after.find("b accepts the draw on board: drawn by agreement"), std::string::npos)
        << after;
    EXPECT_NE(after.find("#1 standard chess, White w, Black b: drawn by agreement"),
              std::string::npos)
        << after;
}

// SIGKILL at random moments, again and again (seeded, so a failure can be replayed): after
// each restart the position holds every move that was answered, and at most the one move that
// was on its way; the file passes SQLite's integrity check.
TEST(Durability, NoAnsweredMoveIsLostWhenTheProgramIsKilled) {
    TempDir dir;
    std::string db = dir.file("games.db");
    std::mt19937 rng(1122);

    // A long random game, decided up front.
    std::vector<std::string> moves;
    std::vector<std::string> fens; // fens[i]: after i moves
    Game game(chessVariant());
    fens.push_back(game.position().fen());
    while (!game.isOver() && moves.size() < 400) {
        const MoveList& legal = game.legalMoves();
        Move m = legal[std::size_t(rng() % legal.size())];
        moves.push_back(toUci(m));
        game.play(m);
        fens.push_back(game.position().fen());
    }
    ASSERT_GE(moves.size(), 120u);

    runRepl(dir, {"--db", db}, SEATS);
    std::size_t played = 0; // moves the database must hold at least
    int kills = 0;
    for (int round = 0; round < 40 && played + 8 < moves.size(); ++round) {
        std::string error;
        auto child = ChildProcess::start({MUDCHESS_BINARY, "--db", db}, error);
        ASSERT_TRUE(child) << error;
        child->writeLine("show fen on board");
        std::optional<std::string> fen = child->readLine(10s);
        ASSERT_TRUE(fen) << "round " << round;
        // Answered moves are all there; the one in flight may or may not be.
        if (*fen == fens[played + 1]) ++played;
        ASSERT_EQ(*fen, fens[played]) << "round " << round << ": lost a move after " << played;

        int answered = int(rng() % 6);
        for (int i = 0; i < answered; ++i, ++played) {
            child->writeLine(moveLines(moves, played, played + 1));
            std::string mover = played % 2 ? "b (Black) plays" : "w (White) plays";
            ASSERT_TRUE(child->readUntil(mover, 10s)) << "no answer to " << moves[played];
        }
        child->writeLine(moveLines(moves, played, played + 1)); // in flight when the kill comes
        std::this_thread::sleep_for(std::chrono::microseconds(rng() % 4000));
        child->killNow();
        ++kills;

        sql::Database check(db, false);
        sql::Statement integrity = check.prepare("PRAGMA integrity_check");
        ASSERT_TRUE(integrity.step());
        ASSERT_EQ(integrity.text(0), "ok") << "round " << round;
    }
    EXPECT_GE(kills, 20);
    RecordProperty("kills", kills);
    RecordProperty("moves", int(played));
}
