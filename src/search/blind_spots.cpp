#include "search/blind_spots.hpp"

#include "search/evaluate.hpp"

#include <algorithm>
#include <cstdlib>

namespace mudchess::search {

namespace {

// A knight's jump or a long slide: the moves a weak player's eye does not follow.
bool easyToMiss(Move m) {
    int files = std::abs(fileOf(m.from()) - fileOf(m.to()));
    int ranks = std::abs(rankOf(m.from()) - rankOf(m.to()));
    bool jump = (files == 1 && ranks == 2) || (files == 2 && ranks == 1);
    return jump || std::max(files, ranks) >= 3;
}

std::uint64_t mix(std::uint64_t x) { // splitmix64's finaliser
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

} // namespace

bool BlindSpots::overlooks(const Position& pos, Move m, Square landed) const {
    if (!active() || pos.inCheck() || m.kind() != MoveKind::NORMAL) return false;
    bool capture = pos.isCapture(m);
    int unseen = easyToMiss(m) ? percent : capture ? tunnelPercent : 0;
    if (unseen <= 0) return false;
    if (wholeBoard > 0) {
        Bitboard officers = pos.pieces() & ~pos.pieces(PAWN);
        if (pos.rules().royal != NO_PIECE_TYPE) officers &= ~pos.pieces(pos.rules().royal);
        if (popcount(officers) <= wholeBoard) return false;
    }
    if (capture) {
        if (m.to() == landed) return false;
        PieceType victim = typeOf(pos.pieceOn(m.to()));
        const MoveRules& rules = pos.rules();
        if (victim == rules.royal || contains(rules.extinction, victim) ||
            pieceValue(victim) >= pieceValue(QUEEN))
            return false;
    }
    if (pos.givesCheck(m)) return false;
    std::uint64_t h = mix(seed ^ mix(pos.key() ^ (std::uint64_t(m.from()) << 8 | m.to())));
    return int(h % 100) < unseen;
}

} // namespace mudchess::search
