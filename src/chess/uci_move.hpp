// Moves in UCI's coordinate form: e2e4, e7e8q, castling as the royal move (e1g1), pass 0000.
#pragma once

#include "chess/movegen.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace mudchess {

std::string squareName(Square s);
std::optional<Square> parseSquare(std::string_view text);

std::string toUci(Move m);
// The legal move of `pos` that `text` names, if there is one.
std::optional<Move> parseUci(const Position& pos, std::string_view text);

} // namespace mudchess
