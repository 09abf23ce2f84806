// Why typed text names no legal move, as a typed reason (move_refusal.hpp) that says what would
// work: a text that is no move, a missing or impossible promotion, an ambiguous piece, and the
// rules a move breaks (a pin, check, castling's conditions, a blocked path, a variant's own
// rules).
#pragma once

#include "chess/move_reading.hpp"
#include "chess/move_refusal.hpp"

#include <string_view>
#include <vector>

namespace mudchess {

MoveRefusal notAMove(std::string_view typed);
MoveRefusal notASquare(std::string_view text);

// `moves` are legal moves that `typed` matches, from more than one square.
MoveRefusal ambiguous(std::string_view typed, const std::vector<Move>& moves);
// `m` is a promotion and the player named no piece.
MoveRefusal promotionMissing(Move m);
MoveRefusal promotionNotAllowed(PieceType t);
MoveRefusal onlyPawnsPromote();

// Why none of the readings of `typed` is a legal move (`legal`, not empty); the first reading
// whose piece could at least move there is the one explained.
MoveRefusal whyNoLegalMove(const Position& pos, const std::vector<TypedMove>& readings,
                           const MoveList& legal, std::string_view typed);

// Whether a reading with a destination names a piece of ours that the way it moves would take
// there (legal or not): the reading worth explaining among several.
bool couldMoveThere(const Position& pos, const TypedMove& spec);

} // namespace mudchess
