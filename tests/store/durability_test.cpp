// The real program on a real database file: ended, restarted and killed, it loses nothing it
// has answered.
#include "../support/child.hpp"
#include "chess/game.hpp"
#include "chess/uci_move.hpp"
#include "store/sqlite.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <thread>
#include <unistd.h>

using namespace mudchess;
using mudchess::test::Child;
using mudchess::test::childProblem;
using mudchess::test::TempDir;
using namespace std::chrono_literals;

namespace {

// A file of its own for each child's stderr.
std::string stderrFile(const TempDir& dir) {
    static int children = 0;
    return dir.file("stderr" + std::to_string(++children) + ".txt");
}

// Runs the REPL on `input` to the end and returns what it printed (stdout, then stderr); it
// must end with `status` and write no sanitizer report.
std::string runRepl(const TempDir& dir, const std::vector<std::string>& args,
                    const std::string& input, int status = 0,
                    const std::vector<std::string>& env = {}) {
    std::vector<std::string> argv{MUDCHESS_BINARY};
    argv.insert(argv.end(), args.begin(), args.end());
    test::Finished run = test::runToEnd(argv, input, stderrFile(dir), env);
    EXPECT_EQ(childProblem("mudchess", run.status, status, run.output), "");
    return run.output;
}

// A REPL the test talks to line by line.
std::unique_ptr<Child> startRepl(const TempDir& dir, const std::string& db) {
    return std::make_unique<Child>(std::vector<std::string>{MUDCHESS_BINARY, "--db", db},
                                   stderrFile(dir));
}

// Ends a REPL the usual way (end of input) and checks how it ended.
void finishRepl(Child& child) {
    std::optional<int> status = child.finish(30s);
    EXPECT_EQ(childProblem("mudchess", status, 0, child.output()), "");
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
    // Both games begin at the same moment, so their Date tags agree.
    const std::vector<std::string> sameStart{"SOURCE_DATE_EPOCH=1700000000"};
    runRepl(dir, {"--db", db}, SEATS + moveLines(GAME, 0, half), 0, sameStart);
    std::string restarted =
        runRepl(dir, {"--db", db}, moveLines(GAME, half, GAME.size()) + "show pgn on board\n", 0,
                sameStart);
    std::string inOneGo =
        runRepl(dir, {"--db", ":memory:"},
                SEATS + moveLines(GAME, 0, GAME.size()) + "show pgn on board\n", 0, sameStart);
    ASSERT_NE(pgnOf(inOneGo).find("5. hxg8=Q Nxg8 6. Qh5# {checkmate}"), std::string::npos)
        << inOneGo;
    EXPECT_NE(pgnOf(inOneGo).find("[UTCDate \"2023.11.14\"]"), std::string::npos) << inOneGo;
    EXPECT_EQ(pgnOf(restarted), pgnOf(inOneGo));
}

TEST(Durability, ASecondProgramOnTheSameFileIsRefusedAndTheFirstGoesOn) {
    TempDir dir;
    std::string db = dir.file("games.db");
    auto first = startRepl(dir, db);
    first->writeLine("start new game on board");
    ASSERT_TRUE(first->readUntil("New game", 10s));
    std::string second = runRepl(dir, {"--db", db}, "games\n", 1);
    EXPECT_EQ(second, "mudchess: the database " + db +
                          " is in use by another running mudchess; stop that one first, or "
                          "choose another database file\n");
    first->writeLine("games");
    EXPECT_TRUE(first->readUntil("board: Standard chess", 10s));
    finishRepl(*first);
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

// Without --db the games live in $XDG_DATA_HOME/mudchess/mudchess.db, or in
// ~/.local/share/mudchess/mudchess.db when XDG_DATA_HOME is unset or relative (the XDG spec says
// to ignore a relative one), and come back from there on the next start.
TEST(Durability, WithoutDbTheGamesAreKeptInTheXdgDataFolder) {
    TempDir dir;
    std::string xdg = dir.file("xdg"), home = dir.file("home");
    std::filesystem::create_directories(xdg);
    std::filesystem::create_directories(home);
    const std::string afterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n";
    const std::vector<std::string> withXdg{"XDG_DATA_HOME=" + xdg, "HOME=" + home};
    runRepl(dir, {}, SEATS + "@w move e4\n", 0, withXdg);
    EXPECT_TRUE(std::filesystem::exists(xdg + "/mudchess/mudchess.db"));
    EXPECT_FALSE(std::filesystem::exists(home + "/.local/share/mudchess"));
    EXPECT_EQ(runRepl(dir, {}, "show fen on board\n", 0, withXdg), afterE4);

    for (const std::string& ignored :
         {std::string("XDG_DATA_HOME="), "XDG_DATA_HOME=relative/" + std::to_string(getpid())}) {
        std::filesystem::remove_all(home + "/.local");
        const std::vector<std::string> withHome{ignored, "HOME=" + home};
        runRepl(dir, {}, SEATS + "@w move e4\n", 0, withHome);
        EXPECT_TRUE(std::filesystem::exists(home + "/.local/share/mudchess/mudchess.db"))
            << ignored;
        EXPECT_EQ(runRepl(dir, {}, "show fen on board\n", 0, withHome), afterE4) << ignored;
    }
    EXPECT_FALSE(std::filesystem::exists("relative"));
    EXPECT_EQ(runRepl(dir, {}, "games\n", 1, {"XDG_DATA_HOME=", "HOME="}),
              "mudchess: neither XDG_DATA_HOME nor HOME is set, so there is no place for the "
              "database; name one with --db FILE (or --db :memory: to keep nothing)\n");
}

namespace {

// What a second connection reads from the file: SQLite's verdict and the journal mode, which
// WAL keeps in the file itself.
void expectWholeAndWal(const std::string& db, int round) {
    sql::Database check(db, false);
    sql::Statement integrity = check.prepare("PRAGMA integrity_check");
    ASSERT_TRUE(integrity.step());
    EXPECT_EQ(integrity.text(0), "ok") << "round " << round;
    sql::Statement mode = check.prepare("PRAGMA journal_mode");
    ASSERT_TRUE(mode.step());
    EXPECT_EQ(mode.text(0), "wal") << "round " << round;
}

// A long random game, decided up front (seeded): the first of the seed's games that is long
// enough for every round below.
std::vector<std::string> longRandomGame(std::mt19937& rng, std::vector<std::string>& fens) {
    for (;;) {
        std::vector<std::string> moves;
        fens.clear();
        Game game(chessVariant());
        fens.push_back(game.position().fen());
        while (!game.isOver() && moves.size() < 400) {
            const MoveList& legal = game.legalMoves();
            Move m = legal[std::size_t(rng() % legal.size())];
            moves.push_back(toUci(m));
            game.play(m);
            fens.push_back(game.position().fen());
        }
        if (moves.size() >= 300) return moves;
    }
}

} // namespace

// SIGKILL again and again (seeded, so a failure can be replayed), 40 times as docs/layout.md says:
// in half of the rounds right after an answer was read, so that a program that answered before its
// commit would lose that move; in the other half 0-4 ms after a move was sent, while it is on its
// way. After each restart the position holds every answered move, and the move on its way at most;
// the file passes SQLite's integrity check and is in WAL mode.
TEST(Durability, NoAnsweredMoveIsLostWhenTheProgramIsKilled) {
    TempDir dir;
    std::string db = dir.file("games.db");
    std::mt19937 rng(1122);
    std::vector<std::string> fens; // fens[i]: after i moves
    std::vector<std::string> moves = longRandomGame(rng, fens);

    runRepl(dir, {"--db", db}, SEATS);
    std::size_t played = 0; // moves the database must hold at least
    bool inFlight = false;  // whether one more move may be there
    int kills = 0, afterAnswer = 0;
    auto position = [&](Child& child, int round) {
        child.writeLine("show fen on board");
        std::optional<std::string> fen = child.readLine(10s);
        EXPECT_TRUE(fen) << "round " << round;
        return fen.value_or("");
    };
    for (int round = 0; round < 40; ++round) {
        ASSERT_LT(played + 7, moves.size());
        auto child = startRepl(dir, db);
        std::string fen = position(*child, round);
        if (inFlight && fen == fens[played + 1]) ++played;
        ASSERT_EQ(fen, fens[played]) << "round " << round << ": lost a move after " << played;
        // The program runs in WAL mode: the write-ahead log is there beside the file.
        EXPECT_TRUE(std::filesystem::exists(db + "-wal")) << "round " << round;

        bool killAfterAnswer = round % 2 == 0;
        int answered = int(rng() % 6) + (killAfterAnswer ? 1 : 0);
        for (int i = 0; i < answered; ++i, ++played) {
            child->writeLine(moveLines(moves, played, played + 1));
            std::string mover = played % 2 ? "b (Black) plays" : "w (White) plays";
            ASSERT_TRUE(child->readUntil(mover, 10s)) << "no answer to " << moves[played];
        }
        inFlight = !killAfterAnswer;
        if (inFlight) {
            child->writeLine(moveLines(moves, played, played + 1));
            std::this_thread::sleep_for(std::chrono::microseconds(rng() % 4000));
        } else {
            ++afterAnswer;
        }
        child->killNow();
        ++kills;
        expectWholeAndWal(db, round);
    }
    // The last kill's moves too.
    auto child = startRepl(dir, db);
    std::string fen = position(*child, 40);
    if (inFlight && fen == fens[played + 1]) ++played;
    EXPECT_EQ(fen, fens[played]) << "after the last kill: lost a move after " << played;
    finishRepl(*child);
    EXPECT_EQ(kills, 40);
    EXPECT_EQ(afterAnswer, 20);
    RecordProperty("kills", kills);
    RecordProperty("moves", int(played));
}
