// A small evaluation network for orthodox chess: each side's pieces seen from that side (768
// inputs: own and enemy, six kinds, 64 squares, the board turned for Black), one hidden layer
// of HIDDEN units per side with a clipped ReLU, the side to move's units first, then one
// output from one of OUTPUT_BUCKETS sets of output weights, chosen by how many pieces are left
// (an ending weighs the same units differently from an opening). Integer weights. A search keeps
// the hidden layer's sums a ply and updates them by the squares a move changed (AccumulatorStack);
// other callers compute them from scratch. Trained by training/train_network.cpp on positions of
// the engine's own games (training/selfplay_positions.cpp) that Stockfish scored
// (training/relabel_stockfish.py): it is a better judge than our search. Its weights are data:
// data/network.bin built in (docs/network-format.md), or another file loaded at run time.
#pragma once

#include "chess/position.hpp"

#include <cstdint>
#include <memory>

namespace mudchess::search::network {

constexpr int INPUTS = 768;
constexpr int HIDDEN = 256;
constexpr int MAX_ACTIVE = 32; // pieces on the board
constexpr int OUTPUT_BUCKETS = 8;
// Quantisation: hidden weights times QA (an active unit is 0..QA), output weights times QB.
constexpr int QA = 255;
constexpr int QB = 64;
// Centipawns per unit of the output, which is trained as the logit of the expected score.
constexpr int SCALE = 400;
// What the search gets of the network's centipawns, in percent. The network learns Stockfish's
// centipawns, which spread about 1.13 times as far as the hand-written evaluation's, and the
// search's margins (reverse futility, futility, delta pruning, null move) were fitted to the
// latter; brought to that scale it played about 40 Elo better (docs/engine-journal.md, "Sums
// updated move by move, a hidden layer twice as wide, and the network on the search's scale").
constexpr int SEARCH_PERCENT = 88;

// The network's numbers, in the order a network file holds them.
struct Weights {
    alignas(32) std::int16_t hidden[INPUTS * HIDDEN]; // input i's column of units at i * HIDDEN
    alignas(32) std::int16_t hiddenBiases[HIDDEN];
    // Each bucket's: the side to move's units' weights, then the other side's.
    alignas(32) std::int16_t output[OUTPUT_BUCKETS * 2 * HIDDEN];
    std::int32_t outputBiases[OUTPUT_BUCKETS];
};

// The weights every evaluation uses from now on: `weights`, or the built-in ones. A search
// reads them without a lock, so change them only while no search runs anywhere in the program.
void use(std::unique_ptr<const Weights> weights);
void useBuiltIn();
// The built-in weights (data/network.bin as the build embedded it).
const Weights& builtInWeights();

// Whether the network knows every piece kind of `variant` and plays by chess's rules of
// winning (a royal king, no pieces whose loss loses, check never suspended).
bool covers(const Variant& variant);

// The inputs `perspective` sees on `pos`, written to `out` (at most MAX_ACTIVE); their count.
int activeInputs(const Position& pos, Color perspective, std::uint16_t* out);

// Each perspective's hidden layer before its activation (White's view, then Black's): the
// biases plus a column of weights for each input.
struct Accumulator {
    alignas(32) std::int16_t units[COLOR_NB][HIDDEN];
};
// Which set of output weights judges `pos`: one for every four pieces on the board.
int outputBucket(const Position& pos);

// `acc` worked out from every piece of `pos`.
void refresh(const Position& pos, Accumulator& acc);
// `after`, the accumulator of `child`, from `before`, that of `parent`: only the squares whose
// piece differs (two to four after a move, none after a null move) change it.
void update(const Position& parent, const Accumulator& before, const Position& child,
            Accumulator& after);

// The position for the side to move, in centipawns. Only where covers() holds.
int evaluate(const Position& pos);
// The same from the position's accumulator.
int evaluate(const Position& pos, const Accumulator& acc);

// Whether the engine's evaluation uses the network where it covers the variant (by default it
// does); training/selfplay_positions.cpp turns it off to make positions with the hand-written one.
void setEnabled(bool enabled);
bool enabled();

} // namespace mudchess::search::network
