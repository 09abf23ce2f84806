// The only-move test a puzzle's every solver move must pass (analysis/only_move.hpp, issue 53):
// one mate and no other, a move that wins what nothing else keeps, and the positions where two
// moves do, or any move does, that it must refuse.
#include "analysis/only_move.hpp"

#include "chess/uci_move.hpp"
#include "chess/variant.hpp"

#include <gtest/gtest.h>

#include <memory>

using namespace mudchess;
using namespace mudchess::analysis;

namespace {

const AnalysisLimits QUICK{0, 6};

std::optional<OnlyMove> testOf(const std::string& fen) {
    FenResult parsed = Position::fromFen(chessVariant(), fen);
    EXPECT_TRUE(parsed.position) << fen;
    Game game(*parsed.position);
    std::atomic<bool> cancel{false};
    auto searcher = std::make_unique<search::Searcher>();
    return onlyMoveTest(search::SearchRoot::fromGame(game), QUICK, *searcher, cancel);
}

} // namespace

TEST(OnlyMove, TheOneMateIsTheOnlyMove) {
    auto test = testOf("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    ASSERT_TRUE(test);
    EXPECT_EQ(toUci(test->best), "a1a8");
    EXPECT_TRUE(test->only);
    EXPECT_EQ(test->bestEval.mate, 1);
}

TEST(OnlyMove, TwoMatesAreTwoAnswers) {
    // Bh5# and Qxh5# (Stockfish 15.1 at MultiPV 3 finds both).
    auto test = testOf("4kb1Q/r1p1p3/8/p4pBp/1nP1p3/NP3BPb/P3KP2/3R2NR w - - 2 31");
    ASSERT_TRUE(test);
    EXPECT_FALSE(test->only);
    ASSERT_TRUE(test->secondEval);
    EXPECT_EQ(test->secondEval->mate, 1);
}

TEST(OnlyMove, TakingTheQueenThatAttacksTheRookIsTheOnlyMove) {
    auto test = testOf("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1");
    ASSERT_TRUE(test);
    EXPECT_EQ(toUci(test->best), "d1d5");
    EXPECT_TRUE(test->only);
    ASSERT_TRUE(test->secondEval);
    EXPECT_LT(test->secondEval->cp, 0) << "anything else loses the rook";
}

TEST(OnlyMove, TheStartHasNoOnlyMove) {
    auto test = testOf("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    ASSERT_TRUE(test);
    EXPECT_FALSE(test->only);
}

TEST(OnlyMove, ASingleLegalMoveIsTheOnlyMove) {
    // Black's king has one square, g8: White's king covers g7 and h7.
    auto test = testOf("7k/8/6K1/8/8/8/8/R7 b - - 0 1");
    ASSERT_TRUE(test);
    EXPECT_EQ(toUci(test->best), "h8g8");
    EXPECT_TRUE(test->only);
    EXPECT_FALSE(test->secondEval);
}

// The rule on its own, as the puzzle check applies it to Stockfish's MultiPV 2 numbers: winning
// chances 0.7 apart (+300 cp is 0.50, -100 is -0.18: 0.68, not enough; +400 is 0.63: 0.81), a
// mate against any score but another mate, a mate against counting as -1 (-150 cp is -0.27, 0.73
// above it; -200 is -0.35), and no second at all.
TEST(OnlyMove, TheRuleOnAnEnginesNumbers) {
    EXPECT_FALSE(clearlyBest(Evaluation::centipawns(300), Evaluation::centipawns(-100)));
    EXPECT_TRUE(clearlyBest(Evaluation::centipawns(400), Evaluation::centipawns(-100)));
    EXPECT_TRUE(clearlyBest(Evaluation::mateIn(3), Evaluation::centipawns(900)));
    EXPECT_FALSE(clearlyBest(Evaluation::mateIn(3), Evaluation::mateIn(5)));
    EXPECT_TRUE(clearlyBest(Evaluation::centipawns(-150), Evaluation::mateIn(-2)));
    EXPECT_FALSE(clearlyBest(Evaluation::centipawns(-200), Evaluation::mateIn(-2)));
    EXPECT_DOUBLE_EQ(winningChancesOf(Evaluation::mateIn(-2)), -1);
    EXPECT_DOUBLE_EQ(winningChancesOf(Evaluation::checkmated(BLACK)), 1);
    EXPECT_TRUE(clearlyBest(Evaluation::centipawns(-50), std::nullopt));
}
