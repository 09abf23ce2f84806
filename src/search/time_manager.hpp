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
};

// `levelTime`: the level's own time per move, used when the limits give no time at all, and
// below the strongest level also the most it thinks whatever the clock or movetime allow.
TimeBudget budgetFor(const Limits& limits, Color us, std::chrono::milliseconds levelTime);

} // namespace mudchess::search
