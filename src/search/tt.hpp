// The transposition table: what earlier searches learned about a position (best move, score and
// how far it was searched), found by the position's key. One table per worker thread, sized by
// the pool's memory budget; positions of different variants never meet because each variant
// mixes a constant of its own into the key.
#pragma once

#include "chess/position.hpp"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace mudchess::search {

enum class Bound : std::uint8_t { NONE, UPPER, LOWER, EXACT };

struct TtEntry {
    Key key = 0;
    Move move;
    std::int16_t score = 0;
    std::int8_t depth = 0;
    std::uint8_t genBound = 0; // the search's generation (high 6 bits) and the Bound (low 2)
    Bound bound() const { return Bound(genBound & 3); }
    std::uint8_t generation() const { return genBound >> 2; }
};
static_assert(sizeof(TtEntry) == 16);

class TranspositionTable {
  public:
    explicit TranspositionTable(std::size_t mebibytes = 16) { resize(mebibytes); }
    void resize(std::size_t mebibytes);
    void clear();
    // A new search: entries of older searches may give way to shallower new ones.
    void newSearch() { generation_ = std::uint8_t((generation_ + 1) & 63); }

    // The key the table uses for `pos`: its Zobrist key with its variant's constant mixed in.
    static Key keyOf(const Position& pos);
    const TtEntry* probe(Key key) const;
    void store(Key key, Move move, int score, int depth, Bound bound);
    std::size_t sizeInEntries() const { return entries_.size(); }

  private:
    // Two entries a bucket: the first keeps the deepest result, the second the newest.
    std::vector<TtEntry> entries_;
    std::size_t bucketMask_ = 0;
    std::uint8_t generation_ = 0;
};

} // namespace mudchess::search
