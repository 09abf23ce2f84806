// Naming a chess game's opening by the Encyclopaedia of Chess Openings: its code ("C60") and
// name ("Ruy Lopez (Spanish opening)"), from the table in Debian's pgn-extract (eco.pgn), which
// the build compiles in (cmake/EcoTable.cmake), so no file is read at run time.
#pragma once

#include "chess/game.hpp"

#include <optional>
#include <span>
#include <string_view>

namespace mudchess {

// One line of the table: its code, its name and its moves in SAN from the start, blank-separated.
struct EcoLine {
    std::string_view code, name, moves;
};

struct Opening {
    std::string_view code, name;
};

// The opening of a standard chess game begun at the standard start: the line of the table whose
// position the game reached last, so a game that transposes into a line (1. c4 e6 2. Nc3 Nf6
// 3. d4 Bb4, the Nimzo-Indian) is named by where it arrived, not by its first move, and a game
// that left the table keeps the name of the last position it shared with it. Nothing for any
// other variant, another start, or a game that never reached a line (no moves yet).
std::optional<Opening> openingOf(const Game& game);

// "C60 Ruy Lopez (Spanish opening)".
std::string openingTitle(const Opening& opening);

namespace detail {
std::span<const EcoLine> ecoLines(); // generated from eco.pgn
}

} // namespace mudchess
