// Which rating pool a game's clock puts it in, by lichess's estimate: base seconds + 40 x
// increment seconds (a 40-move game's time), with lichess's bounds. The speeds and their names
// are declared here once; the grammar's speed words are tested against SPEEDS.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace mudchess::rating {

enum class Speed { untimed, bullet, blitz, rapid, classical };

struct SpeedName {
    Speed speed;
    std::string_view name; // as commands, events, the store and the leaderboard write it
};

// Every speed in the order lists show them: by the length of their clocks, untimed last.
inline constexpr std::array<SpeedName, 5> SPEEDS = {{
    {Speed::bullet, "bullet"},
    {Speed::blitz, "blitz"},
    {Speed::rapid, "rapid"},
    {Speed::classical, "classical"},
    {Speed::untimed, "untimed"},
}};

struct Clock {
    int baseSeconds;
    int incrementSeconds;
};

// No clock: untimed. Under 3 minutes bullet, under 8 blitz, under 25 rapid, else classical.
Speed speedOf(std::optional<Clock> clock);

constexpr std::string_view speedName(Speed speed) {
    for (const SpeedName& s : SPEEDS)
        if (s.speed == speed) return s.name;
    return "untimed";
}

// The speed of that name (as written, lower case); nothing for any other word.
constexpr std::optional<Speed> speedNamed(std::string_view name) {
    for (const SpeedName& s : SPEEDS)
        if (s.name == name) return s.speed;
    return std::nullopt;
}

// Where a speed of that name comes in lists (SPEEDS' order); other names after every speed.
constexpr std::size_t speedRank(std::string_view name) {
    for (std::size_t i = 0; i < SPEEDS.size(); ++i)
        if (SPEEDS[i].name == name) return i;
    return SPEEDS.size();
}

// "bullet, blitz, rapid, classical and untimed".
std::string speedList();

} // namespace mudchess::rating
