// What a weak level does not see. A beginner loses games to the knight that jumps in from the
// side and the bishop that strikes from the far corner, not to the pawn next to his queen: the
// weak levels search shallow, and in the moves they imagine for the opponent some of those
// replies are simply not there. Which ones is decided by a hash of the position, the move and
// the game's seed, so one search is consistent with itself and a seed replays the same game.
#pragma once

#include "chess/position.hpp"

#include <cstdint>

namespace mudchess::search {

struct BlindSpots {
    int percent = 0;       // of the replies that are easy to miss, how many go unseen
    int tunnelPercent = 0; // of the other captures, how many go unseen (tunnel vision)
    std::uint64_t seed = 0;
    // With no more pieces than this on the board, pawns and royal pieces not counted, nothing
    // goes unseen: a stronger player watches a bare board whole (and sees the skewer in a rook
    // ending). 0: the beginner's blind spots stay to the end.
    int wholeBoard = 0;

    bool active() const { return percent > 0 || tunnelPercent > 0; }
    // Whether the side to move's move `m` goes unseen, the opponent's last move having gone to
    // `landed`. Never so for moves out of check, checks, promotions, castling, captures of the
    // piece that just moved (a player looks at where he puts a piece) or of a piece the mover
    // cannot do without (the royal piece, the variant's extinction kinds, a queen): only knight
    // jumps and moves across three squares or more, the geometry people overlook, whatever
    // piece makes them; and at the lowest levels, any other capture: a beginner looks at the
    // square he moves to and forgets the piece he left behind.
    bool overlooks(const Position& pos, Move m, Square landed) const;
};

} // namespace mudchess::search
