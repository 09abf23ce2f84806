#include "chess/dead_position.hpp"

namespace mudchess {

namespace {
constexpr Bitboard DARK_SQUARES = 0xAA55AA55AA55AA55ULL;
}

bool deadByStandardMaterial(const Position& pos) {
    Bitboard others = pos.pieces() & ~pos.pieces(pos.rules().royal);
    if (!others) return true;
    if (others == pos.pieces(KNIGHT)) return !moreThanOne(others);
    if (others == pos.pieces(BISHOP)) return !(others & DARK_SQUARES) || !(others & ~DARK_SQUARES);
    return false;
}

bool onlyRoyalsLeft(const Position& pos) { return pos.pieces() == pos.pieces(pos.rules().royal); }

} // namespace mudchess
