// Fits the evaluation's scalar weights (src/search/eval_weights_default.hpp) to positions scored
// by a stronger engine (training/label_positions.py), and prints the new header.
//
//   tune_weights LABELLED.txt [SWEEPS [PULL]] > src/search/eval_weights_default.hpp
//
// The loss is Texel's: the squared difference between the win expectancy of the evaluation and
// that of the label, both from White's side, plus a pull back toward the starting values (per
// unit of a weight squared) so that a weight few positions see keeps its old value. The
// evaluation is not linear in its weights (the royal danger is quadratic in the attack units,
// the passed-pawn terms multiply), so the fit is Texel's local search rather than a gradient:
// each weight in turn is moved a step up or down while that lowers the loss, a sweep over all
// of them is repeated while one helps, and the step halves from 8 to 1. One position in ten is
// held out of the fit, and its loss shows whether the fit generalises.
//
// TUNE_ONLY="threat_by_royal trapped_rook" (names' beginnings, separated by spaces) fits only
// those weights and keeps the rest: a quick look at whether a new term helps before a full fit.
#include "labelled_positions.hpp"

#include "chess/position.hpp"
#include "chess/variant.hpp"
#include "search/evaluate.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

using namespace mudchess;
using namespace mudchess::search;

namespace {

constexpr double SCALE = 400.0; // win expectancy 1 / (1 + 10^(-score / SCALE))

double expectancy(double score) { return 1.0 / (1.0 + std::pow(10.0, -score / SCALE)); }

struct Sample {
    Position position;
    double target; // the label's win expectancy
};

// Pointers to every weight of `weights`, with their names, in forEachWeight's order.
struct WeightRef {
    std::string name;
    int* value;
};
std::vector<WeightRef> weightRefs(EvalWeights& weights) {
    std::vector<WeightRef> refs;
    forEachWeight(weights, [&](const WeightName& name, int& value) {
        refs.push_back({name.text(), &value});
    });
    return refs;
}

// The sum of squared differences of win expectancies over set[begin, end), the evaluation from
// White's side.
double squaredErrors(const std::vector<Sample>& set, std::size_t begin, std::size_t end,
                     const EvalWeights& weights) {
    double total = 0;
    for (std::size_t i = begin; i < end; ++i) {
        int stm = evaluate(set[i].position, weights);
        double white = set[i].position.sideToMove() == WHITE ? stm : -stm;
        double e = expectancy(white) - set[i].target;
        total += e * e;
    }
    return total;
}

// Their mean over the whole set, shared out among the machine's cores: a fit evaluates every
// position a few hundred times a sweep, and hundreds of thousands of positions make that slow.
double texelLoss(const std::vector<Sample>& set, const EvalWeights& weights) {
    std::size_t parts = std::max(1u, std::thread::hardware_concurrency());
    std::vector<double> totals(parts, 0.0);
    std::vector<std::thread> workers;
    for (std::size_t k = 0; k < parts; ++k)
        workers.emplace_back([&, k] {
            totals[k] =
                squaredErrors(set, set.size() * k / parts, set.size() * (k + 1) / parts, weights);
        });
    for (std::thread& worker : workers) worker.join();
    double total = 0;
    for (double t : totals) total += t;
    return total / double(std::max<std::size_t>(set.size(), 1));
}

// A weight in the hundreds (the danger cap) moves in proportion, the rest by the step itself.
int stepOf(int start, int step) { return step * std::max(1, std::abs(start) / 64); }

// Values a weight may not take: a negative cap would turn the danger into a bonus.
bool allowed(const std::string& name, int value) {
    return name != "royal_danger.cap" || value >= 0;
}

void printHeader(const EvalWeights& weights, std::size_t fitted) {
    std::printf(
        "// The evaluation's scalar weights, by name (src/search/eval_weights.hpp says what each "
        "is).\n"
        "// Fitted by training/tune_weights.cpp to %zu chess positions scored by Stockfish 15.1 at "
        "depth 8\n"
        "// (training/label_positions.py; docs/engine-journal.md). The commoner's "
        "weights\n"
        "// are Knightmate's and chess cannot fit them: they keep their hand-set values.\n"
        "#pragma once\n\n#include \"search/eval_weights.hpp\"\n\nnamespace mudchess::search {\n\n"
        "// clang-format off\n"
        "inline constexpr NamedWeight DEFAULT_EVAL_WEIGHT_TABLE[] = {\n",
        fitted);
    forEachWeight(weights, [](const WeightName& name, const int& value) {
        std::printf("    {\"%s\", %d},\n", name.text().c_str(), value);
    });
    std::printf("};\n// clang-format on\n\n} // namespace mudchess::search\n");
}

// Whether TUNE_ONLY (see above) lets the weight `name` move; every weight without it.
bool chosen(const std::string& name) {
    const char* only = std::getenv("TUNE_ONLY");
    if (!only || !*only) return true;
    std::istringstream prefixes(only);
    for (std::string prefix; prefixes >> prefix;)
        if (name.starts_with(prefix)) return true;
    return false;
}

} // namespace

