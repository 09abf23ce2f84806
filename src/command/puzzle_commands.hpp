// Puzzles: a puzzle of one's own, answers and hints, races, the daily puzzle, stats: each command's
// struct, its rows of the command table and the grammar rule that makes it (command/family.hpp).
// Their handlers: src/dispatch/puzzle_commands.cpp.
#pragma once

#include "command/family.hpp"

namespace mudchess::command {

// Puzzles (docs/puzzles.md): [next|new] puzzle [of <variant>]; solve <moves> (or the moves alone);
// puzzle hint; give up [the puzzle]; puzzle stats [of <player>]; puzzle leaderboard [of <variant>].
using NewPuzzle = action::NewPuzzle;
template <>
inline constexpr auto ROWS<NewPuzzle> =
    rows({{"puzzle", "puzzles", "puzzle of knightmate", "puzzle"},
          {.words = "next", .help = "puzzles", .example = "next puzzle", .action = NO_ACTION}});
// The moves of an answer as the grammar read them (a typed op sends them as text).
struct AnswerPuzzle {
    std::vector<MoveSpec> moves;
    bool operator==(const AnswerPuzzle&) const = default;
};
template <>
inline constexpr auto ROWS<AnswerPuzzle> = rows({{.words = "solve",
                                                  .help = "puzzles",
                                                  .example = "solve Bxf7+ Nd5#",
                                                  .ops = "solve_puzzle",
                                                  .action = actionKind<action::SolvePuzzle>}});
using AskPuzzleHint = action::PuzzleHint;
template <>
inline constexpr auto
    ROWS<AskPuzzleHint> = rows({{"puzzle", "puzzles", "puzzle hint", "puzzle_hint"}});
using GiveUpPuzzle = action::GiveUpPuzzle;
template <>
inline constexpr auto ROWS<GiveUpPuzzle> = rows({{"give", "puzzles", "give up", "give_up"}});
using ShowPuzzleStats = action::PuzzleStats;
template <>
inline constexpr auto
    ROWS<ShowPuzzleStats> = rows({{"puzzle", "puzzles", "puzzle stats of bob", "puzzle_stats"}});
using ShowPuzzleTop = action::PuzzleTop;
template <>
inline constexpr auto ROWS<ShowPuzzleTop> =
    rows({{"puzzle", "puzzles", "puzzle leaderboard of knightmate", "puzzle_leaderboard"}});
// puzzle race [of <variant>] [on X]; daily puzzle [of <variant>]: puzzles for the whole place.
using StartPuzzleRace = action::PuzzleRace;
template <>
inline constexpr auto
    ROWS<StartPuzzleRace> = rows({{"puzzle", "puzzles", "puzzle race on board", "puzzle_race"}});
using OpenDailyPuzzle = action::DailyPuzzle;
template <>
inline constexpr auto
    ROWS<OpenDailyPuzzle> = rows({{"daily", "puzzles", "daily puzzle", "daily_puzzle"}});

} // namespace mudchess::command

// clang-format off
#define MUDCHESS_PUZZLE_COMMANDS(X) X(NewPuzzle) X(AnswerPuzzle) X(AskPuzzleHint) X(GiveUpPuzzle)  \
    X(ShowPuzzleStats) X(ShowPuzzleTop) X(StartPuzzleRace) X(OpenDailyPuzzle)
// clang-format on
