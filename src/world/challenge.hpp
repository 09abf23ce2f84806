// A game one player proposes to another on an object, waiting for an answer: a challenge
// ("challenge bob on board as black with clock 5+3") or a rematch after a game. It names
// everything the new game needs, so accepting it sets up seats, variant and clock at once.
// It lives only as long as the program runs: a minute's wait is not worth keeping.
#pragma once

#include "chess/variant.hpp"
#include "world/game_clock.hpp"

#include <optional>
#include <string>

namespace mudchess {

struct PendingChallenge {
    std::string from;       // who proposed it
    std::string to;         // who may accept it
    Color fromSide = WHITE; // the side `from` will play
    const Variant* variant = nullptr;
    std::optional<TimeControl> clock;
    bool rematch = false; // proposed by "rematch" after a game between the two
    bool rated = false;   // a rematch of a rated game, which the rated rules still allow
    TimePoint lapsesAt{};

    const std::string& player(Color c) const { return c == fromSide ? from : to; }
};

} // namespace mudchess
