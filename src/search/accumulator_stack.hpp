// The network's accumulators (network.hpp) along the line a search is on, one a ply, each worked
// out only when an evaluation asks for it: from the ply before by the squares the move changed,
// or from every piece at the root. A move changes two to four squares of thirty-odd pieces, so
// updating costs a fraction of adding every piece up again; and a node whose evaluation the
// transposition table already holds costs nothing.
#pragma once

#include "chess/position.hpp"
#include "search/network.hpp"
#include "search/score.hpp"

#include <vector>

namespace mudchess::search {

class AccumulatorStack {
  public:
    // The search reached `pos` at `ply`; the positions at the plies before it are its line, and
    // stay alive (on the search's own stack) while it is searched.
    void enter(int ply, const Position& pos) {
        line_[ply] = &pos;
        ready_[ply] = false;
    }
    const network::Accumulator& at(int ply);

  private:
    const Position* line_[MAX_PLY + 2] = {};
    bool ready_[MAX_PLY + 2] = {};
    // On the heap: a searcher often lives on a thread's stack, and these take a kilobyte a ply.
    std::vector<network::Accumulator> accumulators_ =
        std::vector<network::Accumulator>(MAX_PLY + 2);
};

} // namespace mudchess::search
