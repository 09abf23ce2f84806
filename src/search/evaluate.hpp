// The static evaluation: how good a quiet position looks for the side to move, in centipawns.
// What it knows of a variant comes from the variant's rule table (its pieces, its royal piece,
// the pieces it cannot lose all of), never from its name; see EvalProfile in evaluate.cpp.
#pragma once

#include "chess/position.hpp"

namespace mudchess::search {

int evaluate(const Position& pos);

// Material of one side by the evaluation's middle-game values (for pruning margins).
int pieceValue(PieceType t);

} // namespace mudchess::search
