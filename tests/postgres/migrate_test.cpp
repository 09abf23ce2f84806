// `mudchess migrate` (issue 42): a community's SQLite file moved to PostgreSQL and back holds
// the same rows, table by table, at every step, and the program on the copy plays on.
#include "store/migrate.hpp"
#include "store/open_store.hpp"
#include "store/postgres.hpp"

#include "chess/uci_move.hpp"
#include "child.hpp"
#include "puzzle/puzzle_store.hpp"
#include "shared_postgres_server.hpp"
#include "stored_objects.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <sstream>

using namespace mudchess;
using namespace mudchess::test;

namespace {

// An analysis of several lines, with quotes and non-ASCII.
const char* const ANALYSIS = "1. e4 \"book\"\n  é ♞ +0.35\n";

// A community's file: games in every variant and ending, earlier games on a board, options,
// names, a rated game with its ratings (one side the computer's, without figures), two of the
// board's games analysed, and puzzles: two, one of them tried twice by a player, with figures
// that need every digit, and a game the cutter has read.
void fill(const std::string& location) {
    World world;
    auto store = openStore(location, world);
    for (const GameObject& t : assortedObjects()) store->save({{"#chess", t}}, {});
    GameObject board("board", chessVariant());
    for (int n = 1; n <= 3; ++n) {
        board.reset(chessVariant());
        board.setGameNumber(n);
        board.game().play(*parseUci(board.game().position(), "e2e4"));
        store->save({{"hall", board}}, {});
    }
    store->saveAnalysis({"hall", "board", 2, "e2e4"}, ANALYSIS);
    store->saveAnalysis({"hall", "board", 1, "e2e4"}, "1. e4");
    UserOptions options;
    options.colourScheme = "forest";
    store->save({}, {{"alice", options}});
    store->saveName("#12", "Carol");
    GameObject rated("rated board", chessVariant());
    rated.sit(WHITE, "#12");
    rated.seatComputer(BLACK, 5);
    rated.setRated(true);
    rated.game().resign(BLACK);
    store->save({{"hall", rated}}, {},
                {RatedGame{.place = "hall",
                           .object = "rated board",
                           .number = 1,
                           .ended = 1'800'000'000,
                           .variant = "chess",
                           .speed = "blitz",
                           .white = "#12",
                           .black = "",
                           .weight = 0.75,
                           .whiteBefore = PlayerRating{},
                           .whiteAfter =
                               PlayerRating{1662.3456789012345, 290.3, 0.0599999, 1, 1'800'000'000},
                           .blackBefore = std::nullopt,
                           .blackAfter = std::nullopt}});
    puzzle::PuzzleStore& puzzles = *store->puzzleStore();
    puzzle::Puzzle mate;
    mate.id = "Mate1";
    mate.fen = "6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1";
    mate.moves = {"h7h6", "a1a8"};
    mate.rating = {1523.4567890123456, 80.1, 0.0599999};
    mate.popularity = -3;
    mate.themes = {"mate", "mateIn1"};
    mate.gameUrl = "g2";
    mate.openingTags = "it's \"quoted\" é";
    mate.white = "#12";
    puzzle::Puzzle knightmate = mate;
    knightmate.id = "abcde";
    knightmate.variant = &knightmateVariant();
    puzzles.addPuzzles({mate, knightmate});
    for (bool solved : {false, true})
        puzzles.saveAttempt({"#12",
                             "Mate1",
                             &chessVariant(),
                             solved,
                             {{1501.2345678901234, 290.3, 0.0600001},
                              solved,
                              !solved,
                              solved,
                              1,
                              1'800'000'000 + solved},
                             {1490.0987654321, 79.9, 0.06},
                             1'800'000'000 + solved});
    puzzles.markCut(puzzles.gamesToCut(1).at(0));
}

} // namespace

TEST(Migrate, SqliteToPostgresAndBackKeepsEveryRow) {
    TempDir dir;
    std::string original = "sqlite:" + dir.file("games.db");
    fill(original);
    TableRows before = tableRows(original);
    ASSERT_EQ(before["games"].size(), assortedObjects().size() + 4);
    ASSERT_EQ(before["rated_games"].size(), 1u);
    ASSERT_EQ(before["ratings"].size(), 1u);
    ASSERT_EQ(before["analyses"].size(), 2u);
    ASSERT_EQ(before["puzzles"].size(), 2u);
    ASSERT_EQ(before["puzzle_ratings"].size(), 1u);
    ASSERT_EQ(before["puzzle_attempts"].size(), 2u);
    ASSERT_EQ(before["cut_games"].size(), 1u);
    std::vector<std::int64_t> toCut;
    {
        World world;
        toCut = openStore(original, world)->puzzleStore()->gamesToCut(1000);
    }
    ASSERT_FALSE(toCut.empty());
    std::string postgres = server->uri(server->newDatabase());
    std::map<std::string, std::size_t> copied = migrate(original, postgres);
    EXPECT_EQ(copied["games"], before["games"].size());
    EXPECT_EQ(tableRows(postgres), before);
    std::string back = "sqlite:" + dir.file("back.db");
    migrate(postgres, back);
    EXPECT_EQ(tableRows(back), before);
    // The copy is a store like any other: every game comes back.
    World world;
    auto copy = openStore(postgres, world);
    EXPECT_EQ(world.places["#chess"].size(), assortedObjects().size());
    EXPECT_EQ(copy->analysisOf({"hall", "board", 2, "e2e4"}), ANALYSIS);
    EXPECT_EQ(world.names.of("#12"), "Carol");
    EXPECT_EQ(world.users["alice"].colourScheme, "forest");
    puzzle::PuzzleStore& puzzles = *copy->puzzleStore();
    EXPECT_EQ(puzzles.puzzleCount(knightmateVariant()), 1u);
    EXPECT_EQ(puzzles.puzzle("Mate1")->plays, 2);
    EXPECT_EQ(puzzles.puzzleRating("#12", chessVariant())->glicko.rating, 1501.2345678901234);
    EXPECT_EQ(puzzles.puzzleNear(chessVariant(), 1500, "#12"), std::nullopt);
    EXPECT_EQ(puzzles.gamesToCut(1000), toCut) << "the same games, by the same numbers";
}

// Players quote a kept game by its number ("show pgn of game g12"): the numbers survive the move
// both ways, gaps and all (PostgreSQL skips the numbers of transactions rolled back), and a game
// kept after the move takes the next number.
TEST(Migrate, GameNumbersSurviveTheMoveAndNewGamesFollowThem) {
    TempDir dir;
    std::string postgres = server->uri(server->newDatabase());
    World world;
    auto store = openStore(postgres, world);
    GameObject board("board", chessVariant());
    for (int n = 1; n <= 3; ++n) {
        board.reset(chessVariant());
        board.setGameNumber(n);
        store->save({{"hall", board}}, {});
        pg::Connection(postgres).exec("SELECT nextval(pg_get_serial_sequence('games', 'id'))");
    }
    TableRows before = tableRows(postgres);
    ASSERT_EQ(before["games"].size(), 3u);
    ASSERT_EQ(before["games"][1][0], "3") << "the gap the test makes";
    std::string file = "sqlite:" + dir.file("games.db");
    migrate(postgres, file);
    EXPECT_EQ(tableRows(file), before);
    std::string again = server->uri(server->newDatabase());
    migrate(file, again);
    EXPECT_EQ(tableRows(again), before);
    for (const std::string& location : {file, again}) {
        {
            World copy;
            auto moved = openStore(location, copy);
            board.reset(chessVariant());
            board.setGameNumber(4);
            moved->save({{"hall", board}}, {});
        }
        EXPECT_EQ(tableRows(location)["games"].back()[0], "6") << location;
    }
}

TEST(Migrate, ADatabaseThatHoldsSomethingIsNotMigratedInto) {
    TempDir dir;
    std::string from = "sqlite:" + dir.file("games.db");
    fill(from);
    std::string to = server->uri(server->newDatabase());
    migrate(from, to);
    TableRows once = tableRows(to);
    EXPECT_EQ(storeError([&] { migrate(from, to); }),
              to + " already holds games; migrate only into a new, empty database (nothing was "
                   "copied)");
    EXPECT_EQ(tableRows(to), once);
}

TEST(Migrate, TheCommandCopiesAndSaysHowMuch) {
    TempDir dir;
    std::string from = "sqlite:" + dir.file("games.db");
    fill(from);
    std::string to = server->uri(server->newDatabase());
    Finished run =
        runToEnd({MUDCHESS_BINARY, "migrate", "--from", from, "--to", to}, "", dir.file("stderr"));
    EXPECT_EQ(childProblem("mudchess migrate", run.status, 0, run.output), "");
    TableRows rows = tableRows(from);
    EXPECT_EQ(run.output, "copied " + std::to_string(rows["games"].size()) + " games, " +
                              std::to_string(rows["options"].size()) +
                              " options, 1 names, 1 ratings, 1 rated games and 2 analyses\n");
    Finished secret = runToEnd({MUDCHESS_BINARY, "migrate", "--from", from, "--to",
                                "postgresql://guarded:hunter2@127.0.0.1/x"},
                               "", dir.file("stderr2"));
    EXPECT_EQ(childProblem("mudchess migrate", secret.status, 2, secret.output), "");
    EXPECT_NE(secret.output.find("--db must not hold a password"), std::string::npos)
        << secret.output;
}
