#include "search/tt.hpp"

#include <algorithm>
#include <bit>

namespace mudchess::search {

void TranspositionTable::resize(std::size_t mebibytes) {
    std::size_t bytes = std::max<std::size_t>(mebibytes, 1) << 20;
    std::size_t buckets = std::bit_floor(bytes / (2 * sizeof(TtEntry)));
    entries_.assign(2 * buckets, TtEntry{});
    bucketMask_ = buckets - 1;
}

void TranspositionTable::clear() { std::fill(entries_.begin(), entries_.end(), TtEntry{}); }

Key TranspositionTable::keyOf(const Position& pos) {
    // Fixed odd constants, one per variant id: the same pieces on the same squares mean
    // different things in different variants.
    constexpr Key SALT[] = {0, 0x9E3779B97F4A7C15ULL, 0xC2B2AE3D27D4EB4FULL, 0x165667B19E3779F9ULL};
    std::size_t id = std::size_t(pos.variant().id) + 1;
    return pos.key() ^ SALT[id < std::size(SALT) ? id : 0];
}

const TtEntry* TranspositionTable::probe(Key key) const {
    const TtEntry* bucket = &entries_[(key & bucketMask_) * 2];
    if (bucket[0].key == key && bucket[0].bound() != Bound::NONE) return &bucket[0];
    if (bucket[1].key == key && bucket[1].bound() != Bound::NONE) return &bucket[1];
    return nullptr;
}

void TranspositionTable::store(Key key, Move move, int score, int depth, Bound bound) {
    TtEntry* bucket = &entries_[(key & bucketMask_) * 2];
    bool replaceDeep =
        bucket[0].key == key || depth >= bucket[0].depth || bucket[0].generation() != generation_;
    TtEntry* slot = replaceDeep ? &bucket[0] : &bucket[1];
    if (slot->key == key && move.isNone()) move = slot->move; // keep a known best move
    *slot = TtEntry{key, move, std::int16_t(score), std::int8_t(std::min(depth, 127)),
                    std::uint8_t(generation_ << 2 | std::uint8_t(bound))};
}

} // namespace mudchess::search
