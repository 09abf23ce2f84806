// The built-in engine against the rules core: it finds forced wins (checkmate, and the Knights
// Chess wins by capturing the last queen), never plays an illegal move, stops on time and when
// cancelled, and its pool answers every job exactly once.
#include "chess/uci_move.hpp"
#include "search/engine.hpp"
#include "search/parallel_search.hpp"
#include "search/searcher.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <random>
#include <thread>

namespace mudchess::search {
namespace {

using namespace std::chrono_literals;

Game gameFrom(const Variant& v, const std::string& fen) {
    FenResult parsed = Position::fromFen(v, fen);
    EXPECT_TRUE(parsed.position) << fen;
    return Game(*parsed.position);
}

Thought thinkAbout(Searcher& searcher, const Game& game, Limits limits) {
    std::atomic<bool> stop{false};
    return searcher.think(SearchRoot::fromGame(game), limits, stop);
}

struct MateCase {
    const Variant& (*variant)();
    const char* fen;
    int moves; // the side to move wins in this many of its moves, not fewer
    const char* what;
};

// Chess and Knightmate cases were checked with Stockfish 15.1 and Fairy-Stockfish 11.1 (both
// report the same mate distance); the Knights Chess ones by the playout below, whose every end
// is the rules core's verdict.
const MateCase MATES[] = {
    {chessVariant, "4kb1Q/r1p1p3/8/p4pBp/1nP1p3/NP3BPb/P3KP2/3R2NR w - - 2 31", 1, "Bh5#"},
    {chessVariant, "rn4k1/p5r1/4PpQ1/1ppP2P1/2B5/PPP2K1p/2P5/6RR w - - 9 33", 2, "Qe8+"},
    {chessVariant, "r3k1r1/5p2/4B3/p1pNp2p/P1PPP3/bQ6/1P2RK1P/2B5 w - - 0 34", 3, "Qb7"},
    {knightmateVariant, "2r3r1/p1k1b1m1/P1m1pp2/q2p3p/1p1P3M/P3P1P1/M1QB1P1P/R4BKR w - - 6 30", 1,
     "Qxc6#"},
    {knightmateVariant, "2r4r/pP3mk1/5pb1/3q2Pp/1MP2B2/P2P2PM/1bK4P/7R b - - 0 39", 2,
     "Black mates"},
    {knightmateVariant, "1m3b1r/rb6/pPp1Bkm1/3p1ppp/3P1pP1/PP1P3P/2M4M/R1B1QK1R w - - 1 35", 2,
     "Qe5+"},
    {knightmateVariant, "6B1/m2k4/7K/prpq1R2/pP5P/2PbMP2/2M5/R7 b - b3 0 48", 3, "Black mates"},
    {knightmateVariant, "1qr3r1/pk1p1m1p/b1p5/2M1QpP1/3K4/1P3P2/3R2PM/5B1R b - - 1 38", 3,
     "Black mates"},
    {knightsChessVariant, "4k3/8/8/3q4/8/8/3Q4/N3K2n w - - 0 10", 1, "Qxd5 takes the last queen"},
    {knightsChessVariant, "1nnq1qnn/pk2p1p1/1p3pnp/2pp1K1P/1P1Q4/4P1N1/P1PPNP1P/NN1Q2NN b - - 1 16",
     1, "Qd7#"},
    {knightsChessVariant, "q3k2n/8/8/1N6/8/8/8/1N1QK3 w - - 0 20", 2,
     "Nc7+ forks king and last queen"},
    {knightsChessVariant, "n1n5/p2p1qqp/1pp1pn2/4n3/P1PKP3/3PNkpp/2NQNP1P/4Q2N w - - 4 44", 3,
     "White wins"},
};

// A puzzle's only-move test (issue 53) asks how good the second best move is: the search leaves
// the excluded root moves out. White has two mates in one here, Bh5# and Qxh5# (Stockfish 15.1
// at MultiPV 3 agrees, the third best at +17): without the first the second is found, without
// both no mate in one is left; with every legal move excluded no move comes back.
TEST(Search, ExcludedRootMovesAreLeftOutAndTheBestOfTheOthersComesBack) {
    Searcher searcher(16);
    Game game = gameFrom(chessVariant(), MATES[0].fen);
    Limits limits;
    limits.depth = 4;
    const std::vector<std::string> mates = {"f3h5", "h8h5"};
    Thought best = thinkAbout(searcher, game, limits);
    ASSERT_NE(std::find(mates.begin(), mates.end(), toUci(best.move)), mates.end());
    EXPECT_EQ(best.mateIn, 1);
    limits.excludedRootMoves = {best.move};
    Thought second = thinkAbout(searcher, game, limits);
    ASSERT_FALSE(second.move.isNone());
    EXPECT_NE(second.move, best.move);
    EXPECT_NE(std::find(mates.begin(), mates.end(), toUci(second.move)), mates.end());
    EXPECT_EQ(second.mateIn, 1);
    limits.excludedRootMoves.push_back(second.move);
    Thought third = thinkAbout(searcher, game, limits);
    EXPECT_NE(third.mateIn, 1);
    EXPECT_LT(third.score, best.score);
    // One move left: searched for its score all the same, not played at once.
    MoveList legal = game.legalMoves();
    limits.excludedRootMoves.assign(legal.begin(), legal.end());
    Move kept = limits.excludedRootMoves.back();
    limits.excludedRootMoves.pop_back();
    Thought alone = thinkAbout(searcher, game, limits);
    EXPECT_EQ(alone.move, kept);
    EXPECT_GE(alone.depth, 4);
    limits.excludedRootMoves.push_back(kept);
    EXPECT_TRUE(thinkAbout(searcher, game, limits).move.isNone());
}

TEST(Search, FindsForcedWinsInEveryVariantAndTheRulesCoreAgrees) {
    Searcher attacker(16), defender(16);
    for (const MateCase& c : MATES) {
        SCOPED_TRACE(std::string(c.variant().key) + " " + c.fen + " (" + c.what + ")");
        Game game = gameFrom(c.variant(), c.fen);
        Color winner = game.position().sideToMove();
        Limits limits;
        // Two plies beyond the mate and its replies, and two more: a sacrifice that checks is
        // not extended, so the Knightmate queen sacrifice (mate in 3) shows at depth 11.
        limits.depth = 2 * c.moves + 6;
        Thought first = thinkAbout(attacker, game, limits);
        EXPECT_EQ(first.mateIn, c.moves);
        // Played out against the engine's best defence, the game ends as promised.
        for (int ply = 0; ply < 2 * c.moves - 1 && !game.isOver(); ++ply) {
            bool attacking = game.position().sideToMove() == winner;
            Thought t = thinkAbout(attacking ? attacker : defender, game, limits);
            ASSERT_TRUE(game.legalMoves().contains(t.move)) << toUci(t.move);
            game.play(t.move);
        }
        EXPECT_TRUE(game.isOver());
        EXPECT_EQ(game.result(), winner == WHITE ? Result::WHITE_WINS : Result::BLACK_WINS);
    }
}

// Random games by the rules core; at random plies the engine is asked for a move, which must be
// one of the legal moves. Shallow searches, so thousands of positions take seconds.
void neverIllegal(const Variant& variant, int positions, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    Searcher searcher(4);
    int asked = 0;
    while (asked < positions) {
        Game game(variant);
        int length = 1 + int(rng() % 160);
        for (int ply = 0; ply < length && !game.isOver(); ++ply) {
            if (rng() % 4 == 0) {
                Limits limits;
                limits.depth = 1 + int(rng() % 3);
                limits.nodes = 3000; // random positions are full of captures: keep them short
                limits.level = rng() % 3 == 0 ? 1 + int(rng() % 7) : MAX_LEVEL;
                Thought t = thinkAbout(searcher, game, limits);
                ASSERT_TRUE(game.legalMoves().contains(t.move))
                    << variant.key << " " << game.position().fen() << " -> " << toUci(t.move);
                ++asked;
            }
            const MoveList& moves = game.legalMoves();
            if (moves.empty()) break; // both sides can only pass (Knights Chess): no move left
            game.play(moves[int(rng() % moves.size())]);
        }
        if (game.isOver()) {
            Thought t = thinkAbout(searcher, game, {});
            EXPECT_TRUE(t.move.isNone()) << "a move after the end: " << game.position().fen();
        }
    }
}

TEST(Search, NeverPlaysAnIllegalMoveInChess) { neverIllegal(chessVariant(), 1000, 1); }
TEST(Search, NeverPlaysAnIllegalMoveInKnightmate) { neverIllegal(knightmateVariant(), 1000, 2); }
TEST(Search, NeverPlaysAnIllegalMoveInKnightsChess) {
    neverIllegal(knightsChessVariant(), 1000, 3);
}

// Lazy SMP (`mudchess uci` with Threads above 1): two threads on one shared table find the same
// forced wins, play only legal moves, stop on time and stop together when told to.
TEST(LazySmp, TwoThreadsFindTheKnownForcedWinsInEveryVariant) {
    ParallelSearcher searcher(2, 16);
    for (const MateCase& c : MATES) {
        SCOPED_TRACE(std::string(c.variant().key) + " " + c.fen + " (" + c.what + ")");
        Game game = gameFrom(c.variant(), c.fen);
        Limits limits;
        // Two plies more than one thread needs: with a helper writing to the same table the
        // tree differs from run to run, and the Knightmate mate in 3 (a queen sacrifice), when
        // searched at the edge of the depth that sees it, was missed in about one run in seven.
        limits.depth = 2 * c.moves + 8;
        std::atomic<bool> stop{false};
        Thought t = searcher.think(SearchRoot::fromGame(game), limits, stop);
        EXPECT_EQ(t.mateIn, c.moves);
        EXPECT_TRUE(game.legalMoves().contains(t.move)) << toUci(t.move);
    }
}

TEST(LazySmp, TwoThreadsPlayOnlyLegalMovesInRandomGames) {
    ParallelSearcher searcher(2, 4);
    std::mt19937_64 rng(7);
    for (const Variant* v : allVariants()) {
        for (int asked = 0; asked < 60;) {
            Game game(*v);
            int length = 1 + int(rng() % 120);
            for (int ply = 0; ply < length && !game.isOver() && !game.legalMoves().empty(); ++ply)
                game.play(game.legalMoves()[int(rng() % game.legalMoves().size())]);
            if (game.isOver() || game.legalMoves().empty()) continue;
            Limits limits;
            limits.depth = 1 + int(rng() % 4);
            limits.nodes = 3000;
            std::atomic<bool> stop{false};
            Thought t = searcher.think(SearchRoot::fromGame(game), limits, stop);
            ASSERT_TRUE(game.legalMoves().contains(t.move))
                << v->key << " " << game.position().fen() << " -> " << toUci(t.move);
            ++asked;
        }
    }
}

TEST(LazySmp, TwoThreadsStopAtTheMoveTime) {
    ParallelSearcher searcher(2, 4);
    Game game(chessVariant());
    Limits limits;
    limits.moveTime = 200ms;
    std::atomic<bool> stop{false};
    Thought t = searcher.think(SearchRoot::fromGame(game), limits, stop);
    EXPECT_TRUE(game.legalMoves().contains(t.move));
    EXPECT_FALSE(t.cancelled);
    EXPECT_GT(t.depth, 0);
}

TEST(LazySmp, StopEndsEveryThreadOfAnInfiniteSearch) {
    ParallelSearcher searcher(2, 4);
    Game game(knightmateVariant());
    Limits limits;
    limits.infinite = true;
    std::atomic<bool> stop{false};
    std::atomic<bool> done{false};
    Thought t;
    std::thread thinker([&] {
        t = searcher.think(SearchRoot::fromGame(game), limits, stop);
        done = true;
    });
    std::this_thread::sleep_for(200ms);
    EXPECT_FALSE(done) << "an infinite search ended by itself";
    stop = true;
    thinker.join(); // think() returns only once its helper has stopped and been joined
    EXPECT_TRUE(t.cancelled);
    EXPECT_GT(t.nodes, 0u);
    // The same searcher searches again at once: nothing of the last search runs on.
    limits = {};
    limits.depth = 3;
    std::atomic<bool> again{false};
    Thought next = searcher.think(SearchRoot::fromGame(game), limits, again);
    EXPECT_TRUE(game.legalMoves().contains(next.move));
    EXPECT_EQ(next.depth, 3);
}

TEST(Search, RepetitionOfAnEarlierPositionOfTheGameIsADraw) {
    // A queen down, White can only hope to repeat: after Kb1 Qh3 Ka1 Qh2 Kb1 Qh3, Ka1 brings
    // back the position after the first Ka1. The same position without that past is lost.
    const char* fen = "k7/8/8/8/8/8/7q/K7 w - - 0 1";
    Game game = gameFrom(chessVariant(), fen);
    for (const char* uci : {"a1b1", "h2h3", "b1a1", "h3h2", "a1b1", "h2h3"})
        ASSERT_TRUE(game.play(*parseUci(game.position(), uci))) << uci;
    Searcher searcher(4);
    Limits limits;
    limits.depth = 6;
    Thought withPast = thinkAbout(searcher, game, limits);
    EXPECT_EQ(toUci(withPast.move), "b1a1");
    EXPECT_EQ(withPast.score, 0);

    Game fresh = gameFrom(chessVariant(), game.position().fen());
    searcher.clear();
    EXPECT_LT(thinkAbout(searcher, fresh, limits).score, -500);
}

// From a real game (level 8 against level 7): twelve knights and four queens packed together
// trade in every order; quiescence once needed 14 million nodes for depth 1 here, and level 7
// did not answer a 300 ms move for over ten seconds. Counted in nodes, not time.
TEST(Search, KnightsChessTradesDoNotExplodeQuiescence) {
    Game game = gameFrom(knightsChessVariant(),
                         "1q6/2pp4/2nPnNp1/2NnppPp/ppPn1PNq/PPNNnNQP/3QP2k/4n2K b - - 4 119");
    Searcher searcher(4);
    Limits limits;
    limits.depth = 1;
    Thought t = thinkAbout(searcher, game, limits);
    EXPECT_TRUE(game.legalMoves().contains(t.move));
    EXPECT_LT(t.nodes, 1'000'000u);
}

TEST(Search, StopsAtItsMoveTime) {
    Searcher searcher(4);
    Game game(chessVariant());
    Limits limits;
    limits.moveTime = 200ms;
    auto start = std::chrono::steady_clock::now();
    Thought t = thinkAbout(searcher, game, limits);
    // Generous: only that it stops, on a loaded machine.
    EXPECT_LT(std::chrono::steady_clock::now() - start, 10s);
    EXPECT_TRUE(game.legalMoves().contains(t.move));
    EXPECT_FALSE(t.cancelled);
}

TEST(Search, OnAClockItThinksWithinTheTimeLeft) {
    Searcher searcher(4);
    Game game(knightsChessVariant());
    Limits limits;
    limits.clock = true;
    limits.time[BLACK] = 1000ms; // 1+0, the first move
    limits.time[WHITE] = 1000ms;
    Thought t = thinkAbout(searcher, game, limits);
    EXPECT_TRUE(game.legalMoves().contains(t.move));
    EXPECT_LT(t.elapsed, 1000ms);
}

// Collects what `done` reports, per job.
struct Answers {
    std::mutex mutex;
    std::condition_variable changed;
    std::map<JobId, int> calls;
    std::map<JobId, Thought> thoughts;

