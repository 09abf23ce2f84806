#include "search/tt.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <memory>
#include <new>

#include <sys/mman.h>

namespace mudchess::search {

namespace {

constexpr auto RELAXED = std::memory_order_relaxed;

// data: move (bits 0-18), score (19-34), depth (35-41), generation and bound (42-49), static
// evaluation (50-63, signed).
constexpr int MOVE_BITS = 19;
constexpr int EVAL_SHIFT = 50;
constexpr int EVAL_LIMIT = 1 << (64 - EVAL_SHIFT - 1); // an evaluation fits when |eval| is below

std::uint64_t pack(Move move, int score, int depth, std::uint8_t genBound, int eval) {
    if (eval <= -EVAL_LIMIT || eval >= EVAL_LIMIT) eval = TtEntry::NO_EVAL;
    return std::uint64_t(std::bit_cast<std::uint32_t>(move)) |
           std::uint64_t(std::uint16_t(std::int16_t(score))) << MOVE_BITS |
           std::uint64_t(std::clamp(depth, 0, 127)) << 35 | std::uint64_t(genBound) << 42 |
           std::uint64_t(std::uint32_t(eval)) << EVAL_SHIFT;
}

} // namespace

static_assert(sizeof(Move) == sizeof(std::uint32_t));
static_assert(std::bit_cast<std::uint32_t>(Move(Square(63), Square(63), MoveKind::PASS,
                                                PieceType(15))) < 1u << MOVE_BITS);
static_assert(TtEntry::NO_EVAL == -(1 << (64 - EVAL_SHIFT - 1)));

TtEntry TranspositionTable::decode(Key key, std::uint64_t data) {
    Move move = std::bit_cast<Move>(std::uint32_t(data & ((1u << MOVE_BITS) - 1)));
    return TtEntry{key,
                   move,
                   std::int16_t(std::uint16_t(data >> MOVE_BITS)),
                   std::int8_t(data >> 35 & 127),
                   std::uint8_t(data >> 42),
                   std::int16_t(std::int64_t(data) >> EVAL_SHIFT)};
}

void TranspositionTable::resize(std::size_t mebibytes) {
    std::size_t bytes = std::max<std::size_t>(mebibytes, 1) << 20;
    std::size_t buckets = std::bit_floor(bytes / (2 * sizeof(Slot)));
    std::size_t count = 2 * buckets;
    // Aligned to and asked for as huge pages: a probe lands anywhere in the table, and with
    // 4 KiB pages nearly every one also missed the address cache (search_bench: 8% faster).
    constexpr std::size_t HUGE_PAGE = 2 << 20;
    std::size_t size = count * sizeof(Slot);
    std::size_t alignment = size >= HUGE_PAGE ? HUGE_PAGE : alignof(Slot);
    void* memory = std::aligned_alloc(alignment, size);
    if (!memory) throw std::bad_alloc();
    if (alignment == HUGE_PAGE) madvise(memory, size, MADV_HUGEPAGE);
    slots_.reset(std::uninitialized_value_construct_n(static_cast<Slot*>(memory), count) - count);
    bucketMask_ = buckets - 1;
}

void TranspositionTable::FreeSlots::operator()(Slot* slots) const { std::free(slots); }

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

void TranspositionTable::store(Key key, Move move, int score, int depth, Bound bound, int eval) {
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
        pack(move, score, depth, std::uint8_t(gen << 2 | std::uint8_t(bound)), eval);
    slot.data.store(data, RELAXED);
    slot.check.store(key ^ data, RELAXED);
}

} // namespace mudchess::search
