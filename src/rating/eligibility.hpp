// Which finished games change ratings (issue 41, docs/ratings.md "What counts"). Pure: the
// service fills in what it knows about a game and asks.
#pragma once

#include "rating/glicko2.hpp"

#include <optional>
#include <string_view>

namespace mudchess::rating {

struct GameFacts {
    std::string_view whiteAccount; // empty for the computer's side
    std::string_view blackAccount;
    std::optional<int> computerLevel; // the computer's level when it plays one side
    bool hasClock = false;
    bool untimedRated = false; // the players asked for an untimed game to be rated
    int whiteMoves = 0;
    int blackMoves = 0;
    bool aborted = false;
    bool tookBack = false; // any takeback in the game
    // Rated games the two accounts played together within the pairing window before this one
    // (anti_feeding.hpp); from MAX_PAIRINGS on the game does not count.
    int earlierPairings = 0;
};

enum class NotRated {
    aborted,
    againstOneself,
    noClock,
    tooShort,
    takeback,
    unmeasuredLevel,
    tooOften
};

// Why the game leaves ratings alone, or nothing when it counts.
std::optional<NotRated> whyNotRated(const GameFacts& game);

std::string_view describe(NotRated reason);

// The computer's fixed figures at a level: its measured Elo (search::MEASURED_ELO) with a small
// RD, so a game against it moves only the human's rating. Nothing for an unmeasured level.
std::optional<Glicko2> computerRating(int level);

} // namespace mudchess::rating
