// Static exchange evaluation: what a capture wins or loses once both sides have recaptured on
// its square for as long as it pays, lowest-valued attacker first. Quiescence skips captures
// that lose material by this count (a queen taking a defended pawn), which saves most of its
// nodes and loses nothing a real search would keep.
#pragma once

#include "chess/position.hpp"

namespace mudchess::search {

// Centipawns the side to move gains by capture `m`, by the evaluation's piece values. Pins and
// the variant's extra ways to win (extinction) are not considered; the royal piece only
// recaptures when nothing can take it back.
int staticExchange(const Position& pos, Move m);

} // namespace mudchess::search
