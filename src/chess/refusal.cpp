// The words of a refusal: why typed text names no legal move, found by replaying the rules on
// the reading that got furthest. The legal move list has already refused; these functions
// only pick the words.
#include "chess/refusal.hpp"

#include "chess/san.hpp"
#include "chess/uci_move.hpp"

#include <algorithm>

namespace mudchess {

namespace {

// ---------------------------------------------------------------------------------------------
// Names of pieces, sides and squares in messages.

std::string plural(PieceType t) { return std::string(piecePlural(t)); }
std::string colorName(Color c) { return c == WHITE ? "white" : "black"; }
std::string sideName(Color c) { return c == WHITE ? "White" : "Black"; }
std::string royalName(const Position& pos) { return std::string(pieceName(pos.rules().royal)); }

// "the knight on g1"
std::string pieceOnSquare(const Position& pos, Square s) {
    return "the " + std::string(pieceName(typeOf(pos.pieceOn(s)))) + " on " + squareName(s);
}

// "a", "a or b", "a, b or c" (and the same with "and").
std::string joinWith(const std::vector<std::string>& items, std::string_view last) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i) out += i + 1 == items.size() ? last : ", ";
        out += items[i];
    }
    return out;
}
std::string joinOr(const std::vector<std::string>& items) { return joinWith(items, " or "); }
std::string joinAnd(const std::vector<std::string>& items) { return joinWith(items, " and "); }

// The text in double quotes. Appending (rather than "\"" + text) also keeps GCC 12's false
// -Wrestrict warning on short string concatenation away.
std::string quoted(std::string_view text) {
    std::string out = "\"";
    out += text;
    out += '"';
    return out;
}

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

std::string cannotReach(const Position& pos, Square from, Square to) {
    return pieceOnSquare(pos, from) + " cannot reach " + squareName(to);
}

std::string noCaptureOnFirstMove(const Position& pos) {
    return "no captures on a player's first move in " + std::string(pos.variant().displayName);
}

bool firstMoveCaptureBanned(const Position& pos) {
    return pos.rules().noCaptureOnFirstMoves && pos.isFirstMove();
}

// Why our pawn on `from` cannot go to `to` by pawn movement, if it cannot.
std::optional<std::string> pawnProblem(const Position& pos, Square from, Square to) {
    Color us = pos.sideToMove();
    int up = pawnPush(us);
    if (fileOf(to) == fileOf(from)) {
        bool single = int(to) == int(from) + up;
        bool twice = relativeRank(us, from) == 1 && int(to) == int(from) + 2 * up;
        if (!single && !twice) return cannotReach(pos, from, to);
        for (Square s : {from + up, to})
            if (pos.pieceOn(s))
                return pieceOnSquare(pos, from) + " is blocked by the " +
                       colorName(colorOf(pos.pieceOn(s))) + " " +
                       std::string(pieceName(typeOf(pos.pieceOn(s)))) + " on " + squareName(s);
        return std::nullopt;
    }
    if (!(pawnAttacks(us, from) & squareBB(to))) return cannotReach(pos, from, to);
    if (pos.pieceOn(to) || to == pos.enPassantSquare()) return std::nullopt;
    bool enPassantShape =
        relativeRank(us, from) == 4 && pos.pieceOn(to - up) == makePiece(~us, PAWN);
    if (!enPassantShape)
        return pieceOnSquare(pos, from) + " cannot go to " + squareName(to) +
               ": a pawn moves diagonally only to capture";
    if (firstMoveCaptureBanned(pos)) return noCaptureOnFirstMove(pos);
    // The position keeps an en-passant square only when the capture is legal, so whether the
    // pawn has just made its double step cannot be told apart from a pin here.
    return "en passant on " + squareName(to) +
           " is not possible now: it must come right after the pawn's double step and must not "
           "leave your " +
           royalName(pos) + " attacked";
}

// Why the piece on `from` (ours) cannot go to `to` by the way it moves, if it cannot.
std::optional<std::string> movementProblem(const Position& pos, Square from, Square to) {
    Color us = pos.sideToMove();
    Piece target = pos.pieceOn(to);
    if (from == to)
        return pieceOnSquare(pos, from) + " is already on " + squareName(to) +
               "; name the square it should go to";
    if (target && colorOf(target) == us)
        return "your own " + std::string(pieceName(typeOf(target))) + " already stands on " +
               squareName(to);
    if (target && typeOf(target) == pos.rules().royal)
        return plural(pos.rules().royal) + " are never captured in " +
               std::string(pos.variant().displayName);

    PieceType t = typeOf(pos.pieceOn(from));
    if (t == PAWN) return pawnProblem(pos, from, to);
    if (pieceReach(t, from, pos.pieces()) & squareBB(to)) return std::nullopt;
    if (pieceReach(t, from, 0) & squareBB(to))
        if (std::optional<Square> b = firstBlocker(pos, from, to))
            return cannotReach(pos, from, to) + ": " + pieceOnSquare(pos, *b) + " is in the way";
    return cannotReach(pos, from, to);
}

