// Tapered evaluation (middle game and endgame blended by the material left), in the manner of
// Stockfish's classical evaluation, cut down: material and piece-square tables (fitted, see
// piece_square_tables.hpp), mobility, pawn structure, passed pawns, outposts, threats and the
// safety of the royal piece measured by its own move pattern and the checks it can be given.
// Every number that differs between variants is in an EvalProfile, which is built from the
// variant's rule table, so a variant with the same rules gets the same evaluation.
#include "search/evaluate.hpp"

#include "search/eval_weights_default.hpp"
#include "search/network.hpp"
#include "search/piece_square_tables.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace mudchess::search {

namespace {

// PeSTO's material values; the commoner, a king that may be taken, a little under a bishop.
constexpr Phased MATERIAL[PIECE_TYPE_NB] = {
    {0, 0}, {82, 94}, {337, 281}, {365, 297}, {477, 512}, {1025, 936}, {320, 280}, {0, 0}, {0, 0}};
constexpr int PHASE_WEIGHT[PIECE_TYPE_NB] = {0, 0, 1, 1, 2, 4, 1, 0, 0};
// The fitted weights (eval_weights_default.hpp), known at compile time so that the engine's
// evaluation reads them as constants.
constexpr EvalWeights DEFAULT_WEIGHTS = weightsFrom(DEFAULT_EVAL_WEIGHT_TABLE);
// Keeping the last pieces of a kind whose loss loses the game: by how many are left.
constexpr int LAST_PIECES_BONUS[4] = {0, 450, 140, 40};

constexpr Bitboard DARK_SQUARES = 0xAA55AA55AA55AA55ULL; // a1, c1, ..., b2, ...

int centrality(Square s) {
    int f = fileOf(s), r = rankOf(s);
    int df = f < 4 ? 3 - f : f - 4, dr = r < 4 ? 3 - r : r - 4;
    return 3 - std::max(df, dr);
}

// Hand-set piece-square bonus from White's side, before material: for the pieces the fitted
// tables do not cover, and for every piece where the royal piece is not a king (the tables were
// fitted to chess positions, whose plans differ from Knightmate's).
Phased formulaBonus(PieceType t, Square s) {
    int f = fileOf(s), r = rankOf(s), c = centrality(s);
    switch (t) {
    case PAWN:
        return {(r - 1) * 4 + ((f == 3 || f == 4) && r >= 2 && r <= 4 ? 10 : 0), (r - 1) * 9};
    case KNIGHT: return {10 * c - 15, 8 * c - 12};
    case BISHOP: return {5 * c - 5, 5 * c - 7};
    case ROOK: return {(r == 6 ? 20 : 0) + (f == 3 || f == 4 ? 5 : 0), r == 6 ? 15 : 0};
    case QUEEN: return {3 * c - 3, 6 * c - 9};
    case COMMONER: return {6 * c - 6, 12 * c - 15};
    case ROYAL_KNIGHT: return {4 * c - 12 * std::max(0, r - 1), 10 * c - 10};
    default: return {};
    }
}

// The piece-square bonus of a variant whose royal piece is `royal`.
Phased squareBonus(PieceType t, Square s, PieceType royal) {
    if (royal == KING && t <= KING && t != COMMONER)
        return {PIECE_SQUARE_MG[t][s], PIECE_SQUARE_EG[t][s]};
    return formulaBonus(t, s);
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
    bool network = false;  // the trained network (network.hpp) evaluates instead
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
    p.network = network::covers(v);
    int best = 0;
    for (PieceType t : {QUEEN, ROOK, BISHOP, KNIGHT, COMMONER})
        if (v.promotesTo(t)) best = std::max(best, MATERIAL[t].mg);
    p.passedScale = std::clamp(best * 100 / MATERIAL[QUEEN].mg, 40, 100);
    // Where the kings start in the middle and check waits for the first capture, hurrying the
    // king home is worth less than in a castled game.
    int royalMgPercent = v.rules.instabilityPieces ? 40 : 100;
    for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
        for (int s = 0; s < SQUARE_NB; ++s) {
            Phased b = squareBonus(PieceType(t), Square(s), p.royal);
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
        }

        return out;
    }();
    return m;
}

template <Color C> Bitboard pawnAttackSet(const Position& pos) {
    return pawnAttacksBB<C>(pos.pieces(C, PAWN));
}

