// The evaluation's scalar weights as data: every hand-set number of evaluate.cpp that chess
// positions can fit (mobility, pawn structure, passed pawns, outposts, threats, the safety of
// the royal piece), named one by one so that a tool (training/tune_weights.cpp) can read, change
// and print them without knowing this layout. The values themselves are in
// eval_weights_default.hpp, a table of names and numbers that the tool writes.
// Material, the piece-square tables and the terms only variants use (chess cannot fit them)
// stay in evaluate.cpp.
#pragma once

#include "chess/types.hpp"

#include <cstddef>
#include <string>
#include <string_view>

namespace mudchess::search {

// A value for the middle game and one for the endgame, blended by the material left.
struct Phased {
    int mg = 0, eg = 0;
};

// The most squares any piece can go to (a queen in the middle of an empty board).
constexpr int MAX_MOBILITY = 27;

struct EvalWeights {
    // By how many squares a piece can go to (not held by its own side or a pawn's attack):
    // worth more for the first few squares than for the last (a trapped piece is nearly lost).
    Phased mobility[PIECE_TYPE_NB][MAX_MOBILITY + 1];
    // How much one attacked square next to (or a move away from) the royal piece counts, and
    // the danger from those units: min(units * units * perUnitSquared, cap) in the middle
    // game, egPercent of that in the endgame.
    int attackWeight[PIECE_TYPE_NB];
    int royalDangerPerUnitSquared;
    int royalDangerCap;
    int royalDangerEgPercent;
    // More units: a safe check by a piece of this type, and a square next to the royal piece
    // that the enemy attacks and nothing but the royal piece (or nothing) defends.
    int safeCheckUnits[PIECE_TYPE_NB];
    int weakZoneSquareUnits;
    // By relative rank.
    Phased passed[8];
    Phased doubled, isolated, bishopPair;
    // A pawn with no own pawn beside or behind it on the next files, whose step forward an
    // enemy pawn stops or attacks: it cannot be defended by a pawn and holds up the others.
    Phased backward;
    // A knight or bishop just behind a pawn, which shields it from the front.
    Phased minorBehindPawn;
    Phased rookOpenFile;     // no pawns on the file
    Phased rookSemiOpenFile; // none of the side's own
    // A pawn defended by a pawn, or beside one, by its relative rank; more when not opposed.
    // In the endgame egPercentPerRank of it for each rank past the third.
    int connected[8];
    int connectedEgPercentPerRank;
    // A knight (bishop) in the other half on a square a pawn defends and no enemy pawn can chase.
    Phased knightOutpost, bishopOutpost;
    // Threats: a piece attacked by a pawn; a piece or undefended pawn attacked by a minor or a
    // rook, by what it is (most for a queen); a piece attacked and not defended at all.
    Phased threatByPawn;
    Phased threatByMinor[PIECE_TYPE_NB];
    Phased threatByRook[PIECE_TYPE_NB];
    Phased hanging;
    // A pawn that can step (or double-step) to a square where it is not lost and from there
    // attacks a piece: the threat of a fork or of winning a tempo.
    Phased threatByPawnPush;
    // A square from which a piece of this type could give check and not be taken there.
    Phased safeCheck[PIECE_TYPE_NB];
    int tempo;
    // Middle game, on a king's file and the two beside it (b- to d-file for a king on the
    // a-file): the least advanced own pawn (none, or on relative rank 2-7) as a shelter, and
    // the enemy pawn nearest the king as a storm (subtracted), by how far the file is from the
    // edge (0: a- or h-file, ..., 3: d- or e-file). Pawns behind the king do not count.
    int shelter[4][7];
    int storm[4][7];
    // A passed pawn's endgame bonus per square of king distance to the square before it, in
    // quarters of a centipawn (times the pawn's rank weight): the enemy king's, and less the
    // own king's.
    int passedEnemyKingQuarters;
    int passedOwnKingQuarters;
    // A passed pawn's free path (times its rank weight): no square ahead attacked, or not the
    // one before it; and more when the side itself attacks the square before it.
    int passedPathFree;
    int passedPathSafeBlock;
    int passedPathDefendedBlock;
    // Only bishops of opposite colours and pawns left: the endgame score kept, in percent.
    int oppositeBishopsPercent;
    // Otherwise the endgame score kept when the side ahead has few pawns, in percent: base plus
    // so much per pawn, at most 100 (with no pawns to promote, an extra piece often draws).
    int fewPawnsBasePercent;
    int fewPawnsPerPawnPercent;
    // A rook with three squares or fewer, shut in on the king's wing by its own king; twice
    // as much once the side cannot castle any more.
    Phased trappedRook;
    // The royal piece attacks an enemy piece or pawn that nothing defends.
    Phased threatByRoyal;
};

// One weight's name: the term, which entry (a piece type or a rank; or none) and which phase
// (or none), written "mobility.knight.mg".
struct WeightName {
    std::string_view term, entry, phase, index = {};

