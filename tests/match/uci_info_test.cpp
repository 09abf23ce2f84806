// An engine's info line read for an analysis: the score from the side to move and the line, and
// nothing from a line that is not what it should be (engine output is outside input).
#include "engine_client/uci_info.hpp"

#include <gtest/gtest.h>

namespace mudchess {
namespace {

TEST(UciInfo, ReadsTheDepthTheScoreAndTheLine) {
    std::optional<UciInfo> info =
        readUciInfo("info depth 18 seldepth 24 multipv 1 score cp -35 nodes 150000 nps 900000 "
                    "hashfull 60 tbhits 0 time 166 pv e7e5 g1f3 b8c6");
    ASSERT_TRUE(info);
    EXPECT_EQ(info->depth, 18);
    EXPECT_EQ(info->multipv, 1);
    EXPECT_EQ(info->cp, -35);
    EXPECT_FALSE(info->mate);
    EXPECT_EQ(info->pv, (std::vector<std::string>{"e7e5", "g1f3", "b8c6"}));
}

TEST(UciInfo, ReadsAMateAndABoundedScore) {
    std::optional<UciInfo> mate = readUciInfo("info depth 5 score mate -2 pv h5f7");
    ASSERT_TRUE(mate);
    EXPECT_EQ(mate->mate, -2);
    EXPECT_FALSE(mate->cp);
    std::optional<UciInfo> bound = readUciInfo("info depth 9 score cp 20 lowerbound nodes 10");
    ASSERT_TRUE(bound);
    EXPECT_EQ(bound->cp, 20);
    EXPECT_TRUE(bound->pv.empty());
}

// MultiPV 2 (what the puzzle check asks Stockfish for): each line says which best it is, and a
// line without the word is the best.
TEST(UciInfo, ReadsWhichOfTheBestLinesItIs) {
    std::optional<UciInfo> second =
        readUciInfo("info depth 16 seldepth 26 multipv 2 score cp 727 nodes 350909 pv f8f3 a7d7");
    ASSERT_TRUE(second);
    EXPECT_EQ(second->multipv, 2);
    EXPECT_EQ(second->cp, 727);
    EXPECT_EQ(second->pv, (std::vector<std::string>{"f8f3", "a7d7"}));
    std::optional<UciInfo> alone = readUciInfo("info depth 4 score mate 2 pv g2g1q");
    ASSERT_TRUE(alone);
    EXPECT_EQ(alone->multipv, 1);
    for (const char* line :
         {"info depth 3 multipv 0 score cp 1 pv e2e4", "info depth 3 multipv x score cp 1 pv e2e4",
          "info depth 3 multipv -1 score cp 1 pv e2e4", "info multipv"})
        EXPECT_FALSE(readUciInfo(line)) << line;
}

TEST(UciInfo, ReadsNothingFromALineThatIsNotAScore) {
    for (const char* line :
         {"", "info string NNUE evaluation using nn.nnue enabled", "info depth 3 nodes 100",
          "info score", "info score cp", "info score cp 12x pv e2e4", "info score inches 3",
          "info score cp 99999999999999999999", "bestmove e2e4", "infox score cp 3"})
        EXPECT_FALSE(readUciInfo(line)) << line;
}

} // namespace
} // namespace mudchess
