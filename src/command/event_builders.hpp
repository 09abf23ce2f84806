// Typed events made from the world's state: the board as it stands, a game's end, the side a
// colour is. The dispatcher's handlers call these after they change something.
#pragma once

#include "mudchess/events.hpp"
#include "world/table.hpp"

#include <string>

namespace mudchess {

inline Side sideOf(Color c) { return c == WHITE ? Side::WHITE : Side::BLACK; }

BoardState boardState(const Table& t);
GameEnded gameEnded(const std::string& place, const Table& t);
// The move just played on `t` (the last ply of its history), made from `before`.
MovePlayed movePlayed(const std::string& place, const Table& t, const std::string& player,
                      const Position& before, const PlyRecord& ply);

} // namespace mudchess
