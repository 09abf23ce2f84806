// The order moves are tried in: the transposition table's move, then captures by most valuable
// victim and least valuable attacker, then the killer moves of this ply, then quiet moves by how
// often they refuted something before (the history). Good order is what makes alpha-beta cut.
#pragma once

#include "chess/movegen.hpp"
#include "search/score.hpp"

namespace mudchess::search {

struct SearchHistory {
    Move killers[MAX_PLY + 1][2];
    int history[COLOR_NB][SQUARE_NB][SQUARE_NB];

    void clear();
    void age(); // halves the history between searches, so old lessons fade
    // A quiet move caused a beta cutoff: reward it, punish the quiet moves tried before it.
    void onQuietCutoff(Color us, Move best, int ply, int depth, const Move* tried, int triedCount);
};

// Hands out the moves of `moves` best first (selection sort: a cutoff usually comes early, so
// most of the list is never sorted).
class MovePicker {
  public:
    MovePicker(const Position& pos, MoveList& moves, Move ttMove, const SearchHistory& history,
               int ply);
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
