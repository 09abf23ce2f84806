// Moves said in words, once read: the reasons for asking which move the words meant and for
// refusing them. The words themselves are the command grammar's (grammar/moves.hpp); what they
// state is matched against the legal moves like any other move (move_reading.cpp).
#include "chess/said_move_refusal.hpp"

#include "chess/refusal.hpp"

namespace mudchess {

namespace {

using Kind = MoveRefusalKind;

MoveRefusal reason(Kind kind, std::string_view text = {}) {
    MoveRefusal r(kind);
    r.text = text;
    return r;
}

// The pieces a reading may mean: its own, or every kind of ours in the variant.
std::vector<PieceType> kindsMeant(const Position& pos, const TypedMove& spec) {
    if (spec.piece != NO_PIECE_TYPE || spec.from != SQ_NONE) return {spec.piece};
    std::vector<PieceType> out;
    for (PieceType t : ARMY_ORDER)
        if (pos.variant().hasPiece(t) && pos.pieces(pos.sideToMove(), t)) out.push_back(t);
    return out;
}

// The squares a reading may go to: its own, or each square a capture or promotion could end on.
std::vector<Square> squaresMeant(const Position& pos, const TypedMove& spec) {
    if (spec.to != SQ_NONE) return {spec.to};
    Color us = pos.sideToMove();
    std::vector<Square> out;
    for (int i = 0; i < 64; ++i) {
        Square s = Square(i);
        Piece p = pos.pieceOn(s);
        if (spec.mustPromote) {
            if (relativeRank(us, s) == 7) out.push_back(s);
            continue;
        }
        bool enemy = p && colorOf(p) != us && typeOf(p) != pos.rules().royal;
        bool enPassant = s == pos.enPassantSquare();
        if (spec.captured != NO_PIECE_TYPE)
            enemy = enemy ? typeOf(p) == spec.captured : enPassant && spec.captured == PAWN;
        else
            enemy = enemy || enPassant;
        if (enemy || (!spec.mustCapture && !p)) out.push_back(s);
    }
    return out;
}

// Why nothing can be taken on a named square, before asking which piece could go there.
std::optional<MoveRefusal> nothingToTake(const Position& pos, const TypedMove& spec) {
    if (!spec.mustCapture || spec.to == SQ_NONE) return std::nullopt;
    Piece p = pos.pieceOn(spec.to);
    Color us = pos.sideToMove();
    MoveRefusal r = reason(Kind::NOTHING_TO_TAKE);
    r.to = spec.to;
    if (p) r.by = {p, spec.to};
    if (spec.captured != NO_PIECE_TYPE) {
        bool enPassantPawn = !p && spec.to == pos.enPassantSquare() && spec.captured == PAWN;
        if (enPassantPawn || (p && colorOf(p) != us && typeOf(p) == spec.captured))
            return std::nullopt;
        r.kind = Kind::NO_SUCH_VICTIM;
        r.other = spec.captured;
        return r;
    }
    if (!p && spec.to != pos.enPassantSquare()) return r;
    if (p && colorOf(p) == us) {
        r.kind = Kind::OWN_PIECE_STANDS;
        return r;
    }
    return std::nullopt;
}

} // namespace

MoveRefusal askWhich(std::string_view typed, const std::vector<Move>& moves) {
    MoveRefusal r = reason(Kind::ASK_WHICH, typed);
    r.moves = moves;
    return r;
}

MoveRefusal whichSideToCastle(std::string_view typed, const std::vector<Move>& moves) {
    bool kingside = false, queenside = false;
    for (Move m : moves) (m.castlesKingside() ? kingside : queenside) = true;
    MoveRefusal r =
        reason(kingside && queenside ? Kind::CASTLE_WHICH_SIDE : Kind::CASTLE_ALMOST, typed);
    r.kingside = kingside;
    return r;
}

MoveRefusal whyNoSaidMove(const Position& pos, const std::vector<TypedMove>& specs,
                          const MoveList& legal, std::string_view typed) {
    const TypedMove& spec = specs.front();
    if (spec.form == TypedMove::Form::CASTLING && spec.eitherSide) {
        TypedMove kingside = spec, queenside = spec;
        kingside.eitherSide = queenside.eitherSide = false;
        kingside.kingside = true;
        MoveRefusal r = reason(Kind::EITHER_SIDE);
        r.each = {whyNoLegalMove(pos, {kingside}, legal, typed),
                  whyNoLegalMove(pos, {queenside}, legal, typed)};
        return r;
    }
    if (spec.form != TypedMove::Form::MOVE) return whyNoLegalMove(pos, specs, legal, typed);
    if (std::optional<MoveRefusal> why = nothingToTake(pos, spec)) return *why;

    // Every square and piece the words could mean, made definite; the first that could at
    // least move there is explained (a pin, a check), as a typed move would be.
    std::vector<TypedMove> definite;
    for (const TypedMove& s : specs)
        for (PieceType t : kindsMeant(pos, s))
            for (Square to : squaresMeant(pos, s)) {
                TypedMove d = s;
                d.piece = t;
                d.to = to;
                if (couldMoveThere(pos, d)) definite.push_back(d);
            }
    if (!definite.empty()) return whyNoLegalMove(pos, definite, legal, typed);

    // Nothing of ours could go there at all.
    Color us = pos.sideToMove();
    if (spec.mustPromote)
        return reason(pos.pieces(us, PAWN) ? Kind::NO_PAWN_CAN_PROMOTE : Kind::NO_PAWNS_LEFT);
    if (spec.piece != NO_PIECE_TYPE || spec.from != SQ_NONE) {
        bool absent = spec.from == SQ_NONE &&
                      (!pos.variant().hasPiece(spec.piece) || !pos.pieces(us, spec.piece));
        if (spec.to != SQ_NONE || absent) {
            // The refusal names a missing piece before it looks at the square.
            TypedMove d = spec;
            if (d.to == SQ_NONE) d.to = Square(0);
            return whyNoLegalMove(pos, {d}, legal, typed);
        }
    }
    MoveRefusal r = reason(Kind::NONE_CAN_TAKE);
    r.piece = spec.piece;
    r.to = spec.to;
    r.other = spec.captured;
    return r;
}

} // namespace mudchess
