// lichess's open puzzle database (database.lichess.org, "lichess_db_puzzle.csv") both ways, so
// that puzzles travel between lichess and any mudchess unchanged. RFC 4180 CSV with a header;
// Moves, Themes and OpeningTags are lists separated by spaces. A file that is not such a CSV is
// refused whole; a well-formed line whose puzzle is not playable is skipped and reported.
// Typed problems only: render/puzzle_csv_words.hpp says them.
#pragma once

#include "chess/fen_error.hpp"
#include "puzzle/puzzle.hpp"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace mudchess::puzzle {

// The header line as lichess writes it; its dumps before 2022 lacked the last column, and such
// files are read too.
inline constexpr std::string_view PUZZLE_CSV_HEADER =
    "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags";

// Beyond these a file is refused: lichess's lines are a few hundred bytes, its file about four
// million lines, and a reader must not be made to hold a file of any size.
inline constexpr std::size_t MAX_CSV_LINE_BYTES = 4096;
inline constexpr std::size_t MAX_CSV_LINES = 10'000'000;

// The file is not lichess's puzzle CSV.
enum class CsvFileProblem : std::uint8_t {
    NO_HEADER,          // the first line is not the header (or there is no first line)
    WRONG_COLUMNS,      // a line has more or fewer columns than the header
    UNTERMINATED_QUOTE, // a quoted field is never closed (line: where it opened)
    STRAY_QUOTE,        // a quote inside an unquoted field, or text after a closing quote
    CONTROL_BYTE,       // NUL, tab, a lone CR or another control character
    LINE_TOO_LONG,      // over MAX_CSV_LINE_BYTES
    TOO_MANY_LINES,     // over MAX_CSV_LINES
    BLANK_LINE,         // an empty line with more lines after it
};

struct CsvFileError {
    CsvFileProblem problem;
    std::size_t line;         // counted from 1, the header's
    std::size_t columns = 0;  // WRONG_COLUMNS: the line's
    std::size_t expected = 0; // WRONG_COLUMNS: the header's
    bool operator==(const CsvFileError&) const = default;
};

// Why a line of a well-formed file was skipped.
enum class CsvLineProblem : std::uint8_t {
    BAD_ID,         // not 1-16 ASCII letters and digits
    BAD_RATING,     // not a whole number from 0 to 4000
    BAD_DEVIATION,  // not a whole number from 0 to 500
    BAD_POPULARITY, // not a whole number from -100 to 100
    BAD_PLAYS,      // not a whole number of 0 or more
    BAD_THEME,      // a word that is no theme name (isThemeName)
    BAD_PUZZLE,     // checkPuzzle refused it: see check
    DUPLICATE_ID,   // an earlier line has the same PuzzleId
};

struct SkippedLine {
    std::size_t line;
    CsvLineProblem problem;
    // The text at fault: the id, the number, the theme, the FEN (BAD_FEN) or the move at fault.
    std::string text;
    std::optional<PuzzleCheck> check = std::nullopt; // BAD_PUZZLE
    FenError fen = {};                               // BAD_PUZZLE with BAD_FEN: why
};

struct CsvRead {
    std::vector<Puzzle> puzzles; // in the file's order, each of `variant`
    std::vector<SkippedLine> skipped;
};

// Reads a whole file of puzzles of `variant` (lichess's are all standard chess; ours of other
// variants have FENs with their letters). A read puzzle's rating has lichess's Rating and
// RatingDeviation and a new player's volatility; white and black are left empty, as the file has
// no players.
std::variant<CsvRead, CsvFileError> readPuzzleCsv(std::istream& in, const Variant& variant);

// The header and one line each, ratings rounded to whole numbers. Puzzles that pass checkPuzzle
// and whose texts hold no control characters other than line breaks read back equal, but for
// white, black, volatility and the ratings' fractions.
void writePuzzleCsv(std::ostream& out, const std::vector<Puzzle>& puzzles);

} // namespace mudchess::puzzle
