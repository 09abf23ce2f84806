#include "search/natural_move.hpp"

#include "search/score.hpp"
#include "search/see.hpp"

namespace mudchess::search {

int naturalness(const Position& pos, Move m) {
    if (m.kind() == MoveKind::PASS) return 0;
    if (m.kind() == MoveKind::CASTLING) return 20;
    int appeal = 0;
    if (pos.isCapture(m) && staticExchange(pos, m) >= 0) appeal += 25;
    if (pos.givesCheck(m)) appeal += 15;
    Color us = pos.sideToMove();
    PieceType mover = typeOf(pos.pieceOn(m.from()));
    if (mover == pos.rules().royal) {
        if (!pos.inCheck()) appeal -= 20;
    } else if (mover != PAWN && relativeRank(us, m.from()) == 0 && relativeRank(us, m.to()) > 0) {
        appeal += 15; // development
    }
    return appeal;
}

Move pickNatural(const Position& pos, std::span<const ScoredMove> moves, int margin,
                 std::uint64_t seed) {
    if (moves.empty()) return Move();
    int top = moves[0].score;
    if (moves.size() == 1 || margin <= 0 || isMateScore(top)) return moves[0].move;
    std::uint64_t s = seed | 1;
    auto random = [&s] { // xorshift64*
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return (s * 2685821657736338717ULL) >> 33;
    };
    int bestTotal = -SCORE_INFINITE;
    Move chosen = moves[0].move;
    for (const ScoredMove& m : moves) {
        if (m.score < top - margin) continue;
        int total = m.score + naturalness(pos, m.move) + int(random() % unsigned(margin / 2 + 1));
        if (total > bestTotal) {
            bestTotal = total;
            chosen = m.move;
        }
    }
    return chosen;
}

} // namespace mudchess::search
