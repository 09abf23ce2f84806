// Openings named by the ECO table of pgn-extract, compiled in: known openings by their moves, a
// transposition named by the position it reached, a game that left the table, and no name for a
// variant, another start, or a game without moves.
#include "chess/eco.hpp"
#include "chess/move_reading.hpp"
#include "chess/variant.hpp"

#include <gtest/gtest.h>

#include <sstream>

namespace mudchess {
namespace {

const Variant& variant(const char* key) {
    const Variant* v = findVariant(key);
    EXPECT_TRUE(v) << key;
    return v ? *v : defaultVariant();
}

// A game of `v` after blank-separated moves in SAN.
Game played(const std::string& moves, const Variant& v) {
    Game g(v);
    std::istringstream in(moves);
    for (std::string san; in >> san;) {
        MoveParse m = parseMove(g.position(), san);
        EXPECT_TRUE(m.move) << san << " is not legal in " << g.position().fen();
        if (!m.move || !g.play(*m.move)) break;
    }
    return g;
}

Game chess(const std::string& moves) { return played(moves, variant("chess")); }

std::string title(const Game& g) {
    std::optional<Opening> o = openingOf(g);
    return o ? openingTitle(*o) : "(none)";
}

TEST(Eco, TheTableIsCompiledInWhole) {
    // pgn-extract's eco.pgn holds about 2,000 lines, A00 to E99.
    EXPECT_GT(detail::ecoLines().size(), 1900u);
    EXPECT_EQ(detail::ecoLines().front().code, "A00");
    EXPECT_EQ(detail::ecoLines().back().code.front(), 'E');
}

TEST(Eco, NamesTheRuyLopez) {
    EXPECT_EQ(title(chess("e4 e5 Nf3 Nc6 Bb5")), "C60 Ruy Lopez (Spanish opening)");
    EXPECT_EQ(title(chess("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6")), "C77 Ruy Lopez, Morphy defence");
}

TEST(Eco, NamesTheSicilianNajdorf) {
    EXPECT_EQ(title(chess("e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6")), "B90 Sicilian, Najdorf");
}

TEST(Eco, NamesATranspositionByThePositionItReached) {
    // An English move order (1. c4 e6 is A13) that arrives at the Nimzo-Indian's position.
    EXPECT_EQ(title(chess("c4 e6")), "A13 English opening");
    EXPECT_EQ(title(chess("c4 e6 Nc3 Nf6 d4 Bb4")), "E20 Nimzo-Indian defence");
    EXPECT_EQ(title(chess("d4 Nf6 c4 e6 Nc3 Bb4")), "E20 Nimzo-Indian defence");
}

TEST(Eco, AGameThatLeavesTheTableKeepsItsLastName) {
    Game g = chess("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 h4 h5 Rh3 Rh6 Rg3 Rg6 Rh3 Rh6 Rg3");
    EXPECT_EQ(g.history().size(), 17u);
    EXPECT_EQ(title(g), "C77 Ruy Lopez, Morphy defence");
}

TEST(Eco, NamesNothingOutsideStandardChessFromTheStart) {
    EXPECT_EQ(title(chess("e4 e5")), "C20 King's pawn game");
    EXPECT_EQ(title(played("e4 e5", variant("knightmate"))), "(none)");
    EXPECT_EQ(title(chess("")), "(none)");
    FenResult other = Position::fromFen(variant("chess"),
                                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
    ASSERT_TRUE(other.position);
    Game g(*other.position);
    MoveParse m = parseMove(g.position(), "e5");
    ASSERT_TRUE(m.move);
    g.play(*m.move);
    EXPECT_EQ(title(g), "(none)");
}

} // namespace
} // namespace mudchess
