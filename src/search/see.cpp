#include "search/see.hpp"

#include "search/evaluate.hpp"

#include <algorithm>

namespace mudchess::search {

namespace {

// Above every material sum: losing the royal piece ends the exchange.
constexpr int ROYAL_VALUE = 20000;

int seeValue(const Position& pos, PieceType t) {
    return t == pos.rules().royal ? ROYAL_VALUE : pieceValue(t);
}

// The least valuable piece of `side` among `attackers`; NO_PIECE_TYPE when there is none.
PieceType cheapest(const Position& pos, Bitboard attackers, Color side, Square& from) {
    PieceType best = NO_PIECE_TYPE;
    int bestValue = 0;
    for (int t = PAWN; t < PIECE_TYPE_NB; ++t) {
        Bitboard these = attackers & pos.pieces(side, PieceType(t));
        if (!these) continue;
        int value = seeValue(pos, PieceType(t));
        if (best == NO_PIECE_TYPE || value < bestValue) {
            best = PieceType(t);
            bestValue = value;
            from = lsb(these);
        }
    }
    return best;
}

} // namespace

int staticExchange(const Position& pos, Move m) {
    Square from = m.from(), to = m.to();
    Color us = pos.sideToMove();
    Bitboard occupied = pos.pieces() ^ squareBB(from);
    int gain[40];
    if (m.kind() == MoveKind::EN_PASSANT) {
        occupied ^= squareBB(to - pawnPush(us));
        gain[0] = pieceValue(PAWN);
    } else {
        gain[0] = pos.pieceOn(to) == NO_PIECE ? 0 : seeValue(pos, typeOf(pos.pieceOn(to)));
    }
    int onSquare = seeValue(pos, typeOf(pos.pieceOn(from)));
    Color side = ~us;
    int depth = 0;
    while (depth < 38) {
        Bitboard attackers = pos.attackersTo(to, occupied) & occupied;
        Square next = to;
        PieceType t = cheapest(pos, attackers, side, next);
        if (t == NO_PIECE_TYPE) break;
        ++depth;
        gain[depth] = onSquare - gain[depth - 1];
        // Neither side can do better than stop here: no need to look further.
        if (std::max(-gain[depth - 1], gain[depth]) < 0) break;
        occupied ^= squareBB(next);
        onSquare = seeValue(pos, t);
        side = ~side;
    }
    while (depth > 0) {
        gain[depth - 1] = -std::max(-gain[depth - 1], gain[depth]);
        --depth;
    }
    return gain[0];
}

} // namespace mudchess::search