// The squares one step ahead of `squares` for side `c` (none from the last rank).
Bitboard stepForward(Color c, Bitboard squares) {
    return c == WHITE ? shift<8>(squares) : shift<-8>(squares);
}

// The square just ahead of `s` for side `c`, or none on the last rank (a minor piece can stand
// there).
Bitboard squareInFront(Color c, Square s) { return stepForward(c, squareBB(s)); }

int distance(Square a, Square b) {
    return std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b)));
}

// A king's pawn cover in the middle game: on its file and the two beside it, the own pawn
// nearest the king as a shelter and the enemy pawn nearest it as a storm, by the pawn's rank and
// the file's distance from the edge (eval_weights.hpp). Pawns behind the king are no cover.
int shelterAndStorm(const Position& pos, Color c, Square king, const EvalWeights& w) {
    int kingRank = rankOf(king);
    Bitboard notBehind =
        c == WHITE ? ~Bitboard(0) << (8 * kingRank) : ~Bitboard(0) >> (8 * (7 - kingRank));
    Bitboard ours = pos.pieces(c, PAWN) & notBehind, theirs = pos.pieces(~c, PAWN) & notBehind;
    // The pawn nearest the king's side of the board: the lowest square for White.
    auto nearestRank = [c](Bitboard pawns) {
        if (!pawns) return 0;
        return relativeRank(c, c == WHITE ? lsb(pawns) : msb(pawns));
    };
    int center = std::clamp(fileOf(king), 1, 6);
    int total = 0;
    for (int f = center - 1; f <= center + 1; ++f) {
        int edge = std::min(f, 7 - f);
        total += w.shelter[edge][nearestRank(ours & fileBB(f))] -
                 w.storm[edge][nearestRank(theirs & fileBB(f))];
    }
    return total;
}

struct SideTerms {
    Phased score;
    Bitboard attacks = 0;                    // every square this side attacks
    Bitboard attacksButRoyal = 0;            // ... with any piece but the royal one
    Bitboard attackedBy[PIECE_TYPE_NB] = {}; // by piece type (the royal piece's own moves too)
    int zoneAttackUnits = 0;                 // on the other side's royal zone
    int zoneAttackers = 0;
};

void addTo(Phased& a, Phased b, int times = 1) {
    a.mg += b.mg * times;
    a.eg += b.eg * times;
}

} // namespace

int pieceValue(PieceType t) { return MATERIAL[t].mg; }

int materialBalance(const Position& pos) {
    Color us = pos.sideToMove();
    int balance = 0;
    for (int t = 0; t < PIECE_TYPE_NB; ++t) {
        PieceType type = PieceType(t);
        if (type == pos.rules().royal) continue;
        balance += MATERIAL[t].mg * (pos.count(us, type) - pos.count(~us, type));
    }
    return balance;
}

TaperedValue pieceSquareValue(const Variant& variant, PieceType type, Square whiteSquare) {
    Phased v = profileOf(variant).table[type][whiteSquare];
    return {v.mg, v.eg};
}

TaperedValue materialValue(PieceType type) { return {MATERIAL[type].mg, MATERIAL[type].eg}; }

int gamePhase(const Position& pos) {
    int phase = 0;
    for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
        phase += PHASE_WEIGHT[t] * popcount(pos.pieces(PieceType(t)));
    return std::min(phase, FULL_PHASE);
}

