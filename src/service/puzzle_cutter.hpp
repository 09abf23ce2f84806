// Puzzles cut from the store's finished games in the background (issue 53, docs/puzzles.md):
// one game at a time on a thread of its own at nice 19, beside the analyses and below the
// computer opponents, so no move and no computer reply waits for it. The store says which games
// are still to cut, so a restart goes on where it stopped; processes sharing a PostgreSQL store
// may cut the same game, and the store keeps each puzzle once (by its id).
#pragma once

#include "puzzle/cutter.hpp"
#include "puzzle/puzzle_store.hpp"
#include "service/agenda.hpp"
#include "world/game_store.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace mudchess {

class PuzzleCutter {
  public:
    using Clock = std::chrono::steady_clock;
    // What players are called now, by id: puzzles credit the game's players by name.
    using NameOf = std::function<std::string(const std::string& id)>;
    // `store` may be null or keep no puzzles, and `cutNodes` 0: nothing is ever cut.
    PuzzleCutter(GameStore* store, Agenda& agenda, std::size_t cutNodes, NameOf nameOf);
    ~PuzzleCutter(); // stops the game under way (nothing of it is kept) and joins the thread
    PuzzleCutter(const PuzzleCutter&) = delete;
    PuzzleCutter& operator=(const PuzzleCutter&) = delete;

    // Service thread: when no game is being cut and the store was not asked for a while, hands
    // it the next finished game still to cut.
    void update(Clock::time_point now);
    // A game has ended: the next update looks for it at once.
    void gameEnded() { nextLook_.reset(); }
    // Whether a game is being cut, its puzzles not yet kept.
    bool busy() const { return busy_; }

    // How long the store is left alone after it had nothing to cut, or failed.
    static constexpr std::chrono::seconds IDLE_LOOK{10};

  private:
    struct Job {
        std::int64_t id = 0;
        Game game;
        puzzle::GameCredit credit;
    };
    void work();
    // Service thread: the puzzles of game `id` kept and the game marked cut.
    void keep(std::int64_t id, const std::vector<puzzle::Puzzle>& puzzles);

    GameStore* store_;
    puzzle::PuzzleStore* puzzles_;
    Agenda& agenda_;
    puzzle::CutLimits limits_;
    bool on_;
    NameOf nameOf_;
    std::optional<Clock::time_point> nextLook_;
    bool busy_ = false; // service thread only
    std::mutex mutex_;
    std::condition_variable wake_;
    std::optional<Job> job_; // under mutex_
    bool stopping_ = false;  // under mutex_
    std::atomic<bool> cancel_{false};
    std::thread thread_; // started with the first game
};

} // namespace mudchess
