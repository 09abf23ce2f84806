// The computer at every board: starts the built-in engine thinking when the computer is to move
// (or a player asked for a hint), hands what it found back to the service's own thread through
// the agenda, and drops thoughts the game has left behind (a move, a takeback, a resignation).
// Thinking happens on the engine's worker threads, never on the thread that answers people.
#pragma once

#include "dispatch/dispatcher.hpp"
#include "search/engine.hpp"
#include "service/agenda.hpp"
#include "service/engine_seats.hpp"

#include <map>
#include <memory>
#include <string>
#include <tuple>

namespace mudchess {

class ComputerPlayers {
  public:
    ComputerPlayers(Dispatcher& dispatcher, Agenda& agenda, search::PoolSettings settings);
    ~ComputerPlayers();
    ComputerPlayers(const ComputerPlayers&) = delete;
    ComputerPlayers& operator=(const ComputerPlayers&) = delete;

    // After anything changed in `place`: think where the computer is now to move there, answer
    // hints asked for, and stop thinking about positions that are gone. Service thread only.
    void update(const std::string& place);
    // Whether the computer is working on something (a move or a hint), or an engine is.
    bool thinking() const { return !jobs_.empty() || (engines_ && engines_->thinking()); }
    // External engines' turns go to `engines` (null: none are offered).
    void setEngineSeats(EngineSeats* engines) { engines_ = engines; }

  private:
    void start(const ThinkingTask& task);
    // Runs on the service's thread when job `id` has finished with `thought`.
    std::optional<Dispatched> finished(search::JobId id, const search::Thought& thought);

    Dispatcher& dispatcher_;
    Agenda& agenda_;
    search::PoolSettings settings_;
    std::unique_ptr<search::EnginePool> pool_; // started when the computer is first needed
    std::map<search::JobId, ThinkingTask> jobs_;
    EngineSeats* engines_ = nullptr;
    // How long each game has looked level to the computer, so it can offer a draw once.
    struct Calm {
        int gameNumber = 0;
        int levelMoves = 0; // its own moves in a row scored close to equal
        bool offered = false;
    };
    std::map<std::tuple<std::string, std::string, Color>, Calm> calm_; // place, object, side
    bool wantsDraw(const ThinkingTask& task, int score);
};

} // namespace mudchess
