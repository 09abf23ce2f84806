// Whole games analysed by our engine: the evaluations it keeps, the moves it judges, the tactic
// it names for a blunder, and that it can be stopped.
#include "analysis/analyser.hpp"

#include "chess/uci_move.hpp"
#include "chess/variant.hpp"

#include <gtest/gtest.h>

#include <sstream>

using namespace mudchess;
using namespace mudchess::analysis;

namespace {

Game played(const Variant& variant, const std::string& moves) {
    Game game(variant);
    std::istringstream in(moves);
    std::string uci;
    while (in >> uci) {
        std::optional<Move> m = parseUci(game.position(), uci);
        EXPECT_TRUE(m && game.play(*m)) << uci;
    }
    return game;
}

// Small enough to keep the test quick, enough to see a mate in one.
constexpr AnalysisLimits QUICK{.nodes = 20'000};

} // namespace

TEST(AnalyseGame, JudgesTheMoveThatWalksIntoScholarsMate) {
    // 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6?? 4.Qxf7#
    Game game = played(chessVariant(), "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7");
    std::atomic<bool> cancel{false};
    std::size_t calls = 0;
    auto analysis = analyseGame(game, QUICK, *std::make_unique<search::Searcher>(), cancel,
                                [&](std::size_t done, std::size_t total) {
                                    ++calls;
                                    EXPECT_EQ(total, 8u);
                                    EXPECT_EQ(done, calls);
                                });
    ASSERT_TRUE(analysis);
    ASSERT_EQ(analysis->positions.size(), 8u);
    EXPECT_EQ(calls, 8u);
    // The start is about level; after 3...Nf6 White mates in one; the last position is mate.
    EXPECT_LT(std::abs(analysis->positions[0].eval.cp), 100);
    EXPECT_EQ(analysis->positions[6].eval.mate, 1);
    EXPECT_EQ(analysis->positions[7].eval, Evaluation::checkmated(BLACK));
    EXPECT_TRUE(analysis->positions[7].line.empty());

    GameReview review = reviewGame(game, *analysis);
    ASSERT_EQ(review.moves.size(), 7u);
    const MoveReview& nf6 = review.moves[5];
    EXPECT_EQ(toUci(nf6.played), "g8f6");
    EXPECT_EQ(nf6.judgement, (Judgement{analysis::Verdict::BLUNDER, MateChange::WALKED_INTO}));
    EXPECT_EQ(nf6.why.motif, Motif::MATE);
    EXPECT_EQ(nf6.why.mateIn, 1);
    EXPECT_FALSE(nf6.missed);
    ASSERT_FALSE(nf6.punishment.empty());
    EXPECT_EQ(toUci(nf6.punishment.front()), "h5f7");
    EXPECT_EQ(review.verdicts[BLACK][std::size_t(analysis::Verdict::BLUNDER)], 1);
    EXPECT_EQ(review.turningPoints, std::vector<std::size_t>{5});
    ASSERT_TRUE(review.accuracy[WHITE] && review.accuracy[BLACK]);
    EXPECT_GT(*review.accuracy[WHITE], *review.accuracy[BLACK]);
    // The mating move itself is no mistake.
    EXPECT_EQ(review.moves[6].judgement, Judgement{});
}

TEST(AnalyseGame, StartsFromTheVariantsOwnStartPosition) {
    Game game = played(knightmateVariant(), "e2e4 e7e5");
    std::atomic<bool> cancel{false};
    search::Searcher searcher;
    auto analysis = analyseGame(game, QUICK, searcher, cancel);
    ASSERT_TRUE(analysis);
    ASSERT_EQ(analysis->positions.size(), 3u);
    for (const PositionAnalysis& p : analysis->positions) EXPECT_FALSE(p.line.empty());
}

TEST(AnalyseGame, StopsWhenCancelled) {
    Game game = played(chessVariant(), "e2e4 e7e5 g1f3 b8c6");
    std::atomic<bool> cancel{false};
    search::Searcher searcher;
    auto analysis = analyseGame(game, QUICK, searcher, cancel, [&](std::size_t done, std::size_t) {
        if (done == 2) cancel = true;
    });
    EXPECT_FALSE(analysis);
}

TEST(AnalyseGame, IsTheSameEachTimeForTheSameLimits) {
    Game game = played(chessVariant(), "d2d4 d7d5 c2c4 e7e6");
    std::atomic<bool> cancel{false};
    search::Searcher a, b;
    EXPECT_EQ(analyseGame(game, QUICK, a, cancel), analyseGame(game, QUICK, b, cancel));
}

TEST(ReviewGame, NeverFaultsAMoveTheEngineChoseItself) {
    // 1.e4 e5, with the search after 1...e5 seeing far more for White than the one before it.
    Game game = played(chessVariant(), "e2e4 e7e5");
    auto line = [&](const char* uci) {
        return std::vector<Move>{*parseUci(game.positionBefore(1), uci)};
    };
    GameAnalysis analysis;
    analysis.positions = {
        {Evaluation::centipawns(20), {*parseUci(game.startPosition(), "e2e4")}, 10},
        {Evaluation::centipawns(20), line("c7c5"), 10},
        {Evaluation::centipawns(600), {}, 10}};
    // Another move was best: losing three quarters of Black's winning chances is a blunder.
    EXPECT_EQ(reviewGame(game, analysis).moves[1].judgement.verdict, analysis::Verdict::BLUNDER);
    // The engine's own choice: the same drop is the two searches disagreeing, no verdict.
    analysis.positions[1].line = line("e7e5");
    GameReview review = reviewGame(game, analysis);
    EXPECT_EQ(review.moves[1].judgement, Judgement{});
    EXPECT_EQ(review.verdicts[BLACK][std::size_t(analysis::Verdict::BLUNDER)], 0);
    EXPECT_TRUE(review.turningPoints.empty());
    // Its accuracy still counts the drop, as lichess's does.
    EXPECT_LT(review.moves[1].accuracy, 50);
}

TEST(AnalyseGame, JudgesTheLastPositionFirst) {
    // As lichess's fishnet does: what the later searches saw is in the table for earlier ones.
    Game game = played(chessVariant(), "e2e4 e7e5 g1f3 b8c6");
    std::atomic<bool> cancel{false};
    search::Searcher searcher;
    std::vector<std::size_t> order;
    PositionJudge engine = ourEngine(searcher, QUICK, cancel);
    auto analysis = analyseGame(
        game,
        [&](const search::SearchRoot& root, std::size_t ply) {
            order.push_back(ply);
            EXPECT_EQ(root.position.key(), game.positionBefore(ply).key());
            return engine(root, ply);
        },
        cancel);
    ASSERT_TRUE(analysis);
    EXPECT_EQ(order, (std::vector<std::size_t>{4, 3, 2, 1, 0}));
}
