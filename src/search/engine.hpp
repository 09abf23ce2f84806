// The built-in engine as the rest of mudchess sees it: a bounded pool of worker threads that
// think about games and call back with a move. It knows nothing of text, seats or places.
#pragma once

#include "chess/game.hpp"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace mudchess::search {

constexpr int MIN_LEVEL = 1;
constexpr int MAX_LEVEL = 8; // full strength

// What bounds one search. Everything zero and no clock: the level's own time per move.
struct Limits {
    int level = MAX_LEVEL;                         // 1 (a beginner can win) .. 8 (its best)
    std::chrono::milliseconds moveTime{0};         // think this long at most
    bool clock = false;                            // the side to move plays on the clock below
    std::chrono::milliseconds time[COLOR_NB] = {}; // time left, by colour
    std::chrono::milliseconds increment[COLOR_NB] = {};
    int movesToGo = 0;       // moves to the next time control; 0: sudden death
    int depth = 0;           // plies; 0: no bound
    std::uint64_t nodes = 0; // 0: no bound
    bool infinite = false;   // until cancelled (UCI "go infinite")
    // Levels below 8 choose, and levels 1-3 overlook, by chance: the same seed makes the same
    // choices (tests); 0 takes one from the clock, so games differ.
    std::uint64_t seed = 0;
    // Set from outside while it thinks (steady_clock ticks since its epoch; 0: not set): answer
    // by then with the best move found so far. The engine pool moves it as games come and go,
    // so that under load every game gets its turn in time.
    const std::atomic<std::chrono::steady_clock::rep>* answerBy = nullptr;
    // Root moves not to consider: the best of the others, and its score, is what comes back
    // (a puzzle's only-move test asks how good the second best move is). When every legal move
    // is excluded, no move comes back.
    std::vector<Move> excludedRootMoves = {};
};

// The outcome of one search.
struct Thought {
    Move move;      // none only when the game is over, the search was cancelled, or every legal
                    // move was excluded (Limits::excludedRootMoves)
    int score = 0;  // the position for the mover, in centipawns (its best move, even when a
                    // weakened level plays another); see mate
    int mateIn = 0; // moves to mate, negative when being mated; 0: no mate seen
    int depth = 0;
    std::uint64_t nodes = 0;
    std::chrono::milliseconds elapsed{0};
    bool cancelled = false;
};

struct PoolSettings {
    int threads = 1;            // worker threads shared by every game that thinks
    std::size_t memoryMiB = 64; // all transposition tables together
    // Under load, each job answers within this of being asked: the games waiting share the
    // workers' time, each thinking less than its level's own time (and no less than a floor).
    std::chrono::milliseconds replyWithin{2500};
};

using JobId = std::uint64_t;

// Jobs queue while every worker is busy. While some wait, every job's time shrinks to a fair
// share, so the last in the queue is still answered within PoolSettings::replyWithin (as far
// as a floor of thinking allows); once nobody waits, a job thinks its level's own time again.
// `done` is called exactly once for every job, on a worker thread (cancelled jobs too, with
// `cancelled` set), so the caller must hand the thought over to its own thread, never act on it
// there.
class EnginePool {
  public:
    explicit EnginePool(PoolSettings settings);
    ~EnginePool(); // cancels every job and joins the workers
    EnginePool(const EnginePool&) = delete;
    EnginePool& operator=(const EnginePool&) = delete;

    JobId think(const Game& game, const Limits& limits,
                std::function<void(JobId, const Thought&)> done);
    void cancel(JobId job); // stops it at once if running, drops it if queued

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace mudchess::search
