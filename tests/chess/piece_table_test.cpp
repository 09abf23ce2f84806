// The piece table: every letter, name and figurine comes back to the piece it names, and each
// variant's pieces are the ones its rules and start position use.
#include "chess/piece_table.hpp"

#include "chess/position.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

using namespace mudchess;

namespace {

constexpr PieceType ALL_TYPES[] = {PAWN, KNIGHT, BISHOP, ROOK, QUEEN, COMMONER, KING, ROYAL_KNIGHT};

} // namespace

TEST(PieceTable, TheTableIsIndexedByPieceType) {
    for (std::size_t i = 0; i < PIECE_TABLE.size(); ++i)
        EXPECT_EQ(PIECE_TABLE[i].type, PieceType(i));
}

TEST(PieceTable, EveryLetterRoundTripsInBothCases) {
    for (PieceType t : ALL_TYPES) {
        PieceType royal = t == ROYAL_KNIGHT ? ROYAL_KNIGHT : KING;
        for (Color c : {WHITE, BLACK}) {
            char letter = pieceLetter(makePiece(c, t));
            EXPECT_EQ(pieceTypeOfLetter(letter, royal), t) << letter;
        }
        EXPECT_EQ(pieceLetter(makePiece(WHITE, t)), sanLetter(t));
        EXPECT_EQ(pieceLetter(makePiece(BLACK, t)), lowerLetter(sanLetter(t)));
    }
    EXPECT_EQ(pieceTypeOfLetter('x', KING), std::nullopt);
    EXPECT_EQ(pieceTypeOfLetter(' ', KING), std::nullopt);
}

TEST(PieceTable, LettersNamesAndFigurinesAreTheUsualOnes) {
    EXPECT_EQ(pieceName(KNIGHT), "knight");
    EXPECT_EQ(piecePlural(ROYAL_KNIGHT), "royal knights");
    EXPECT_EQ(pieceName(NO_PIECE_TYPE), "piece");
    EXPECT_EQ(sanLetter(COMMONER), 'M');
    EXPECT_EQ(sanLetter(ROYAL_KNIGHT), 'K');
    EXPECT_EQ(pieceFigurine(makePiece(WHITE, QUEEN)), "♕");
    EXPECT_EQ(pieceFigurine(makePiece(BLACK, ROYAL_KNIGHT)), "♚");
    EXPECT_EQ(pieceFigurine(makePiece(WHITE, COMMONER)), "M"); // Unicode has none
    EXPECT_EQ(pieceFigurine(makePiece(BLACK, COMMONER)), "m");
}

TEST(PieceTable, NamesAndFigurinesAreUniqueExceptTheRoyalFigurine) {
    std::set<std::string_view> names, plurals, figurines;
    for (PieceType t : ALL_TYPES) {
        EXPECT_TRUE(names.insert(pieceName(t)).second) << pieceName(t);
        EXPECT_TRUE(plurals.insert(piecePlural(t)).second) << piecePlural(t);
        if (t == ROYAL_KNIGHT) continue; // drawn as the king
        for (Color c : {WHITE, BLACK}) {
            EXPECT_TRUE(figurines.insert(pieceFigurine(makePiece(c, t))).second) << int(t);
        }
    }
}

TEST(PieceTable, TheArmyOrderIsRoyalsThenStrongestFirst) {
    std::vector<PieceType> order(ARMY_ORDER.begin(), ARMY_ORDER.end());
    EXPECT_EQ(order, (std::vector<PieceType>{KING, ROYAL_KNIGHT, QUEEN, ROOK, BISHOP, KNIGHT,
                                             COMMONER, PAWN}));
}

// Each variant's pieces, by name; every piece of its start position is among them (a set-up
// position may hold more: Knights Chess allows rooks and bishops).
TEST(PieceTable, EachVariantHasThePiecesOfItsStartPosition) {
    auto names = [](const Variant& v) {
        std::string out;
        for (PieceType t : ARMY_ORDER)
            if (v.hasPiece(t))
                out += std::string(out.empty() ? "" : ", ") + std::string(pieceName(t));
        return out;
    };
    EXPECT_EQ(names(chessVariant()), "king, queen, rook, bishop, knight, pawn");
    EXPECT_EQ(names(knightmateVariant()), "royal knight, queen, rook, bishop, commoner, pawn");
    EXPECT_EQ(names(knightsChessVariant()), "king, queen, rook, bishop, knight, pawn");
    for (const Variant* v : allVariants()) {
        Position start = Position::start(*v);
        for (PieceType t : ALL_TYPES) {
            if (start.pieces(WHITE, t)) {
                EXPECT_TRUE(v->hasPiece(t)) << v->key << " " << pieceName(t);
            }
        }
    }
}
