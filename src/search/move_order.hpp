// The order moves are tried in: the transposition table's move, then captures by most valuable
// victim and least valuable attacker, then the killer moves of this ply, then quiet moves by how
// often they refuted something before (the history). Good order is what makes alpha-beta cut.
#pragma once

#include "chess/movegen.hpp"
#include "search/score.hpp"

#include <memory>

namespace mudchess::search {

// What earlier cutoffs taught: killers by ply, and two histories of quiet moves. The butterfly
// history scores a move by its squares; the continuation history scores it by the move played
// just before it (which piece went where), so a reply that refuted that move before is tried
// early again.
struct SearchHistory {
    // The previous move, as the continuation history indexes it: the type of piece that moved
    // and where it went. A null move or a pass leaves no previous move (type NO_PIECE_TYPE).
    struct Previous {
        PieceType type = NO_PIECE_TYPE;
        Square to = Square(0);
    };

    SearchHistory();
    Move killers[MAX_PLY + 1][2];
    int history[COLOR_NB][SQUARE_NB][SQUARE_NB];

    void clear();
    void age(); // halves the histories between searches, so old lessons fade
    // The score of a quiet move for ordering and reductions: both histories together.
    int quietScore(const Position& pos, Move m, Previous previous) const;
    // A quiet move caused a beta cutoff: reward it, punish the quiet moves tried before it.
    void onQuietCutoff(const Position& pos, Move best, int ply, int depth, Previous previous,
                       const Move* tried, int triedCount);

  private:
    int* continuationRow(Color us, Previous previous) const;
    // [us][previous type][previous to][type][to], on the heap: 2.6 MB.
    std::unique_ptr<int[]> continuation_;
};

// Hands out the moves of `moves` best first (selection sort: a cutoff usually comes early, so
// most of the list is never sorted): the table's move, captures and promotions that do not lose
// material, the killers, quiet moves by their histories, and last the captures that lose
// material by static exchange.
class MovePicker {
  public:
    MovePicker(const Position& pos, MoveList& moves, Move ttMove, const SearchHistory& history,
               int ply, SearchHistory::Previous previous = {});
    // The next move, or a none move at the end.
    Move next();

  private:
    MoveList& moves_;
    int scores_[MAX_MOVES];
    int index_ = 0;
};

// Captures and promotions only, best victim first; for quiescence.
int filterTactical(const Position& pos, MoveList& moves, int* scores);

bool isTactical(const Position& pos, Move m);

} // namespace mudchess::search
