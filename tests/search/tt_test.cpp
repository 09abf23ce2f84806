// The transposition table keeps what a search stored, each field whole: a lost bit would give
// the engine a wrong move, score or depth back without any sign of it.
#include "search/tt.hpp"

#include <gtest/gtest.h>

namespace mudchess::search {
namespace {

constexpr Key KEY = 0x0123456789ABCDEFULL;

TEST(TranspositionTable, GivesBackEveryFieldOfAnEntry) {
    TranspositionTable table(1);
    // The widest move there is: an underpromotion from h7 to h8 holds the highest bits.
    Move move(Square(55), Square(63), MoveKind::PROMOTION, KNIGHT);
    table.store(KEY, move, -31000, 42, Bound::LOWER, -1234);
    std::optional<TtEntry> entry = table.probe(KEY);
    ASSERT_TRUE(entry);
    EXPECT_EQ(entry->move, move);
    EXPECT_EQ(entry->score, -31000);
    EXPECT_EQ(entry->depth, 42);
    EXPECT_EQ(entry->bound(), Bound::LOWER);
    ASSERT_TRUE(entry->hasEval());
    EXPECT_EQ(entry->eval, -1234);
}

TEST(TranspositionTable, AnEvaluationTooLargeToKeepIsLeftOut) {
    TranspositionTable table(1);
    table.store(KEY, Move(), 100, 3, Bound::EXACT, 9000);
    std::optional<TtEntry> entry = table.probe(KEY);
    ASSERT_TRUE(entry);
    EXPECT_FALSE(entry->hasEval());
    EXPECT_EQ(entry->score, 100);
    table.store(KEY, Move(), 100, 3, Bound::EXACT, TtEntry::NO_EVAL);
    EXPECT_FALSE(table.probe(KEY)->hasEval());
}

TEST(TranspositionTable, AnotherKeyFindsNothing) {
    TranspositionTable table(1);
    table.store(KEY, Move(Square(12), Square(28)), 15, 5, Bound::UPPER, 20);
    EXPECT_FALSE(table.probe(KEY ^ 1ULL << 40));
    table.clear();
    EXPECT_FALSE(table.probe(KEY));
}

TEST(TranspositionTable, AStoreWithoutAMoveKeepsTheKnownBestMove) {
    TranspositionTable table(1);
    Move best(Square(12), Square(28));
    table.store(KEY, best, 15, 5, Bound::LOWER, 20);
    table.store(KEY, Move(), -40, 6, Bound::UPPER, 20);
    std::optional<TtEntry> entry = table.probe(KEY);
    ASSERT_TRUE(entry);
    EXPECT_EQ(entry->move, best);
    EXPECT_EQ(entry->score, -40);
    EXPECT_EQ(entry->bound(), Bound::UPPER);
}

// Sizes of a huge page and more take the aligned path; the table works the same either way.
TEST(TranspositionTable, ATableOfSeveralMebibytesStoresAndClears) {
    TranspositionTable table(8);
    EXPECT_EQ(table.sizeInEntries(), (8u << 20) / 16);
    table.store(KEY, Move(Square(1), Square(18)), 7, 1, Bound::EXACT, 7);
    table.prefetch(KEY);
    EXPECT_TRUE(table.probe(KEY));
    table.clear();
    EXPECT_FALSE(table.probe(KEY));
}

} // namespace
} // namespace mudchess::search
