// How long the engine plans to think on a clock: a share of what is left, never the whole of
// it, and on a sudden-death clock that has run low an answer at once, so that a long game never
// loses on time to the cost of answering itself.
#include "search/time_manager.hpp"

#include <gtest/gtest.h>

namespace mudchess::search {
namespace {

using namespace std::chrono_literals;

Limits suddenDeath(std::chrono::milliseconds left, std::chrono::milliseconds increment = 0ms) {
    Limits limits;
    limits.clock = true;
    limits.time[WHITE] = limits.time[BLACK] = left;
    limits.increment[WHITE] = limits.increment[BLACK] = increment;
    return limits;
}

TEST(TimeManager, AFullClockGivesAShareAndNeverMostOfIt) {
    TimeBudget b = budgetFor(suddenDeath(5s), WHITE, 0ms);
    EXPECT_GT(b.soft, 20ms);
    EXPECT_LE(b.soft, b.hard);
    EXPECT_LE(b.hard, 5s / 4);
}

TEST(TimeManager, TenSecondsAndATenthPlanAboutAThirtiethOfTheClockForAMove) {
    // 10 s + 0.1 s: about 30 moves still to come, each with its increment, less the overhead.
    TimeBudget b = budgetFor(suddenDeath(10s, 100ms), WHITE, 0ms);
    EXPECT_GE(b.soft, 350ms);
    EXPECT_LE(b.soft, 450ms);
    EXPECT_GE(b.hard, 4 * b.soft - 10ms);
}

TEST(TimeManager, ALowSuddenDeathClockIsAnsweredAtOnce) {
    // Below the overhead kept for every move still to come, the engine no longer thinks.
    EXPECT_EQ(budgetFor(suddenDeath(500ms), WHITE, 0ms).hard, 1ms);
    EXPECT_EQ(budgetFor(suddenDeath(20ms), WHITE, 0ms).hard, 1ms);
}

TEST(TimeManager, AnIncrementIsSpentAsItComes) {
    // On a low clock with an increment, most of each move's increment is thinking time.
    TimeBudget b = budgetFor(suddenDeath(500ms, 1s), WHITE, 0ms);
    EXPECT_GT(b.hard, 50ms);
    EXPECT_LT(b.hard, 500ms - 30ms);
}

TEST(TimeManager, OnAClockAMoveLongSettledGetsLessTimeThanOneJustChanged) {
    TimeBudget b = budgetFor(suddenDeath(60s), WHITE, 0ms);
    std::chrono::milliseconds settled = softBudget(b, 5, 0), changed = softBudget(b, 0, 0);
    EXPECT_LT(settled, b.soft);
    EXPECT_GT(changed, b.soft);
    // A falling score asks for more time still, but never past the hard bound.
    EXPECT_GT(softBudget(b, 0, 100), changed);
    EXPECT_LE(softBudget(b, 0, 100), b.hard);
}

TEST(TimeManager, AFixedTimeAMoveIsSpentAsGivenHoweverTheSearchGoes) {
    Limits limits;
    limits.moveTime = 300ms;
    TimeBudget b = budgetFor(limits, WHITE, 0ms);
    EXPECT_EQ(softBudget(b, 5, 0), b.soft);
    EXPECT_EQ(softBudget(b, 0, 100), b.soft);
}

} // namespace
} // namespace mudchess::search
