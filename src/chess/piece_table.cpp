#include "chess/piece_table.hpp"

namespace mudchess {

namespace {

// Each piece's FEN letter as a one-character string, at 2 * Piece, for the pieces Unicode has
// no symbol for.
constexpr auto LETTER_TEXT = [] {
    std::array<char, 2 * PIECE_NB> out{};
    for (Color c : {WHITE, BLACK})
        for (const PieceInfo& info : PIECE_TABLE)
            out[2 * makePiece(c, info.type)] = pieceLetter(makePiece(c, info.type));
    return out;
}();

} // namespace

std::string_view pieceFigurine(Piece p) {
    std::string_view symbol = pieceInfo(typeOf(p)).figurine[colorOf(p)];
    return symbol.empty() ? std::string_view(&LETTER_TEXT[2 * p], 1) : symbol;
}

} // namespace mudchess
