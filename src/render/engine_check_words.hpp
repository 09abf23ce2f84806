// What `mudchess puzzles check --engine` says (puzzle/engine_check.hpp decides): each puzzle an
// external engine disagrees with and why, in its numbers; the summary; the puzzles dropped; and
// an engine that could not do the check.
#pragma once

#include "chess/variant.hpp"
#include "puzzle/engine_check.hpp"
#include "puzzle/puzzle.hpp"

#include <cstddef>
#include <string>

namespace mudchess {

// "1Am8E: move 2 of Moves (b1c2) is not Stockfish 15.1's choice: it prefers c2c3 (+3.20,
// winning chances 0.82); second best b1c2 (+0.50, winning chances 0.18)".
std::string engineDisagreesWords(const puzzle::Puzzle& p, const puzzle::Disagreement& d,
                                 const std::string& engine);

// "94 puzzles of chess checked by Stockfish 15.1 at depth 14: 90 agree, 4 disagree".
std::string engineCheckSummaryWords(const Variant& variant, const std::string& engine, int depth,
                                    std::size_t agree, std::size_t disagree);

// "data/puzzles/chess.csv rewritten without the 4 puzzles Stockfish 15.1 disagrees with (and 1
// line that cannot be played): 90 puzzles left".
std::string enginePuzzlesDroppedWords(const std::string& path, const std::string& engine,
                                      std::size_t dropped, std::size_t unplayable,
                                      std::size_t left);

// The engine could not be started for the check: `error` says why (the engine client's words).
std::string engineCheckCannotStartWords(const std::string& engine, const std::string& error,
                                        const std::string& path);

// The engine failed in the middle of the check, at puzzle `id`.
std::string engineCheckFailedWords(const std::string& engine, puzzle::EngineTrouble trouble,
                                   const std::string& error, const std::string& id,
                                   const Variant& variant, const std::string& path);

// --engine names an XBoard engine: the check needs UCI's MultiPV.
std::string engineCheckNeedsUciWords();

// --depth out of its bounds.
std::string engineCheckDepthWords();

// --drop without --engine.
std::string engineCheckDropNeedsEngineWords();

// The file could not be read, or rewritten.
std::string puzzleFileNotReadWords(const std::string& path);
std::string puzzleFileNotWrittenWords(const std::string& path);

} // namespace mudchess
