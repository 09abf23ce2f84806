// Why a puzzle file was not imported, or which of its lines were skipped and why
// (puzzle/puzzle_csv.hpp finds it; these say it): what was wrong, where, and what would work.
#pragma once

#include "chess/variant.hpp"
#include "puzzle/puzzle_csv.hpp"

#include <string>

namespace mudchess {

// The whole file was refused: "line 7 has 9 columns where the header has 10: the file is not
// lichess's puzzle CSV; nothing was imported".
std::string puzzleCsvFileErrorWords(const puzzle::CsvFileError& error);

// One line was skipped, the others read: "line 12 skipped: move 3 (e2e5) is not legal there".
// `variant` is the one the file was read for.
std::string skippedPuzzleLineWords(const Variant& variant, const puzzle::SkippedLine& line);

} // namespace mudchess
