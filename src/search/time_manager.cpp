#include "search/time_manager.hpp"

#include <algorithm>

namespace mudchess::search {

namespace {
using std::chrono::milliseconds;

// Kept back from the clock for the answer to travel (pipes, a GUI, a loaded machine).
constexpr milliseconds MOVE_OVERHEAD{30};
// Sudden death: plan as if this many moves were still to come.
constexpr int EXPECTED_MOVES_LEFT = 30;
} // namespace

TimeBudget budgetFor(const Limits& limits, Color us, milliseconds levelTime) {
    if (limits.infinite) return {};
    TimeBudget budget;
    if (limits.clock) {
        milliseconds left = limits.time[us], inc = limits.increment[us];
        int movesLeft = limits.movesToGo > 0 ? std::min(limits.movesToGo, EXPECTED_MOVES_LEFT)
                                             : EXPECTED_MOVES_LEFT;
        // The time to plan with: what is left and the increments still to come, less the
        // overhead of every move still to come (as Stockfish reckons it). So a long game on a
        // sudden-death clock never runs the clock down below what answering itself takes: once
        // it is that low, the engine answers at once.
        milliseconds planned = std::max(milliseconds(1), left + inc * (movesLeft - 1) -
                                                             MOVE_OVERHEAD * (2 + movesLeft));
        milliseconds optimum = planned / movesLeft;
        // Never more than a share of what this move can spend, so one long think cannot lose
        // on time.
        milliseconds spendable = std::max(milliseconds(1), left - MOVE_OVERHEAD);
        milliseconds cap = limits.movesToGo == 1 ? spendable * 8 / 10 : spendable / 4;
        budget.hard = std::max(milliseconds(1), std::min(optimum * 4, cap));
        // The whole share is the plan: softBudget() spends less on a move long settled. (Seven
        // tenths of it, as before, lost 44% in self-play at 2+0.02 over 400 games.)
        budget.soft = std::max(milliseconds(1), std::min(optimum, budget.hard));
        budget.adapts = true;
    }
    if (limits.moveTime.count() > 0) {
        budget.adapts = false;
        milliseconds m = limits.moveTime;
        budget.hard = budget.hard.count() ? std::min(budget.hard, m) : m;
        budget.soft = budget.soft.count() ? std::min(budget.soft, m) : m;
    }
    bool otherBound = limits.depth > 0 || limits.nodes > 0;
    if (!budget.hard.count() && !otherBound && levelTime.count() > 0) {
        budget.hard = levelTime;
        budget.soft = levelTime * 6 / 10;
    } else if (limits.level < MAX_LEVEL && budget.hard.count() && levelTime.count() > 0) {
        // Below full strength, short thinking is part of the handicap: a level thinks no longer
        // on a long clock or a generous movetime than it does at the board, so a level is the
        // same player everywhere (and is measured as it plays; see bench/strength.sh).
        budget.hard = std::min(budget.hard, levelTime);
        budget.soft = std::min(budget.soft, levelTime * 6 / 10);
        budget.adapts = false;
    }
    return budget;
}

milliseconds softBudget(const TimeBudget& budget, int stableIterations, int scoreDrop) {
    if (!budget.adapts) return budget.soft;
    int percent = stableIterations >= 3 ? 70 : stableIterations >= 1 ? 100 : 150;
    if (scoreDrop > 25) percent += 40;
    return std::min(budget.hard, budget.soft * percent / 100);
}

} // namespace mudchess::search
