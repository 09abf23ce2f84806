#include "search/searcher.hpp"

#include "search/evaluate.hpp"
#include "search/natural_move.hpp"
#include "search/score.hpp"
#include "search/see.hpp"
#include "search/time_manager.hpp"

#include <algorithm>
#include <cmath>

namespace mudchess::search {

namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

constexpr int ASPIRATION_DEPTH = 5;
constexpr int ASPIRATION_WINDOW = 25;
constexpr int FIFTY_MOVES_PLIES = 100;
constexpr int QUIESCENCE_MAX_PLIES = 8;
// Below this history (per ply of depth), a quiet move at a shallow node is not tried: about an
// eighth of the most a history can hold, which only moves that failed again and again reach.
constexpr int HISTORY_PRUNING = 1 << 17;

// Late-move reductions by depth and move number, as Stockfish's log-log formula.
struct Reductions {
    int table[64][64];
    Reductions() {
        for (int d = 1; d < 64; ++d)
            for (int m = 1; m < 64; ++m) table[d][m] = int(0.75 + std::log(d) * std::log(m) / 2.25);
        for (int m = 0; m < 64; ++m) table[0][m] = 0;
        for (int d = 0; d < 64; ++d) table[d][0] = 0;
    }
};
const Reductions reductions;

// Capturing `victim` leaves the opponent none of a piece type it cannot do without.
bool takesTheLastOfAKind(const Position& pos, PieceType victim) {
    return (pos.rules().extinction >> victim & 1) && pos.count(~pos.sideToMove(), victim) == 1;
}

// The score of a position whose side to move has no moves at all: lost by extinction or
// checkmate, a draw by stalemate, or the knight count of a Knights Chess stalemate.
int terminalScore(const Position& pos, int ply) {
    const MoveRules& rules = pos.rules();
    Color us = pos.sideToMove();
    for (std::uint16_t kinds = rules.extinction; kinds;) {
        PieceType t = PieceType(std::countr_zero(kinds));
        kinds &= kinds - 1;
        if (!pos.pieces(us, t)) return matedIn(ply);
        if (!pos.pieces(~us, t)) return mateIn(ply);
    }
    if (pos.inCheck()) return matedIn(ply);
    if (rules.stalemate == StalemateRule::DRAW) return SCORE_DRAW;
    int ours = pos.count(us, KNIGHT), theirs = pos.count(~us, KNIGHT);
    return ours > theirs ? mateIn(ply) : ours < theirs ? matedIn(ply) : SCORE_DRAW;
}

// Null-move pruning assumes that moving is better than passing: false in the Knights Chess
// opening (no check yet, so a pass hides threats the rules do not yet punish) and when the
// side has only pawns, where zugzwang is common.
bool nullMoveSound(const Position& pos) {
    if (pos.checkSuspended()) return false;
    Color us = pos.sideToMove();
    Bitboard pieces = pos.pieces(us) & ~pos.pieces(us, PAWN) & ~pos.pieces(us, pos.rules().royal);
    return pieces != 0;
}

// A check worth a ply more (`child`: `pos` after `m`): a discovered check, or one whose checking
// piece is not simply lost on its square. A check that gives material away is seldom the best
// move, and extending every one searched lines that would have been cut (self-play: +19 ± 27
// without them; a sacrifice that mates is still found, a ply or two later).
bool checkHoldsItsGround(const Position& pos, const Position& child, Move m) {
    return (child.checkers() & ~squareBB(m.to())) || m.kind() == MoveKind::CASTLING ||
           m.kind() == MoveKind::PASS || staticExchange(pos, m) >= 0;
}

int elapsedMs(Clock::time_point start) {
    return int(std::chrono::duration_cast<milliseconds>(Clock::now() - start).count());
}

} // namespace

SearchRoot SearchRoot::fromGame(const Game& game) {
    SearchRoot root{game.position(), {}, false};
    Position pos = game.startPosition();
    root.previous.reserve(game.history().size());
    for (const PlyRecord& ply : game.history()) {
        root.previous.push_back(pos.key());
        pos.play(ply.move);
    }
    root.lastMoveWasPass =
        !game.history().empty() && game.history().back().move.kind() == MoveKind::PASS;
    return root;
}

