// A player's record from their finished games (`stats of bob`, issue 41): wins, losses and draws
// by variant and colour, the longest run of wins, and the openings they play most. Games
// against oneself are left out; games against the computer count.
#pragma once

#include "world/game_object.hpp"

#include <array>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace mudchess {

struct WinsLossesDraws {
    int wins = 0, losses = 0, draws = 0;
    int games() const { return wins + losses + draws; }
};

struct PlayerStats {
    WinsLossesDraws total;
    // By variant key ("chess"), then by the colour played (WHITE, BLACK).
    std::map<std::string, std::array<WinsLossesDraws, 2>> byVariant;
    int longestWinningStreak = 0;
    // Standard chess games by their opening's ECO code and name ("C60", "Ruy Lopez (Spanish
    // opening)", chess/eco.hpp), or by their first moves ("1. e4 e5 2. Nf3", no code) when the
    // table names none; the most played first, then alphabetically by title.
    struct Opening {
        std::string eco, name;
        int games = 0;
        // "C60 Ruy Lopez (Spanish opening)", or the first moves.
        std::string title() const { return eco.empty() ? name : eco + " " + name; }
    };
    std::vector<Opening> openings;
};

// `games`: the player's finished games, oldest first.
PlayerStats statsOf(const std::string& id, const std::vector<const GameObject*>& games);

// The first `plies` moves of `game` as a book writes them: "1. e4 e5 2. Nf3".
std::string firstMoves(const Game& game, std::size_t plies);

} // namespace mudchess
