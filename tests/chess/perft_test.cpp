// Perft against the published counts (tests/data/*.epd): every count of the reference files,
// in well under a second. The deep build (CTest label "slow", not run by CI) adds the published
// counts in the hundreds of millions (*-deep.epd).
#include "chess/perft.hpp"
#include "epd.hpp"

#include <gtest/gtest.h>

namespace mudchess {
namespace {

void checkFile(const Variant& variant, const std::string& file) {
    auto cases = test::readEpd(file);
    ASSERT_FALSE(cases.empty()) << file << " has no positions";
    for (const auto& c : cases) {
        FenResult parsed = Position::fromFen(variant, c.fen);
        ASSERT_TRUE(parsed.position) << c.fen;
        for (auto [depth, expected] : c.counts) {
            EXPECT_EQ(perft(*parsed.position, depth), expected) << c.fen << " depth " << depth;
        }
    }
}

TEST(Perft, StandardPublicPositionsMatchPublishedCounts) {
    checkFile(chessVariant(), "standard-public.epd");
}
TEST(Perft, KnightmatePositionsMatchReferenceCounts) {
    checkFile(knightmateVariant(), "knightmate-public.epd");
}
TEST(Perft, KnightsChessPositionsMatchReferenceCounts) {
    checkFile(knightsChessVariant(), "knightschess-public.epd");
}

#ifdef MUDCHESS_PERFT_DEEP
TEST(DeepPerft, StandardPositionsAtPublishedDepths) {
    checkFile(chessVariant(), "standard-deep.epd");
}
TEST(DeepPerft, KnightmateStartAtDepthFive) {
    checkFile(knightmateVariant(), "knightmate-deep.epd");
}
#endif

TEST(Perft, DivideSumsToPerftAndListsEveryRootMove) {
    Position start = Position::start(chessVariant());
    auto divide = perftDivide(start, 3);
    std::uint64_t sum = 0;
    for (auto& [move, count] : divide) sum += count;
    EXPECT_EQ(divide.size(), 20u);
    EXPECT_EQ(sum, 8902u);
}

} // namespace
} // namespace mudchess
