#include "puzzle/cutter.hpp"

#include "analysis/only_move.hpp"
#include "chess/piece_table.hpp"
#include "chess/uci_move.hpp"
#include "puzzle/themes.hpp"

#include <algorithm>
#include <optional>

namespace mudchess::puzzle {

namespace {

using analysis::Evaluation;
using analysis::winningChances;

// lichess-puzzler's thresholds, in centipawns and winning chances.
constexpr int ALREADY_WINNING = 400; // the solver stood this well before: nothing to find
constexpr double JUMP = 0.5;         // the opponent's move must hand over this much
constexpr int CLEAR_WIN = 400;       // below it, only a sacrifice's return counts
constexpr int CRUSHING = 600;        // themes: above it "crushing", else "advantage"

const int PAWN_VALUE = pieceInfo(PAWN).value;

// Material of `side` minus the other side's, in whole pawns of the piece table (whose values are
// Fairy-Stockfish's: a knight is about six pawns, where lichess counts three), truncated.
int materialDiff(const Position& pos, Color side) {
    int diff = 0;
    for (PieceType t = PAWN; t < PIECE_TYPE_NB; t = PieceType(t + 1))
        diff += pieceInfo(t).value * (pos.count(side, t) - pos.count(~side, t));
    return diff / PAWN_VALUE;
}

bool mates(const Evaluation& e) { return e.mate && *e.mate > 0; }

struct Cook {
    const analysis::AnalysisLimits& limits;
    search::Searcher& searcher;
    const std::atomic<bool>& cancel;
    Color solver;

    // The defender's best reply, or nothing when there is none or the search was cancelled.
    std::optional<analysis::PositionAnalysis> defence(const Game& g) {
        analysis::PositionAnalysis best =
            analysis::searchPosition(search::SearchRoot::fromGame(g), limits, searcher, cancel);
        if (cancel.load() || best.line.empty()) return std::nullopt;
        return best;
    }

    // The forced mate from `g` to its end, every solver move the only mate (a mate in one may
    // have company: any mate solves it); nothing when the line is not one.
    std::optional<std::vector<Move>> mate(Game g, int movesLeft) {
        std::vector<Move> line;
        while (!g.isOver()) {
            Move move;
            if (g.position().sideToMove() == solver) {
                if (movesLeft-- == 0) return std::nullopt;
                std::optional<analysis::OnlyMove> test = analysis::onlyMoveTest(
                    search::SearchRoot::fromGame(g), limits, searcher, cancel);
                if (!test || !mates(test->bestEval)) return std::nullopt;
                if (!test->only && test->bestEval.mate != 1) return std::nullopt;
                move = test->best;
            } else {
                std::optional<analysis::PositionAnalysis> reply = defence(g);
                if (!reply) return std::nullopt;
                move = reply->line.front();
            }
            line.push_back(move);
            g.play(move);
        }
        Result won = solver == WHITE ? Result::WHITE_WINS : Result::BLACK_WINS;
        if (g.result() != won) return std::nullopt;
        return line;
    }

    struct Step {
        Move move;
        bool hadChoice;  // more than one legal move: an only move that was the only one is no test
        Evaluation eval; // the solver's side, after the search that chose it
    };

