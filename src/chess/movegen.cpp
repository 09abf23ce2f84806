// One generator, instantiated per variant rule table. Two regimes:
//  - check rules in force: fully legal generation (pins, check evasions, safe royal moves);
//  - check suspended (Knights Chess opening): pseudo-legal moves, where only a capture must
//    leave the mover's king unattacked.
#include "chess/movegen.hpp"

#include <array>

namespace mudchess {

namespace {

// What a generation call produces: every legal move, or only the captures and promotions
// (quiescence's moves), under the same rules.
enum class Gen : std::uint8_t { ALL, CAPTURES_AND_PROMOTIONS };

template <MoveRules R> Bitboard royalAttacks(Square s) {
    if constexpr (R.royal == ROYAL_KNIGHT)
        return knightAttacks(s);
    else
        return kingAttacks(s);
}

// The promotion types in a fixed order (queen first, as players expect to see them).
constexpr PieceType PROMOTION_ORDER[] = {QUEEN, ROOK, BISHOP, KNIGHT, COMMONER};

constexpr int promotionCount(std::uint16_t set) {
    int count = 0;
    for (PieceType t : PROMOTION_ORDER) count += contains(set, t);
    return count;
}

template <MoveRules R> constexpr auto promotionTypes() {
    std::array<PieceType, promotionCount(R.promotion)> types{};
    int i = 0;
    for (PieceType t : PROMOTION_ORDER)
        if (contains(R.promotion, t)) types[i++] = t;
    return types;
}

template <MoveRules R> constexpr auto PROMOTIONS = promotionTypes<R>();

template <MoveRules R> void addPawnMoves(MoveList& list, Square from, Square to, bool promotes) {
    if (!promotes) return list.push(Move(from, to));
    for (PieceType t : PROMOTIONS<R>) list.push(Move(from, to, MoveKind::PROMOTION, t));
}

template <MoveRules R>
void addMovesByDelta(MoveList& list, Bitboard targets, int delta, bool promotes) {
    while (targets) {
        Square to = popLsb(targets);
        addPawnMoves<R>(list, to - delta, to, promotes);
    }
}

// Pawn moves of the unpinned pawns, set-wise. `target` limits where a move may end (check
// evasion, no captures), `enemies` are the capturable pieces. Captures and promotions only:
// pushes that do not promote are left out.
template <MoveRules R, Gen G, Color Us>
void pawnMoves(const Position& pos, MoveList& list, Bitboard pawns, Bitboard target,
               Bitboard enemies) {
    constexpr int up = Us == WHITE ? 8 : -8;
    constexpr int upLeft = Us == WHITE ? 7 : -9, upRight = Us == WHITE ? 9 : -7;
    constexpr Bitboard lastRank = rankBB(Us == WHITE ? 7 : 0);
    constexpr Bitboard thirdRank = rankBB(Us == WHITE ? 2 : 5);
    Bitboard empty = ~pos.pieces();

    Bitboard single = shift<up>(pawns) & empty;
    Bitboard twice = shift<up>(single & thirdRank) & empty & target;
    single &= target;
    if constexpr (G == Gen::ALL) addMovesByDelta<R>(list, single & ~lastRank, up, false);
    addMovesByDelta<R>(list, single & lastRank, up, true);
    if constexpr (G == Gen::ALL) addMovesByDelta<R>(list, twice, 2 * up, false);

    Bitboard left = shift<upLeft>(pawns) & enemies & target;
    Bitboard right = shift<upRight>(pawns) & enemies & target;
    addMovesByDelta<R>(list, left & ~lastRank, upLeft, false);
    addMovesByDelta<R>(list, left & lastRank, upLeft, true);
    addMovesByDelta<R>(list, right & ~lastRank, upRight, false);
    addMovesByDelta<R>(list, right & lastRank, upRight, true);
}

// Moves of one pawn, square by square: for pinned pawns, whose moves `target` cuts to the pin line.
template <MoveRules R, Gen G>
void singlePawnMoves(const Position& pos, MoveList& list, Square from, Bitboard target,
                     Bitboard enemies) {
    Color us = pos.sideToMove();
    int up = pawnPush(us);
    bool promotes = relativeRank(us, from) == 6;
    Bitboard captures = pawnAttacks(us, from) & enemies & target;
    while (captures) addPawnMoves<R>(list, from, popLsb(captures), promotes);
    Square one = from + up;
    if (pos.pieceOn(one)) return;
    if (G == Gen::CAPTURES_AND_PROMOTIONS && !promotes) return;
    if (target & squareBB(one)) addPawnMoves<R>(list, from, one, promotes);
    if (relativeRank(us, from) == 1 && !pos.pieceOn(one + up) && (target & squareBB(one + up)))
        list.push(Move(from, one + up));
}

template <MoveRules R>
void pieceMoves(const Position& pos, MoveList& list, Bitboard movers, Bitboard target,
                Bitboard pinned, Square royal) {
    Bitboard occupied = pos.pieces();
    for (PieceType t : {KNIGHT, BISHOP, ROOK, QUEEN, COMMONER}) {
        Bitboard bb = movers & pos.pieces(t);
        while (bb) {
            Square from = popLsb(bb);
            Bitboard to = attacksOf(t, from, occupied) & target;
            if (pinned & squareBB(from)) to &= lineBB(royal, from);
            while (to) list.push(Move(from, popLsb(to)));
        }
    }
}

template <MoveRules R> void castlingMoves(const Position& pos, MoveList& list) {
    Color us = pos.sideToMove();
    int rights = pos.castlingRights() & (us == WHITE ? WHITE_KINGSIDE | WHITE_QUEENSIDE
                                                     : BLACK_KINGSIDE | BLACK_QUEENSIDE);
    if (!rights || pos.checkers()) return;
    Square royal = pos.royalSquare(us);
    for (bool kingside : {true, false}) {
        int right = kingside ? (us == WHITE ? WHITE_KINGSIDE : BLACK_KINGSIDE)
                             : (us == WHITE ? WHITE_QUEENSIDE : BLACK_QUEENSIDE);
        if (!(rights & right)) continue;
        Square rook = kingside ? royal + 3 : royal - 4;
        Square to = kingside ? royal + 2 : royal - 2;
        if ((betweenBB(royal, rook) ^ squareBB(rook)) & pos.pieces()) continue;
        bool safe = true;
        for (Bitboard path = betweenBB(royal, to); path && safe;)
            safe = !pos.attackedBy(~us, popLsb(path));
        if (safe) list.push(Move(royal, to, MoveKind::CASTLING));
    }
}

template <MoveRules R> void enPassantMoves(const Position& pos, MoveList& list) {
    Square ep = pos.enPassantSquare();
    if (ep == SQ_NONE) return;
    Color us = pos.sideToMove();
    Bitboard capturers = pawnAttacks(~us, ep) & pos.pieces(us, PAWN);
    while (capturers) {
        Move m(popLsb(capturers), ep, MoveKind::EN_PASSANT);
        if (pos.leavesRoyalSafe(m)) list.push(m);
    }
}

// Our pieces that alone stand between our royal piece and an enemy slider.
Bitboard pinnedPieces(const Position& pos, Square royal) {
    Color us = pos.sideToMove();
    Bitboard snipers = (rookAttacks(royal, 0) & pos.pieces(~us) & pos.pieces(ROOK, QUEEN)) |
                       (bishopAttacks(royal, 0) & pos.pieces(~us) & pos.pieces(BISHOP, QUEEN));
    Bitboard pinned = 0;
    while (snipers) {
        Square s = popLsb(snipers);
        Bitboard blockers = (betweenBB(royal, s) ^ squareBB(s)) & pos.pieces();
        if (blockers && !moreThanOne(blockers)) pinned |= blockers & pos.pieces(us);
    }
    return pinned;
}

template <MoveRules R, Gen G>
void legalMoves(const Position& pos, MoveList& list, Bitboard noCapture) {
    Color us = pos.sideToMove(), them = ~us;
    Square royal = pos.royalSquare(us);
    Bitboard ours = pos.pieces(us);
    Bitboard enemies = pos.pieces(them) & ~pos.pieces(R.royal) & ~noCapture;
    Bitboard checkers = pos.checkers();

    Bitboard withoutRoyal = pos.pieces() ^ squareBB(royal);
    Bitboard royalTargets = royalAttacks<R>(royal) & ~ours & ~pos.pieces(R.royal) & ~noCapture;
    if constexpr (G == Gen::CAPTURES_AND_PROMOTIONS) royalTargets &= enemies;
    while (royalTargets) {
        Square to = popLsb(royalTargets);
        if (!(pos.attackersTo(to, withoutRoyal) & pos.pieces(them))) list.push(Move(royal, to));
    }
    if (moreThanOne(checkers)) return;

    Bitboard target = ~ours & ~pos.pieces(R.royal) & ~noCapture;
    if (checkers) target &= betweenBB(royal, lsb(checkers));
    Bitboard pinned = pinnedPieces(pos, royal);
    Bitboard movers = ours & ~pos.pieces(R.royal);
    Bitboard pieceTarget = G == Gen::ALL ? target : target & enemies;
    pieceMoves<R>(pos, list, movers, pieceTarget, pinned, royal);

    Bitboard pawns = pos.pieces(us, PAWN);
    if (us == WHITE)
        pawnMoves<R, G, WHITE>(pos, list, pawns & ~pinned, target, enemies);
    else
        pawnMoves<R, G, BLACK>(pos, list, pawns & ~pinned, target, enemies);
    for (Bitboard b = pawns & pinned; b;) {
        Square from = popLsb(b);
        singlePawnMoves<R, G>(pos, list, from, target & lineBB(royal, from), enemies);
    }
    enPassantMoves<R>(pos, list);
    if constexpr (R.castling && G == Gen::ALL) castlingMoves<R>(pos, list);
}

// Check suspended: every pseudo-legal move stands, but a capture must leave our king safe.
// No move lands on a king.
template <MoveRules R, Gen G>
void unstableMoves(const Position& pos, MoveList& list, Bitboard noCapture) {
    Color us = pos.sideToMove();
    Square royal = pos.royalSquare(us);
    Bitboard target = ~pos.pieces(us) & ~pos.pieces(R.royal) & ~noCapture;
    Bitboard enemies = pos.pieces(~us) & target;

    Bitboard pieceTarget = G == Gen::ALL ? target : enemies;
    Bitboard royalTargets = royalAttacks<R>(royal) & pieceTarget;
    while (royalTargets) list.push(Move(royal, popLsb(royalTargets)));
    pieceMoves<R>(pos, list, pos.pieces(us) & ~pos.pieces(R.royal), pieceTarget, 0, royal);
    if (us == WHITE)
        pawnMoves<R, G, WHITE>(pos, list, pos.pieces(us, PAWN), target, enemies);
    else
        pawnMoves<R, G, BLACK>(pos, list, pos.pieces(us, PAWN), target, enemies);

    int kept = 0;
    for (Move m : list)
        if (!pos.isCapture(m) || pos.leavesRoyalSafe(m)) list.begin()[kept++] = m;
    list.truncate(kept);
    enPassantMoves<R>(pos, list);
}

// Both generators share this: the first-move ban on captures and the choice between the
// suspended and the normal regime. Returns whether check is suspended.
template <MoveRules R, Gen G> bool generateByRegime(const Position& pos, MoveList& list) {
    list.clear();
    Bitboard noCapture = 0;
    if constexpr (R.noCaptureOnFirstMoves)
        if (pos.isFirstMove()) noCapture = pos.pieces(~pos.sideToMove());

    bool suspended = false;
    if constexpr (R.instabilityPieces != 0) suspended = pos.checkSuspended();
    if (suspended)
        unstableMoves<R, G>(pos, list, noCapture);
    else
        legalMoves<R, G>(pos, list, noCapture);
    return suspended;
}

} // namespace

template <MoveRules R> void generateMoves(const Position& pos, MoveList& list) {
    bool suspended = generateByRegime<R, Gen::ALL>(pos, list);

    if constexpr (R.stalemate == StalemateRule::MORE_KNIGHTS_OR_PASS) {
        Color us = pos.sideToMove();
        bool stalemate = list.empty() && (suspended || !pos.checkers());
        if (stalemate && pos.count(us, KNIGHT) == pos.count(~us, KNIGHT)) list.push(Move::pass());
    }
}

template void generateMoves<CHESS_RULES>(const Position&, MoveList&);
template void generateMoves<KNIGHTMATE_RULES>(const Position&, MoveList&);
template void generateMoves<KNIGHTS_CHESS_RULES>(const Position&, MoveList&);

// A pass is never a capture or a promotion, so the stalemate rule adds nothing here.
template <MoveRules R> void generateCaptureMoves(const Position& pos, MoveList& list) {
    generateByRegime<R, Gen::CAPTURES_AND_PROMOTIONS>(pos, list);
}

template void generateCaptureMoves<CHESS_RULES>(const Position&, MoveList&);
template void generateCaptureMoves<KNIGHTMATE_RULES>(const Position&, MoveList&);
template void generateCaptureMoves<KNIGHTS_CHESS_RULES>(const Position&, MoveList&);

namespace {
// Extinct piece types in the order their victories are named.
constexpr PieceType EXTINCTION_ORDER[] = {QUEEN, KNIGHT, ROOK, BISHOP, COMMONER, PAWN};

std::optional<std::pair<Color, PieceType>> firstExtinct(const Position& pos) {
    Color us = pos.sideToMove();
    for (PieceType t : EXTINCTION_ORDER) {
        if (!contains(pos.rules().extinction, t)) continue;
        for (Color c : {us, ~us})
            if (!pos.pieces(c, t)) return std::pair{c, t};
    }
    return std::nullopt;
}
} // namespace

bool isExtinct(const Position& pos) { return firstExtinct(pos).has_value(); }

Verdict judge(const Position& pos) {
    MoveList moves;
    pos.variant().generate(pos, moves);
    Color us = pos.sideToMove();
    bool inCheck = pos.inCheck();
    if (moves.empty() && inCheck) return {Ending::CHECKMATE, us};
    if (auto extinct = firstExtinct(pos))
        return {Ending::EXTINCTION, extinct->first, extinct->second};
    if (moves.empty()) {
        if (pos.rules().stalemate == StalemateRule::DRAW) return {Ending::STALEMATE, us};
        bool fewer = pos.count(us, KNIGHT) < pos.count(~us, KNIGHT);
        return {Ending::KNIGHT_COUNT, fewer ? us : ~us};
    }
    if (moves.size() == 1 && moves[0].kind() == MoveKind::PASS) return {Ending::MUST_PASS, us};
    return {};
}

} // namespace mudchess
