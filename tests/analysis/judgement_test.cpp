// lichess's rules for judging moves, against figures worked out by hand from its formulas.
#include "analysis/judgement.hpp"

#include <gtest/gtest.h>

using namespace mudchess;
using namespace mudchess::analysis;

TEST(WinningChances, MatchTheFiguresWorkedOutByHand) {
    // 50 + 50 * (2 / (1 + e^-0.368208) - 1) = 59.10; at 300: 75.11.
    EXPECT_NEAR(winPercent(100), 59.10, 0.01);
    EXPECT_NEAR(winPercent(300), 75.11, 0.01);
    EXPECT_NEAR(winPercent(0), 50.0, 1e-9);
    EXPECT_NEAR(winPercent(-300), 100 - 75.11, 0.01);
}

TEST(WinningChances, StopGrowingAtTheCeiling) {
    EXPECT_DOUBLE_EQ(winningChances(1000), winningChances(5000));
    EXPECT_DOUBLE_EQ(winningChances(-1000), winningChances(-40000));
    EXPECT_LT(winningChances(1000), 1.0);
}

TEST(Judge, GradesADropInTheMoversChances) {
    // White's chances at +100 are 0.182; at 0 they are 0, a drop of 0.182: an inaccuracy.
    EXPECT_EQ(judge(Evaluation::centipawns(100), Evaluation::centipawns(0), WHITE).verdict,
              analysis::Verdict::INACCURACY);
    // +100 to -100: 0.364, a blunder; +100 to -20: 0.219, a mistake.
    EXPECT_EQ(judge(Evaluation::centipawns(100), Evaluation::centipawns(-100), WHITE).verdict,
              analysis::Verdict::BLUNDER);
    EXPECT_EQ(judge(Evaluation::centipawns(100), Evaluation::centipawns(-20), WHITE).verdict,
              analysis::Verdict::MISTAKE);
    // +100 to +80: 0.036, fine.
    EXPECT_EQ(judge(Evaluation::centipawns(100), Evaluation::centipawns(80), WHITE).verdict,
              analysis::Verdict::GOOD);
}

TEST(Judge, ReadsScoresFromTheMoversSide) {
    // Scores are White's: Black moving from -100 to +100 threw away as much as White would.
    EXPECT_EQ(judge(Evaluation::centipawns(-100), Evaluation::centipawns(100), BLACK).verdict,
              analysis::Verdict::BLUNDER);
    // ... and a score rising for White is no mistake of White's.
    EXPECT_EQ(judge(Evaluation::centipawns(-100), Evaluation::centipawns(100), WHITE).verdict,
              analysis::Verdict::GOOD);
}

TEST(Judge, AMateWalkedIntoIsABlunderUnlessAllWasLostAnyway) {
    Judgement j = judge(Evaluation::centipawns(50), Evaluation::mateIn(-3), WHITE);
    EXPECT_EQ(j, (Judgement{analysis::Verdict::BLUNDER, MateChange::WALKED_INTO}));
    EXPECT_EQ(judge(Evaluation::centipawns(-800), Evaluation::mateIn(-3), WHITE).verdict,
              analysis::Verdict::MISTAKE);
    EXPECT_EQ(judge(Evaluation::centipawns(-1200), Evaluation::mateIn(-3), WHITE).verdict,
              analysis::Verdict::INACCURACY);
    // Black walking into White's mate.
    EXPECT_EQ(judge(Evaluation::centipawns(0), Evaluation::mateIn(2), BLACK),
              (Judgement{analysis::Verdict::BLUNDER, MateChange::WALKED_INTO}));
}

TEST(Judge, AMateLetSlipIsGradedByWhatIsLeft) {
    EXPECT_EQ(judge(Evaluation::mateIn(2), Evaluation::centipawns(300), WHITE),
              (Judgement{analysis::Verdict::BLUNDER, MateChange::LET_SLIP}));
    EXPECT_EQ(judge(Evaluation::mateIn(2), Evaluation::centipawns(800), WHITE).verdict,
              analysis::Verdict::MISTAKE);
    EXPECT_EQ(judge(Evaluation::mateIn(2), Evaluation::centipawns(1500), WHITE).verdict,
              analysis::Verdict::INACCURACY);
    // From mating to being mated.
    EXPECT_EQ(judge(Evaluation::mateIn(-2), Evaluation::mateIn(3), BLACK),
              (Judgement{analysis::Verdict::BLUNDER, MateChange::LET_SLIP}));
}

