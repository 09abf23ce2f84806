// Whole games against external engines in the terminal session (issue 39): Stockfish in chess
// and Fairy-Stockfish in Knightmate, each played to a result. The player's moves are a script
// that loses: fool's mate offered to Stockfish (it mates at once if it answered 1.f3 with a
// king's pawn move) and resigned otherwise; in Knightmate two pawn moves, then resignation. The
// IRC bot plays the same games in tests/irc/engine_game_test.cpp.
#include "child.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

using namespace mudchess;
using namespace std::chrono_literals;

namespace {

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

test::Finished play(const test::TempDir& dir, const std::string& script) {
    return test::runToEnd({MUDCHESS_BINARY, "--db", ":memory:", "--name", "alice"}, script,
                          dir.file("stderr.log"), {}, 120s);
}

} // namespace

TEST(EngineGames, AGameAgainstStockfishInTheTerminalEndsWithAResult) {
    test::TempDir dir;
    test::Finished game = play(dir, "start new game on board\n"
                                    "join game as white on board\n"
                                    "invite stockfish as black on board\n"
                                    "move f3\n"
                                    "move g4\n"
                                    "resign\n"
                                    "look at board\n");
    EXPECT_EQ(game.status, 0) << game.output;
    EXPECT_TRUE(contains(game.output, "The engine stockfish takes Black on board")) << game.output;
    EXPECT_TRUE(contains(game.output, "stockfish (Black) plays ")) << game.output;
    EXPECT_TRUE(contains(game.output, "Black wins by checkmate (0–1)") ||
                contains(game.output, "alice (White) resigns on board: Black wins by resignation "
                                      "(0–1)"))
        << game.output;
    EXPECT_TRUE(contains(game.output, "board: Standard chess, White alice, Black stockfish; Black "
                                      "wins by "))
        << "the board shows the result: " << game.output;
}

TEST(EngineGames, AKnightmateGameAgainstFairyStockfishInTheTerminalEndsWithAResult) {
    test::TempDir dir;
    test::Finished game = play(dir, "start new game of knightmate on board\n"
                                    "join game as white on board\n"
                                    "invite fairy-stockfish level 5 as black on board\n"
                                    "move a3\n"
                                    "move h3\n"
                                    "resign\n");
    EXPECT_EQ(game.status, 0) << game.output;
    EXPECT_TRUE(contains(game.output, "The engine fairy-stockfish takes Black on board, playing "
                                      "at level 5."))
        << game.output;
    std::size_t replies = 0;
    for (std::size_t at = 0;
         (at = game.output.find("fairy-stockfish (Black) plays ", at)) != std::string::npos; ++at)
        ++replies;
    EXPECT_EQ(replies, 2u) << game.output;
    EXPECT_TRUE(
        contains(game.output, "alice (White) resigns on board: Black wins by resignation (0–1)"))
        << game.output;
}
