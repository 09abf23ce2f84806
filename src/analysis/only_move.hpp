// lichess-puzzler's only-move test, on our engine: at every move a puzzle's solver makes, the
// move asked for must be clearly the best, or the puzzle has two answers and is no puzzle. The
// best move is searched, then the best of the others (search::Limits::excludedRootMoves, what
// MultiPV 2 gives an engine that has it), and the two are compared.
#pragma once

#include "analysis/analyser.hpp"
#include "analysis/judgement.hpp"

#include <atomic>
#include <optional>

namespace mudchess::analysis {

// The winning chances (judgement.hpp, -1 to 1) by which the best move must beat the second.
inline constexpr double ONLY_MOVE_GAP = 0.7;

struct OnlyMove {
    bool only = false; // the best move is the only good one
    Move best;
    Evaluation bestEval;                  // for the side to move
    std::optional<Evaluation> secondEval; // none: the best was the only legal move
};

// A score's winning chances as lichess-puzzler counts them for the test: a forced mate is 1 (or
// -1 against), anything else winningChances of its centipawns (capped at CP_CEILING).
double winningChancesOf(const Evaluation& e);

// The rule itself, on any engine's numbers (ours below, an external engine's MultiPV 2 in
// puzzle/engine_check.hpp): whether a best move scored `best` stands out from the second best,
// scored `second`, both for the side to move. A mate stands out unless the second mates too; any
// other score by ONLY_MOVE_GAP in winningChancesOf. No second (the best is the only legal move):
// it stands out.
bool clearlyBest(const Evaluation& best, const std::optional<Evaluation>& second);

// Whether the side to move at `root` has one move that stands out: a forced mate that no other
// move keeps (a second mate makes two answers), or winning chances ONLY_MOVE_GAP above the
// second best's. A single legal move is the only move. Nothing when cancelled or when there is
// no move at all.
std::optional<OnlyMove> onlyMoveTest(const search::SearchRoot& root, const AnalysisLimits& limits,
                                     search::Searcher& searcher, const std::atomic<bool>& cancel);

} // namespace mudchess::analysis
