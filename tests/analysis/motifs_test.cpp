// Each detector on a position where its motif holds and on a near one where it must not be
// named: a detector that says too much is worse than one that says nothing.
#include "analysis/motifs.hpp"

#include "chess/uci_move.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

namespace mudchess::analysis {
namespace {

Position at(const Variant& variant, const std::string& fen) {
    FenResult r = Position::fromFen(variant, fen);
    EXPECT_TRUE(r.position) << fen;
    return r.position ? *r.position : Position::start(variant);
}

Position chess(const std::string& fen) { return at(chessVariant(), fen); }

Square sq(const std::string& name) { return parseSquare(name).value_or(SQ_NONE); }

// The moves of a UCI line from `pos`, read as legal moves while they are; a move that is not
// legal is kept as a bare from-to move (and so is every one after it), for readLine to refuse.
std::vector<Move> line(Position pos, const std::string& text) {
    std::vector<Move> moves;
    std::istringstream in(text);
    bool legalSoFar = true;
    for (std::string word; in >> word;) {
        std::optional<Move> m = legalSoFar ? parseUci(pos, word) : std::nullopt;
        if (!m) {
            legalSoFar = false;
            moves.push_back(Move(sq(word.substr(0, 2)), sq(word.substr(2, 2))));
            continue;
        }
        moves.push_back(*m);
        pos.play(*m);
    }
    return moves;
}

Tactic read(const Position& pos, const std::string& text) { return readLine(pos, line(pos, text)); }

TEST(Motifs, RookTakesAnUndefendedKnightIsAHangingPiece) {
    Position pos = chess("6k1/5ppp/8/3n4/8/8/5PPP/3R2K1 w - - 0 1");
    Tactic t = read(pos, "d1d5 g8f8");
    EXPECT_EQ(t.motif, Motif::HANGING_PIECE);
    EXPECT_EQ(t.piece, ROOK);
    EXPECT_EQ(t.square, sq("d5"));
    EXPECT_EQ(t.targets, std::vector<PieceType>{KNIGHT});
    EXPECT_EQ(t.targetSquares, std::vector<Square>{sq("d5")});
    EXPECT_EQ(t.won, KNIGHT);
    EXPECT_EQ(t.material, pieceInfo(KNIGHT).value);
    EXPECT_EQ(t.mateIn, 0);
    EXPECT_EQ(t.plies, 2u);
}

TEST(Motifs, PawnTakesADefendedKnightWinsButNothingHung) {
    // exd5 exd5: the knight was worth more than the pawn, but a pawn defended it.
    Position pos = chess("6k1/5ppp/4p3/3n4/4P3/8/5PPP/6K1 w - - 0 1");
    Tactic t = read(pos, "e4d5 e6d5");
    EXPECT_EQ(t.motif, Motif::NONE);
    EXPECT_EQ(t.material, pieceInfo(KNIGHT).value - pieceInfo(PAWN).value);
    EXPECT_EQ(t.won, KNIGHT);
}

TEST(Motifs, ALineThatLosesMaterialIsNamedNothing) {
    // Rxd5 exd5: the knight was defended and the rook is lost for it.
    Position pos = chess("6k1/5ppp/4p3/3n4/8/8/5PPP/3R2K1 w - - 0 1");
    Tactic t = read(pos, "d1d5 e6d5");
    EXPECT_EQ(t.motif, Motif::NONE);
    EXPECT_EQ(t.material, pieceInfo(KNIGHT).value - pieceInfo(ROOK).value);
    EXPECT_EQ(t.won, NO_PIECE_TYPE);
    EXPECT_TRUE(t.targets.empty());
}

TEST(Motifs, KnightCheckForkingKingAndRookIsAFork) {
    Position pos = chess("r3k3/8/8/1N6/8/8/8/6K1 w - - 0 1");
    Tactic t = read(pos, "b5c7 e8d7 c7a8");
    EXPECT_EQ(t.motif, Motif::FORK);
    EXPECT_EQ(t.piece, KNIGHT);
    EXPECT_EQ(t.square, sq("c7"));
    EXPECT_EQ(t.targets, (std::vector<PieceType>{KING, ROOK}));
    EXPECT_EQ(t.targetSquares, (std::vector<Square>{sq("e8"), sq("a8")}));
    EXPECT_EQ(t.won, ROOK);
    EXPECT_EQ(t.material, pieceInfo(ROOK).value);
    EXPECT_EQ(t.plies, 3u);
}

TEST(Motifs, KnightAttackingTwoDefendedKnightsIsNoFork) {
    // Nd4 attacks the knights on c6 and e6, both held by the d7 pawn and no stronger than it;
    // what the line wins is a rook left on h4 later.
    Position pos = chess("6k1/3p4/2n1n3/8/7r/1N6/8/6KQ w - - 0 1");
    Tactic t = read(pos, "b3d4 g8g7 h1h4");
    EXPECT_EQ(t.motif, Motif::NONE);
    EXPECT_EQ(t.material, pieceInfo(ROOK).value);
    EXPECT_EQ(t.won, ROOK);
}

TEST(Motifs, BishopForksTheRoyalKnightInKnightmate) {
    // Knightmate's royal piece is the royal knight: found by the rules, not as a king.
    Position pos = at(knightmateVariant(), "r3k3/8/8/8/8/5B2/8/4K3 w - - 0 1");
    Tactic t = read(pos, "f3c6 e8g7 c6a8");
    EXPECT_EQ(t.motif, Motif::FORK);
    EXPECT_EQ(t.piece, BISHOP);
    EXPECT_EQ(t.square, sq("c6"));
    EXPECT_EQ(t.targets, (std::vector<PieceType>{ROYAL_KNIGHT, ROOK}));
    EXPECT_EQ(t.targetSquares, (std::vector<Square>{sq("e8"), sq("a8")}));
    EXPECT_EQ(t.won, ROOK);
    EXPECT_EQ(t.material, pieceInfo(ROOK).value);
}

TEST(Motifs, BishopPinningAKnightToTheKingWinsItIsAPin) {
    // Bb5 pins the c6 knight to the king; d5 and dxc6 take it.
    Position pos = chess("4k3/p6p/2n5/8/3P4/8/8/4KB2 w - - 0 1");
    Tactic t = read(pos, "f1b5 h7h6 d4d5 h6h5 d5c6");
    EXPECT_EQ(t.motif, Motif::PIN);
    EXPECT_EQ(t.piece, BISHOP);
    EXPECT_EQ(t.square, sq("b5"));
    EXPECT_EQ(t.targets, (std::vector<PieceType>{KING, KNIGHT}));
    EXPECT_EQ(t.targetSquares, (std::vector<Square>{sq("e8"), sq("c6")}));
    EXPECT_EQ(t.won, KNIGHT);
    EXPECT_EQ(t.material, pieceInfo(KNIGHT).value);
}

TEST(Motifs, RookInFrontOfAKnightIsNotPinned) {
    // The same play against a rook standing before a knight: the rook was free to go.
    Position pos = chess("4n1k1/p6p/2r5/8/3P4/8/8/4KB2 w - - 0 1");
    Tactic t = read(pos, "f1b5 h7h6 d4d5 h6h5 d5c6");
    EXPECT_EQ(t.motif, Motif::NONE);
    EXPECT_EQ(t.material, pieceInfo(ROOK).value);
    EXPECT_EQ(t.won, ROOK);
}

TEST(Motifs, RookCheckThroughTheKingToTheQueenIsASkewer) {
    Position pos = chess("4q3/8/8/4k3/8/8/8/K6R w - - 0 1");
    Tactic t = read(pos, "h1e1 e5d6 e1e8");
    EXPECT_EQ(t.motif, Motif::SKEWER);
    EXPECT_EQ(t.piece, ROOK);
    EXPECT_EQ(t.square, sq("e1"));
    EXPECT_EQ(t.targets, (std::vector<PieceType>{KING, QUEEN}));
    EXPECT_EQ(t.targetSquares, (std::vector<Square>{sq("e5"), sq("e8")}));
    EXPECT_EQ(t.won, QUEEN);
    EXPECT_EQ(t.material, pieceInfo(QUEEN).value);
}

TEST(Motifs, AWeakerPieceInFrontMakesNoSkewer) {
    // Re1 attacks a knight with the queen behind; the knight steps away and the queen falls,
    // but the knight was the weaker piece: that is no skewer.
    Position pos = chess("1k2q3/8/8/4n3/8/8/8/K6R w - - 0 1");
    Tactic t = read(pos, "h1e1 e5c4 e1e8");
    EXPECT_EQ(t.motif, Motif::NONE);
    EXPECT_EQ(t.won, QUEEN);
    EXPECT_EQ(t.material, pieceInfo(QUEEN).value);
}

TEST(Motifs, BishopCheckUncoveringTheRookOnTheQueenIsADiscoveredAttack) {
    Position pos = chess("2k1q3/8/8/8/4B3/8/8/4R1K1 w - - 0 1");
    Tactic t = read(pos, "e4f5 c8b8 e1e8");
    EXPECT_EQ(t.motif, Motif::DISCOVERED_ATTACK);
    EXPECT_EQ(t.piece, ROOK);
    EXPECT_EQ(t.square, sq("e1"));
    EXPECT_EQ(t.targets, std::vector<PieceType>{QUEEN});
    EXPECT_EQ(t.targetSquares, std::vector<Square>{sq("e8")});
    EXPECT_EQ(t.won, QUEEN);
    EXPECT_EQ(t.material, pieceInfo(QUEEN).value);
}

TEST(Motifs, UncoveringARookOnAKnightIsNoDiscoveredAttack) {
    // The same play against a knight: no piece worth more than the rook was uncovered.
    Position pos = chess("2k1n3/8/8/8/4B3/8/8/4R1K1 w - - 0 1");
    Tactic t = read(pos, "e4f5 c8b8 e1e8");
    EXPECT_EQ(t.motif, Motif::NONE);
    EXPECT_EQ(t.won, KNIGHT);
    EXPECT_EQ(t.material, pieceInfo(KNIGHT).value);
}

TEST(Motifs, BishopWithNoSafeSquareIsATrappedPiece) {
    // g4 attacks the h5 bishop, which has only g4 to take, defended by h3.
    Position pos = chess("4k3/p7/6p1/7b/8/7P/6P1/4K3 w - - 0 1");
    Tactic t = read(pos, "g2g4 a7a6 g4h5 g6h5");
    EXPECT_EQ(t.motif, Motif::TRAPPED_PIECE);
    EXPECT_EQ(t.piece, PAWN);
    EXPECT_EQ(t.square, sq("g4"));
    EXPECT_EQ(t.targets, std::vector<PieceType>{BISHOP});
    EXPECT_EQ(t.targetSquares, std::vector<Square>{sq("h5")});
    EXPECT_EQ(t.won, BISHOP);
    EXPECT_EQ(t.material, pieceInfo(BISHOP).value - pieceInfo(PAWN).value);
}

TEST(Motifs, BishopThatCouldRetreatWasNotTrapped) {
    // Without the g6 pawn the bishop had g6 to go to; Black simply left it.
    Position pos = chess("4k3/p7/8/7b/8/7P/6P1/4K3 w - - 0 1");
    Tactic t = read(pos, "g2g4 a7a6 g4h5");
    EXPECT_EQ(t.motif, Motif::NONE);
    EXPECT_EQ(t.won, BISHOP);
    EXPECT_EQ(t.material, pieceInfo(BISHOP).value);
}

TEST(Motifs, RookMateBehindThreePawnsIsABackRankMate) {
    Position pos = chess("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    Tactic t = read(pos, "a1a8");
    EXPECT_EQ(t.motif, Motif::BACK_RANK_MATE);
    EXPECT_EQ(t.piece, ROOK);
    EXPECT_EQ(t.square, sq("a8"));
    EXPECT_EQ(t.targets, std::vector<PieceType>{KING});
    EXPECT_EQ(t.targetSquares, std::vector<Square>{sq("g8")});
    EXPECT_EQ(t.mateIn, 1);
    EXPECT_EQ(t.material, 0);
}

TEST(Motifs, MateOnTheBackRankWithAnEscapeCoveredIsAPlainMate) {
    // h7 is empty and the d3 bishop covers it: the king is not walled in by its own pawns.
    Position pos = chess("6k1/5pp1/8/8/8/3B4/5PPP/R5K1 w - - 0 1");
    Tactic t = read(pos, "a1a8");
    EXPECT_EQ(t.motif, Motif::MATE);
    EXPECT_EQ(t.piece, ROOK);
    EXPECT_EQ(t.mateIn, 1);
}

TEST(Motifs, MateInTwoCountsFullMoves) {
    Position pos = chess("7k/6pp/8/8/8/8/5PPP/RR4K1 w - - 0 1");
    Tactic t = read(pos, "a1a7 h8g8 b1b8");
    EXPECT_EQ(t.motif, Motif::MATE);
    EXPECT_EQ(t.piece, ROOK);
    EXPECT_EQ(t.square, sq("b8"));
    EXPECT_EQ(t.mateIn, 2);
    EXPECT_EQ(t.plies, 3u);
}

TEST(Motifs, ALineEndingInOurOwnMateIsNamedNothing) {
    // Rxd5 takes a queen nothing defended, but Ra1+ mates: no motif, whatever was won.
    Position pos = chess("r5k1/5ppp/8/3q4/8/8/5PPP/3R2K1 w - - 0 1");
    Tactic t = read(pos, "d1d5 a8a1 d5d1 a1d1");
    EXPECT_EQ(t.plies, 4u);
    EXPECT_EQ(t.material, pieceInfo(QUEEN).value - pieceInfo(ROOK).value);
    EXPECT_EQ(t.motif, Motif::NONE);
    EXPECT_EQ(t.mateIn, 0);
}

TEST(Motifs, ReadingStopsAtTheFirstIllegalMove) {
    Position pos = chess("6k1/5ppp/8/3n4/8/8/5PPP/3R2K1 w - - 0 1");
    Tactic t = read(pos, "d1d5 g8g6 d5d8");
    EXPECT_EQ(t.plies, 1u);
    EXPECT_EQ(t.motif, Motif::HANGING_PIECE);
    EXPECT_EQ(t.material, pieceInfo(KNIGHT).value);
}

TEST(Motifs, AnIllegalFirstMoveReadsNothing) {
    Position pos = chess("6k1/5ppp/8/3n4/8/8/5PPP/3R2K1 w - - 0 1");
    Tactic t = read(pos, "d1d6");
    EXPECT_EQ(t.plies, 0u);
    EXPECT_EQ(t.motif, Motif::NONE);
    EXPECT_EQ(t.material, 0);
}

TEST(Motifs, QueensTradedAreNotWon) {
    // Qxd8+ Rxd8 Rxb7: the queens went off, the rook is what was won.
    Position pos = chess("r2q2k1/1r3ppp/8/8/8/8/5PPP/1R1Q2K1 w - - 0 1");
    Tactic t = read(pos, "d1d8 a8d8 b1b7");
    EXPECT_EQ(t.won, ROOK);
    EXPECT_EQ(t.material, pieceInfo(ROOK).value);
    EXPECT_EQ(t.motif, Motif::NONE);
}

TEST(Motifs, APromotionCountsAsMaterialButWinsNoPiece) {
    Position pos = chess("7k/P7/8/8/8/8/8/K7 w - - 0 1");
    Tactic t = read(pos, "a7a8q h8g7");
    EXPECT_EQ(t.material, pieceInfo(QUEEN).value - pieceInfo(PAWN).value);
    EXPECT_EQ(t.won, NO_PIECE_TYPE);
    EXPECT_EQ(t.motif, Motif::NONE);
}

} // namespace
} // namespace mudchess::analysis
