#include "search/move_order.hpp"

#include <cstdint>

#include "search/evaluate.hpp"
#include "search/see.hpp"

#include <algorithm>
#include <limits>

namespace mudchess::search {

namespace {

constexpr int TT_MOVE = 1 << 30;
constexpr int GOOD_TACTICAL = 1 << 27;
constexpr int KILLER = 1 << 26;
constexpr int BAD_TACTICAL = -(1 << 26); // below every quiet move's histories
// A quiet move not yet scored: below everything, until the quiet moves' turn comes.
constexpr int UNSCORED = std::numeric_limits<int>::min();
constexpr int HISTORY_MAX = 1 << 20;
constexpr std::size_t ROW = std::size_t(PIECE_TYPE_NB) * SQUARE_NB;
constexpr std::size_t CONTINUATION_SIZE = COLOR_NB * ROW * ROW;
constexpr std::size_t CAPTURES_SIZE = COLOR_NB * ROW * PIECE_TYPE_NB;
// A capture's history moves its order by at most about a quarter of a pawn's worth of victim:
// it breaks ties between captures of equal material, it does not overturn material.
constexpr int CAPTURE_HISTORY_SHIFT = 12;

// The type of piece `m` takes (a pawn en passant).
PieceType capturedType(const Position& pos, Move m) {
    return m.kind() == MoveKind::EN_PASSANT ? PAWN : typeOf(pos.pieceOn(m.to()));
}

// What a cutoff at `depth` is worth to the histories: more for a deeper search.
int cutoffBonus(int depth) { return std::min(depth * depth, 400) * 32; }

int tacticalScore(const Position& pos, Move m) {
    PieceType victim = capturedType(pos, m);
    PieceType attacker = typeOf(pos.pieceOn(m.from()));
    int score = pieceValue(victim) * 8 - pieceValue(attacker) / 16;
    if (m.kind() == MoveKind::PROMOTION) score += pieceValue(m.promotion()) * 8;
    return score;
}

// Moves `h` toward `delta`, more slowly the nearer it is to ±HISTORY_MAX, which it never passes.
void nudge(int& h, int delta) { h += delta - int(std::int64_t(h) * std::abs(delta) / HISTORY_MAX); }

// Every entry of a table halved.
void halve(int* table, std::size_t size) {
    for (int* h = table; h != table + size; ++h) *h /= 2;
}

} // namespace

bool isTactical(const Position& pos, Move m) {
    return pos.isCapture(m) || m.kind() == MoveKind::PROMOTION;
}

SearchHistory::SearchHistory()
    : continuation_(std::make_unique<int[]>(CONTINUATION_SIZE)),
      followUp_(std::make_unique<int[]>(CONTINUATION_SIZE)),
      captures_(std::make_unique<int[]>(CAPTURES_SIZE)) {
    clear();
}

int* SearchHistory::continuationRow(const std::unique_ptr<int[]>& table, Color us,
                                    Previous previous) const {
    if (previous.type == NO_PIECE_TYPE) return nullptr;
    return table.get() + (std::size_t(us) * ROW + std::size_t(previous.type) * SQUARE_NB +
                          std::size_t(previous.to)) *
                             ROW;
}

std::size_t SearchHistory::captureIndex(const Position& pos, Move m) {
    PieceType victim = capturedType(pos, m);
    return (std::size_t(pos.sideToMove()) * ROW +
            std::size_t(typeOf(pos.pieceOn(m.from()))) * SQUARE_NB + m.to()) *
               PIECE_TYPE_NB +
           std::size_t(victim);
}

void SearchHistory::clear() {
    for (auto& k : killers) k[0] = k[1] = Move();
    for (auto& byColor : history)
        for (auto& byFrom : byColor)
            for (int& h : byFrom) h = 0;
    std::fill_n(continuation_.get(), CONTINUATION_SIZE, 0);
    std::fill_n(followUp_.get(), CONTINUATION_SIZE, 0);
    std::fill_n(captures_.get(), CAPTURES_SIZE, 0);
}

void SearchHistory::age() {
    for (auto& k : killers) k[0] = k[1] = Move();
    halve(&history[0][0][0], sizeof history / sizeof history[0][0][0]);
    halve(captures_.get(), CAPTURES_SIZE);
    // The two continuation tables are left as they are. They hold 1.3 million entries: halving
    // them before every search made the engine's shortest answer 14 ms in the sanitizer build,
    // enough to lose a long sudden-death game on time. nudge() keeps every entry bounded and
    // lets new lessons outweigh old ones, as in Stockfish; clear() (a new game in `mudchess
    // uci`) empties them. Self-play: +10 ± 28 against halving them.
}

int SearchHistory::quietScore(const Position& pos, Move m, Context context) const {
    Color us = pos.sideToMove();
    std::size_t index = std::size_t(typeOf(pos.pieceOn(m.from()))) * SQUARE_NB + m.to();
    int score = history[us][m.from()][m.to()];
    if (const int* row = continuationRow(continuation_, us, context.opponent)) score += row[index];
    if (const int* row = continuationRow(followUp_, us, context.own)) score += row[index];
    return score;
}

int SearchHistory::captureScore(const Position& pos, Move m) const {
    return captures_[captureIndex(pos, m)];
}

void SearchHistory::onQuietCutoff(const Position& pos, Move best, int ply, int depth,
                                  Context context, const Move* quiets, int quietCount,
                                  const Move* captures, int captureCount) {
    if (killers[ply][0] != best) {
        killers[ply][1] = killers[ply][0];
        killers[ply][0] = best;
    }
    Color us = pos.sideToMove();
    int* afterOpponent = continuationRow(continuation_, us, context.opponent);
    int* afterOwn = continuationRow(followUp_, us, context.own);
    int bonus = cutoffBonus(depth);
    auto update = [&](Move m, int delta) {
        nudge(history[us][m.from()][m.to()], delta);
        std::size_t index = std::size_t(typeOf(pos.pieceOn(m.from()))) * SQUARE_NB + m.to();
        if (afterOpponent) nudge(afterOpponent[index], delta);
        if (afterOwn) nudge(afterOwn[index], delta);
    };
    update(best, bonus);
    for (int i = 0; i < quietCount; ++i)
        if (quiets[i] != best) update(quiets[i], -bonus);
    for (int i = 0; i < captureCount; ++i) nudge(captures_[captureIndex(pos, captures[i])], -bonus);
}

void SearchHistory::onCaptureCutoff(const Position& pos, Move best, int depth, const Move* captures,
                                    int captureCount) {
    int bonus = cutoffBonus(depth);
    nudge(captures_[captureIndex(pos, best)], bonus);
    for (int i = 0; i < captureCount; ++i)
        if (captures[i] != best) nudge(captures_[captureIndex(pos, captures[i])], -bonus);
}

MovePicker::MovePicker(const Position& pos, MoveList& moves, Move ttMove,
                       const SearchHistory& history, int ply, SearchHistory::Context context)
    : pos_(pos), moves_(moves), history_(history), context_(context), ttMove_(ttMove), ply_(ply) {
    // The table's move first, unscored: it cuts often enough that scoring the rest would be
    // wasted.
    Move* list = moves.begin();
    for (int i = 0; i < moves.size() && !ttMove.isNone(); ++i)
        if (list[i] == ttMove) {
            std::swap(list[0], list[i]);
            scores_[0] = TT_MOVE;
            quiet_[0] = !isTactical(pos, ttMove) && ttMove.kind() != MoveKind::PASS;
            return;
        }
    ttMove_ = Move();
}

void MovePicker::scoreAllButQuiets() {
    scored_ = true;
    for (int i = index_; i < moves_.size(); ++i) {
        Move m = moves_[i];
        int& s = scores_[i];
        quiet_[i] = false;
        if (isTactical(pos_, m)) {
            s = (m.kind() == MoveKind::PROMOTION || staticExchange(pos_, m) >= 0 ? GOOD_TACTICAL
                                                                                 : BAD_TACTICAL) +
                tacticalScore(pos_, m) + (history_.captureScore(pos_, m) >> CAPTURE_HISTORY_SHIFT);
        } else if (m == history_.killers[ply_][0]) {
            s = KILLER + 1;
            quiet_[i] = m.kind() != MoveKind::PASS;
        } else if (m == history_.killers[ply_][1]) {
            s = KILLER;
            quiet_[i] = m.kind() != MoveKind::PASS;
        } else {
            s = UNSCORED;
            quiet_[i] = m.kind() != MoveKind::PASS;
        }
    }
}

void MovePicker::scoreQuiets() {
    quietsScored_ = true;
    for (int i = index_; i < moves_.size(); ++i)
        if (scores_[i] == UNSCORED)
            scores_[i] = quiet_[i] ? history_.quietScore(pos_, moves_[i], context_) : 0;
}

Move MovePicker::next() {
    int n = moves_.size();
    if (index_ >= n) return Move();
    if (index_ == 0 && !ttMove_.isNone()) return moves_[index_++];
    if (!scored_) scoreAllButQuiets();
    Move* list = moves_.begin();
    while (true) {
        int best = index_;
        for (int i = index_ + 1; i < n; ++i)
            if (scores_[i] > scores_[best]) best = i;
        // Every quiet move scores below a killer and above a losing capture: once nothing at
        // least as good as a killer is left, the quiet moves are scored and the pick is redone.
        if (scores_[best] < KILLER && !quietsScored_) {
            scoreQuiets();
            continue;
        }
        std::swap(list[index_], list[best]);
        std::swap(scores_[index_], scores_[best]);
        std::swap(quiet_[index_], quiet_[best]);
        return list[index_++];
    }
}

int MovePicker::lastQuietScore() const {
    int last = index_ - 1;
    if (last < 0 || !quiet_[last]) return 0;
    int s = scores_[last];
    // The table's move and the killers were ranked by their place, not their histories.
    if (s == TT_MOVE || s == KILLER || s == KILLER + 1)
        return history_.quietScore(pos_, moves_[last], context_);
    return s;
}

int filterTactical(const Position& pos, MoveList& moves, int* scores) {
    int kept = 0;
    Move* list = moves.begin();
    for (int i = 0; i < moves.size(); ++i)
        if (isTactical(pos, list[i])) {
            scores[kept] = tacticalScore(pos, list[i]);
            list[kept++] = list[i];
        }
    moves.truncate(kept);
    return kept;
}

} // namespace mudchess::search
