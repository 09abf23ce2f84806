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
// the level, and drawn to natural moves within a margin that narrows as the level rises.
// Levels 4-7 ("Weak levels that err like people: levels 4-7") search as deep as before with
// the engine's evaluation, and miss fewer replies the higher they stand: level 4 nine in ten of
// the easily missed ones and three in ten of the other captures, level 6 about one in seven of
// the easily missed ones, none on a board of four pieces or fewer; level 7 sees everything its
// search reaches (missing one in sixteen cost it about 250 Elo). They choose within 40 to 15
// centipawns. Each level's settings were chosen by short series against the level it
// replaces, so that it keeps its measured strength.
constexpr LevelSettings LEVELS[] = {
    {1, milliseconds(50), 0, 0, 0}, // unused (level 0)
    {1, milliseconds(50), 100, 50, 60, View::MATERIAL},
    {2, milliseconds(100), 100, 30, 50, View::MATERIAL},
    {1, milliseconds(150), 50, 0, 40},
    {4, milliseconds(250), 90, 30, 40, View::FULL, 4},
    {6, milliseconds(400), 40, 5, 30, View::FULL, 4},
    {8, milliseconds(600), 15, 0, 20, View::FULL, 4},
    {12, milliseconds(800), 0, 0, 15},
    {0, milliseconds(1000), 0, 0, 0},
};
} // namespace

LevelSettings levelSettings(int level) { return LEVELS[std::clamp(level, MIN_LEVEL, MAX_LEVEL)]; }

} // namespace mudchess::search
