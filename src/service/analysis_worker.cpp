#include "service/analysis_worker.hpp"

#include "search/searcher.hpp"

#include <sys/resource.h>
#include <unistd.h>

namespace mudchess {

namespace {

// Nice 19 for this thread alone (Linux gives each thread its own): whenever the computer
// opponents want a core, they have it.
void runBelowTheComputer() { setpriority(PRIO_PROCESS, pid_t(gettid()), 19); }

// Memory of the analysis thread's transposition table.
constexpr std::size_t TABLE_MIB = 16;

} // namespace

AnalysisWorker::AnalysisWorker(Dispatcher& dispatcher, Agenda& agenda, std::size_t nodes)
    : dispatcher_(dispatcher), agenda_(agenda), nodes_(nodes) {}

AnalysisWorker::~AnalysisWorker() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    cancel_ = true;
    wake_.notify_all();
    if (thread_.joinable()) thread_.join();
}

void AnalysisWorker::update() {
    std::vector<AnalysisTask> asked = dispatcher_.takeAnalysisRequests();
    if (asked.empty()) return;
    {
        std::lock_guard lock(mutex_);
        for (AnalysisTask& task : asked) queue_.push_back(std::move(task));
    }
    outstanding_ += int(asked.size());
    if (!thread_.joinable()) thread_ = std::thread([this] { work(); });
    wake_.notify_one();
}

void AnalysisWorker::work() {
    runBelowTheComputer();
    search::Searcher searcher(TABLE_MIB);
    for (;;) {
        std::unique_lock lock(mutex_);
        wake_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
        if (stopping_) return;
        AnalysisTask task = std::move(queue_.front());
        queue_.pop_front();
        lock.unlock();
        AnalysedGame game = task.game;
        auto progress = [&](std::size_t done, std::size_t total) {
            agenda_.post([game, done, total](Dispatcher& d) -> std::optional<Dispatched> {
                d.analysisProgress(game, done, total);
                return std::nullopt;
            });
        };
        std::optional<analysis::GameAnalysis> result = analysis::analyseGame(
            task.replay, {.nodes = nodes_, .depth = 0}, searcher, cancel_, progress);
        if (result) result->engine = "mudchess";
        agenda_.post([this, task = std::move(task),
                      result = std::move(result)](Dispatcher& d) -> std::optional<Dispatched> {
            --outstanding_;
            return d.analysisFinished(task, result ? &*result : nullptr);
        });
    }
}

} // namespace mudchess
