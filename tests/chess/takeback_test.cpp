// Taking moves back: the game must be exactly as if the moves had never been played, in every
// variant, down to what players notice (the position, repetition counts, captured pieces, the
// moves they may make, Knights Chess's passes and its opening phase).
#include "chess/game.hpp"
#include "chess/pgn.hpp"
#include "play.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace mudchess {
namespace {

using test::playAll;

std::vector<std::string> legalUci(const Game& g) {
    std::vector<std::string> out;
    for (Move m : g.legalMoves()) out.push_back(toUci(m));
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<Piece> captured(const Game& g) {
    std::vector<Piece> out;
    for (const PlyRecord& p : g.history())
        if (p.captured) out.push_back(p.captured);
    return out;
}

// Everything a player could notice, compared with a game that never played the moves.
void expectSameGame(const Game& takenBack, const Game& fresh) {
    EXPECT_EQ(takenBack.position().fen(), fresh.position().fen());
    EXPECT_EQ(takenBack.position().checkSuspended(), fresh.position().checkSuspended());
    EXPECT_EQ(takenBack.repetitions(), fresh.repetitions());
    EXPECT_EQ(takenBack.history().size(), fresh.history().size());
    EXPECT_EQ(captured(takenBack), captured(fresh));
    EXPECT_EQ(legalUci(takenBack), legalUci(fresh));
    EXPECT_EQ(takenBack.isOver(), fresh.isOver());
    EXPECT_EQ(takenBack.canClaimDraw(), fresh.canClaimDraw());
    EXPECT_EQ(exportPgn(takenBack, {}), exportPgn(fresh, {}));
}

TEST(TakeBack, OneMoveInStandardChessRestoresTheCaptureAndThePosition) {
    Game g(chessVariant());
    playAll(g, "e2e4 d7d5 e4d5");
    ASSERT_EQ(captured(g).size(), 1u);
    ASSERT_TRUE(g.takeBack(1));
    Game fresh(chessVariant());
    playAll(fresh, "e2e4 d7d5");
    expectSameGame(g, fresh);
    EXPECT_TRUE(captured(g).empty());
}

TEST(TakeBack, TwoMovesGoBackToTheAskersTurn) {
    Game g(chessVariant());
    playAll(g, "e2e4 e7e5 g1f3 b8c6");
    ASSERT_TRUE(g.takeBack(2));
    Game fresh(chessVariant());
    playAll(fresh, "e2e4 e7e5");
    expectSameGame(g, fresh);
    EXPECT_EQ(g.position().sideToMove(), WHITE);
}

TEST(TakeBack, RepetitionCountsGoBackToo) {
    Game g(chessVariant());
    // The start position stands a third time after the eighth ply: a draw may be claimed.
    playAll(g, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
    ASSERT_TRUE(g.canClaimDraw());
    ASSERT_EQ(g.repetitions(), 3);
    ASSERT_TRUE(g.takeBack(1));
    EXPECT_FALSE(g.canClaimDraw());
    Game fresh(chessVariant());
    playAll(fresh, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
    expectSameGame(g, fresh);
}

TEST(TakeBack, KnightmateMovesAndACaptureGoBack) {
    Game g(knightmateVariant());
    playAll(g, "e2e4 d7d5 e4d5 c8g4");
    ASSERT_TRUE(g.takeBack(2));
    Game fresh(knightmateVariant());
    playAll(fresh, "e2e4 d7d5");
    expectSameGame(g, fresh);
}

// The position of the reference scenario just before White's h5h6 walls Black in.
const char* const BEFORE_PASS =
    "d5d6 a2a4 d6c6 a4a5 c6b6 b2b4 b6a6 b4b5 g8h6 b5b6 h6g8 c2c4 g8h6 c4c5 h6g8 c5c6 g8h6 d2d4 "
    "h6g8 d4d5 g8h6 d5d6 h6g8 e4d4 g8h6 d4c4 h6g8 c4b5 g8h6 e2e4 h6g8 e4e5 g8h6 e5e6 h6g8 f2f4 "
    "g8h6 f4f5 h6g8 f5f6 g8h6 g2g4 h6g8 g4g5 g8h6 g5g6 h6g8 h2h4 g8h6 h4h5 h6g8";

TEST(TakeBack, AKnightsChessPassGoesBackWithTheMoveItFollowed) {
    Game g(knightsChessVariant());
    playAll(g, BEFORE_PASS);
    playAll(g, "h5h6");
    ASSERT_TRUE(g.history().back().automatic); // Black passed by itself
    ASSERT_EQ(g.position().sideToMove(), WHITE);
    ASSERT_TRUE(g.takeBack(1));
    Game fresh(knightsChessVariant());
    playAll(fresh, BEFORE_PASS);
    expectSameGame(g, fresh);
    EXPECT_EQ(g.position().sideToMove(), WHITE);
    // Played again, the move brings the pass again.
    playAll(g, "h5h6");
    EXPECT_TRUE(g.history().back().automatic);
}

TEST(TakeBack, TakingBackTheFirstCaptureSuspendsCheckAgain) {
    Game g(knightsChessVariant());
    playAll(g, "c8d6 c2c4 d5c4"); // the king's capture ends the opening phase
    ASSERT_FALSE(g.position().checkSuspended());
    ASSERT_TRUE(g.takeBack(1));
    EXPECT_TRUE(g.position().checkSuspended());
    Game fresh(knightsChessVariant());
    playAll(fresh, "c8d6 c2c4");
    expectSameGame(g, fresh);
    // Before the first capture, moves that leave a king attacked are legal again.
    playAll(g, "a7a6 a2a3");
}

TEST(TakeBack, RefusedWhenThereIsNothingToTakeBackOrTheGameIsOver) {
    Game g(chessVariant());
    EXPECT_FALSE(g.takeBack(1));
    playAll(g, "e2e4");
    EXPECT_FALSE(g.takeBack(2));
    EXPECT_EQ(g.history().size(), 1u);
    playAll(g, "e7e5 d1h5 b8c6 f1c4 g8f6 h5f7");
    ASSERT_TRUE(g.isOver());
    EXPECT_FALSE(g.takeBack(1));
    EXPECT_EQ(g.termination(), Termination::CHECKMATE);
}

TEST(TakeBack, AStandingDrawOfferGoesWithTheMove) {
    Game g(chessVariant());
    playAll(g, "e2e4 e7e5");
    ASSERT_EQ(g.offerDraw(BLACK), DrawAnswer::DONE);
    ASSERT_TRUE(g.takeBack(1));
    EXPECT_FALSE(g.pendingOffer());
}

TEST(TakeBack, PlayerMovesLeaveOutThePassesTheRulesMade) {
    Game g(knightsChessVariant());
    playAll(g, BEFORE_PASS);
    int before = g.playerMoves();
    playAll(g, "h5h6");
    EXPECT_EQ(g.playerMoves(), before + 1);
    EXPECT_EQ(g.playerMoves(WHITE) + g.playerMoves(BLACK), g.playerMoves());
}

TEST(Abort, AnAbortedGameIsOverWithoutAResult) {
    Game g(chessVariant());
    playAll(g, "e2e4");
    g.abort();
    EXPECT_TRUE(g.isOver());
    EXPECT_TRUE(g.aborted());
    EXPECT_EQ(g.result(), Result::ONGOING);
    EXPECT_EQ(pgnResult(g.result()), "*");
    EXPECT_EQ(terminationCode(g.termination()), "aborted");
    EXPECT_TRUE(g.legalMoves().empty());
    EXPECT_FALSE(g.play(Move()));
    std::string pgn = exportPgn(g, {});
    EXPECT_NE(pgn.find("[Termination \"abandoned\"]"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("{aborted} *"), std::string::npos) << pgn;
}

} // namespace
} // namespace mudchess
