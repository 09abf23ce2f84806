// The words beside a game's board: who sits on each side and what each has taken (the
// captured-piece boxes), whose move it is, the last move, check, or the result.
#pragma once

#include "chess/game.hpp"
#include "render/board.hpp"

#include <array>
#include <string>
#include <string_view>

namespace mudchess {

// `white` and `black` are the players' names, empty for a free seat; `clocks`, for a timed
// game, each side's time left as shown ("4:57"), indexed by colour.
BoardPanel boardPanel(const Game& game, std::string_view white, std::string_view black,
                      const BoardStyle& style, const std::array<std::string, 2>* clocks = nullptr);

// The pieces `side` has taken so far, strongest first: "Q N P P" (or figurines), "" for none.
std::string takenPieces(const Game& game, Color side, bool figurines);

} // namespace mudchess
