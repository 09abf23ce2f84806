// The Elo arithmetic against values worked out by hand (and checked with a few lines of Python):
// the score fraction maps to -400 log10(1/p - 1), the margin comes from the trinomial variance.
#include "front/match/elo.hpp"

#include <gtest/gtest.h>

#include <cmath>

using namespace mudchess::match;

TEST(Elo, ScoreFractionMapsToTheLogisticDifference) {
    EXPECT_NEAR(eloFromScore(0.5), 0.0, 1e-9);
    EXPECT_NEAR(eloFromScore(0.75), 190.8485, 1e-3); // 400 log10(3)
    EXPECT_NEAR(eloFromScore(0.25), -190.8485, 1e-3);
    EXPECT_NEAR(eloFromScore(0.9), 381.6970, 1e-3); // 400 log10(9)
    EXPECT_TRUE(std::isinf(eloFromScore(1.0)) && eloFromScore(1.0) > 0);
    EXPECT_TRUE(std::isinf(eloFromScore(0.0)) && eloFromScore(0.0) < 0);
}

TEST(Elo, SixtyWinsTwentyDrawsTwentyLosses) {
    // p = 0.7; variance 0.16 a game; standard error 0.04; 95% bounds 0.7 -/+ 0.0784.
    EloEstimate e = estimateElo({60, 20, 20});
    EXPECT_NEAR(e.difference, 147.19, 0.01);
    EXPECT_NEAR(e.margin, 66.01, 0.01);
    EXPECT_EQ(eloText(e), "+147.2 +/- 66.0");
}

TEST(Elo, DrawsNarrowTheMargin) {
    EloEstimate e = estimateElo({30, 50, 20});
    EXPECT_NEAR(e.difference, 34.86, 0.01);
    EXPECT_NEAR(e.margin, 48.47, 0.01);
    // The same even score with more draws is known more precisely.
    EXPECT_LT(estimateElo({10, 30, 10}).margin, estimateElo({45, 10, 45}).margin);
    EXPECT_NEAR(estimateElo({10, 30, 10}).margin, 61.54, 0.01);
    EXPECT_NEAR(estimateElo({45, 10, 45}).margin, 65.36, 0.01);
}

TEST(Elo, EvenScoreReadsAsPlusZero) {
    EXPECT_EQ(eloText(estimateElo({5, 0, 5})).substr(0, 4), "+0.0");
}

TEST(Elo, AllDrawsHaveNoSpread) {
    EloEstimate e = estimateElo({0, 10, 0});
    EXPECT_EQ(e.difference, 0);
    EXPECT_EQ(e.margin, 0);
}

TEST(Elo, AllWonIsInfiniteEitherWay) {
    EloEstimate e = estimateElo({4, 0, 0});
    EXPECT_EQ(eloText(e), "+inf +/- inf");
    EXPECT_EQ(eloText(estimateElo({0, 0, 3})), "-inf +/- inf");
    // Two games are too few to bound even an even score.
    EXPECT_TRUE(std::isinf(estimateElo({1, 0, 1}).margin));
}

TEST(Elo, ScoreCountsHalfPointsForDraws) {
    MatchScore s{3, 2, 1};
    EXPECT_EQ(s.games(), 6);
    EXPECT_DOUBLE_EQ(s.points(), 4.0);
    EXPECT_NEAR(s.fraction(), 4.0 / 6, 1e-12);
}
