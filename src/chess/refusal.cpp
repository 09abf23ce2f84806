// Why typed text names no legal move, found by replaying the rules on the reading that got
// furthest. The legal move list has already refused; these functions only find the reason
// (src/render/move_refusal_words.cpp says it).
#include "chess/refusal.hpp"

namespace mudchess {

namespace {

using Kind = MoveRefusalKind;

MoveRefusal reason(Kind kind) {
    MoveRefusal r;
    r.kind = kind;
    return r;
}

MoveRefusal aboutText(Kind kind, std::string_view typed) {
    MoveRefusal r = reason(kind);
    r.text = typed;
    return r;
}

PieceAt pieceAt(const Position& pos, Square s) { return {pos.pieceOn(s), s}; }

// The variant's promotion pieces in the order players expect: queen first.
std::vector<PieceType> promotionChoices(const Variant& v) {
    std::vector<PieceType> out;
    for (PieceType t : ARMY_ORDER)
        if (v.promotesTo(t)) out.push_back(t);
    return out;
}

// ---------------------------------------------------------------------------------------------
// Explaining why a reading matches no legal move.

// The occupied square nearest to `from` strictly between `from` and `to`, if any.
std::optional<Square> firstBlocker(const Position& pos, Square from, Square to) {
    Bitboard blockers = betweenBB(from, to) & ~squareBB(to) & pos.pieces();
    if (!blockers) return std::nullopt;
    return to > from ? lsb(blockers) : msb(blockers);
}

Bitboard pieceReach(PieceType t, Square from, Bitboard occupied) {
    switch (t) {
    case KNIGHT:
    case ROYAL_KNIGHT: return knightAttacks(from);
    case BISHOP: return bishopAttacks(from, occupied);
    case ROOK: return rookAttacks(from, occupied);
    case QUEEN: return queenAttacks(from, occupied);
    case KING:
    case COMMONER: return kingAttacks(from);
    default: return 0;
    }
}

// A reason about our piece on `from` and the square `to`.
MoveRefusal moving(Kind kind, const Position& pos, Square from, Square to) {
    MoveRefusal r = reason(kind);
    r.mover = pieceAt(pos, from);
    r.to = to;
    return r;
}

bool firstMoveCaptureBanned(const Position& pos) {
    return pos.rules().noCaptureOnFirstMoves && pos.isFirstMove();
}

// Why our pawn on `from` cannot go to `to` by pawn movement, if it cannot.
std::optional<MoveRefusal> pawnProblem(const Position& pos, Square from, Square to) {
    Color us = pos.sideToMove();
    int up = pawnPush(us);
    if (fileOf(to) == fileOf(from)) {
        bool single = int(to) == int(from) + up;
        bool twice = relativeRank(us, from) == 1 && int(to) == int(from) + 2 * up;
        if (!single && !twice) return moving(Kind::CANNOT_REACH, pos, from, to);
        for (Square s : {from + up, to})
            if (pos.pieceOn(s)) {
                MoveRefusal r = moving(Kind::PAWN_BLOCKED, pos, from, to);
                r.by = pieceAt(pos, s);
                return r;
            }
        return std::nullopt;
    }
    if (!(pawnAttacks(us, from) & squareBB(to))) return moving(Kind::CANNOT_REACH, pos, from, to);
    if (pos.pieceOn(to) || to == pos.enPassantSquare()) return std::nullopt;
    bool enPassantShape =
        relativeRank(us, from) == 4 && pos.pieceOn(to - up) == makePiece(~us, PAWN);
    if (!enPassantShape) return moving(Kind::PAWN_DIAGONAL, pos, from, to);
    if (firstMoveCaptureBanned(pos)) return reason(Kind::NO_CAPTURE_ON_FIRST_MOVE);
    // The position keeps an en-passant square only when the capture is legal, so whether the
    // pawn has just made its double step cannot be told apart from a pin here.
    return moving(Kind::EN_PASSANT_NOT_NOW, pos, from, to);
}

// Why the piece on `from` (ours) cannot go to `to` by the way it moves, if it cannot.
std::optional<MoveRefusal> movementProblem(const Position& pos, Square from, Square to) {
    Color us = pos.sideToMove();
    Piece target = pos.pieceOn(to);
    if (from == to) return moving(Kind::ALREADY_THERE, pos, from, to);
    if (target && colorOf(target) == us) {
        MoveRefusal r = moving(Kind::OWN_PIECE_THERE, pos, from, to);
        r.by = pieceAt(pos, to);
        return r;
    }
    if (target && typeOf(target) == pos.rules().royal) return reason(Kind::ROYAL_NEVER_CAPTURED);

    PieceType t = typeOf(pos.pieceOn(from));
    if (t == PAWN) return pawnProblem(pos, from, to);
    if (pieceReach(t, from, pos.pieces()) & squareBB(to)) return std::nullopt;
    if (pieceReach(t, from, 0) & squareBB(to))
        if (std::optional<Square> b = firstBlocker(pos, from, to)) {
            MoveRefusal r = moving(Kind::PATH_BLOCKED, pos, from, to);
            r.by = pieceAt(pos, *b);
            return r;
        }
    return moving(Kind::CANNOT_REACH, pos, from, to);
}

// Castling's own conditions, in the order a player would check them.
MoveRefusal explainCastling(const Position& pos, bool kingside) {
    if (!pos.rules().castling) return reason(Kind::NO_CASTLING);
    auto onWing = [kingside](Kind kind) {
        MoveRefusal r = reason(kind);
        r.kingside = kingside;
        return r;
    };

    Color us = pos.sideToMove();
    int right = us == WHITE ? (kingside ? WHITE_KINGSIDE : WHITE_QUEENSIDE)
                            : (kingside ? BLACK_KINGSIDE : BLACK_QUEENSIDE);
    Square homeRook = makeSquare(kingside ? 7 : 0, us == WHITE ? 0 : 7);
    if (!(pos.castlingRights() & right)) {
        MoveRefusal r = onWing(Kind::CASTLING_RIGHT_GONE);
        r.to = homeRook;
        return r;
    }
    if (pos.checkers()) return onWing(Kind::CASTLING_IN_CHECK);

    Square royal = pos.royalSquare(us);
    Square to = kingside ? royal + 2 : royal - 2;
    if (std::optional<Square> b = firstBlocker(pos, royal, homeRook)) {
        MoveRefusal r = onWing(Kind::CASTLING_BLOCKED);
        r.by = pieceAt(pos, *b);
        return r;
    }
    for (Square s = kingside ? royal + 1 : royal - 1;; s = kingside ? s + 1 : s - 1) {
        if (Bitboard attackers = pos.attackersTo(s, pos.pieces()) & pos.pieces(~us)) {
            MoveRefusal r = onWing(Kind::CASTLING_ATTACKED);
            r.to = s;
            r.lands = s == to;
            r.by = pieceAt(pos, lsb(attackers));
            return r;
        }
        if (s == to) break;
    }
    return onWing(Kind::CASTLING_NOT_POSSIBLE);
}

// A royal move two files sideways from its home square is castling typed as the royal's move.
bool castlingShaped(const Position& pos, Square from, Square to) {
    Color us = pos.sideToMove();
    return pos.rules().castling && typeOf(pos.pieceOn(from)) == pos.rules().royal &&
           relativeRank(us, from) == 0 && fileOf(from) == 4 && rankOf(to) == rankOf(from) &&
           (fileOf(to) == 2 || fileOf(to) == 6);
}

// The move the geometry describes, with a promotion piece when the pawn promotes.
Move intendedMove(const Position& pos, Square from, Square to, PieceType promotion) {
    if (typeOf(pos.pieceOn(from)) == PAWN) {
        if (to == pos.enPassantSquare() && fileOf(to) != fileOf(from))
            return Move(from, to, MoveKind::EN_PASSANT);
        if (relativeRank(pos.sideToMove(), to) == 7)
            return Move(from, to, MoveKind::PROMOTION,
                        promotion != NO_PIECE_TYPE ? promotion
                                                   : promotionChoices(pos.variant()).front());
    }
    return Move(from, to);
}

// Why our piece on `from` may not go to `to`, given that no legal move does it.
MoveRefusal explainMove(const Position& pos, const TypedMove& spec, Square from,
                        std::string_view typed) {
    Square to = spec.to;
    if (castlingShaped(pos, from, to)) return explainCastling(pos, to > from);
    if (std::optional<MoveRefusal> problem = movementProblem(pos, from, to)) return *problem;

    Move m = intendedMove(pos, from, to, spec.promotion);
    if (m.kind() == MoveKind::PROMOTION && !pos.variant().promotesTo(m.promotion()))
        return promotionNotAllowed(m.promotion());
    if (m.kind() != MoveKind::PROMOTION && spec.promotion != NO_PIECE_TYPE)
        return reason(Kind::ONLY_PAWNS_PROMOTE);
    if (pos.isCapture(m) && firstMoveCaptureBanned(pos))
        return reason(Kind::NO_CAPTURE_ON_FIRST_MOVE);

    bool safe = pos.leavesRoyalSafe(m);
    if (pos.checkSuspended()) {
        if (pos.isCapture(m) && !safe) return reason(Kind::FIRST_CAPTURE_EXPOSES_ROYAL);
        return aboutText(Kind::NOT_LEGAL_HERE, typed);
    }
    if (safe) return aboutText(Kind::NOT_LEGAL_HERE, typed);

    Color us = pos.sideToMove();
    if (from == pos.royalSquare(us)) return moving(Kind::ROYAL_INTO_CHECK, pos, from, to);
    if (pos.checkers()) return aboutText(Kind::DOES_NOT_ANSWER_CHECK, typed);

    // Not in check, yet the move exposes the royal piece: name the piece that would attack it.
    Square royal = pos.royalSquare(us);
    Bitboard captured = squareBB(m.kind() == MoveKind::EN_PASSANT ? to - pawnPush(us) : to);
    Bitboard occupied = (pos.pieces() ^ squareBB(from)) | squareBB(to);
    if (m.kind() == MoveKind::EN_PASSANT) occupied ^= captured;
    Bitboard attackers = pos.attackersTo(royal, occupied) & pos.pieces(~us) & ~captured;
    if (!attackers) return aboutText(Kind::NOT_LEGAL_HERE, typed);
    Square attacker = lsb(attackers);
    MoveRefusal r = m.kind() != MoveKind::EN_PASSANT && aligned(royal, attacker, from)
                        ? moving(Kind::PINNED, pos, from, to)
                        : aboutText(Kind::EXPOSES_ROYAL, typed);
    r.by = pieceAt(pos, attacker);
    return r;
}

// Our pieces a SAN reading could mean: its piece type, on its file or rank.
Bitboard movers(const Position& pos, const TypedMove& spec) {
    Bitboard b = pos.pieces(pos.sideToMove(), spec.piece);
    if (spec.fromFile >= 0) b &= fileBB(spec.fromFile);
    if (spec.fromRank >= 0) b &= rankBB(spec.fromRank);
    return b;
}

// Movers that the way they move would take to the destination.
Bitboard reachers(const Position& pos, const TypedMove& spec) {
    if (spec.from != SQ_NONE) {
        Piece p = pos.pieceOn(spec.from);
        bool ours = p && colorOf(p) == pos.sideToMove();
        return ours && !movementProblem(pos, spec.from, spec.to) ? squareBB(spec.from) : 0;
    }
    Bitboard out = 0;
    for (Bitboard b = movers(pos, spec); b;) {
        Square s = popLsb(b);
        if (!movementProblem(pos, s, spec.to) || castlingShaped(pos, s, spec.to))
            out |= squareBB(s);
    }
    return out;
}

// A reason about the origin square a reading named.
MoveRefusal atOrigin(Kind kind, const TypedMove& spec) {
    MoveRefusal r = reason(kind);
    r.to = spec.from;
    r.piece = spec.piece;
    return r;
}

// Coordinates: the square must hold one of our pieces, of the type named if one was.
MoveRefusal explainCoordinates(const Position& pos, const TypedMove& spec, std::string_view typed) {
    Piece p = pos.pieceOn(spec.from);
    if (!p) return atOrigin(Kind::NO_PIECE_ON, spec);
    if (colorOf(p) != pos.sideToMove()) return atOrigin(Kind::NOT_YOUR_PIECE, spec);
    if (spec.piece != NO_PIECE_TYPE && typeOf(p) != spec.piece) {
        MoveRefusal r = atOrigin(Kind::WRONG_PIECE, spec);
        r.other = typeOf(p);
        return r;
    }
    return explainMove(pos, spec, spec.from, typed);
}

MoveRefusal explainSan(const Position& pos, const TypedMove& spec, std::string_view typed) {
    Color us = pos.sideToMove();
    MoveRefusal named = reason(Kind::PIECE_NOT_IN_VARIANT);
    named.piece = spec.piece;
    if (!pos.variant().hasPiece(spec.piece)) return named;
    Bitboard mine = movers(pos, spec);
    if (!mine) {
        named.kind = Kind::NO_SUCH_MOVER;
        named.fromFile = spec.fromFile;
        named.fromRank = spec.fromRank;
        return named;
    }
    if (Bitboard r = reachers(pos, spec)) return explainMove(pos, spec, lsb(r), typed);
    if (!moreThanOne(mine)) return explainMove(pos, spec, lsb(mine), typed);
    Piece target = pos.pieceOn(spec.to);
    if (target && (colorOf(target) == us || typeOf(target) == pos.rules().royal))
        return *movementProblem(pos, lsb(mine), spec.to);
    // A slider that only something in the way stops is the one the player most likely meant.
    for (Bitboard b = mine; b;) {
        Square s = popLsb(b);
        if (pieceReach(spec.piece, s, 0) & squareBB(spec.to))
            return explainMove(pos, spec, s, typed);
    }
    named.kind = Kind::NONE_CAN_REACH;
    named.to = spec.to;
    return named;
}

MoveRefusal explainPass(const Position& pos) {
    if (pos.rules().stalemate != StalemateRule::MORE_KNIGHTS_OR_PASS)
        return reason(Kind::NO_PASSING);
    return reason(Kind::NOTHING_TO_PASS);
}

// The reading to explain: the first whose piece could at least move there, else the first.
const TypedMove& readingToExplain(const Position& pos, const std::vector<TypedMove>& specs) {
    for (const TypedMove& s : specs)
        if (s.form == TypedMove::Form::MOVE && reachers(pos, s)) return s;
    return specs.front();
}

} // namespace

MoveRefusal notAMove(std::string_view typed) { return aboutText(Kind::NOT_A_MOVE, typed); }

MoveRefusal notASquare(std::string_view text) { return aboutText(Kind::NOT_A_SQUARE, text); }

MoveRefusal promotionNotAllowed(PieceType t) {
    MoveRefusal r = reason(Kind::PROMOTION_NOT_ALLOWED);
    r.piece = t;
    return r;
}

MoveRefusal promotionMissing(Move m) {
    MoveRefusal r = reason(Kind::PROMOTION_MISSING);
    r.moves = {m};
    return r;
}

MoveRefusal onlyPawnsPromote() { return reason(Kind::ONLY_PAWNS_PROMOTE); }

MoveRefusal ambiguous(std::string_view typed, const std::vector<Move>& moves) {
    MoveRefusal r = aboutText(Kind::AMBIGUOUS, typed);
    r.moves = moves;
    return r;
}

bool couldMoveThere(const Position& pos, const TypedMove& spec) {
    return spec.form == TypedMove::Form::MOVE && spec.to != SQ_NONE &&
           (spec.from != SQ_NONE || spec.piece != NO_PIECE_TYPE) && reachers(pos, spec) != 0;
}

MoveRefusal whyNoLegalMove(const Position& pos, const std::vector<TypedMove>& specs,
                           const MoveList& legal, std::string_view typed) {
    const TypedMove& spec = readingToExplain(pos, specs);
    bool mustPass = legal.size() == 1 && legal[0].kind() == MoveKind::PASS;
    if (mustPass && spec.form != TypedMove::Form::PASS) return reason(Kind::MUST_PASS);
    switch (spec.form) {
    case TypedMove::Form::PASS: return explainPass(pos);
    case TypedMove::Form::CASTLING: return explainCastling(pos, spec.kingside);
    case TypedMove::Form::MOVE: break;
    }
    if (spec.from != SQ_NONE) return explainCoordinates(pos, spec, typed);
    return explainSan(pos, spec, typed);
}

} // namespace mudchess
