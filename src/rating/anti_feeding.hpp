// Feeding a friend points (issue 41, docs/ratings.md "Feeding"): two accounts who play each other
// over and over, one resigning every time, must not move ratings far. A game too short already
// does not count (eligibility.hpp); beyond that, rated games between the same two accounts
// within a day count less and less: the first three fully, the fourth half, the fifth a quarter,
// and from the sixth on not at all until the day has passed.
#pragma once

#include "rating/glicko2.hpp"

#include <cstdint>

namespace mudchess::rating {

inline constexpr std::int64_t PAIRING_WINDOW_SECONDS = 24 * 60 * 60;
inline constexpr int FULL_PAIRINGS = 3; // games together in the window that count fully
inline constexpr int MAX_PAIRINGS = 5;  // after this many, a game between them does not count

// How much a game counts when the two players have already played `earlier` rated games
// together within PAIRING_WINDOW_SECONDS: 1, 1, 1, 0.5, 0.25, then 0.
double pairingWeight(int earlier);

// The figures after a game that counts `weight` (0..1): each of rating, deviation and
// volatility moved that share of the way from `before` to `full`, what the game would have made
// of them counting fully.
Glicko2 weighted(const Glicko2& before, const Glicko2& full, double weight);

} // namespace mudchess::rating
