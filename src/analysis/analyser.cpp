#include "analysis/analyser.hpp"

#include "chess/movegen.hpp"
#include "search/score.hpp"

#include <algorithm>
#include <cmath>

namespace mudchess::analysis {

namespace {

// The game's result as an evaluation of its last position, where the board itself ended it.
Evaluation evaluationOfTheEnd(const Game& game) {
    switch (game.result()) {
    case Result::WHITE_WINS: return Evaluation::checkmated(BLACK);
    case Result::BLACK_WINS: return Evaluation::checkmated(WHITE);
    default: return Evaluation::centipawns(0);
    }
}

// Whether the game ended on the board at its last position (no move there, or a draw the rules
// made), rather than by a player's word or a clock.
bool endedOnTheBoard(const Game& game) {
    switch (game.termination()) {
    case Termination::RESIGNATION:
    case Termination::AGREEMENT:
    case Termination::TIME:
    case Termination::ABANDONED:
    case Termination::ABORTED:
    case Termination::NONE: return false;
    default: return true;
    }
}

} // namespace

PositionAnalysis searchPosition(const search::SearchRoot& root, const AnalysisLimits& limits,
                                search::Searcher& searcher, const std::atomic<bool>& cancel,
                                std::vector<Move> excluded) {
    search::Limits l;
    l.level = search::MAX_LEVEL;
    l.nodes = limits.nodes;
    l.depth = limits.depth;
    if (l.nodes == 0 && l.depth == 0) l.nodes = DEFAULT_NODES;
    l.seed = 1;
    l.excludedRootMoves = std::move(excluded);
    std::vector<Move> line;
    search::Thought t =
        searcher.think(root, l, cancel, [&](const search::Iteration& it) { line = it.pv; });
    Color mover = root.position.sideToMove();
    PositionAnalysis out;
    out.depth = t.depth;
    out.eval = t.mateIn != 0 ? Evaluation::mateIn(t.mateIn).forSide(mover)
                             : Evaluation::centipawns(t.score).forSide(mover);
    if (line.empty() && !t.move.isNone()) line.push_back(t.move);
    out.line = std::move(line);
    return out;
}

PositionJudge ourEngine(search::Searcher& searcher, const AnalysisLimits& limits,
                        const std::atomic<bool>& cancel) {
    return [&searcher, limits, &cancel](const search::SearchRoot& root, std::size_t) {
        return std::optional<PositionAnalysis>(searchPosition(root, limits, searcher, cancel));
    };
}

std::optional<GameAnalysis> analyseGame(const Game& game, const PositionJudge& judge,
                                        const std::atomic<bool>& cancel,
                                        const AnalysisProgress& progress) {
    std::vector<search::SearchRoot> roots{{game.startPosition(), {}, false}};
    for (const PlyRecord& ply : game.history()) {
        search::SearchRoot next = roots.back();
        next.previous.push_back(next.position.key());
        next.position.play(ply.move);
        next.lastMoveWasPass = ply.move.kind() == MoveKind::PASS;
        roots.push_back(std::move(next));
    }
    // From the last position back to the first, as lichess's fishnet does: each search then finds
    // in the engine's table what the searches after it learnt along the game's own line, so the
    // evaluations before and after a move agree, and what parts them is the move.
    GameAnalysis out;
    out.positions.resize(roots.size());
    for (std::size_t done = 0; done < roots.size(); ++done) {
        std::size_t i = roots.size() - 1 - done;
        if (cancel.load()) return std::nullopt;
        MoveList legal;
        generateLegal(roots[i].position, legal);
        if (legal.empty() || (i + 1 == roots.size() && endedOnTheBoard(game))) {
            out.positions[i] = {evaluationOfTheEnd(game), {}, 0};
        } else {
            std::optional<PositionAnalysis> p = judge(roots[i], i);
            if (!p) return std::nullopt;
            out.positions[i] = std::move(*p);
        }
        if (cancel.load()) return std::nullopt;
        if (progress) progress(done + 1, roots.size());
    }
    return out;
}

std::optional<GameAnalysis> analyseGame(const Game& game, const AnalysisLimits& limits,
                                        search::Searcher& searcher, const std::atomic<bool>& cancel,
                                        const AnalysisProgress& progress) {
    searcher.clear();
    std::optional<GameAnalysis> out =
        analyseGame(game, ourEngine(searcher, limits, cancel), cancel, progress);
    if (out) out->limits = limits;
    return out;
}

namespace {

// How much of the mover's winning chances the move threw away (0 when none).
double chancesLost(const MoveReview& m) {
    return std::max(0.0, winningChances(m.before.forSide(m.mover).ceiled()) -
                             winningChances(m.after.forSide(m.mover).ceiled()));
}

// Whether the engine, looking before the move, chose it itself. lichess gives such a move no
// verdict whatever the search after it makes of the position: a drop there is two searches
// disagreeing (the second looked further down the same line), not the mover's error.
bool theEnginesOwnChoice(const MoveReview& m) {
    return !m.bestLine.empty() && m.bestLine.front() == m.played;
}

} // namespace

GameReview reviewGame(const Game& game, const GameAnalysis& analysis) {
    GameReview out;
    const std::vector<PlyRecord>& plies = game.history();
    if (analysis.positions.size() != plies.size() + 1) return out;
    std::vector<Evaluation> evals;
    for (const PositionAnalysis& p : analysis.positions) evals.push_back(p.eval);
    Color first = game.startPosition().sideToMove();
    out.accuracy = gameAccuracy(evals, first);
    out.averageLoss = averageCentipawnLoss(evals, first);

    Position pos = game.startPosition();
    for (std::size_t i = 0; i < plies.size(); ++i) {
        MoveReview m;
        m.ply = i;
        m.played = plies[i].move;
        m.mover = pos.sideToMove();
        m.automatic = plies[i].automatic;
        m.before = evals[i];
        m.after = evals[i + 1];
        m.bestLine = analysis.positions[i].line;
        m.punishment = analysis.positions[i + 1].line;
        Position after = pos;
        after.play(m.played);
        if (!m.automatic) {
            if (!theEnginesOwnChoice(m)) m.judgement = judge(m.before, m.after, m.mover);
            m.accuracy = moveAccuracy(winPercent(m.before.forSide(m.mover).ceiled()),
                                      winPercent(m.after.forSide(m.mover).ceiled()));
            if (m.judgement.verdict != Verdict::GOOD) {
                if (m.judgement.mate == MateChange::LET_SLIP && !m.bestLine.empty()) {
                    m.why = readLine(pos, m.bestLine);
                    m.missed = true;
                } else {
                    m.why = readLine(after, m.punishment);
                }
            }
            ++out.verdicts[m.mover][std::size_t(m.judgement.verdict)];
        }
        out.moves.push_back(std::move(m));
        pos = after;
    }

    // The turning points: the mistakes and blunders that cost the most, told in game order.
    std::vector<std::size_t> serious;
    for (std::size_t i = 0; i < out.moves.size(); ++i)
        if (out.moves[i].judgement.verdict >= Verdict::MISTAKE) serious.push_back(i);
    std::stable_sort(serious.begin(), serious.end(), [&](std::size_t a, std::size_t b) {
        return chancesLost(out.moves[a]) > chancesLost(out.moves[b]);
    });
    if (serious.size() > MAX_TURNING_POINTS) serious.resize(MAX_TURNING_POINTS);
    std::sort(serious.begin(), serious.end());
    out.turningPoints = std::move(serious);
    return out;
}

} // namespace mudchess::analysis
