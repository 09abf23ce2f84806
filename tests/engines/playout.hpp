// Seeded random playouts: cheap, reproducible positions far from any hand-picked test case.
#pragma once

#include "chess/movegen.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <random>

namespace mudchess::test {

// A uniformly random legal move, or nothing when the side to move has none. Uses `rng() % n`
// rather than a distribution so that a seed gives the same game with every standard library.
std::optional<Move> randomLegalMove(const Position& pos, std::mt19937_64& rng);

// Plays up to `plies` random legal moves from `pos`, stopping early when the side to move has
// no legal moves (the game is over).
Position randomPlayout(Position pos, int plies, std::mt19937_64& rng);

// Plays random legal moves until `reached` holds; nothing if the game ends or `maxPlies` pass
// first.
std::optional<Position> playUntil(Position pos, const std::function<bool(const Position&)>& reached,
                                  int maxPlies, std::mt19937_64& rng);

// A whole number in [low, high], drawn as randomLegalMove draws moves.
int randomInt(int low, int high, std::mt19937_64& rng);

} // namespace mudchess::test
