// Fits the chess piece-square tables (src/search/piece_square_tables.hpp) to positions scored
// by a stronger engine (training/label_positions.py), and prints the new header.
//
//   tune_eval LABELLED.txt [ITERATIONS [PULL]] > src/search/piece_square_tables.hpp
//
// The evaluation is linear in the tables: each piece adds its middle-game value times the phase
// and its endgame value times the rest. Everything else the evaluation says about a position is
// held fixed (read from evaluate() once, less the tables' part), and the tables are moved to
// bring the evaluation's win expectancy nearest the label's (Texel's method with a stronger
// engine's scores in place of game results), by Adam over the whole set, with a pull back
// toward the starting values so that a square seen in few positions keeps its old value.
#include "labelled_positions.hpp"

#include "chess/position.hpp"
#include "chess/variant.hpp"
#include "search/evaluate.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

using namespace mudchess;
using namespace mudchess::search;

namespace {

constexpr int TYPES = KING + 1; // the chess pieces, PAWN..KING
constexpr int PARAMS = TYPES * SQUARE_NB * 2;
constexpr double SCALE = 400.0; // win expectancy 1 / (1 + 10^(-score / SCALE))

int index(PieceType t, Square whiteSquare, bool endgame) {
    return (int(t) * SQUARE_NB + int(whiteSquare)) * 2 + (endgame ? 1 : 0);
}

struct Sample {
    std::vector<std::pair<int, double>> features; // parameter, weight (sign and phase)
    double rest = 0;                              // the evaluation without the tables' part
    double target = 0;                            // the label's win expectancy
};

double expectancy(double score) { return 1.0 / (1.0 + std::pow(10.0, -score / SCALE)); }

bool tuned(PieceType t) { return t >= PAWN && t <= KING; }

} // namespace

