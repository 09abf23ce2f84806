#include "chess/bitboard.hpp"

#include <mutex>
#include <vector>

namespace mudchess {

namespace tables {
Bitboard pawnAttacks[COLOR_NB][SQUARE_NB];
Bitboard knightAttacks[SQUARE_NB];
Bitboard kingAttacks[SQUARE_NB];
Bitboard between[SQUARE_NB][SQUARE_NB];
Bitboard line[SQUARE_NB][SQUARE_NB];
Magic rookMagics[SQUARE_NB];
Magic bishopMagics[SQUARE_NB];
} // namespace tables

namespace {

Bitboard rookTable[0x19000];  // 102400 entries: the sum of 2^bits over all squares
Bitboard bishopTable[0x1480]; // 5248 entries

struct Step {
    int file, rank;
};
constexpr Step ROOK_STEPS[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr Step BISHOP_STEPS[] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
constexpr Step KNIGHT_STEPS[] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                 {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr Step KING_STEPS[] = {{1, 0},  {1, 1},   {0, 1},  {-1, 1},
                               {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

bool onBoard(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

template <std::size_t N> Bitboard leaperAttacks(Square s, const Step (&steps)[N]) {
    Bitboard b = 0;
    for (const Step& st : steps)
        if (onBoard(fileOf(s) + st.file, rankOf(s) + st.rank))
            b |= squareBB(makeSquare(fileOf(s) + st.file, rankOf(s) + st.rank));
    return b;
}

// The slow, obviously right slider walk; used to build the magic tables and lines.
Bitboard slidingAttacks(Square s, Bitboard occupied, const Step (&steps)[4]) {
    Bitboard b = 0;
    for (const Step& st : steps) {
        int f = fileOf(s) + st.file, r = rankOf(s) + st.rank;
        for (; onBoard(f, r); f += st.file, r += st.rank) {
            b |= squareBB(makeSquare(f, r));
            if (occupied & squareBB(makeSquare(f, r))) break;
        }
    }
    return b;
}

// xorshift64*: a fixed seed makes the magic search (and so start-up time) repeatable.
struct Prng {
    std::uint64_t state;
    std::uint64_t next() {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        return state * 2685821657736338717ULL;
    }
    std::uint64_t sparse() { return next() & next() & next(); }
};

void initMagics(tables::Magic* magics, Bitboard* table, const Step (&steps)[4]) {
    Prng prng{0x9E3779B97F4A7C15ULL};
    std::vector<Bitboard> occupancies, references;
    std::vector<int> epoch(4096, 0);
    int attempt = 0;
    for (int sq = 0; sq < 64; ++sq) {
        Square s = Square(sq);
        // Edges do not affect the attack set unless the piece stands on them.
        Bitboard edges = ((rankBB(0) | rankBB(7)) & ~rankBB(rankOf(s))) |
                         ((fileBB(0) | fileBB(7)) & ~fileBB(fileOf(s)));
        tables::Magic& m = magics[sq];
        m.mask = slidingAttacks(s, 0, steps) & ~edges;
        m.shift = 64 - unsigned(popcount(m.mask));
        m.attacks = sq == 0 ? table : magics[sq - 1].attacks + (1u << (64 - magics[sq - 1].shift));

        occupancies.clear();
        references.clear();
        Bitboard subset = 0;
        do { // every subset of the mask (Carry-Rippler)
            occupancies.push_back(subset);
            references.push_back(slidingAttacks(s, subset, steps));
            subset = (subset - m.mask) & m.mask;
        } while (subset);

        for (bool found = false; !found;) {
            do m.magic = prng.sparse();
            while (popcount((m.magic * m.mask) >> 56) < 6);
            ++attempt;
            found = true;
            for (std::size_t i = 0; i < occupancies.size(); ++i) {
                unsigned idx = m.index(occupancies[i]);
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    m.attacks[idx] = references[i];
                } else if (m.attacks[idx] != references[i]) {
                    found = false;
                    break;
                }
            }
        }
    }
}

void initAll() {
    for (int sq = 0; sq < 64; ++sq) {
        Square s = Square(sq);
        tables::knightAttacks[sq] = leaperAttacks(s, KNIGHT_STEPS);
        tables::kingAttacks[sq] = leaperAttacks(s, KING_STEPS);
        tables::pawnAttacks[WHITE][sq] = pawnAttacksBB<WHITE>(squareBB(s));
        tables::pawnAttacks[BLACK][sq] = pawnAttacksBB<BLACK>(squareBB(s));
    }
    initMagics(tables::rookMagics, rookTable, ROOK_STEPS);
    initMagics(tables::bishopMagics, bishopTable, BISHOP_STEPS);

    for (int a = 0; a < 64; ++a)
        for (int b = 0; b < 64; ++b) {
            Square sa = Square(a), sb = Square(b);
            tables::between[a][b] = squareBB(sb);
            tables::line[a][b] = 0;
            if (a == b) continue;
            for (const auto* steps : {&ROOK_STEPS, &BISHOP_STEPS}) {
                if (!(slidingAttacks(sa, 0, *steps) & squareBB(sb))) continue;
                tables::line[a][b] =
                    (slidingAttacks(sa, 0, *steps) & slidingAttacks(sb, 0, *steps)) | squareBB(sa) |
                    squareBB(sb);
                tables::between[a][b] |= slidingAttacks(sa, squareBB(sb), *steps) &
                                         slidingAttacks(sb, squareBB(sa), *steps);
            }
        }
}

} // namespace

void initBitboards() {
    static std::once_flag once;
    std::call_once(once, initAll);
}

} // namespace mudchess
