// Walking the positions a test checks something at: every position within a few plies of the
// perft reference positions, one after another, as the move generator reaches them.
#pragma once

#include "chess/movegen.hpp"
#include "epd.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace mudchess::test {

// Gives `visit` the position `pos` and every position within `depth` plies of it; stops at the
// first fatal failure.
template <class Visit> void walkTree(const Position& pos, int depth, Visit& visit) {
    visit(pos);
    if (depth == 0 || ::testing::Test::HasFatalFailure()) return;
    MoveList legal;
    generateLegal(pos, legal);
    for (Move m : legal) {
        Position child = pos;
        child.play(m);
        walkTree(child, depth - 1, visit);
        if (::testing::Test::HasFatalFailure()) return;
    }
}

// walkTree from each position of the reference file `file` (tests/data), in `variant`.
template <class Visit>
void walkEpdFile(const Variant& variant, const std::string& file, int depth, Visit& visit) {
    auto cases = readEpd(file);
    ASSERT_FALSE(cases.empty()) << file;
    for (const auto& c : cases) {
        FenResult parsed = Position::fromFen(variant, c.fen);
        ASSERT_TRUE(parsed.position) << c.fen;
        walkTree(*parsed.position, depth, visit);
        if (::testing::Test::HasFatalFailure()) return;
    }
}

// Gives `visit` every position of `games` games from the variant's start, each to its end or
// 300 plies, with the moves `choose(position, legal moves, random)` picks; stops at the first
// fatal failure.
template <class Visit, class Choose>
void walkRandomGames(const Variant& variant, int games, unsigned seed, Visit& visit,
                     Choose&& choose) {
    std::mt19937 random(seed);
    for (int g = 0; g < games; ++g) {
        Position pos = Position::start(variant);
        for (int ply = 0; ply < 300; ++ply) {
            visit(pos);
            if (::testing::Test::HasFatalFailure()) return;
            MoveList legal;
            generateLegal(pos, legal);
            if (legal.empty()) break;
            pos.play(choose(pos, legal, random));
        }
    }
}

} // namespace mudchess::test
