// Everything mudchess holds: the objects with their games, by place, each user's options,
// players' names and ratings.
// Below both the dispatcher (which changes it) and the store (which keeps it).
#pragma once

#include "world/challenge.hpp"
#include "world/game_object.hpp"
#include "world/names.hpp"
#include "world/ratings.hpp"
#include "world/user_options.hpp"

#include <map>
#include <memory>
#include <string>

namespace mudchess {

struct World {
    std::map<std::string, std::map<std::string, std::unique_ptr<GameObject>>> places;
    std::map<std::string, UserOptions> users; // by player id
    // The display names of players whose id is not their name.
    Names names;
    // Challenges and rematch offers waiting for an answer, by place and object (one an object).
    std::map<std::string, std::map<std::string, PendingChallenge>> challenges;
    // Ratings per player, variant and speed (docs/ratings.md).
    RatingBook ratings;
};

} // namespace mudchess