    constexpr bool is(std::string_view dotted) const {
        bool first = true;
        for (std::string_view part : {term, entry, index, phase}) {
            if (part.empty()) continue;
            if (!first) {
                if (!dotted.starts_with('.')) return false;
                dotted.remove_prefix(1);
            }
            if (!dotted.starts_with(part)) return false;
            dotted.remove_prefix(part.size());
            first = false;
        }
        return dotted.empty();
    }

    std::string text() const {
        std::string out;
        for (std::string_view part : {term, entry, index, phase})
            if (!part.empty()) (out += out.empty() ? "" : ".") += part;
        return out;
    }
};

namespace weight_names {
constexpr std::string_view PIECE[PIECE_TYPE_NB] = {
    "", "pawn", "knight", "bishop", "rook", "queen", "commoner", "king", "royal_knight"};
constexpr std::string_view RANK[8] = {"rank1", "rank2", "rank3", "rank4",
                                      "rank5", "rank6", "rank7", "rank8"};
// The relative rank of a king's nearest pawn on a file, or none.
constexpr std::string_view PAWN_RANK[7] = {"none",  "rank2", "rank3", "rank4",
                                           "rank5", "rank6", "rank7"};
constexpr std::string_view EDGE[4] = {"edge0", "edge1", "edge2", "edge3"};
constexpr std::string_view COUNT[MAX_MOBILITY + 1] = {
    "0",  "1",  "2",  "3",  "4",  "5",  "6",  "7",  "8",  "9",  "10", "11", "12", "13",
    "14", "15", "16", "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27"};
// The most squares a piece of each type can go to on an empty board.
constexpr int MOST_MOVES[PIECE_TYPE_NB] = {0, 0, 8, 13, 14, 27, 8, 0, 0};
} // namespace weight_names

// Calls f(WeightName, int&) for every weight of `weights` (an EvalWeights, const or not), in a
// fixed order. Only the entries the evaluation reads are named: no pawn or royal mobility, no
// passed pawn on the first or last rank.
template <class Weights, class F> constexpr void forEachWeight(Weights& weights, F&& f) {
    using weight_names::PIECE, weight_names::RANK, weight_names::COUNT, weight_names::MOST_MOVES,
        weight_names::EDGE, weight_names::PAWN_RANK;
    auto phased = [&](std::string_view term, std::string_view entry, auto& value,
                      std::string_view index = {}) {
        f(WeightName{term, entry, "mg", index}, value.mg);
        f(WeightName{term, entry, "eg", index}, value.eg);
    };
    constexpr PieceType MOVERS[] = {KNIGHT, BISHOP, ROOK, QUEEN, COMMONER};
    constexpr PieceType TARGETS[] = {PAWN, KNIGHT, BISHOP, ROOK, QUEEN, COMMONER};
    for (PieceType t : MOVERS)
        for (int n = 0; n <= MOST_MOVES[t]; ++n)
            phased("mobility", PIECE[t], weights.mobility[t][n], COUNT[n]);
    for (PieceType t : TARGETS)
        f(WeightName{"attack_weight", PIECE[t], ""}, weights.attackWeight[t]);
    f(WeightName{"royal_danger", "per_unit_squared", ""}, weights.royalDangerPerUnitSquared);
    f(WeightName{"royal_danger", "cap", ""}, weights.royalDangerCap);
    f(WeightName{"royal_danger", "eg_percent", ""}, weights.royalDangerEgPercent);
    for (PieceType t : MOVERS)
        f(WeightName{"royal_danger", "safe_check", "", PIECE[t]}, weights.safeCheckUnits[t]);
    f(WeightName{"royal_danger", "weak_square", ""}, weights.weakZoneSquareUnits);
    for (int r = 1; r < 7; ++r) phased("passed", RANK[r], weights.passed[r]);
    phased("doubled", "", weights.doubled);
    phased("isolated", "", weights.isolated);
    phased("backward", "", weights.backward);
    phased("minor_behind_pawn", "", weights.minorBehindPawn);
    phased("bishop_pair", "", weights.bishopPair);
    phased("rook_open_file", "", weights.rookOpenFile);
    phased("rook_semi_open_file", "", weights.rookSemiOpenFile);
    for (int r = 1; r < 7; ++r) f(WeightName{"connected", RANK[r], ""}, weights.connected[r]);
    f(WeightName{"connected", "eg_percent_per_rank", ""}, weights.connectedEgPercentPerRank);
    phased("knight_outpost", "", weights.knightOutpost);
    phased("bishop_outpost", "", weights.bishopOutpost);
    phased("threat_by_pawn", "", weights.threatByPawn);
    for (PieceType t : TARGETS) phased("threat_by_minor", PIECE[t], weights.threatByMinor[t]);
    for (PieceType t : TARGETS) phased("threat_by_rook", PIECE[t], weights.threatByRook[t]);
    phased("hanging", "", weights.hanging);
    phased("threat_by_pawn_push", "", weights.threatByPawnPush);
    for (PieceType t : MOVERS) phased("safe_check", PIECE[t], weights.safeCheck[t]);
    f(WeightName{"tempo", "", ""}, weights.tempo);
    for (int d = 0; d < 4; ++d)
        for (int r = 0; r < 7; ++r)
            f(WeightName{"shelter", EDGE[d], "mg", PAWN_RANK[r]}, weights.shelter[d][r]);
    for (int d = 0; d < 4; ++d)
        for (int r = 0; r < 7; ++r)
            f(WeightName{"storm", EDGE[d], "mg", PAWN_RANK[r]}, weights.storm[d][r]);
    f(WeightName{"passed_king_distance", "enemy_quarters", "eg"}, weights.passedEnemyKingQuarters);
    f(WeightName{"passed_king_distance", "own_quarters", "eg"}, weights.passedOwnKingQuarters);
    f(WeightName{"passed_path", "free", ""}, weights.passedPathFree);
    f(WeightName{"passed_path", "safe_block", ""}, weights.passedPathSafeBlock);
    f(WeightName{"passed_path", "defended_block", ""}, weights.passedPathDefendedBlock);
    f(WeightName{"opposite_bishops", "eg_percent", ""}, weights.oppositeBishopsPercent);
    f(WeightName{"few_pawns", "base_percent", ""}, weights.fewPawnsBasePercent);
    f(WeightName{"few_pawns", "per_pawn_percent", ""}, weights.fewPawnsPerPawnPercent);
    phased("trapped_rook", "", weights.trappedRook);
    phased("threat_by_royal", "", weights.threatByRoyal);
}

// One line of a weights table (eval_weights_default.hpp).
struct NamedWeight {
    std::string_view name;
    int value;
};

// The weights a table gives. The table lists every weight once, in forEachWeight's order (the
// order training/tune_weights.cpp prints), so that a check of a few hundred names stays within
// what the compiler evaluates at compile time; a missing, extra or misplaced name is a compile
// error (a throw is not a constant expression).
template <std::size_t N> constexpr EvalWeights weightsFrom(const NamedWeight (&table)[N]) {
    EvalWeights weights{};
    std::size_t next = 0;
    forEachWeight(weights, [&](const WeightName& name, int& value) {
        if (next >= N || !name.is(table[next].name))
            throw "the table does not list this weight here, in forEachWeight's order";
        value = table[next++].value;
    });
    if (next != N) throw "the table names a weight the evaluation does not have";
    return weights;
}

} // namespace mudchess::search
