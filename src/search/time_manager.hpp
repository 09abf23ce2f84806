// How long one search may think: a soft budget (do not start another iteration after it) and a
// hard one (stop wherever the search is). From the clock, a fixed time per move, or the level.
#pragma once

#include "search/engine.hpp"

#include <chrono>

namespace mudchess::search {

struct TimeBudget {
    // zero: no bound (depth, nodes or infinite bound the search, or nothing until cancelled)
    std::chrono::milliseconds soft{0};
    std::chrono::milliseconds hard{0};
    // On a clock the soft budget stretches and shrinks with how settled the search is (below);
    // a fixed time per move or a level's time is spent as given.
    bool adapts = false;
};

// `levelTime`: the level's own time per move, used when the limits give no time at all, and
// below the strongest level also the most it thinks whatever the clock or movetime allow.
TimeBudget budgetFor(const Limits& limits, Color us, std::chrono::milliseconds levelTime);

// The soft budget after an iteration whose best move has stood for `stableIterations` earlier
// iterations and whose score fell by `scoreDrop` centipawns: time is worth more where the
// search is still changing its mind than on a move it has long been sure of.
std::chrono::milliseconds softBudget(const TimeBudget& budget, int stableIterations, int scoreDrop);

} // namespace mudchess::search
