// Tapered evaluation (middle game and endgame blended by the material left), in the manner of
// Stockfish's classical evaluation, cut down: material and piece-square tables, mobility, pawn
// structure, passed pawns and the safety of the royal piece measured by its own move pattern.
// Every number that differs between variants is in an EvalProfile, which is built from the
// variant's rule table, so a variant with the same rules gets the same evaluation.
#include "search/evaluate.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace mudchess::search {

namespace {

struct Phased {
    int mg = 0, eg = 0;
};

// PeSTO's material values; the commoner, a king that may be taken, a little under a bishop.
constexpr Phased MATERIAL[PIECE_TYPE_NB] = {
    {0, 0}, {82, 94}, {337, 281}, {365, 297}, {477, 512}, {1025, 936}, {320, 280}, {0, 0}, {0, 0}};
constexpr int PHASE_WEIGHT[PIECE_TYPE_NB] = {0, 0, 1, 1, 2, 4, 1, 0, 0};
constexpr int FULL_PHASE = 24;
// Per square of mobility, around a typical count.
constexpr Phased MOBILITY[PIECE_TYPE_NB] = {{0, 0}, {0, 0}, {4, 4}, {5, 5}, {2, 4},
                                            {1, 2}, {2, 3}, {0, 0}, {0, 0}};
constexpr int MOBILITY_CENTRE[PIECE_TYPE_NB] = {0, 0, 4, 6, 6, 12, 4, 0, 0};
// How much one attacked square next to (or a move away from) the royal piece counts.
constexpr int ATTACK_WEIGHT[PIECE_TYPE_NB] = {0, 1, 2, 2, 3, 5, 2, 0, 0};
constexpr Phased PASSED[8] = {{0, 0},   {5, 10},  {10, 17},  {15, 30},
                              {28, 55}, {45, 90}, {70, 130}, {0, 0}};
constexpr Phased DOUBLED{-10, -25};
constexpr Phased ISOLATED{-10, -15};
constexpr Phased BISHOP_PAIR{30, 50};
constexpr Phased ROOK_OPEN_FILE{20, 10};
constexpr int TEMPO = 12;
// Keeping the last pieces of a kind whose loss loses the game: by how many are left.
constexpr int LAST_PIECES_BONUS[4] = {0, 450, 140, 40};

int centrality(Square s) {
    int f = fileOf(s), r = rankOf(s);
    int df = f < 4 ? 3 - f : f - 4, dr = r < 4 ? 3 - r : r - 4;
    return 3 - std::max(df, dr);
}

// Piece-square bonus from White's side, before material.
Phased squareBonus(PieceType t, Square s) {
    int f = fileOf(s), r = rankOf(s), c = centrality(s);
    switch (t) {
    case PAWN:
        return {(r - 1) * 4 + ((f == 3 || f == 4) && r >= 2 && r <= 4 ? 10 : 0), (r - 1) * 9};
    case KNIGHT: return {10 * c - 15, 8 * c - 12};
    case BISHOP: return {5 * c - 5, 5 * c - 7};
    case ROOK: return {(r == 6 ? 20 : 0) + (f == 3 || f == 4 ? 5 : 0), r == 6 ? 15 : 0};
    case QUEEN: return {3 * c - 3, 6 * c - 9};
    case COMMONER: return {6 * c - 6, 12 * c - 15};
    case KING:
        return {r == 0 ? (f == 1 || f == 2 || f == 6 ? 20
                          : f == 0 || f == 7         ? 10
                                                     : 0)
                       : -20 * r,
                15 * c - 20};
    case ROYAL_KNIGHT: return {4 * c - 12 * std::max(0, r - 1), 10 * c - 10};
    default: return {};
    }
}

Bitboard royalMoves(PieceType royal, Square s) {
    return royal == ROYAL_KNIGHT ? knightAttacks(s) : kingAttacks(s);
}

struct EvalProfile {
    // Material plus square bonus, by piece type and square from White's side.
    Phased table[PIECE_TYPE_NB][SQUARE_NB];
    PieceType royal = KING;
    bool pawnShield = false;  // a king-mover hides behind its pawns
    int escapePenalty = 0;    // per missing safe square of a royal piece with few moves
    std::uint16_t lastPieces; // kinds a side loses the game by having none of
    std::uint16_t cannotMateAlone;
    int passedScale = 100; // percent: passed pawns matter by what they promote to
};

EvalProfile buildProfile(const Variant& v) {
    EvalProfile p{};
    p.royal = v.rules.royal;
    p.pawnShield = p.royal == KING;
    // A royal knight has at most eight moves and is mated by being walled in: every square it
    // cannot go to counts. A king-mover in a corner behind pawns is fine in the middle game.
    p.escapePenalty = p.royal == ROYAL_KNIGHT ? 18 : 0;
    p.lastPieces = v.rules.extinction;
    p.cannotMateAlone = v.draws.cannotMateAlone;
    int best = 0;
    for (PieceType t : {QUEEN, ROOK, BISHOP, KNIGHT, COMMONER})
        if (v.promotesTo(t)) best = std::max(best, MATERIAL[t].mg);
    p.passedScale = std::clamp(best * 100 / MATERIAL[QUEEN].mg, 40, 100);
    // Where the kings start in the middle and check waits for the first capture, hurrying the
    // king home is worth less than in a castled game.
    int royalMgPercent = v.rules.instabilityPieces ? 40 : 100;
    for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
        for (int s = 0; s < SQUARE_NB; ++s) {
            Phased b = squareBonus(PieceType(t), Square(s));
            if (t == p.royal) b.mg = b.mg * royalMgPercent / 100;
            p.table[t][s] = {MATERIAL[t].mg + b.mg, MATERIAL[t].eg + b.eg};
        }
    return p;
}

const EvalProfile& profileOf(const Variant& v) {
    static const auto profiles = [] {
        std::array<EvalProfile, 8> built{};
        for (const Variant* variant : allVariants())
            built[std::size_t(variant->id)] = buildProfile(*variant);
        return built;
    }();
    return profiles[std::size_t(v.id)];
}

struct Masks {
    Bitboard passed[COLOR_NB][SQUARE_NB]; // squares ahead on the file and both neighbours
    Bitboard front[COLOR_NB][SQUARE_NB];  // squares ahead on the file
    Bitboard adjacentFiles[8];
    Bitboard shield[COLOR_NB][SQUARE_NB]; // two ranks ahead of a king, three files wide
};

const Masks& masks() {
    static const Masks m = [] {
        Masks out{};
        for (int f = 0; f < 8; ++f)
            out.adjacentFiles[f] = (f > 0 ? fileBB(f - 1) : 0) | (f < 7 ? fileBB(f + 1) : 0);
        for (int s = 0; s < 64; ++s) {
            int f = fileOf(Square(s)), r = rankOf(Square(s));
            Bitboard aheadW = 0, aheadB = 0;
            for (int rr = r + 1; rr < 8; ++rr) aheadW |= rankBB(rr);
            for (int rr = r - 1; rr >= 0; --rr) aheadB |= rankBB(rr);
            Bitboard files = fileBB(f) | out.adjacentFiles[f];
            out.front[WHITE][s] = aheadW & fileBB(f);
            out.front[BLACK][s] = aheadB & fileBB(f);
            out.passed[WHITE][s] = aheadW & files;
            out.passed[BLACK][s] = aheadB & files;
            Bitboard twoW = (r < 7 ? rankBB(r + 1) : 0) | (r < 6 ? rankBB(r + 2) : 0);
            Bitboard twoB = (r > 0 ? rankBB(r - 1) : 0) | (r > 1 ? rankBB(r - 2) : 0);
            out.shield[WHITE][s] = twoW & files;
            out.shield[BLACK][s] = twoB & files;
        }
        return out;
    }();
    return m;
}

Bitboard attacksOf(PieceType t, Square s, Bitboard occupied) {
    switch (t) {
    case KNIGHT: return knightAttacks(s);
    case BISHOP: return bishopAttacks(s, occupied);
    case ROOK: return rookAttacks(s, occupied);
    case QUEEN: return queenAttacks(s, occupied);
    default: return kingAttacks(s); // COMMONER
    }
}

template <Color C> Bitboard pawnAttackSet(const Position& pos) {
    return pawnAttacksBB<C>(pos.pieces(C, PAWN));
}

struct SideTerms {
    Phased score;
    Bitboard attacks = 0;    // every square this side attacks
    int zoneAttackUnits = 0; // on the other side's royal zone
    int zoneAttackers = 0;
};

void addTo(Phased& a, Phased b, int times = 1) {
    a.mg += b.mg * times;
    a.eg += b.eg * times;
}

} // namespace