TEST(Judge, ASlowerMateOrAMateThatStaysIsNoMistake) {
    EXPECT_EQ(judge(Evaluation::mateIn(2), Evaluation::mateIn(5), WHITE), Judgement{});
    EXPECT_EQ(judge(Evaluation::mateIn(2), Evaluation::checkmated(BLACK), WHITE), Judgement{});
    EXPECT_EQ(judge(Evaluation::mateIn(3), Evaluation::mateIn(4), BLACK), Judgement{});
    // Finding a mate, or escaping one.
    EXPECT_EQ(judge(Evaluation::centipawns(0), Evaluation::mateIn(4), WHITE), Judgement{});
    EXPECT_EQ(judge(Evaluation::mateIn(-4), Evaluation::centipawns(-300), WHITE), Judgement{});
}

TEST(MoveAccuracy, IsFullForAMoveThatLosesNothingAndFallsWithTheDrop) {
    EXPECT_DOUBLE_EQ(moveAccuracy(60, 60), 100);
    EXPECT_DOUBLE_EQ(moveAccuracy(60, 70), 100);
    // A drop of 10 points: 103.1668 * e^-0.43544 - 3.1669 + 1 = 64.6.
    EXPECT_NEAR(moveAccuracy(60, 50), 64.58, 0.01);
    EXPECT_DOUBLE_EQ(moveAccuracy(100, 0), 0);
}

TEST(GameAccuracy, IsPerfectForAGameWithoutLossesAndNoneForASideThatDidNotMove) {
    std::vector<Evaluation> steady(7, Evaluation::centipawns(20));
    auto accuracy = gameAccuracy(steady, WHITE);
    ASSERT_TRUE(accuracy[WHITE] && accuracy[BLACK]);
    EXPECT_DOUBLE_EQ(*accuracy[WHITE], 100);
    EXPECT_DOUBLE_EQ(*accuracy[BLACK], 100);
    auto one = gameAccuracy({Evaluation::centipawns(20), Evaluation::centipawns(30)}, WHITE);
    EXPECT_TRUE(one[WHITE]);
    EXPECT_FALSE(one[BLACK]);
}

TEST(GameAccuracy, WeighsAndAveragesTheMovesAsWorkedOutByHand) {
    // Three moves, windows of two: 0, White keeps 0, Black keeps 0, White blunders to -300.
    // White's moves: 100 and, from 50% to 24.89%, 103.1668 * e^(-0.043544 * 25.11) - 2.1669
    // = 32.40. The windows' deviations (clamped to 0.5-12): 0 -> 0.5, 0 -> 0.5, 12.56 -> 12.
    // Weighted: (100 * 0.5 + 32.40 * 12) / 12.5 = 35.10; harmonic: 2 / (1/100 + 1/32.40) =
    // 48.94; accuracy (35.10 + 48.94) / 2 = 42.02. Black's one move lost nothing: 100.
    std::vector<Evaluation> game = {Evaluation::centipawns(0), Evaluation::centipawns(0),
                                    Evaluation::centipawns(0), Evaluation::centipawns(-300)};
    auto accuracy = gameAccuracy(game, WHITE);
    ASSERT_TRUE(accuracy[WHITE] && accuracy[BLACK]);
    EXPECT_NEAR(*accuracy[WHITE], 42.02, 0.01);
    EXPECT_DOUBLE_EQ(*accuracy[BLACK], 100);
}

TEST(AverageCentipawnLoss, CountsOnlyLossesCeiledAtTheThousand) {
    // White: 0 -> -300 (300 lost); Black: -300 -> mate for White, which counts as +1000, so
    // Black lost 1300 (its own view: +300 to -1000); White's second move 1000 -> 1000 (0).
    std::vector<Evaluation> game = {Evaluation::centipawns(0), Evaluation::centipawns(-300),
                                    Evaluation::mateIn(3), Evaluation::mateIn(2)};
    auto loss = averageCentipawnLoss(game, WHITE);
    ASSERT_TRUE(loss[WHITE] && loss[BLACK]);
    EXPECT_DOUBLE_EQ(*loss[WHITE], 150);
    EXPECT_DOUBLE_EQ(*loss[BLACK], 1300);
}
