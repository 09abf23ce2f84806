// The XBoard client against real engines (Fairy-Max, GNU Chess) and against a fake one that
// is old, slow, dies, hangs or talks nonsense (tests/data/fake_xboard_engine.sh).
#include "engine_client/xboard_client.hpp"

#include "chess/position.hpp"
#include "chess/uci_move.hpp"
#include "chess/variant.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

using namespace mudchess;
using namespace std::chrono_literals;

namespace {

std::vector<std::string> fake(const std::string& mode, const std::string& log = "/dev/null") {
    return {"sh", std::string(MUDCHESS_TEST_DATA) + "/fake_xboard_engine.sh", mode, log};
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

bool has(const std::vector<std::string>& list, const std::string& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

std::string fileText(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// Whether `move` is legal after `moves` from `fen` in `variant`.
bool legalAfter(const Variant& variant, const std::string& fen,
                const std::vector<std::string>& moves, const std::string& move) {
    Position pos = *Position::fromFen(variant, fen).position;
    for (const std::string& m : moves) {
        std::optional<Move> played = parseUci(pos, m);
        if (!played) return false;
        pos.play(*played);
    }
    return parseUci(pos, move).has_value();
}

} // namespace

TEST(XboardClient, FairyMaxNamesItselfItsVariantsAndOptions) {
    std::string error;
    std::unique_ptr<XboardClient> fm = XboardClient::start({"fairymax"}, error);
    ASSERT_TRUE(fm) << error;
    EXPECT_EQ(fm->name(), "Fairy-Max 5.0b");
    std::vector<std::string> variants = fm->variants();
    EXPECT_TRUE(has(variants, "chess") && has(variants, "knightmate"));
    EXPECT_FALSE(has(variants, "normal")); // XBoard's name for chess is translated
    EXPECT_TRUE(has(fm->options(), "Resign"));
    EXPECT_EQ(fm->feature("setboard"), "0");
    EXPECT_FALSE(fm->selectVariant("knightschess", error));
    EXPECT_TRUE(contains(error, "Fairy-Max 5.0b does not play knightschess")) << error;
    EXPECT_FALSE(fm->setOption("Resign!", "1", error));
    EXPECT_TRUE(contains(error, "has no option \"Resign!\"") && contains(error, "Resign Threshold"))
        << error;
    EXPECT_TRUE(fm->setOption("Resign", "0", error)) << error;
}

TEST(XboardClient, FairyMaxPlaysAGameMoveByMoveInChessAndKnightmate) {
    for (const Variant* variant : {&chessVariant(), &knightmateVariant()}) {
        std::string error;
        std::unique_ptr<XboardClient> fm = XboardClient::start({"fairymax"}, error);
        ASSERT_TRUE(fm) << error;
        ASSERT_TRUE(fm->selectVariant(variant->key, error)) << error;
        ASSERT_TRUE(fm->newGame(error)) << error;
        std::string fen(variant->startFen);
        std::vector<std::string> moves;
        EngineLimits limits;
        limits.moveTime = 100ms; // `st 1`
        limits.depth = 2;
        // Both sides from the engine: each answer continues the game it already has.
        for (int ply = 0; ply < 6; ++ply) {
            ASSERT_TRUE(fm->setPosition(fen, moves, error)) << error;
            EngineSearch search = fm->go(limits, 20s);
            ASSERT_EQ(search.fault, EngineFault::NONE) << search.error;
            ASSERT_TRUE(legalAfter(*variant, fen, moves, search.bestMove))
                << variant->key << ": " << search.bestMove << " after " << moves.size();
            moves.push_back(search.bestMove);
        }
    }
}

TEST(XboardClient, PositionsAreSetUpWithEditWithoutSetboard) {
    // Mate in one for the side to move, White then Black: Fairy-Max has no setboard, so the
    // board is set up in edit mode (Black to move through a first move).
    const std::vector<std::pair<std::string, std::string>> mates = {
        {"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"},
        {"r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1", "a8a1"}};
    std::string error;
    std::unique_ptr<XboardClient> engine = XboardClient::start({"fairymax"}, error);
    ASSERT_TRUE(engine) << error;
    for (const auto& [fen, mate] : mates) {
        ASSERT_TRUE(engine->newGame(error)) << error;
        ASSERT_TRUE(engine->setPosition(fen, {}, error)) << error;
        EngineLimits limits;
        limits.depth = 3;
        limits.moveTime = 1000ms;
        EngineSearch search = engine->go(limits, 20s);
        ASSERT_EQ(search.fault, EngineFault::NONE) << search.error;
        EXPECT_EQ(search.bestMove, mate) << fen;
    }
}

TEST(XboardClient, PositionsAreSetUpWithSetboardWhereOffered) {
    test::TempDir dir;
    std::string log = dir.file("commands.log");
    std::string error;
    std::unique_ptr<XboardClient> engine = XboardClient::start(fake("resign", log), error);
    ASSERT_TRUE(engine) << error;
    ASSERT_TRUE(engine->newGame(error)) << error;
    ASSERT_TRUE(engine->setPosition("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", {"a1a2"}, error));
    engine.reset();
    std::string sent = fileText(log);
    EXPECT_TRUE(contains(sent, "new\nforce\nsetboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\nping 2\n"
                               "usermove a1a2\n"))
        << sent;
}

TEST(XboardClient, TheClockGoesInLevelTimeAndOtim) {
    test::TempDir dir;
    std::string log = dir.file("commands.log");
    std::string error;
    std::unique_ptr<XboardClient> engine = XboardClient::start(fake("slow", log), error);
    ASSERT_TRUE(engine) << error;
    EXPECT_EQ(engine->name(), "Fake slow"); // its done=1 came after done=0 and a pause
    ASSERT_TRUE(engine->newGame(error)) << error;
    ASSERT_TRUE(engine->setPosition(chessVariant().startFen, {}, error)) << error;
    EngineLimits limits;
    limits.whiteTime = 61500ms;
    limits.blackTime = 60000ms;
    limits.whiteIncrement = limits.blackIncrement = 100ms;
    limits.movesToGo = 40;
    EngineSearch search = engine->go(limits, 10s);
    ASSERT_EQ(search.fault, EngineFault::NONE) << search.error;
    EXPECT_EQ(search.bestMove, "e2e4");
    // Black's move goes as `usermove` (the engine asked for it), and the clock again.
    ASSERT_TRUE(engine->setPosition(chessVariant().startFen, {"e2e4", "e7e5"}, error)) << error;
    engine.reset(); // `quit`, and the log is complete
    std::string sent = fileText(log);
    EXPECT_TRUE(contains(sent, "xboard\nprotover 2\n")) << sent;
    EXPECT_TRUE(contains(sent, "new\nforce\n")) << sent;
    EXPECT_TRUE(contains(sent, "level 40 1:02 0.1\ntime 6150\notim 6000\ngo\nforce\n")) << sent;
    EXPECT_TRUE(contains(sent, "usermove e7e5\n")) << sent;
    EXPECT_FALSE(contains(sent, "usermove e2e4")) << sent; // its own move, it knows
}

TEST(XboardClient, AnOldEngineWithoutFeaturesGetsBareMoves) {
    test::TempDir dir;
    std::string log = dir.file("commands.log");
    std::string error;
    std::unique_ptr<XboardClient> engine = XboardClient::start(fake("old", log), error);
    ASSERT_TRUE(engine) << error;
    EXPECT_EQ(engine->name(), "sh"); // it gives no name
    EXPECT_EQ(engine->variants(), std::vector<std::string>{"chess"});
    ASSERT_TRUE(engine->newGame(error)) << error;
    ASSERT_TRUE(engine->setPosition(chessVariant().startFen, {"d2d4", "d7d5"}, error));
    EngineLimits limits;
    limits.depth = 4;
    EngineSearch search = engine->go(limits, 10s);
    ASSERT_EQ(search.fault, EngineFault::NONE) << search.error;
    engine.reset();
    std::string sent = fileText(log);
    EXPECT_TRUE(contains(sent, "force\nd2d4\nd7d5\nsd 4\ngo\n")) << sent;
}

TEST(XboardClient, SanIsRejectedSoMovesComeAsCoordinates) {
    test::TempDir dir;
    std::string log = dir.file("commands.log");
    std::string error;
    std::unique_ptr<XboardClient> engine = XboardClient::start(fake("illegal", log), error);
    ASSERT_TRUE(engine) << error;
    engine.reset();
    std::string sent = fileText(log);
    EXPECT_TRUE(contains(sent, "rejected san\n") && contains(sent, "accepted usermove\n")) << sent;
}

TEST(XboardClient, DeadSilentResigningAndRefusingEnginesAreToldApart) {
    std::string error;
    EngineLimits limits;
    limits.moveTime = 100ms;
    auto ask = [&](const std::string& mode, std::chrono::milliseconds timeout) {
        std::unique_ptr<XboardClient> engine = XboardClient::start(fake(mode), error);
        EXPECT_TRUE(engine) << error;
        if (!engine) return EngineSearch{};
        EXPECT_TRUE(engine->newGame(error)) << error;
        EXPECT_TRUE(engine->setPosition(chessVariant().startFen, {"e2e4"}, error)) << error;
        return engine->go(limits, timeout);
    };
    EngineSearch died = ask("die", 10s);
    EXPECT_EQ(died.fault, EngineFault::ENDED);
    EXPECT_TRUE(contains(died.error, "Fake die exited with status 3")) << died.error;
    EngineSearch silent = ask("silent", 300ms);
    EXPECT_EQ(silent.fault, EngineFault::NO_ANSWER);
    EXPECT_TRUE(contains(silent.error, "did not answer \"go\" within 300 ms")) << silent.error;
    EngineSearch resigned = ask("resign", 10s);
    EXPECT_EQ(resigned.fault, EngineFault::NONE);
    EXPECT_TRUE(resigned.resigned);
    EngineSearch refused = ask("refuse", 10s);
    EXPECT_EQ(refused.fault, EngineFault::BAD_ANSWER);
    EXPECT_TRUE(contains(refused.error, "refused a move of the game: \"Illegal move: e2e4\""))
        << refused.error;
    EngineSearch illegal = ask("illegal", 10s);
    EXPECT_EQ(illegal.fault, EngineFault::NONE); // a move it is: the caller judges it
    EXPECT_EQ(illegal.bestMove, "a1a1");
}
