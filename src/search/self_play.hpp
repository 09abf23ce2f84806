// A game our engine plays against itself at one level, the same every run for the same seed:
// the material of the analysis benchmarks and of the starter puzzles (weak levels make the
// mistakes an analysis must find and a puzzle is cut from).
#pragma once

#include "chess/game.hpp"
#include "search/searcher.hpp"

#include <atomic>
#include <cstdint>
#include <random>

namespace mudchess::search {

// `nodes` a move, at most `plies` moves. With `randomShare` above 0, that share of the moves
// after the first ten plies is any legal move instead, chosen by the seed: a blunder now and
// then, which is what puzzles are cut from.
inline Game selfPlayGame(const Variant& variant, int plies, int level, std::uint64_t seed,
                         std::uint64_t nodes = 20'000, double randomShare = 0) {
    Game game(variant);
    Searcher searcher(16);
    std::atomic<bool> stop{false};
    std::mt19937_64 random(seed);
    for (int i = 0; i < plies && !game.isOver(); ++i) {
        const MoveList& legal = game.legalMoves();
        if (i >= 10 && randomShare > 0 && !legal.empty() &&
            std::uniform_real_distribution<double>(0, 1)(random) < randomShare) {
            game.play(legal[int(random() % std::uint64_t(legal.size()))]);
            continue;
        }
        Limits limits;
        limits.level = level;
        limits.nodes = nodes;
        limits.seed = seed + std::uint64_t(i);
        Thought t = searcher.think(SearchRoot::fromGame(game), limits, stop);
        if (t.move.isNone() || !game.play(t.move)) break;
    }
    return game;
}

} // namespace mudchess::search
