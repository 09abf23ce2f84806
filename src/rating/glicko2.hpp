// Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2013): a rating, a rating
// deviation (RD: how unsure the rating is) and a volatility (how erratic the player is). The
// volatility is found with the Illinois algorithm, as the paper's step 5 says.
//
// Idle time: lichess's continuous form rather than fixed rating periods. A game is rated at
// once against the opponent's current figures (one game = one period), and before that the RD
// grows by the time since the player's last game, counted in fractions of a period. Why: games
// on a MUD come one at a time at any hour; batching them into periods would leave a rating
// unchanged for days after a game, which players read as a bug.
#pragma once

#include <span>

namespace mudchess::rating {

struct Glicko2 {
    double rating = 1500.0;
    double deviation = 350.0; // RD
    double volatility = 0.06;
    bool operator==(const Glicko2&) const = default;
};

inline constexpr double TAU = 0.5;                     // how fast volatility may change
inline constexpr double MAX_DEVIATION = 350.0;         // a new player's RD; idle time stops here
inline constexpr double MIN_DEVIATION = 45.0;          // lichess's floor: a rating stays movable
inline constexpr double PROVISIONAL_DEVIATION = 110.0; // above this a rating shows a '?'
inline constexpr double PERIODS_PER_DAY = 0.21436;     // lichess's rating period: about 4.7 days

struct Result {
    Glicko2 opponent;
    double score; // 1 win, 0.5 draw, 0 loss
};

// Glickman's steps 2-8 over one rating period's games; no games: only the RD grows (step 6).
// The returned RD is not clamped, so the paper's numbers come out exactly.
Glicko2 ratePeriod(const Glicko2& player, std::span<const Result> games, double tau = TAU);

// The RD after `days` without a game: sqrt(RD^2 + periods * volatility^2) on the Glicko-2
// scale, at most MAX_DEVIATION.
Glicko2 afterIdle(const Glicko2& player, double days);

// One rated game as the service plays it: idle growth, the game as one period, then the RD
// held between MIN_DEVIATION and MAX_DEVIATION.
Glicko2 rateGame(const Glicko2& player, double idleDays, const Result& game);

bool isProvisional(const Glicko2& player);

} // namespace mudchess::rating
