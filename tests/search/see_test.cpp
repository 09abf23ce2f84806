// Static exchange evaluation on exchanges whose outcome a player can count by hand.
#include "chess/uci_move.hpp"
#include "search/evaluate.hpp"
#include "search/see.hpp"

#include <gtest/gtest.h>

namespace mudchess::search {
namespace {

int exchange(const Variant& v, const std::string& fen, const std::string& uci) {
    FenResult parsed = Position::fromFen(v, fen);
    EXPECT_TRUE(parsed.position) << fen;
    std::optional<Move> m = parseUci(*parsed.position, uci);
    EXPECT_TRUE(m) << uci << " in " << fen;
    return staticExchange(*parsed.position, *m);
}

TEST(StaticExchange, AnUndefendedPieceIsWonWhole) {
    EXPECT_EQ(exchange(chessVariant(), "4k3/8/8/3r4/8/8/8/3RK3 w - - 0 1", "d1d5"),
              pieceValue(ROOK));
}

TEST(StaticExchange, AQueenTakingADefendedPawnLosesTheQueenForIt) {
    EXPECT_EQ(exchange(chessVariant(), "4k3/8/4p3/3p4/8/8/8/3QK3 w - - 0 1", "d1d5"),
              pieceValue(PAWN) - pieceValue(QUEEN));
}

TEST(StaticExchange, PawnTakesDefendedKnightStillWins) {
    EXPECT_EQ(exchange(chessVariant(), "4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"),
              pieceValue(KNIGHT) - pieceValue(PAWN));
}

// Rooks doubled on a file: the one behind joins in once the front one has gone (an x-ray).
TEST(StaticExchange, APieceBehindJoinsTheExchange) {
    // d5 pawn defended by one rook; two white rooks attack it: white wins a pawn.
    EXPECT_EQ(exchange(chessVariant(), "3r2k1/8/8/3p4/8/8/3R4/3R2K1 w - - 0 1", "d2d5"),
              pieceValue(PAWN));
}

// The king may recapture only when nothing can take it back.
TEST(StaticExchange, TheKingDoesNotRecaptureIntoAnAttack) {
    // Rook takes a pawn next to the black king, guarded by the bishop: the king cannot take.
    EXPECT_EQ(exchange(chessVariant(), "8/8/8/4k3/3p4/8/1B6/3RK3 w - - 0 1", "d1d4"),
              pieceValue(PAWN));
    // Without the bishop the king wins the rook for the pawn.
    EXPECT_EQ(exchange(chessVariant(), "8/8/8/4k3/3p4/8/8/3RK3 w - - 0 1", "d1d4"),
              pieceValue(PAWN) - pieceValue(ROOK));
}

// Knightmate: the royal knight is the king that must not be exposed.
TEST(StaticExchange, KnightmateRoyalKnightRecapturesOnlyWhenSafe) {
    // White commoner on e3 takes the pawn on d4; the black royal knight on b5 could take back.
    EXPECT_EQ(exchange(knightmateVariant(), "8/8/8/1k6/3p4/4M3/8/4K3 w - - 0 1", "e3d4"),
              pieceValue(PAWN) - pieceValue(COMMONER));
}

} // namespace
} // namespace mudchess::search
