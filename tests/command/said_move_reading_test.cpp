// Moves said in plain English (and in notation), as the command grammar states them, resolved
// in real positions of all three variants: each either becomes exactly the legal move meant, or
// is refused in one sentence that names the moves it fits, the pin or check in the way, or the
// form that would fit. The position is never changed by reading.
#include "../chess/play.hpp"
#include "chess/notation.hpp"
#include "chess/uci_move.hpp"
#include "command/parser.hpp"
#include "render/move_refusal_words.hpp"

#include <gtest/gtest.h>

#include <sstream>

namespace mudchess {
namespace {

using test::at;

// The position after UCI moves from a variant's start.
Position after(const Variant& v, const std::string& moves) {
    Position p = Position::start(v);
    std::istringstream in(moves);
    for (std::string m; in >> m;) {
        std::optional<Move> move = parseUci(p, m);
        EXPECT_TRUE(move) << m << " in " << p.fen();
        if (move) p.play(*move);
    }
    return p;
}

// What the grammar and the game made of a phrase: the UCI move, or the refusal in brackets.
std::string read(const Position& pos, const std::string& text) {
    std::string before = pos.fen();
    auto line = command::parseCommand(text); // a move alone on a line
    if (const auto* error = std::get_if<command::ParseError>(&line))
        return "[" + error->message + "]";
    const command::MoveSpec& said =
        std::get<command::MakeMove>(std::get<command::Command>(line)).move;
    EXPECT_TRUE(said.stated) << text;
    if (!said.stated) return "[not stated]";
    MoveParse p = resolveMove(pos, *said.stated, said.text);
    EXPECT_EQ(pos.fen(), before) << text;
    if (p.refusal) {
        EXPECT_FALSE(p.move) << text;
        return "[" + moveRefusalSentence(pos, *p.refusal) + "]";
    }
    return p.move ? toUci(*p.move) : "[no move and no error]";
}

struct Case {
    const char* said;
    const char* expected; // a UCI move, or the refusal in brackets
};

void expectAll(const Position& pos, std::initializer_list<Case> cases) {
    for (const Case& c : cases) EXPECT_EQ(read(pos, c.said), c.expected) << c.said;
}

const Variant& chess() { return chessVariant(); }

TEST(MovePhrase, PieceToSquareInTheOpening) {
    expectAll(Position::start(chess()), {
                                            {"knight to f3", "g1f3"},
                                            {"Knight to F3", "g1f3"},
                                            {"the knight to f3", "g1f3"},
                                            {"my knight to f3", "g1f3"},
                                            {"knight f3", "g1f3"},
                                            {"knight from g1 to f3", "g1f3"},
                                            {"knight on g1 to f3", "g1f3"},
                                            {"pawn to e4", "e2e4"},
                                            {"pawn e3", "e2e3"},
                                            {"e2 to e4", "e2e4"},
                                            {"Nf3!", "g1f3"},
                                            {"Nf3 check", "g1f3"},
                                            {"e4.", "e2e4"},
                                            {"e4!?", "e2e4"},
                                            {"1. e4", "e2e4"},
                                            {"1.e4", "e2e4"},
                                            {"1. knight to f3", "g1f3"},
                                            {"knight to f3!", "g1f3"},
                                        });
}

TEST(MovePhrase, RefusesInTheOpeningWithTheReason) {
    expectAll(
        Position::start(chess()),
        {
            {"queen to h5", "[the queen on d1 cannot reach h5: the pawn on e2 is in the way]"},
            {"knight from b1 to f3", "[the knight on b1 cannot reach f3]"},
            {"knight from e2 to f3", "[the piece on e2 is a pawn, not a knight]"},
            {"knight to f9", "[\"f9\" is not a square (a1-h8)]"},
            {"commoner to b3", "[there are no commoners in Standard chess]"},
            {"capture on d5", "[there is nothing to take on d5]"},
            {"take the queen", "[none of your pieces can take a queen]"},
            {"bishop takes", "[no white bishop can take anything]"},
            {"promote to a queen", "[none of your pawns can promote now]"},
        });
}

// 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6: captures, castling.
TEST(MovePhrase, CapturesAndCastlingInTheItalian) {
    Position pos = after(chess(), "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6");
    expectAll(pos,
              {
                  {"knight takes e5", "f3e5"},
                  {"knight takes on e5", "f3e5"},
                  {"knight on f3 takes e5", "f3e5"},
                  {"knight from f3 takes e5", "f3e5"},
                  {"knight x e5", "f3e5"},
                  {"knight captures the pawn on e5", "f3e5"},
                  {"knight takes the pawn on e5", "f3e5"},
                  {"knight takes the pawn", "f3e5"},
                  {"knight takes", "f3e5"},
                  {"take e5 with the knight", "f3e5"},
                  {"take the pawn on e5 with the knight", "f3e5"},
                  {"capture on e5", "f3e5"},
                  {"bishop takes", "c4f7"},
                  {"bishop takes f7 check", "c4f7"},
                  {"Bxf7+", "c4f7"},
                  {"castle kingside", "e1g1"},
                  {"castle short", "e1g1"},
                  {"castles kingside", "e1g1"},
                  {"O-O", "e1g1"},
                  {"0-0", "e1g1"},
                  {"o-o", "e1g1"},
                  {"OO", "e1g1"},
                  {"castle on the kingside", "e1g1"},
                  {"4. O-O", "e1g1"},
                  {"castle", "[\"castle\" is almost a move: say \"castle kingside\" (O-O)]"},
                  {"castles", "[\"castles\" is almost a move: say \"castle kingside\" (O-O)]"},
                  {"castle king side", "[\"castle king side\" is almost a move: say \"castle "
                                       "kingside\" (O-O)]"},
                  {"castle queenside", "[you cannot castle queenside: the queen on d1 is in the "
                                       "way]"},
                  {"castle long", "[you cannot castle queenside: the queen on d1 is in the way]"},
                  {"knight takes the bishop on e5",
                   "[there is no black bishop on e5: the black pawn stands there]"},
                  {"take the queen", "[none of your pieces can take a queen]"},
                  {"capture on d5", "[there is nothing to take on d5]"},
                  {"knight takes f6", "[no white knight can reach f6]"},
                  {"queen to h5", "[the queen on d1 cannot reach h5: the knight on f3 is in the "
                                  "way]"},
                  {"knight takes e4", "[your own pawn stands on e4]"},
              });
}

TEST(MovePhrase, QueenToh5CheckAndMateWithTheQueen) {
    Position scholars = after(chess(), "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6");
    expectAll(scholars, {
                            {"Qxf7#", "h5f7"},
                            {"queen takes f7 checkmate", "h5f7"},
                            {"queen takes the pawn on f7", "h5f7"},
                            {"3... Nf6", "[no white knight can reach f6]"},
                        });
    Position open = after(chess(), "e2e4 e7e5");
    expectAll(open, {{"queen to h5 check", "d1h5"}, {"queen h5", "d1h5"}});
}

TEST(MovePhrase, APhraseThatFitsSeveralMovesNamesThemAndAsks) {
    Position knights = after(chess(), "d2d4 d7d5 g1f3 g8f6");
    expectAll(knights,
              {
                  {"knight to d2", "[knight to d2 fits Nbd2 and Nfd2; say which knight: from b1 or "
                                   "from f3]"},
                  {"knight from b1 to d2", "b1d2"},
                  {"Nbd2", "b1d2"},
              });
    Position pawns = after(chess(), "e2e4 d7d5 c2c4 g8f6");
    expectAll(pawns,
              {
                  {"pawn takes d5", "[pawn takes d5 fits exd5 and cxd5; say which pawn: from "
                                    "e4 or from c4]"},
                  {"e4 takes d5", "e4d5"},
                  {"pawn to e5", "e4e5"},
              });
    Position twoPieces = after(chess(), "e2e4 d7d5 b1c3 g8f6");
    expectAll(twoPieces,
              {
                  {"capture on d5", "[capture on d5 fits Nxd5 and exd5; say which: Nxd5 or exd5]"},
                  {"pawn takes d5", "e4d5"},
                  {"take d5 with the knight", "c3d5"},
                  {"take the pawn", "[take the pawn fits Nxd5 and exd5; say which: Nxd5 "
                                    "or exd5]"},
              });
}

// 1. e4 e5 2. Nc3 Bb4 3. d3: the knight on c3 is pinned to the king.
TEST(MovePhrase, APinnedPieceIsExplainedAndNotCountedAsAChoice) {
    Position pos = after(chess(), "e2e4 e7e5 b1c3 f8b4 d2d3 g8f6");
    expectAll(pos,
              {
                  {"knight to d5", "[the knight on c3 is pinned to your king by the bishop on b4]"},
                  {"knight from c3 to d5",
                   "[the knight on c3 is pinned to your king by the bishop on b4]"},
                  {"knight to e2", "g1e2"},
                  {"knight to b5", "[the knight on c3 is pinned to your king by the bishop on b4]"},
                  {"knight takes", "[no white knight can take anything]"},
              });
}

TEST(MovePhrase, PromotionSaidInWords) {
    Position one = at(chess(), "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    expectAll(one, {
                       {"e8 queen", "e7e8q"},
                       {"e8 knight", "e7e8n"},
                       {"e8=N", "e7e8n"},
                       {"e8=Q+", "e7e8q"},
                       {"pawn to e8 queen", "e7e8q"},
                       {"pawn to e8 and promote to a rook", "e7e8r"},
                       {"e8 and swap to bishop", "e7e8b"},
                       {"promote to a knight", "e7e8n"},
                       {"promote to queen", "e7e8q"},
                       {"promote to a king", "[promotion to a king is not allowed in Standard "
                                             "chess: a pawn may become a queen, rook, bishop or "
                                             "knight]"},
                       {"pawn to e8", "[a pawn reaching the last rank must choose a piece: e7e8q "
                                      "(queen), r, b or n]"},
                   });
    Position two = at(chess(), "8/3PP3/8/8/8/8/k7/4K3 w - - 0 1");
    expectAll(two, {
                       {"promote to a knight",
                        "[promote to a knight fits d8=N and e8=N; say which: d8=N or e8=N]"},
                       {"d8 knight", "d7d8n"},
                   });
}

TEST(MovePhrase, EnPassantSaidInWords) {
    Position pos = after(chess(), "e2e4 h7h6 e4e5 d7d5");
    expectAll(pos, {
                       {"pawn takes d6", "e5d6"},
                       {"pawn takes d6 en passant", "e5d6"},
                       {"capture on d6", "e5d6"},
                       {"take the pawn", "e5d6"},
                   });
}

// Knightmate: the royal piece is a knight-mover called the royal knight (also "king" and
// "knight"); the commoner moves like a king.
TEST(MovePhrase, KnightmateNamesItsOwnPieces) {
    const Variant& v = knightmateVariant();
    expectAll(Position::start(v), {
                                      {"king to f3", "e1f3"},
                                      {"knight to f3", "e1f3"},
                                      {"royal knight to f3", "e1f3"},
                                      {"the royal knight from e1 to d3", "e1d3"},
                                      {"commoner to c3", "[no white commoner can reach c3]"},
                                      {"castle kingside", "[you cannot castle kingside: the "
                                                          "bishop on f1 is in the way]"},
                                  });
    Position opened = after(v, "b2b3 e7e6");
    expectAll(opened, {{"commoner to b2", "b1b2"}, {"commoner b2", "b1b2"}});
    Position castling = at(v, "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQK2R w KQkq - 0 1");
    expectAll(castling, {{"castle kingside", "e1g1"}, {"castle short", "e1g1"}});
    Position promoting = at(v, "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    expectAll(promoting, {
                             {"promote to a commoner", "e7e8m"},
                             {"e8 commoner", "e7e8m"},
                             {"promote to a knight",
                              "[promotion to a knight is not allowed in Knightmate: a pawn may "
                              "become a queen, rook, bishop or commoner]"},
                         });
}

// Knights Chess: Black moves first, with knights on most of the back rank.
TEST(MovePhrase, KnightsChessAsksWhichKnight) {
    const Variant& v = knightsChessVariant();
    Position start = Position::start(v);
    expectAll(start, {
                         {"knight to c6", "b8c6"},
                         {"knight to b6", "[knight to b6 fits Nab6 and Ncb6; say which knight: "
                                          "from a8 or from c8]"},
                         {"knight from a8 to b6", "a8b6"},
                         {"castle kingside", "[there is no castling in Knights Chess]"},
                         {"castle", "[there is no castling in Knights Chess]"},
                         {"commoner to c6", "[there are no commoners in Knights Chess]"},
                         {"pawn to d6", "d7d6"},
                     });
    Position promoting = at(v, "1q5n/4P3/k7/8/8/8/8/N2Q3K w - - 0 1");
    expectAll(promoting, {
                             {"promote to a knight", "e7e8n"},
                             {"pawn to e8", "e7e8n"},
                             {"promote to a queen", "[promotion to a queen is not allowed in "
                                                    "Knights Chess: pawns become knights]"},
                         });
}

} // namespace
} // namespace mudchess
