// The board as text. Every marker is drawn with characters in the cell, so meaning never
// depends on colour (colour schemes only decorate what is already readable).
#pragma once

#include "chess/position.hpp"

#include <string>

namespace mudchess {

struct BoardMarkers {
    Bitboard lastMove = 0;       // from and to squares: [p]
    Bitboard check = 0;          // a royal piece in check: !K!
    Bitboard checkers = 0;       // pieces giving check: (q)
    Bitboard quietTargets = 0;   // squares a chosen piece may move to: ` * `
    Bitboard captureTargets = 0; // pieces it may capture: >p<
};

struct BoardStyle {
    bool whiteAtBottom = true;
    bool compact = false; // eight short lines for busy channels
};

// Markers a viewer expects without asking: the last move and any check.
BoardMarkers standardMarkers(const Position& pos, Move lastMove);

std::string renderBoard(const Position& pos, const BoardMarkers& markers, const BoardStyle& style);

} // namespace mudchess
