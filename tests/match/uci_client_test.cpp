// The UCI client against real engines and against fake ones that die, hang or talk nonsense
// (tests/data/fake_uci_engine.sh): every failure is a sentence, none is a hang or a crash.
#include "engine_client/engine_spec.hpp"
#include "engine_client/uci_client.hpp"

#include <gtest/gtest.h>

#include <algorithm>

using namespace mudchess;
using namespace std::chrono_literals;

namespace {

std::vector<std::string> fake(const std::string& mode) {
    return {"sh", std::string(MUDCHESS_TEST_DATA) + "/fake_uci_engine.sh", mode};
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace

TEST(UciClient, HandshakeReadsNameAndOptions) {
    std::string error;
    std::unique_ptr<UciClient> sf = UciClient::start({"stockfish"}, error);
    ASSERT_TRUE(sf) << error;
    EXPECT_TRUE(sf->name().starts_with("Stockfish")) << sf->name();
    const UciOption* skill = sf->findOption("skill level"); // names are not case-sensitive
    ASSERT_TRUE(skill);
    EXPECT_EQ(skill->name, "Skill Level");
    EXPECT_EQ(skill->type, "spin");
    EXPECT_EQ(skill->defaultValue, "20");
    EXPECT_EQ(sf->variants(), std::vector<std::string>{"chess"});
    EXPECT_TRUE(sf->setOption("Skill Level", "3", error)) << error;
}

TEST(UciClient, UnknownOptionsAndVariantsAreRefusedWithWhatWouldWork) {
    std::string error;
    std::unique_ptr<UciClient> sf = UciClient::start({"stockfish"}, error);
    ASSERT_TRUE(sf) << error;
    EXPECT_FALSE(sf->setOption("Skil Level", "3", error));
    EXPECT_TRUE(contains(error, "has no option \"Skil Level\"") && contains(error, "Skill Level"))
        << error;
    EXPECT_FALSE(sf->selectVariant("knightmate", error));
    EXPECT_TRUE(contains(error, "does not play knightmate")) << error;
}

TEST(UciClient, FairyStockfishPlaysKnightmateButNotKnightsChess) {
    std::string error;
    std::unique_ptr<UciClient> fsf = UciClient::start({"fairy-stockfish"}, error);
    ASSERT_TRUE(fsf) << error;
    std::vector<std::string> variants = fsf->variants();
    EXPECT_NE(std::find(variants.begin(), variants.end(), "knightmate"), variants.end());
    EXPECT_FALSE(fsf->selectVariant("knightschess", error));
    EXPECT_TRUE(contains(error, "does not play knightschess")) << error;
    EXPECT_TRUE(fsf->selectVariant("knightmate", error)) << error;
    ASSERT_TRUE(fsf->setPosition("rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1",
                                 {"e2e4"}, error));
    EngineLimits limits;
    limits.depth = 4;
    EngineSearch search = fsf->go(limits, 30s);
    EXPECT_EQ(search.fault, EngineFault::NONE) << search.error;
    EXPECT_EQ(search.bestMove.size(), 4u) << search.bestMove;
}

TEST(UciClient, AVariantsFileAddsVariantsOnceTheOptionsAreReadAgain) {
    std::string error;
    EngineSpec spec{{"fairy-stockfish"},
                    {{"VariantPath", std::string(MUDCHESS_TEST_DATA) + "/knightschess.ini"}},
                    ""};
    EXPECT_TRUE(startEngine(spec, "knightschess", error)) << error;
}

TEST(UciClient, GoSendsTheClockAndReadsBestmove) {
    EngineLimits limits;
    limits.whiteTime = 1000ms;
    limits.blackTime = 900ms;
    limits.whiteIncrement = limits.blackIncrement = 100ms;
    EXPECT_EQ(uciGoCommand(limits), "go wtime 1000 btime 900 winc 100 binc 100");
    std::string error;
    std::unique_ptr<UciClient> sf = UciClient::start({"stockfish"}, error);
    ASSERT_TRUE(sf && sf->newGame(error)) << error;
    ASSERT_TRUE(sf->setPosition("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                {"f2f3", "e7e5", "g2g4"}, error));
    EngineLimits mateLimits;
    mateLimits.depth = 3;
    EngineSearch search = sf->go(mateLimits, 30s);
    EXPECT_EQ(search.fault, EngineFault::NONE) << search.error;
    EXPECT_EQ(search.bestMove, "d8h4"); // fool's mate
    EXPECT_TRUE(contains(search.lastInfo, "score mate 1")) << search.lastInfo;
}

TEST(UciClient, AMissingProgramIsNamed) {
    std::string error;
    EXPECT_FALSE(UciClient::start({"no-such-engine-anywhere"}, error));
    EXPECT_TRUE(contains(error, "'no-such-engine-anywhere' was not found")) << error;
}

TEST(UciClient, AProgramThatIsNoEngineTimesOutInTheHandshake) {
    std::string error;
    // cat repeats "uci" and never says uciok.
    EXPECT_FALSE(UciClient::start({"cat"}, error, 300ms));
    EXPECT_TRUE(contains(error, "did not answer \"uci\" with \"uciok\" within 300 ms")) << error;
}

TEST(UciClient, AnEngineThatDiesSaysHowItEnded) {
    std::string error;
    std::unique_ptr<UciClient> engine = UciClient::start(fake("die"), error);
    ASSERT_TRUE(engine) << error;
    EXPECT_EQ(engine->name(), "Fake die");
    EngineLimits limits;
    limits.depth = 1;
    EngineSearch search = engine->go(limits, 10s);
    EXPECT_EQ(search.fault, EngineFault::ENDED);
    EXPECT_TRUE(contains(search.error, "Fake die exited with status 3")) << search.error;
    EXPECT_TRUE(engine->ended());
    // Everything after fails at once, with the same story.
    EXPECT_FALSE(engine->waitReady(error));
    EXPECT_TRUE(contains(error, "exited with status 3")) << error;
}

TEST(UciClient, AnEngineKilledByASignalIsSaidToHaveCrashed) {
    std::string error;
    std::unique_ptr<UciClient> engine = UciClient::start(fake("segv"), error);
    ASSERT_TRUE(engine) << error;
    EngineSearch search = engine->go(EngineLimits{}, 10s);
    EXPECT_EQ(search.fault, EngineFault::ENDED);
    EXPECT_TRUE(contains(search.error, "was killed by signal 11 (segmentation fault)"))
        << search.error;
}

TEST(UciClient, ASilentEngineTimesOutAndIgnoresStop) {
    std::string error;
    std::unique_ptr<UciClient> engine = UciClient::start(fake("silent"), error);
    ASSERT_TRUE(engine) << error;
    EngineLimits limits;
    limits.moveTime = 100ms;
    EngineSearch search = engine->go(limits, 200ms);
    EXPECT_EQ(search.fault, EngineFault::NO_ANSWER);
    EXPECT_TRUE(contains(search.error, "did not answer \"go movetime 100\" within 200 ms"))
        << search.error;
    EXPECT_FALSE(engine->stop(100ms)); // it ignores stop too; the destructor still ends it
}

TEST(UciClient, BestmoveWithoutAMoveIsABadAnswer) {
    std::string error;
    std::unique_ptr<UciClient> engine = UciClient::start(fake("none"), error);
    ASSERT_TRUE(engine) << error;
    EngineSearch search = engine->go(EngineLimits{}, 10s);
    EXPECT_EQ(search.fault, EngineFault::BAD_ANSWER);
    EXPECT_TRUE(contains(search.error, "without a move")) << search.error;
}
