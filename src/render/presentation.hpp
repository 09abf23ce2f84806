// What a front end can show: the colour encoding its medium understands and the board size its
// place prefers. The front end decides this once; users decide schemes and styles for themselves.
#pragma once

#include <cstdint>

namespace mudchess {

// MUX: TinyMUX/PennMUSH-style %x codes, for a MUD that embeds the library and sends boards to
// its players as softcode text.
enum class ColourEncoding : std::uint8_t { NONE, ANSI16, ANSI256, MIRC, MUX };

struct Presentation {
    ColourEncoding encoding = ColourEncoding::NONE;
    bool compactBoards = false; // default size for boards sent to the place, e.g. IRC channels
    // ServiceSettings::placeIsOnePlayer: boards told to the place follow the mover's options.
    bool placeIsOnePlayer = false;
};

} // namespace mudchess
