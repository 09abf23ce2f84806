#include "chess/uci_move.hpp"

namespace mudchess {

std::string squareName(Square s) { return {char('a' + fileOf(s)), char('1' + rankOf(s))}; }

std::optional<Square> parseSquare(std::string_view text) {
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return std::nullopt;
    return makeSquare(text[0] - 'a', text[1] - '1');
}

std::string toUci(Move m) {
    if (m.kind() == MoveKind::PASS) return "0000";
    std::string out = squareName(m.from()) + squareName(m.to());
    if (m.kind() == MoveKind::PROMOTION) out += lowerLetter(sanLetter(m.promotion()));
    return out;
}

std::optional<Move> parseUci(const Position& pos, std::string_view text) {
    MoveList legal;
    generateLegal(pos, legal);
    for (Move m : legal)
        if (toUci(m) == text) return m;
    return std::nullopt;
}

} // namespace mudchess
