#include "analysis/only_move.hpp"

namespace mudchess::analysis {

namespace {

bool mates(const Evaluation& e) { return e.mate && *e.mate > 0; }

} // namespace

double winningChancesOf(const Evaluation& e) {
    if (e.mate) return e.cp > 0 ? 1 : -1; // mateIn and checkmated give cp the winner's sign
    return winningChances(e.cp);
}

bool clearlyBest(const Evaluation& best, const std::optional<Evaluation>& second) {
    if (!second) return true;
    if (mates(best)) return !mates(*second); // a second mate is a second answer
    return winningChancesOf(best) >= winningChancesOf(*second) + ONLY_MOVE_GAP;
}

std::optional<OnlyMove> onlyMoveTest(const search::SearchRoot& root, const AnalysisLimits& limits,
                                     search::Searcher& searcher, const std::atomic<bool>& cancel) {
    Color mover = root.position.sideToMove();
    PositionAnalysis best = searchPosition(root, limits, searcher, cancel);
    if (cancel.load() || best.line.empty()) return std::nullopt;
    OnlyMove out;
    out.best = best.line.front();
    out.bestEval = best.eval.forSide(mover);
    PositionAnalysis second = searchPosition(root, limits, searcher, cancel, {out.best});
    if (cancel.load()) return std::nullopt;
    if (second.line.empty()) { // the only legal move
        out.only = true;
        return out;
    }
    out.secondEval = second.eval.forSide(mover);
    out.only = clearlyBest(out.bestEval, out.secondEval);
    return out;
}

} // namespace mudchess::analysis