Searcher::Searcher(std::size_t tableMiB) : tt_(std::make_shared<TranspositionTable>(tableMiB)) {
    history_.clear();
}

Searcher::Searcher(std::shared_ptr<TranspositionTable> table, int helperIndex)
    : tt_(std::move(table)), helperIndex_(helperIndex) {
    history_.clear();
}

void Searcher::clear() {
    if (helperIndex_ == 0) tt_->clear();
    history_.clear();
    corrections_.clear();
}

int Searcher::staticEvaluation(const Position& pos, int ply) {
    return view_ == View::MATERIAL ? materialBalance(pos) : evaluate(pos, pawns_, line_, ply);
}

int Searcher::correctedEval(const Position& pos, int rawEval) const {
    return std::clamp(rawEval + corrections_.correction(pos), -SCORE_MATE_BOUND + 1,
                      SCORE_MATE_BOUND - 1);
}

bool Searcher::shouldStop() {
    if (stopped_) return true;
    if (stop_->load(std::memory_order_relaxed)) return stopped_ = true;
    // The clock stops even the first iteration: a move from the root's order (the table's move,
    // then the best captures) is better than no answer in time. Nodes wait for one iteration.
    if ((nodes_ & 1023) == 0) {
        publishedNodes_.store(nodes_, std::memory_order_relaxed);
        if (hasDeadline_ && Clock::now() >= hardDeadline_) return stopped_ = true;
        if (answerBy_) {
            Clock::rep by = answerBy_->load(std::memory_order_relaxed);
            if (by != 0 && Clock::now().time_since_epoch().count() >= by) return stopped_ = true;
        }
    }
    if (!timeStopsAllowed_) return false;
    if (nodeLimit_ && nodes_ >= nodeLimit_) return stopped_ = true;
    return false;
}

bool Searcher::isRepetition(const Position& pos, int ply) const {
    if (!drawByRepetition_) return false;
    std::size_t index = rootIndex_ + std::size_t(ply);
    std::size_t window = std::min<std::size_t>(std::size_t(pos.halfmoveClock()), index);
    Key key = pos.key();
    for (std::size_t back = 1; back <= window; ++back) {
        // A null move is no move of the game: nothing before it repeats.
        if (back <= std::size_t(ply) && nullMove_[std::size_t(ply) - back + 1]) return false;
        if (back % 2 == 0 && keys_[index - back] == key) return true;
    }
    return false;
}

void Searcher::updatePv(int ply, Move m) {
    pv_[ply][0] = m;
    int childLength = ply + 1 <= MAX_PLY ? pvLength_[ply + 1] : 0;
    for (int i = 0; i < childLength && i + 1 <= MAX_PLY; ++i) pv_[ply][i + 1] = pv_[ply + 1][i];
    pvLength_[ply] = std::min(childLength + 1, MAX_PLY);
}

