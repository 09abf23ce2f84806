// Ratings: a player's ratings, their statistics, the leaderboards: each command's struct, its rows
// of the command table and the grammar rule that makes it (command/family.hpp). Their handlers:
// src/dispatch/rating_commands.cpp.
#pragma once

#include "command/family.hpp"

namespace mudchess::grammar {
struct ratings_command;
struct stats_command;
} // namespace mudchess::grammar

namespace mudchess::command {

// Ratings (docs/ratings.md). A player is named as typed ("bob"); empty: the speaker.
// rating[s] [of <player>]
using ShowRatings = action::Ratings;
template <> struct MadeBy<grammar::ratings_command> : Makes<ShowRatings> {};
template <>
inline constexpr auto
    ROWS<ShowRatings> = rows({{"rating ratings", "ratings", "rating of bob", "ratings"}});

// stats [of <player>]: wins, losses and draws, streaks, openings
using ShowStats = action::Stats;
template <> struct MadeBy<grammar::stats_command> : Makes<ShowStats> {};
template <>
inline constexpr auto
    ROWS<ShowStats> = rows({{"stats statistics", "ratings", "stats of bob", "stats"}});

// top [players] [of] [<variant>] [<speed>] [here | in <place>]: the leaderboard, provisional
// ratings left out; of everyone, or (`here`) of those who played rated games in the place.
using ShowTop = action::Top;
template <>
inline constexpr auto
    ROWS<ShowTop> = rows({{"top", "ratings", "top players of chess blitz", "top"}});

} // namespace mudchess::command

// clang-format off
#define MUDCHESS_RATING_COMMANDS(X) X(ShowRatings) X(ShowStats) X(ShowTop)
// clang-format on
