// What `mudchess ratings --check` tells the operator: how many rated games and ratings it
// replayed, and each way the stored ratings differ from the replay (world/ratings.hpp).
#pragma once

#include "world/ratings.hpp"

#include <cstddef>
#include <string>

namespace mudchess {

// One difference, as a sentence: "game 3 on board in hall (alice v bob, ended 1764600000):
// White's rating after stored 1662.3, replayed 1662.4". Figures are written exactly, so that a
// difference in the last bit shows.
std::string replayDifferenceWords(const ReplayDifference& d);
// The verdict's first line: all agree, or (`listed` of them, at most `most`) they differ.
std::string replayAgreesWords(std::size_t games, std::size_t ratings);
std::string replayDiffersWords(std::size_t games, std::size_t ratings, std::size_t listed,
                               std::size_t most);

} // namespace mudchess
