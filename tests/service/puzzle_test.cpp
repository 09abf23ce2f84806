// Puzzles through the service (issue 53): given privately near the player's rating, answered
// move by move or several on a line in any move form, the replies played for the player; a
// wrong move, a hint or giving up ends it not solved; both ratings move and are kept; nobody
// answers another's puzzle; and the shipped puzzles of every variant are there and playable.
#include "legals_mate.hpp"
#include "outcome_reading.hpp"
#include "puzzle/puzzle.hpp"
#include "puzzle/puzzle_store.hpp"
#include "puzzle/themes.hpp"
#include "render/puzzle_words.hpp"
#include "service/starter_puzzles.hpp"
#include "store/sqlite_store.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace mudchess {
namespace {

using testing::allText;
using testing::find;
using testing::legalsMate;
using testing::refusalCode;

ServiceSettings storedIn(const std::string& path) {
    ServiceSettings s;
    s.store = path;
    return s;
}

// A back-rank mate in one handed over by ...h6: a second chess puzzle, rated higher.
puzzle::Puzzle backRank() {
    puzzle::Puzzle p;
    p.fen = "6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1";
    p.moves = {"h7h6", "a1a8"};
    p.id = puzzle::puzzleIdOf(chessVariant(), p.fen, p.moves);
    p.themes = {"mate", "mateIn1", "backRankMate", "oneMove"};
    p.rating.rating = 1700;
    return p;
}

class Puzzles : public ::testing::Test {
  protected:
    test::TempDir dir;
    std::string path = dir.file("games.db");
    std::optional<Service> chess;

    void SetUp() override {
        {
            auto store = SqliteStore::open(path);
            store->addPuzzles({legalsMate(), backRank()});
        }
        chess.emplace(storedIn(path));
    }
    Outcome say(const std::string& who, const std::string& line,
                const std::string& place = "room") {
        return chess->handle(who, place, line);
    }
    std::optional<puzzle::PuzzleRating> ratingOf(const std::string& player) {
        chess.reset(); // the store's file is read by one program at a time
        auto store = SqliteStore::open(path);
        return store->puzzleRating(player, chessVariant());
    }
};

TEST_F(Puzzles, AreSolvedMoveByMoveWithTheRepliesPlayedAndBothRatingsMove) {
    Outcome shown = say("alice", "puzzle");
    const PuzzleShown* puzzle = find<PuzzleShown>(shown);
    ASSERT_TRUE(puzzle) << allText(shown);
    EXPECT_EQ(puzzle->id, legalsMate().id) << "the one nearest alice's 1500";
    EXPECT_EQ(puzzle->lastMove, "Bxd1");
    EXPECT_EQ(puzzle->toMove, Side::WHITE);
    EXPECT_EQ(puzzle->solverMoves, 2);
    EXPECT_NE(allText(shown).find("FEN: " + puzzle->fen), std::string::npos);
    EXPECT_EQ(allText(shown).find("mate"), std::string::npos) << "themes stay hidden";

    Outcome right = say("alice", "bishop takes f7");
    const PuzzleProgress* step = find<PuzzleProgress>(right);
    ASSERT_TRUE(step) << allText(right);
    EXPECT_EQ(step->step, PuzzleStep::RIGHT);
    EXPECT_EQ(step->move, "Bxf7+");
    EXPECT_EQ(step->reply, "Ke7");

    Outcome solved = say("alice", "c3d5");
    const PuzzleProgress* end = find<PuzzleProgress>(solved);
    ASSERT_TRUE(end) << allText(solved);
    EXPECT_EQ(end->step, PuzzleStep::SOLVED);
    EXPECT_TRUE(end->rated);
    EXPECT_GT(end->ratingAfter, end->ratingBefore);
    EXPECT_EQ(end->themes, legalsMate().themes);
    EXPECT_NE(allText(solved).find("carol vs dave, g7"), std::string::npos) << allText(solved);
    EXPECT_EQ(refusalCode(say("alice", "give up")), "no_puzzle_open");

    std::optional<puzzle::PuzzleRating> kept = ratingOf("alice");
    ASSERT_TRUE(kept);
    EXPECT_EQ(kept->solved, 1);
    EXPECT_EQ(kept->streak, 1);
    EXPECT_GT(kept->glicko.rating, 1500);
    auto store = SqliteStore::open(path);
    EXPECT_LT(store->puzzle(legalsMate().id)->rating.rating, 1500) << "the puzzle lost";
    EXPECT_EQ(store->puzzle(legalsMate().id)->plays, 1);
}

TEST_F(Puzzles, TakeSeveralMovesOnALineWithTheRepliesAmongThem) {
    say("alice", "puzzle");
    Outcome solved = say("alice", "6. Bxf7+ Ke7 7. Nd5#");
    const PuzzleProgress* end = find<PuzzleProgress>(solved);
    ASSERT_TRUE(end) << allText(solved);
    EXPECT_EQ(end->step, PuzzleStep::SOLVED);
}

TEST_F(Puzzles, AWrongMoveEndsItNotSolvedAndShowsTheMove) {
    say("alice", "puzzle");
    Outcome wrong = say("alice", "Nd5");
    const PuzzleProgress* end = find<PuzzleProgress>(wrong);
    ASSERT_TRUE(end) << allText(wrong);
    EXPECT_EQ(end->step, PuzzleStep::WRONG);
    EXPECT_EQ(end->best, "Bxf7+");
    EXPECT_LT(end->ratingAfter, end->ratingBefore);
    EXPECT_EQ(end->solution, (std::vector<std::string>{"Bxd1", "Bxf7+", "Ke7", "Nd5#"}));
}

TEST_F(Puzzles, AMoveThatIsNoMoveChangesNothing) {
    say("alice", "puzzle");
    Outcome refused = say("alice", "Bxf7+ Qh5");
    EXPECT_EQ(refusalCode(refused), "illegal_move") << allText(refused);
    Outcome answered = say("alice", "Bxf7+");
    const PuzzleProgress* step = find<PuzzleProgress>(answered);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->step, PuzzleStep::RIGHT) << "the refused line played nothing";
}

