// Knights Chess rules: the scenarios in tests/data/knightschess-scenarios.txt, each a game from
// the start that pins one rule, plus direct checks of the rules the scenarios leave implicit.
#include "chess/movegen.hpp"
#include "chess/uci_move.hpp"
#include "render/fen_error_words.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace mudchess {
namespace {

struct Scenario {
    std::string name;
    std::vector<std::string> moves;
    std::string expected;
};

std::string trim(const std::string& s) {
    std::size_t b = s.find_first_not_of(' '), e = s.find_last_not_of(' ');
    return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

std::vector<Scenario> readScenarios() {
    std::vector<Scenario> out;
    std::ifstream in(std::string(MUDCHESS_TEST_DATA) + "/knightschess-scenarios.txt");
    for (std::string line; std::getline(in, line);) {
        std::istringstream fields(line);
        std::string name, moves, expected;
        if (!std::getline(fields, name, '|') || !std::getline(fields, moves, '|') ||
            !std::getline(fields, expected))
            continue;
        Scenario s{trim(name), {}, trim(expected)};
        std::istringstream words(moves);
        for (std::string m; words >> m;) s.moves.push_back(m);
        out.push_back(s);
    }
    return out;
}

std::string describe(const Verdict& v) {
    std::string winner = v.loser == WHITE ? "black" : "white";
    switch (v.outcome) {
    case Ending::CHECKMATE: return "result:" + winner + " wins by checkmate";
    case Ending::EXTINCTION:
        return "result:" + winner + " wins by " + (v.extinct == QUEEN ? "queens" : "knights");
    case Ending::KNIGHT_COUNT: return "result:" + winner + " wins by stalemate-knights";
    default: return "ongoing";
    }
}

// Plays the moves; returns "illegal:<i>" at the first one that is not legal, else the verdict.
std::string play(const Scenario& s) {
    Position pos = Position::start(knightsChessVariant());
    for (std::size_t i = 0; i < s.moves.size(); ++i) {
        std::optional<Move> m = parseUci(pos, s.moves[i]);
        if (!m) return "illegal:" + std::to_string(i);
        pos.play(*m);
    }
    return describe(judge(pos));
}

TEST(KnightsChess, EveryReferenceScenarioEndsAsExpected) {
    auto scenarios = readScenarios();
    ASSERT_GE(scenarios.size(), 20u);
    for (const Scenario& s : scenarios) EXPECT_EQ(play(s), s.expected) << s.name;
}

Position fromFen(const std::string& fen) {
    FenResult r = Position::fromFen(knightsChessVariant(), fen);
    EXPECT_TRUE(r.position) << fenErrorSentence(knightsChessVariant(), r.error);
    return *r.position;
}

TEST(KnightsChess, StartHasBlackToMoveKingsAdjacentAndCheckSuspended) {
    Position pos = Position::start(knightsChessVariant());
    EXPECT_EQ(pos.sideToMove(), BLACK);
    EXPECT_TRUE(pos.checkSuspended());
    EXPECT_TRUE(pos.isFirstMove());
    EXPECT_EQ(popcount(pos.pieces()), 34);
}

TEST(KnightsChess, NoMoveEverLandsOnAKing) {
    Position pos = Position::start(knightsChessVariant());
    MoveList moves;
    generateLegal(pos, moves);
    for (Move m : moves) EXPECT_NE(m.to(), pos.royalSquare(WHITE)) << toUci(m);
}

TEST(KnightsChess, PawnsPromoteOnlyToKnights) {
    Position pos = fromFen("nnnqqn1n/1Ppppppp/n2k3n/8/4K3/8/P1PPPPPP/NNNQQNNN w - - 1 6");
    MoveList moves;
    generateLegal(pos, moves);
    int promotions = 0;
    for (Move m : moves)
        if (m.kind() == MoveKind::PROMOTION) {
            ++promotions;
            EXPECT_EQ(m.promotion(), KNIGHT) << toUci(m);
        }
    EXPECT_GT(promotions, 0);
}

// The position of the reference scenario where Black, walled in with equal knights, must pass.
Position blackMustPass() {
    for (const Scenario& s : readScenarios())
        if (s.name == "stalemate-equal-knights-black-passes") {
            Position pos = Position::start(knightsChessVariant());
            for (std::size_t i = 0; i + 1 < s.moves.size(); ++i)
                pos.play(*parseUci(pos, s.moves[i]));
            return pos;
        }
    ADD_FAILURE() << "scenario stalemate-equal-knights-black-passes is missing";
    return Position::start(knightsChessVariant());
}

TEST(KnightsChess, StalemateWithEqualKnightsGivesExactlyOnePass) {
    Position pos = blackMustPass();
    MoveList moves;
    generateLegal(pos, moves);
    ASSERT_EQ(moves.size(), 1);
    EXPECT_EQ(toUci(moves[0]), "0000");
    EXPECT_EQ(judge(pos).outcome, Ending::MUST_PASS);
}

TEST(KnightsChess, PassClearsEnPassantAndCountsAsAMove) {
    Position pos = blackMustPass();
    std::string before = pos.fen();
    pos.play(Move::pass());
    EXPECT_EQ(pos.sideToMove(), WHITE);
    EXPECT_EQ(pos.enPassantSquare(), SQ_NONE);
    EXPECT_EQ(pos.fullmoveNumber(), std::stoi(before.substr(before.rfind(' '))) + 1);
    EXPECT_EQ(pos.fen().substr(0, pos.fen().find(' ')), before.substr(0, before.find(' ')));
}

TEST(KnightsChess, SideWithoutQueensHasLostAndHasNoMoves) {
    Position pos = fromFen("nnn2nnn/pppp1ppp/3k4/8/8/4K3/PPPP1PPP/NNNQQNNN w - - 0 9");
    MoveList moves;
    generateLegal(pos, moves);
    EXPECT_TRUE(moves.empty());
    Verdict v = judge(pos);
    EXPECT_EQ(v.outcome, Ending::EXTINCTION);
    EXPECT_EQ(v.loser, BLACK);
    EXPECT_EQ(v.extinct, QUEEN);
}

TEST(KnightsChess, FirstMovesMayNotCapture) {
    // After ...f5 White's king on e4 could take f5, but not on White's first move.
    Position pos = Position::start(knightsChessVariant());
    pos.play(*parseUci(pos, "f7f5"));
    EXPECT_TRUE(pos.isFirstMove());
    EXPECT_FALSE(parseUci(pos, "e4f5"));
    pos.play(*parseUci(pos, "a2a3"));
    EXPECT_FALSE(pos.isFirstMove());
    EXPECT_TRUE(parseUci(pos, "f5e4") == std::nullopt); // a move onto a king does not exist
}

} // namespace
} // namespace mudchess
