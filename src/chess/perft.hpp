// Perft: the number of move paths of a given depth, the standard test of a move generator.
#pragma once

#include "chess/movegen.hpp"

#include <cstdint>
#include <utility>
#include <vector>

namespace mudchess {

std::uint64_t perft(const Position& pos, int depth);
// The count below each root move, in generation order.
std::vector<std::pair<Move, std::uint64_t>> perftDivide(const Position& pos, int depth);

} // namespace mudchess