TEST_F(Puzzles, AHintNamesThePieceAndTheSolveNoLongerCounts) {
    say("alice", "puzzle");
    Outcome hint = say("alice", "puzzle hint");
    const PuzzleProgress* h = find<PuzzleProgress>(hint);
    ASSERT_TRUE(h) << allText(hint);
    EXPECT_EQ(h->hintSquare, "c4");
    EXPECT_NE(allText(hint).find("bishop on c4"), std::string::npos) << allText(hint);
    Outcome solved = say("alice", "Bxf7+ Ke7 Nd5#");
    const PuzzleProgress* end = find<PuzzleProgress>(solved);
    ASSERT_TRUE(end);
    EXPECT_EQ(end->step, PuzzleStep::SOLVED);
    EXPECT_LT(end->ratingAfter, end->ratingBefore) << "rated as not solved";
}

TEST_F(Puzzles, NobodyAnswersAnothersPuzzle) {
    say("alice", "puzzle");
    EXPECT_EQ(refusalCode(say("bob", "Bxf7+")), "no_games_here") << "bob has none";
    EXPECT_EQ(refusalCode(say("bob", "solve Bxf7+")), "no_puzzle_open");
    EXPECT_EQ(refusalCode(say("bob", "give up")), "no_puzzle_open");
    Outcome answered = say("alice", "Bxf7+");
    const PuzzleProgress* step = find<PuzzleProgress>(answered);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->step, PuzzleStep::RIGHT) << "alice's puzzle was untouched";
}

TEST_F(Puzzles, AMoveOnABoardStillGoesToTheBoard) {
    say("alice", "start new game on board");
    say("alice", "join game as white on board");
    say("bob", "join game as black on board");
    say("alice", "puzzle");
    Outcome moved = say("alice", "e4 on board");
    EXPECT_TRUE(find<MovePlayed>(moved)) << allText(moved);
    EXPECT_FALSE(find<PuzzleProgress>(moved));
}

