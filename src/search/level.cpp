#include "search/level.hpp"

#include "search/engine.hpp"

#include <algorithm>

namespace mudchess::search {

namespace {
using std::chrono::milliseconds;

// Index: level. Level 8 is the engine at its best; its time without a clock is one second.
// Levels 1-3 (docs/engine-journal.md, "Weak levels that err like people"): levels 1 and 2
// count material only, one and two plies deep; level 3 judges positions as the engine does but
// looks one ply. All three are blind to more of the opponent's easily missed replies the lower
// the level, and drawn to natural moves within a margin that narrows as the level rises. The
// settings were chosen by short series between neighbours so that each beats the one below.
constexpr LevelSettings LEVELS[] = {
    {1, milliseconds(50), 0, 0, 0, 0}, // unused (level 0)
    {1, milliseconds(50), 0, 100, 50, 60, View::MATERIAL},
    {2, milliseconds(100), 0, 100, 30, 50, View::MATERIAL},
    {1, milliseconds(150), 0, 50, 0, 40},
    {4, milliseconds(250), 75, 0, 0, 0},
    {6, milliseconds(400), 60, 0, 0, 0},
    {8, milliseconds(600), 45, 0, 0, 0},
    {12, milliseconds(800), 25, 0, 0, 0},
    {0, milliseconds(1000), 0, 0, 0, 0},
};
} // namespace

LevelSettings levelSettings(int level) { return LEVELS[std::clamp(level, MIN_LEVEL, MAX_LEVEL)]; }

Move pickWeakened(std::span<const ScoredMove> moves, int weakness, std::uint64_t seed) {
    if (moves.empty()) return Move();
    if (weakness <= 0 || moves.size() == 1) return moves[0].move;
    // Stockfish's rule: each candidate gets the best score plus a push that grows with how much
    // worse it is (times the weakness) and with chance; the highest total wins. Candidates are
    // only moves within a band under the best, so a weak level blunders, but not absurdly.
    std::uint64_t s = seed | 1;
    auto random = [&s] { // xorshift64*
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return (s * 2685821657736338717ULL) >> 33;
    };
    int top = moves[0].score;
    int band = std::min(1000, 30 + weakness * 3);
    int bestTotal = -1 << 30;
    Move chosen = moves[0].move;
    for (const ScoredMove& m : moves) {
        if (m.score < top - band) continue;
        int push = (weakness * (top - m.score) + band * int(random() % unsigned(weakness))) / 128;
        int total = m.score + push;
        if (total > bestTotal) {
            bestTotal = total;
            chosen = m.move;
        }
    }
    return chosen;
}

} // namespace mudchess::search
