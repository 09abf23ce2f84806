#include "search/parallel_search.hpp"

#include <algorithm>
#include <thread>

namespace mudchess::search {

ParallelSearcher::ParallelSearcher(int threads, std::size_t tableMiB)
    : table_(std::make_shared<TranspositionTable>(tableMiB)) {
    setThreads(threads);
}

void ParallelSearcher::setThreads(int threads) {
    searchers_.clear();
    for (int i = 0; i < std::max(1, threads); ++i)
        searchers_.push_back(std::make_unique<Searcher>(table_, i));
}

void ParallelSearcher::clear() {
    for (auto& s : searchers_) s->clear();
}

std::uint64_t ParallelSearcher::helperNodes() const {
    std::uint64_t nodes = 0;
    for (std::size_t i = 1; i < searchers_.size(); ++i) nodes += searchers_[i]->nodesSoFar();
    return nodes;
}

Thought ParallelSearcher::think(const SearchRoot& root, const Limits& limits,
                                const std::atomic<bool>& stop, const IterationSink& onIteration) {
    // The helpers think until the main thread is done: no time, depth or node bound of their
    // own (a level's depth cap still holds, so a weakened level is not helped past it).
    Limits helperLimits;
    helperLimits.level = limits.level;
    helperLimits.infinite = true;
    std::atomic<bool> helpersStop{false};
    std::vector<std::thread> helpers;
    for (std::size_t i = 1; i < searchers_.size(); ++i)
        helpers.emplace_back([this, i, &root, &helperLimits, &helpersStop] {
            searchers_[i]->think(root, helperLimits, helpersStop);
        });

    IterationSink report;
    if (onIteration)
        report = [this, &onIteration](const Iteration& it) {
            Iteration all = it;
            all.nodes += helperNodes();
            onIteration(all);
        };
    Thought thought = searchers_[0]->think(root, limits, stop, report);

    helpersStop.store(true);
    for (std::thread& t : helpers) t.join();
    thought.nodes += helperNodes();
    return thought;
}

} // namespace mudchess::search
