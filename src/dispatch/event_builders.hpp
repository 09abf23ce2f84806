// Typed events made from the world's state: the board as it stands, a game's end. The
// dispatcher's handlers call these after they change something.
#pragma once

#include "mudchess/events.hpp"
#include "render/side.hpp"
#include "world/game_object.hpp"
#include "world/player_stats.hpp"
#include "world/ratings.hpp"

#include <string>

namespace mudchess {

BoardState boardState(const GameObject& t);
GameEnded gameEnded(const std::string& place, const GameObject& t);
// A move played on `t` from `before` to `after`; `last` when no ply follows it in the game's
// history.
MovePlayed movePlayed(const std::string& place, const GameObject& t, const std::string& player,
                      const Position& before, const PlyRecord& ply, const Position& after,
                      bool last);

// One rating pool of a player as `rating of bob` and `top` show it: `r` as it stands now.
RatingLine ratingLine(const RatingKey& key, const PlayerRating& r);
// `stats of <name>` as data: the record of the player `id`, who goes by `name`.
StatsShown statsShown(const std::string& name, const std::string& id, const PlayerStats& stats);

} // namespace mudchess
