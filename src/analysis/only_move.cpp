#include "analysis/only_move.hpp"

namespace mudchess::analysis {

namespace {

bool mates(const Evaluation& e) { return e.mate && *e.mate > 0; }

} // namespace

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
    if (mates(out.bestEval))
        out.only = !mates(*out.secondEval); // a second mate is a second answer
    else
        out.only = winningChances(out.bestEval.ceiled()) >=
                   winningChances(out.secondEval->ceiled()) + ONLY_MOVE_GAP;
    return out;
}

} // namespace mudchess::analysis
