// A game's clocks in words: for "clock on board", "describe", and a player who cannot see the
// board's panel.
#pragma once

#include "world/game_object.hpp"
#include "world/names.hpp"

#include <string>

namespace mudchess {

// "4 minutes 57 seconds", "1 hour 2 minutes", "9.8 seconds" (tenths only in the last ten).
std::string durationInWords(Millis left);

// Both clocks of `t` as they stand at `now`: "Clocks on board (5+3): White (alice) has 4 minutes
// 57 seconds and is to move; Black (bob) has 5 minutes." Empty for an untimed game.
std::string clocksInWords(const GameObject& t, TimePoint now, const Names& names);
// "clock on board" for an untimed game.
std::string noClockWords(const std::string& object);

} // namespace mudchess
