// The transposition table: what earlier searches learned about a position (best move, score and
// how far it was searched), found by the position's key. The computer at the board gives each
// worker thread a table of its own, sized by the pool's memory budget; `mudchess uci` with
// Threads above 1 shares one table between its threads (Lazy SMP). Positions of different
// variants never meet because each variant mixes a constant of its own into the key.
//
// Shared without locks: an entry is two 64-bit words, its data and its key XORed with that data
// (Hyatt's lockless hashing), each read and written as a relaxed atomic. Two threads writing
// the same slot at once can leave one's data beside the other's check word; such a torn entry
// no longer XORs back to any key probed for, so it is ignored as if empty. A stored move is
// still only a hint: the search takes it only if the move generator lists it.
#pragma once

#include "chess/position.hpp"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

namespace mudchess::search {

enum class Bound : std::uint8_t { NONE, UPPER, LOWER, EXACT };

struct TtEntry {
    // The static evaluation is kept beside the search's result when it fits (it nearly always
    // does); a probe that finds this instead evaluates the position again.
    static constexpr int NO_EVAL = -8192;
    Key key = 0;
    Move move;
    std::int16_t score = 0;
    std::int8_t depth = 0;
    std::uint8_t genBound = 0; // the search's generation (high 6 bits) and the Bound (low 2)
    std::int16_t eval = NO_EVAL;
    Bound bound() const { return Bound(genBound & 3); }
    std::uint8_t generation() const { return genBound >> 2; }
    bool hasEval() const { return eval != NO_EVAL; }
};

class TranspositionTable {
  public:
    explicit TranspositionTable(std::size_t mebibytes = 16) { resize(mebibytes); }
    void resize(std::size_t mebibytes); // not while a search uses the table
    void clear();                       // likewise
    // A new search: entries of older searches may give way to shallower new ones. Called by
    // one thread before the search starts (the main thread when threads share the table).
    void newSearch() {
        generation_.store(std::uint8_t((generation_.load(std::memory_order_relaxed) + 1) & 63),
                          std::memory_order_relaxed);
    }

    // The key the table uses for `pos`: its Zobrist key with its variant's constant mixed in.
    static Key keyOf(const Position& pos);
    // A copy of the entry for `key`, if one is stored whole.
    std::optional<TtEntry> probe(Key key) const;
    // Starts loading the bucket of `key` into the cache, so that the probe a few hundred
    // instructions later waits less on memory (in a profile, that wait was a fifth of the
    // search's time).
    void prefetch(Key key) const { __builtin_prefetch(&slots_[(key & bucketMask_) * 2]); }
    // `eval`: the position's static evaluation, or TtEntry::NO_EVAL when in check.
    void store(Key key, Move move, int score, int depth, Bound bound, int eval);
    std::size_t sizeInEntries() const { return 2 * (bucketMask_ + 1); }

  private:
    struct Slot {
        std::atomic<std::uint64_t> check{0}; // key ^ data
        std::atomic<std::uint64_t> data{0};  // move, score, depth, generation and bound
    };
    static TtEntry decode(Key key, std::uint64_t data);
    std::uint8_t generation() const { return generation_.load(std::memory_order_relaxed); }

    struct FreeSlots {
        void operator()(Slot* slots) const;
    };
    // Two entries a bucket: the first keeps the deepest result, the second the newest.
    std::unique_ptr<Slot[], FreeSlots> slots_;
    std::size_t bucketMask_ = 0;
    std::atomic<std::uint8_t> generation_{0};
};

} // namespace mudchess::search
