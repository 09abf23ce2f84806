// How games end: mate, stalemate, resignation, FIDE's draw claims and automatic draws, dead
// positions, agreement, and Knights Chess's victories, passes and lack of draws.
#include "chess/game.hpp"
#include "chess/uci_move.hpp"
#include "render/fen_error_words.hpp"

#include "play.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

namespace mudchess {
namespace {

Game gameFrom(const Variant& v, const std::string& fen) {
    FenResult r = Position::fromFen(v, fen);
    EXPECT_TRUE(r.position) << fenErrorSentence(v, r.error);
    return Game(r.position ? *r.position : Position::start(v));
}

using test::playAll;
using test::uci;

constexpr const char* KNIGHT_SHUFFLE = "g1f3 g8f6 f3g1 f6g8";

TEST(GameEnd, FoolsMateIsCheckmateForBlack) {
    Game g(chessVariant());
    playAll(g, "f2f3 e7e5 g2g4 d8h4");
    EXPECT_EQ(g.result(), Result::BLACK_WINS);
    EXPECT_EQ(g.termination(), Termination::CHECKMATE);
    EXPECT_TRUE(g.legalMoves().empty());
    EXPECT_FALSE(g.play(Move(makeSquare(4, 0), makeSquare(5, 1)))); // nothing after the end
}

TEST(GameEnd, StalemateIsADrawInChessAndKnightmate) {
    // Kf6-g6: the queen on f7 and the king cover g8, g7 and h7; h8 itself is not attacked.
    Game chess = gameFrom(chessVariant(), "7k/5Q2/5K2/8/8/8/8/8 w - - 0 1");
    playAll(chess, "f6g6");
    EXPECT_EQ(chess.termination(), Termination::STALEMATE);
    EXPECT_EQ(chess.result(), Result::DRAW);
    // Knightmate: the royal knight on h8 can only jump to f7 or g6; Rg3 covers g6, Rf2 f7.
    Game knightmate = gameFrom(knightmateVariant(), "7k/8/8/8/8/1R6/5R2/4K3 w - - 0 1");
    playAll(knightmate, "b3g3");
    EXPECT_EQ(knightmate.termination(), Termination::STALEMATE);
}

TEST(GameEnd, EitherPlayerMayResignAtAnyTime) {
    Game g(chessVariant());
    playAll(g, "e2e4");
    g.resign(WHITE); // not White's turn
    EXPECT_EQ(g.result(), Result::BLACK_WINS);
    EXPECT_EQ(g.termination(), Termination::RESIGNATION);
}

TEST(Repetition, ThreefoldMayBeClaimedByThePlayerToMoveOnly) {
    Game g(chessVariant());
    playAll(g, std::string(KNIGHT_SHUFFLE) + " " + KNIGHT_SHUFFLE);
    EXPECT_EQ(g.repetitions(), 3);
    EXPECT_FALSE(g.isOver()); // a claim, not automatic
    EXPECT_EQ(g.claimDraw(BLACK), DrawAnswer::NOT_YOUR_TURN);
    EXPECT_EQ(g.claimDraw(WHITE), DrawAnswer::DONE);
    EXPECT_EQ(g.termination(), Termination::THREEFOLD_REPETITION);
}

TEST(Repetition, ClaimWithTheMoveThatRepeats) {
    Game g(chessVariant());
    playAll(g, std::string(KNIGHT_SHUFFLE) + " g1f3 g8f6 f3g1");
    EXPECT_EQ(g.claimDraw(BLACK), DrawAnswer::NOTHING_TO_CLAIM);
    EXPECT_EQ(g.claimDraw(BLACK, uci(g, "f6g8")), DrawAnswer::DONE);
    EXPECT_EQ(g.result(), Result::DRAW);
    EXPECT_EQ(g.history().size(), 8u);
}

TEST(Repetition, AClaimWithAMoveThatDoesNotRepeatLetsTheMoveStand) {
    Game g(chessVariant());
    playAll(g, KNIGHT_SHUFFLE);
    EXPECT_EQ(g.claimDraw(WHITE, uci(g, "e2e4")), DrawAnswer::MOVE_PLAYED);
    EXPECT_FALSE(g.isOver());
    EXPECT_EQ(g.position().sideToMove(), BLACK);
}

TEST(Repetition, FivefoldEndsTheGameByItself) {
    Game g(chessVariant());
    for (int i = 0; i < 4; ++i) playAll(g, KNIGHT_SHUFFLE);
    EXPECT_EQ(g.termination(), Termination::FIVEFOLD_REPETITION);
    EXPECT_EQ(g.result(), Result::DRAW);
}

TEST(Repetition, CastlingRightsMakeADifferentPosition) {
    // The king steps out and back: same pieces, but White can no longer castle.
    Game g = gameFrom(chessVariant(), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    playAll(g, "e1e2 e8e7 e2e1 e7e8");
    EXPECT_EQ(g.repetitions(), 1);
    playAll(g, "e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8");
    EXPECT_EQ(g.repetitions(), 3);
}

TEST(Repetition, DoubleStepWithoutALegalEnPassantCaptureChangesNothing) {
    // FIDE: the position after 1.e4 is the same as later ones with the same pieces, since no
    // black pawn can take en passant (X-Decor would count the e3 square; we do not).
    Game g = gameFrom(chessVariant(), "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    playAll(g, "e2e4 e8d8 e1d1 d8e8 d1e1");
    EXPECT_EQ(g.repetitions(), 2);
}

TEST(Repetition, DoubleStepWithALegalEnPassantCaptureIsADifferentPosition) {
    Game g = gameFrom(chessVariant(), "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    playAll(g, "e2e4"); // d4xe3 is possible now
    Key withCapture = g.position().key();
    playAll(g, "e8d8 e1d1 d8e8 d1e1");
    EXPECT_NE(g.position().key(), withCapture);
    EXPECT_EQ(g.repetitions(), 1);
}

TEST(MoveCounting, FiftyMoveRuleIsAClaimAndSeventyFiveEndsTheGame) {
    Game g = gameFrom(chessVariant(), "4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    EXPECT_EQ(g.claimDraw(WHITE), DrawAnswer::NOTHING_TO_CLAIM);
    EXPECT_EQ(g.claimDraw(WHITE, uci(g, "a1a2")), DrawAnswer::DONE);
    EXPECT_EQ(g.termination(), Termination::FIFTY_MOVES);

    Game late = gameFrom(chessVariant(), "4k3/8/8/8/8/8/8/R3K3 w - - 149 100");
    playAll(late, "a1a2");
    EXPECT_EQ(late.termination(), Termination::SEVENTY_FIVE_MOVES);
}

TEST(MoveCounting, MateOnTheSeventyFifthMoveWins) {
    Game g = gameFrom(chessVariant(), "k7/8/1K6/8/8/8/8/7R w - - 149 100");
    playAll(g, "h1h8");
    EXPECT_EQ(g.termination(), Termination::CHECKMATE);
    EXPECT_EQ(g.result(), Result::WHITE_WINS);
}

// The automatic house rule: what FIDE lets a player claim ends the game by itself, after the
// move that brings it about; mate on that move still wins; a claim that a move would make good
// is the draw itself; a takeback keeps the rule.
TEST(AutomaticDraws, TheThirdRepetitionEndsTheGameByItself) {
    Game g(chessVariant());
    g.setDrawRule(DrawRule::AUTOMATIC);
    playAll(g, KNIGHT_SHUFFLE);
    playAll(g, "g1f3 g8f6 f3g1");
    EXPECT_FALSE(g.isOver());
    EXPECT_EQ(g.claimDraw(BLACK, uci(g, "f6g8")), DrawAnswer::DONE);
    EXPECT_EQ(g.termination(), Termination::THREEFOLD_REPETITION);
    EXPECT_TRUE(g.drawnAutomatically());

    Game again(chessVariant());
    again.setDrawRule(DrawRule::AUTOMATIC);
    playAll(again, std::string(KNIGHT_SHUFFLE) + " g1f3 g8f6 f3g1");
    ASSERT_TRUE(again.takeBack(1));
    EXPECT_EQ(again.drawRule(), DrawRule::AUTOMATIC);
    playAll(again, "f3g1 f6g8");
    EXPECT_EQ(again.result(), Result::DRAW);
    EXPECT_TRUE(again.drawnAutomatically());
}

TEST(AutomaticDraws, TheFiftiethMoveEndsTheGameUnlessItMates) {
    Game g = gameFrom(chessVariant(), "4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    g.setDrawRule(DrawRule::AUTOMATIC);
    playAll(g, "a1a2");
    EXPECT_EQ(g.termination(), Termination::FIFTY_MOVES);
    EXPECT_TRUE(g.drawnAutomatically());

    Game mate = gameFrom(chessVariant(), "k7/8/1K6/8/8/8/8/7R w - - 99 80");
    mate.setDrawRule(DrawRule::AUTOMATIC);
    playAll(mate, "h1h8");
    EXPECT_EQ(mate.termination(), Termination::CHECKMATE);
    EXPECT_FALSE(mate.drawnAutomatically());
}

TEST(AutomaticDraws, AClaimedDrawIsNotAnAutomaticOne) {
    Game g(chessVariant());
    playAll(g, std::string(KNIGHT_SHUFFLE) + " " + KNIGHT_SHUFFLE);
    g.setDrawRule(DrawRule::AUTOMATIC); // from the next move on: the standing repetition waits
    EXPECT_FALSE(g.isOver());
    EXPECT_EQ(g.claimDraw(WHITE), DrawAnswer::DONE);
    EXPECT_FALSE(g.drawnAutomatically());
}

TEST(AutomaticDraws, KnightsChessHasNothingToDraw) {
    Game g(knightsChessVariant());
    g.setDrawRule(DrawRule::AUTOMATIC);
    playAll(g, "b8a6 b1a3 a6b8 a3b1 b8a6 b1a3 a6b8 a3b1");
    EXPECT_EQ(g.repetitions(), 3);
    EXPECT_FALSE(g.isOver());
    EXPECT_FALSE(knightsChessVariant().draws.claimable());
    EXPECT_TRUE(knightmateVariant().draws.claimable());
}

TEST(DeadPosition, TheFourCasesOfStandardChess) {
    struct Case {
        const char* fen;
        const char* move;
        bool dead;
    };
    const Case cases[] = {
        {"4k3/8/8/8/8/8/8/3rK3 w - - 0 1", "e1d1", true},     // K v K
        {"4k3/8/8/8/8/8/3r4/3RK3 w - - 0 1", "e1d2", false},  // K+R v K can mate
        {"4k3/8/8/8/8/8/3r4/3BK3 w - - 0 1", "e1d2", true},   // K+B v K
        {"4k3/8/8/8/8/8/3r4/3NK3 w - - 0 1", "e1d2", true},   // K+N v K
        {"4kb2/8/8/8/8/8/3r4/3BK3 w - - 0 1", "e1d2", false}, // f8 and d1: opposite colours
        {"4k1b1/8/8/8/8/8/3r4/3BK3 w - - 0 1", "e1d2", true}, // g8 and d1: both light
        {"4k3/8/8/8/8/8/3r4/2NNK3 w - - 0 1", "e1d2", false}, // two knights can still mate
    };
    for (const Case& c : cases) {
        Game g = gameFrom(chessVariant(), c.fen);
        playAll(g, c.move);
        EXPECT_EQ(g.termination() == Termination::DEAD_POSITION, c.dead) << c.fen;
    }
}

TEST(DeadPosition, KnightmateBareRoyalsOnly) {
    // The royal knight takes the last rook: only the two royal knights are left.
    Game bare = gameFrom(knightmateVariant(), "4k3/8/8/8/8/3r4/8/4K3 w - - 0 1");
    playAll(bare, "e1d3");
    EXPECT_EQ(bare.termination(), Termination::DEAD_POSITION);
    // A lone bishop is not dead here: it can help mate a royal knight.
    Game bishop = gameFrom(knightmateVariant(), "4k3/8/8/8/8/3r4/8/B3K3 w - - 0 1");
    playAll(bishop, "e1d3");
    EXPECT_FALSE(bishop.isOver());
}

TEST(Agreement, OfferAcceptDeclineWithdrawAndLapse) {
    Game g(chessVariant());
    EXPECT_EQ(g.acceptDraw(BLACK), DrawAnswer::NO_OFFER);
    EXPECT_EQ(g.offerDraw(WHITE), DrawAnswer::DONE);
    EXPECT_EQ(g.offerDraw(WHITE), DrawAnswer::ALREADY_OFFERED);
    EXPECT_EQ(g.declineDraw(BLACK), DrawAnswer::DONE);
    EXPECT_FALSE(g.pendingOffer());

    EXPECT_EQ(g.offerDraw(WHITE), DrawAnswer::DONE);
    EXPECT_EQ(g.withdrawDraw(WHITE), DrawAnswer::DONE);

    EXPECT_EQ(g.offerDraw(WHITE), DrawAnswer::DONE);
    playAll(g, "e2e4"); // the offerer's own move keeps the offer open
    EXPECT_EQ(g.pendingOffer(), WHITE);
    playAll(g, "e7e5"); // the opponent's move lets it lapse
    EXPECT_FALSE(g.pendingOffer());

    EXPECT_EQ(g.offerDraw(WHITE), DrawAnswer::DONE);
    EXPECT_EQ(g.offerDraw(BLACK), DrawAnswer::DONE); // crossing offers: accepted
    EXPECT_EQ(g.termination(), Termination::AGREEMENT);
}

TEST(KnightsChessGame, HasNoDrawsOfAnyKind) {
    Game g(knightsChessVariant());
    EXPECT_EQ(g.offerDraw(BLACK), DrawAnswer::NO_DRAWS);
    EXPECT_EQ(g.claimDraw(BLACK), DrawAnswer::NO_DRAWS);
    // Knights shuffling forever repeats positions but never draws.
    for (int i = 0; i < 6; ++i) playAll(g, "g8h6 g1h3 h6g8 h3g1");
    EXPECT_FALSE(g.isOver());
}

TEST(KnightsChessGame, AStalematedSideWithEqualKnightsPassesByItselfAndItIsRecorded) {
    Game g(knightsChessVariant());
    playAll(g, "d5d6 a2a4 d6c6 a4a5 c6b6 b2b4 b6a6 b4b5 g8h6 b5b6 h6g8 c2c4 g8h6 c4c5 h6g8 "
               "c5c6 g8h6 d2d4 h6g8 d4d5 g8h6 d5d6 h6g8 e4d4 g8h6 d4c4 h6g8 c4b5 g8h6 e2e4 "
               "h6g8 e4e5 g8h6 e5e6 h6g8 f2f4 g8h6 f4f5 h6g8 f5f6 g8h6 g2g4 h6g8 g4g5 g8h6 "
               "g5g6 h6g8 h2h4 g8h6 h4h5 h6g8 h5h6");
    ASSERT_FALSE(g.history().empty());
    EXPECT_EQ(g.history().back().move.kind(), MoveKind::PASS);
    EXPECT_TRUE(g.history().back().automatic);
    EXPECT_EQ(g.position().sideToMove(), WHITE);
    EXPECT_FALSE(g.isOver());
    EXPECT_FALSE(g.bothSidesOnlyPass());
}

TEST(KnightsChessGame, VictoryReasonsAreNamed) {
    Game queens(knightsChessVariant());
    playAll(queens, "e7e5 d2d4 b8a6 c2c3 d8g5 b2b3 g5e3 e4e3 e5d4 e3d3 e8e2 d1e2");
    EXPECT_EQ(queens.result(), Result::WHITE_WINS);
    EXPECT_EQ(queens.termination(), Termination::QUEENS_CAPTURED);
}

} // namespace
} // namespace mudchess

namespace mudchess {
namespace {

// The reference scenarios again, through Game: passes are played by the game itself (a 0000 in
// the list where one was due is the pass already made), and endings carry their reasons.
std::string playScenario(const std::string& moves) {
    Game g(knightsChessVariant());
    std::istringstream in(moves);
    int index = 0;
    for (std::string m; in >> m; ++index) {
        bool autoPassed = !g.history().empty() && g.history().back().automatic;
        if (m == "0000" && autoPassed) continue;
        std::optional<Move> move = parseUci(g.position(), m);
        if (!move || !g.play(*move)) return "illegal:" + std::to_string(index);
    }
    if (!g.isOver()) return "ongoing";
    std::string winner = g.result() == Result::WHITE_WINS ? "white" : "black";
    switch (g.termination()) {
    case Termination::CHECKMATE: return "result:" + winner + " wins by checkmate";
    case Termination::QUEENS_CAPTURED: return "result:" + winner + " wins by queens";
    case Termination::KNIGHTS_CAPTURED: return "result:" + winner + " wins by knights";
    case Termination::MORE_KNIGHTS_AT_STALEMATE:
        return "result:" + winner + " wins by stalemate-knights";
    default: return "unexpected termination " + terminationName(g.termination());
    }
}

TEST(KnightsChessGame, EveryReferenceScenarioThroughTheGame) {
    std::ifstream in(std::string(MUDCHESS_TEST_DATA) + "/knightschess-scenarios.txt");
    int count = 0;
    for (std::string line; std::getline(in, line); ++count) {
        std::size_t a = line.find('|'), b = line.rfind('|');
        ASSERT_NE(a, b) << line;
        std::string expected = line.substr(b + 1);
        expected.erase(0, expected.find_first_not_of(' '));
        EXPECT_EQ(playScenario(line.substr(a + 1, b - a - 1)), expected) << line.substr(0, a);
    }
    EXPECT_GE(count, 20);
}

TEST(KnightsChessGame, WhenBothSidesCanOnlyPassTheGameSaysSoAndStandsStill) {
    // Every piece is walled in; the knights are equal, so each side would pass for ever.
    Game g = gameFrom(knightsChessVariant(),
                      "8/8/4p3/4P3/ppppPppp/kKqqQQPP/PPPPnnnn/NNNNNNnn b - - 0 1");
    EXPECT_TRUE(g.bothSidesOnlyPass());
    EXPECT_FALSE(g.isOver());
    EXPECT_LE(g.history().size(), 1u); // at most the one pass, never a loop
    g.resign(BLACK);
    EXPECT_EQ(g.termination(), Termination::RESIGNATION);
}

TEST(KnightmateGame, RoyalKnightCanBeCheckmated) {
    // The black royal knight on a8, checked by the queen on a1, could only jump to b6 (a rook
    // guarded by the commoner on c5) or c7 (covered by the bishop on e5).
    Game g = gameFrom(knightmateVariant(), "k7/8/1R6/2M1B3/8/8/8/Q3K3 b - - 0 1");
    EXPECT_TRUE(g.position().checkers());
    EXPECT_EQ(g.termination(), Termination::CHECKMATE);
    EXPECT_EQ(g.result(), Result::WHITE_WINS);
}

// Every ending has its own code, which reads back as it; codes are words with underscores,
// so they can stand in storage and protocols as they are.
TEST(TerminationCodes, EveryTerminationHasAUniqueCodeThatRoundTrips) {
    std::set<std::string_view> codes;
    for (int i = int(Termination::NONE); i <= int(Termination::ABORTED); ++i) {
        Termination t = Termination(i);
        std::string_view code = terminationCode(t);
        EXPECT_TRUE(codes.insert(code).second) << code;
        EXPECT_EQ(terminationFromCode(code), t) << code;
        EXPECT_FALSE(code.empty());
        for (char c : code) EXPECT_TRUE((c >= 'a' && c <= 'z') || c == '_') << code;
    }
    EXPECT_EQ(terminationCode(Termination::THREEFOLD_REPETITION), "threefold_repetition");
    EXPECT_EQ(terminationName(Termination::THREEFOLD_REPETITION), "threefold repetition");
    EXPECT_EQ(terminationFromCode("threefold repetition"), std::nullopt);
    EXPECT_EQ(terminationFromCode(""), std::nullopt);
}

} // namespace
} // namespace mudchess
