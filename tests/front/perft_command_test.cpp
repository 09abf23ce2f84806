// `mudchess perft`: the output a user diffs against Stockfish, and the usage on bad arguments.
#include "front/tools/perft_command.hpp"

#include <gtest/gtest.h>

#include <sstream>

namespace mudchess {
namespace {

struct PerftRun {
    int status;
    std::string out, err;
};

PerftRun perftWith(const std::vector<std::string>& args) {
    std::ostringstream out, err;
    int status = runPerftCommand(args, out, err);
    return {status, out.str(), err.str()};
}

TEST(PerftCommand, DivideListsUciMovesThenTheTotalLikeStockfish) {
    PerftRun r = perftWith({"--variant", "chess", "--depth", "2", "--divide"});
    EXPECT_EQ(r.status, 0);
    EXPECT_NE(r.out.find("e2e4: 20\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("g1f3: 20\n"), std::string::npos);
    EXPECT_TRUE(r.out.ends_with("\nNodes searched: 400\n")) << r.out;
}

TEST(PerftCommand, KnightsChessPassIsWrittenAsFourZeros) {
    // Black, walled in on a6 with equal knights, can only pass.
    PerftRun r = perftWith({"--variant", "knightschess", "--fen",
                            "nnnqqnnn/pppppppp/kPPPPPPP/PK6/8/8/8/NNNQQNNN b - - 0 27", "--depth",
                            "1", "--divide"});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out, "0000: 1\n\nNodes searched: 1\n");
}

TEST(PerftCommand, CastlingIsTheKingsMove) {
    PerftRun r =
        perftWith({"--fen", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "--depth", "1", "--divide"});
    EXPECT_NE(r.out.find("e1g1: 1\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("e1c1: 1\n"), std::string::npos);
}

TEST(PerftCommand, VariantNamesAcceptAliases) {
    EXPECT_EQ(perftWith({"--variant", "Standard", "--depth", "1"}).out, "Nodes searched: 20\n");
    EXPECT_EQ(perftWith({"--variant", "knightmate", "--depth", "1"}).out, "Nodes searched: 18\n");
}

TEST(PerftCommand, BadArgumentsGiveUsageAndStatusTwo) {
    struct Case {
        std::vector<std::string> args;
        std::string says;
    };
    const Case cases[] = {
        {{}, "depth"},
        {{"--depth", "0"}, "--depth must be between 1 and 20"},
        {{"--depth", "three"}, "depth"},
        {{"--variant", "checkers", "--depth", "2"}, "unknown variant 'checkers'"},
        {{"--fen", "8/8/8 w - - 0 1", "--depth", "1"}, "bad --fen: piece placement"},
        {{"--depth", "2", "--frobnicate"}, "frobnicate"},
    };
    for (const Case& c : cases) {
        PerftRun r = perftWith(c.args);
        EXPECT_EQ(r.status, 2);
        EXPECT_NE(r.err.find(c.says), std::string::npos) << r.err;
        EXPECT_NE(r.err.find("mudchess perft --help lists the options"), std::string::npos)
            << r.err;
        EXPECT_TRUE(r.out.empty());
    }
}

} // namespace
} // namespace mudchess
