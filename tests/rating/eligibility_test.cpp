#include "rating/eligibility.hpp"

#include <gtest/gtest.h>

using namespace mudchess::rating;

namespace {

GameFacts countingGame() {
    GameFacts game;
    game.whiteAccount = "alice";
    game.blackAccount = "bob";
    game.hasClock = true;
    game.whiteMoves = 2;
    game.blackMoves = 2;
    return game;
}

} // namespace

TEST(Eligibility, TwoAccountsWithAClockAndTwoMovesEachCount) {
    EXPECT_EQ(whyNotRated(countingGame()), std::nullopt);
}

TEST(Eligibility, EachRuleAloneStopsTheGameCounting) {
    GameFacts game = countingGame();
    game.aborted = true;
    EXPECT_EQ(whyNotRated(game), NotRated::aborted);
    game = countingGame();
    game.blackAccount = "alice";
    EXPECT_EQ(whyNotRated(game), NotRated::againstOneself);
    game = countingGame();
    game.hasClock = false;
    EXPECT_EQ(whyNotRated(game), NotRated::noClock);
    game.untimedRated = true;
    EXPECT_EQ(whyNotRated(game), std::nullopt);
    game = countingGame();
    game.blackMoves = 1;
    EXPECT_EQ(whyNotRated(game), NotRated::tooShort);
    game = countingGame();
    game.tookBack = true;
    EXPECT_EQ(whyNotRated(game), NotRated::takeback);
    EXPECT_FALSE(describe(NotRated::takeback).empty());
}

TEST(Eligibility, TheComputerRatesOnlyAtAMeasuredLevel) {
    GameFacts game = countingGame();
    game.blackAccount = "";
    game.computerLevel = 5;
    EXPECT_EQ(whyNotRated(game), std::nullopt);
    ASSERT_TRUE(computerRating(5));
    EXPECT_EQ(computerRating(5)->rating, 1540);
    game.computerLevel = 1;
    EXPECT_EQ(whyNotRated(game), NotRated::unmeasuredLevel);
    EXPECT_FALSE(computerRating(1));
}
