// Playing levels 1-8. Weaker levels search shallower and shorter. Levels 1-7 play like people
// of their strength: levels 1-6 do not see some of the opponent's replies (blind_spots.hpp), fewer
// as the level rises, levels 1 and 2 judge a position by its material only, and all seven choose
// among the moves they found about equal by what looks natural (natural_move.hpp), within a
// margin that narrows as the level rises. So they miss tactics but never give a piece away to a
// reply they saw, and never play a move at random.
#pragma once

#include "chess/types.hpp"

#include <chrono>
#include <cstdint>

namespace mudchess::search {

// What a level's evaluation of a quiet position sees: everything the engine knows, or only the
// material on the board (a beginner counts pieces).
enum class View : std::uint8_t { FULL, MATERIAL };

struct LevelSettings {
    int maxDepth;                       // plies; 0: no bound
    std::chrono::milliseconds moveTime; // per move when nothing else bounds the search
    int blindPercent;                   // of the easily missed replies, how many go unseen
    int tunnelPercent;                  // of the other captures, how many go unseen
    int naturalMargin; // centipawns under its best a natural-looking move may be; 0: none
    View view = View::FULL;
    int wholeBoard = 0; // with no more pieces than this (pawns, royals aside) nothing goes unseen
};

LevelSettings levelSettings(int level);

// The Elo levels played at in chess: bench/strength.sh's games against Stockfish 15.1 held to a
// rating by UCI_Elo (docs/benchmarks.md, "Computer opponent strength"; measured again on 28
// November with the evaluation network). The error bars are wide (about +/-200-300 Elo), so the
// figures say where a level stands, not its exact rating. Levels 1 and 2 are far below the
// weakest rated reference (1350) and have no figure. Level 8's comes from the two longer series
// on a 10+0.1 clock (bench/goal.sh, 200 games each: +9 against UCI_Elo 2400 with the evaluation
// network, +288 against 2000 before it). UCI_Elo's mapping reads them; help/computer.txt shows
// them (a test holds the page to this table).
struct MeasuredLevel {
    int level;
    int elo;
};
inline constexpr MeasuredLevel MEASURED_ELO[] = {{3, 930},  {4, 1260}, {5, 1600},
                                                 {6, 1850}, {7, 2060}, {8, 2410}};

// A root move with the exact score the last completed iteration gave it.
struct ScoredMove {
    Move move;
    int score;
};

} // namespace mudchess::search
