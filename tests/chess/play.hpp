// Positions and UCI move lists in tests, failing loudly at the first move that is not legal.
#pragma once

#include "chess/game.hpp"
#include "chess/uci_move.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

namespace mudchess::test {

// The position a FEN gives in `v`; a FEN that does not read fails the test, and the start stands
// in for it.
inline Position at(const Variant& v, const std::string& fen) {
    FenResult r = Position::fromFen(v, fen);
    EXPECT_TRUE(r.position) << fen;
    return r.position ? *r.position : Position::start(v);
}

inline Move uci(const Game& g, const std::string& text) {
    std::optional<Move> m = parseUci(g.position(), text);
    EXPECT_TRUE(m) << text << " is not legal in " << g.position().fen();
    return m.value_or(Move());
}

// Plays space-separated UCI moves; stops at the first that fails.
inline void playAll(Game& g, const std::string& moves) {
    std::istringstream in(moves);
    for (std::string m; in >> m;) ASSERT_TRUE(g.play(uci(g, m))) << m;
}

} // namespace mudchess::test
