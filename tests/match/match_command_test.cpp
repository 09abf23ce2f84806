// `mudchess match` end to end with real engines, in the process (runMatchCommand), reading back
// what a user gets: the exit status, the summary, and the PGN file through our own PGN reader.
#include "front/match/match_command.hpp"
#include "render/pgn_words.hpp"

#include "chess/pgn.hpp"
#include "chess/variant.hpp"
#include "pgn_file.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

using namespace mudchess;
using namespace mudchess::match;

namespace {

struct MatchRun {
    int status;
    std::string out, err;
};

MatchRun runMatch(std::vector<std::string> args) {
    std::ostringstream out, err;
    int status = mudchess::match::runMatchCommand(args, out, err);
    return {status, out.str(), err.str()};
}

std::string fake(const std::string& mode) {
    return "sh " + std::string(MUDCHESS_TEST_DATA) + "/fake_uci_engine.sh " + mode;
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// Two games between two engines: both in the file, readable by our reader with the result the
// tags give, colours swapped in the second, and the summary adding up.
void checkTwoGameMatch(const MatchRun& run, const std::string& pgnPath, const Variant& variant,
                       const std::string& first, const std::string& second) {
    ASSERT_EQ(run.status, 0) << run.err;
    std::vector<std::string> games = gamesIn(pgnPath);
    ASSERT_EQ(games.size(), 2u) << run.err;
    int firstEnginePoints2 = 0; // half points, to stay in integers
    for (const std::string& pgn : games) {
        PgnImport read = importPgn(pgn, &variant);
        ASSERT_TRUE(read.game) << pgnImportError(read) << "\n" << pgn;
        EXPECT_EQ(read.game->variant().id, variant.id);
        std::string result = tag(pgn, "Result");
        EXPECT_EQ(pgnResult(read.game->result()), result) << pgn;
        EXPECT_NE(result, "*");
        EXPECT_FALSE(tag(pgn, "Termination").empty());
        EXPECT_EQ(tag(pgn, "TimeControl"), "1+0.02");
        bool firstIsWhite = tag(pgn, "Round") == "1";
        EXPECT_EQ(tag(pgn, "White"), firstIsWhite ? first : second) << pgn;
        EXPECT_EQ(tag(pgn, "Black"), firstIsWhite ? second : first) << pgn;
        if (result == "1/2-1/2") firstEnginePoints2 += 1;
        if (result == (firstIsWhite ? "1-0" : "0-1")) firstEnginePoints2 += 2;
    }
    std::set<std::string> rounds{tag(games[0], "Round"), tag(games[1], "Round")};
    EXPECT_EQ(rounds, (std::set<std::string>{"1", "2"}));
    std::ostringstream points;
    points << firstEnginePoints2 / 2.0 << "/2";
    EXPECT_TRUE(contains(run.out, first + ": +")) << run.out;
    EXPECT_TRUE(contains(run.out, points.str())) << run.out << "\nexpected " << points.str();
    EXPECT_TRUE(contains(run.out, "Elo difference: ")) << run.out;
    // One progress line a game when the error stream is no terminal.
    EXPECT_TRUE(contains(run.err, "[1/2] game ") && contains(run.err, "[2/2] game ")) << run.err;
}

} // namespace

TEST(MatchCommand, StockfishAgainstItselfTwoGames) {
    test::TempDir dir;
    std::string pgn = dir.file("games.pgn");
    MatchRun run = runMatch({"--engine", "stockfish", "--engine", "stockfish name=Other", "--games",
                             "2", "--tc", "1+0.02", "--concurrency", "2", "--pgn", pgn});
    checkTwoGameMatch(run, pgn, chessVariant(), "Stockfish 15.1", "Other");
    EXPECT_TRUE(contains(run.out, "Stockfish 15.1 vs Other: 2 games of chess at 1+0.02"))
        << run.out;
}

TEST(MatchCommand, KnightmateWithFairyStockfish) {
    test::TempDir dir;
    std::string pgn = dir.file("games.pgn");
    MatchRun run = runMatch({"--engine", "fairy-stockfish name=A", "--engine",
                             "fairy-stockfish name=B", "--variant", "knightmate", "--games", "2",
                             "--tc", "1+0.02", "--concurrency", "2", "--pgn", pgn});
    checkTwoGameMatch(run, pgn, knightmateVariant(), "A", "B");
    for (const std::string& game : gamesIn(pgn)) EXPECT_EQ(tag(game, "Variant"), "Knightmate");
}

// An ending by the rules or the clock: no illegal move, no dead or silent engine. (A flag may
// fall at such fast time controls on a loaded machine.)
void checkEndedProperly(const std::string& pgnPath) {
    for (const std::string& game : gamesIn(pgnPath)) {
        std::string ending = tag(game, "Termination");
        EXPECT_TRUE(ending == "normal" || ending == "time forfeit") << game;
    }
}

// XBoard engines in a match: Fairy-Max (no setboard, features with done=0) against Stockfish in
// chess, and against Fairy-Stockfish in Knightmate; GNU Chess (whose features come late).
TEST(MatchCommand, XBoardEnginesPlayMatchesToo) {
    test::TempDir dir;
    std::string pgn = dir.file("chess.pgn");
    MatchRun chess = runMatch({"--engine", "fairymax protocol=xboard", "--engine",
                               "stockfish \"option.Skill Level=0\" name=Weak", "--games", "2",
                               "--tc", "1+0.02", "--concurrency", "2", "--pgn", pgn});
    checkTwoGameMatch(chess, pgn, chessVariant(), "Fairy-Max 5.0b", "Weak");
    checkEndedProperly(pgn);

    std::string knightmate = dir.file("knightmate.pgn");
    MatchRun km = runMatch({"--engine", "fairymax protocol=xboard name=FM", "--engine",
                            "fairy-stockfish name=FSF", "--variant", "knightmate", "--games", "2",
                            "--tc", "1+0.02", "--concurrency", "2", "--pgn", knightmate});
    checkTwoGameMatch(km, knightmate, knightmateVariant(), "FM", "FSF");
    checkEndedProperly(knightmate);

    std::string gnu = dir.file("gnu.pgn");
    MatchRun gc = runMatch({"--engine", "gnuchess --xboard protocol=xboard name=GNU", "--engine",
                            "fairymax protocol=xboard name=FM", "--games", "2", "--tc", "1+0.02",
                            "--concurrency", "2", "--pgn", gnu});
    checkTwoGameMatch(gc, gnu, chessVariant(), "GNU", "FM");
    checkEndedProperly(gnu);
}

TEST(MatchCommand, AnXBoardEngineHasNoNodeLimit) {
    MatchRun run = runMatch(
        {"--engine", "fairymax protocol=xboard", "--engine", "stockfish", "--nodes", "1000"});
    EXPECT_EQ(run.status, 2);
    EXPECT_TRUE(contains(run.err, "XBoard engines have no node limit")) << run.err;
}

TEST(MatchCommand, AnEngineThatDiesLosesEachGameAndTheMatchGoesOn) {
    test::TempDir dir;
    std::string pgn = dir.file("games.pgn");
    MatchRun run = runMatch({"--engine", fake("die"), "--engine", "stockfish", "--games", "3",
                             "--tc", "5+0", "--pgn", pgn});
    ASSERT_EQ(run.status, 0) << run.err;
    std::vector<std::string> games = gamesIn(pgn);
    ASSERT_EQ(games.size(), 3u);
    for (const std::string& game : games) {
        bool fakeIsWhite = tag(game, "White") == "Fake die";
        EXPECT_EQ(tag(game, "Result"), fakeIsWhite ? "0-1" : "1-0") << game;
        EXPECT_EQ(tag(game, "Termination"), "abandoned");
        EXPECT_TRUE(contains(game, "Fake die exited with status 3")) << game;
        EXPECT_TRUE(importPgn(game).game) << game;
    }
    EXPECT_TRUE(contains(run.out, "Fake die: +0 =0 -3")) << run.out;
    EXPECT_TRUE(contains(run.out, "Endings: abandoned 3")) << run.out;
}

TEST(MatchCommand, IllegalMovesAndSilenceLoseWithTheirReason) {
    test::TempDir dir;
    std::string pgn = dir.file("games.pgn");
    MatchRun illegal = runMatch({"--engine", fake("illegal"), "--engine", "stockfish", "--games",
                                 "1", "--tc", "5", "--pgn", pgn});
    ASSERT_EQ(illegal.status, 0) << illegal.err;
    MatchRun silent = runMatch({"--engine", "stockfish", "--engine", fake("silent"), "--games", "1",
                                "--tc", "0.3", "--pgn", pgn});
    ASSERT_EQ(silent.status, 0) << silent.err;
    std::vector<std::string> games = gamesIn(pgn); // the file is appended to
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(tag(games[0], "Termination"), "rules infraction");
    EXPECT_EQ(tag(games[0], "Result"), "0-1");
    EXPECT_TRUE(contains(games[0], "played \"a1a1\", which is not a legal move")) << games[0];
    EXPECT_EQ(tag(games[1], "Termination"), "time forfeit");
    EXPECT_EQ(tag(games[1], "Result"), "1-0");
    EXPECT_TRUE(contains(games[1], "Black (Fake silent) ran out of time")) << games[1];
}

// An answer 0.4 s late on a 0.2 s clock loses on time, unless the match allows a margin for the
// pipes and a busy machine (--time-margin): then the move stands and the game goes on.
TEST(MatchCommand, ALateAnswerWithinTheTimeMarginStands) {
    test::TempDir dir;
    std::string pgn = dir.file("games.pgn");
    // From the start position, so that e2e4 is the late engine's first move.
    std::string openings = dir.file("start.epd");
    std::ofstream(openings) << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n";
    for (const char* margin : {"0", "1000"}) {
        MatchRun run =
            runMatch({"--engine", fake("late"), "--engine", "stockfish", "--games", "1", "--tc",
                      "0.2", "--time-margin", margin, "--openings", openings, "--pgn", pgn});
        ASSERT_EQ(run.status, 0) << run.err;
    }
    std::vector<std::string> games = gamesIn(pgn);
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(tag(games[0], "Termination"), "time forfeit") << games[0];
    EXPECT_TRUE(contains(games[0], "White (Fake late) ran out of time")) << games[0];
    // Within the margin e4 stands; the same answer a move later is no legal move.
    EXPECT_TRUE(contains(games[1], "1. e4 ")) << games[1];
    EXPECT_EQ(tag(games[1], "Termination"), "rules infraction") << games[1];
}

TEST(MatchCommand, BadOptionsGiveOneMessageAndStatusTwo) {
    struct Case {
        std::vector<std::string> args;
        std::string message;
    };
    std::vector<Case> cases = {
        {{"--engine", "stockfish"}, "a match needs two engines"},
        {{"--engine", "stockfish", "--engine", "stockfish", "--variant", "shogi"},
         "unknown variant 'shogi'"},
        {{"--engine", "stockfish", "--engine", "stockfish", "--openings", "/nonexistent.epd"},
         "cannot read the openings file /nonexistent.epd"},
        {{"--engine", "stockfish", "--engine", "stockfish", "--tc", "fast"},
         "\"fast\" is not a time control"},
        {{"--engine", "stockfish", "--engine", "stockfish", "--tc", "1", "--depth", "3"},
         "give one of --tc, --movetime, --depth and --nodes"},
        {{"--engine", "stockfish", "--engine", "stockfish", "--games", "0"}, "--games must be"},
        {{"--engine", "stockfish", "--engine", "stockfish", "--depth", "3", "--time-margin", "50"},
         "--time-margin goes with a clock"},
        {{"--engine", "stockfish", "--engine", "no-such-engine-anywhere"},
         "engine 2 (\"no-such-engine-anywhere\"): cannot start the engine: "
         "'no-such-engine-anywhere' was not found"},
        {{"--engine", "stockfish", "--engine", "fairy-stockfish", "--variant", "knightmate"},
         "engine 1 (\"stockfish\"): Stockfish 15.1 does not play knightmate"},
        {{"--engine", "stockfish 'unclosed", "--engine", "stockfish"}, "unclosed ' quote"},
        {{"--engine", "stockfish", "--engine", "stockfish", "--bogus"}, "unrecognised option"},
    };
    for (const Case& c : cases) {
        MatchRun run = runMatch(c.args);
        EXPECT_EQ(run.status, 2) << c.message;
        EXPECT_TRUE(contains(run.err, c.message))
            << "expected: " << c.message << "\ngot: " << run.err;
        EXPECT_TRUE(run.out.empty()) << run.out;
        EXPECT_TRUE(run.err.starts_with("mudchess match: ")) << run.err;
    }
}
