// Puzzles cut from the store's finished games in the background (issue 53): a game where a
// player walked into Legal's mate gives that puzzle, credited to the game and its players, and
// the game is marked cut so a restart does not cut it again; a game still being played is left
// alone; cutting can be switched off.
#include "outcome_reading.hpp"
#include "service/service_impl.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <thread>

namespace mudchess {
namespace {

using namespace std::chrono_literals;

class PuzzleCutting : public ::testing::Test {
  protected:
    test::TempDir dir;
    std::string path = dir.file("games.db");

    static ServiceSettings settings(const std::string& path, std::size_t cutNodes = 20'000) {
        ServiceSettings s;
        s.store = path;
        s.puzzleCutNodes = cutNodes;
        return s;
    }
    // Legal's mate, played out: 5...Bxd1?? walks into 6.Bxf7+ Ke7 7.Nd5#.
    static void playLegalsMate(Service& chess) {
        auto say = [&](const std::string& who, const std::string& line) {
            ASSERT_TRUE(chess.handle(who, "room", line).ok) << who << ": " << line;
        };
        say("alice", "start new game on board");
        say("alice", "join game as white on board");
        say("bob", "join game as black on board");
        const char* moves[] = {"e4", "e5",   "Nf3",  "d6",    "Bc4", "Bg4", "Nc3",
                               "g6", "Nxe5", "Bxd1", "Bxf7+", "Ke7", "Nd5#"};
        for (std::size_t i = 0; i < std::size(moves); ++i)
            say(i % 2 ? "bob" : "alice", std::string(moves[i]) + " on board");
    }
    // The puzzles of chess the store holds that were cut from `game`.
    static std::vector<puzzle::Puzzle> cutFrom(Service& chess, const std::string& game) {
        std::vector<puzzle::Puzzle> out;
        for (puzzle::Puzzle& p :
             ServiceInternals::of(chess).store->puzzleStore()->puzzlesOf(chessVariant()))
            if (p.gameUrl == game) out.push_back(std::move(p));
        return out;
    }
    // Ticks `chess` as a front end would until the cutter has nothing left to do.
    static void waitForTheCutter(Service& chess) {
        PuzzleCutter& cutter = ServiceInternals::of(chess).cutter;
        auto deadline = std::chrono::steady_clock::now() + 120s;
        do {
            chess.tick(std::chrono::steady_clock::now());
            std::this_thread::sleep_for(20ms);
        } while (cutter.busy() && std::chrono::steady_clock::now() < deadline);
        EXPECT_FALSE(cutter.busy()) << "the cutter never finished";
    }
};

TEST_F(PuzzleCutting, AFinishedGameGivesItsPuzzleCreditedToItsPlayers) {
    {
        Service chess(settings(path));
        playLegalsMate(chess);
        // The game's end handed it to the cutter at once.
        ASSERT_TRUE(ServiceInternals::of(chess).cutter.busy());
        waitForTheCutter(chess);
        std::vector<puzzle::Puzzle> cut = cutFrom(chess, "g1");
        ASSERT_EQ(cut.size(), 1u);
        EXPECT_EQ(cut[0].moves, (std::vector<std::string>{"g4d1", "c4f7", "e8e7", "c3d5"}));
        EXPECT_EQ(cut[0].white, "alice");
        EXPECT_EQ(cut[0].black, "bob");
        EXPECT_TRUE(ServiceInternals::of(chess).store->puzzleStore()->gamesToCut(5).empty());
    }
    // Restarted: the game is not cut again, and its puzzle is there to be played.
    Service again(settings(path));
    again.handle("carol", "room", "look"); // any command lets it look for work
    EXPECT_FALSE(ServiceInternals::of(again).cutter.busy());
    EXPECT_EQ(cutFrom(again, "g1").size(), 1u);
}

TEST_F(PuzzleCutting, AGameStillPlayedIsLeftAloneAndCuttingCanBeSwitchedOff) {
    Service chess(settings(path));
    ASSERT_TRUE(chess.handle("alice", "room", "start new game on board").ok);
    ASSERT_TRUE(chess.handle("alice", "room", "join game as white on board").ok);
    ASSERT_TRUE(chess.handle("bob", "room", "join game as black on board").ok);
    ASSERT_TRUE(chess.handle("alice", "room", "e4 on board").ok);
    EXPECT_FALSE(ServiceInternals::of(chess).cutter.busy());

    std::string other = dir.file("off.db");
    Service off(settings(other, 0));
    playLegalsMate(off);
    EXPECT_FALSE(ServiceInternals::of(off).cutter.busy());
    EXPECT_EQ(ServiceInternals::of(off).store->puzzleStore()->gamesToCut(5).size(), 1u)
        << "left for when cutting is switched on";
}

} // namespace
} // namespace mudchess
