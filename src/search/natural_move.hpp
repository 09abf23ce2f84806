// How a weak level chooses among the moves its search found about equal: as a beginner does, by
// what looks natural (take what is offered, give check, bring a piece out, castle) rather than
// by a small difference in score it cannot see. It never strays further from its best than a
// small margin, so it plays no random move; its mistakes are what its search did not see.
#pragma once

#include "chess/position.hpp"
#include "search/level.hpp"

#include <cstdint>
#include <span>

namespace mudchess::search {

// Centipawns of appeal to a weak player: positive for a capture that does not lose material, a
// check, castling, a piece leaving its home rank; negative for a walk of the royal piece.
// By the variant's rules (its royal piece), never by its name.
int naturalness(const Position& pos, Move m);

// The move played among `moves` (best first, exact scores): of those within `margin`
// centipawns of the best, the one whose score plus naturalness plus a chance of up to half the
// margin is highest. With a mate on the board, the best move. Deterministic for a seed.
Move pickNatural(const Position& pos, std::span<const ScoredMove> moves, int margin,
                 std::uint64_t seed);

} // namespace mudchess::search
