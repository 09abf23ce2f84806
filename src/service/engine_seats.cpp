#include "service/engine_seats.hpp"

#include "chess/uci_move.hpp"
#include "render/engine_words.hpp"
#include "search/engine.hpp"

#include <algorithm>
#include <csignal>
#include <iostream>

namespace mudchess {

namespace {

using std::chrono::milliseconds;

// Without a clock: how long an engine thinks a move. Depth levels get longer, as a bound the
// depth rarely reaches.
constexpr milliseconds MOVE_TIME{1000};
constexpr milliseconds DEPTH_MOVE_TIME{2000};
// Beyond its time, how long an engine may stay silent before it is taken for hung: room for
// the pipes and a loaded machine (its start has a bound of its own, in the clients).
constexpr milliseconds HANG_GRACE{5000};
// Under load, the least an engine thinks a move, as for our own engine (search::EnginePool).
constexpr milliseconds MIN_TURN{50};
// Under load, each move is answered within this of being asked: our own engine's bound.
const milliseconds REPLY_WITHIN = search::PoolSettings{}.replyWithin;

} // namespace

// One engine process and the thread that owns it: started on the thread (so it lives as long
// as the thread), asked one move at a time.
class EngineSeats::Worker {
  public:
    using Done = std::function<void(const Answer&)>;
    Worker(std::string engine, Done done)
        : engine_(std::move(engine)), done_(std::move(done)), thread_([this] { run(); }) {}
    ~Worker() {
        {
            std::lock_guard lock(mutex_);
            stop_ = true;
            // A search under way ends now rather than at its time: the engine is killed, the
            // thread reads the end of its output and comes back.
            if (pid_ > 0) kill(-pid_, SIGKILL);
        }
        wake_.notify_one();
        thread_.join();
    }
    const std::string& engine() const { return engine_; }
    void give(Job job) {
        {
            std::lock_guard lock(mutex_);
            job_ = std::move(job);
        }
        wake_.notify_one();
    }
    bool busy = false; // service thread only: a job was given and its answer not yet handled

  private:
    void run() {
        for (;;) {
            Job job;
            {
                std::unique_lock lock(mutex_);
                wake_.wait(lock, [this] { return stop_ || job_; });
                if (stop_) break;
                job = std::move(*job_);
                job_.reset();
            }
            done_(play(job));
        }
        drop();
    }

    Answer play(const Job& job) {
        Answer answer{job.id, {}, false, {}};
        std::string error;
        // Asked twice at most: a dead or hung engine is started afresh and asked again.
        for (int attempt = 0; attempt < 2 && !stopping(); ++attempt) {
            if (!prepare(job, error)) {
                drop();
                continue;
            }
            EngineSearch search = client_->go(job.limits, job.timeout);
            if (search.fault == EngineFault::NONE) {
                answer.move = search.bestMove;
                answer.resigned = search.resigned;
                return answer;
            }
            error = search.error;
            std::clog << engineRestartLogWords(engine_, error) << "\n";
            drop();
        }
        answer.error = error.empty() ? engineStoppedWords() : error;
        return answer;
    }

    bool prepare(const Job& job, std::string& error) {
        if (!client_ || client_->ended()) {
            drop();
            std::unique_ptr<EngineClient> client = startEngine(job.entry.spec, job.variant, error);
            if (!client) return false;
            std::lock_guard lock(mutex_);
            client_ = std::move(client);
            pid_ = client_->processId();
            variant_ = job.variant;
        }
        if (variant_ != job.variant) {
            if (!client_->selectVariant(job.variant, error)) return false;
            variant_ = job.variant;
            gameKey_.clear();
        }
        if (options_ != job.levelOptions) {
            for (const auto& [name, value] : job.levelOptions)
                if (!client_->setOption(name, value, error)) return false;
            options_ = job.levelOptions;
        }
        if (gameKey_ != job.gameKey) {
            if (!client_->newGame(error)) return false;
            gameKey_ = job.gameKey;
        }
        return client_->setPosition(job.startFen, job.moves, error);
    }

    // The service is shutting down: no engine is started again.
    bool stopping() {
        std::lock_guard lock(mutex_);
        return stop_;
    }

    // The engine goes (killed if it does not leave by itself); the next job starts another.
    void drop() {
        std::unique_ptr<EngineClient> client;
        {
            std::lock_guard lock(mutex_);
            client = std::move(client_);
            pid_ = -1;
        }
        client.reset();
        variant_.clear();
        gameKey_.clear();
        options_.clear();
    }

