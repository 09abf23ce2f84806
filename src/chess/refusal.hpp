// Why typed text names no legal move, in one sentence that says what would work: a text that
// is no move, a missing or impossible promotion, an ambiguous piece, and the rules a move
// breaks (a pin, check, castling's conditions, a blocked path, a variant's own rules).
#pragma once

#include "chess/move_reading.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

std::string notAMove(std::string_view typed);
std::string notASquare(std::string_view text);

// `moves` are legal moves that `typed` matches, from more than one square.
std::string ambiguous(const Position& pos, std::string_view typed, const std::vector<Move>& moves,
                      const MoveList& legal);
// `m` is a promotion and the player named no piece.
std::string promotionMissing(const Position& pos, Move m);
std::string promotionNotAllowed(const Position& pos, PieceType t);
inline constexpr std::string_view ONLY_PAWNS_PROMOTE =
    "only a pawn reaching the last rank can promote; leave out the piece letter";

// Why none of the readings of `typed` is a legal move (`legal`, not empty); the first reading
// whose piece could at least move there is the one explained.
std::string whyNoLegalMove(const Position& pos, const std::vector<TypedMove>& readings,
                           const MoveList& legal, std::string_view typed);

// Whether a reading with a destination names a piece of ours that the way it moves would take
// there (legal or not): the reading worth explaining among several.
bool couldMoveThere(const Position& pos, const TypedMove& spec);

} // namespace mudchess
