// Reading a file of positions scored by a stronger engine (training/label_positions.py writes it):
// one "FEN;centipawns" a line, the score from White's side. The evaluation fitters
// (tune_eval.cpp, tune_weights.cpp) read it alike through this.
#pragma once

#include "chess/position.hpp"

#include <optional>
#include <string>
#include <vector>

namespace mudchess::bench {

struct LabelledPosition {
    Position position;
    double centipawns; // White's side
};

struct LabelledPositions {
    std::vector<LabelledPosition> positions;
    int unreadable = 0; // lines not "FEN;centipawns"
    int decided = 0;    // lines whose score is beyond the limit: won or lost, nothing to fit
};

// The positions of `path` scored within ±maxCentipawns, in file order; nothing if the file
// cannot be read.
std::optional<LabelledPositions>
readLabelledPositions(const Variant& variant, const std::string& path, double maxCentipawns = 2000);

// The whole of `text` as a finite number, or nothing (for command-line arguments too).
std::optional<double> number(const std::string& text);

// What both fitters are given: LABELLED.txt [ROUNDS [PULL]], rounds being iterations or sweeps.
struct FitArguments {
    std::string labelled;
    int rounds;
    double pull; // toward the starting values, per unit of change squared
};

// The arguments, or nothing after one message on stderr saying what the tool takes (`usage`,
// its whole synopsis, and `example`, a valid ROUNDS PULL pair).
std::optional<FitArguments> readFitArguments(int argc, char** argv, const std::string& usage,
                                             int defaultRounds, const std::string& example);

} // namespace mudchess::bench
