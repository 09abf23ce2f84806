// The static evaluation sees both colours alike: a position and its colour mirror (ranks
// flipped, colours swapped, the other side to move) get the same score for the side to move.
// A term that looks at the wrong colour's pieces or the wrong direction of a pawn's march
// breaks this at once, in positions from random games of each variant. The other tests here
// are of the hand-written evaluation's terms, which every variant without a network uses
// (orthodox chess has one: network_test.cpp).
#include "chess/movegen.hpp"
#include "search/evaluate.hpp"
#include "search/network.hpp"

#include <gtest/gtest.h>

#include <cctype>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace mudchess::search {
namespace {

std::string swapCase(std::string text) {
    for (char& c : text)
        c = std::isupper(static_cast<unsigned char>(c)) ? char(std::tolower(c))
                                                        : char(std::toupper(c));
    return text;
}

// The colour mirror of a FEN: rank 8 becomes rank 1 with its pieces' colours swapped.
std::string mirrored(const std::string& fen) {
    std::istringstream in(fen);
    std::string board, side, castling, enPassant, halfmoves, fullmoves;
    in >> board >> side >> castling >> enPassant >> halfmoves >> fullmoves;
    std::vector<std::string> ranks;
    std::istringstream rows(board);
    for (std::string row; std::getline(rows, row, '/');) ranks.insert(ranks.begin(), swapCase(row));
    std::string flipped;
    for (const std::string& row : ranks) flipped += (flipped.empty() ? "" : "/") + row;
    if (enPassant != "-") enPassant[1] = enPassant[1] == '3' ? '6' : '3';
    std::string rights = castling == "-" ? "-" : swapCase(castling);
    return flipped + " " + (side == "w" ? "b" : "w") + " " + rights + " " + enPassant + " " +
           halfmoves + " " + fullmoves;
}

// The hand-written evaluation with its built-in weights.
int handWritten(const Position& pos) { return evaluate(pos, defaultEvalWeights()); }

void expectColourBlind(const Variant& variant, unsigned seed) {
    std::mt19937 rng(seed);
    // One table for every game, as a searcher keeps it: pawns seen before come from it, others
    // (a new game, a pawn that moved) are worked out and replace what was in their entry.
    PawnTable pawnTable;
    int compared = 0;
    while (compared < 2000) {
        Position pos = Position::start(variant);
        int length = 1 + int(rng() % 120);
        for (int ply = 0; ply < length; ++ply) {
            MoveList moves;
            generateLegal(pos, moves);
            if (moves.empty() || isExtinct(pos)) break;
            pos.play(moves[int(rng() % moves.size())]);
            std::string fen = pos.fen();
            FenResult mirror = Position::fromFen(variant, mirrored(fen));
            ASSERT_TRUE(mirror.position) << mirrored(fen);
            ASSERT_EQ(evaluate(pos), evaluate(*mirror.position))
                << variant.key << ": " << fen << " against its mirror " << mirrored(fen);
            ASSERT_EQ(handWritten(pos), handWritten(*mirror.position))
                << variant.key << ": " << fen << " against its mirror " << mirrored(fen);
            // The tools' evaluation with the built-in weights is the engine's, where the
            // engine has no network.
            if (!network::covers(variant)) {
                ASSERT_EQ(handWritten(pos), evaluate(pos)) << fen;
            }
            // The search's evaluation, its pawn structure kept in a table, is the same too.
            ASSERT_EQ(evaluate(pos, pawnTable), evaluate(pos)) << fen;
            ++compared;
        }
    }
}

// The hand-written evaluation of a chess position given as FEN, for the side to move.
int score(const char* fen) {
    FenResult parsed = Position::fromFen(chessVariant(), fen);
    EXPECT_TRUE(parsed.position) << fen;
    return parsed.position ? handWritten(*parsed.position) : 0;
}

TEST(Evaluate, ScoresAChessPositionAndItsColourMirrorAlike) {
    expectColourBlind(chessVariant(), 11);
}

TEST(Evaluate, ScoresAKnightmatePositionAndItsColourMirrorAlike) {
    expectColourBlind(knightmateVariant(), 12);
}

// A piece a pawn attacks is in trouble: the same knight on the same square scores worse when
// an enemy pawn attacks it than when that pawn stands a file away and does not.
TEST(Evaluate, AKnightAttackedByAPawnScoresWorseThanTheSameKnightLeftAlone) {
    int attacked = score("4k3/8/8/4p3/3N4/8/8/4K3 w - - 0 1");
    int alone = score("4k3/8/8/p7/3N4/8/8/4K3 w - - 0 1");
    EXPECT_LT(attacked, alone);
}

// Pieces on the edge ranks, where "the square in front" runs off the board: a white bishop and
// knight on the eighth rank, black ones on the first, pawns beside them. Scored like their
// mirror (and, in the sanitizer build, without a shift off the board).
TEST(Evaluate, MinorPiecesOnTheLastRankAreScoredLikeTheirMirror) {
    for (const char* fen :
         {"1N1B2k1/p7/8/8/8/8/P7/1n1b2K1 w - - 0 1", "3Bk3/4p3/8/8/8/8/4P3/3bK3 b - - 0 1"}) {
        FenResult parsed = Position::fromFen(chessVariant(), fen);
        FenResult mirror = Position::fromFen(chessVariant(), mirrored(fen));
        ASSERT_TRUE(parsed.position && mirror.position) << fen;
        EXPECT_EQ(handWritten(*parsed.position), handWritten(*mirror.position)) << fen;
    }
}

// Bishops of opposite colours with nothing else but pawns draw often even a pawn up: the same
// extra pawn is worth less there than with bishops of the same colour.
TEST(Evaluate, AnExtraPawnCountsForLessWithBishopsOfOppositeColours) {
    // Black's bishop stands on a dark square, as does c1; d1 is a light one.
    int opposite = score("4kb2/5p2/8/8/8/5PP1/8/3BK3 w - - 0 1");
    int same = score("4kb2/5p2/8/8/8/5PP1/8/2B1K3 w - - 0 1");
    EXPECT_GT(opposite, 0);
    EXPECT_LT(opposite, same);
}

// An extra minor piece with no pawns to promote often draws: the same extra knight is worth
// less than two thirds as much when neither side has pawns as beside three pawns each.
TEST(Evaluate, AnExtraPieceCountsForLessWhenTheSideAheadHasNoPawns) {
    int noPawns = score("4k3/8/8/3b4/8/2NB4/8/4K3 w - - 0 1");
    int withPawns = score("4k3/ppp5/8/3b4/8/2NB4/PPP5/4K3 w - - 0 1");
    EXPECT_GT(noPawns, 0);
    EXPECT_LT(3 * noPawns, 2 * withPawns);
}

// A pawn that can step to a safe square from which it attacks a piece threatens to win a tempo
// or fork: e4-e5 would hit the knight on f6 and the bishop on d6, and d4 defends e5.
TEST(Evaluate, APawnStepThatWouldAttackPiecesIsAThreat) {
    FenResult parsed = Position::fromFen(chessVariant(), "4k3/p7/3b1n2/8/3PP3/8/8/4K3 w - - 0 1");
    ASSERT_TRUE(parsed.position);
    EvalWeights without = defaultEvalWeights();
    without.threatByPawnPush = {};
    EXPECT_GT(handWritten(*parsed.position), evaluate(*parsed.position, without));
}

// A king next to an enemy piece nothing defends threatens to take it: the knight on e4 is
// worth less to Black than the material and squares alone say.
TEST(Evaluate, ARoyalPieceNextToAnUndefendedPieceThreatensIt) {
    FenResult parsed = Position::fromFen(chessVariant(), "7k/8/8/8/4n3/4K3/8/8 w - - 0 1");
    ASSERT_TRUE(parsed.position);
    EvalWeights without = defaultEvalWeights();
    without.threatByRoyal = {};
    EXPECT_GT(handWritten(*parsed.position), evaluate(*parsed.position, without));
}

// A rook walled in on the king's wing by its own king (which can no longer castle it free) is
// worth less: Kf1 and Rh1 behind the h-pawn, the rook's only square g1.
TEST(Evaluate, ARookShutInByItsOwnKingIsWorthLess) {
    FenResult parsed =
        Position::fromFen(chessVariant(), "4k3/pppppppp/8/8/8/8/PPPPPPPP/5K1R w - - 0 1");
    ASSERT_TRUE(parsed.position);
    EvalWeights without = defaultEvalWeights();
    without.trappedRook = {};
    EXPECT_LT(handWritten(*parsed.position), evaluate(*parsed.position, without));
}

// What a king's pawn cover (the shelter and storm terms) adds to a position, for the side to
// move.
int cover(const char* fen) {
    FenResult parsed = Position::fromFen(chessVariant(), fen);
    EXPECT_TRUE(parsed.position) << fen;
    if (!parsed.position) return 0;
    EvalWeights without = defaultEvalWeights();
    for (auto& byEdge : without.shelter)
        for (int& w : byEdge) w = 0;
    for (auto& byEdge : without.storm)
        for (int& w : byEdge) w = 0;
    return handWritten(*parsed.position) - evaluate(*parsed.position, without);
}

// A castled king behind its three pawns is safer than the same king after two of them are gone.
TEST(Evaluate, ACastledKingBehindItsPawnsIsSaferThanOneWhosePawnsAreGone) {
    int intact = cover("r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 1");
    int gone = cover("r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2P2/R1BQ1RK1 w - - 0 1");
    EXPECT_GT(intact, gone);
}

} // namespace
} // namespace mudchess::search
