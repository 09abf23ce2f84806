// The order moves are tried in: the transposition table's move, then captures by most valuable
// victim and least valuable attacker (ties broken by what such captures won before), then the
// killer moves of this ply, then quiet moves by how often they refuted something before (the
// histories). Good order is what makes alpha-beta cut.
#pragma once

#include "chess/movegen.hpp"
#include "search/score.hpp"

#include <memory>

namespace mudchess::search {

// What earlier cutoffs taught: killers by ply, and histories of quiet moves and of captures. The
// butterfly history scores a quiet move by its squares; the continuation histories score it by
// the opponent's move just before it (a reply that refuted that move before is tried early
// again) and by the side's own move before that (a plan's next step). The capture history
// scores a capture by the piece, its square and the victim, to order captures of equal material
// by what they won before.
struct SearchHistory {
    // An earlier move, as the continuation histories index it: the type of piece that moved and
    // where it went. A null move or a pass leaves no move (type NO_PIECE_TYPE).
    struct Previous {
        PieceType type = NO_PIECE_TYPE;
        Square to = Square(0);
    };
    // The two moves before the one being chosen: the opponent's last and the side's own.
    struct Context {
        Previous opponent;
        Previous own;
    };

    SearchHistory();
    Move killers[MAX_PLY + 1][2];
    int history[COLOR_NB][SQUARE_NB][SQUARE_NB];

    void clear();
    // Between searches: forgets the killers and halves the move and capture histories, so old
    // lessons fade.
    void age();
    // The score of a quiet move for ordering, pruning and reductions: its histories together.
    int quietScore(const Position& pos, Move m, Context context) const;
    int captureScore(const Position& pos, Move m) const;
    // A move caused a beta cutoff: reward it, punish the moves of its kind tried before it, and
    // (after a quiet cutoff) every capture tried before, which did not cut.
    void onQuietCutoff(const Position& pos, Move best, int ply, int depth, Context context,
                       const Move* quiets, int quietCount, const Move* captures, int captureCount);
    void onCaptureCutoff(const Position& pos, Move best, int depth, const Move* captures,
                         int captureCount);

  private:
    int* continuationRow(const std::unique_ptr<int[]>& table, Color us, Previous previous) const;
    static std::size_t captureIndex(const Position& pos, Move m);
    // [us][previous type][previous to][type][to], on the heap: 2.6 MB each.
    std::unique_ptr<int[]> continuation_; // after the opponent's move
    std::unique_ptr<int[]> followUp_;     // after the side's own move before that
    // [us][type][to][victim]
    std::unique_ptr<int[]> captures_;
};

// Hands out the moves of `moves` best first (selection sort: a cutoff usually comes early, so
// most of the list is never sorted): the table's move, captures and promotions that do not lose
// material, the killers, quiet moves by their histories, and last the captures that lose
// material by static exchange. Scoring is lazy, in the same order: nothing is scored before the
// table's move has been tried, and the quiet moves' histories only when no better move is left,
// because a cutoff often comes first. Quiet moves scored that late also see what the searches
// of the moves before them taught the histories.
class MovePicker {
  public:
    MovePicker(const Position& pos, MoveList& moves, Move ttMove, const SearchHistory& history,
               int ply, SearchHistory::Context context = {});
    // The next move, or a none move at the end.
    Move next();
    // The histories' score (SearchHistory::quietScore) of the quiet move next() gave last.
    int lastQuietScore() const;

  private:
    void scoreAllButQuiets();
    void scoreQuiets();

    const Position& pos_;
    MoveList& moves_;
    const SearchHistory& history_;
    SearchHistory::Context context_;
    Move ttMove_;
    int ply_;
    int scores_[MAX_MOVES];
    bool quiet_[MAX_MOVES];
    int index_ = 0;
    bool scored_ = false, quietsScored_ = false;
};

// Captures and promotions only, best victim first; for quiescence.
int filterTactical(const Position& pos, MoveList& moves, int* scores);

bool isTactical(const Position& pos, Move m);

} // namespace mudchess::search
