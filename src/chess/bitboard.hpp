// Bitboards and the attack tables every variant shares.
#pragma once

#include "chess/types.hpp"

#include <bit>

namespace mudchess {

constexpr Bitboard squareBB(Square s) { return Bitboard(1) << s; }
constexpr Bitboard FILE_A_BB = 0x0101010101010101ULL;
constexpr Bitboard RANK_1_BB = 0xFFULL;
constexpr Bitboard fileBB(int file) { return FILE_A_BB << file; }
constexpr Bitboard rankBB(int rank) { return RANK_1_BB << (8 * rank); }

inline int popcount(Bitboard b) { return std::popcount(b); }
inline Square lsb(Bitboard b) { return Square(std::countr_zero(b)); }
inline Square msb(Bitboard b) { return Square(63 - std::countl_zero(b)); }
inline Square popLsb(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}
constexpr bool moreThanOne(Bitboard b) { return b & (b - 1); }

template <int Delta> constexpr Bitboard shift(Bitboard b) {
    if constexpr (Delta == 8) return b << 8;
    if constexpr (Delta == -8) return b >> 8;
    if constexpr (Delta == 7) return (b & ~fileBB(0)) << 7;
    if constexpr (Delta == 9) return (b & ~fileBB(7)) << 9;
    if constexpr (Delta == -7) return (b & ~fileBB(7)) >> 7;
    if constexpr (Delta == -9) return (b & ~fileBB(0)) >> 9;
    return 0;
}

// Squares attacked by all pawns of colour C in `pawns`.
template <Color C> constexpr Bitboard pawnAttacksBB(Bitboard pawns) {
    return C == WHITE ? shift<7>(pawns) | shift<9>(pawns) : shift<-7>(pawns) | shift<-9>(pawns);
}

namespace tables {
extern Bitboard pawnAttacks[COLOR_NB][SQUARE_NB];
extern Bitboard knightAttacks[SQUARE_NB];
extern Bitboard kingAttacks[SQUARE_NB];
// between[a][b]: the squares strictly between a and b on a shared line, plus b itself
// (so a check is answered by blocking or by capturing the checker with one mask).
extern Bitboard between[SQUARE_NB][SQUARE_NB];
// line[a][b]: the whole line through a and b, empty when they share none.
extern Bitboard line[SQUARE_NB][SQUARE_NB];

struct Magic {
    Bitboard mask;
    Bitboard magic;
    Bitboard* attacks;
    unsigned shift;
    unsigned index(Bitboard occupied) const {
        return unsigned(((occupied & mask) * magic) >> shift);
    }
};
extern Magic rookMagics[SQUARE_NB];
extern Magic bishopMagics[SQUARE_NB];
} // namespace tables

// Fills the tables; safe to call more than once, cheap after the first call.
void initBitboards();

inline Bitboard pawnAttacks(Color c, Square s) { return tables::pawnAttacks[c][s]; }
inline Bitboard knightAttacks(Square s) { return tables::knightAttacks[s]; }
inline Bitboard kingAttacks(Square s) { return tables::kingAttacks[s]; }
inline Bitboard rookAttacks(Square s, Bitboard occupied) {
    const tables::Magic& m = tables::rookMagics[s];
    return m.attacks[m.index(occupied)];
}
inline Bitboard bishopAttacks(Square s, Bitboard occupied) {
    const tables::Magic& m = tables::bishopMagics[s];
    return m.attacks[m.index(occupied)];
}
inline Bitboard queenAttacks(Square s, Bitboard occupied) {
    return rookAttacks(s, occupied) | bishopAttacks(s, occupied);
}
// The squares a piece of type `t` attacks from `s` (any type but the pawn, whose attacks depend
// on its colour), with `occupied` blocking the sliders.
inline Bitboard attacksOf(PieceType t, Square s, Bitboard occupied) {
    switch (t) {
    case KNIGHT:
    case ROYAL_KNIGHT: return knightAttacks(s);
    case BISHOP: return bishopAttacks(s, occupied);
    case ROOK: return rookAttacks(s, occupied);
    case QUEEN: return queenAttacks(s, occupied);
    default: return kingAttacks(s); // KING, COMMONER
    }
}
inline Bitboard betweenBB(Square a, Square b) { return tables::between[a][b]; }
inline Bitboard lineBB(Square a, Square b) { return tables::line[a][b]; }
inline bool aligned(Square a, Square b, Square c) { return lineBB(a, b) & squareBB(c); }

} // namespace mudchess