int Searcher::quiesce(const Position& pos, int alpha, int beta, int ply, int qply) {
    ++nodes_;
    line_.enter(ply, pos);
    pvLength_[ply] = 0;
    if (shouldStop()) return 0;
    // Long chains of even trades (Knights Chess's knights, taking each other in every order)
    // made one depth-1 search take 14 million nodes; eight plies of captures are plenty.
    if (ply >= MAX_PLY || qply >= QUIESCENCE_MAX_PLIES) return staticEvaluation(pos, ply);

    // The table answers here too when it knows enough: any depth covers quiescence.
    Key key = TranspositionTable::keyOf(pos);
    std::optional<TtEntry> entry = table_->probe(key);
    if (entry) {
        int s = scoreFromTable(entry->score, ply);
        Bound b = entry->bound();
        if (b == Bound::EXACT || (b == Bound::LOWER && s >= beta) ||
            (b == Bound::UPPER && s <= alpha))
            return s;
    }
    int alphaOriginal = alpha;

    // In check every evasion is searched (and no evasion is mate); otherwise only captures and
    // promotions, generated as such: the quiet moves would be thrown away unseen. A stalemate
    // is not noticed here (the full-width search sees it), as in most engines; extinction is,
    // because it ends the game whatever the moves.
    bool checked = pos.inCheck();
    MoveList moves;
    if (checked) {
        generateLegal(pos, moves);
        if (moves.empty()) return terminalScore(pos, ply);
    } else {
        if (pos.rules().extinction && isExtinct(pos)) return terminalScore(pos, ply);
        generateCapturesAndPromotions(pos, moves);
    }

    int best = -SCORE_INFINITE;
    int rawEval = checked                     ? TtEntry::NO_EVAL
                  : entry && entry->hasEval() ? entry->eval
                                              : staticEvaluation(pos, ply);
    int standPat = 0;
    int scores[MAX_MOVES];
    if (!checked) {
        standPat = correctedEval(pos, rawEval);
        if (standPat >= beta) {
            table_->store(key, Move(), scoreToTable(standPat, ply), 0, Bound::LOWER, rawEval);
            return standPat;
        }
        alpha = std::max(alpha, standPat);
        best = standPat;
        filterTactical(pos, moves, scores);
    } else {
        for (int i = 0; i < moves.size(); ++i) scores[i] = isTactical(pos, moves[i]) ? 1 : 0;
    }

    Move bestMove;
    Move* list = moves.begin();
    for (int i = 0; i < moves.size(); ++i) {
        int pick = i;
        for (int j = i + 1; j < moves.size(); ++j)
            if (scores[j] > scores[pick]) pick = j;
        std::swap(list[i], list[pick]);
        std::swap(scores[i], scores[pick]);
        Move m = list[i];
        if ((ply & 1) && blind_.overlooks(pos, m, landed_[ply])) continue;
        if (!checked && m.kind() != MoveKind::PROMOTION) {
            // Delta pruning: even winning this piece for nothing would not reach alpha.
            PieceType victim =
                m.kind() == MoveKind::EN_PASSANT ? PAWN : typeOf(pos.pieceOn(m.to()));
            if (standPat + pieceValue(victim) + 200 < alpha && !pos.rules().extinction) continue;
            // A capture that loses material once the square's defenders recapture is not
            // worth a look here, unless it takes the last piece of a kind the opponent cannot
            // lose (Knights Chess: the last queen or knight), which wins whatever follows.
            if (staticExchange(pos, m) < 0 && !takesTheLastOfAKind(pos, victim)) continue;
        }
        Position child = pos;
        child.play(m);
        table_->prefetch(TranspositionTable::keyOf(child));
        landed_[ply + 1] = m.to();
        int score = -quiesce(child, -beta, -alpha, ply + 1, qply + 1);
        if (stopped_) return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                bestMove = m;
                if (score >= beta) break;
            }
        }
    }
    Bound bound = best >= beta ? Bound::LOWER : best > alphaOriginal ? Bound::EXACT : Bound::UPPER;
    table_->store(key, bestMove, scoreToTable(best, ply), 0, bound, rawEval);
    return best;
}

