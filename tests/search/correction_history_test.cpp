// The correction history learns, per pawn structure and side to move, how far searches found
// the static evaluation off, and corrects later evaluations of that structure by it; other
// structures and the other side to move keep their own.
#include "search/correction_history.hpp"

#include <gtest/gtest.h>

namespace mudchess::search {
namespace {

Position chessPosition(const char* fen) {
    FenResult parsed = Position::fromFen(chessVariant(), fen);
    EXPECT_TRUE(parsed.position) << fen;
    return *parsed.position;
}

const char* const BLOCKED = "4k3/8/3p4/2pPp3/2P1P3/8/8/4K3 w - - 0 1";
const char* const BLOCKED_BLACK_TO_MOVE = "4k3/8/3p4/2pPp3/2P1P3/8/8/4K3 b - - 0 1";
const char* const OPEN = "4k3/pp6/8/8/8/8/PP6/4K3 w - - 0 1";

TEST(CorrectionHistory, LearnsWhereSearchesFoundTheEvaluationTooLowAndStaysWithinItsBound) {
    CorrectionHistory corrections;
    Position blocked = chessPosition(BLOCKED);
    EXPECT_EQ(corrections.correction(blocked), 0);
    corrections.update(blocked, 8, 140, 40); // the search found 100 more than the evaluation
    int once = corrections.correction(blocked);
    EXPECT_GT(once, 0);
    EXPECT_LE(once, 100);
    for (int i = 0; i < 50; ++i) corrections.update(blocked, 8, 140, 40);
    EXPECT_NEAR(corrections.correction(blocked), 100, 2);
    // However far off, one correction is at most a nudge.
    for (int i = 0; i < 50; ++i) corrections.update(blocked, 8, 3000, 0);
    EXPECT_LE(corrections.correction(blocked), 128);
    // A shallow search teaches less than a deep one.
    CorrectionHistory shallow, deep;
    shallow.update(blocked, 1, 100, 0);
    deep.update(blocked, 10, 100, 0);
    EXPECT_LT(shallow.correction(blocked), deep.correction(blocked));
}

TEST(CorrectionHistory, KeepsOtherPawnStructuresAndTheOtherSideToMoveApart) {
    CorrectionHistory corrections;
    Position blocked = chessPosition(BLOCKED);
    for (int i = 0; i < 20; ++i) corrections.update(blocked, 10, -60, 40);
    EXPECT_LT(corrections.correction(blocked), -50);
    EXPECT_EQ(corrections.correction(chessPosition(OPEN)), 0);
    EXPECT_EQ(corrections.correction(chessPosition(BLOCKED_BLACK_TO_MOVE)), 0);
    corrections.clear();
    EXPECT_EQ(corrections.correction(blocked), 0);
}

// Pawnless endings have no structure to tell them apart: a rook ending teaches nothing that
// would then be applied to a queen ending.
TEST(CorrectionHistory, LeavesPositionsWithoutPawnsUncorrected) {
    CorrectionHistory corrections;
    Position rooks = chessPosition("4k3/7r/8/8/8/8/R7/4K3 w - - 0 40");
    for (int i = 0; i < 20; ++i) corrections.update(rooks, 10, 120, 0);
    EXPECT_EQ(corrections.correction(rooks), 0);
    EXPECT_EQ(corrections.correction(chessPosition("4k3/7q/8/8/8/8/Q7/4K3 w - - 0 40")), 0);
}

} // namespace
} // namespace mudchess::search
