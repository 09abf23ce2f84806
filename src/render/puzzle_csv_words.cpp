#include "render/puzzle_csv_words.hpp"

#include "render/fen_error_words.hpp"
#include "render/locale.hpp"
#include "text/words.hpp"

namespace mudchess {

using puzzle::CsvFileProblem;
using puzzle::CsvLineProblem;
using puzzle::PuzzleProblem;

namespace {

std::string lineWords(std::size_t line) { return "line " + std::to_string(line); }

// "10,000,000"
std::string thousands(std::size_t n) {
    std::string digits = std::to_string(n), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

// The fault of a puzzle that checkPuzzle refused, as the rest of "line 12 skipped: ...".
std::string puzzleFaultWords(const Variant& variant, const puzzle::SkippedLine& s) {
    const puzzle::PuzzleCheck& check = *s.check;
    const std::string move =
        "move " + std::to_string(check.move + 1) + " of Moves (" + inQuotes(s.text) + ")";
    switch (check.problem) {
    case PuzzleProblem::BAD_FEN:
        return "the FEN is not a position of " + std::string(variant.displayName) + ": " +
               fenErrorSentence(variant, s.fen);
    case PuzzleProblem::TOO_FEW_MOVES:
        return "the Moves column " + inQuotes(s.text) +
               " needs the opponent's move and then at least one of the solver's";
    case PuzzleProblem::ENDS_ON_REPLY:
        return "the moves end on the opponent's reply, " + move +
               "; a puzzle ends on the solver's move";
    case PuzzleProblem::ILLEGAL_MOVE: return move + " is not legal there";
    case PuzzleProblem::GAME_OVER_EARLY: return "the game is over before " + move;
    case PuzzleProblem::NOT_MATE:
        return "its themes say mate, but the last move, " + move + ", does not mate";
    }
    return {};
}

} // namespace

std::string puzzleCsvFileErrorWords(const puzzle::CsvFileError& e) {
    const std::string line = lineWords(e.line);
    const std::string nothing = "; nothing was imported";
    switch (e.problem) {
    case CsvFileProblem::NO_HEADER:
        return said("the first line is not the header of lichess's puzzle CSV (" +
                    std::string(puzzle::PUZZLE_CSV_HEADER) +
                    "); lichess's download is compressed, so unpack lichess_db_puzzle.csv.zst "
                    "with \"zstd -d\" first" +
                    nothing);
    case CsvFileProblem::WRONG_COLUMNS:
        return said(line + " has " + std::to_string(e.columns) + " columns where the header has " +
                    std::to_string(e.expected) + ": the file is not lichess's puzzle CSV" +
                    nothing);
    case CsvFileProblem::UNTERMINATED_QUOTE:
        return said("a field that opens with a quote on " + line +
                    " is never closed by another; a quote inside a quoted field is written twice "
                    "(\"\")" +
                    nothing);
    case CsvFileProblem::STRAY_QUOTE:
        return said(line +
                    " has a quote inside a field that does not begin with one, or text after a "
                    "field's closing quote; a field with quotes is quoted whole, its own quotes "
                    "written twice (\"say \"\"hi\"\"\")" +
                    nothing);
    case CsvFileProblem::CONTROL_BYTE:
        return said(line +
                    " has a control character (such as NUL, a tab or a carriage return inside the "
                    "line), which lichess's puzzle CSV never has: it may not be a text file" +
                    nothing);
    case CsvFileProblem::LINE_TOO_LONG:
        return said(line + " is longer than " + std::to_string(puzzle::MAX_CSV_LINE_BYTES) +
                    " bytes, which no puzzle needs" + nothing);
    case CsvFileProblem::TOO_MANY_LINES:
        return said("the file has more than " + thousands(puzzle::MAX_CSV_LINES) +
                    " lines; split it, keeping the header line at the top of each part" + nothing);
    case CsvFileProblem::BLANK_LINE:
        return said(line +
                    " is blank and more lines follow it; only the end of the file may be "
                    "blank" +
                    nothing);
    }
    return said({});
}

std::string skippedPuzzleLineWords(const Variant& variant, const puzzle::SkippedLine& s) {
    const std::string text = inQuotes(s.text);
    std::string why;
    switch (s.problem) {
    case CsvLineProblem::BAD_ID:
        why = "the PuzzleId " + text + " is not 1 to 16 letters and digits";
        break;
    case CsvLineProblem::BAD_RATING:
        why = "the Rating " + text + " is not a whole number from 0 to 4000";
        break;
    case CsvLineProblem::BAD_DEVIATION:
        why = "the RatingDeviation " + text + " is not a whole number from 0 to 500";
        break;
    case CsvLineProblem::BAD_POPULARITY:
        why = "the Popularity " + text + " is not a whole number from -100 to 100";
        break;
    case CsvLineProblem::BAD_PLAYS:
        why = "the NbPlays " + text + " is not a whole number of 0 or more";
        break;
    case CsvLineProblem::BAD_THEME:
        why = "the theme " + text + " is not a theme name: letters and digits, a letter first";
        break;
    case CsvLineProblem::BAD_PUZZLE:
        if (s.check) why = puzzleFaultWords(variant, s);
        break;
    case CsvLineProblem::DUPLICATE_ID:
        why = "an earlier line has the same PuzzleId, " + text;
        break;
    }
    return said(lineWords(s.line) + " skipped: " + why);
}

} // namespace mudchess
