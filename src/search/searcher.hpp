// One thinking thread's search: iterative deepening over a principal variation search with
// aspiration windows, quiescence, a transposition table (also in quiescence), null-move
// pruning, late-move reductions (more at expected cut nodes) and pruning, futility,
// history and static-exchange pruning near the leaves, internal iterative reduction, singular
// extensions, killer, history, two-ply continuation-history and capture-history ordering,
// a static evaluation corrected per pawn structure by what searches found (its pawn terms kept
// in a table of their own), check extensions and mate-distance scores. Each was kept for what
// it won in self-play (docs/engine-journal.md). It plays by the variant's rules
// through the rules core's move generator (Position copy-make), and by its draw rules:
// repetition and the 50-move rule only where the variant has them.
#pragma once

#include "chess/game.hpp"
#include "search/accumulator_stack.hpp"
#include "search/blind_spots.hpp"
#include "search/correction_history.hpp"
#include "search/engine.hpp"
#include "search/level.hpp"
#include "search/move_order.hpp"
#include "search/pawn_table.hpp"
#include "search/tt.hpp"

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <vector>

namespace mudchess::search {

// What a search starts from: the position and the keys of the positions before it.
struct SearchRoot {
    Position position;
    std::vector<Key> previous; // oldest first, the current position not included
    bool lastMoveWasPass = false;
    static SearchRoot fromGame(const Game& game);
};

// One completed iteration, for UCI's info lines.
struct Iteration {
    int depth = 0;
    int score = 0;  // centipawns from the side to move
    int mateIn = 0; // as in Thought
    std::uint64_t nodes = 0;
    std::chrono::milliseconds elapsed{0};
    std::vector<Move> pv;
};
using IterationSink = std::function<void(const Iteration&)>;

class Searcher {
  public:
    explicit Searcher(std::size_t tableMiB = 16);
    // A searcher on a table shared with others (Lazy SMP, see parallel_search.hpp). Helper
    // `helperIndex` (1, 2, ...) leaves the table's generation to the main searcher (index 0)
    // and starts its iterations at other depths, so the threads do not all search alike.
    Searcher(std::shared_ptr<TranspositionTable> table, int helperIndex);
    void resizeTable(std::size_t mebibytes) { tt_->resize(mebibytes); }
    void clear(); // forget everything learned (a new game)
    // Nodes searched so far in the current search, readable from another thread (updated
    // every thousand nodes or so, and at the end).
    std::uint64_t nodesSoFar() const { return publishedNodes_.load(std::memory_order_relaxed); }

    // Thinks until a limit or `stop`; `stop` set from outside gives a cancelled Thought.
    Thought think(const SearchRoot& root, const Limits& limits, const std::atomic<bool>& stop,
                  const IterationSink& onIteration = {});

  private:
    struct RootMove {
        Move move;
        int score;
    };

    int rootSearch(const Position& pos, int alpha, int beta, int depth, bool exactAll);
    // `cutNode`: a null-window node expected to fail high (its parent expects a refutation).
    int search(const Position& pos, int alpha, int beta, int depth, int ply, bool pvNode,
               bool cutNode, bool nullAllowed);
    // The static evaluation `rawEval` of `pos` corrected by what searches of this pawn
    // structure found.
    int correctedEval(const Position& pos, int rawEval) const;
    // The static evaluation as this search's level sees it (`pos` at `ply` of the line).
    int staticEvaluation(const Position& pos, int ply);
    // `qply`: plies into quiescence, which bounds its length.
    int quiesce(const Position& pos, int alpha, int beta, int ply, int qply = 0);
    bool isRepetition(const Position& pos, int ply) const;
    bool shouldStop();
    void updatePv(int ply, Move m);

    std::shared_ptr<TranspositionTable> tt_;
    int helperIndex_ = 0;
    SearchHistory history_;
    CorrectionHistory corrections_;
    PawnTable pawns_;
    AccumulatorStack line_; // the network's sums along the current line
    std::atomic<std::uint64_t> publishedNodes_{0};

    // Per search.
    const std::atomic<bool>* stop_ = nullptr;
    std::chrono::steady_clock::time_point start_;
    std::chrono::steady_clock::time_point hardDeadline_;
    bool hasDeadline_ = false;
    const std::atomic<std::chrono::steady_clock::rep>* answerBy_ = nullptr; // Limits::answerBy
    bool timeStopsAllowed_ = false; // not before the first iteration is complete
    std::uint64_t nodeLimit_ = 0;
    std::uint64_t nodes_ = 0;
    bool stopped_ = false;
    int rootDepth_ = 0;
    bool drawByRepetition_ = false, drawByMoveCount_ = false;
    // Levels 1-3: the opponent's replies (odd plies) this search does not see, and what its
    // evaluation looks at. Their scores are then its own illusions (`ownView_`): it keeps them
    // in a table of its own, emptied for every search, and teaches the corrections nothing.
    BlindSpots blind_;
    View view_ = View::FULL;
    bool ownView_ = false;
    std::unique_ptr<TranspositionTable> blindTable_;
    TranspositionTable* table_ = nullptr; // the one this search reads and fills

    std::vector<Key> keys_; // the game's keys, then one a ply of the current line
    std::size_t rootIndex_ = 0;
    bool passed_[MAX_PLY + 2] = {};                 // the move into ply p+1 was a pass
    bool nullMove_[MAX_PLY + 2] = {};               // the move into ply p+1 was a null move
    int staticEval_[MAX_PLY + 2] = {};              // at ply p; -SCORE_INFINITE when in check
    SearchHistory::Previous previous_[MAX_PLY + 2]; // the move into ply p
    Square landed_[MAX_PLY + 2] = {};               // where the move into ply p went
    Move excluded_[MAX_PLY + 2];                    // skipped at ply p (singular search)
    int doubleExtensions_[MAX_PLY + 2] = {};        // two-ply extensions on the line to ply p
    RootMove rootMoves_[MAX_MOVES];
    int rootMoveCount_ = 0;
    Move pv_[MAX_PLY + 1][MAX_PLY + 1];
    int pvLength_[MAX_PLY + 1] = {};
};

} // namespace mudchess::search