int main(int argc, char** argv) {
    std::optional<bench::FitArguments> args = bench::readFitArguments(
        argc, argv, "tune_eval LABELLED.txt [ITERATIONS [PULL]] > piece_square_tables.hpp", 3000,
        "3000 1e-8");
    if (!args) return 2;
    int iterations = args->rounds;
    double pull = args->pull; // per centipawn squared of change
    const Variant& chess = chessVariant();

    std::vector<double> start(PARAMS, 0.0);
    for (int t = PAWN; t < TYPES; ++t)
        for (int s = 0; s < SQUARE_NB; ++s) {
            TaperedValue v = pieceSquareValue(chess, PieceType(t), Square(s));
            start[std::size_t(index(PieceType(t), Square(s), false))] = v.mg;
            start[std::size_t(index(PieceType(t), Square(s), true))] = v.eg;
        }

    // One position in ten is held out of the fit: its loss shows whether the fit generalises.
    std::vector<Sample> samples, heldOut;
    std::optional<bench::LabelledPositions> file =
        bench::readLabelledPositions(chess, args->labelled);
    if (!file) {
        std::cerr << "tune_eval: cannot read " << args->labelled << "\n";
        return 2;
    }
    int read = 0;
    for (const auto& [pos, label] : file->positions) {
        int phase = gamePhase(pos);
        Sample sample;
        double tables = 0;
        for (Bitboard b = pos.pieces(); b;) {
            Square s = popLsb(b);
            Piece piece = pos.pieceOn(s);
            PieceType t = typeOf(piece);
            if (!tuned(t)) continue;
            bool white = colorOf(piece) == WHITE;
            Square ws = white ? s : Square(s ^ 56);
            double sign = white ? 1.0 : -1.0;
            double mgWeight = sign * phase / FULL_PHASE,
                   egWeight = sign * (FULL_PHASE - phase) / FULL_PHASE;
            sample.features.push_back({index(t, ws, false), mgWeight});
            sample.features.push_back({index(t, ws, true), egWeight});
            tables += mgWeight * start[std::size_t(index(t, ws, false))] +
                      egWeight * start[std::size_t(index(t, ws, true))];
        }
        int stm = evaluate(pos, defaultEvalWeights()); // the hand-written one, not the network
        double white = pos.sideToMove() == WHITE ? stm : -stm;
        sample.rest = white - tables;
        sample.target = expectancy(label);
        (++read % 10 == 0 ? heldOut : samples).push_back(std::move(sample));
    }
    std::cerr << samples.size() << " positions to fit, " << heldOut.size() << " held out, "
              << file->unreadable << " lines not FEN;centipawns skipped\n";
    if (samples.empty()) return 1;

    std::vector<double> params = start, m(PARAMS, 0.0), v(PARAMS, 0.0), grad(PARAMS);
    const double rate = 1.0, beta1 = 0.9, beta2 = 0.999;
    auto loss = [&](const std::vector<Sample>& set) {
        double total = 0;
        for (const Sample& sample : set) {
            double score = sample.rest;
            for (auto [i, w] : sample.features) score += w * params[std::size_t(i)];
            double e = expectancy(score) - sample.target;
            total += e * e;
        }
        return total / double(std::max<std::size_t>(set.size(), 1));
    };
    auto report = [&](const std::string& when) {
        std::cerr << when << ": loss " << loss(samples) << ", held out " << loss(heldOut) << "\n";
    };
    report("before");
    for (int it = 1; it <= iterations; ++it) {
        std::fill(grad.begin(), grad.end(), 0.0);
        for (const Sample& sample : samples) {
            double score = sample.rest;
            for (auto [i, w] : sample.features) score += w * params[std::size_t(i)];
            double p = expectancy(score);
            double d = 2 * (p - sample.target) * p * (1 - p) * std::log(10.0) / SCALE;
            for (auto [i, w] : sample.features) grad[std::size_t(i)] += d * w;
        }
        for (std::size_t i = 0; i < std::size_t(PARAMS); ++i) {
            double g = grad[i] / double(samples.size()) + 2 * pull * (params[i] - start[i]);
            m[i] = beta1 * m[i] + (1 - beta1) * g;
            v[i] = beta2 * v[i] + (1 - beta2) * g * g;
            double mh = m[i] / (1 - std::pow(beta1, it)), vh = v[i] / (1 - std::pow(beta2, it));
            params[i] -= rate * mh / (std::sqrt(vh) + 1e-12);
        }
        if (it % 500 == 0) report("iteration " + std::to_string(it));
    }

    // The header: square bonuses, the material (evaluate.cpp's MATERIAL) taken out again.
    std::printf(
        "// Piece-square bonuses in centipawns by piece type (pawn to king) and square from "
        "White's\n"
        "// side (a1 = 0, h8 = 63), added to the piece's material in evaluate.cpp. Fitted by\n"
        "// training/tune_eval.cpp to %zu chess positions scored by Stockfish "
        "(training/label_positions.py;\n"
        "// docs/engine-journal.md). Chess has no commoner: its row is not "
        "fitted.\n"
        "#pragma once\n\n#include \"chess/types.hpp\"\n\nnamespace mudchess::search {\n\n// "
        "clang-format off\n",
        samples.size());
    for (int phase = 0; phase < 2; ++phase) {
        std::printf("constexpr int PIECE_SQUARE_%s[KING + 1][SQUARE_NB] = {\n",
                    phase ? "EG" : "MG");
        std::printf("    {},\n");
        for (int t = PAWN; t < TYPES; ++t) {
            TaperedValue material = materialValue(PieceType(t));
            std::printf("    {");
            for (int s = 0; s < SQUARE_NB; ++s) {
                double fitted = params[std::size_t(index(PieceType(t), Square(s), phase == 1))];
                int bonus = int(std::lround(fitted)) - (phase ? material.eg : material.mg);
                std::printf("%s%d", s ? (s % 8 ? ", " : ",\n     ") : "", bonus);
            }
            std::printf("},\n");
        }
        std::printf("};\n\n");
    }
    std::printf("// clang-format on\n\n} // namespace mudchess::search\n");
    return 0;
}
