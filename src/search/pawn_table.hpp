// What the evaluation works out from the pawns alone (doubled, isolated, backward and connected
// pawns; which pawns are passed), kept by where the pawns stand. A search meets the same pawns
// at most of its nodes, so each searcher keeps a small table of them and the evaluation works
// them out again only for pawns it has not seen. Entries hold the pawns themselves, so a hit is
// never a different structure.
#pragma once

#include "chess/types.hpp"
#include "search/eval_weights.hpp"

#include <cstdint>
#include <vector>

namespace mudchess::search {

struct PawnStructure {
    Bitboard pawns[COLOR_NB] = {}; // whose structure this is
    Phased score[COLOR_NB];        // each side's structure terms
    Bitboard passed[COLOR_NB] = {};
};

class PawnTable {
  public:
    // Every entry starts as the structure of no pawns at all, which is what it says.
    PawnTable() : entries_(ENTRIES) {}

    // The structure of these pawns; `workOut()` gives it when the entry holds other pawns.
    template <class WorkOut>
    const PawnStructure& probe(Bitboard white, Bitboard black, WorkOut workOut) {
        std::uint64_t h = white * 0x9E3779B97F4A7C15ULL ^ black * 0xC2B2AE3D27D4EB4FULL;
        PawnStructure& e = entries_[(h ^ h >> 32) & (ENTRIES - 1)];
        if (e.pawns[WHITE] != white || e.pawns[BLACK] != black) e = workOut();
        return e;
    }

  private:
    static constexpr std::size_t ENTRIES = 1 << 13; // 8192 of 48 bytes: 384 KiB a searcher
    std::vector<PawnStructure> entries_;
};

} // namespace mudchess::search