TEST_F(Puzzles, TheNextIsOneNotYetPlayedUntilNoneAreLeft) {
    say("alice", "puzzle");
    say("alice", "give up");
    Outcome given = say("alice", "next puzzle");
    const PuzzleShown* next = find<PuzzleShown>(given);
    ASSERT_TRUE(next);
    EXPECT_EQ(next->id, backRank().id);
    say("alice", "Ra8#");
    Outcome none = say("alice", "next puzzle");
    EXPECT_EQ(refusalCode(none), "no_puzzles") << allText(none);
}

TEST_F(Puzzles, APuzzleLeftAfterAMoveCountsAsNotSolvedAndOneOnlyLookedAtAsNothing) {
    say("alice", "puzzle");
    say("alice", "Bxf7+");
    Outcome next = say("alice", "next puzzle");
    const PuzzleProgress* left = find<PuzzleProgress>(next);
    ASSERT_TRUE(left) << allText(next);
    EXPECT_EQ(left->step, PuzzleStep::GAVE_UP);
    EXPECT_TRUE(left->rated);
    const PuzzleShown* shown = find<PuzzleShown>(next);
    ASSERT_TRUE(shown);
    EXPECT_EQ(shown->playerRating, left->ratingAfter);
    say("bob", "puzzle");
    Outcome again = say("bob", "next puzzle");
    EXPECT_FALSE(find<PuzzleProgress>(again)) << "bob only looked: nothing rated";
    EXPECT_TRUE(find<PuzzleShown>(again));
}

TEST_F(Puzzles, StatsAndTheLeaderboardShowTheRatings) {
    say("alice", "puzzle");
    say("alice", "Bxf7+ Ke7 Nd5#");
    Outcome statsAnswer = say("bob", "puzzle stats of alice");
    const PuzzleStatsShown* stats = find<PuzzleStatsShown>(statsAnswer);
    ASSERT_TRUE(stats);
    ASSERT_EQ(stats->variants.size(), 1u);
    EXPECT_EQ(stats->variants[0].solved, 1);
    Outcome topAnswer = say("bob", "puzzle leaderboard");
    const PuzzleTopShown* top = find<PuzzleTopShown>(topAnswer);
    ASSERT_TRUE(top);
    ASSERT_EQ(top->players.size(), 1u);
    EXPECT_EQ(top->players[0].player, "alice");
}

TEST(StarterPuzzles, EveryVariantHasShippedPuzzlesThatCanBePlayedAndEndAsStated) {
    for (const Variant* v : allVariants()) {
        std::vector<puzzle::Puzzle> shipped = starterPuzzles(*v);
        EXPECT_GE(shipped.size(), 300u) << v->key << ": the starter set is at least 300 puzzles";
        for (const puzzle::Puzzle& p : shipped)
            EXPECT_FALSE(puzzle::checkPuzzle(p)) << v->key << " " << p.id;
    }
}

// The cutter's themes are lichess's names; players read each in words (render/puzzle_words).
TEST(PuzzleThemes, EveryThemeTheCutterTagsHasItsWords) {
    for (const puzzle::ThemeRow& row : puzzle::THEMES) {
        std::string words = themeWords(std::string(row.name));
        EXPECT_TRUE(
            std::none_of(words.begin(), words.end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
            << row.name << " is said as \"" << words << "\"";
    }
}

TEST(StarterPuzzles, AreGivenToAStoreThatHasNone) {
    test::TempDir dir;
    { Service s(storedIn(dir.file("games.db"))); }
    auto store = SqliteStore::open(dir.file("games.db"));
    for (const Variant* v : allVariants())
        EXPECT_EQ(store->puzzleCount(*v), starterPuzzles(*v).size()) << v->key;
}

} // namespace
} // namespace mudchess
