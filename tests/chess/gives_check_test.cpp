// Position::givesCheck works out whether a move checks without playing it; the search asks it
// of every move before deciding whether to play the move at all. It must say exactly what the
// position after the move says (checkers, and check not suspended), for every legal move: over
// the perft reference positions of each variant to two plies and random games to their ends,
// which between them give direct checks, discovered checks, checks by promotion, castling and
// en passant, Knightmate's royal knight and Knights Chess's suspended check.
#include "chess/movegen.hpp"
#include "chess/uci_move.hpp"
#include "walk.hpp"

#include <gtest/gtest.h>

#include <random>

namespace mudchess {
namespace {

bool checkedAfter(const Position& pos, Move m) {
    Position after = pos;
    after.play(m);
    return after.inCheck();
}

struct Checker {
    int checks = 0;
    int discovered = 0; // checks where the moved piece is not one of the checkers

    void operator()(const Position& pos) {
        MoveList legal;
        generateLegal(pos, legal);
        for (Move m : legal) {
            bool expected = checkedAfter(pos, m);
            ASSERT_EQ(pos.givesCheck(m), expected) << pos.fen() << " " << toUci(m);
            if (!expected) continue;
            ++checks;
            Position after = pos;
            after.play(m);
            if (m.kind() != MoveKind::PASS && !(after.checkers() & squareBB(m.to()))) ++discovered;
        }
    }
};

void walkFile(const Variant& variant, const std::string& file) {
    Checker checker;
    test::walkEpdFile(variant, file, 2, checker);
    if (::testing::Test::HasFatalFailure()) return;
    EXPECT_GT(checker.checks, 100) << file;
    EXPECT_GT(checker.discovered, 0) << file;
}

TEST(GivesCheck, AgreesWithPlayingTheMoveOverStandardPerftPositions) {
    walkFile(chessVariant(), "standard-public.epd");
}
TEST(GivesCheck, AgreesWithPlayingTheMoveOverKnightmatePerftPositions) {
    walkFile(knightmateVariant(), "knightmate-public.epd");
}
TEST(GivesCheck, AgreesWithPlayingTheMoveOverKnightsChessPerftPositions) {
    walkFile(knightsChessVariant(), "knightschess-public.epd");
}

// Random games from the start to their ends: the checks of the middle game and the endgame,
// and in Knights Chess the moment check begins to exist.
TEST(GivesCheck, AgreesWithPlayingTheMoveInRandomGamesOfEveryVariant) {
    for (const Variant* v : allVariants()) {
        SCOPED_TRACE(std::string(v->key));
        Checker checker;
        test::walkRandomGames(*v, 40, 20261127, checker,
                              [](const Position&, const MoveList& legal, std::mt19937& random) {
                                  return legal[int(random() % unsigned(legal.size()))];
                              });
        if (::testing::Test::HasFatalFailure()) return;
        EXPECT_GT(checker.checks, 200);
    }
}

} // namespace
} // namespace mudchess
