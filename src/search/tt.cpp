#include "search/tt.hpp"

#include <algorithm>
#include <bit>

namespace mudchess::search {

namespace {

constexpr auto RELAXED = std::memory_order_relaxed;

// data: move (bits 0-31), score (32-47), depth (48-55), generation and bound (56-63).
std::uint64_t pack(Move move, int score, int depth, std::uint8_t genBound) {
    return std::uint64_t(std::bit_cast<std::uint32_t>(move)) |
           std::uint64_t(std::uint16_t(std::int16_t(score))) << 32 |
           std::uint64_t(std::uint8_t(std::int8_t(depth))) << 48 | std::uint64_t(genBound) << 56;
}

} // namespace

static_assert(sizeof(Move) == sizeof(std::uint32_t));

TtEntry TranspositionTable::decode(Key key, std::uint64_t data) {
    return TtEntry{key, std::bit_cast<Move>(std::uint32_t(data)),
                   std::int16_t(std::uint16_t(data >> 32)), std::int8_t(std::uint8_t(data >> 48)),
                   std::uint8_t(data >> 56)};
}

void TranspositionTable::resize(std::size_t mebibytes) {
    std::size_t bytes = std::max<std::size_t>(mebibytes, 1) << 20;
    std::size_t buckets = std::bit_floor(bytes / (2 * sizeof(Slot)));
    slots_ = std::make_unique<Slot[]>(2 * buckets);
    bucketMask_ = buckets - 1;
}

void TranspositionTable::clear() {
    for (std::size_t i = 0; i < sizeInEntries(); ++i) {
        slots_[i].check.store(0, RELAXED);
        slots_[i].data.store(0, RELAXED);
    }
}

Key TranspositionTable::keyOf(const Position& pos) {
    // Fixed odd constants, one per variant id: the same pieces on the same squares mean
    // different things in different variants.
    constexpr Key SALT[] = {0, 0x9E3779B97F4A7C15ULL, 0xC2B2AE3D27D4EB4FULL, 0x165667B19E3779F9ULL};
    std::size_t id = std::size_t(pos.variant().id) + 1;
    return pos.key() ^ SALT[id < std::size(SALT) ? id : 0];
}

std::optional<TtEntry> TranspositionTable::probe(Key key) const {
    const Slot* bucket = &slots_[(key & bucketMask_) * 2];
    for (int i = 0; i < 2; ++i) {
        std::uint64_t data = bucket[i].data.load(RELAXED);
        if ((bucket[i].check.load(RELAXED) ^ data) != key) continue; // another key, or torn
        TtEntry entry = decode(key, data);
        if (entry.bound() != Bound::NONE) return entry;
    }
    return std::nullopt;
}

void TranspositionTable::store(Key key, Move move, int score, int depth, Bound bound) {
    Slot* bucket = &slots_[(key & bucketMask_) * 2];
    std::uint64_t firstData = bucket[0].data.load(RELAXED);
    TtEntry first = decode(bucket[0].check.load(RELAXED) ^ firstData, firstData);
    std::uint8_t gen = generation();
    bool replaceDeep = first.key == key || depth >= first.depth || first.generation() != gen;
    Slot& slot = replaceDeep ? bucket[0] : bucket[1];
    if (move.isNone()) { // keep a known best move
        std::uint64_t data = slot.data.load(RELAXED);
        if ((slot.check.load(RELAXED) ^ data) == key) move = decode(key, data).move;
    }
    std::uint64_t data =
        pack(move, score, std::min(depth, 127), std::uint8_t(gen << 2 | std::uint8_t(bound)));
    slot.data.store(data, RELAXED);
    slot.check.store(key ^ data, RELAXED);
}

} // namespace mudchess::search
