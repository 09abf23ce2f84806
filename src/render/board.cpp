#include "render/board.hpp"

namespace mudchess {

namespace {

struct Cell {
    char left, piece, right;
};

Cell cellOf(const Position& pos, Square s, const BoardMarkers& m) {
    Piece p = pos.pieceOn(s);
    Bitboard bb = squareBB(s);
    char piece = p ? pieceLetter(p) : ((fileOf(s) + rankOf(s)) % 2 == 0 ? '.' : ' ');
    if (m.check & bb) return {'!', piece, '!'};
    if (m.checkers & bb) return {'(', piece, ')'};
    if (m.captureTargets & bb) return {'>', piece, '<'};
    if (m.quietTargets & bb) return {' ', '*', ' '};
    if (m.lastMove & bb) return {'[', piece, ']'};
    return {' ', piece, ' '};
}

// Files and ranks in drawing order for the viewer's side.
int fileAt(int column, bool whiteAtBottom) { return whiteAtBottom ? column : 7 - column; }
int rankAt(int row, bool whiteAtBottom) { return whiteAtBottom ? 7 - row : row; }

std::string fileLabels(bool whiteAtBottom, bool compact) {
    std::string out = compact ? "  " : "    ";
    for (int c = 0; c < 8; ++c) {
        out += char('a' + fileAt(c, whiteAtBottom));
        out += compact ? " " : "   ";
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out + "\n";
}

} // namespace

BoardMarkers standardMarkers(const Position& pos, Move lastMove) {
    BoardMarkers m;
    if (!lastMove.isNone() && lastMove.kind() != MoveKind::PASS)
        m.lastMove = squareBB(lastMove.from()) | squareBB(lastMove.to());
    if (pos.checkers() && !pos.checkSuspended()) {
        m.check = squareBB(pos.royalSquare(pos.sideToMove()));
        m.checkers = pos.checkers();
    }
    return m;
}

std::string renderBoard(const Position& pos, const BoardMarkers& markers, const BoardStyle& style) {
    constexpr std::string_view RULE = "  +---+---+---+---+---+---+---+---+\n";
    bool up = style.whiteAtBottom;
    std::string labels = fileLabels(up, style.compact);
    std::string out;
    out.reserve(style.compact ? 200 : 720); // one allocation: boards are drawn on every move
    out += labels;
    if (!style.compact) out += RULE;
    for (int row = 0; row < 8; ++row) {
        int rank = rankAt(row, up);
        char rankLabel = char('1' + rank);
        out += rankLabel;
        if (!style.compact) out += " |";
        for (int column = 0; column < 8; ++column) {
            Cell c = cellOf(pos, makeSquare(fileAt(column, up), rank), markers);
            if (style.compact) {
                // Two characters a square: the piece, and a marker on its left when there is one.
                out += c.left;
                out += c.piece;
            } else {
                out += {c.left, c.piece, c.right, '|'};
            }
        }
        out += ' ';
        out += rankLabel;
        out += '\n';
        if (!style.compact) out += RULE;
    }
    return out += labels;
}

} // namespace mudchess
