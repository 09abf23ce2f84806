// A game our engine plays against itself at one level, the same every run for the same seed:
// the material of the analysis benchmarks (weak levels make the mistakes an analysis must find).
#pragma once

#include "chess/game.hpp"
#include "search/searcher.hpp"

#include <atomic>
#include <cstdint>

namespace mudchess::bench {

inline Game selfPlayGame(const Variant& variant, int plies, int level, std::uint64_t seed) {
    Game game(variant);
    search::Searcher searcher(16);
    std::atomic<bool> stop{false};
    for (int i = 0; i < plies && !game.isOver(); ++i) {
        search::Limits limits;
        limits.level = level;
        limits.nodes = 20'000;
        limits.seed = seed + std::uint64_t(i);
        search::Thought t = searcher.think(search::SearchRoot::fromGame(game), limits, stop);
        if (t.move.isNone() || !game.play(t.move)) break;
    }
    return game;
}

} // namespace mudchess::bench
