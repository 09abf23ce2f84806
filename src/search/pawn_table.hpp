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

// Both sides' pawns mixed into one number by odd constants; its high bits pick a table entry.
constexpr std::uint64_t mixPawns(Bitboard white, Bitboard black) {
    return white * 0x9E3779B97F4A7C15ULL ^ black * 0xC2B2AE3D27D4EB4FULL;
}

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
        PawnStructure& e = entries_[mixPawns(white, black) >> (64 - BITS)];
        if (e.pawns[WHITE] != white || e.pawns[BLACK] != black) e = workOut();
        return e;
    }

  private:
    static constexpr int BITS = 13;
    static constexpr std::size_t ENTRIES = std::size_t(1) << BITS; // of 48 bytes: 384 KiB
    std::vector<PawnStructure> entries_;
};

} // namespace mudchess::search
