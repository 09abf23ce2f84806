// The REPL as a player meets it: in a timed game the flag falls while nobody types, because the
// REPL waits on its input and on the service's next deadline at once.
#include "child.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <chrono>

namespace mudchess {
namespace {

using namespace std::chrono_literals;
using test::Child;
using test::childProblem;

TEST(ReplClock, TheFlagFallsWhileNobodyTypes) {
    test::TempDir dir;
    std::string errFile = dir.file("repl.err");
    Child repl({MUDCHESS_BINARY, "--db", ":memory:", "--name", "alice"}, errFile);
    ASSERT_TRUE(repl.writeLine("start new game with clock 0:02+0 on board"));
    ASSERT_TRUE(repl.readUntil("New game of standard chess on board with clock 0:02+0", 10s));
    ASSERT_TRUE(repl.writeLine("join game as white on board"));
    ASSERT_TRUE(repl.writeLine("@bob join game as black on board"));
    ASSERT_TRUE(repl.writeLine("move e2e4"));
    ASSERT_TRUE(repl.writeLine("@bob move e7e5"));
    ASSERT_TRUE(repl.readUntil("bob (Black) plays e5 on board.", 10s));
    auto clockStarted = std::chrono::steady_clock::now();
    // Nobody types now: White's two seconds run out and the room hears it.
    std::optional<std::string> fell = repl.readUntil("White (alice)'s flag falls", 10s);
    auto elapsed = std::chrono::steady_clock::now() - clockStarted;
    ASSERT_TRUE(fell) << repl.output();
    EXPECT_EQ(*fell, "White (alice)'s flag falls on board: Black wins on time (0–1).");
    EXPECT_GE(elapsed, 1900ms); // not before the time (the answer was read a moment after)
    EXPECT_LT(elapsed, 3s);     // and within a second of it
    ASSERT_TRUE(repl.writeLine("show pgn on board"));
    EXPECT_TRUE(repl.readUntil("[Result \"0-1\"]", 10s)) << repl.output();
    EXPECT_TRUE(repl.readUntil("[Termination \"time forfeit\"]", 10s)) << repl.output();
    EXPECT_TRUE(repl.readUntil("[TimeControl \"2\"]", 10s)) << repl.output();
    EXPECT_EQ(childProblem("mudchess", repl.finish(10s), 0, repl.output()), "");
}

} // namespace
} // namespace mudchess