int Searcher::search(const Position& pos, int alpha, int beta, int depth, int ply, bool pvNode,
                     bool cutNode, bool nullAllowed) {
    if (depth <= 0) return quiesce(pos, alpha, beta, ply);
    ++nodes_;
    line_.enter(ply, pos);
    pvLength_[ply] = 0;
    if (shouldStop()) return 0;
    keys_[rootIndex_ + std::size_t(ply)] = pos.key();

    if (isRepetition(pos, ply)) return SCORE_DRAW;
    alpha = std::max(alpha, matedIn(ply));
    beta = std::min(beta, mateIn(ply + 1));
    if (alpha >= beta) return alpha;
    if (ply >= MAX_PLY) return staticEvaluation(pos, ply);

    // A singular search (below) looks at this node again without its best move: the table's
    // entry is the full node's, so it neither answers nor is overwritten there.
    Move excluded = excluded_[ply];
    Key key = TranspositionTable::keyOf(pos);
    std::optional<TtEntry> entry = table_->probe(key);
    Move ttMove = entry ? entry->move : Move();
    if (entry && !pvNode && excluded.isNone() && entry->depth >= depth) {
        int s = scoreFromTable(entry->score, ply);
        Bound b = entry->bound();
        if (b == Bound::EXACT || (b == Bound::LOWER && s >= beta) ||
            (b == Bound::UPPER && s <= alpha))
            return s;
    }

    // The moves are generated only for a node that the pruning below (which needs none) did
    // not cut, which saves generating them at every node it cuts. Where the moves decide the
    // score they come first: in check (mate) and at the 50-move limit (mate outranks the draw).
    // A stalemate can hide behind a cut, as in most engines.
    bool checked = pos.inCheck();
    MoveList moves;
    bool fiftyMoves = drawByMoveCount_ && pos.halfmoveClock() >= FIFTY_MOVES_PLIES;
    bool generated = checked || fiftyMoves;
    if (generated) {
        generateLegal(pos, moves);
        if (moves.empty()) return terminalScore(pos, ply);
        if (fiftyMoves) return SCORE_DRAW;
    } else if (pos.rules().extinction && isExtinct(pos)) {
        return terminalScore(pos, ply);
    }
    int rawEval = checked                     ? TtEntry::NO_EVAL
                  : entry && entry->hasEval() ? entry->eval
                                              : staticEvaluation(pos, ply);
    int staticEval = checked ? -SCORE_INFINITE : correctedEval(pos, rawEval);
    staticEval_[ply] = staticEval;
    // Better than two plies ago: the side's prospects are rising, so prune less.
    bool improving = !checked && ply >= 2 && staticEval > staticEval_[ply - 2];
    // The table's score, where its bound says it is nearer the truth, is a better guess than
    // the static evaluation for deciding what to prune.
    int eval = staticEval;
    if (entry && !checked && !isMateScore(entry->score)) {
        int s = scoreFromTable(entry->score, ply);
        Bound b = entry->bound();
        if (b == Bound::EXACT || (b == Bound::LOWER && s > eval) || (b == Bound::UPPER && s < eval))
            eval = s;
    }

    if (!pvNode && !checked && !isMateScore(beta) && excluded.isNone()) {
        // Reverse futility: far enough above beta that a shallow search will not come back.
        if (depth <= 6 && eval - 80 * (depth - improving) >= beta) return eval;
        // Null move: if passing still holds beta, a real move will too.
        if (nullAllowed && depth >= 3 && eval >= beta && nullMoveSound(pos)) {
            Position child = pos;
            child.play(Move::pass());
            int reduction = 3 + depth / 4 + std::min(3, (eval - beta) / 200);
            nullMove_[ply + 1] = true;
            passed_[ply + 1] = false;
            previous_[ply + 1] = {};
            landed_[ply + 1] = SQ_NONE;
            int score = -search(child, -beta, -beta + 1, depth - 1 - reduction, ply + 1, false,
                                !cutNode, false);
            nullMove_[ply + 1] = false;
            if (stopped_) return 0;
            if (score >= beta) return isMateScore(score) ? beta : score;
        }
    }
    if (!generated) {
        generateLegal(pos, moves);
        if (moves.empty()) return terminalScore(pos, ply);
    }
    // Knights Chess: both sides can only pass, so the game stands still; nobody wins it.
    if (moves.size() == 1 && moves[0].kind() == MoveKind::PASS && passed_[ply]) return SCORE_DRAW;
    // No move from the table for a node worth searching deep: searching it a ply shallower
    // finds a good first move sooner (internal iterative reduction).
    if (ttMove.isNone() && depth >= 4) --depth;

    int alphaOriginal = alpha;
    int best = -SCORE_INFINITE;
    Move bestMove;
    Move quiets[64], captures[32];
    int quietCount = 0, captureCount = 0;
    int moveCount = 0;
    SearchHistory::Context context{previous_[ply],
                                   ply >= 1 ? previous_[ply - 1] : SearchHistory::Previous{}};
    MovePicker picker(pos, moves, ttMove, history_, ply, context);
    for (Move m = picker.next(); !m.isNone(); m = picker.next()) {
        if (m == excluded) continue;
        if ((ply & 1) && blind_.overlooks(pos, m, landed_[ply])) continue;
        ++moveCount;
        bool tactical = isTactical(pos, m);
        // Asked before the move is played: most moves the pruning below skips are never played.
        bool givesCheck = pos.givesCheck(m);
        bool isKiller = m == history_.killers[ply][0] || m == history_.killers[ply][1];
        int quietScore = picker.lastQuietScore();

        if (!pvNode && !checked && !givesCheck && best > -SCORE_MATE_BOUND) {
            if (!tactical) {
                // Late quiet moves at low depth, quiet moves that cannot raise the score near
                // alpha, and quiet moves that put a piece where it is lost.
                if (depth <= 4 && moveCount > (3 + depth * depth) * (1 + improving)) continue;
                if (depth <= 4 && eval + 100 + 100 * depth <= alpha) continue;
                // Quiet moves that have failed here again and again.
                if (depth <= 3 && !isKiller && quietScore < -HISTORY_PRUNING * depth) continue;
                if (depth <= 6 && m.kind() == MoveKind::NORMAL &&
                    staticExchange(pos, m) < -50 * depth * depth)
                    continue;
            } else if (depth <= 5 && m.kind() != MoveKind::PROMOTION &&
                       staticExchange(pos, m) < -100 * depth &&
                       !takesTheLastOfAKind(pos, typeOf(pos.pieceOn(m.to())))) {
                continue; // a capture that loses too much to come back at this depth
            }
        }

        Position child = pos;
        child.play(m);
        table_->prefetch(TranspositionTable::keyOf(child));
        int extension =
            givesCheck && ply < 2 * rootDepth_ && checkHoldsItsGround(pos, child, m) ? 1 : 0;
        // Singular extension: when every other move falls well short of what the table says
        // the best move holds, the position hangs on that move; look a ply deeper at it. When
        // even the others hold beta, several moves refute the line: cut at once (multi-cut).
        if (m == ttMove && depth >= 7 && excluded.isNone() && ply < 2 * rootDepth_ &&
            entry->bound() != Bound::UPPER && entry->depth >= depth - 3 &&
            !isMateScore(entry->score)) {
            int singularBeta = scoreFromTable(entry->score, ply) - 2 * depth;
            excluded_[ply] = m;
            int s = search(pos, singularBeta - 1, singularBeta, (depth - 1) / 2, ply, false,
                           cutNode, false);
            excluded_[ply] = Move();
            if (stopped_) return 0;
            if (s < singularBeta) {
                // Far below: the move is all the position has; two plies, a few times a line.
                extension = !pvNode && s < singularBeta - 25 && doubleExtensions_[ply] < 6 ? 2 : 1;
            } else if (singularBeta >= beta) {
                return singularBeta;
            } else if (scoreFromTable(entry->score, ply) >= beta) {
                // Not singular, and expected to cut anyway: others would too; look shallower.
                extension = -1;
            }
        }
        doubleExtensions_[ply + 1] = doubleExtensions_[ply] + (extension >= 2);
        int newDepth = depth - 1 + extension;
        passed_[ply + 1] = m.kind() == MoveKind::PASS;
        landed_[ply + 1] = m.kind() == MoveKind::PASS ? SQ_NONE : m.to();
        previous_[ply + 1] = m.kind() == MoveKind::PASS
                                 ? SearchHistory::Previous{}
                                 : SearchHistory::Previous{typeOf(child.pieceOn(m.to())), m.to()};
        int score;
        if (moveCount == 1) {
            score =
                -search(child, -beta, -alpha, newDepth, ply + 1, pvNode, !pvNode && !cutNode, true);
        } else {
            int reduction = 0;
            if (depth >= 3 && moveCount > (pvNode ? 3 : 2) && !tactical && !checked &&
                !givesCheck) {
                reduction = reductions.table[std::min(depth, 63)][std::min(moveCount, 63)];
                reduction += !improving;
                reduction -= pvNode + isKiller;
                reduction -= quietScore / (1 << 18);
                reduction += 2 * cutNode;
                reduction = std::clamp(reduction, 0, newDepth - 1);
            }
            // A reduced search expects the refutation to fail (a cut node); a full-depth one
            // swaps the expectation as in the tree's usual alternation.
            score = -search(child, -alpha - 1, -alpha, newDepth - reduction, ply + 1, false,
                            reduction > 0 || !cutNode, true);
            if (score > alpha && reduction > 0)
                score =
                    -search(child, -alpha - 1, -alpha, newDepth, ply + 1, false, !cutNode, true);
            if (score > alpha && pvNode && score < beta)
                score = -search(child, -beta, -alpha, newDepth, ply + 1, true, false, true);
        }
        if (stopped_) return 0;

        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                bestMove = m;
                if (pvNode) updatePv(ply, m);
                if (score >= beta) {
                    if (pos.isCapture(m))
                        history_.onCaptureCutoff(pos, m, depth, captures, captureCount);
                    else if (!tactical && m.kind() != MoveKind::PASS)
                        history_.onQuietCutoff(pos, m, ply, depth, context, quiets, quietCount,
                                               captures, captureCount);
                    break;
                }
            }
        }
        if (pos.isCapture(m)) {
            if (captureCount < 32) captures[captureCount++] = m;
        } else if (!tactical && m.kind() != MoveKind::PASS && quietCount < 64) {
            quiets[quietCount++] = m;
        }
    }
    if (!excluded.isNone()) return best;
    if (moveCount == 0) return staticEval; // a blind search overlooked every reply
    Bound bound = best >= beta ? Bound::LOWER : best > alphaOriginal ? Bound::EXACT : Bound::UPPER;
    table_->store(key, bestMove, scoreToTable(best, ply), depth, bound, rawEval);
    // What the search found, where it says which side of the static evaluation the truth lies,
    // teaches the correction (not after a capture or promotion, whose gain the evaluation of
    // this position was never meant to see).
    if (!ownView_ && !checked && !isMateScore(best) &&
        (bestMove.isNone() || !isTactical(pos, bestMove)) &&
        !(bound == Bound::LOWER && best <= staticEval) &&
        !(bound == Bound::UPPER && best >= staticEval))
        corrections_.update(pos, depth, best, rawEval);
    return best;
}

