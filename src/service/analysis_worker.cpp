#include "service/analysis_worker.hpp"

#include "search/searcher.hpp"
#include "service/below_the_computer.hpp"

namespace mudchess {

namespace {

// Memory of the analysis thread's transposition table.
constexpr std::size_t TABLE_MIB = 16;

} // namespace

AnalysisWorker::AnalysisWorker(Dispatcher& dispatcher, Agenda& agenda, std::size_t nodes,
                               EngineCandidates candidates)
    : dispatcher_(dispatcher), agenda_(agenda), nodes_(nodes), candidates_(std::move(candidates)) {}

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
    std::vector<AnalysedGame> stopped = dispatcher_.takeStoppedAnalyses();
    if (!stopped.empty()) {
        std::lock_guard lock(mutex_);
        for (const AnalysedGame& game : stopped) {
            // Dropped unseen when still waiting; its result was never to come back.
            outstanding_ -=
                int(std::erase_if(queue_, [&](const Job& j) { return j.task.game == game; }));
            if (current_ == game) cancel_ = true;
        }
    }
    std::vector<AnalysisTask> asked = dispatcher_.takeAnalysisRequests();
    if (asked.empty()) return;
    {
        std::lock_guard lock(mutex_);
        for (AnalysisTask& task : asked)
            queue_.push_back(
                {std::move(task), candidates_ ? candidates_() : std::vector<CatalogEntry>{}});
    }
    outstanding_ += int(asked.size());
    if (!thread_.joinable()) thread_ = std::thread([this] { work(); });
    wake_.notify_one();
}

void AnalysisWorker::work() {
    runBelowTheComputer();
    search::Searcher searcher(TABLE_MIB);
    // The engines it started end here, on the thread that owns their processes.
    struct EndEngines {
        std::map<std::string, std::unique_ptr<AnalysisEngine>>& engines;
        ~EndEngines() { engines.clear(); }
    } endEngines{engines_};
    for (;;) {
        std::unique_lock lock(mutex_);
        wake_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
        if (stopping_) return;
        Job job = std::move(queue_.front());
        queue_.pop_front();
        current_ = job.task.game;
        cancel_ = false;
        lock.unlock();
        std::optional<analysis::GameAnalysis> result = analyse(job, searcher);
        lock.lock();
        current_.reset();
        if (stopping_) return;
        lock.unlock();
        agenda_.post([this, task = std::move(job.task),
                      result = std::move(result)](Dispatcher& d) -> std::optional<Dispatched> {
            --outstanding_;
            return d.analysisFinished(task, result ? &*result : nullptr);
        });
    }
}

std::optional<analysis::GameAnalysis> AnalysisWorker::analyse(const Job& job,
                                                              search::Searcher& ours) {
    const AnalysisTask& task = job.task;
    AnalysedGame game = task.game;
    auto progress = [&](std::size_t done, std::size_t total) {
        agenda_.post([game, done, total](Dispatcher& d) -> std::optional<Dispatched> {
            d.analysisProgress(game, done, total);
            return std::nullopt;
        });
    };
    // Started once a variant (null: none plays it, not tried again), again after a failure.
    std::string variant(task.replay.variant().key);
    auto found = engines_.find(variant);
    if (found == engines_.end() || (found->second && !found->second->usable()))
        found =
            engines_.insert_or_assign(variant, AnalysisEngine::start(job.engines, variant)).first;
    std::unique_ptr<AnalysisEngine>& engine = found->second;
    if (engine) {
        std::optional<analysis::GameAnalysis> result = analysis::analyseGame(
            task.replay, engine->judge(task.replay, {.nodes = nodes_, .depth = 0}), cancel_,
            progress);
        if (result) {
            result->engine = engine->name();
            result->limits = {.nodes = nodes_, .depth = 0};
            return result;
        }
        if (cancel_) return std::nullopt;
        engines_.erase(found); // it failed: ours analyses this game, the next starts it again
    }
    std::optional<analysis::GameAnalysis> result =
        analysis::analyseGame(task.replay, {.nodes = nodes_, .depth = 0}, ours, cancel_, progress);
    if (result) result->engine = "mudchess";
    return result;
}

} // namespace mudchess
