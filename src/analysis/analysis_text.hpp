// A game's analysis as the store keeps it: a few lines of text, one a position, so that asking
// again after a restart is instant. Read back only against the game it was made of; anything
// that does not fit it (another game's moves, a damaged row) reads as no analysis, to be made
// again, never as a wrong one.
#pragma once

#include "analysis/analyser.hpp"

#include <optional>
#include <string>

namespace mudchess::analysis {

// "mudchess-analysis 1", the engine, the limits, then per position: White's centipawns, the
// moves to mate ("-" for none), the depth, and the best line in UCI.
std::string encodeAnalysis(const GameAnalysis& analysis);
std::optional<GameAnalysis> decodeAnalysis(const std::string& text, const Game& game);

} // namespace mudchess::analysis
