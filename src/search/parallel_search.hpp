// Lazy SMP: several threads search the same position at once, sharing one transposition table.
// Each helper runs its own iterative deepening (every other one a ply ahead) and writes what it
// finds to the table, where the main thread picks it up; the main thread alone keeps time,
// reports iterations and decides the move. When the main thread stops (its limits, or `stop`
// from outside), the helpers are stopped and joined before the move is given, so nothing of
// one search runs on into the next. With one thread it is exactly the plain Searcher.
#pragma once

#include "search/searcher.hpp"

#include <memory>
#include <vector>

namespace mudchess::search {

class ParallelSearcher {
  public:
    ParallelSearcher(int threads, std::size_t tableMiB);
    int threads() const { return int(searchers_.size()); }
    void setThreads(int threads); // not during a search
    void resizeTable(std::size_t mebibytes) { table_->resize(mebibytes); }
    void clear(); // a new game: the table and every thread's history

    // As Searcher::think; the Thought's and iterations' nodes count every thread's.
    Thought think(const SearchRoot& root, const Limits& limits, const std::atomic<bool>& stop,
                  const IterationSink& onIteration = {});

  private:
    std::uint64_t helperNodes() const;

    std::shared_ptr<TranspositionTable> table_;
    std::vector<std::unique_ptr<Searcher>> searchers_; // [0] is the main thread's
};

} // namespace mudchess::search
