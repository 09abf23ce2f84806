// The position and moves in words, as a screen reader speaks them.
#include "render/spoken.hpp"

#include "../chess/play.hpp"

#include <gtest/gtest.h>

namespace mudchess {
namespace {

TEST(Spoken, DescribeGroupsEachSidesPiecesThenSaysWhoseMove) {
    Game g(chessVariant());
    EXPECT_EQ(describePosition(g),
              "White: king e1, queen d1, rooks a1 and h1, bishops c1 and f1, knights b1 and g1, "
              "pawns a2, b2, c2, d2, e2, f2, g2 and h2. Black: king e8, queen d8, rooks a8 and h8, "
              "bishops c8 and f8, knights b8 and g8, pawns a7, b7, c7, d7, e7, f7, g7 and h7. "
              "White to move.");
    test::playAll(g, "e2e4 d7d5 e4d5 d8d5 b1c3 d5e5");
    EXPECT_TRUE(describePosition(g).ends_with("queen e5, rooks a8 and h8, bishops c8 and f8, "
                                              "knights b8 and g8, pawns a7, b7, c7, e7, f7, g7 "
                                              "and h7. White to move, in check."))
        << describePosition(g);
}

TEST(Spoken, DescribeEndsWithTheResult) {
    Game g(chessVariant());
    test::playAll(g, "f2f3 e7e5 g2g4 d8h4");
    EXPECT_TRUE(describePosition(g).ends_with("Black wins by checkmate (0–1)."))
        << describePosition(g);
}

TEST(Spoken, ReadingARankOrAFileCountsTheEmptySquares) {
    Game g(chessVariant());
    test::playAll(g, "e2e4");
    EXPECT_EQ(readRank(g.position(), 3), "Rank 4, a to h: 4 empty, e4 white pawn, 3 empty.");
    EXPECT_EQ(readRank(g.position(), 4), "Rank 5, a to h: 8 empty.");
    EXPECT_EQ(readFile(g.position(), 4),
              "File e, 1 to 8: e1 white king, 2 empty, e4 white pawn, 2 empty, e7 black pawn, e8 "
              "black king.");
}

TEST(Spoken, WhereArePiecesAnswersForOneSideOrBoth) {
    Game g(chessVariant());
    EXPECT_EQ(wherePieces(g.position(), WHITE, KNIGHT), "White knights: b1 and g1.");
    EXPECT_EQ(wherePieces(g.position(), BLACK, KING), "Black king: e8.");
    EXPECT_EQ(wherePieces(g.position(), std::nullopt, QUEEN), "White queen: d1. Black queen: d8.");
    EXPECT_EQ(wherePieces(g.position(), WHITE, COMMONER), "White has no commoners.");
}

TEST(Spoken, TheKingInKnightmateIsTheRoyalKnight) {
    Game g(knightmateVariant());
    EXPECT_EQ(wherePieces(g.position(), WHITE, KING), "White royal knight: e1.");
    EXPECT_EQ(wherePieces(g.position(), BLACK, COMMONER), "Black commoners: b8 and g8.");
}

struct Spoken {
    const char* before; // UCI moves leading to the position
    const char* move;
    const char* words;
};

TEST(Spoken, MovesAsSentences) {
    const Spoken table[] = {
        {"", "g1f3", "White knight g1 to f3"},
        {"e2e4 d7d5", "e4d5", "White pawn e4 takes pawn d5"},
        {"e2e4 d7d5 e4d5 d8d5 b1c3", "d5e5", "Black queen d5 to e5, check"},
        {"f2f3 e7e5 g2g4", "d8h4", "Black queen d8 to h4, checkmate"},
        {"e2e4 e7e5 g1f3 b8c6 f1c4 g8f6", "e1g1", "White castles king side"},
        {"e2e4 a7a6 e4e5 d7d5", "e5d6", "White pawn e5 takes d6 en passant"},
        {"h2h4 g7g5 h4g5 h7h6 g5h6 a7a6 h6h7 a6a5", "h7g8q",
         "White pawn h7 takes knight g8 and becomes a queen"},
    };
    for (const Spoken& row : table) {
        SCOPED_TRACE(row.move);
        Game g(chessVariant());
        test::playAll(g, row.before);
        EXPECT_EQ(moveInWords(g.position(), test::uci(g, row.move)), row.words);
    }
}

} // namespace
} // namespace mudchess
