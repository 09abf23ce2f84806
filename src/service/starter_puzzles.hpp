// The puzzles shipped with mudchess (data/puzzles/, cut from our engine's games against itself
// by `mudchess puzzles cut`, compiled in): a store that keeps no puzzle of a variant yet gets
// them, so a new community has puzzles from its first day.
#pragma once

#include "puzzle/puzzle_store.hpp"

#include <string>
#include <vector>

namespace mudchess {

// Adds the shipped puzzles of each variant the store keeps none of; what went wrong, in words,
// for the operator's log (a store error, a shipped line that is no puzzle).
std::vector<std::string> addStarterPuzzles(puzzle::PuzzleStore& store);

// The shipped puzzles of `variant`, as read from the compiled-in file.
std::vector<puzzle::Puzzle> starterPuzzles(const Variant& variant);

} // namespace mudchess
