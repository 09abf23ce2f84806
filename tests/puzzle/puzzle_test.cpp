// The puzzle format's checks (puzzle/puzzle.hpp): a playable puzzle of each variant passes, and
// each way a puzzle can be unplayable is named with the move at fault; ids are stable.
#include "puzzle/puzzle.hpp"

#include "chess/game.hpp"
#include "chess/uci_move.hpp"

#include <gtest/gtest.h>

#include <cctype>

using namespace mudchess;
using namespace mudchess::puzzle;

namespace {

Puzzle puzzleOf(const Variant& variant, const std::string& fen, std::vector<std::string> moves,
                std::vector<std::string> themes = {}) {
    Puzzle p;
    p.id = puzzleIdOf(variant, fen, moves);
    p.variant = &variant;
    p.fen = fen;
    p.moves = std::move(moves);
    p.themes = std::move(themes);
    return p;
}

// Black takes its rook off the back rank; Re8 mates.
const std::string BACK_RANK = "3r2k1/5ppp/8/8/8/8/5PPP/4R1K1 b - - 0 31";
// Black's queen steps onto c6; Ne7+ forks the king and the queen.
const std::string FORK = "6k1/5ppp/1q6/3N4/8/8/5PPP/6K1 b - - 0 27";
// 1.e4 e5 2.Bc4 Nc6 3.Qh5: Nf6 allows Qxf7#.
const std::string SCHOLAR = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3";

Puzzle backRank() {
    return puzzleOf(chessVariant(), BACK_RANK, {"d8d2", "e1e8"}, {"backRankMate", "mateIn1"});
}

std::optional<PuzzleProblem> problemOf(const Puzzle& p) {
    std::optional<PuzzleCheck> check = checkPuzzle(p);
    return check ? std::optional(check->problem) : std::nullopt;
}

TEST(Puzzle, AMateInOnePasses) { EXPECT_FALSE(checkPuzzle(backRank())); }

TEST(Puzzle, AForkThatWinsTheQueenPasses) {
    EXPECT_FALSE(checkPuzzle(
        puzzleOf(chessVariant(), FORK, {"b6c6", "d5e7", "g8h8", "e7c6"}, {"fork", "crushing"})));
}

TEST(Puzzle, APromotionPasses) {
    EXPECT_FALSE(checkPuzzle(
        puzzleOf(chessVariant(), "7k/4P3/8/8/8/6K1/8/r7 b - - 0 70", {"a1b1", "e7e8q"})));
}

TEST(Puzzle, ABadFenIsNamed) {
    Puzzle p = backRank();
    p.fen = "3r2k1/5ppp/8/8/8/8/5PPP w - - 0 1";
    EXPECT_EQ(problemOf(p), PuzzleProblem::BAD_FEN);
}

TEST(Puzzle, OneMoveIsTooFew) {
    Puzzle p = backRank();
    p.moves = {"d8d2"};
    EXPECT_EQ(problemOf(p), PuzzleProblem::TOO_FEW_MOVES);
    p.moves = {};
    EXPECT_EQ(problemOf(p), PuzzleProblem::TOO_FEW_MOVES);
}

TEST(Puzzle, EndingOnTheRepliesIsRefusedAtTheReply) {
    Puzzle p = puzzleOf(chessVariant(), FORK, {"b6c6", "d5e7", "g8h8"});
    std::optional<PuzzleCheck> check = checkPuzzle(p);
    ASSERT_TRUE(check);
    EXPECT_EQ(check->problem, PuzzleProblem::ENDS_ON_REPLY);
    EXPECT_EQ(check->move, 2u);
}

TEST(Puzzle, AnIllegalMoveIsNamedByItsIndex) {
    for (const char* bad : {"g1g3", "e1e9", "e1", ""}) {
        Puzzle p = backRank();
        p.moves = {"d8d2", bad};
        std::optional<PuzzleCheck> check = checkPuzzle(p);
        ASSERT_TRUE(check) << bad;
        EXPECT_EQ(check->problem, PuzzleProblem::ILLEGAL_MOVE) << bad;
        EXPECT_EQ(check->move, 1u) << bad;
    }
    // The opponent's move counts too.
    Puzzle p = backRank();
    p.moves = {"e1e8", "d8d2"};
    std::optional<PuzzleCheck> check = checkPuzzle(p);
    ASSERT_TRUE(check);
    EXPECT_EQ(check->problem, PuzzleProblem::ILLEGAL_MOVE);
    EXPECT_EQ(check->move, 0u);
}

TEST(Puzzle, MovesAfterMateAreRefused) {
    Puzzle p = puzzleOf(chessVariant(), SCHOLAR, {"g8f6", "h5f7", "e8e7", "a2a3"});
    std::optional<PuzzleCheck> check = checkPuzzle(p);
    ASSERT_TRUE(check);
    EXPECT_EQ(check->problem, PuzzleProblem::GAME_OVER_EARLY);
    EXPECT_EQ(check->move, 2u);
}

TEST(Puzzle, AMateThemeNeedsAMate) {
    EXPECT_FALSE(checkPuzzle(puzzleOf(chessVariant(), SCHOLAR, {"g8f6", "h5f7"}, {"mateIn1"})));
    Puzzle p = puzzleOf(chessVariant(), FORK, {"b6c6", "d5e7", "g8h8", "e7c6"}, {"mateIn2"});
    std::optional<PuzzleCheck> check = checkPuzzle(p);
    ASSERT_TRUE(check);
    EXPECT_EQ(check->problem, PuzzleProblem::NOT_MATE);
    EXPECT_EQ(check->move, 3u);
    p.themes = {"mate"};
    EXPECT_EQ(problemOf(p), PuzzleProblem::NOT_MATE);
}

// Knightmate's letters: K the royal knight, M the commoner that moves as a king. Black's royal
// knight on a8 can only jump to b6 and c7, which the bishop covers; Ra1 mates.
TEST(Puzzle, AKnightmateMatePasses) {
    const std::string fen = "k2B3m/7p/8/8/8/6K1/5M2/7R b - - 0 40";
    Puzzle p = puzzleOf(knightmateVariant(), fen, {"h7h6", "h1a1"}, {"mateIn1"});
    EXPECT_FALSE(checkPuzzle(p));
    // Read as standard chess the same text is no position: M is not a piece there.
    p.variant = &chessVariant();
    EXPECT_EQ(problemOf(p), PuzzleProblem::BAD_FEN);
}

// Knights Chess: a side with no queen left loses, so winning the last queen ends the game.
TEST(Puzzle, AKnightsChessExtinctionPasses) {
    const std::string fen = "3qk1n1/ppp1pppp/8/8/8/5N2/PPPPPPPP/1N1QK3 b - - 0 10";
    Puzzle p = puzzleOf(knightsChessVariant(), fen, {"d8d4", "f3d4"});
    EXPECT_FALSE(checkPuzzle(p));
    Game game(solverStart(p));
    ASSERT_TRUE(game.play(*parseUci(game.position(), "f3d4")));
    EXPECT_EQ(game.result(), Result::WHITE_WINS);
}

TEST(Puzzle, TheSolverStartsAfterTheOpponentsMove) {
    Position start = solverStart(backRank());
    EXPECT_EQ(start.sideToMove(), WHITE);
    EXPECT_EQ(start.fen(), "6k1/5ppp/8/8/8/8/3r1PPP/4R1K1 w - - 1 32");
}

TEST(PuzzleId, IsStableShortAndDiffersWithTheMoves) {
    const std::string id = puzzleIdOf(chessVariant(), BACK_RANK, {"d8d2", "e1e8"});
    EXPECT_EQ(id, puzzleIdOf(chessVariant(), BACK_RANK, {"d8d2", "e1e8"}));
    EXPECT_EQ(id.size(), 5u);
    for (char c : id) EXPECT_TRUE(std::isalnum(static_cast<unsigned char>(c))) << id;
    EXPECT_NE(id, puzzleIdOf(chessVariant(), BACK_RANK, {"d8d3", "e1e8"}));
    EXPECT_NE(id, puzzleIdOf(chessVariant(), BACK_RANK, {"d8d2", "e1e8", "g8h8", "e8d8"}));
    EXPECT_NE(id, puzzleIdOf(knightmateVariant(), BACK_RANK, {"d8d2", "e1e8"}));
}

// The id is the same on every machine and in every build: the shipped set and every store
// agree on it. A change here changes every stored puzzle's id.
TEST(PuzzleId, IsTheSameEverywhere) {
    EXPECT_EQ(puzzleIdOf(chessVariant(), BACK_RANK, {"d8d2", "e1e8"}), "9jJyp");
}

} // namespace
