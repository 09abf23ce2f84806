#include "search/move_order.hpp"

#include <cstdint>

#include "search/evaluate.hpp"

#include <algorithm>

namespace mudchess::search {

namespace {

constexpr int TT_MOVE = 1 << 30;
constexpr int GOOD_TACTICAL = 1 << 27;
constexpr int KILLER = 1 << 26;
constexpr int HISTORY_MAX = 1 << 20;

int tacticalScore(const Position& pos, Move m) {
    PieceType victim = m.kind() == MoveKind::EN_PASSANT ? PAWN : typeOf(pos.pieceOn(m.to()));
    PieceType attacker = typeOf(pos.pieceOn(m.from()));
    int score = pieceValue(victim) * 8 - pieceValue(attacker) / 16;
    if (m.kind() == MoveKind::PROMOTION) score += pieceValue(m.promotion()) * 8;
    return score;
}

} // namespace

bool isTactical(const Position& pos, Move m) {
    return pos.isCapture(m) || m.kind() == MoveKind::PROMOTION;
}

void SearchHistory::clear() {
    for (auto& k : killers) k[0] = k[1] = Move();
    for (auto& byColor : history)
        for (auto& byFrom : byColor)
            for (int& h : byFrom) h = 0;
}

void SearchHistory::age() {
    for (auto& k : killers) k[0] = k[1] = Move();
    for (auto& byColor : history)
        for (auto& byFrom : byColor)
            for (int& h : byFrom) h /= 2;
}

void SearchHistory::onQuietCutoff(Color us, Move best, int ply, int depth, const Move* tried,
                                  int triedCount) {
    if (killers[ply][0] != best) {
        killers[ply][1] = killers[ply][0];
        killers[ply][0] = best;
    }
    int bonus = std::min(depth * depth, 400);
    auto update = [&](Move m, int delta) {
        int& h = history[us][m.from()][m.to()];
        // Stays within ±HISTORY_MAX; the product needs 64 bits.
        h += delta - int(std::int64_t(h) * std::abs(delta) / HISTORY_MAX);
    };
    update(best, bonus * 32);
    for (int i = 0; i < triedCount; ++i)
        if (tried[i] != best) update(tried[i], -bonus * 32);
}

MovePicker::MovePicker(const Position& pos, MoveList& moves, Move ttMove,
                       const SearchHistory& history, int ply)
    : moves_(moves) {
    Color us = pos.sideToMove();
    for (int i = 0; i < moves.size(); ++i) {
        Move m = moves[i];
        int& s = scores_[i];
        if (m == ttMove)
            s = TT_MOVE;
        else if (isTactical(pos, m))
            s = GOOD_TACTICAL + tacticalScore(pos, m);
        else if (m == history.killers[ply][0])
            s = KILLER + 1;
        else if (m == history.killers[ply][1])
            s = KILLER;
        else
            s = m.kind() == MoveKind::PASS ? 0 : history.history[us][m.from()][m.to()];
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
