// External engines playing at the boards: each engine process is owned by a worker thread of
// its own (the kernel ends an engine with the thread that started it), reused from move to
// move and game to game, and limited in number (engine-processes). A move is asked for on the
// worker's thread and handed back through the agenda, where the service checks it with its own
// rules before anything is played. An engine that dies or hangs is restarted and asked again;
// an illegal or garbled move is refused, logged and asked for again; an engine that cannot go
// on leaves its seat, and the players are told the seat is free.
#pragma once

#include "dispatch/dispatcher.hpp"
#include "engine_client/engine_client.hpp"
#include "service/agenda.hpp"
#include "service/external_engines.hpp"

#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

namespace mudchess {

class EngineSeats {
  public:
    // How often an engine may play an illegal move in one position before it is sent away.
    static constexpr int ILLEGAL_TRIES = 3;

    EngineSeats(Dispatcher& dispatcher, Agenda& agenda, ExternalEngines& engines, int processLimit);
    ~EngineSeats();
    EngineSeats(const EngineSeats&) = delete;
    EngineSeats& operator=(const EngineSeats&) = delete;

    // The engines' turns in `place` now: each starts thinking unless it already is; thinking
    // about positions that are gone is dropped. Service thread only.
    void update(const std::string& place, const std::vector<ThinkingTask>& turns);
    // (Learning what the engines are counts: a move waits for it.)
    bool thinking() const { return !jobs_.empty() || leaving_ > 0 || engines_.learning(); }
    // Engine processes running now (for tests and the limit).
    std::size_t processes() const { return workers_.size(); }

  private:
    struct Job {
        int id = 0;
        ThinkingTask task;
        CatalogEntry entry;
        std::string variant, startFen, gameKey;
        std::vector<std::string> moves;
        std::vector<std::pair<std::string, std::string>> levelOptions;
        EngineLimits limits;
        // Without a clock, the time a move may take at its level, before sharing (shareTime).
        std::optional<std::chrono::milliseconds> ownMoveTime;
        std::chrono::steady_clock::time_point asked; // when it was submitted
        std::chrono::milliseconds timeout{0};
        int illegalMoves = 0;
        bool cancelled = false;
    };
    struct Answer {
        int id = 0;
        std::string move;
        bool resigned = false;
        std::string error; // the engine failed even after a restart
    };
    class Worker;

    void submit(Job job);
    void assign();
    void shareTime(Job& job) const;
    std::optional<Dispatched> finished(const Answer& answer);
    std::optional<Job> jobFor(const ThinkingTask& task);
    // Why the engine of `task` cannot play here (not offered, not installed, broken, not the
    // game's variant), or nothing when it can.
    std::optional<std::string> unusable(const ThinkingTask& task);

    Dispatcher& dispatcher_;
    Agenda& agenda_;
    ExternalEngines& engines_;
    std::size_t limit_;
    int nextId_ = 1;
    std::map<int, Job> jobs_;         // asked and not yet answered, by id
    std::deque<int> waiting_;         // jobs waiting for a free engine process
    std::map<int, Worker*> assigned_; // job id -> the worker thinking about it
    std::vector<std::unique_ptr<Worker>> workers_;
    int leaving_ = 0; // engines told to leave their seats, at the next tick
};

} // namespace mudchess
