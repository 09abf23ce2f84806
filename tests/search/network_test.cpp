// The evaluation network for orthodox chess (src/search/network.hpp): which variants it serves,
// what it sees, and that its trained weights know what any player knows of material.
#include "chess/movegen.hpp"
#include "search/accumulator_stack.hpp"
#include "search/evaluate.hpp"
#include "search/network.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace mudchess::search {
namespace {

Position parse(const std::string& fen) {
    FenResult parsed = Position::fromFen(chessVariant(), fen);
    EXPECT_TRUE(parsed.position) << fen;
    return parsed.position ? *parsed.position : Position::start(chessVariant());
}

TEST(Network, ServesChessOnlyNotTheVariantsWithOtherPiecesOrWaysToWin) {
    EXPECT_TRUE(network::covers(chessVariant()));
    EXPECT_FALSE(network::covers(knightmateVariant()));   // a royal knight and a commoner
    EXPECT_FALSE(network::covers(knightsChessVariant())); // lost with the last queen or knight
}

// Each side sees every piece once, its own as "own" and the board turned for Black: at the
// start both sides see the same thing.
TEST(Network, BothSidesSeeTheStartPositionAlike) {
    Position start = Position::start(chessVariant());
    std::uint16_t white[network::MAX_ACTIVE], black[network::MAX_ACTIVE];
    int whiteCount = network::activeInputs(start, WHITE, white);
    int blackCount = network::activeInputs(start, BLACK, black);
    ASSERT_EQ(whiteCount, 32);
    ASSERT_EQ(blackCount, 32);
    std::sort(white, white + whiteCount);
    std::sort(black, black + blackCount);
    EXPECT_TRUE(std::equal(white, white + whiteCount, black));
    EXPECT_EQ(network::evaluate(start),
              network::evaluate(parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")));
}

// The output weights that judge a position follow how many pieces are left: the start has the
// opening's, two kings alone the last ending's, and each set judges some position on the way
// from one to the other (pieces taken off the start one by one, which keeps it legal).
TEST(Network, OutputWeightsFollowThePiecesLeft) {
    std::string board = "rnbqkbnrpppppppp................................PPPPPPPPRNBQKBNR";
    std::vector<bool> used(network::OUTPUT_BUCKETS);
    int last = network::OUTPUT_BUCKETS;
    for (std::size_t square = 0; square <= board.size(); ++square) {
        std::string fen;
        for (int rank = 0; rank < 8; ++rank) {
            for (char c : board.substr(std::size_t(rank) * 8, 8)) fen += c == '.' ? '1' : c;
            fen += rank < 7 ? "/" : " w - - 0 1";
        }
        int bucket = network::outputBucket(parse(fen));
        EXPECT_LE(bucket, last) << fen; // fewer pieces, never a later set
        last = bucket;
        used[std::size_t(bucket)] = true;
        if (square < board.size() && board[square] != 'k' && board[square] != 'K')
            board[square] = '.';
    }
    EXPECT_EQ(network::outputBucket(Position::start(chessVariant())), network::OUTPUT_BUCKETS - 1);
    EXPECT_EQ(last, 0); // the two kings alone
    EXPECT_EQ(std::count(used.begin(), used.end(), true), network::OUTPUT_BUCKETS);
}

// The start is about level (the move is worth less than a pawn); taking away one of Black's
// pieces is better for White the more that piece is worth: pawn, knight, rook, queen.
TEST(Network, KnowsWhatEachPieceIsWorth) {
    int level = evaluate(Position::start(chessVariant()));
    EXPECT_LT(std::abs(level), 100);
    int noPawn = evaluate(parse("rnbqkbnr/ppp1pppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    int noKnight = evaluate(parse("r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    int noRook = evaluate(parse("1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1"));
    int noQueen = evaluate(parse("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    EXPECT_LT(level, noPawn);
    EXPECT_LT(noPawn, noKnight);
    EXPECT_LT(noKnight, noRook);
    EXPECT_LT(noRook, noQueen);
    EXPECT_GT(noQueen, 500);
}

// A pawn about to promote, unstoppable, is worth far more than one at home.
TEST(Network, APassedPawnNearPromotionIsWorthMoreThanOneAtHome) {
    int near = evaluate(parse("8/1P6/8/8/8/6k1/8/K7 w - - 0 1"));
    int home = evaluate(parse("8/8/8/8/8/6k1/1P6/K7 w - - 0 1"));
    EXPECT_GT(near, home + 100);
}

// A knight alone cannot mate: however the network values the extra piece, the evaluation keeps
// it near a draw, as it does without the network.
TEST(Network, AnExtraKnightAloneIsNearlyADraw) {
    EXPECT_LT(std::abs(evaluate(parse("8/8/3k4/8/8/2NK4/8/8 w - - 0 1"))), 60);
}

// A search updates the network's sums by the squares each move changed, and works them out for
// a ply only when it evaluates there. Along random lines (castling, en passant and promotions
// from the second start; null moves now and then, as the search plays them) the sums it
// arrives at are always those worked out from every piece.
TEST(Network, SumsUpdatedAlongALineAreTheSumsWorkedOutAgain) {
    std::mt19937 rng(7);
    const Position starts[] = {
        Position::start(chessVariant()),
        parse("r3k2r/pPppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPP1/R3K2R w KQkq - 0 1")};
    int compared = 0;
    for (int game = 0; game < 200; ++game) {
        std::vector<Position> line{starts[game % 2]};
        line.reserve(MAX_PLY);
        AccumulatorStack stack;
        stack.enter(0, line[0]);
        for (int ply = 1; ply < 80; ++ply) {
            MoveList moves;
            generateLegal(line.back(), moves);
            if (moves.empty()) break;
            Position child = line.back();
            bool nullMove = !child.inCheck() && rng() % 10 == 0;
            child.play(nullMove ? Move::pass() : moves[int(rng() % moves.size())]);
            line.push_back(child);
            stack.enter(ply, line.back());
            if (rng() % 3) continue; // some plies are never evaluated
            network::Accumulator fresh;
            network::refresh(line.back(), fresh);
            ASSERT_EQ(std::memcmp(&stack.at(ply), &fresh, sizeof(fresh)), 0) << line.back().fen();
            ASSERT_EQ(network::evaluate(line.back(), stack.at(ply)),
                      network::evaluate(line.back()));
            ++compared;
        }
    }
    EXPECT_GT(compared, 3000);
}

} // namespace
} // namespace mudchess::search