    // The advantage line from `g` while every solver move is an only move; nothing when it
    // repeats or turns into a mate (`mateSeen` tells which: the deeper search found a mate the
    // quick look missed, and the line is a mate puzzle).
    std::optional<std::vector<Step>> advantage(Game g, bool& mateSeen) {
        std::vector<Step> steps;
        while (!g.isOver() && steps.size() < MAX_LINE_PLIES) {
            if (g.repetitions() >= 2) return std::nullopt;
            Step step;
            if (g.position().sideToMove() == solver) {
                std::optional<analysis::OnlyMove> test = analysis::onlyMoveTest(
                    search::SearchRoot::fromGame(g), limits, searcher, cancel);
                if (cancel.load()) return std::nullopt;
                if (!test || !test->only) break;
                if (test->bestEval.mate) {
                    mateSeen = mates(test->bestEval);
                    return std::nullopt;
                }
                step = {test->best, test->secondEval.has_value(), test->bestEval};
            } else {
                std::optional<analysis::PositionAnalysis> reply = defence(g);
                if (!reply) break;
                if (reply->eval.mate) {
                    mateSeen = mates(reply->eval.forSide(solver));
                    return std::nullopt;
                }
                step = {reply->line.front(), g.legalMoves().size() > 1,
                        reply->eval.forSide(solver)};
            }
            steps.push_back(step);
            g.play(step.move);
        }
        return steps;
    }
};

std::vector<std::string> uciOf(Move setter, const std::vector<Move>& solution) {
    std::vector<std::string> out{toUci(setter)};
    for (Move m : solution) out.push_back(toUci(m));
    return out;
}

} // namespace

std::vector<std::string> themesOf(const Position& solverStart, const std::vector<Move>& solution,
                                  bool mate, const Evaluation& finalEval) {
    std::vector<std::string> themes;
    std::size_t solverMoves = (solution.size() + 1) / 2;
    if (mate) {
        themes.emplace_back("mate");
        if (solverMoves <= 5) themes.push_back("mateIn" + std::to_string(solverMoves));
    } else {
        themes.emplace_back(finalEval.ceiled() >= CRUSHING ? "crushing" : "advantage");
    }
    std::string_view tactic = themeOf(analysis::readLine(solverStart, solution).motif);
    if (!tactic.empty()) themes.emplace_back(tactic);
    static constexpr std::string_view LENGTHS[] = {"oneMove", "short", "long", "veryLong"};
    themes.emplace_back(LENGTHS[std::min<std::size_t>(solverMoves, 4) - 1]);
    return themes;
}

bool stillSound(const Puzzle& p, const analysis::AnalysisLimits& limits, search::Searcher& searcher,
                const std::atomic<bool>& cancel) {
    if (checkPuzzle(p)) return false;
    Game g(*Position::fromFen(*p.variant, p.fen).position);
    bool mate = std::find(p.themes.begin(), p.themes.end(), "mate") != p.themes.end();
    for (std::size_t i = 0; i < p.moves.size(); ++i) {
        Move move = *parseUci(g.position(), p.moves[i]);
        if (i % 2 == 1) {
            std::optional<analysis::OnlyMove> test =
                analysis::onlyMoveTest(search::SearchRoot::fromGame(g), limits, searcher, cancel);
            if (!test) return false;
            bool mateInOne = test->bestEval.mate == 1;
            if (mate && !mates(test->bestEval)) return false;
            if (mateInOne && i + 1 == p.moves.size()) {
                Game after = g;
                after.play(move);
                if (after.result() !=
                    (g.position().sideToMove() == WHITE ? Result::WHITE_WINS : Result::BLACK_WINS))
                    return false;
            } else if (!test->only || test->best != move) {
                return false;
            }
        }
        g.play(move);
    }
    return true;
}

std::vector<Puzzle> cutPuzzles(const Game& game, const analysis::GameAnalysis& analysis,
                               const GameCredit& credit, const analysis::AnalysisLimits& limits,
                               search::Searcher& searcher, const std::atomic<bool>& cancel) {
    std::vector<Puzzle> puzzles;
    const std::vector<PlyRecord>& history = game.history();
    std::size_t plies = std::min(history.size() + 1, analysis.positions.size());
    for (std::size_t k = 1; k < plies; ++k) {
        if (cancel.load()) return {};
        // A pass is no opponent's move, and a side that must pass has nothing to find.
        if (history[k - 1].automatic || (k < history.size() && history[k].automatic)) continue;
        // The puzzle is played from its position alone, so the game's earlier positions count
        // for nothing: a line that only repeats one of those is no draw there.
        Game atNode(game.positionBefore(k));
        const Position& pos = atNode.position();
        Color winner = pos.sideToMove();
        if (atNode.isOver() || atNode.legalMoves().size() < 2) continue;
        Evaluation score = analysis.positions[k].eval.forSide(winner);
        Evaluation prev = analysis.positions[k - 1].eval.forSide(winner);
        if (prev.ceiled() > ALREADY_WINNING || materialDiff(pos, winner) > 0) continue;
        Cook cook{limits, searcher, cancel, winner};
        std::vector<Move> solution;
        bool mate = mates(score);
        Evaluation finalEval = score;
        if (mate) {
            if (*score.mate == 1 || *score.mate > MATE_SOON) continue;
        } else if (!score.mate && score.cp >= 0 &&
                   winningChances(score.ceiled()) > winningChances(prev.ceiled()) + JUMP) {
            if (score.cp < CLEAR_WIN && materialDiff(pos, winner) > -1) continue;
            std::optional<std::vector<Cook::Step>> steps = cook.advantage(atNode, mate);
            if (!steps && !mate) continue;
            if (steps) {
                while (!steps->empty() && (steps->size() % 2 == 0 || !steps->back().hadChoice))
                    steps->pop_back();
                if (steps->size() < 3) continue; // one solver move is no puzzle here
                Game end = atNode;
                for (const Cook::Step& s : *steps) {
                    end.play(s.move);
                    solution.push_back(s.move);
                }
                if (materialDiff(end.position(), winner) - materialDiff(pos, winner) < 2) continue;
                finalEval = steps->back().eval;
            }
        } else {
            continue;
        }
        if (mate) {
            std::optional<std::vector<Move>> line = cook.mate(atNode, MATE_SOON);
            if (!line || line->size() < 3) continue; // a mate in one is no puzzle here
            solution = std::move(*line);
        }
        if (cancel.load()) return {};
        Puzzle p;
        p.variant = &game.variant();
        p.fen = game.positionBefore(k - 1).fen();
        p.moves = uciOf(history[k - 1].move, solution);
        p.id = puzzleIdOf(*p.variant, p.fen, p.moves);
        p.themes = themesOf(pos, solution, mate, finalEval);
        p.gameUrl = credit.gameUrl;
        p.white = credit.white;
        p.black = credit.black;
        puzzles.push_back(std::move(p));
        k += solution.size(); // the next puzzle starts after this one's line
    }
    return puzzles;
}

GamePuzzles keepSound(std::vector<Puzzle> cut, const analysis::AnalysisLimits& verify,
                      search::Searcher& searcher, const std::atomic<bool>& cancel) {
    GamePuzzles out;
    for (Puzzle& p : cut) {
        if (stillSound(p, verify, searcher, cancel))
            out.kept.push_back(std::move(p));
        else if (!cancel.load())
            ++out.dropped;
    }
    if (cancel.load()) return {};
    return out;
}

std::optional<analysis::GameAnalysis> scanGame(const Game& game,
                                               const analysis::AnalysisLimits& scan,
                                               search::Searcher& searcher,
                                               const std::atomic<bool>& cancel) {
    std::optional<analysis::GameAnalysis> analysed =
        analysis::analyseGame(game, scan, searcher, cancel);
    searcher.clear();
    return analysed;
}

GamePuzzles puzzlesOfGame(const Game& game, const GameCredit& credit, const CutLimits& limits,
                          search::Searcher& searcher, const std::atomic<bool>& cancel) {
    std::optional<analysis::GameAnalysis> analysed = scanGame(game, limits.scan, searcher, cancel);
    if (!analysed) return {};
    return keepSound(cutPuzzles(game, *analysed, credit, limits.cut, searcher, cancel),
                     limits.verify, searcher, cancel);
}

} // namespace mudchess::puzzle
