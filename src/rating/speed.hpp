// Which rating pool a game's clock puts it in, by lichess's estimate: base seconds + 40 x
// increment seconds (a 40-move game's time), with lichess's bounds.
#pragma once

#include <optional>
#include <string_view>

namespace mudchess::rating {

enum class Speed { untimed, bullet, blitz, rapid, classical };

struct Clock {
    int baseSeconds;
    int incrementSeconds;
};

// No clock: untimed. Under 3 minutes bullet, under 8 blitz, under 25 rapid, else classical.
Speed speedOf(std::optional<Clock> clock);

std::string_view speedName(Speed speed);

} // namespace mudchess::rating
