// libFuzzer target for the reader of lichess's puzzle CSV (src/puzzle/puzzle_csv.hpp): any bytes
// are read as a file of each variant, and what comes back must hold together. A refused file
// names a line; a read one holds only playable puzzles of that variant, each skipped line is
// said in words, and its puzzles written and read again come back all, none skipped, and write
// the same text. Built with -DMUDCHESS_FUZZ=ON by the clang sanitizer build; scripts/test runs
// it on a copy of puzzle_csv_corpus/.
#include "puzzle/puzzle_csv.hpp"
#include "render/puzzle_csv_words.hpp"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

using namespace mudchess;
using namespace mudchess::puzzle;

namespace {

std::string written(const std::vector<Puzzle>& puzzles) {
    std::ostringstream out;
    writePuzzleCsv(out, puzzles);
    return out.str();
}

void check(const std::string& text, const Variant& variant) {
    std::istringstream in(text);
    std::variant<CsvRead, CsvFileError> result = readPuzzleCsv(in, variant);
    if (const CsvFileError* e = std::get_if<CsvFileError>(&result)) {
        if (e->line == 0 || puzzleCsvFileErrorWords(*e).empty()) __builtin_trap();
        return;
    }
    const CsvRead& read = std::get<CsvRead>(result);
    std::size_t lastLine = 1; // the header's
    for (const SkippedLine& s : read.skipped) {
        if (s.line <= lastLine || skippedPuzzleLineWords(variant, s).empty()) __builtin_trap();
        if ((s.problem == CsvLineProblem::BAD_PUZZLE) != s.check.has_value()) __builtin_trap();
        lastLine = s.line;
    }
    for (const Puzzle& p : read.puzzles)
        if (p.variant != &variant || checkPuzzle(p) || p.id.empty()) __builtin_trap();
    // A file of 9 columns is written with 10, a byte more a line: within the limit only while the
    // whole input is (scripts/test's -max_len keeps it so).
    if (text.size() > MAX_CSV_LINE_BYTES) return;
    const std::string first = written(read.puzzles);
    std::istringstream again(first);
    std::variant<CsvRead, CsvFileError> reread = readPuzzleCsv(again, variant);
    const CsvRead* back = std::get_if<CsvRead>(&reread);
    if (!back || !back->skipped.empty() || back->puzzles.size() != read.puzzles.size())
        __builtin_trap();
    if (written(back->puzzles) != first) __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    for (const Variant* variant : allVariants()) check(text, *variant);
    return 0;
}
