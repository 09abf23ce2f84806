#include "chess/bitboard.hpp"

#include <cstdio>
#include <cstdlib>
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

// Magic multipliers, found once by a random search over sparse 64-bit numbers (a number is
// kept when it maps every blocker subset of the square's mask to an index whose attack set
// agrees). Searching at start-up cost a third of a second per run, so the results are fixed
// here; initMagics still checks every entry and stops loudly if one ever collides.
constexpr Bitboard ROOK_MAGICS[64] = {
    0x1080004008801020ULL, 0x0840092002c03000ULL, 0x1900200010400900ULL, 0x0880100008000480ULL,
    0x4200100420080200ULL, 0x8100020100080400ULL, 0x0200040110886200ULL, 0x0200008040220411ULL,
    0x0404800084400220ULL, 0x0000401000402000ULL, 0x0086001081220440ULL, 0x0408800800100280ULL,
    0x000a001201040820ULL, 0x8848800200840080ULL, 0x4001000100040200ULL, 0x0442000102105084ULL,
    0x9080010020804100ULL, 0x0040404000201009ULL, 0x0000808010002009ULL, 0x2200090021d00100ULL,
    0x0008008008040080ULL, 0x0004004002010040ULL, 0x0011040008015042ULL, 0x00000a0001768104ULL,
    0x0000800080204009ULL, 0x2010004140002001ULL, 0x9800200280100080ULL, 0x1000100080080080ULL,
    0x0442000a00049020ULL, 0x2100040080020080ULL, 0x0800120400900148ULL, 0x0010040a00128541ULL,
    0x2800804000800030ULL, 0x1010002000400041ULL, 0x4000200011004100ULL, 0x0610008410800800ULL,
    0x0400802402800800ULL, 0xc100020080800400ULL, 0x0002000802000401ULL, 0x0182085882000401ULL,
    0x0220204000808000ULL, 0x2860100040024022ULL, 0x0001002004110040ULL, 0x99101042000a0020ULL,
    0x0004080004008080ULL, 0x0010040002008080ULL, 0x2012004881020004ULL, 0x8300842444820011ULL,
    0x0088403882010200ULL, 0x0820400080210100ULL, 0x0110910040a00300ULL, 0x0801100280080480ULL,
    0x0242009008200600ULL, 0x1002000489500200ULL, 0x0040800200010080ULL, 0x0091800041000080ULL,
    0x0000209300488001ULL, 0x04c1002414824001ULL, 0x020020000b001041ULL, 0x7000100004200901ULL,
    0x8002002004100802ULL, 0x30010002084c0007ULL, 0x0888221800813004ULL, 0x4000002840840112ULL,
};
constexpr Bitboard BISHOP_MAGICS[64] = {
    0x10102002004a1420ULL, 0x8020040400584008ULL, 0x10510800811201c8ULL, 0x5204042080000088ULL,
    0x2204106880000002ULL, 0x1401042004000000ULL, 0x0400880410042004ULL, 0x0028208200a02020ULL,
    0x1500241990010e00ULL, 0x8001200182020a40ULL, 0x40004101030b0000ULL, 0x8002041042000100ULL,
    0x4010011041020038ULL, 0x0000010421044000ULL, 0x1500210808020a00ULL, 0x8000088400880520ULL,
    0x0405004010040100ULL, 0x1005823210040108ULL, 0x2708008102040011ULL, 0x4048200404009100ULL,
    0x0018104101400024ULL, 0x0003000601190101ULL, 0x8004803108491000ULL, 0x8014241200820800ULL,
    0x0006e080100c3040ULL, 0x0501044a11041800ULL, 0x9020300008004045ULL, 0x0894080000220040ULL,
    0x1001010083104000ULL, 0x5004030040900080ULL, 0x000400422c012400ULL, 0x0002128698404812ULL,
    0x1010108404900440ULL, 0x0928021182084100ULL, 0x2006080409020024ULL, 0x1010202020180080ULL,
    0xa010008200202200ULL, 0x2098015100019004ULL, 0x0002041440810811ULL, 0x802a02020000b098ULL,
    0x0009015090004060ULL, 0x4000821082081001ULL, 0x0100210040420800ULL, 0x0800004010488a00ULL,
    0x2000081104004040ULL, 0x4c8e029015000082ULL, 0x0420340322224842ULL, 0x1298260043400210ULL,
    0x0000822802400008ULL, 0x00008a0101600000ULL, 0x3040003412080021ULL, 0x3040290220884800ULL,
    0x4a1500401041004aULL, 0x8010200282020781ULL, 0x0020203142209091ULL, 0x0070300600902110ULL,
    0x0040808800b62048ULL, 0x0000810400c44420ULL, 0x00080400440c0441ULL, 0x8340080020840411ULL,
    0x0000000104208200ULL, 0x0000800810d00080ULL, 0x0400530411080200ULL, 0x4040702400932244ULL,
};

void initMagics(tables::Magic* magics, Bitboard* table, const Bitboard* numbers,
                const Step (&steps)[4]) {
    for (int sq = 0; sq < 64; ++sq) {
        Square s = Square(sq);
        // Edges do not affect the attack set unless the piece stands on them.
        Bitboard edges = ((rankBB(0) | rankBB(7)) & ~rankBB(rankOf(s))) |
                         ((fileBB(0) | fileBB(7)) & ~fileBB(fileOf(s)));
        tables::Magic& m = magics[sq];
        m.mask = slidingAttacks(s, 0, steps) & ~edges;
        m.shift = 64 - unsigned(popcount(m.mask));
        m.magic = numbers[sq];
        m.attacks = sq == 0 ? table : magics[sq - 1].attacks + (1u << (64 - magics[sq - 1].shift));
        std::vector<bool> filled(std::size_t(1) << popcount(m.mask));
        Bitboard subset = 0;
        do { // every subset of the mask (Carry-Rippler)
            Bitboard attacks = slidingAttacks(s, subset, steps);
            unsigned idx = m.index(subset);
            if (filled[idx] && m.attacks[idx] != attacks) {
                std::fprintf(stderr, "mudchess: magic number for square %d collides\n", sq);
                std::abort();
            }
            filled[idx] = true;
            m.attacks[idx] = attacks;
            subset = (subset - m.mask) & m.mask;
        } while (subset);
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
    initMagics(tables::rookMagics, rookTable, ROOK_MAGICS, ROOK_STEPS);
    initMagics(tables::bishopMagics, bishopTable, BISHOP_MAGICS, BISHOP_STEPS);

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
