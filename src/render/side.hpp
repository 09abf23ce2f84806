// The public API's Side (include/mudchess/events.hpp) and the rules core's Color name the same
// two sides; the core keeps its own type so that it needs nothing from the API. These convert.
#pragma once

#include "chess/types.hpp"
#include "mudchess/events.hpp"

namespace mudchess {

inline Color colorOf(Side s) { return s == Side::WHITE ? WHITE : BLACK; }
inline Side sideOf(Color c) { return c == WHITE ? Side::WHITE : Side::BLACK; }

} // namespace mudchess
