// The cutter (puzzle/cutter.hpp, issue 53) on games where lichess-puzzler's rules find a puzzle,
// and where they must not: a mate in two handed over by a blunder (Legal's mate), a knight fork
// that wins the queen, trimmed to end on the solver's move, and a quiet game with nothing in it.
#include "puzzle/cutter.hpp"

#include "chess/uci_move.hpp"
#include "puzzle/themes.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

using namespace mudchess;
using namespace mudchess::puzzle;

namespace {

const analysis::AnalysisLimits LIMITS{0, 8};

Game gameOf(const std::string& fen, const std::vector<std::string>& moves) {
    Game game(fen.empty() ? Position::start(chessVariant())
                          : *Position::fromFen(chessVariant(), fen).position);
    for (const std::string& uci : moves) {
        std::optional<Move> m = parseUci(game.position(), uci);
        EXPECT_TRUE(m) << uci;
        if (m) game.play(*m);
    }
    return game;
}

std::vector<Puzzle> cut(const Game& game) {
    std::atomic<bool> cancel{false};
    auto searcher = std::make_unique<search::Searcher>();
    std::optional<analysis::GameAnalysis> analysis = scanGame(game, LIMITS, *searcher, cancel);
    EXPECT_TRUE(analysis);
    if (!analysis) return {};
    return cutPuzzles(game, *analysis, {"g7", "alice", "bob"}, LIMITS, *searcher, cancel);
}

bool hasTheme(const Puzzle& p, std::string_view theme) {
    return std::find(p.themes.begin(), p.themes.end(), theme) != p.themes.end();
}

} // namespace

TEST(Cutter, FindsTheMateInTwoABlunderHandsOver) {
    // Legal's mate: 5...Bxd1?? allows 6.Bxf7+ Ke7 7.Nd5#.
    Game game = gameOf("", {"e2e4", "e7e5", "g1f3", "d7d6", "f1c4", "c8g4", "b1c3", "g7g6", "f3e5",
                            "g4d1", "c4f7", "e8e7", "c3d5"});
    std::vector<Puzzle> puzzles = cut(game);
    ASSERT_EQ(puzzles.size(), 1u);
    const Puzzle& p = puzzles.front();
    EXPECT_EQ(p.moves, (std::vector<std::string>{"g4d1", "c4f7", "e8e7", "c3d5"}));
    EXPECT_EQ(p.fen,
              gameOf("", {"e2e4", "e7e5", "g1f3", "d7d6", "f1c4", "c8g4", "b1c3", "g7g6", "f3e5"})
                  .position()
                  .fen());
    EXPECT_TRUE(hasTheme(p, "mate"));
    EXPECT_TRUE(hasTheme(p, "mateIn2"));
    EXPECT_TRUE(hasTheme(p, "short"));
    EXPECT_EQ(p.gameUrl, "g7");
    EXPECT_EQ(p.white, "alice");
    EXPECT_EQ(p.id, puzzleIdOf(chessVariant(), p.fen, p.moves));
    EXPECT_FALSE(checkPuzzle(p));
}

TEST(Cutter, FindsAForkAndEndsOnTheSolversMove) {
    // Black, a queen up, lets the knight fork king and queen: 1...h6?? 2.Nc7+ and 3.Nxa8.
    Game game = gameOf("q1b1k3/pp4pp/8/1N6/8/8/PP4PP/5RK1 b - - 0 1", {"h7h6"});
    std::vector<Puzzle> puzzles = cut(game);
    ASSERT_EQ(puzzles.size(), 1u);
    const Puzzle& p = puzzles.front();
    ASSERT_GE(p.moves.size(), 4u);
    EXPECT_EQ(p.moves[0], "h7h6");
    EXPECT_EQ(p.moves[1], "b5c7");
    EXPECT_EQ(p.moves[3], "c7a8");
    EXPECT_EQ(p.moves.size() % 2, 0u) << "ends on the solver's move";
    EXPECT_TRUE(hasTheme(p, "fork"));
    EXPECT_TRUE(hasTheme(p, "short"));
    EXPECT_NE(hasTheme(p, "advantage"), hasTheme(p, "crushing")) << "one of the two, by the eval";
    EXPECT_FALSE(checkPuzzle(p));
}

TEST(Cutter, FindsNothingInAQuietGame) {
    Game game = gameOf("", {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1",
                            "f8e7", "f1e1", "b7b5", "a4b3", "d7d6"});
    EXPECT_TRUE(cut(game).empty());
}

TEST(Cutter, LeavesOutAMateInOne) {
    // 3...Nf6?? 4.Qxf7#: a one-mover, no puzzle.
    Game game = gameOf("", {"e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"});
    EXPECT_TRUE(cut(game).empty());
}
