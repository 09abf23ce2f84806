// Words for what happened in a game: results, reasons, whose move it is.
#pragma once

#include "chess/game.hpp"

#include <string>

namespace mudchess {

std::string sideTitle(Color c); // "White" / "Black"
std::string lowerSide(Color c); // "white" / "black"
// "1–0", "0–1", "½–½" (typographic, for people); "*" while the game goes on.
std::string resultLine(Result r);
// "White wins by checkmate", "drawn on a claim of threefold repetition", ...
std::string outcomeSentence(const Game& game);

} // namespace mudchess
