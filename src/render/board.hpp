// The board as text. Every marker is drawn with characters in the cell, so meaning never
// depends on colour (colour schemes only decorate what is already readable).
#pragma once

#include "chess/position.hpp"
#include "render/colour_scheme.hpp"
#include "render/colour_special.hpp"
#include "render/presentation.hpp"

#include <array>
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
    bool compact = false;                 // two characters a square and no grid, for busy channels
    bool figurines = false;               // ♔ ♛ ... instead of K q ...
    const ColourScheme* scheme = nullptr; // nullptr (or a plain scheme): no colour
    ColourEncoding encoding = ColourEncoding::NONE;
    SpecialColours special{}; // the viewer's own colours over the scheme
};

// Text beside each rank row, from the top row down; empty strings add nothing.
using BoardPanel = std::array<std::string, 8>;

// Markers a viewer expects without asking: the last move and any check.
BoardMarkers standardMarkers(const Position& pos, Move lastMove);

std::string renderBoard(const Position& pos, const BoardMarkers& markers, const BoardStyle& style,
                        const BoardPanel* panel = nullptr);

} // namespace mudchess
