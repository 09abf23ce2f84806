#include "render/board_panel.hpp"

#include "chess/notation.hpp"
#include "chess/uci_move.hpp"
#include "render/describe.hpp"
#include "render/locale.hpp"

#include <array>

namespace mudchess {

namespace {

// "e2-e4", "e4xd5", "pass": from the record alone, since SAN would need the position before.
std::string lastMoveText(const PlyRecord& ply) {
    if (ply.move.kind() == MoveKind::PASS) return said("pass");
    return squareName(ply.move.from()) + (ply.captured ? "x" : "-") + squareName(ply.move.to());
}

} // namespace

std::string takenPieces(const Game& game, Color side, bool figurines) {
    // Counted by type rather than collected and sorted: this runs for every board drawn.
    std::array<int, PIECE_TYPE_NB> count{};
    for (const PlyRecord& ply : game.history())
        if (ply.captured && colorOf(ply.captured) != side) ++count[typeOf(ply.captured)];
    std::string out;
    for (PieceType t : ARMY_ORDER) // strongest first; royal pieces are never taken
        for (int i = 0; i < count[t]; ++i) {
            if (!out.empty()) out += ' ';
            Piece p = makePiece(~side, t);
            if (figurines)
                out += pieceFigurine(p);
            else
                out += pieceLetter(p);
        }
    return out;
}

BoardPanel boardPanel(const Game& game, std::string_view white, std::string_view black,
                      const BoardStyle& style, const std::array<std::string, 2>* clocks) {
    BoardPanel panel;
    Color top = style.whiteAtBottom ? BLACK : WHITE;
    auto seat = [&](Color c, std::size_t nameRow, std::size_t takenRow) {
        std::string_view name = c == WHITE ? white : black;
        panel[nameRow] = said(sideTitle(c) + ": " + (name.empty() ? "nobody" : std::string(name)) +
                              (clocks ? ", " + (*clocks)[c] + " left" : ""));
        std::string taken = takenPieces(game, c, style.figurines);
        if (!taken.empty()) panel[takenRow] = said("took " + taken);
    };
    seat(top, 0, 1);
    seat(~top, 7, 6);
    const Position& pos = game.position();
    panel[3] =
        game.isOver() ? outcomeSentence(game) : said(sideTitle(pos.sideToMove()) + " to move");
    if (!game.history().empty())
        panel[4] = said("last move " + lastMoveText(game.history().back()));
    if (!game.isOver() && pos.inCheck())
        panel[5] = said(sideTitle(pos.sideToMove()) + " is in check");
    return panel;
}

} // namespace mudchess
