// The pool: worker threads, each with a Searcher and its share of the memory, taking jobs from
// one queue. A job's stop flag is shared with whoever may cancel it; a cancelled job that is
// still queued is answered by the next free worker without thinking, so every `done` comes from
// a worker thread and comes exactly once.
//
// Sharing the workers' time: whenever a job is queued, starts or ends, every running job is
// given a time to answer by (Limits::answerBy). Job i of the queue is done after the running
// jobs and those ahead of it, about (running + i) / workers + 1 turns of a worker, so each turn
// may last no more than its time left before its reply is due, divided by that. The shortest
// such turn over the queue, never below MIN_TURN, is every running job's. A job that had to wait
// also answers when its own reply is due. With nobody queued, a job that did not wait is not
// hurried: the time grows back as soon as the load falls.
#include "search/engine.hpp"

#include "search/searcher.hpp"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <vector>

namespace mudchess::search {

namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

// The least a job thinks, however long the queue: below this even the strongest level plays
// from a search of a few plies, and the queue's last answer is late rather than poor.
constexpr milliseconds MIN_TURN{50};

struct Control {
    std::atomic<bool> stop{false};
    std::atomic<Clock::rep> answerBy{0}; // see Limits::answerBy
};

struct Job {
    JobId id;
    SearchRoot root;
    Limits limits;
    std::function<void(JobId, const Thought&)> done;
    std::shared_ptr<Control> control;
    Clock::time_point asked;
    bool waits = false; // every worker was busy when it was asked
};

struct Running {
    std::shared_ptr<Control> control;
    Clock::time_point started;
    // A job that had to wait answers when its reply is due, even once nobody waits behind it.
    Clock::time_point due = Clock::time_point::max();
};

} // namespace

struct EnginePool::Impl {
    std::mutex mutex;
    std::condition_variable wake;
    std::deque<Job> queue;
    std::unordered_map<JobId, std::shared_ptr<Control>> live; // queued or running
    std::unordered_map<JobId, Running> running;
    JobId nextId = 1;
    bool closing = false;
    milliseconds replyWithin{0};
    std::size_t workerCount = 1; // set before any worker starts
    std::vector<std::thread> workers;

    // Under `mutex`: every running job's time to answer by, as the file's comment says.
    void share(Clock::time_point now) {
        Clock::duration turn = Clock::duration::max(); // nobody waits: nobody is hurried
        std::size_t ahead = running.size();
        for (const Job& job : queue) {
            if (job.control->stop.load()) continue; // answered at once, without a turn
            auto turns = static_cast<Clock::rep>(ahead / workerCount + 1);
            turn = std::min(turn, (job.asked + replyWithin - now) / turns);
            ++ahead;
        }
        for (auto& [id, r] : running) {
            Clock::time_point by = r.due;
            if (turn != Clock::duration::max())
                by = std::min(by, r.started + std::max<Clock::duration>(turn, MIN_TURN));
            r.control->answerBy.store(
                by == Clock::time_point::max() ? 0 : by.time_since_epoch().count());
        }
    }

    void work(std::size_t tableMiB) {
        Searcher searcher(tableMiB);
        while (true) {
            Job job;
            {
                std::unique_lock lock(mutex);
                wake.wait(lock, [this] { return closing || !queue.empty(); });
                if (queue.empty()) return; // closing, and nothing left to answer
                job = std::move(queue.front());
                queue.pop_front();
                Clock::time_point now = Clock::now();
                Running started{job.control, now};
                if (job.waits)
                    started.due =
                        std::max(job.asked + replyWithin, now + Clock::duration(MIN_TURN));
                running.emplace(job.id, started);
                share(now);
            }
            Thought thought;
            if (job.control->stop.load()) {
                thought.cancelled = true;
            } else {
                job.limits.answerBy = &job.control->answerBy;
                thought = searcher.think(job.root, job.limits, job.control->stop);
            }
            {
                std::lock_guard lock(mutex);
                live.erase(job.id);
                running.erase(job.id);
                share(Clock::now());
            }
            if (job.done) job.done(job.id, thought);
        }
    }
};

EnginePool::EnginePool(PoolSettings settings) : impl_(std::make_unique<Impl>()) {
    int threads = std::max(1, settings.threads);
    std::size_t perWorker = std::max<std::size_t>(1, settings.memoryMiB / std::size_t(threads));
    impl_->replyWithin = settings.replyWithin;
    impl_->workerCount = std::size_t(threads);
    for (int i = 0; i < threads; ++i)
        impl_->workers.emplace_back([this, perWorker] { impl_->work(perWorker); });
}

EnginePool::~EnginePool() {
    {
        std::lock_guard lock(impl_->mutex);
        impl_->closing = true;
        for (auto& [id, control] : impl_->live) control->stop.store(true);
    }
    impl_->wake.notify_all();
    for (std::thread& t : impl_->workers) t.join();
}

JobId EnginePool::think(const Game& game, const Limits& limits,
                        std::function<void(JobId, const Thought&)> done) {
    Clock::time_point now = Clock::now();
    Job job{0,  SearchRoot::fromGame(game), limits, std::move(done), std::make_shared<Control>(),
            now};
    JobId id;
    {
        std::lock_guard lock(impl_->mutex);
        id = job.id = impl_->nextId++;
        impl_->live.emplace(id, job.control);
        if (impl_->closing) job.control->stop.store(true);
        job.waits = impl_->running.size() + impl_->queue.size() >= impl_->workerCount;
        impl_->queue.push_back(std::move(job));
        impl_->share(now);
    }
    impl_->wake.notify_one();
    return id;
}

void EnginePool::cancel(JobId job) {
    std::lock_guard lock(impl_->mutex);
    auto it = impl_->live.find(job);
    if (it == impl_->live.end()) return;
    it->second->stop.store(true);
    impl_->share(Clock::now()); // a cancelled job in the queue takes no turn
}

} // namespace mudchess::search