// Castling's own conditions, in the order a player would check them.
std::string explainCastling(const Position& pos, bool kingside) {
    const Variant& v = pos.variant();
    std::string wing = kingside ? "kingside" : "queenside";
    if (!pos.rules().castling) return "there is no castling in " + std::string(v.displayName);

    Color us = pos.sideToMove();
    int right = us == WHITE ? (kingside ? WHITE_KINGSIDE : WHITE_QUEENSIDE)
                            : (kingside ? BLACK_KINGSIDE : BLACK_QUEENSIDE);
    Square homeRook = makeSquare(kingside ? 7 : 0, us == WHITE ? 0 : 7);
    if (!(pos.castlingRights() & right))
        return sideName(us) + " may no longer castle " + wing + ": the " + royalName(pos) +
               " or the rook on " + squareName(homeRook) + " has moved or been taken";
    if (pos.checkers()) return "you cannot castle while your " + royalName(pos) + " is in check";

    Square royal = pos.royalSquare(us);
    Square to = kingside ? royal + 2 : royal - 2;
    if (std::optional<Square> b = firstBlocker(pos, royal, homeRook))
        return "you cannot castle " + wing + ": " + pieceOnSquare(pos, *b) + " is in the way";
    for (Square s = kingside ? royal + 1 : royal - 1;; s = kingside ? s + 1 : s - 1) {
        if (Bitboard attackers = pos.attackersTo(s, pos.pieces()) & pos.pieces(~us))
            return "you cannot castle " + wing + ": your " + royalName(pos) + " would " +
                   (s == to ? "land on " : "pass through ") + squareName(s) + ", which " +
                   pieceOnSquare(pos, lsb(attackers)) + " attacks";
        if (s == to) break;
    }
    return "castling " + wing + " is not possible here";
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
std::string explainMove(const Position& pos, const TypedMove& spec, Square from,
                        std::string_view typed) {
    Square to = spec.to;
    if (castlingShaped(pos, from, to)) return explainCastling(pos, to > from);
    if (std::optional<std::string> problem = movementProblem(pos, from, to)) return *problem;

    Move m = intendedMove(pos, from, to, spec.promotion);
    if (m.kind() == MoveKind::PROMOTION && !pos.variant().promotesTo(m.promotion()))
        return promotionNotAllowed(pos, m.promotion());
    if (m.kind() != MoveKind::PROMOTION && spec.promotion != NO_PIECE_TYPE)
        return std::string(ONLY_PAWNS_PROMOTE);
    if (pos.isCapture(m) && firstMoveCaptureBanned(pos)) return noCaptureOnFirstMove(pos);

    bool safe = pos.leavesRoyalSafe(m);
    if (pos.checkSuspended()) {
        if (pos.isCapture(m) && !safe)
            return "the first capture may not leave your own " + royalName(pos) + " attacked";
        return quoted(typed) + " is not a legal move here";
    }
    if (safe) return quoted(typed) + " is not a legal move here";

    Color us = pos.sideToMove();
    if (from == pos.royalSquare(us))
        return "the " + royalName(pos) + " cannot move to " + squareName(to) +
               ": it would be in check";
    if (pos.checkers())
        return "your " + royalName(pos) + " is in check and " + std::string(typed) +
               " does not get it out of check";

    // Not in check, yet the move exposes the royal piece: name the piece that would attack it.
    Square royal = pos.royalSquare(us);
    Bitboard captured = squareBB(m.kind() == MoveKind::EN_PASSANT ? to - pawnPush(us) : to);
    Bitboard occupied = (pos.pieces() ^ squareBB(from)) | squareBB(to);
    if (m.kind() == MoveKind::EN_PASSANT) occupied ^= captured;
    Bitboard attackers = pos.attackersTo(royal, occupied) & pos.pieces(~us) & ~captured;
    if (!attackers) return quoted(typed) + " is not a legal move here";
    Square attacker = lsb(attackers);
    if (m.kind() != MoveKind::EN_PASSANT && aligned(royal, attacker, from))
        return pieceOnSquare(pos, from) + " is pinned to your " + royalName(pos) + " by " +
               pieceOnSquare(pos, attacker);
    return std::string(typed) + " would leave your " + royalName(pos) + " attacked by " +
           pieceOnSquare(pos, attacker);
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

std::string whereTheMoversWere(const TypedMove& spec) {
    if (spec.fromFile >= 0 && spec.fromRank >= 0)
        return " on " + squareName(makeSquare(spec.fromFile, spec.fromRank));
    if (spec.fromFile >= 0) return std::string(" on the ") + char('a' + spec.fromFile) + "-file";
    if (spec.fromRank >= 0) return " on rank " + std::to_string(spec.fromRank + 1);
    return " on the board";
}

// Coordinates: the square must hold one of our pieces, of the type named if one was.
std::string explainCoordinates(const Position& pos, const TypedMove& spec, std::string_view typed) {
    Color us = pos.sideToMove();
    Piece p = pos.pieceOn(spec.from);
    std::string from = squareName(spec.from);
    std::string named = spec.piece == NO_PIECE_TYPE ? "piece" : std::string(pieceName(spec.piece));
    if (!p) return "there is no " + colorName(us) + " " + named + " on " + from;
    if (colorOf(p) != us)
        return "it is " + sideName(us) + "'s move, the piece on " + from + " is " + sideName(~us) +
               "'s";
    if (spec.piece != NO_PIECE_TYPE && typeOf(p) != spec.piece)
        return "the piece on " + from + " is a " + std::string(pieceName(typeOf(p))) + ", not a " +
               std::string(pieceName(spec.piece));
    return explainMove(pos, spec, spec.from, typed);
}

std::string explainSan(const Position& pos, const TypedMove& spec, std::string_view typed) {
    Color us = pos.sideToMove();
    if (!pos.variant().hasPiece(spec.piece))
        return "there are no " + plural(spec.piece) + " in " +
               std::string(pos.variant().displayName);
    Bitboard mine = movers(pos, spec);
    std::string who = colorName(us) + " " + std::string(pieceName(spec.piece));
    if (!mine) return "there is no " + who + whereTheMoversWere(spec);
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
    return "no " + who + " can reach " + squareName(spec.to);
}

std::string explainPass(const Position& pos) {
    if (pos.rules().stalemate != StalemateRule::MORE_KNIGHTS_OR_PASS)
        return "there is no passing in " + std::string(pos.variant().displayName);
    return "there is nothing to pass for: you have legal moves";
}

// The reading to explain: the first whose piece could at least move there, else the first.
const TypedMove& readingToExplain(const Position& pos, const std::vector<TypedMove>& specs) {
    for (const TypedMove& s : specs)
        if (s.form == TypedMove::Form::MOVE && reachers(pos, s)) return s;
    return specs.front();
}

} // namespace

std::string notAMove(std::string_view typed) {
    return quoted(typed) + " is not a move; write it like e2e4, e2-e4 or Nf3";
}

std::string notASquare(std::string_view text) {
    std::string lowered;
    for (char c : text) lowered += lowerLetter(c);
    return quoted(lowered) + " is not a square (a1-h8)";
}

std::string promotionNotAllowed(const Position& pos, PieceType t) {
    const Variant& v = pos.variant();
    std::vector<PieceType> choices = promotionChoices(v);
    std::string allowed;
    if (choices.size() == 1) {
        allowed = "pawns become " + plural(choices[0]);
    } else {
        std::vector<std::string> names;
        for (PieceType c : choices) names.emplace_back(pieceName(c));
        allowed = "a pawn may become a " + joinOr(names);
    }
    return "promotion to a " + std::string(pieceName(t)) + " is not allowed in " +
           std::string(v.displayName) + ": " + allowed;
}

std::string promotionMissing(const Position& pos, Move m) {
    std::vector<PieceType> choices = promotionChoices(pos.variant());
    std::string base = squareName(m.from()) + squareName(m.to());
    std::vector<std::string> options;
    for (PieceType t : choices) {
        char letter = lowerLetter(sanLetter(t));
        options.push_back(options.empty() ? base + letter + " (" + std::string(pieceName(t)) + ")"
                                          : std::string(1, letter));
    }
    return "a pawn reaching the last rank must choose a piece: " + joinOr(options);
}

std::string ambiguous(const Position& pos, std::string_view typed, const std::vector<Move>& moves,
                      const MoveList& legal) {
    std::vector<std::string> squares, options;
    for (Move m : moves) {
        std::string from = squareName(m.from());
        if (std::find(squares.begin(), squares.end(), from) != squares.end()) continue;
        squares.push_back(from);
        options.push_back(sanWithoutCheck(pos, m, legal));
    }
    std::string pieces = plural(typeOf(pos.pieceOn(moves[0].from())));
    return std::string(typed) + " is ambiguous: the " + pieces + " on " + joinAnd(squares) +
           (squares.size() == 2 ? " can both go there" : " can all go there") + "; write " +
           joinOr(options);
}

bool couldMoveThere(const Position& pos, const TypedMove& spec) {
    return spec.form == TypedMove::Form::MOVE && spec.to != SQ_NONE &&
           (spec.from != SQ_NONE || spec.piece != NO_PIECE_TYPE) && reachers(pos, spec) != 0;
}

std::string whyNoLegalMove(const Position& pos, const std::vector<TypedMove>& specs,
                           const MoveList& legal, std::string_view typed) {
    const TypedMove& spec = readingToExplain(pos, specs);
    bool mustPass = legal.size() == 1 && legal[0].kind() == MoveKind::PASS;
    if (mustPass && spec.form != TypedMove::Form::PASS)
        return sideName(pos.sideToMove()) + " has no legal move and must pass: type -- or pass";
    switch (spec.form) {
    case TypedMove::Form::PASS: return explainPass(pos);
    case TypedMove::Form::CASTLING: return explainCastling(pos, spec.kingside);
    case TypedMove::Form::MOVE: break;
    }
    if (spec.from != SQ_NONE) return explainCoordinates(pos, spec, typed);
    return explainSan(pos, spec, typed);
}

} // namespace mudchess
