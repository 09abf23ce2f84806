// The analyses after games, made one at a time on a thread of their own that runs below the
// computer opponents in priority, so no computer reply waits for an analysis. Progress and the
// result go back to the service's thread through the agenda, as the computer's moves do.
#pragma once

#include "dispatch/dispatcher.hpp"
#include "engine_client/engine_catalog.hpp"
#include "service/agenda.hpp"
#include "service/analysis_engine.hpp"

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <thread>

namespace mudchess {

class AnalysisWorker {
  public:
    // The external engines an analysis may use (ANALYSIS_ENGINES, as the catalog has them);
    // none: our engine alone.
    using EngineCandidates = std::function<std::vector<CatalogEntry>()>;
    AnalysisWorker(Dispatcher& dispatcher, Agenda& agenda, std::size_t nodes,
                   EngineCandidates candidates = {});
    ~AnalysisWorker(); // stops the analysis under way and joins the thread
    AnalysisWorker(const AnalysisWorker&) = delete;
    AnalysisWorker& operator=(const AnalysisWorker&) = delete;

    // Takes the analyses players asked for since the last call, and drops those they stopped
    // (the one under way stops at its next position). Service thread only.
    void update();
    // Whether an analysis waits or runs, its result not yet handed back.
    bool busy() const { return outstanding_ > 0; }

  private:
    struct Job {
        AnalysisTask task;
        std::vector<CatalogEntry> engines;
    };
    void work();
    // The game of `job` analysed by the strongest engine there is for its variant, else ours.
    std::optional<analysis::GameAnalysis> analyse(const Job& job, search::Searcher& ours);

    Dispatcher& dispatcher_;
    Agenda& agenda_;
    std::size_t nodes_;
    std::mutex mutex_;
    std::condition_variable wake_;
    EngineCandidates candidates_;
    std::deque<Job> queue_;
    // The external engines started so far, by name and variant; owned by the worker thread.
    std::map<std::string, std::unique_ptr<AnalysisEngine>> engines_;
    bool stopping_ = false;
    std::optional<AnalysedGame> current_; // the game being analysed, under mutex_
    // Set to stop the analysis under way: a player stopped it, or the worker is ending.
    std::atomic<bool> cancel_{false};
    int outstanding_ = 0; // service thread only: handed to the worker, result not yet back
    std::thread thread_;  // started with the first analysis
};

} // namespace mudchess
