// The sentences of a player's presence (Service::presence, src/service/presence.cpp decides):
// what their going means on each board, for the room, and what happened while they were away,
// for them.
#pragma once

#include "mudchess/events.hpp"
#include "world/game_object.hpp"
#include "world/names.hpp"

#include <chrono>
#include <string>

namespace mudchess {

// "alice has left." / "alice has lost their connection." (the boards follow).
std::string wentWords(const std::string& who, PresenceState state);
// What a player's going means on one board, for the room.
std::string goneFromWords(const GameObject& t, const std::string& id, const Names& names,
                          std::chrono::seconds abandonAfter, TimePoint now);
// What happened on one board while `id` was away (from game `gameNumber` with `plies` played).
std::string sinceAwayWords(const GameObject& t, const std::string& id, int gameNumber,
                           std::size_t plies, TimePoint now);
std::string boardGoneWords(const std::string& object);
std::string backWords(const std::string& who);
// A presence for no place, or one the service does not play in (`places` lists those it does).
std::string presencePlaceWords(const std::string& place, const std::string& places);

} // namespace mudchess
