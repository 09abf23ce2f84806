#include "front/match/move_limits.hpp"

#include <gtest/gtest.h>

using namespace mudchess;
using namespace mudchess::match;

TEST(MatchClock, SecondsAndIncrementWithDecimals) {
    std::string error;
    std::optional<TimeControl> tc = parseMatchClock("10+0.1", error);
    ASSERT_TRUE(tc) << error;
    EXPECT_EQ(tc->base, Millis(10000));
    EXPECT_EQ(tc->extra, Millis(100));
    EXPECT_EQ(tc->movesPerPeriod, 0);
    MoveLimits limits{tc, {}, 0, 0};
    EXPECT_EQ(limits.pgnTag(), "10+0.1");
}

TEST(MatchClock, MovesPerPeriodAndNoIncrement) {
    std::string error;
    std::optional<TimeControl> tc = parseMatchClock("40/60+1.25", error);
    ASSERT_TRUE(tc) << error;
    EXPECT_EQ(tc->movesPerPeriod, 40);
    EXPECT_EQ(tc->base, Millis(60000));
    EXPECT_EQ(tc->extra, Millis(1250));
    EXPECT_EQ((MoveLimits{tc, {}, 0, 0}.pgnTag()), "40/60+1.25");
    tc = parseMatchClock("0.5", error);
    ASSERT_TRUE(tc) << error;
    EXPECT_EQ(tc->base, Millis(500));
    EXPECT_EQ((MoveLimits{tc, {}, 0, 0}.pgnTag()), "0.5");
}

TEST(MatchClock, RefusesWhatIsNotATimeControl) {
    for (const char* bad : {"", "abc", "10+", "+1", "0", "0+1", "10+0.1234", "-5", "5/", "0/10+1",
                            "10 + 1", "100000"}) {
        std::string error;
        EXPECT_FALSE(parseMatchClock(bad, error)) << bad;
        EXPECT_FALSE(error.empty()) << bad;
    }
}

TEST(MatchClock, WithoutAClockThePgnTagIsADash) {
    MoveLimits limits;
    limits.depth = 5;
    EXPECT_EQ(limits.pgnTag(), "-");
    EXPECT_EQ(limits.text(), "depth 5");
}