int main(int argc, char** argv) {
    std::optional<bench::FitArguments> args = bench::readFitArguments(
        argc, argv, "tune_weights LABELLED.txt [SWEEPS [PULL]] > eval_weights_default.hpp", 40,
        "40 1e-8");
    if (!args) return 2;
    int sweeps = args->rounds;
    double pull = args->pull;
    const Variant& chess = chessVariant();

    std::optional<bench::LabelledPositions> file =
        bench::readLabelledPositions(chess, args->labelled);
    if (!file) {
        std::cerr << "tune_weights: cannot read " << args->labelled << "\n";
        return 2;
    }
    std::vector<Sample> samples, heldOut;
    int read = 0;
    for (auto& [pos, label] : file->positions)
        (++read % 10 == 0 ? heldOut : samples).push_back({std::move(pos), expectancy(label)});
    std::cerr << samples.size() << " positions to fit, " << heldOut.size() << " held out, "
              << file->unreadable << " lines not FEN;centipawns and " << file->decided
              << " scored beyond 2000 skipped\n";
    if (samples.empty()) return 1;

    EvalWeights weights = defaultEvalWeights();
    std::vector<WeightRef> refs = weightRefs(weights);
    std::erase_if(refs, [](const WeightRef& ref) { return !chosen(ref.name); });
    std::cerr << refs.size() << " weights to fit\n";
    std::vector<int> startValues;
    for (const WeightRef& ref : refs) startValues.push_back(*ref.value);
    auto pullOf = [&] {
        double total = 0;
        for (std::size_t i = 0; i < refs.size(); ++i) {
            double d = *refs[i].value - startValues[i];
            total += pull * d * d;
        }
        return total;
    };
    auto objective = [&] { return texelLoss(samples, weights) + pullOf(); };
    auto report = [&](const std::string& when) {
        std::cerr << when << ": loss " << texelLoss(samples, weights) << ", held out "
                  << texelLoss(heldOut, weights) << "\n";
    };

    report("before");
    double best = objective();
    int sweep = 0;
    for (int step = 8; step >= 1 && sweep < sweeps; step /= 2) {
        for (bool improved = true; improved && sweep < sweeps;) {
            improved = false;
            int moved = 0;
            for (std::size_t i = 0; i < refs.size(); ++i) {
                int& value = *refs[i].value;
                int delta = stepOf(startValues[i], step);
                for (int direction : {+1, -1}) {
                    int old = value;
                    if (!allowed(refs[i].name, old + direction * delta)) continue;
                    value = old + direction * delta;
                    double loss = objective();
                    if (loss < best) {
                        best = loss;
                        improved = true;
                        ++moved;
                        break; // keep it, and go on to the next weight
                    }
                    value = old;
                }
            }
            ++sweep;
            report("sweep " + std::to_string(sweep) + " (step " + std::to_string(step) + ", " +
                   std::to_string(moved) + " weights moved)");
        }
    }
    report("after");

    // What moved most, in steps of its own size, for the record.
    std::vector<std::size_t> order(refs.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    auto moved = [&](std::size_t i) {
        return double(std::abs(*refs[i].value - startValues[i])) / stepOf(startValues[i], 1);
    };
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return moved(a) > moved(b); });
    for (std::size_t k = 0; k < std::min<std::size_t>(order.size(), 15); ++k) {
        std::size_t i = order[k];
        if (*refs[i].value == startValues[i]) break;
        std::cerr << "  " << refs[i].name << ": " << startValues[i] << " -> " << *refs[i].value
                  << "\n";
    }

    printHeader(weights, samples.size());
    return 0;
}
