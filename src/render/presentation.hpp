// What a front end can show: the colour encoding its medium understands and the board size its
// place prefers. The front end decides this once; users decide schemes and styles for themselves.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>

namespace mudchess {

// MUX: TinyMUX/PennMUSH-style %x codes, for a MUD that embeds the library and sends boards to
// its players as softcode text.
enum class ColourEncoding : std::uint8_t { NONE, ANSI16, ANSI256, MIRC, MUX };

// When a place sees the board after a move (ServiceSettings::placeBoards). A board is ten lines
// or more; on IRC at the networks' pace (5 lines at once, then one every 2 s) it holds the next
// move's news back about 20 s, so a channel may take one line a move instead.
enum class PlaceBoards : std::uint8_t {
    EVERY_MOVE,     // the board after every move, in the place
    PLAYER_TO_MOVE, // a line a move in the place; the board to the player to move, privately
    ON_REQUEST,     // a line a move; boards only when someone looks
};
inline constexpr std::string_view PLACE_BOARDS_NAMES[] = {"every-move", "player-to-move",
                                                          "on-request"};
inline std::optional<PlaceBoards> placeBoardsNamed(std::string_view name) {
    for (std::size_t i = 0; i < std::size(PLACE_BOARDS_NAMES); ++i)
        if (PLACE_BOARDS_NAMES[i] == name) return PlaceBoards(i);
    return std::nullopt;
}

struct Presentation {
    ColourEncoding encoding = ColourEncoding::NONE;
    bool compactBoards = false; // default size for boards sent to the place, e.g. IRC channels
    // ServiceSettings::placeIsOnePlayer: boards told to the place follow the mover's options.
    bool placeIsOnePlayer = false;
    PlaceBoards placeBoards = PlaceBoards::EVERY_MOVE;
    // With the spectators' web page: the address of a board's page (place, object), given with
    // each move's line in the place when the board itself is not drawn there; empty: none.
    std::function<std::string(const std::string&, const std::string&)> boardLink = {};
    // With the web page: the address of a kept game's page (its number: 12 for g12); empty: none.
    std::function<std::string(std::int64_t)> gameLink = {};
};

} // namespace mudchess
