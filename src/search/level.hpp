// Playing levels 1-8. Weaker levels search shallower and shorter, and choose among the moves
// they saw with a handicap that grows as the level falls, as Stockfish's Skill Level does: a
// move a little worse than the best is often picked, a much worse one rarely; only the lowest
// levels consider moves that give away a piece.
#pragma once

#include "chess/types.hpp"

#include <chrono>
#include <cstdint>
#include <span>

namespace mudchess::search {

struct LevelSettings {
    int maxDepth;                       // plies; 0: no bound
    std::chrono::milliseconds moveTime; // per move when nothing else bounds the search
    int weakness;                       // 0: always the best move; up to 128: more random choice
};

LevelSettings levelSettings(int level);

// A root move with the exact score the last completed iteration gave it.
struct ScoredMove {
    Move move;
    int score;
};

// The move a level with `weakness` plays among `moves` (best first). Deterministic for a seed.
Move pickWeakened(std::span<const ScoredMove> moves, int weakness, std::uint64_t seed);

} // namespace mudchess::search
