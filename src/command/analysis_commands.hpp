// Analysis after a game: asking for one, seeing it, stopping it: each command's struct, its rows of
// the command table and the grammar rule that makes it (command/family.hpp). Their handlers:
// src/dispatch/analysis_commands.cpp.
#pragma once

#include "command/family.hpp"

namespace mudchess::command {

// analyse [game] [on X], analyse [game] g<id> (also "analyze"): a finished game, in the background.
using AnalyseGame = action::Analyse;
template <>
inline constexpr auto
    ROWS<AnalyseGame> = rows({{"analyse analyze", "analysis", "analyse game on board", "analyse"}});
// stop analysis [on X], stop analysis of [game] g<id>: an analysis one asked for, given up.
using StopAnalysis = action::StopAnalysis;
template <>
inline constexpr auto
    ROWS<StopAnalysis> = rows({{"stop", "analysis", "stop analysis on board", "stop_analysis"}});
// show analysis [on X], show analysis of [game] g<id>: every move, as the analysis judged it.
using ShowAnalysis = action::ShowAnalysis;
template <>
inline constexpr auto
    ROWS<ShowAnalysis> = rows({{"show", "analysis", "show analysis on board", "show_analysis"}});

} // namespace mudchess::command

// clang-format off
#define MUDCHESS_ANALYSIS_COMMANDS(X) X(AnalyseGame) X(ShowAnalysis) X(StopAnalysis)
// clang-format on
