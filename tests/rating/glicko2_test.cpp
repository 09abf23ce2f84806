#include "rating/glicko2.hpp"
#include "rating/speed.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include <vector>

using namespace mudchess::rating;

TEST(Glicko2, GlickmansWorkedExample) {
    const Glicko2 player{1500, 200, 0.06};
    const std::vector<Result> games{
        {{1400, 30, 0.06}, 1}, {{1550, 100, 0.06}, 0}, {{1700, 300, 0.06}, 0}};
    const Glicko2 rated = ratePeriod(player, games);
    EXPECT_NEAR(rated.rating, 1464.06, 0.01);
    EXPECT_NEAR(rated.deviation, 151.52, 0.01);
    EXPECT_NEAR(rated.volatility, 0.05999, 0.00001);
}

TEST(Glicko2, NoGamesOnlyGrowsTheDeviation) {
    const Glicko2 player{1500, 200, 0.06};
    const Glicko2 idle = ratePeriod(player, {});
    EXPECT_EQ(idle.rating, 1500);
    EXPECT_NEAR(idle.deviation, 173.7178 * std::sqrt(std::pow(200 / 173.7178, 2) + 0.06 * 0.06),
                1e-9);
    EXPECT_EQ(idle.volatility, 0.06);
}

TEST(Glicko2, IdleTimeGrowsTheDeviationUpToTheNewPlayersValue) {
    const Glicko2 player{1800, 60, 0.06};
    EXPECT_EQ(afterIdle(player, 0).deviation, 60);
    EXPECT_GT(afterIdle(player, 30).deviation, 60);
    EXPECT_LT(afterIdle(player, 30).deviation, afterIdle(player, 300).deviation);
    EXPECT_EQ(afterIdle(player, 1e7).deviation, MAX_DEVIATION);
    EXPECT_EQ(afterIdle(player, 1e7).rating, 1800);
}

TEST(Glicko2, ExtremeDifferencesStayFinite) {
    const Glicko2 weak{600, 50, 0.06};
    const Glicko2 strong{3200, 50, 0.06};
    const Glicko2 expectedWin = rateGame(strong, 0, {weak, 1});
    EXPECT_NEAR(expectedWin.rating, 3200, 0.5); // beating a far weaker player gains next to nothing
    const Glicko2 upset = rateGame(weak, 0, {strong, 1});
    EXPECT_GT(upset.rating, 600);
    EXPECT_TRUE(std::isfinite(upset.rating) && std::isfinite(upset.volatility));
    EXPECT_GE(upset.deviation, MIN_DEVIATION);
    EXPECT_LE(upset.deviation, MAX_DEVIATION);
}

TEST(Glicko2, ANewPlayerIsProvisionalUntilGamesNarrowTheDeviation) {
    Glicko2 player;
    EXPECT_TRUE(isProvisional(player));
    for (int i = 0; i < 30; ++i)
        player = rateGame(player, 0, {{1500, 60, 0.06}, i % 2 ? 1.0 : 0.0});
    EXPECT_FALSE(isProvisional(player));
    EXPECT_NEAR(player.rating, 1500, 60);
}

TEST(Speed, LichessBoundsOnBasePlusFortyIncrements) {
    EXPECT_EQ(speedOf(std::nullopt), Speed::untimed);
    EXPECT_EQ(speedOf(Clock{60, 0}), Speed::bullet);
    EXPECT_EQ(speedOf(Clock{120, 1}), Speed::bullet); // 120 + 40 = 160
    EXPECT_EQ(speedOf(Clock{180, 0}), Speed::blitz);
    EXPECT_EQ(speedOf(Clock{180, 2}), Speed::blitz);  // 260
    EXPECT_EQ(speedOf(Clock{300, 5}), Speed::rapid);  // 500
    EXPECT_EQ(speedOf(Clock{900, 10}), Speed::rapid); // 1300
    EXPECT_EQ(speedOf(Clock{1500, 0}), Speed::classical);
    EXPECT_EQ(speedName(Speed::blitz), "blitz");
}