    std::string engine_;
    Done done_;
    std::mutex mutex_; // guards job_, stop_, client_ and pid_ between the two threads
    std::condition_variable wake_;
    std::optional<Job> job_;
    bool stop_ = false;
    int pid_ = -1;
    std::unique_ptr<EngineClient> client_;
    // The worker thread's own: what the engine was last told.
    std::string variant_, gameKey_;
    std::vector<std::pair<std::string, std::string>> options_;
    std::thread thread_; // last: it starts running once everything else is made
};

EngineSeats::EngineSeats(Dispatcher& dispatcher, Agenda& agenda, ExternalEngines& engines,
                         int processLimit)
    : dispatcher_(dispatcher), agenda_(agenda), engines_(engines),
      limit_(std::size_t(std::max(0, processLimit))) {}

EngineSeats::~EngineSeats() { workers_.clear(); }

void EngineSeats::update(const std::string& place, const std::vector<ThinkingTask>& turns) {
    for (auto it = jobs_.begin(); it != jobs_.end();) {
        Job& job = it->second;
        bool wanted = job.task.place != place ||
                      std::find(turns.begin(), turns.end(), job.task) != turns.end();
        if (!wanted) job.cancelled = true;
        // One not yet given to an engine is simply forgotten.
        auto waiting = std::find(waiting_.begin(), waiting_.end(), it->first);
        if (job.cancelled && waiting != waiting_.end()) {
            waiting_.erase(waiting);
            it = jobs_.erase(it);
        } else {
            ++it;
        }
    }
    // What the engines are is learned first, off this thread; every place is updated again
    // once it is known (Service::Impl).
    if (!turns.empty() && !engines_.known()) {
        engines_.learn();
        assign();
        return;
    }
    for (const ThinkingTask& turn : turns) {
        bool already = std::any_of(jobs_.begin(), jobs_.end(), [&](const auto& j) {
            return !j.second.cancelled && j.second.task == turn;
        });
        if (already) continue;
        if (std::optional<std::string> why = unusable(turn)) {
            // A seat kept from before a restart whose engine is not offered now: the seat is
            // given back rather than held by an engine that never moves.
            ++leaving_;
            agenda_.post([this, turn, why = *why](Dispatcher&) {
                --leaving_;
                return dispatcher_.engineGone(turn, why);
            });
            continue;
        }
        if (std::optional<Job> job = jobFor(turn)) submit(std::move(*job));
    }
    assign();
}

std::optional<std::string> EngineSeats::unusable(const ThinkingTask& task) {
    if (limit_ == 0) return noEnginesOfferedWords();
    const EngineFacts* facts = engines_.facts(task.engine);
    if (!facts) return noEngineCalledWords(task.engine);
    if (!facts->installed) return engineNotInstalledWords();
    if (!facts->problem.empty()) return facts->problem;
    const GameObject* t = dispatcher_.objectFor(task);
    if (!t) return std::nullopt;
    const Variant& variant = t->game().variant();
    if (std::find(facts->variants.begin(), facts->variants.end(), variant.key) ==
        facts->variants.end())
        return engineDoesNotPlayWords(variant);
    return std::nullopt;
}

std::optional<EngineSeats::Job> EngineSeats::jobFor(const ThinkingTask& task) {
    const GameObject* t = dispatcher_.objectFor(task);
    const CatalogEntry* entry = engines_.find(task.engine);
    const EngineFacts* facts = engines_.facts(task.engine);
    if (!t || !entry || !facts) return std::nullopt;
    Job job;
    job.task = task;
    job.entry = *entry;
    const Game& g = t->game();
    job.variant = std::string(g.variant().key);
    job.startFen = g.startPosition().fen();
    for (const PlyRecord& ply : g.history())
        if (!ply.automatic) job.moves.push_back(toUci(ply.move));
    job.gameKey = task.place + "\n" + task.object + "\n" + std::to_string(task.gameNumber);
    std::optional<int> level = task.engineLevel;
    switch (facts->levels.kind) {
    case EngineLevels::Kind::SKILL:
        job.levelOptions = {{"Skill Level", std::to_string(level.value_or(facts->levels.most))}};
        break;
    case EngineLevels::Kind::ELO:
        if (level)
            job.levelOptions = {{"UCI_LimitStrength", "true"}, {"UCI_Elo", std::to_string(*level)}};
        else
            job.levelOptions = {{"UCI_LimitStrength", "false"}};
        break;
    case EngineLevels::Kind::DEPTH: job.limits.depth = level.value_or(0); break;
    case EngineLevels::Kind::NONE: break;
    }
    if (const std::optional<GameClock>& clock = t->clock()) {
        TimePoint now = std::chrono::steady_clock::now();
        const TimeControl& tc = clock->control();
        job.limits.whiteTime = std::max(milliseconds(0), clock->left(WHITE, now));
        job.limits.blackTime = std::max(milliseconds(0), clock->left(BLACK, now));
        Millis increment = tc.kind == TimeControl::Kind::INCREMENT ? tc.extra : Millis{0};
        job.limits.whiteIncrement = job.limits.blackIncrement = increment;
        if (tc.movesPerPeriod)
            job.limits.movesToGo =
                tc.movesPerPeriod - clock->movesMade(task.side) % tc.movesPerPeriod;
        job.timeout = std::max(milliseconds(0), clock->left(task.side, now)) + HANG_GRACE;
    } else {
        job.ownMoveTime =
            facts->levels.kind == EngineLevels::Kind::DEPTH ? DEPTH_MOVE_TIME : MOVE_TIME;
        job.limits.moveTime = job.ownMoveTime;
        job.timeout = *job.limits.moveTime + HANG_GRACE;
    }
    return job;
}

void EngineSeats::submit(Job job) {
    job.id = nextId_++;
    job.asked = std::chrono::steady_clock::now();
    waiting_.push_back(job.id);
    jobs_.emplace(job.id, std::move(job));
}

void EngineSeats::assign() {
    while (!waiting_.empty()) {
        Job& job = jobs_.at(waiting_.front());
        const std::string& engine = job.task.engine;
        Worker* chosen = nullptr;
        for (auto& w : workers_)
            if (!w->busy && w->engine() == engine) chosen = w.get();
        if (!chosen && workers_.size() >= limit_) {
            // An idle process of another engine makes way for this one.
            auto idle = std::find_if(workers_.begin(), workers_.end(),
                                     [](const auto& w) { return !w->busy; });
            if (idle == workers_.end()) return; // all busy: wait for one to answer
            workers_.erase(idle);
        }
        if (!chosen && limit_ > 0) {
            workers_.push_back(std::make_unique<Worker>(engine, [this](const Answer& answer) {
                agenda_.post([this, answer](Dispatcher&) { return finished(answer); });
            }));
            chosen = workers_.back().get();
        }
        if (!chosen) return;
        shareTime(job);
        chosen->busy = true;
        assigned_[job.id] = chosen;
        waiting_.pop_front();
        chosen->give(job);
    }
}

// External engines count against the same limits as our own (search::EnginePool): while
// games wait for an engine process, a move's time shrinks so that the last of them is still
// answered within REPLY_WITHIN, about (running + waiting) / processes + 1 turns from now, and a
// move that had to wait answers by its own due time; never below MIN_TURN. Once nobody waits, a
// move has its level's own time again. UCI and XBoard engines are told a move's time when they
// start on it, so it is fixed then. On a clock an engine keeps its own time management.
void EngineSeats::shareTime(Job& job) const {
    if (!job.ownMoveTime) return;
    auto now = std::chrono::steady_clock::now();
    auto running = std::size_t(
        std::count_if(workers_.begin(), workers_.end(), [](const auto& w) { return w->busy; }));
    std::size_t behind = waiting_.size() - 1; // waiting_.front() is this job
    auto left = std::chrono::duration_cast<milliseconds>(job.asked + REPLY_WITHIN - now);
    milliseconds turn = *job.ownMoveTime;
    if (behind > 0)
        turn = std::min(turn, left / static_cast<long>((running + behind) / limit_ + 1));
    turn = std::min(turn, left); // a move that had to wait is due all the same
    job.limits.moveTime = std::max(turn, MIN_TURN);
    job.timeout = *job.limits.moveTime + HANG_GRACE;
}

std::optional<Dispatched> EngineSeats::finished(const Answer& answer) {
    auto found = jobs_.find(answer.id);
    if (found == jobs_.end()) return std::nullopt;
    Job job = std::move(found->second);
    jobs_.erase(found);
    if (auto worker = assigned_.find(answer.id); worker != assigned_.end()) {
        worker->second->busy = false;
        assigned_.erase(worker);
    }
    assign();
    if (job.cancelled) return std::nullopt;
    if (!answer.error.empty())
        return dispatcher_.engineGone(job.task, failedAgainWords(answer.error));
    if (answer.resigned) return dispatcher_.engineResigns(job.task);
    const GameObject* t = dispatcher_.objectFor(job.task);
    if (!t) return std::nullopt;
    std::optional<Move> move = parseUci(t->game().position(), answer.move);
    if (!move || !t->game().legalMoves().contains(*move)) {
        // Never played: our rules judge every move an engine sends.
        std::clog << engineIllegalMoveLogWords(job.task.engine, answer.move,
                                               t->game().position().fen())
                  << "\n";
        if (++job.illegalMoves >= ILLEGAL_TRIES)
            return dispatcher_.engineGone(job.task,
                                          illegalEngineMovesWords(answer.move, ILLEGAL_TRIES));
        submit(std::move(job));
        assign();
        return std::nullopt;
    }
    return dispatcher_.computerMoves(job.task, *move, 0, false);
}

} // namespace mudchess
