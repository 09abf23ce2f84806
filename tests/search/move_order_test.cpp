// The order the search tries moves in, as a player could check it by hand: the table's move,
// captures that win material, the killers, quiet moves by what their histories learned, and
// captures that lose material last; every legal move exactly once.
#include "chess/uci_move.hpp"
#include "search/move_order.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace mudchess::search {
namespace {

// White to move: d4xe5 wins a knight for a pawn, Qd1xa4 loses the queen to b5xa4.
const char* const FEN = "4k3/8/3p4/1p2n3/p2P4/8/8/3QK3 w - - 0 1";

struct Picked {
    std::vector<std::string> moves;
    std::vector<int> quietScores;
};

class MoveOrder : public ::testing::Test {
  protected:
    MoveOrder() : pos_(*Position::fromFen(chessVariant(), FEN).position) {}

    Move move(const std::string& uci) {
        std::optional<Move> m = parseUci(pos_, uci);
        EXPECT_TRUE(m) << uci;
        return m.value_or(Move());
    }

    static Square sq(const char* name) { return *parseSquare(name); }

    Picked pickAll(Move ttMove) {
        MoveList moves;
        generateLegal(pos_, moves);
        MovePicker picker(pos_, moves, ttMove, history_, 0);
        Picked picked;
        for (Move m = picker.next(); !m.isNone(); m = picker.next()) {
            picked.moves.push_back(toUci(m));
            picked.quietScores.push_back(picker.lastQuietScore());
        }
        return picked;
    }

    Position pos_;
    SearchHistory history_;
};

TEST_F(MoveOrder, TableMoveThenWinningCaptureThenKillerThenHistoryAndLosingCaptureLast) {
    history_.killers[0][0] = move("d1d3");
    history_.history[WHITE][sq("d1")][sq("g4")] = 1000;
    history_.history[WHITE][sq("d1")][sq("h5")] = 500;
    history_.history[WHITE][sq("e1")][sq("f2")] =
        300; // the table's move, which comes first regardless

    Picked picked = pickAll(move("e1f2"));
    const std::vector<std::string>& order = picked.moves;
    ASSERT_GE(order.size(), 6u);
    EXPECT_EQ(order[0], "e1f2");
    EXPECT_EQ(order[1], "d4e5");
    EXPECT_EQ(order[2], "d1d3");
    EXPECT_EQ(order[3], "d1g4");
    EXPECT_EQ(order[4], "d1h5");
    EXPECT_EQ(order.back(), "d1a4");

    MoveList legal;
    generateLegal(pos_, legal);
    EXPECT_EQ(order.size(), std::size_t(legal.size()));
    std::vector<std::string> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(std::adjacent_find(sorted.begin(), sorted.end()), sorted.end()) << "a move twice";

    // The reductions read a quiet move's histories whatever ranked it; captures have none.
    EXPECT_EQ(picked.quietScores[0], 300);
    EXPECT_EQ(picked.quietScores[1], 0);
    EXPECT_EQ(picked.quietScores[3], 1000);
    EXPECT_EQ(picked.quietScores[4], 500);
}

TEST_F(MoveOrder, WithoutATableMoveTheWinningCaptureComesFirst) {
    Picked picked = pickAll(Move());
    ASSERT_FALSE(picked.moves.empty());
    EXPECT_EQ(picked.moves.front(), "d4e5");
    EXPECT_EQ(picked.moves.back(), "d1a4");
}

} // namespace
} // namespace mudchess::search
