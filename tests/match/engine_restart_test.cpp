// An engine's seat survives a restart of the program (issue 39): the terminal session is stopped
// while its engine thinks, started again on the same file, and the engine moves at once.
#include "child.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <csignal>
#include <fstream>

using namespace mudchess;
using namespace std::chrono_literals;

TEST(EngineRestart, TheSessionStoppedWhileStockfishThinksGoesOnWithItAfterARestart) {
    test::TempDir dir;
    std::string db = dir.file("games.db");
    // The first run's "stockfish" never answers: the session is stopped in the middle of its
    // thinking, whatever the machine's speed.
    std::string hung = dir.file("hung.conf");
    std::ofstream(hung) << "[stockfish]\ncommand = sh " << MUDCHESS_TEST_DATA
                        << "/fake_uci_engine.sh silent\nlevels = none\n";
    {
        test::Child session({MUDCHESS_BINARY, "--db", db, "--name", "alice", "--engines", hung},
                            dir.file("first.log"));
        ASSERT_TRUE(session.writeLine("start new game on board"));
        ASSERT_TRUE(session.writeLine("join game as black on board"));
        ASSERT_TRUE(session.writeLine("invite stockfish as white on board"));
        ASSERT_TRUE(session.readUntil("The engine stockfish takes White on board", 30s))
            << session.output();
        kill(session.pid(), SIGTERM);
        EXPECT_EQ(test::childProblem("the first session", session.finish(10s), 128 + SIGTERM,
                                     session.output()),
                  "");
    }
    // Started again with the Debian engines: the real Stockfish takes its seat and moves.
    test::Child session({MUDCHESS_BINARY, "--db", db, "--name", "alice"}, dir.file("second.log"));
    std::optional<std::string> moved = session.readUntil("stockfish (White) plays", 60s);
    ASSERT_TRUE(moved) << session.output();
    ASSERT_TRUE(session.writeLine("move e6")); // legal after any first move of White's
    ASSERT_TRUE(session.readUntil("alice (Black) plays e6", 30s)) << session.output();
    EXPECT_TRUE(session.readUntil("stockfish (White) plays", 60s)) << session.output();
    EXPECT_EQ(test::childProblem("the second session", session.finish(60s), 0, session.output()),
              "");
}