namespace {

// Each side's doubled, isolated, backward and connected pawns, and which of its pawns are
// passed: the part of the evaluation that the pawns alone decide (kept in a PawnTable).
PawnStructure pawnStructure(const Position& pos, const Bitboard pawnAttacks[COLOR_NB],
                            const EvalWeights& w) {
    const Masks& m = masks();
    PawnStructure out;
    for (Color c : {WHITE, BLACK}) {
        Color them = ~c;
        Bitboard pawns = pos.pieces(c, PAWN), theirPawns = pos.pieces(them, PAWN);
        out.pawns[c] = pawns;
        Phased& score = out.score[c];
        for (Bitboard b = pawns; b;) {
            Square s = popLsb(b);
            int r = relativeRank(c, s);
            if (m.front[c][s] & pawns) addTo(score, w.doubled);
            bool supported = pawnAttacks[c] & squareBB(s);
            bool phalanx = m.adjacentFiles[fileOf(s)] & rankBB(rankOf(s)) & pawns;
            bool opposed = m.front[c][s] & theirPawns;
            if (supported || phalanx) {
                int v = w.connected[r] * (2 + phalanx - opposed);
                score.mg += v;
                score.eg += v * std::max(0, r - 2) * w.connectedEgPercentPerRank / 100;
            } else if (!(m.adjacentFiles[fileOf(s)] & pawns)) {
                addTo(score, w.isolated);
            } else if (!(m.adjacentFiles[fileOf(s)] & ~m.passed[c][s] & pawns) &&
                       ((pawnAttacks[them] | theirPawns) & squareInFront(c, s))) {
                addTo(score, w.backward);
            }
            if (!(m.passed[c][s] & theirPawns) && !(m.front[c][s] & pawns))
                out.passed[c] |= squareBB(s);
        }
    }
    return out;
}

// `score` (White's side) cut down where the side ahead has no pawns and at most a single piece
// that cannot mate alone: it will not win.
int unwinnableScaled(const Position& pos, const EvalProfile& p, int score) {
    Color strong = score > 0 ? WHITE : BLACK;
    Bitboard helpers = pos.pieces(strong) & ~pos.pieces(p.royal);
    if (helpers && !moreThanOne(helpers) &&
        contains(p.cannotMateAlone, typeOf(pos.pieceOn(lsb(helpers)))))
        return score / 8;
    if (!helpers) return score / 16;
    return score;
}

// The evaluation with the default weights when `Defaults` (read as constants: the engine's
// evaluation is as fast as with the numbers written in) or else with `given` (for tools);
// `pawnTable` (the engine's, with the default weights only) keeps pawn structures found before.
template <bool Defaults>
int evaluateWith(const Position& pos, const EvalWeights& given, PawnTable* pawnTable) {
    const EvalWeights& w = Defaults ? DEFAULT_WEIGHTS : given;
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
        st.zoneAttackUnits += pawnZone * w.attackWeight[PAWN];

        for (Bitboard b = ours; b;) {
            Square s = popLsb(b);
            PieceType t = typeOf(pos.pieceOn(s));
            addTo(st.score, p.table[t][s ^ flip]);
            phase += PHASE_WEIGHT[t];
            if (t == PAWN || t == p.royal) continue;
            Bitboard att = attacksOf(t, s, occupied);
            st.attacks |= att;
            st.attackedBy[t] |= att;
            int mobility = popcount(att & mobilityArea);
            addTo(st.score, w.mobility[t][mobility]);
            if (Bitboard hits = att & zone[them]) {
                st.zoneAttackUnits += w.attackWeight[t] * popcount(hits);
                ++st.zoneAttackers;
            }
            if (t == ROOK && !(fileBB(fileOf(s)) & pos.pieces(c, PAWN)))
                addTo(st.score, fileBB(fileOf(s)) & pos.pieces(them, PAWN) ? w.rookSemiOpenFile
                                                                           : w.rookOpenFile);
            if ((t == KNIGHT || t == BISHOP) && relativeRank(c, s) >= 3 &&
                relativeRank(c, s) <= 5 && (pawnAttacks[c] & squareBB(s)) &&
                !(m.passed[c][s] & ~m.front[c][s] & pos.pieces(them, PAWN)))
                addTo(st.score, t == KNIGHT ? w.knightOutpost : w.bishopOutpost);
            if ((t == KNIGHT || t == BISHOP) && (pos.pieces(PAWN) & squareInFront(c, s)))
                addTo(st.score, w.minorBehindPawn);
            if (t == ROOK && p.pawnShield && mobility <= 3) {
                int kingFile = fileOf(royalSq[c]);
                bool canCastle =
                    pos.castlingRights() & (c == WHITE ? WHITE_KINGSIDE | WHITE_QUEENSIDE
                                                       : BLACK_KINGSIDE | BLACK_QUEENSIDE);
                if ((kingFile < 4) == (fileOf(s) < kingFile))
                    addTo(st.score, w.trappedRook, 2 - canCastle);
            }
        }
        st.attackedBy[PAWN] = pawnAttacks[c];
        st.attackedBy[p.royal] = royalMoves(p.royal, royalSq[c]);
        st.attacksButRoyal = st.attacks;
        st.attacks |= st.attackedBy[p.royal];

        if (moreThanOne(pos.pieces(c, BISHOP))) addTo(st.score, w.bishopPair);
        if (p.pawnShield) st.score.mg += shelterAndStorm(pos, c, royalSq[c], w);

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

    // What needs both sides' attacks: pawn structure and passed pawns, and threats.
    auto workOut = [&] { return pawnStructure(pos, pawnAttacks, w); };
    PawnStructure workedOut;
    if (!pawnTable) workedOut = workOut();
    const PawnStructure& structure =
        pawnTable ? pawnTable->probe(pos.pieces(WHITE, PAWN), pos.pieces(BLACK, PAWN), workOut)
                  : workedOut;
    for (Color c : {WHITE, BLACK}) {
        Color them = ~c;
        SideTerms& st = side[c];
        const SideTerms& enemy = side[them];
        Bitboard pawns = pos.pieces(c, PAWN), theirPawns = pos.pieces(them, PAWN);
        addTo(st.score, structure.score[c]);
        for (Bitboard b = structure.passed[c]; b;) {
            Square s = popLsb(b);
            int r = relativeRank(c, s);
            // A passed pawn: by its rank, whether its path is free and safe, and (where the
            // royal piece is a king) how near each king is to the square in front of it.
            Phased bonus = w.passed[r];
            Square block = c == WHITE ? s + 8 : s - 8;
            bool blocked = occupied & squareBB(block);
            int scale = p.passedScale * (blocked ? 1 : 2);
            st.score.mg += bonus.mg * scale / 200;
            st.score.eg += bonus.eg * scale / 200;
            if (r < 3) continue;
            int rankWeight = 5 * r - 13;
            if (p.pawnShield)
                st.score.eg += (distance(royalSq[them], block) * w.passedEnemyKingQuarters / 4 -
                                distance(royalSq[c], block) * w.passedOwnKingQuarters / 4) *
                               rankWeight * p.passedScale / 200;
            if (!blocked) {
                Bitboard unsafe = m.front[c][s] & enemy.attacks;
                int k = !unsafe                       ? w.passedPathFree
                        : !(unsafe & squareBB(block)) ? w.passedPathSafeBlock
                                                      : 0;
                if (st.attacks & squareBB(block)) k += w.passedPathDefendedBlock;
                st.score.mg += k * rankWeight * p.passedScale / 400;
                st.score.eg += k * rankWeight * p.passedScale / 200;
            }
        }

        // Threats against the other side's pieces, and its pawns that no pawn defends; never
        // the royal piece (its safety is below).
        Bitboard nonPawns = pos.pieces(them) & ~theirPawns & ~pos.pieces(them, p.royal);
        Bitboard targets = nonPawns | (theirPawns & ~enemy.attackedBy[PAWN]);
        addTo(st.score, w.threatByPawn, popcount(nonPawns & pawnAttacks[c]));
        Bitboard byMinor = (st.attackedBy[KNIGHT] | st.attackedBy[BISHOP]) & targets;
        for (Bitboard b = byMinor; b;)
            addTo(st.score, w.threatByMinor[typeOf(pos.pieceOn(popLsb(b)))]);
        Bitboard byRook = st.attackedBy[ROOK] & targets;
        for (Bitboard b = byRook; b;)
            addTo(st.score, w.threatByRook[typeOf(pos.pieceOn(popLsb(b)))]);
        addTo(st.score, w.hanging, popcount(nonPawns & st.attacks & ~enemy.attacks));
        // Pawn steps to squares no enemy pawn attacks and that are defended or not attacked.
        Bitboard empty = ~occupied;
        Bitboard steps = stepForward(c, pawns) & empty;
        Bitboard thirdRank = rankBB(c == WHITE ? 2 : 5);
        steps |= stepForward(c, steps & thirdRank) & empty;
        steps &= ~enemy.attackedBy[PAWN] & (st.attacks | ~enemy.attacks);
        Bitboard pushAttacks =
            c == WHITE ? pawnAttacksBB<WHITE>(steps) : pawnAttacksBB<BLACK>(steps);
        addTo(st.score, w.threatByPawnPush, popcount(pushAttacks & nonPawns));
        if (st.attackedBy[p.royal] & pos.pieces(them) & ~pos.pieces(them, p.royal) & ~enemy.attacks)
            addTo(st.score, w.threatByRoyal);
    }

    // Royal safety: attacks on the squares the royal piece could step to, and how few of them
    // are safe to step to.
    for (Color c : {WHITE, BLACK}) {
        Color them = ~c;
        const SideTerms& enemy = side[them];
        int units = enemy.zoneAttackUnits;
        // Checks the other side can give safely (none while the rules suspend check).
        if (!pos.checkSuspended()) {
            Bitboard safe = ~pos.pieces(them) & ~side[c].attacks;
            for (PieceType t : {KNIGHT, BISHOP, ROOK, QUEEN, COMMONER})
                if (enemy.attackedBy[t] & attacksOf(t, royalSq[c], occupied) & safe) {
                    side[c].score.mg -= w.safeCheck[t].mg;
                    side[c].score.eg -= w.safeCheck[t].eg;
                    units += w.safeCheckUnits[t];
                }
        }
        units +=
            w.weakZoneSquareUnits * popcount(zone[c] & enemy.attacks & ~side[c].attacksButRoyal);
        if (enemy.zoneAttackers >= 2 || (enemy.zoneAttackers >= 1 && pos.pieces(them, QUEEN))) {
            int danger = std::min(units * units * w.royalDangerPerUnitSquared, w.royalDangerCap);
            side[c].score.mg -= danger;
            side[c].score.eg -= danger * w.royalDangerEgPercent / 100;
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
    // How much of the endgame score a winning attempt keeps, in percent. Bishops of opposite
    // colours and nothing else but pawns: the defender's bishop holds the squares the other
    // cannot contest, and an extra pawn or two rarely wins. Otherwise by the pawns of the side
    // ahead: with none left to promote an extra piece often draws, with one it often does not.
    Bitboard bishops = pos.pieces(BISHOP);
    bool oppositeBishops = pos.count(WHITE, BISHOP) == 1 && pos.count(BLACK, BISHOP) == 1 &&
                           !(pos.pieces() & ~pos.pieces(PAWN, BISHOP) & ~pos.pieces(p.royal)) &&
                           (bishops & DARK_SQUARES) && (bishops & ~DARK_SQUARES);
    Color ahead = total.eg > 0 ? WHITE : BLACK;
    int kept = oppositeBishops ? w.oppositeBishopsPercent
                               : std::min(100, w.fewPawnsBasePercent + w.fewPawnsPerPawnPercent *
                                                                           pos.count(ahead, PAWN));
    total.eg = total.eg * kept / 100;
    int score =
        unwinnableScaled(pos, p, (total.mg * phase + total.eg * (FULL_PHASE - phase)) / FULL_PHASE);
    return (pos.sideToMove() == WHITE ? score : -score) + w.tempo;
}

// The network (network.hpp), with the same scaling for material that cannot win.
int networkEvaluate(const Position& pos, const EvalProfile& p, AccumulatorStack* line, int ply) {
    int score = line ? network::evaluate(pos, line->at(ply)) : network::evaluate(pos);
    bool white = pos.sideToMove() == WHITE;
    int whiteScore = unwinnableScaled(pos, p, white ? score : -score);
    return white ? whiteScore : -whiteScore;
}

// The engine's evaluation: the network where it covers the variant, else the hand-written one.
// `line`, where given, holds `pos` at `ply`.
int engineEvaluate(const Position& pos, PawnTable* pawns, AccumulatorStack* line = nullptr,
                   int ply = 0) {
    const EvalProfile& p = profileOf(pos.variant());
    return p.network && network::enabled() ? networkEvaluate(pos, p, line, ply)
                                           : evaluateWith<true>(pos, DEFAULT_WEIGHTS, pawns);
}

} // namespace

int evaluate(const Position& pos) { return engineEvaluate(pos, nullptr); }

int evaluate(const Position& pos, PawnTable& pawns) { return engineEvaluate(pos, &pawns); }

int evaluate(const Position& pos, PawnTable& pawns, AccumulatorStack& line, int ply) {
    return engineEvaluate(pos, &pawns, &line, ply);
}

int evaluate(const Position& pos, const EvalWeights& weights) {
    return evaluateWith<false>(pos, weights, nullptr);
}

const EvalWeights& defaultEvalWeights() { return DEFAULT_WEIGHTS; }

} // namespace mudchess::search
