#include "render/spoken.hpp"

#include "chess/notation.hpp"
#include "chess/uci_move.hpp"
#include "render/describe.hpp"
#include "render/locale.hpp"

#include <vector>

namespace mudchess {

namespace {

// "a1", "a1 and h1", "a2, b2 and c2".
std::string squareList(Bitboard squares) {
    std::vector<std::string> names;
    while (squares) names.push_back(squareName(popLsb(squares)));
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i) out += i + 1 == names.size() ? " and " : ", ";
        out += names[i];
    }
    return said(out);
}

std::string countedName(PieceType t, int count) {
    return said(std::string(count > 1 ? piecePlural(t) : pieceName(t)));
}

// One empty-run-aware walk along eight squares: "4 empty, e4 white pawn, 3 empty".
template <typename SquareAt> std::string readLine(const Position& pos, SquareAt squareAt) {
    std::string out;
    int empty = 0;
    auto flush = [&] {
        if (!empty) return;
        out += (out.empty() ? "" : ", ") + std::to_string(empty) + " empty";
        empty = 0;
    };
    for (int i = 0; i < 8; ++i) {
        Square s = squareAt(i);
        Piece p = pos.pieceOn(s);
        if (!p) {
            ++empty;
            continue;
        }
        flush();
        out += (out.empty() ? "" : ", ") + squareName(s) + " " + lowerSide(colorOf(p)) + " " +
               std::string(pieceName(typeOf(p)));
    }
    flush();
    return out + ".";
}

// "White: king e1, queen d1, rooks a1 and h1, ... pawns a2 and b2."
std::string army(const Position& pos, Color c) {
    std::string out = sideTitle(c) + ":";
    bool first = true;
    for (PieceType t : ARMY_ORDER) {
        Bitboard squares = pos.pieces(c, t);
        if (!squares) continue;
        out += (first ? " " : ", ") + countedName(t, popcount(squares)) + " " + squareList(squares);
        first = false;
    }
    return said(out + (first ? " no pieces." : "."));
}

} // namespace

std::string describePosition(const Game& game) {
    const Position& pos = game.position();
    std::string out = army(pos, WHITE) + " " + army(pos, BLACK);
    if (game.isOver()) return said(out + " " + outcomeSentence(game) + ".");
    out += " " + sideTitle(pos.sideToMove()) + " to move";
    if (pos.inCheck()) out += ", in check";
    std::string note = checkSuspendedNote(pos);
    return said(out + "." + (note.empty() ? "" : " " + note));
}

std::string readRank(const Position& pos, int rank) {
    return said("Rank " + std::to_string(rank + 1) +
                ", a to h: " + readLine(pos, [rank](int i) { return makeSquare(i, rank); }));
}

std::string readFile(const Position& pos, int file) {
    return said(std::string("File ") + char('a' + file) +
                ", 1 to 8: " + readLine(pos, [file](int i) { return makeSquare(file, i); }));
}

std::string wherePieces(const Position& pos, std::optional<Color> side, PieceType type) {
    if (type == KING) type = pos.rules().royal;
    std::string out;
    for (Color c : {WHITE, BLACK}) {
        if (side && *side != c) continue;
        out += out.empty() ? "" : " ";
        if (type == NO_PIECE_TYPE) {
            out += army(pos, c);
            continue;
        }
        Bitboard squares = pos.pieces(c, type);
        if (!squares)
            out += sideTitle(c) + " has no " + countedName(type, 2) + ".";
        else
            out += sideTitle(c) + " " + countedName(type, popcount(squares)) + ": " +
                   squareList(squares) + ".";
    }
    return said(out);
}

std::string whatIsOn(const Position& pos, Square s) {
    Piece p = pos.pieceOn(s);
    if (!p) return said(squareName(s) + " is empty.");
    return said(squareName(s) + ": " + lowerSide(colorOf(p)) + " " +
                std::string(pieceName(typeOf(p))) + ".");
}

std::string checkSuspendedNote(const Position& pos) {
    if (!pos.checkSuspended()) return said("");
    return said("Check rules are suspended until the first capture: a king may stand attacked.");
}

std::string moveInWords(const Position& before, Move m) {
    Color us = before.sideToMove();
    std::string who = sideTitle(us);
    if (m.kind() == MoveKind::PASS) return said(who + " passes");
    std::string san = toSan(before, m);
    std::string out;
    if (m.kind() == MoveKind::CASTLING) {
        out = who + " castles " + (m.to() > m.from() ? "king side" : "queen side");
    } else {
        out = who + " " + std::string(pieceName(typeOf(before.pieceOn(m.from())))) + " " +
              squareName(m.from());
        if (m.kind() == MoveKind::EN_PASSANT)
            out += " takes " + squareName(m.to()) + " en passant";
        else if (Piece taken = before.pieceOn(m.to()))
            out += " takes " + std::string(pieceName(typeOf(taken))) + " " + squareName(m.to());
        else
            out += " to " + squareName(m.to());
        if (m.kind() == MoveKind::PROMOTION)
            out += " and becomes a " + std::string(pieceName(m.promotion()));
    }
    if (san.ends_with('#')) return said(out + ", checkmate");
    if (san.ends_with('+')) return said(out + ", check");
    return said(out);
}

} // namespace mudchess
