// How far the static evaluation has been off for a pawn structure, learned from the search.
// A hand-written evaluation misjudges some structures the same way every time (a blocked centre,
// a weak pawn it cannot see is lost); wherever a search's result settles a node's score on one
// side of its static evaluation, the difference is averaged into an entry for the pawns on the
// board and the side to move, and later static evaluations of that structure are corrected by
// it. Pruning, which compares the static evaluation with the window, then errs less. Without
// pawns there is no structure to learn: every pawnless ending would share one entry, and a
// rook ending's lesson would skew a queen ending's, so those positions are left as they are.
#pragma once

#include "chess/position.hpp"
#include "search/pawn_table.hpp"

#include <algorithm>
#include <cstdint>
#include <memory>

namespace mudchess::search {

class CorrectionHistory {
  public:
    CorrectionHistory() : table_(std::make_unique<std::int32_t[]>(SIZE)) { clear(); }

    void clear() { std::fill_n(table_.get(), SIZE, 0); }

    // The correction in centipawns for `pos`'s static evaluation.
    int correction(const Position& pos) const {
        return pos.pieces(PAWN) ? table_[indexOf(pos)] / GRAIN : 0;
    }

    // A search to `depth` found `searched` where the uncorrected static evaluation said
    // `staticEval`: the entry moves toward the difference, more for a deeper search.
    void update(const Position& pos, int depth, int searched, int staticEval) {
        if (!pos.pieces(PAWN)) return;
        std::int32_t& entry = table_[indexOf(pos)];
        int weight = std::min(depth * depth + 2 * depth + 1, 128);
        int target = std::clamp(searched - staticEval, -LIMIT, LIMIT) * GRAIN;
        entry = std::int32_t(
            (std::int64_t(entry) * (256 - weight) + std::int64_t(target) * weight) / 256);
    }

  private:
    static constexpr int GRAIN = 256; // the entries keep fractions of a centipawn
    static constexpr int LIMIT = 128; // centipawns: a correction is a nudge, not a verdict
    static constexpr int BITS = 14;   // entries per side to move: 2^BITS
    static constexpr std::size_t SIZE = std::size_t(COLOR_NB) << BITS;

    static std::size_t indexOf(const Position& pos) {
        // The variant's id keeps variants apart.
        std::uint64_t mixed = mixPawns(pos.pieces(WHITE, PAWN),
                                       pos.pieces(BLACK, PAWN) + std::uint64_t(pos.variant().id));
        return std::size_t(pos.sideToMove()) << BITS | std::size_t(mixed >> (64 - BITS));
    }

    std::unique_ptr<std::int32_t[]> table_;
};

} // namespace mudchess::search
