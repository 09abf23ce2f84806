#include "rating/eligibility.hpp"
#include "search/level.hpp"

#include <gtest/gtest.h>

#include <algorithm>

using namespace mudchess::rating;
namespace search = mudchess::search;

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
    auto level5 = std::find_if(std::begin(search::MEASURED_ELO), std::end(search::MEASURED_ELO),
                               [](const search::MeasuredLevel& m) { return m.level == 5; });
    ASSERT_NE(level5, std::end(search::MEASURED_ELO));
    EXPECT_EQ(computerRating(5)->rating, level5->elo);
    game.computerLevel = 1;
    EXPECT_EQ(whyNotRated(game), NotRated::unmeasuredLevel);
    EXPECT_FALSE(computerRating(1));
}
