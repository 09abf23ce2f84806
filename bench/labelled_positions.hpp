// Reading a file of positions scored by a stronger engine (bench/label_positions.py writes it):
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

} // namespace mudchess::bench
