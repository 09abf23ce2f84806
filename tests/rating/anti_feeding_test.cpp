#include "rating/anti_feeding.hpp"
#include "rating/eligibility.hpp"

#include <gtest/gtest.h>

using namespace mudchess::rating;

TEST(AntiFeeding, TheFirstThreeGamesOfADayCountFullyThenLessThenNotAtAll) {
    EXPECT_EQ(pairingWeight(0), 1.0);
    EXPECT_EQ(pairingWeight(2), 1.0);
    EXPECT_EQ(pairingWeight(3), 0.5);
    EXPECT_EQ(pairingWeight(4), 0.25);
    EXPECT_EQ(pairingWeight(5), 0.0);
    EXPECT_EQ(pairingWeight(40), 0.0);
}

TEST(AntiFeeding, TheSixthGameTogetherInADayIsNotRated) {
    GameFacts game;
    game.whiteAccount = "alice";
    game.blackAccount = "bob";
    game.hasClock = true;
    game.whiteMoves = game.blackMoves = 2;
    game.earlierPairings = 4;
    EXPECT_EQ(whyNotRated(game), std::nullopt);
    game.earlierPairings = 5;
    EXPECT_EQ(whyNotRated(game), NotRated::tooOften);
}

TEST(AntiFeeding, AGameCountingHalfMovesEveryFigureHalfWay) {
    Glicko2 before{1500, 200, 0.06};
    Glicko2 full = rateGame(before, 0, {Glicko2{1500, 200, 0.06}, 1.0});
    Glicko2 half = weighted(before, full, 0.5);
    EXPECT_DOUBLE_EQ(half.rating, 1500 + (full.rating - 1500) / 2);
    EXPECT_DOUBLE_EQ(half.deviation, 200 + (full.deviation - 200) / 2);
    EXPECT_GT(half.rating, before.rating);
    EXPECT_LT(half.rating, full.rating);
    Glicko2 none = weighted(before, full, 0.0);
    EXPECT_EQ(none.rating, before.rating);
}

// Feeding: one account resigns to the other again and again within a day. From the sixth game
// on nothing moves, so twenty games give the winner what five gave, far less than twenty
// counted fully would.
TEST(AntiFeeding, ResigningOverAndOverMovesTheWinnerOnlySoFar) {
    Glicko2 winner, loser, unruledWinner, unruledLoser;
    double afterFive = 0;
    for (int game = 0; game < 20; ++game) {
        double w = pairingWeight(game);
        Glicko2 nextWinner = weighted(winner, rateGame(winner, 0, {loser, 1.0}), w);
        Glicko2 nextLoser = weighted(loser, rateGame(loser, 0, {winner, 0.0}), w);
        winner = nextWinner;
        loser = nextLoser;
        Glicko2 nextUnruled = rateGame(unruledWinner, 0, {unruledLoser, 1.0});
        unruledLoser = rateGame(unruledLoser, 0, {unruledWinner, 0.0});
        unruledWinner = nextUnruled;
        if (game == 4) afterFive = winner.rating;
    }
    EXPECT_EQ(winner.rating, afterFive);
    EXPECT_GT(winner.rating, 1500);
    EXPECT_LT(winner.rating - 1500, (unruledWinner.rating - 1500) * 0.75);
}