int pieceValue(PieceType t) { return MATERIAL[t].mg; }

int evaluate(const Position& pos) {
    const EvalProfile& p = profileOf(pos.variant());
    const Masks& m = masks();
    Bitboard occupied = pos.pieces();
    Bitboard pawnAttacks[COLOR_NB] = {pawnAttackSet<WHITE>(pos), pawnAttackSet<BLACK>(pos)};
    Square royalSq[COLOR_NB] = {pos.royalSquare(WHITE), pos.royalSquare(BLACK)};
    Bitboard zone[COLOR_NB] = {royalMoves(p.royal, royalSq[WHITE]) | squareBB(royalSq[WHITE]),
                               royalMoves(p.royal, royalSq[BLACK]) | squareBB(royalSq[BLACK])};
    SideTerms side[COLOR_NB];
    int phase = 0;

    for (Color c : {WHITE, BLACK}) {
        Color them = ~c;
        SideTerms& st = side[c];
        int flip = c == WHITE ? 0 : 56;
        Bitboard ours = pos.pieces(c);
        Bitboard mobilityArea = ~ours & ~pawnAttacks[them];
        st.attacks = pawnAttacks[c];
        int pawnZone = popcount(pawnAttacks[c] & zone[them]);
        st.zoneAttackUnits += pawnZone * ATTACK_WEIGHT[PAWN];

        for (Bitboard b = ours; b;) {
            Square s = popLsb(b);
            PieceType t = typeOf(pos.pieceOn(s));
            addTo(st.score, p.table[t][s ^ flip]);
            phase += PHASE_WEIGHT[t];
            if (t == PAWN || t == p.royal) continue;
            Bitboard att = attacksOf(t, s, occupied);
            st.attacks |= att;
            int mob = popcount(att & mobilityArea) - MOBILITY_CENTRE[t];
            st.score.mg += MOBILITY[t].mg * mob;
            st.score.eg += MOBILITY[t].eg * mob;
            if (Bitboard hits = att & zone[them]) {
                st.zoneAttackUnits += ATTACK_WEIGHT[t] * popcount(hits);
                ++st.zoneAttackers;
            }
            if (t == ROOK && !(fileBB(fileOf(s)) & pos.pieces(c, PAWN)))
                addTo(st.score, ROOK_OPEN_FILE);
        }
        st.attacks |= royalMoves(p.royal, royalSq[c]);

        // Pawn structure.
        Bitboard pawns = pos.pieces(c, PAWN), theirPawns = pos.pieces(them, PAWN);
        for (Bitboard b = pawns; b;) {
            Square s = popLsb(b);
            if (m.front[c][s] & pawns) addTo(st.score, DOUBLED);
            if (!(m.adjacentFiles[fileOf(s)] & pawns)) addTo(st.score, ISOLATED);
            if (!(m.passed[c][s] & theirPawns) && !(m.front[c][s] & pawns)) {
                Phased bonus = PASSED[relativeRank(c, s)];
                bool blocked =
                    m.front[c][s] & occupied & (c == WHITE ? squareBB(s + 8) : squareBB(s - 8));
                int scale = p.passedScale * (blocked ? 1 : 2);
                st.score.mg += bonus.mg * scale / 200;
                st.score.eg += bonus.eg * scale / 200;
            }
        }
        if (moreThanOne(pos.pieces(c, BISHOP))) addTo(st.score, BISHOP_PAIR);
        if (p.pawnShield) st.score.mg += 8 * popcount(m.shield[c][royalSq[c]] & pawns);

        // The last pieces of a kind the side cannot lose all of.
        for (std::uint16_t kinds = p.lastPieces; kinds;) {
            PieceType t = PieceType(std::countr_zero(kinds));
            kinds &= kinds - 1;
            int left = pos.count(c, t);
            if (left > 0 && left < 4) {
                st.score.mg += LAST_PIECES_BONUS[left];
                st.score.eg += LAST_PIECES_BONUS[left];
            }
        }
    }

    // Royal safety: attacks on the squares the royal piece could step to, and how few of them
    // are safe to step to.
    for (Color c : {WHITE, BLACK}) {
        Color them = ~c;
        const SideTerms& enemy = side[them];
        int units = enemy.zoneAttackUnits;
        if (enemy.zoneAttackers >= 2 || (enemy.zoneAttackers >= 1 && pos.pieces(them, QUEEN))) {
            int danger = std::min(units * units * 2, 600);
            side[c].score.mg -= danger;
            side[c].score.eg -= danger / 4;
        }
        if (p.escapePenalty) {
            Bitboard safe = royalMoves(p.royal, royalSq[c]) & ~pos.pieces(c) & ~enemy.attacks;
            int missing = std::max(0, 3 - popcount(safe));
            side[c].score.mg -= p.escapePenalty * missing;
            side[c].score.eg -= p.escapePenalty * missing / 2;
        }
    }

    Phased total{side[WHITE].score.mg - side[BLACK].score.mg,
                 side[WHITE].score.eg - side[BLACK].score.eg};
    phase = std::min(phase, FULL_PHASE);
    int score = (total.mg * phase + total.eg * (FULL_PHASE - phase)) / FULL_PHASE;

    // A side ahead with no pawns and a single piece that cannot mate alone will not win.
    Color strong = score > 0 ? WHITE : BLACK;
    Bitboard helpers = pos.pieces(strong) & ~pos.pieces(p.royal);
    if (helpers && !moreThanOne(helpers) &&
        contains(p.cannotMateAlone, typeOf(pos.pieceOn(lsb(helpers)))))
        score /= 8;
    else if (!helpers)
        score /= 16;

    return (pos.sideToMove() == WHITE ? score : -score) + TEMPO;
}

} // namespace mudchess::search
