// The captures-and-promotions generator (quiescence's moves) against the full legal generator:
// at every position it must give exactly the legal moves that capture or promote, no more and
// no fewer, in every variant. Walked over the perft reference positions to three plies, the
// Knights Chess rule scenarios move by move (first-move bans, the first capture, passes) and
// random games to their ends (promotions, checks, extinction).
#include "chess/movegen.hpp"
#include "chess/uci_move.hpp"
#include "render/fen_error_words.hpp"
#include "walk.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <fstream>
#include <random>
#include <sstream>

namespace mudchess {
namespace {

bool capturesOrPromotes(const Position& pos, Move m) {
    return pos.isCapture(m) || m.kind() == MoveKind::PROMOTION;
}

std::vector<Move> sorted(const MoveList& list) {
    std::vector<Move> moves(list.begin(), list.end());
    std::sort(moves.begin(), moves.end(), [](Move a, Move b) {
        return std::bit_cast<std::uint32_t>(a) < std::bit_cast<std::uint32_t>(b);
    });
    return moves;
}

std::string describe(const std::vector<Move>& moves) {
    std::string out;
    for (Move m : moves) out += toUci(m) + " ";
    return out;
}

// Compares the two generators at `pos`; counts the positions checked and the captures seen.
struct Checker {
    int positions = 0;
    int captures = 0;
    int promotions = 0;

    void operator()(const Position& pos) {
        MoveList legal, tactical;
        generateLegal(pos, legal);
        generateCapturesAndPromotions(pos, tactical);
        MoveList expected;
        for (Move m : legal)
            if (capturesOrPromotes(pos, m)) expected.push(m);
        std::vector<Move> want = sorted(expected), got = sorted(tactical);
        ASSERT_TRUE(got == want) << pos.fen() << "\n  generated: " << describe(got)
                                 << "\n  expected:  " << describe(want);
        ++positions;
        for (Move m : got) {
            captures += pos.isCapture(m);
            promotions += m.kind() == MoveKind::PROMOTION;
        }
    }
};

void walkFile(const Variant& variant, const std::string& file, int depth) {
    Checker checker;
    test::walkEpdFile(variant, file, depth, checker);
    if (::testing::Test::HasFatalFailure()) return;
    // The walk met real tactics, not only quiet positions.
    EXPECT_GT(checker.captures, 1000) << file;
}

// Random games from the start, each to its end or 300 plies: promotions and late endgames.
void randomGames(const Variant& variant, int games) {
    Checker checker;
    // Captures and promotions twice as likely, so games reach endings with promotions.
    auto choose = [](const Position& pos, const MoveList& legal, std::mt19937& random) {
        MoveList tactical;
        for (Move m : legal)
            if (capturesOrPromotes(pos, m)) tactical.push(m);
        const MoveList& from = !tactical.empty() && random() % 3 ? tactical : legal;
        return from[int(random() % unsigned(from.size()))];
    };
    test::walkRandomGames(variant, games, 20261124, checker, choose);
    if (::testing::Test::HasFatalFailure()) return;
    EXPECT_GT(checker.promotions, 0) << variant.key;
}

TEST(CaptureGeneration, EqualsFilteredLegalMovesOverStandardPerftPositions) {
    walkFile(chessVariant(), "standard-public.epd", 3);
}
TEST(CaptureGeneration, EqualsFilteredLegalMovesOverKnightmatePerftPositions) {
    walkFile(knightmateVariant(), "knightmate-public.epd", 3);
}
TEST(CaptureGeneration, EqualsFilteredLegalMovesOverKnightsChessPerftPositions) {
    walkFile(knightsChessVariant(), "knightschess-public.epd", 3);
}

TEST(CaptureGeneration, EqualsFilteredLegalMovesInRandomGamesOfEveryVariant) {
    for (const Variant* v : allVariants()) {
        SCOPED_TRACE(std::string(v->key));
        randomGames(*v, 60);
    }
}

// The Knights Chess rule scenarios, one position after every move: no capture on either side's
// first move, check suspended until the first capture, the first capture's own safety, passes.
TEST(CaptureGeneration, EqualsFilteredLegalMovesThroughTheKnightsChessRuleScenarios) {
    std::ifstream in(std::string(MUDCHESS_TEST_DATA) + "/knightschess-scenarios.txt");
    Checker checker;
    int scenarios = 0;
    for (std::string line; std::getline(in, line);) {
        std::size_t bar = line.find('|');
        if (bar == std::string::npos) continue;
        std::size_t bar2 = line.find('|', bar + 1);
        std::istringstream moves(line.substr(bar + 1, bar2 - bar - 1));
        SCOPED_TRACE(line.substr(0, bar));
        Position pos = Position::start(knightsChessVariant());
        checker(pos);
        for (std::string word; moves >> word;) {
            std::optional<Move> m = parseUci(pos, word);
            MoveList legal;
            generateLegal(pos, legal);
            if (!m || !legal.contains(*m)) break; // the scenario's illegal move: its point
            pos.play(*m);
            checker(pos);
            if (::testing::Test::HasFatalFailure()) return;
        }
        ++scenarios;
    }
    EXPECT_GT(scenarios, 10);
    EXPECT_GT(checker.captures, 0);
}

// The rules the generator must keep, spelled out where a quick look can check them.
TEST(CaptureGeneration, KnightsChessFirstMovesHaveNoCapturesEvenWhenOneIsOnTheBoard) {
    // Black's first move: the black king on d5 stands next to White's pawn on e4's square only
    // after White's pawn came; here a white pawn on c4 is next to it, yet no capture exists.
    FenResult parsed = Position::fromFen(
        knightsChessVariant(), "nnnqqnnn/pppppppp/8/3k4/2P1K3/8/PP1PPPPP/NNNQQNNN b - - 0 1");
    ASSERT_TRUE(parsed.position) << fenErrorSentence(chessVariant(), parsed.error);
    MoveList captures;
    generateCapturesAndPromotions(*parsed.position, captures);
    EXPECT_TRUE(captures.empty()) << describe(sorted(captures));
}

TEST(CaptureGeneration, GivesQuietPromotionsAndEveryPromotionPiece) {
    FenResult parsed = Position::fromFen(chessVariant(), "8/P6k/8/8/8/8/8/K7 w - - 0 1");
    ASSERT_TRUE(parsed.position) << fenErrorSentence(chessVariant(), parsed.error);
    MoveList moves;
    generateCapturesAndPromotions(*parsed.position, moves);
    std::vector<std::string> names;
    for (Move m : moves) names.push_back(toUci(m));
    std::sort(names.begin(), names.end());
    EXPECT_EQ(names, (std::vector<std::string>{"a7a8b", "a7a8n", "a7a8q", "a7a8r"}));
}

} // namespace
} // namespace mudchess
