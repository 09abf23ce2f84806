#include "puzzle/puzzle_csv.hpp"

#include "puzzle/themes.hpp"
#include "text/controls.hpp"
#include "text/words.hpp"

#include <array>
#include <charconv>
#include <cmath>
#include <istream>
#include <limits>
#include <ostream>
#include <unordered_set>

namespace mudchess::puzzle {

namespace {

// The columns in lichess's order; OLDER_COLUMNS is the count of the dumps without OpeningTags.
enum Column : std::size_t {
    ID,
    FEN,
    MOVES,
    RATING,
    DEVIATION,
    POPULARITY,
    PLAYS,
    THEMES,
    GAME_URL,
    OPENING_TAGS,
    COLUMNS
};
constexpr std::size_t OLDER_COLUMNS = OPENING_TAGS;

constexpr std::string_view BOM = "\xEF\xBB\xBF";

// A file problem found anywhere, however deep in a line, ends the read: nothing is returned but
// the problem.
struct Refused {
    CsvFileError error;
};

[[noreturn]] void refuse(CsvFileProblem problem, std::size_t line) {
    throw Refused{CsvFileError{problem, line}};
}

// The file's physical lines, each checked for length and control characters as it is read.
class Lines {
  public:
    explicit Lines(std::istream& in) : buffer_(in.rdbuf()) {}

    // The next line without its line end (LF or CRLF); false at the end of the file.
    bool next(std::string& line) {
        line.clear();
        int c = buffer_ ? buffer_->sbumpc() : EOF;
        if (c == EOF) return false;
        if (++number_ > MAX_CSV_LINES) refuse(CsvFileProblem::TOO_MANY_LINES, number_);
        for (; c != EOF && c != '\n'; c = buffer_->sbumpc()) {
            // One byte over the limit may still be the CR of a CRLF.
            if (line.size() > MAX_CSV_LINE_BYTES) refuse(CsvFileProblem::LINE_TOO_LONG, number_);
            line += char(c);
        }
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.size() > MAX_CSV_LINE_BYTES) refuse(CsvFileProblem::LINE_TOO_LONG, number_);
        if (number_ == 1 && line.starts_with(BOM)) line.erase(0, BOM.size());
        for (std::size_t i = 0; i < line.size(); ++i)
            if (controlAt(line, i)) refuse(CsvFileProblem::CONTROL_BYTE, number_);
        return true;
    }

    std::size_t number() const { return number_; }

  private:
    std::streambuf* buffer_;
    std::size_t number_ = 0;
};

// The fields of the record that begins with `line` (RFC 4180): a quoted field may hold commas,
// doubled quotes and line breaks, for which the record takes in the lines that follow.
std::vector<std::string> fieldsOf(std::string line, Lines& lines) {
    const std::size_t first = lines.number();
    enum class At { START, PLAIN, QUOTED, CLOSED } at = At::START;
    std::vector<std::string> fields(1);
    for (std::size_t i = 0;;) {
        if (i == line.size()) {
            if (at != At::QUOTED) return fields;
            if (!lines.next(line)) refuse(CsvFileProblem::UNTERMINATED_QUOTE, first);
            fields.back() += '\n';
            i = 0;
            continue;
        }
        char c = line[i++];
        switch (at) {
        case At::START:
            if (c == '"') {
                at = At::QUOTED;
            } else if (c == ',') {
                fields.emplace_back();
            } else {
                fields.back() += c;
                at = At::PLAIN;
            }
            break;
        case At::PLAIN:
            if (c == '"') refuse(CsvFileProblem::STRAY_QUOTE, lines.number());
            if (c == ',') {
                fields.emplace_back();
                at = At::START;
            } else {
                fields.back() += c;
            }
            break;
        case At::QUOTED:
            if (c != '"') {
                fields.back() += c;
            } else if (i < line.size() && line[i] == '"') {
                fields.back() += '"';
                ++i;
            } else {
                at = At::CLOSED;
            }
            break;
        case At::CLOSED:
            if (c != ',') refuse(CsvFileProblem::STRAY_QUOTE, lines.number());
            fields.emplace_back();
            at = At::START;
            break;
        }
    }
}

bool isHeader(const std::vector<std::string>& fields) {
    std::vector<std::string_view> names = splitWords(PUZZLE_CSV_HEADER, ",");
    if (fields.size() != COLUMNS && fields.size() != OLDER_COLUMNS) return false;
    for (std::size_t i = 0; i < fields.size(); ++i)
        if (fields[i] != names[i]) return false;
    return true;
}

bool isId(std::string_view id) {
    if (id.empty() || id.size() > 16) return false;
    for (char c : id)
        if (!(c >= 'a' && c <= 'z') && !(c >= 'A' && c <= 'Z') && !(c >= '0' && c <= '9'))
            return false;
    return true;
}

std::optional<int> wholeNumber(std::string_view text, int least, int most) {
    int n = 0;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (error != std::errc() || end != text.data() + text.size() || n < least || n > most)
        return std::nullopt;
    return n;
}

std::vector<std::string> wordsOf(std::string_view list) {
    std::vector<std::string> out;
    for (std::string_view w : splitWords(list, " ")) out.emplace_back(w);
    return out;
}

// The puzzle on a well-formed line, or why the line is skipped.
std::variant<Puzzle, SkippedLine> puzzleOf(std::vector<std::string>& f, const Variant& variant,
                                           std::size_t line) {
    auto skip = [line](CsvLineProblem problem, const std::string& text) {
        return SkippedLine{line, problem, text};
    };
    Puzzle p;
    p.variant = &variant;
    if (!isId(f[ID])) return skip(CsvLineProblem::BAD_ID, f[ID]);
    p.id = std::move(f[ID]);
    p.fen = std::move(f[FEN]);
    p.moves = wordsOf(f[MOVES]);
    std::optional<int> rating = wholeNumber(f[RATING], 0, 4000);
    if (!rating) return skip(CsvLineProblem::BAD_RATING, f[RATING]);
    std::optional<int> deviation = wholeNumber(f[DEVIATION], 0, 500);
    if (!deviation) return skip(CsvLineProblem::BAD_DEVIATION, f[DEVIATION]);
    std::optional<int> popularity = wholeNumber(f[POPULARITY], -100, 100);
    if (!popularity) return skip(CsvLineProblem::BAD_POPULARITY, f[POPULARITY]);
    std::optional<int> plays = wholeNumber(f[PLAYS], 0, std::numeric_limits<int>::max());
    if (!plays) return skip(CsvLineProblem::BAD_PLAYS, f[PLAYS]);
    p.rating = rating::Glicko2{double(*rating), double(*deviation), rating::Glicko2{}.volatility};
    p.popularity = *popularity;
    p.plays = *plays;
    p.themes = wordsOf(f[THEMES]);
    for (const std::string& theme : p.themes)
        if (!isThemeName(theme)) return skip(CsvLineProblem::BAD_THEME, theme);
    p.gameUrl = std::move(f[GAME_URL]);
    if (f.size() > OPENING_TAGS) p.openingTags = std::move(f[OPENING_TAGS]);
    if (std::optional<PuzzleCheck> check = checkPuzzle(p)) {
        SkippedLine s = skip(CsvLineProblem::BAD_PUZZLE, f[MOVES]);
        s.check = check;
        if (check->problem == PuzzleProblem::BAD_FEN) {
            s.text = p.fen;
            s.fen = Position::fromFen(variant, p.fen).error;
        } else if (check->move < p.moves.size()) {
            s.text = p.moves[check->move];
        }
        return s;
    }
    return p;
}

// Whole numbers, held to the range the reader takes, so that a drifted rating still reads back.
long wholeIn(double x, long least, long most) {
    if (!(x >= double(least))) return least; // NaN too
    if (!(x <= double(most))) return most;
    return std::lround(x);
}

std::string spaced(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words) {
        if (!out.empty()) out += ' ';
        out += w;
    }
    return out;
}

