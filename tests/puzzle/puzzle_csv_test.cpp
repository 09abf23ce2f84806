// lichess's puzzle CSV both ways (puzzle/puzzle_csv.hpp): its file as lichess ships it, with and
// without OpeningTags, CRLF and a BOM; a bad line skipped with its number while the rest are
// read; every kind of malformed file refused whole; and each variant's puzzles round trip.
#include "puzzle/puzzle_csv.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

using namespace mudchess;
using namespace mudchess::puzzle;

namespace {

const std::string HEADER = std::string(PUZZLE_CSV_HEADER) + "\n";
const std::string BACK_RANK_LINE =
    "0Br1k,3r2k1/5ppp/8/8/8/8/5PPP/4R1K1 b - - 0 31,d8d2 e1e8,612,88,"
    "94,1843,backRankMate mateIn1,https://lichess.org/yyYzFwfA/"
    "black#61,\n";

std::string fileText(const std::string& name) {
    std::ifstream in(std::string(MUDCHESS_TEST_DATA) + "/puzzles/" + name, std::ios::binary);
    EXPECT_TRUE(in) << name;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::variant<CsvRead, CsvFileError> readText(const std::string& text,
                                             const Variant& variant = chessVariant()) {
    std::istringstream in(text);
    return readPuzzleCsv(in, variant);
}

// The read of a file that must be well-formed.
CsvRead readOk(const std::string& text, const Variant& variant = chessVariant()) {
    std::variant<CsvRead, CsvFileError> r = readText(text, variant);
    if (const CsvFileError* e = std::get_if<CsvFileError>(&r)) {
        ADD_FAILURE() << "file problem " << int(e->problem) << " at line " << e->line;
        return {};
    }
    return std::get<CsvRead>(r);
}

// The problem of a file that must be refused.
std::optional<CsvFileError> refusal(const std::string& text) {
    std::variant<CsvRead, CsvFileError> r = readText(text);
    if (const CsvFileError* e = std::get_if<CsvFileError>(&r)) return *e;
    return std::nullopt;
}

std::vector<std::string> idsOf(const std::vector<Puzzle>& puzzles) {
    std::vector<std::string> ids;
    for (const Puzzle& p : puzzles) ids.push_back(p.id);
    return ids;
}

// Every field of each puzzle as text, so that a failed comparison shows where two differ.
std::string shown(const std::vector<Puzzle>& puzzles) {
    std::ostringstream out;
    for (const Puzzle& p : puzzles) {
        out << p.id << '|' << p.variant->key << '|' << p.fen << '|';
        for (const std::string& m : p.moves) out << m << ' ';
        out << '|' << p.rating.rating << ' ' << p.rating.deviation << ' ' << p.rating.volatility
            << '|' << p.popularity << '|' << p.plays << '|';
        for (const std::string& t : p.themes) out << t << ' ';
        out << '|' << p.gameUrl << '|' << p.openingTags << '|' << p.white << '|' << p.black << '\n';
    }
    return out.str();
}

std::string withCrlf(const std::string& text) {
    std::string out;
    for (char c : text) out += c == '\n' ? std::string("\r\n") : std::string(1, c);
    return out;
}

std::string written(const std::vector<Puzzle>& puzzles) {
    std::ostringstream out;
    writePuzzleCsv(out, puzzles);
    return out.str();
}

TEST(PuzzleCsv, ReadsLichesssFile) {
    CsvRead read = readOk(fileText("lichess_sample.csv"));
    EXPECT_TRUE(read.skipped.empty());
    ASSERT_EQ(idsOf(read.puzzles),
              (std::vector<std::string>{"00008", "0000D", "0Br1k", "0Fk4q", "1Sch0"}));
    const Puzzle& p = read.puzzles[0];
    EXPECT_EQ(p.variant, &chessVariant());
    EXPECT_EQ(p.fen, "r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24");
    EXPECT_EQ(p.moves, (std::vector<std::string>{"f2g3", "e6e7", "b2b1", "b3c1", "b1c1", "h6c1"}));
    EXPECT_EQ(p.rating.rating, 1913);
    EXPECT_EQ(p.rating.deviation, 75);
    EXPECT_EQ(p.rating.volatility, rating::Glicko2{}.volatility);
    EXPECT_EQ(p.popularity, 94);
    EXPECT_EQ(p.plays, 6230);
    EXPECT_EQ(p.themes,
              (std::vector<std::string>{"crushing", "hangingPiece", "long", "middlegame"}));
    EXPECT_EQ(p.gameUrl, "https://lichess.org/787zsVup/black#48");
    EXPECT_EQ(p.openingTags, "");
    EXPECT_EQ(p.white, "");
    EXPECT_EQ(p.black, "");
    EXPECT_EQ(read.puzzles[4].openingTags, "Italian_Game Italian_Game_Other_variations");
    for (const Puzzle& q : read.puzzles) EXPECT_FALSE(checkPuzzle(q)) << q.id;
}

TEST(PuzzleCsv, ReadsOlderFilesWithoutOpeningTags) {
    CsvRead read = readOk(fileText("lichess_sample_9_columns.csv"));
    EXPECT_TRUE(read.skipped.empty());
    ASSERT_EQ(idsOf(read.puzzles), (std::vector<std::string>{"00008", "0000D"}));
    EXPECT_EQ(read.puzzles[1].gameUrl, "https://lichess.org/F8M8OS71#53");
    EXPECT_EQ(read.puzzles[1].openingTags, "");
}

TEST(PuzzleCsv, SkipsBadLinesWithTheirNumbersAndReadsTheRest) {
    CsvRead read = readOk(fileText("with_bad_lines.csv"));
    EXPECT_EQ(idsOf(read.puzzles), (std::vector<std::string>{"0Br1k", "0Fk4q", "2Lad3r"}));
    struct Expected {
        std::size_t line;
        CsvLineProblem problem;
        std::string text;
        std::optional<PuzzleProblem> check;
    };
    const std::vector<Expected> expected{
        {3, CsvLineProblem::BAD_PUZZLE, "e1e9", PuzzleProblem::ILLEGAL_MOVE},
        {5, CsvLineProblem::BAD_RATING, "high", std::nullopt},
        {6, CsvLineProblem::BAD_THEME, "mate-in-2", std::nullopt},
        {7, CsvLineProblem::DUPLICATE_ID, "0Br1k", std::nullopt},
        {8, CsvLineProblem::BAD_PUZZLE, "3r2k1/5ppp/8/8/8/5PPP/4R1K1 b - - 0 31",
         PuzzleProblem::BAD_FEN},
        {9, CsvLineProblem::BAD_ID, "bad-id", std::nullopt},
        {10, CsvLineProblem::BAD_PUZZLE, "e7c6", PuzzleProblem::NOT_MATE},
        {11, CsvLineProblem::BAD_DEVIATION, "501", std::nullopt},
        {12, CsvLineProblem::BAD_POPULARITY, "-101", std::nullopt},
        {13, CsvLineProblem::BAD_PLAYS, "-1", std::nullopt},
    };
    ASSERT_EQ(read.skipped.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const SkippedLine& s = read.skipped[i];
        SCOPED_TRACE(expected[i].line);
        EXPECT_EQ(s.line, expected[i].line);
        EXPECT_EQ(s.problem, expected[i].problem);
        EXPECT_EQ(s.text, expected[i].text);
        EXPECT_EQ(s.check.has_value(), expected[i].check.has_value());
        if (s.check && expected[i].check) {
            EXPECT_EQ(s.check->problem, *expected[i].check);
        }
    }
    EXPECT_EQ(read.skipped[0].check->move, 1u);
    EXPECT_EQ(read.skipped[6].check->move, 3u);
    // The FEN's own fault comes along, for the words to say which field is wrong.
    EXPECT_NE(read.skipped[4].fen.kind, FenErrorKind::NONE);
}

TEST(PuzzleCsv, NumbersMustBeWholeAndInRange) {
    auto ratingRead = [](const std::string& rating) {
        return readOk(HEADER + "0Br1k,3r2k1/5ppp/8/8/8/8/5PPP/4R1K1 b - - 0 31,d8d2 e1e8," +
                      rating + ",88,94,1843,mateIn1,u,\n");
    };
    for (const char* bad :
         {"", " 612", "612 ", "+612", "612.0", "0x10", "4001", "-1", "99999999999999999999"}) {
        CsvRead read = ratingRead(bad);
        EXPECT_TRUE(read.puzzles.empty()) << bad;
        ASSERT_EQ(read.skipped.size(), 1u) << bad;
        EXPECT_EQ(read.skipped[0].problem, CsvLineProblem::BAD_RATING) << bad;
    }
    for (const char* good : {"0", "4000", "0612"})
        EXPECT_EQ(ratingRead(good).puzzles.size(), 1u) << good;
}

TEST(PuzzleCsv, IdsAreOneToSixteenLettersAndDigits) {
    auto idRead = [](const std::string& id) {
        return readOk(HEADER + id +
                      ",3r2k1/5ppp/8/8/8/8/5PPP/4R1K1 b - - 0 31,d8d2 e1e8,612,88,94,"
                      "1843,mateIn1,u,\n");
    };
    for (const char* bad : {"", "abcdefghij1234567", "a_b", "a b", "\xc3\xa9t\xc3\xa9"})
        EXPECT_EQ(idRead(bad).skipped.size(), 1u) << bad;
    for (const char* good : {"a", "abcdefghij123456", "00008"})
        EXPECT_EQ(idRead(good).puzzles.size(), 1u) << good;
}

struct MalformedCase {
    std::string name;
    std::string text;
    CsvFileProblem problem;
    std::size_t line;
};

class Malformed : public testing::TestWithParam<MalformedCase> {};

TEST_P(Malformed, IsRefusedWholeWithItsLine) {
    const MalformedCase& c = GetParam();
    std::optional<CsvFileError> e = refusal(c.text);
    ASSERT_TRUE(e);
    EXPECT_EQ(e->problem, c.problem);
    EXPECT_EQ(e->line, c.line);
}

INSTANTIATE_TEST_SUITE_P(
    PuzzleCsv, Malformed,
    testing::Values(
        MalformedCase{"empty", "", CsvFileProblem::NO_HEADER, 1},
        MalformedCase{"noHeader", BACK_RANK_LINE, CsvFileProblem::NO_HEADER, 1},
        MalformedCase{"otherHeader", "PuzzleId,FEN,Moves\n", CsvFileProblem::NO_HEADER, 1},
        MalformedCase{"headerInOtherOrder",
                      "FEN,PuzzleId,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,"
                      "GameUrl,OpeningTags\n",
                      CsvFileProblem::NO_HEADER, 1},
        // lichess ships the file compressed: the first bytes of a Zstandard frame.
        MalformedCase{"compressed", std::string("\x28\xb5\x2f\xfd\x00\x58", 6) + "PuzzleId\n",
                      CsvFileProblem::NO_HEADER, 1},
        MalformedCase{"fewerColumns",
                      HEADER + BACK_RANK_LINE + "0Br1x,3r2k1/5ppp/8/8/8/8/5PPP/4R1K1 b - - 0 31\n",
                      CsvFileProblem::WRONG_COLUMNS, 3},
        MalformedCase{"moreColumns",
                      HEADER + BACK_RANK_LINE +
                          BACK_RANK_LINE.substr(0, BACK_RANK_LINE.size() - 1) + ",extra\n",
                      CsvFileProblem::WRONG_COLUMNS, 3},
        MalformedCase{"tenColumnsUnderNine",
                      fileText("lichess_sample_9_columns.csv") + "x,,,,,,,,,\n",
                      CsvFileProblem::WRONG_COLUMNS, 4},
        MalformedCase{"unterminatedQuote",
                      HEADER + BACK_RANK_LINE + "\"0Br1x,3r2k1\n" + BACK_RANK_LINE,
                      CsvFileProblem::UNTERMINATED_QUOTE, 3},
        MalformedCase{"quoteInsidePlainField", HEADER + "0B\"r1k" + BACK_RANK_LINE.substr(5),
                      CsvFileProblem::STRAY_QUOTE, 2},
        MalformedCase{"textAfterQuote", HEADER + "\"0Br1k\"x" + BACK_RANK_LINE.substr(5),
                      CsvFileProblem::STRAY_QUOTE, 2},
        MalformedCase{"nul", HEADER + BACK_RANK_LINE + std::string("x\0y\n", 4),
                      CsvFileProblem::CONTROL_BYTE, 3},
        MalformedCase{"tab", HEADER + BACK_RANK_LINE + "x\ty\n", CsvFileProblem::CONTROL_BYTE, 3},
        MalformedCase{"loneCr", HEADER + BACK_RANK_LINE + "x\ry\n", CsvFileProblem::CONTROL_BYTE,
                      3},
        MalformedCase{"c1Control", HEADER + "x\xc2\x9by\n", CsvFileProblem::CONTROL_BYTE, 2},
        MalformedCase{"longLine",
                      HEADER + BACK_RANK_LINE + std::string(MAX_CSV_LINE_BYTES + 1, 'x'),
                      CsvFileProblem::LINE_TOO_LONG, 3},
        MalformedCase{"longLineCrlf", HEADER + std::string(MAX_CSV_LINE_BYTES + 1, 'x') + "\r\n",
                      CsvFileProblem::LINE_TOO_LONG, 2},
        MalformedCase{"blankLineInside", HEADER + BACK_RANK_LINE + "\n\n" + BACK_RANK_LINE,
                      CsvFileProblem::BLANK_LINE, 3}),
    [](const testing::TestParamInfo<MalformedCase>& info) { return info.param.name; });

TEST(PuzzleCsv, AMalformedLineAfterGoodOnesImportsNothing) {
    std::variant<CsvRead, CsvFileError> r =
        readText(fileText("lichess_sample.csv") + "x,y\n" + BACK_RANK_LINE);
    ASSERT_TRUE(std::holds_alternative<CsvFileError>(r));
    const CsvFileError& e = std::get<CsvFileError>(r);
    EXPECT_EQ(e, (CsvFileError{CsvFileProblem::WRONG_COLUMNS, 7, 2, 10}));
}

TEST(PuzzleCsv, MoreThanTenMillionLinesAreRefused) {
    // Blank lines at the end are allowed, so only the count stops these.
    std::string text = HEADER + BACK_RANK_LINE + std::string(MAX_CSV_LINES - 2, '\n');
    EXPECT_EQ(readOk(text).puzzles.size(), 1u);
    std::optional<CsvFileError> e = refusal(text + "\n");
    ASSERT_TRUE(e);
    EXPECT_EQ(e->problem, CsvFileProblem::TOO_MANY_LINES);
    EXPECT_EQ(e->line, MAX_CSV_LINES + 1);
}

TEST(PuzzleCsv, ALineOfExactlyTheLimitIsRead) {
    std::string line = BACK_RANK_LINE.substr(0, BACK_RANK_LINE.size() - 1);
    line += std::string(MAX_CSV_LINE_BYTES - line.size(), 'x');
    ASSERT_EQ(line.size(), MAX_CSV_LINE_BYTES);
    CsvRead read = readOk(withCrlf(HEADER + line + "\n"));
    ASSERT_EQ(read.puzzles.size(), 1u);
    EXPECT_EQ(read.puzzles[0].openingTags.size(), MAX_CSV_LINE_BYTES + 1 - BACK_RANK_LINE.size());
}

TEST(PuzzleCsv, ReadsQuotedFields) {
    const std::string text = HEADER +
                             "\"0Br1k\",\"3r2k1/5ppp/8/8/8/8/5PPP/4R1K1 b - - 0 31\",\"d8d2 "
                             "e1e8\",\"612\",88,94,1843,\"\",\"a \"\"quoted\"\", url\",\"Tags, "
                             "with\nthree\r\nlines\"\n" +
                             "\"\",3r2k1/5ppp/8/8/8/8/5PPP/4R1K1 b - - 0 31,d8d2 e1e8,612,88,94,"
                             "1843,,u,\n";
    CsvRead read = readOk(text);
    ASSERT_EQ(read.puzzles.size(), 1u);
    const Puzzle& p = read.puzzles[0];
    EXPECT_EQ(p.id, "0Br1k");
    EXPECT_EQ(p.moves, (std::vector<std::string>{"d8d2", "e1e8"}));
    EXPECT_TRUE(p.themes.empty());
    EXPECT_EQ(p.gameUrl, "a \"quoted\", url");
    EXPECT_EQ(p.openingTags, "Tags, with\nthree\nlines");
    // The next record begins on the file's fifth line, after the three of the first.
    ASSERT_EQ(read.skipped.size(), 1u);
    EXPECT_EQ(read.skipped[0].line, 5u);
    EXPECT_EQ(read.skipped[0].problem, CsvLineProblem::BAD_ID);
}

TEST(PuzzleCsv, CrlfReadsAsLf) {
    const std::string text = fileText("lichess_sample.csv");
    EXPECT_EQ(shown(readOk(withCrlf(text)).puzzles), shown(readOk(text).puzzles));
    EXPECT_EQ(readOk(withCrlf(text)).puzzles.size(), 5u);
}

TEST(PuzzleCsv, AByteOrderMarkBeforeTheHeaderIsAllowed) {
    const std::string text = fileText("lichess_sample.csv");
    EXPECT_EQ(shown(readOk("\xEF\xBB\xBF" + text).puzzles), shown(readOk(text).puzzles));
    // Only there.
    std::optional<CsvFileError> e = refusal(HEADER + "\xEF\xBB\xBF" + BACK_RANK_LINE);
    EXPECT_FALSE(e); // a BOM inside a line is only text: the id is bad, the file is fine
    EXPECT_EQ(readOk(HEADER + "\xEF\xBB\xBF" + BACK_RANK_LINE).skipped.size(), 1u);
}

TEST(PuzzleCsv, BlankLinesMayEndTheFileAndTheLastLineNeedsNoNewline) {
    EXPECT_EQ(readOk(HEADER + BACK_RANK_LINE + "\n\r\n\n").puzzles.size(), 1u);
    std::string last = BACK_RANK_LINE.substr(0, BACK_RANK_LINE.size() - 1);
    EXPECT_EQ(readOk(HEADER + last).puzzles.size(), 1u);
    EXPECT_EQ(readOk(std::string(PUZZLE_CSV_HEADER)).puzzles.size(), 0u);
}

TEST(PuzzleCsv, ReadsEachVariantsLetters) {
    CsvRead knightmate = readOk(fileText("knightmate.csv"), knightmateVariant());
    ASSERT_EQ(knightmate.puzzles.size(), 1u);
    EXPECT_EQ(knightmate.puzzles[0].variant, &knightmateVariant());
    CsvRead knightsChess = readOk(fileText("knightschess.csv"), knightsChessVariant());
    ASSERT_EQ(knightsChess.puzzles.size(), 1u);
    EXPECT_EQ(knightsChess.puzzles[0].variant, &knightsChessVariant());
    // The wrong variant: the line is skipped, the file is fine.
    CsvRead asChess = readOk(fileText("knightmate.csv"));
    EXPECT_TRUE(asChess.puzzles.empty());
    ASSERT_EQ(asChess.skipped.size(), 1u);
    EXPECT_EQ(asChess.skipped[0].check->problem, PuzzleProblem::BAD_FEN);
}

void expectRoundTrip(const std::string& file, const Variant& variant) {
    CsvRead first = readOk(fileText(file), variant);
    ASSERT_FALSE(first.puzzles.empty());
    std::string text = written(first.puzzles);
    CsvRead again = readOk(text, variant);
    EXPECT_TRUE(again.skipped.empty());
    EXPECT_EQ(shown(again.puzzles), shown(first.puzzles));
    EXPECT_EQ(written(again.puzzles), text);
}

TEST(PuzzleCsv, ChessRoundTrips) { expectRoundTrip("lichess_sample.csv", chessVariant()); }
TEST(PuzzleCsv, KnightmateRoundTrips) { expectRoundTrip("knightmate.csv", knightmateVariant()); }
TEST(PuzzleCsv, KnightsChessRoundTrips) {
    expectRoundTrip("knightschess.csv", knightsChessVariant());
}

TEST(PuzzleCsv, OurPuzzlesRoundTripButForPlayersAndVolatility) {
    Puzzle p;
    p.variant = &knightmateVariant();
    p.fen = "k2B3m/7p/8/8/8/6K1/5M2/7R b - - 0 40";
    p.moves = {"h7h6", "h1a1"};
    p.id = puzzleIdOf(*p.variant, p.fen, p.moves);
    p.rating = {1500, 350, 0.09};
    p.themes = {"mate", "mateIn1", "oneMove"};
    p.gameUrl = "g31";
    p.openingTags = "";
    p.white = "alice";
    p.black = "bob";
    CsvRead read = readOk(written({p}), knightmateVariant());
    ASSERT_EQ(read.puzzles.size(), 1u);
    Puzzle expected = p;
    expected.white = expected.black = "";
    expected.rating.volatility = rating::Glicko2{}.volatility;
    EXPECT_EQ(shown(read.puzzles), shown({expected}));
}

TEST(PuzzleCsv, WritesLichesssLines) {
    Puzzle p = readOk(fileText("lichess_sample.csv")).puzzles.at(4);
    EXPECT_EQ(written({p}),
              HEADER + "1Sch0,r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 "
                       "3,g8f6 h5f7,599,91,97,25510,mate mateIn1 oneMove "
                       "opening,https://lichess.org/a1b2c3d4/black#6,Italian_Game "
                       "Italian_Game_Other_variations\n");
}

TEST(PuzzleCsv, QuotesOnlyFieldsThatNeedIt) {
    Puzzle p;
    p.id = "q1";
    p.gameUrl = "a,b";
    p.openingTags = "say \"hi\"\nthere";
    std::string text = written({p});
    EXPECT_NE(text.find(",\"a,b\",\"say \"\"hi\"\"\nthere\"\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\nq1,,,1500,350,0,0,,"), std::string::npos) << text;
}

TEST(PuzzleCsv, RatingsAreWrittenWholeWithinTheRangeRead) {
    Puzzle p;
    p.id = "r1";
    p.rating = {1523.5, 62.4, 0.06};
    EXPECT_NE(written({p}).find(",1524,62,"), std::string::npos);
    p.rating = {4200.2, 600, 0.06};
    EXPECT_NE(written({p}).find(",4000,500,"), std::string::npos);
    p.rating = {-3, -1, 0.06};
    EXPECT_NE(written({p}).find(",0,0,"), std::string::npos);
}

} // namespace
