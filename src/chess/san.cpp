// Writing moves: SAN for records and figurine long algebraic for display.
#include "chess/san.hpp"

#include "chess/uci_move.hpp"

namespace mudchess {

namespace {

// Move lists write a piece Unicode has no symbol for (the commoner) by its SAN letter, the
// same for both sides.
std::string figurine(Color c, PieceType t) {
    std::string_view symbol = pieceInfo(t).figurine[c];
    return symbol.empty() ? std::string(1, sanLetter(t)) : std::string(symbol);
}

// File, rank or whole square of `m`'s origin, as SAN needs to tell it from other legal moves of
// the same piece type to the same square: file if that suffices, else rank, else both.
std::string disambiguation(const Position& pos, Move m, const MoveList& legal) {
    PieceType type = typeOf(pos.pieceOn(m.from()));
    bool clash = false, sameFile = false, sameRank = false;
    for (Move other : legal) {
        if (other.kind() == MoveKind::PASS || other.kind() == MoveKind::CASTLING) continue;
        if (other.from() == m.from() || other.to() != m.to()) continue;
        if (typeOf(pos.pieceOn(other.from())) != type) continue;
        clash = true;
        sameFile |= fileOf(other.from()) == fileOf(m.from());
        sameRank |= rankOf(other.from()) == rankOf(m.from());
    }
    if (!clash) return "";
    if (!sameFile) return std::string(1, char('a' + fileOf(m.from())));
    if (!sameRank) return std::string(1, char('1' + rankOf(m.from())));
    return squareName(m.from());
}

// "#" when the move mates, "+" when it checks while check exists, else nothing. Decided on the
// position after the move, so every variant's notion of check and mate applies unchanged.
std::string checkSuffix(const Position& pos, Move m) {
    if (m.kind() == MoveKind::PASS) return "";
    Position after = pos;
    after.play(m);
    if (judge(after).outcome == Ending::CHECKMATE) return "#";
    if (after.inCheck()) return "+";
    return "";
}

} // namespace

std::string sanWithoutCheck(const Position& pos, Move m, const MoveList& legal) {
    if (m.kind() == MoveKind::PASS) return "--";
    if (m.kind() == MoveKind::CASTLING) return m.castlesKingside() ? "O-O" : "O-O-O";
    PieceType type = typeOf(pos.pieceOn(m.from()));
    bool capture = pos.isCapture(m);
    std::string out;
    if (type == PAWN) {
        if (capture) out += char('a' + fileOf(m.from()));
    } else {
        out += sanLetter(type);
        out += disambiguation(pos, m, legal);
    }
    if (capture) out += 'x';
    out += squareName(m.to());
    if (m.kind() == MoveKind::PROMOTION) {
        out += '=';
        out += sanLetter(m.promotion());
    }
    return out;
}

std::string toSan(const Position& pos, Move m) {
    MoveList legal;
    generateLegal(pos, legal);
    return sanWithoutCheck(pos, m, legal) + checkSuffix(pos, m);
}

std::string toFigurine(const Position& pos, Move m) {
    if (m.kind() == MoveKind::PASS) return "--";
    std::string suffix = checkSuffix(pos, m);
    if (m.kind() == MoveKind::CASTLING) return (m.castlesKingside() ? "0–0" : "0–0–0") + suffix;
    Color us = pos.sideToMove();
    PieceType type = typeOf(pos.pieceOn(m.from()));
    std::string out = type == PAWN ? "" : figurine(us, type);
    out += squareName(m.from());
    out += pos.isCapture(m) ? "×" : "–";
    out += squareName(m.to());
    if (m.kind() == MoveKind::EN_PASSANT) out += " e.p.";
    if (m.kind() == MoveKind::PROMOTION) out += "=" + figurine(us, m.promotion());
    return out + suffix;
}

} // namespace mudchess