void writeField(std::ostream& out, std::string_view text) {
    if (text.find_first_of(",\"\r\n") == std::string_view::npos) {
        out << text;
        return;
    }
    out << '"';
    for (char c : text) {
        if (c == '"') out << '"';
        out << c;
    }
    out << '"';
}

} // namespace

std::variant<CsvRead, CsvFileError> readPuzzleCsv(std::istream& in, const Variant& variant) {
    Lines lines(in);
    std::string line;
    std::vector<std::string> header;
    try {
        // Whatever is wrong with the first line, the file is not the puzzle CSV (a compressed
        // download is the likely case): one answer for all.
        if (lines.next(line)) header = fieldsOf(line, lines);
    } catch (const Refused&) {
    }
    if (!isHeader(header)) return CsvFileError{CsvFileProblem::NO_HEADER, 1};
    try {
        CsvRead read;
        std::unordered_set<std::string> ids;
        std::size_t blank = 0; // the first of the blank lines just read; 0: none
        while (lines.next(line)) {
            if (line.empty()) {
                if (!blank) blank = lines.number();
                continue;
            }
            if (blank) return CsvFileError{CsvFileProblem::BLANK_LINE, blank};
            const std::size_t number = lines.number();
            std::vector<std::string> fields = fieldsOf(line, lines);
            if (fields.size() != header.size())
                return CsvFileError{CsvFileProblem::WRONG_COLUMNS, number, fields.size(),
                                    header.size()};
            std::variant<Puzzle, SkippedLine> got = puzzleOf(fields, variant, number);
            if (SkippedLine* s = std::get_if<SkippedLine>(&got)) {
                read.skipped.push_back(std::move(*s));
                continue;
            }
            Puzzle& p = std::get<Puzzle>(got);
            if (!ids.insert(p.id).second) {
                read.skipped.push_back(SkippedLine{number, CsvLineProblem::DUPLICATE_ID, p.id});
                continue;
            }
            read.puzzles.push_back(std::move(p));
        }
        return read;
    } catch (const Refused& r) {
        return r.error;
    }
}

void writePuzzleCsv(std::ostream& out, const std::vector<Puzzle>& puzzles) {
    out << PUZZLE_CSV_HEADER << '\n';
    for (const Puzzle& p : puzzles) {
        const std::array<std::string, COLUMNS> fields{
            p.id,
            p.fen,
            spaced(p.moves),
            std::to_string(wholeIn(p.rating.rating, 0, 4000)),
            std::to_string(wholeIn(p.rating.deviation, 0, 500)),
            std::to_string(p.popularity),
            std::to_string(p.plays),
            spaced(p.themes),
            p.gameUrl,
            p.openingTags,
        };
        for (std::size_t i = 0; i < fields.size(); ++i) {
            if (i) out << ',';
            writeField(out, fields[i]);
        }
        out << '\n';
    }
}

} // namespace mudchess::puzzle
