#include "search/network.hpp"

#include "search/network_file.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace mudchess::search::network {

namespace {

// The input block of each piece kind; -1: not a chess piece.
constexpr int KIND_INDEX[PIECE_TYPE_NB] = {-1, 0, 1, 2, 3, 4, -1, 5, -1};

// Sixteen hidden units at once (GCC's and Clang's vector extension: one AVX2 register, or two
// SSE2 ones).
using Lanes = std::int16_t __attribute__((vector_size(32)));
constexpr int LANES = 16;
static_assert(HIDDEN % LANES == 0);

// Weights loaded by use(); none: the built-in ones.
std::unique_ptr<const Weights> loaded;

const Weights& active() { return loaded ? *loaded : builtInWeights(); }

// `units`: `base` less the weight columns (in `columns`) of `removed`, plus those of `added`.
// Built for AVX2 too where the processor has it (chosen once, at load time): these sums are
// most of the network's time.
__attribute__((target_clones("avx2", "default"))) void
addColumns(const std::int16_t* columns, const std::int16_t* base, const std::uint16_t* removed,
           int removedCount, const std::uint16_t* added, int addedCount, std::int16_t* units) {
    Lanes sum[HIDDEN / LANES];
    std::memcpy(sum, base, sizeof(sum));
    for (int k = 0; k < removedCount; ++k) {
        Lanes column[HIDDEN / LANES];
        std::memcpy(column, columns + removed[k] * HIDDEN, sizeof(column));
        for (int i = 0; i < HIDDEN / LANES; ++i) sum[i] -= column[i];
    }
    for (int k = 0; k < addedCount; ++k) {
        Lanes column[HIDDEN / LANES];
        std::memcpy(column, columns + added[k] * HIDDEN, sizeof(column));
        for (int i = 0; i < HIDDEN / LANES; ++i) sum[i] += column[i];
    }
    std::memcpy(units, sum, sizeof(sum));
}

// The input of piece `p` on `s` as `perspective` sees it; -1 for a piece the network lacks.
int inputOf(Piece p, Square s, Color perspective) {
    int kind = KIND_INDEX[typeOf(p)];
    if (kind < 0) return -1;
    int side = colorOf(p) == perspective ? 0 : 1;
    int square = perspective == WHITE ? s : s ^ 56;
    return (side * 6 + kind) * 64 + square;
}

// One side's share of the output: each unit's activation times its weight. AVX2 too, as above.
__attribute__((target_clones("avx2", "default"))) int output(const std::int16_t* units,
                                                             const std::int16_t* weights) {
    int sum = 0;
    for (int i = 0; i < HIDDEN; ++i) sum += std::clamp<int>(units[i], 0, QA) * weights[i];
    return sum;
}

// What the other side sees of the same piece: own and enemy swapped, the board turned.
std::uint16_t seenByTheOtherSide(std::uint16_t input) {
    constexpr int SIDE_BLOCK = 6 * 64;
    return std::uint16_t((input < SIDE_BLOCK ? input + SIDE_BLOCK : input - SIDE_BLOCK) ^ 56);
}

bool networkEnabled = true; // set before any search starts

} // namespace

const Weights& builtInWeights() {
    // Decoded once, on first use. A test checks the built-in file, so this fails only in a
    // build whose data/network.bin is damaged or does not fit its network.hpp.
    static const std::unique_ptr<const Weights> weights = [] {
        WeightsResult built = decode(builtInFile());
        if (!built.weights) {
            std::fprintf(stderr, "mudchess: the built-in network data/network.bin %s\n",
                         built.error.c_str());
            std::abort();
        }
        return std::move(built.weights);
    }();
    return *weights;
}

void use(std::unique_ptr<const Weights> weights) { loaded = std::move(weights); }
void useBuiltIn() { loaded.reset(); }

void setEnabled(bool enabled) { networkEnabled = enabled; }
bool enabled() { return networkEnabled; }

bool covers(const Variant& variant) {
    const MoveRules& r = variant.rules;
    return r.royal == KING && !r.instabilityPieces && !r.extinction &&
           r.stalemate == StalemateRule::DRAW &&
           !(variant.pieces & ~typeSet({PAWN, KNIGHT, BISHOP, ROOK, QUEEN}));
}

int activeInputs(const Position& pos, Color perspective, std::uint16_t* out) {
    int count = 0;
    for (Bitboard b = pos.pieces(); b && count < MAX_ACTIVE; b &= b - 1) {
        Square s = Square(lsb(b));
        int input = inputOf(pos.pieceOn(s), s, perspective);
        if (input >= 0) out[count++] = std::uint16_t(input);
    }
    return count;
}

int outputBucket(const Position& pos) {
    return std::min(OUTPUT_BUCKETS - 1,
                    (popcount(pos.pieces()) - 1) / (MAX_ACTIVE / OUTPUT_BUCKETS));
}

void refresh(const Position& pos, Accumulator& acc) {
    std::uint16_t white[MAX_ACTIVE], black[MAX_ACTIVE];
    int count = activeInputs(pos, WHITE, white);
    for (int k = 0; k < count; ++k) black[k] = seenByTheOtherSide(white[k]);
    const Weights& w = active();
    addColumns(w.hidden, w.hiddenBiases, nullptr, 0, white, count, acc.units[WHITE]);
    addColumns(w.hidden, w.hiddenBiases, nullptr, 0, black, count, acc.units[BLACK]);
}

void update(const Position& parent, const Accumulator& before, const Position& child,
            Accumulator& after) {
    Bitboard changed =
        (parent.pieces(WHITE) ^ child.pieces(WHITE)) | (parent.pieces(BLACK) ^ child.pieces(BLACK));
    for (int t = 0; t < PIECE_TYPE_NB; ++t)
        changed |= parent.pieces(PieceType(t)) ^ child.pieces(PieceType(t));
    const std::int16_t* columns = active().hidden;
    for (Color perspective : {WHITE, BLACK}) {
        // A move changes at most four squares (castling), so each list stays short.
        std::uint16_t removed[SQUARE_NB], added[SQUARE_NB];
        int removedCount = 0, addedCount = 0;
        for (Bitboard b = changed; b; b &= b - 1) {
            Square s = Square(lsb(b));
            if (Piece p = parent.pieceOn(s); p) {
                int input = inputOf(p, s, perspective);
                if (input >= 0) removed[removedCount++] = std::uint16_t(input);
            }
            if (Piece p = child.pieceOn(s); p) {
                int input = inputOf(p, s, perspective);
                if (input >= 0) added[addedCount++] = std::uint16_t(input);
            }
        }
        addColumns(columns, before.units[perspective], removed, removedCount, added, addedCount,
                   after.units[perspective]);
    }
}

int evaluate(const Position& pos, const Accumulator& acc) {
    Color us = pos.sideToMove();
    int bucket = outputBucket(pos);
    const Weights& w = active();
    const std::int16_t* weights = w.output + bucket * 2 * HIDDEN;
    long sum = long(output(acc.units[us], weights)) + output(acc.units[~us], weights + HIDDEN) +
               w.outputBiases[bucket];
    return int(sum * SCALE * SEARCH_PERCENT / (QA * QB * 100));
}

int evaluate(const Position& pos) {
    Accumulator acc;
    refresh(pos, acc);
    return evaluate(pos, acc);
}

} // namespace mudchess::search::network
