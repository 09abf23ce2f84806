#include "search/network.hpp"

#include "search/network_weights.hpp"

#include <algorithm>
#include <cstring>

namespace mudchess::search::network {

namespace {

// The input block of each piece kind; -1: not a chess piece.
constexpr int KIND_INDEX[PIECE_TYPE_NB] = {-1, 0, 1, 2, 3, 4, -1, 5, -1};

static_assert(sizeof(HIDDEN_WEIGHTS) / sizeof(HIDDEN_WEIGHTS[0]) == INPUTS * HIDDEN);
static_assert(sizeof(HIDDEN_BIASES) / sizeof(HIDDEN_BIASES[0]) == HIDDEN);
static_assert(sizeof(OUTPUT_WEIGHTS) / sizeof(OUTPUT_WEIGHTS[0]) == 2 * HIDDEN);

// Sixteen hidden units at once (GCC's and Clang's vector extension: one AVX2 register, or two
// SSE2 ones).
using Lanes = std::int16_t __attribute__((vector_size(32)));
constexpr int LANES = 16;
static_assert(HIDDEN % LANES == 0);

// One side's hidden layer before its activation: the biases plus a column of weights for each
// input. Built for AVX2 too where the processor has it (chosen once, at load time): these sums
// are most of the network's time.
__attribute__((target_clones("avx2", "default"))) void accumulate(const std::uint16_t* inputs,
                                                                  int count, std::int16_t* units) {
    Lanes sum[HIDDEN / LANES];
    std::memcpy(sum, HIDDEN_BIASES, sizeof(sum));
    for (int k = 0; k < count; ++k) {
        Lanes column[HIDDEN / LANES];
        std::memcpy(column, HIDDEN_WEIGHTS + inputs[k] * HIDDEN, sizeof(column));
        for (int i = 0; i < HIDDEN / LANES; ++i) sum[i] += column[i];
    }
    std::memcpy(units, sum, sizeof(sum));
}

int output(const std::int16_t* units, const std::int16_t* weights) {
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
        Piece p = pos.pieceOn(s);
        int kind = KIND_INDEX[typeOf(p)];
        if (kind < 0) continue;
        int side = colorOf(p) == perspective ? 0 : 1;
        int square = perspective == WHITE ? s : s ^ 56;
        out[count++] = std::uint16_t((side * 6 + kind) * 64 + square);
    }
    return count;
}

int evaluate(const Position& pos) {
    alignas(32) std::int16_t units[2][HIDDEN];
    std::uint16_t ours[MAX_ACTIVE], theirs[MAX_ACTIVE];
    int count = activeInputs(pos, pos.sideToMove(), ours);
    for (int k = 0; k < count; ++k) theirs[k] = seenByTheOtherSide(ours[k]);
    accumulate(ours, count, units[0]);
    accumulate(theirs, count, units[1]);
    long sum = long(output(units[0], OUTPUT_WEIGHTS)) + output(units[1], OUTPUT_WEIGHTS + HIDDEN) +
               OUTPUT_BIAS;
    return int(sum * SCALE / (QA * QB));
}

} // namespace mudchess::search::network
