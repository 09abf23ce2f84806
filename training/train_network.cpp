// Trains the evaluation network of src/search/network.hpp on positions written by
// selfplay_positions.cpp and scored again by relabel_stockfish.py ("FEN;centipawns;result",
// White's side) and writes its integer weights as a network file (docs/network-format.md), such
// as data/network.bin, the one built into the program.
//
//   build/training/train_network POSITIONS.txt OUT.bin [EPOCHS [LAMBDA [THREADS]]]
//
// The target of a position blends its search score and its game's result: LAMBDA times the
// score's expected result (a logistic curve of SCALE centipawns) plus the rest times the result.
// With Stockfish's scores the score alone (LAMBDA 1, the default) played best: the results
// are of games at 5,000 nodes a move and say less about a position than Stockfish does.
// The loss is the squared difference of expected results, fitted by Adam in batches. The last
// 2% of the file (whole games, since the file is written a game at a time) is held out; each
// epoch prints the held-out loss beside the hand-written evaluation's on the same positions.
// Positions where nobody may castle also train turned about, files a to h.
#include "search/evaluate.hpp"
#include "search/network.hpp"
#include "search/network_file.hpp"
#include "training/labelled_positions.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <numeric>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

using namespace mudchess;
namespace net = mudchess::search::network;

namespace {

constexpr int H = net::HIDDEN;
constexpr int OUT = net::OUTPUT_BUCKETS * 2 * H; // output weights, a bucket's after another
constexpr int BATCH = 4096;
constexpr double HIDDEN_LIMIT = 1.98; // |hidden weight|: 32 of them times QA fit an int16

struct Sample {
    std::uint16_t inputs[2][net::MAX_ACTIVE]; // the side to move's, then the other side's
    std::uint8_t count[2];
    std::uint8_t bucket; // which output weights judge it
    float target;        // expected result for the side to move
    float handScore;     // the hand-written evaluation, centipawns for the side to move
};

double logistic(double x) { return 1 / (1 + std::exp(-x)); }

// The same position with the files turned about (a to h): the same value where nobody can
// castle, so a second sample for free.
Sample mirrored(Sample s) {
    for (int side = 0; side < 2; ++side)
        for (int k = 0; k < s.count[side]; ++k) s.inputs[side][k] ^= 7;
    return s;
}

std::vector<Sample> readSamples(const std::string& path, double lambda, int& unreadable) {
    std::vector<Sample> samples;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        std::size_t a = line.find(';'), b = line.rfind(';');
        std::optional<double> score, result;
        if (a != std::string::npos && b > a) {
            score = bench::number(line.substr(a + 1, b - a - 1));
            // "-": a position off the game's path, learnt from its score alone.
            result = line.substr(b + 1) == "-" ? std::optional<double>(-1)
                                               : bench::number(line.substr(b + 1));
        }
        FenResult parsed = Position::fromFen(chessVariant(), line.substr(0, a));
        if (!score || !result || !parsed.position) {
            ++unreadable;
            continue;
        }
        const Position& pos = *parsed.position;
        Color us = pos.sideToMove();
        Sample s{};
        s.count[0] = std::uint8_t(net::activeInputs(pos, us, s.inputs[0]));
        s.count[1] = std::uint8_t(net::activeInputs(pos, ~us, s.inputs[1]));
        s.bucket = std::uint8_t(net::outputBucket(pos));
        double ours = us == WHITE ? *score : -*score;
        double won = us == WHITE ? *result : 1 - *result;
        double weight = *result < 0 ? 1 : lambda;
        s.target = float(weight * logistic(ours / net::SCALE) + (1 - weight) * won);
        s.handScore = float(search::evaluate(pos, search::defaultEvalWeights()));
        samples.push_back(s);
        if (!pos.castlingRights()) samples.push_back(mirrored(s));
    }
    return samples;
}

struct Parameters {
    std::vector<float> hidden = std::vector<float>(net::INPUTS * H);
    std::vector<float> hiddenBias = std::vector<float>(H);
    std::vector<float> out = std::vector<float>(OUT);
    std::vector<float> outBias = std::vector<float>(net::OUTPUT_BUCKETS);

    // Every array, for what is done to all of them alike (gradients summed and averaged).
    std::array<std::vector<float>*, 4> arrays() { return {&hidden, &hiddenBias, &out, &outBias}; }

