// The pool: worker threads, each with a Searcher and its share of the memory, taking jobs from
// one queue. A job's stop flag is shared with whoever may cancel it; a cancelled job that is
// still queued is answered by the next free worker without thinking, so every `done` comes from
// a worker thread and comes exactly once.
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

struct Job {
    JobId id;
    SearchRoot root;
    Limits limits;
    std::function<void(JobId, const Thought&)> done;
    std::shared_ptr<std::atomic<bool>> stop;
};

} // namespace

struct EnginePool::Impl {
    std::mutex mutex;
    std::condition_variable wake;
    std::deque<Job> queue;
    std::unordered_map<JobId, std::shared_ptr<std::atomic<bool>>> live; // queued or running
    JobId nextId = 1;
    bool closing = false;
    std::vector<std::thread> workers;

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
            }
            Thought thought;
            if (job.stop->load())
                thought.cancelled = true;
            else
                thought = searcher.think(job.root, job.limits, *job.stop);
            {
                std::lock_guard lock(mutex);
                live.erase(job.id);
            }
            if (job.done) job.done(job.id, thought);
        }
    }
};

EnginePool::EnginePool(PoolSettings settings) : impl_(std::make_unique<Impl>()) {
    int threads = std::max(1, settings.threads);
    std::size_t perWorker = std::max<std::size_t>(1, settings.memoryMiB / std::size_t(threads));
    for (int i = 0; i < threads; ++i)
        impl_->workers.emplace_back([this, perWorker] { impl_->work(perWorker); });
}

EnginePool::~EnginePool() {
    {
        std::lock_guard lock(impl_->mutex);
        impl_->closing = true;
        for (auto& [id, stop] : impl_->live) stop->store(true);
    }
    impl_->wake.notify_all();
    for (std::thread& t : impl_->workers) t.join();
}

JobId EnginePool::think(const Game& game, const Limits& limits,
                        std::function<void(JobId, const Thought&)> done) {
    Job job{0, SearchRoot::fromGame(game), limits, std::move(done),
            std::make_shared<std::atomic<bool>>(false)};
    JobId id;
    {
        std::lock_guard lock(impl_->mutex);
        id = job.id = impl_->nextId++;
        impl_->live.emplace(id, job.stop);
        if (impl_->closing) job.stop->store(true);
        impl_->queue.push_back(std::move(job));
    }
    impl_->wake.notify_one();
    return id;
}

void EnginePool::cancel(JobId job) {
    std::lock_guard lock(impl_->mutex);
    auto it = impl_->live.find(job);
    if (it != impl_->live.end()) it->second->store(true);
}

} // namespace mudchess::search