    std::function<void(JobId, const Thought&)> callback() {
        return [this](JobId id, const Thought& t) {
            std::lock_guard lock(mutex);
            ++calls[id];
            thoughts[id] = t;
            changed.notify_all();
        };
    }
    bool waitFor(std::size_t jobs, std::chrono::seconds timeout) {
        std::unique_lock lock(mutex);
        return changed.wait_for(lock, timeout, [&] { return calls.size() >= jobs; });
    }
};

TEST(EnginePool, CancelStopsAnInfiniteSearchPromptly) {
    Answers answers;
    EnginePool pool({1, 8});
    Game game(chessVariant());
    Limits limits;
    limits.infinite = true;
    JobId id = pool.think(game, limits, answers.callback());
    std::this_thread::sleep_for(100ms);
    EXPECT_TRUE(answers.calls.empty()) << "an infinite search ended by itself";
    pool.cancel(id);
    ASSERT_TRUE(answers.waitFor(1, 10s));
    EXPECT_TRUE(answers.thoughts[id].cancelled);
}

TEST(EnginePool, AnswersEveryJobExactlyOnceIncludingCancelledAndQueuedOnes) {
    Answers answers;
    std::vector<JobId> ids;
    {
        EnginePool pool({1, 8});
        Game game(knightmateVariant());
        Limits infinite;
        infinite.infinite = true;
        for (int i = 0; i < 4; ++i) ids.push_back(pool.think(game, infinite, answers.callback()));
        pool.cancel(ids[2]); // queued behind the first
        pool.cancel(ids[0]); // running
        pool.cancel(ids[0]); // twice changes nothing
        ASSERT_TRUE(answers.waitFor(1, 10s));
        // ids[1] now runs and ids[3] waits: the pool's end cancels both.
    }
    EXPECT_EQ(answers.calls.size(), ids.size());
    for (JobId id : ids) {
        EXPECT_EQ(answers.calls[id], 1) << "job " << id;
        EXPECT_TRUE(answers.thoughts[id].cancelled) << "job " << id;
    }
}

TEST(EnginePool, ManyJobsOnTwoThreadsAllComplete) {
    Answers answers;
    EnginePool pool({2, 8});
    std::vector<std::pair<JobId, Game>> jobs;
    std::mt19937_64 rng(7);
    for (int i = 0; i < 30; ++i) {
        const Variant& v = *allVariants()[std::size_t(i) % allVariants().size()];
        Game game(v);
        for (int ply = 0; ply < 6 && !game.isOver(); ++ply)
            game.play(game.legalMoves()[int(rng() % game.legalMoves().size())]);
        Limits limits;
        limits.depth = 4;
        limits.level = 1 + i % MAX_LEVEL;
        JobId id = pool.think(game, limits, answers.callback());
        jobs.emplace_back(id, game);
    }
    ASSERT_TRUE(answers.waitFor(jobs.size(), 60s));
    for (auto& [id, game] : jobs) {
        EXPECT_EQ(answers.calls[id], 1);
        EXPECT_FALSE(answers.thoughts[id].cancelled);
        EXPECT_TRUE(game.legalMoves().contains(answers.thoughts[id].move));
    }
}

// Twenty games ask at once, each for a minute's thought, on one worker that should answer
// within three seconds: they share its time, and each still gets a move, not a cancellation.
// Without sharing the last would wait twenty minutes (the timeout fails it long before).
TEST(EnginePool, GamesAskingTogetherShareTheTimeAndAllAnswer) {
    Answers answers;
    EnginePool pool({1, 8, 3s});
    Game game(chessVariant());
    Limits minute;
    minute.moveTime = 60s;
    std::vector<JobId> ids;
    for (int i = 0; i < 20; ++i) ids.push_back(pool.think(game, minute, answers.callback()));
    ASSERT_TRUE(answers.waitFor(ids.size(), 60s));
    for (JobId id : ids) {
        EXPECT_FALSE(answers.thoughts[id].cancelled) << "job " << id;
        EXPECT_TRUE(game.legalMoves().contains(answers.thoughts[id].move)) << "job " << id;
    }
}

// Once nobody waits, a game thinks its whole time again: the share was for the queue only.
TEST(EnginePool, AGameAloneThinksItsWholeTimeAfterABusySpell) {
    Answers answers;
    EnginePool pool({1, 8, 1s});
    Game game(chessVariant());
    Limits minute;
    minute.moveTime = 60s;
    for (int i = 0; i < 5; ++i) pool.think(game, minute, answers.callback());
    ASSERT_TRUE(answers.waitFor(5, 60s));
    Limits alone;
    alone.moveTime = 800ms;
    JobId last = pool.think(game, alone, answers.callback());
    ASSERT_TRUE(answers.waitFor(6, 60s));
    EXPECT_GE(answers.thoughts[last].elapsed, 700ms) << "it was still hurried";
}

} // namespace
} // namespace mudchess::search
