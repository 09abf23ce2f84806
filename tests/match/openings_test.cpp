#include "front/match/openings.hpp"

#include "chess/position.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <set>

using namespace mudchess;
using namespace mudchess::match;

namespace {

// Writes `text` to a file called `name` in the test's directory.
std::string writeFile(const test::TempDir& dir, const std::string& name, const std::string& text) {
    std::string path = dir.file(name);
    std::ofstream(path) << text;
    return path;
}

} // namespace

TEST(Openings, ReadsFenAndEpdLinesSkippingCommentsAndBlanks) {
    test::TempDir dir;
    std::string path =
        writeFile(dir, "ok.epd",
                  "# two openings\n\n"
                  "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - id \"e4\";\n"
                  "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\r\n");
    std::string error;
    std::optional<std::vector<Opening>> openings = readOpenings(path, chessVariant(), error);
    ASSERT_TRUE(openings) << error;
    ASSERT_EQ(openings->size(), 2u);
    EXPECT_EQ((*openings)[0].start.fen(),
              "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    EXPECT_EQ((*openings)[1].start.fullmoveNumber(), 2);
    EXPECT_NE((*openings)[1].source.find("line 4"), std::string::npos);
}

TEST(Openings, ABadLineIsNamedByNumber) {
    test::TempDir dir;
    std::string path = writeFile(
        dir, "bad.epd", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -\n1. e4 e5\n");
    std::string error;
    EXPECT_FALSE(readOpenings(path, chessVariant(), error));
    EXPECT_NE(error.find("line 2"), std::string::npos) << error;
}

TEST(Openings, AFinishedPositionIsNoOpening) {
    test::TempDir dir;
    // Fool's mate: White is checkmated.
    std::string path = writeFile(dir, "mate.epd",
                                 "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\n");
    std::string error;
    EXPECT_FALSE(readOpenings(path, chessVariant(), error));
    EXPECT_NE(error.find("already over"), std::string::npos) << error;
}

TEST(Openings, MissingAndEmptyFilesAreRefused) {
    test::TempDir dir;
    std::string error;
    EXPECT_FALSE(readOpenings("/nonexistent/openings.epd", chessVariant(), error));
    EXPECT_NE(error.find("cannot read"), std::string::npos) << error;
    std::string path = writeFile(dir, "empty.epd", "# nothing\n");
    EXPECT_FALSE(readOpenings(path, chessVariant(), error));
    EXPECT_NE(error.find("holds no position"), std::string::npos) << error;
}

TEST(Openings, BuiltInOnesAreDistinctPawnMovesInEveryVariant) {
    for (const Variant* variant : allVariants()) {
        std::vector<Opening> openings = builtInOpenings(*variant, 16);
        ASSERT_EQ(openings.size(), 16u) << variant->key;
        std::set<std::string> seen;
        for (const Opening& o : openings) {
            ASSERT_EQ(o.moves.size(), 2u);
            Game game = o.game();
            EXPECT_FALSE(game.isOver());
            Position pos = o.start;
            for (Move m : o.moves) {
                EXPECT_EQ(typeOf(pos.pieceOn(m.from())), PAWN) << variant->key;
                pos.play(m);
            }
            seen.insert(game.position().fen());
        }
        EXPECT_EQ(seen.size(), 16u) << variant->key;
        // The same every run, so two matches can be compared.
        EXPECT_EQ(builtInOpenings(*variant, 16)[5].moves, openings[5].moves);
    }
}
