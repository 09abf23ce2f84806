// How long each engine may think in a match: a chess clock (cutechess-cli's "10+0.1": seconds
// and increment, decimals allowed, "40/60+0.5" for 40 moves in each 60 s) or a fixed bound per
// move (time, depth or nodes).
#pragma once

#include "world/game_clock.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace mudchess::match {

struct MoveLimits {
    std::optional<TimeControl> clock;
    Millis moveTime{0}; // per move, without a clock; 0: none
    int depth = 0;
    std::uint64_t nodes = 0;
    // With a clock: how far below zero an engine's time may go before its flag counts, as
    // cutechess-cli's timemargin. The pipes and a busy machine take time no engine can see.
    Millis timeMargin{0};

    // PGN's TimeControl value: "10+0.1", "40/60", "-" without a clock.
    std::string pgnTag() const;
    // In words for the summary: "10+0.1", "1000 ms a move", "depth 6", "5000 nodes".
    std::string text() const;
    // How long to wait for a move before taking the engine for silent, when no clock says it.
    Millis hangTimeout() const;
};

// "[MOVES/]SECONDS[+INCREMENT]" in seconds, as cutechess-cli takes it: "10+0.1", "60", "40/60+1".
// Nothing, with `error` saying what would work, for anything else.
std::optional<TimeControl> parseMatchClock(std::string_view text, std::string& error);

// Seconds as the shortest decimal: 10000 ms "10", 100 ms "0.1", 1250 ms "1.25".
std::string secondsText(Millis t);

} // namespace mudchess::match
