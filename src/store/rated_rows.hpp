// Reading rated games back for a replay of the ratings (GameStore::ratedGames): the same query
// for SQLite and PostgreSQL, and the game's result and computer as the games table keeps them.
#pragma once

#include "world/ratings.hpp"

#include <string>

namespace mudchess {

// Every rated game in the order it was saved, with its game's result and computers; each side's
// rating before and after, and whether it is there (NULL for the computer's side).
inline constexpr const char* SELECT_RATED_GAMES =
    "SELECT rg.place, rg.object, rg.number, rg.ended, rg.variant, rg.speed, rg.white, rg.black, "
    "rg.weight, COALESCE(rg.white_before, 0), COALESCE(rg.white_after, 0), "
    "COALESCE(rg.black_before, 0), COALESCE(rg.black_after, 0), rg.white_after IS NOT NULL, "
    "rg.black_after IS NOT NULL, COALESCE(g.result, '*'), COALESCE(g.computers, '') "
    "FROM rated_games rg LEFT JOIN games g ON g.place = rg.place AND g.object = rg.object AND "
    "g.number = rg.number ORDER BY rg.id";

// White's score from the stored result ("1-0", "0-1", "1/2-1/2").
inline double whiteScoreOf(const std::string& result) {
    return result == "1-0" ? 1.0 : result == "0-1" ? 0.0 : 0.5;
}

// The computer's level from games.computers ("black:3"); 0 when it held no seat.
inline int computerLevelOf(const std::string& computers) {
    std::size_t colon = computers.find(':');
    if (colon == std::string::npos) return 0;
    int level = 0;
    for (std::size_t i = colon + 1;
         i < computers.size() && computers[i] >= '0' && computers[i] <= '9'; ++i)
        level = level * 10 + (computers[i] - '0');
    return level;
}

} // namespace mudchess