int Searcher::rootSearch(const Position& pos, int alpha, int beta, int depth, bool exactAll) {
    ++nodes_;
    pvLength_[0] = 0;
    keys_[rootIndex_] = pos.key();
    int best = -SCORE_INFINITE;
    for (int i = 0; i < rootMoveCount_; ++i) {
        Move m = rootMoves_[i].move;
        Position child = pos;
        child.play(m);
        passed_[1] = m.kind() == MoveKind::PASS;
        landed_[1] = m.kind() == MoveKind::PASS ? SQ_NONE : m.to();
        previous_[1] = m.kind() == MoveKind::PASS
                           ? SearchHistory::Previous{}
                           : SearchHistory::Previous{typeOf(child.pieceOn(m.to())), m.to()};
        int extension = child.inCheck() ? 1 : 0;
        int newDepth = depth - 1 + extension;
        int score;
        if (i == 0 || exactAll) {
            score = -search(child, -beta, -alpha, newDepth, 1, true, false, true);
        } else {
            score = -search(child, -alpha - 1, -alpha, newDepth, 1, false, true, true);
            if (score > alpha && score < beta)
                score = -search(child, -beta, -alpha, newDepth, 1, true, false, true);
        }
        if (stopped_) break;
        rootMoves_[i].score = score > alpha || exactAll ? score : -SCORE_INFINITE;
        if (score > best) {
            best = score;
            if (score > alpha) {
                updatePv(0, m);
                if (!exactAll) alpha = score;
                if (score >= beta) break;
                // Best first, the others in their old order, for this iteration's partial result.
                std::rotate(rootMoves_, rootMoves_ + i, rootMoves_ + i + 1);
            }
        }
    }
    std::stable_sort(rootMoves_, rootMoves_ + rootMoveCount_,
                     [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
    return best;
}

Thought Searcher::think(const SearchRoot& root, const Limits& limits, const std::atomic<bool>& stop,
                        const IterationSink& onIteration) {
    start_ = Clock::now();
    stop_ = &stop;
    stopped_ = false;
    nodes_ = 0;
    timeStopsAllowed_ = false;
    publishedNodes_.store(0, std::memory_order_relaxed);
    if (helperIndex_ == 0) tt_->newSearch();
    history_.age();

    const Position& pos = root.position;
    const DrawRules& draws = pos.variant().draws;
    drawByRepetition_ = draws.repetition;
    drawByMoveCount_ = draws.moveCounting;
    keys_.assign(root.previous.begin(), root.previous.end());
    rootIndex_ = keys_.size();
    keys_.resize(rootIndex_ + MAX_PLY + 2);
    passed_[0] = root.lastMoveWasPass;
    previous_[0] = {};
    line_.enter(0, pos);
    staticEval_[0] = pos.inCheck() ? -SCORE_INFINITE : correctedEval(pos, staticEvaluation(pos, 0));

    LevelSettings level = levelSettings(limits.level);
    std::uint64_t seed =
        limits.seed ? limits.seed : std::uint64_t(Clock::now().time_since_epoch().count());
    blind_ = {level.blindPercent, level.tunnelPercent, seed, level.wholeBoard};
    view_ = level.view;
    ownView_ = blind_.active() || view_ != View::FULL;
    table_ = tt_.get();
    if (ownView_) {
        if (!blindTable_) blindTable_ = std::make_unique<TranspositionTable>(1);
        blindTable_->clear();
        table_ = blindTable_.get();
    }
    TimeBudget budget = budgetFor(limits, pos.sideToMove(), level.moveTime);
    if (!limits.clock && limits.moveTime.count() == 0 && !limits.infinite &&
        (limits.depth > 0 || limits.nodes > 0))
        budget = {}; // depth or nodes alone: no time bound
    hasDeadline_ = budget.hard.count() > 0;
    hardDeadline_ = start_ + budget.hard;
    answerBy_ = limits.answerBy;
    nodeLimit_ = limits.nodes;
    int maxDepth = MAX_PLY - 1;
    if (limits.depth > 0) maxDepth = std::min(maxDepth, limits.depth);
    if (level.maxDepth > 0) maxDepth = std::min(maxDepth, level.maxDepth);

    Thought thought;
    MoveList legal;
    generateLegal(pos, legal);
    // Root moves, ordered as the table's move first, then captures; those excluded left out.
    {
        std::optional<TtEntry> entry = table_->probe(TranspositionTable::keyOf(pos));
        MovePicker picker(pos, legal, entry ? entry->move : Move(), history_, 0);
        const std::vector<Move>& excluded = limits.excludedRootMoves;
        int i = 0;
        for (Move m = picker.next(); !m.isNone(); m = picker.next())
            if (std::find(excluded.begin(), excluded.end(), m) == excluded.end())
                rootMoves_[i++] = {m, 0};
        rootMoveCount_ = i;
    }
    if (rootMoveCount_ == 0) {
        thought.cancelled = stop.load();
        return thought;
    }

    bool weakened = level.naturalMargin > 0;
    ScoredMove completed[MAX_MOVES];
    int completedCount = 0;
    Move bestMove = rootMoves_[0].move;
    int bestScore = 0;
    int completedDepth = 0;
    int stableIterations = 0; // completed iterations before the last with the same best move
    std::vector<Move> pv;

    // Helpers begin one ply deeper every other thread: with the shared table, the threads then
    // fill in each other's work instead of all searching the same tree at the same depth.
    for (int depth = 1 + helperIndex_ % 2; depth <= maxDepth; ++depth) {
        rootDepth_ = depth;
        int score;
        if (weakened) {
            score = rootSearch(pos, -SCORE_INFINITE, SCORE_INFINITE, depth, true);
        } else if (depth < ASPIRATION_DEPTH || isMateScore(bestScore)) {
            score = rootSearch(pos, -SCORE_INFINITE, SCORE_INFINITE, depth, false);
        } else {
            int delta = ASPIRATION_WINDOW;
            int alpha = std::max(bestScore - delta, -SCORE_INFINITE);
            int beta = std::min(bestScore + delta, SCORE_INFINITE);
            while (true) {
                score = rootSearch(pos, alpha, beta, depth, false);
                if (stopped_) break;
                if (score <= alpha) {
                    beta = (alpha + beta) / 2;
                    alpha = std::max(score - delta, -SCORE_INFINITE);
                } else if (score >= beta) {
                    beta = std::min(score + delta, SCORE_INFINITE);
                } else {
                    break;
                }
                delta += delta / 2 + 5;
                if (delta > 1000) alpha = -SCORE_INFINITE, beta = SCORE_INFINITE;
            }
        }
        // An interrupted iteration still counts for its first move's improvements; its scores
        // for the other moves are unfinished.
        if (stopped_) {
            if (pvLength_[0] > 0 && !weakened) bestMove = pv_[0][0];
            break;
        }
        int scoreDrop = completedDepth > 0 ? bestScore - score : 0;
        stableIterations =
            completedDepth > 0 && rootMoves_[0].move == bestMove ? stableIterations + 1 : 0;
        completedDepth = depth;
        bestMove = rootMoves_[0].move;
        bestScore = score;
        completedCount = 0;
        for (int i = 0; i < rootMoveCount_ && rootMoves_[i].score > -SCORE_INFINITE; ++i)
            completed[completedCount++] = {rootMoves_[i].move, rootMoves_[i].score};
        pv.assign(pv_[0], pv_[0] + pvLength_[0]);
        if (pv.empty() || pv[0] != bestMove) pv.assign(1, bestMove);
        timeStopsAllowed_ = true;

        if (onIteration) {
            Iteration it{depth,
                         bestScore,
                         isMateScore(bestScore) ? movesToMate(bestScore) : 0,
                         nodes_,
                         milliseconds(elapsedMs(start_)),
                         pv};
            onIteration(it);
        }
        if (limits.infinite) continue;
        // Nothing to choose; but a move left alone by exclusions is searched for its score.
        if (rootMoveCount_ == 1 && !weakened && limits.excludedRootMoves.empty()) break;
        if (budget.soft.count() &&
            Clock::now() - start_ >= softBudget(budget, stableIterations, scoreDrop))
            break;
        if (nodeLimit_ && nodes_ >= nodeLimit_) break;
        // A forced mate found with room to spare: deeper search will not change the move.
        if (isMateScore(bestScore) && depth > 2 * std::abs(movesToMate(bestScore)) + 4) break;
    }

    if (weakened && completedCount > 0) {
        std::span<const ScoredMove> scored{completed, std::size_t(completedCount)};
        bestMove = pickNatural(pos, scored, level.naturalMargin, pos.key() ^ seed);
    }
    thought.move = bestMove;
    // What the position is worth, even when a weakened level plays a worse move: a draw is
    // offered or taken by how the game stands, not by the handicap's choice.
    thought.score = bestScore;
    thought.mateIn = isMateScore(thought.score) ? movesToMate(thought.score) : 0;
    thought.depth = completedDepth;
    thought.nodes = nodes_;
    publishedNodes_.store(nodes_, std::memory_order_relaxed);
    thought.elapsed = milliseconds(elapsedMs(start_));
    thought.cancelled = stop.load();
    return thought;
}

} // namespace mudchess::search
