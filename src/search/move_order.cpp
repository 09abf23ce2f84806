#include "search/move_order.hpp"

#include <cstdint>

#include "search/evaluate.hpp"
#include "search/see.hpp"

#include <algorithm>

namespace mudchess::search {

namespace {

constexpr int TT_MOVE = 1 << 30;
constexpr int GOOD_TACTICAL = 1 << 27;
constexpr int KILLER = 1 << 26;
constexpr int BAD_TACTICAL = -(1 << 26); // below every quiet move's histories
constexpr int HISTORY_MAX = 1 << 20;
constexpr std::size_t ROW = std::size_t(PIECE_TYPE_NB) * SQUARE_NB;
constexpr std::size_t CONTINUATION_SIZE = COLOR_NB * ROW * ROW;

int tacticalScore(const Position& pos, Move m) {
    PieceType victim = m.kind() == MoveKind::EN_PASSANT ? PAWN : typeOf(pos.pieceOn(m.to()));
    PieceType attacker = typeOf(pos.pieceOn(m.from()));
    int score = pieceValue(victim) * 8 - pieceValue(attacker) / 16;
    if (m.kind() == MoveKind::PROMOTION) score += pieceValue(m.promotion()) * 8;
    return score;
}

// Moves `h` toward `delta`, more slowly the nearer it is to ±HISTORY_MAX, which it never passes.
void nudge(int& h, int delta) { h += delta - int(std::int64_t(h) * std::abs(delta) / HISTORY_MAX); }

} // namespace

bool isTactical(const Position& pos, Move m) {
    return pos.isCapture(m) || m.kind() == MoveKind::PROMOTION;
}

SearchHistory::SearchHistory() : continuation_(std::make_unique<int[]>(CONTINUATION_SIZE)) {
    clear();
}

int* SearchHistory::continuationRow(Color us, Previous previous) const {
    if (previous.type == NO_PIECE_TYPE) return nullptr;
    return continuation_.get() + (std::size_t(us) * ROW + std::size_t(previous.type) * SQUARE_NB +
                                  std::size_t(previous.to)) *
                                     ROW;
}

void SearchHistory::clear() {
    for (auto& k : killers) k[0] = k[1] = Move();
    for (auto& byColor : history)
        for (auto& byFrom : byColor)
            for (int& h : byFrom) h = 0;
    std::fill_n(continuation_.get(), CONTINUATION_SIZE, 0);
}

void SearchHistory::age() {
    for (auto& k : killers) k[0] = k[1] = Move();
    for (auto& byColor : history)
        for (auto& byFrom : byColor)
            for (int& h : byFrom) h /= 2;
    for (std::size_t i = 0; i < CONTINUATION_SIZE; ++i) continuation_[i] /= 2;
}

int SearchHistory::quietScore(const Position& pos, Move m, Previous previous) const {
    Color us = pos.sideToMove();
    int score = history[us][m.from()][m.to()];
    if (const int* row = continuationRow(us, previous))
        score += row[std::size_t(typeOf(pos.pieceOn(m.from()))) * SQUARE_NB + m.to()];
    return score;
}

void SearchHistory::onQuietCutoff(const Position& pos, Move best, int ply, int depth,
                                  Previous previous, const Move* tried, int triedCount) {
    if (killers[ply][0] != best) {
        killers[ply][1] = killers[ply][0];
        killers[ply][0] = best;
    }
    Color us = pos.sideToMove();
    int* row = continuationRow(us, previous);
    int bonus = std::min(depth * depth, 400) * 32;
    auto update = [&](Move m, int delta) {
        nudge(history[us][m.from()][m.to()], delta);
        if (row) nudge(row[std::size_t(typeOf(pos.pieceOn(m.from()))) * SQUARE_NB + m.to()], delta);
    };
    update(best, bonus);
    for (int i = 0; i < triedCount; ++i)
        if (tried[i] != best) update(tried[i], -bonus);
}

MovePicker::MovePicker(const Position& pos, MoveList& moves, Move ttMove,
                       const SearchHistory& history, int ply, SearchHistory::Previous previous)
    : moves_(moves) {
    for (int i = 0; i < moves.size(); ++i) {
        Move m = moves[i];
        int& s = scores_[i];
        if (m == ttMove)
            s = TT_MOVE;
        else if (isTactical(pos, m))
            s = (m.kind() == MoveKind::PROMOTION || staticExchange(pos, m) >= 0 ? GOOD_TACTICAL
                                                                                : BAD_TACTICAL) +
                tacticalScore(pos, m);
        else if (m == history.killers[ply][0])
            s = KILLER + 1;
        else if (m == history.killers[ply][1])
            s = KILLER;
        else
            s = m.kind() == MoveKind::PASS ? 0 : history.quietScore(pos, m, previous);
    }
}

Move MovePicker::next() {
    int n = moves_.size();
    if (index_ >= n) return Move();
    int best = index_;
    for (int i = index_ + 1; i < n; ++i)
        if (scores_[i] > scores_[best]) best = i;
    Move* list = moves_.begin();
    std::swap(list[index_], list[best]);
    std::swap(scores_[index_], scores_[best]);
    return list[index_++];
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