    void zero() {
        for (std::vector<float>* a : arrays()) std::fill(a->begin(), a->end(), 0.f);
    }
    void add(Parameters& other) {
        std::array<std::vector<float>*, 4> ours = arrays(), theirs = other.arrays();
        for (std::size_t k = 0; k < ours.size(); ++k)
            for (std::size_t i = 0; i < ours[k]->size(); ++i) (*ours[k])[i] += (*theirs[k])[i];
    }
    void divide(float n) {
        for (std::vector<float>* a : arrays())
            for (float& x : *a) x /= n;
    }
};

// The network's output (the logit of the expected result) for `s`; with `grad`, also adds the
// gradient of the squared error to it and returns the error through `loss`.
double forward(const Parameters& p, const Sample& s, Parameters* grad, double* loss) {
    float units[2][H];
    for (int side = 0; side < 2; ++side) {
        std::copy(p.hiddenBias.begin(), p.hiddenBias.end(), units[side]);
        for (int k = 0; k < s.count[side]; ++k) {
            const float* column = &p.hidden[s.inputs[side][k] * H];
            for (int i = 0; i < H; ++i) units[side][i] += column[i];
        }
    }
    const float* out = &p.out[s.bucket * 2 * H];
    double o = p.outBias[s.bucket];
    for (int side = 0; side < 2; ++side)
        for (int i = 0; i < H; ++i) o += std::clamp(units[side][i], 0.f, 1.f) * out[side * H + i];
    if (!grad) return o;
    double predicted = logistic(o);
    double error = predicted - s.target;
    *loss += error * error;
    float dOut = float(2 * error * predicted * (1 - predicted));
    grad->outBias[s.bucket] += dOut;
    float* dOutWeights = &grad->out[s.bucket * 2 * H];
    for (int side = 0; side < 2; ++side) {
        float dUnits[H];
        for (int i = 0; i < H; ++i) {
            float u = units[side][i];
            dOutWeights[side * H + i] += dOut * std::clamp(u, 0.f, 1.f);
            dUnits[i] = u > 0 && u < 1 ? dOut * out[side * H + i] : 0;
            grad->hiddenBias[i] += dUnits[i];
        }
        for (int k = 0; k < s.count[side]; ++k) {
            float* column = &grad->hidden[s.inputs[side][k] * H];
            for (int i = 0; i < H; ++i) column[i] += dUnits[i];
        }
    }
    return o;
}

struct Adam {
    std::vector<float> m, v;
    explicit Adam(std::size_t n) : m(n), v(n) {}
    void step(float* w, const float* g, std::size_t n, double rate, int t, double limit) {
        const double b1 = 0.9, b2 = 0.999;
        double c1 = 1 - std::pow(b1, t), c2 = 1 - std::pow(b2, t);
        for (std::size_t i = 0; i < n; ++i) {
            m[i] = float(b1 * m[i] + (1 - b1) * g[i]);
            v[i] = float(b2 * v[i] + (1 - b2) * g[i] * g[i]);
            double x = w[i] - rate * (m[i] / c1) / (std::sqrt(v[i] / c2) + 1e-8);
            w[i] = float(std::clamp(x, -limit, limit));
        }
    }
};

double heldOutLoss(const Parameters& p, const std::vector<Sample>& heldOut, double* hand) {
    double loss = 0, handLoss = 0;
    for (const Sample& s : heldOut) {
        double e = logistic(forward(p, s, nullptr, nullptr)) - s.target;
        double h = logistic(s.handScore / net::SCALE) - s.target;
        loss += e * e;
        handLoss += h * h;
    }
    *hand = handLoss / double(heldOut.size());
    return loss / double(heldOut.size());
}

// `v` times `factor`, rounded and held within +-limit, into `out`.
template <typename Integer>
void quantise(const std::vector<float>& v, long factor, Integer* out, long limit = 32767) {
    for (std::size_t i = 0; i < v.size(); ++i)
        out[i] = Integer(std::clamp(std::lround(v[i] * double(factor)), -limit, limit));
}

