// Knightmate as Fairy-Stockfish plays it: the royal knight castles, pawns promote to Q/R/B/M.
#include "chess/movegen.hpp"
#include "chess/uci_move.hpp"
#include "render/fen_error_words.hpp"

#include <gtest/gtest.h>

namespace mudchess {
namespace {

Position fromFen(const std::string& fen) {
    FenResult r = Position::fromFen(knightmateVariant(), fen);
    EXPECT_TRUE(r.position) << fenErrorSentence(knightmateVariant(), r.error);
    return r.position ? *r.position : Position::start(knightmateVariant());
}

bool isLegal(const Position& pos, const std::string& uci) { return parseUci(pos, uci).has_value(); }

TEST(Knightmate, StartPositionUsesRoyalKnightsAndCommoners) {
    Position pos = Position::start(knightmateVariant());
    EXPECT_EQ(typeOf(pos.pieceOn(makeSquare(4, 0))), ROYAL_KNIGHT);
    EXPECT_EQ(typeOf(pos.pieceOn(makeSquare(1, 0))), COMMONER);
    EXPECT_EQ(pos.fen(), knightmateVariant().startFen);
}

TEST(Knightmate, RoyalKnightCastlesBothWaysAndTheRookJumpsOver) {
    Position pos = fromFen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    ASSERT_TRUE(isLegal(pos, "e1g1"));
    ASSERT_TRUE(isLegal(pos, "e1c1"));
    Position kingside = pos;
    kingside.play(*parseUci(pos, "e1g1"));
    EXPECT_EQ(kingside.fen(), "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1");
    Position queenside = pos;
    queenside.play(*parseUci(pos, "e1c1"));
    EXPECT_EQ(queenside.fen(), "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b kq - 1 1");
}

TEST(Knightmate, NoCastlingThroughAnAttackedSquare) {
    // The black bishop on c4 eyes f1, which the royal knight would pass.
    Position pos = fromFen("r3k2r/pppppppp/8/8/2b5/8/PPPP1PPP/R3K2R w KQkq - 0 1");
    EXPECT_FALSE(isLegal(pos, "e1g1"));
    EXPECT_TRUE(isLegal(pos, "e1c1"));
}

TEST(Knightmate, NoCastlingOutOfCheck) {
    // A black pawn on f2 checks the royal knight on e1.
    Position pos = fromFen("r3k2r/pppppppp/8/8/8/8/PPPPPpPP/R3K2R w KQkq - 0 1");
    ASSERT_TRUE(pos.checkers());
    EXPECT_FALSE(isLegal(pos, "e1g1"));
    EXPECT_FALSE(isLegal(pos, "e1c1"));
}

TEST(Knightmate, PawnsPromoteToQueenRookBishopOrCommonerButNotKnight) {
    Position pos = fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    for (const char* uci : {"a7a8q", "a7a8r", "a7a8b", "a7a8m"})
        EXPECT_TRUE(isLegal(pos, uci)) << uci;
    EXPECT_FALSE(isLegal(pos, "a7a8n"));
}

TEST(Knightmate, RoyalKnightMayNotStepOntoAnAttackedSquare) {
    // The royal knight on e1 could jump to d3, f3, c2, g2; a black rook on the 3rd rank
    // covers d3 and f3.
    Position pos = fromFen("4k3/8/8/8/8/r7/8/4K3 w - - 0 1");
    EXPECT_FALSE(isLegal(pos, "e1d3"));
    EXPECT_FALSE(isLegal(pos, "e1f3"));
    EXPECT_TRUE(isLegal(pos, "e1c2"));
    EXPECT_TRUE(isLegal(pos, "e1g2"));
}

TEST(Knightmate, CommonerIsAnOrdinaryPieceThatMayBeCaptured) {
    Position pos = fromFen("4k3/8/8/8/8/8/3m4/R3K3 w - - 0 1");
    // The commoner on d2 attacks e1 like a king, so it gives check; the rook cannot help,
    // the royal knight must jump away (it cannot reach d2).
    EXPECT_TRUE(pos.checkers());
    MoveList moves;
    generateLegal(pos, moves);
    for (Move m : moves) EXPECT_EQ(m.from(), makeSquare(4, 0)) << toUci(m);
    EXPECT_FALSE(moves.empty());
}

TEST(Knightmate, KnightLetterIsNotAPieceHere) {
    FenResult r = Position::fromFen(knightmateVariant(), "4k3/8/8/8/8/8/8/N3K3 w - - 0 1");
    EXPECT_FALSE(r.position);
    std::string error = fenErrorSentence(knightmateVariant(), r.error);
    EXPECT_NE(error.find("'N' is not a piece in Knightmate"), std::string::npos) << error;
}

} // namespace
} // namespace mudchess