bool writeWeights(const std::string& path, const Parameters& p) {
    auto weights = std::make_unique<net::Weights>();
    quantise(p.hidden, net::QA, weights->hidden);
    quantise(p.hiddenBias, net::QA, weights->hiddenBiases);
    quantise(p.out, net::QB, weights->output);
    quantise(p.outBias, long(net::QA) * net::QB, weights->outputBiases, 1L << 30);
    std::vector<unsigned char> bytes = net::encode(*weights);
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    return bool(out.flush());
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 3 || argc > 6) {
        std::fprintf(stderr, "usage: train_network POSITIONS.txt OUT.bin [EPOCHS [LAMBDA "
                             "[THREADS]]]\n  e.g. train_network positions.txt "
                             "data/network.bin 14 1 2\n");
        return 2;
    }
    int epochs = argc > 3 ? int(bench::number(argv[3]).value_or(-1)) : 20;
    double lambda = argc > 4 ? bench::number(argv[4]).value_or(-1) : 1.0;
    int threads = argc > 5 ? int(bench::number(argv[5]).value_or(-1)) : 2;
    if (epochs < 1 || lambda < 0 || lambda > 1 || threads < 1 || threads > 64) {
        std::fprintf(stderr, "train_network: EPOCHS at least 1, LAMBDA 0-1, THREADS 1-64\n");
        return 2;
    }
    int unreadable = 0;
    std::vector<Sample> samples = readSamples(argv[1], lambda, unreadable);
    if (samples.size() < 1000) {
        std::fprintf(stderr,
                     "train_network: %zu positions in %s (%d lines unreadable); need at "
                     "least 1000\n",
                     samples.size(), argv[1], unreadable);
        return 1;
    }
    std::size_t heldOutStart = samples.size() - samples.size() / 50;
    std::vector<Sample> heldOut(samples.begin() + long(heldOutStart), samples.end());
    samples.resize(heldOutStart);
    std::fprintf(stderr, "%zu positions to train on, %zu held out, %d lines unreadable\n",
                 samples.size(), heldOut.size(), unreadable);

    std::mt19937 rng(1);
    Parameters p;
    std::uniform_real_distribution<float> small(-0.1f, 0.1f);
    for (float& w : p.hidden) w = small(rng);
    for (float& w : p.hiddenBias) w = 0.1f;
    for (float& w : p.out) w = small(rng);
    std::vector<Parameters> grads(static_cast<std::size_t>(threads));
    Adam adamHidden(p.hidden.size()), adamBias(H), adamOut(OUT), adamOutBias(net::OUTPUT_BUCKETS);
    std::vector<std::size_t> order(samples.size());
    std::iota(order.begin(), order.end(), 0);
    int step = 0;
    for (int epoch = 1; epoch <= epochs; ++epoch) {
        double rate = epoch <= epochs * 7 / 10 ? 1e-3 : epoch <= epochs * 9 / 10 ? 3e-4 : 1e-4;
        std::shuffle(order.begin(), order.end(), rng);
        double trainLoss = 0;
        for (std::size_t start = 0; start < order.size(); start += BATCH) {
            std::size_t end = std::min(order.size(), start + BATCH);
            std::vector<double> losses(static_cast<std::size_t>(threads));
            std::vector<std::thread> pool;
            for (int t = 0; t < threads; ++t)
                pool.emplace_back([&, t] {
                    Parameters& g = grads[std::size_t(t)];
                    g.zero();
                    for (std::size_t i = start + std::size_t(t); i < end; i += std::size_t(threads))
                        forward(p, samples[order[i]], &g, &losses[std::size_t(t)]);
                });
            for (std::thread& t : pool) t.join();
            for (int t = 1; t < threads; ++t) grads[0].add(grads[std::size_t(t)]);
            for (double l : losses) trainLoss += l;
            ++step;
            Parameters& g = grads[0];
            g.divide(float(end - start));
            adamHidden.step(p.hidden.data(), g.hidden.data(), p.hidden.size(), rate, step,
                            HIDDEN_LIMIT);
            adamBias.step(p.hiddenBias.data(), g.hiddenBias.data(), H, rate, step, HIDDEN_LIMIT);
            adamOut.step(p.out.data(), g.out.data(), OUT, rate, step, 100);
            adamOutBias.step(p.outBias.data(), g.outBias.data(), net::OUTPUT_BUCKETS, rate, step,
                             100);
        }
        double hand = 0;
        double held = heldOutLoss(p, heldOut, &hand);
        std::fprintf(stderr,
                     "epoch %d: rate %g, training loss %.6f, held out %.6f (hand-written "
                     "evaluation %.6f)\n",
                     epoch, rate, trainLoss / double(samples.size()), held, hand);
    }
    if (!writeWeights(argv[2], p)) {
        std::fprintf(stderr, "train_network: cannot write %s\n", argv[2]);
        return 1;
    }
    std::fprintf(stderr, "wrote %s: %zu samples, %d epochs, lambda %g\n", argv[2], samples.size(),
                 epochs, lambda);
    return 0;
}
