// A variant is a table of rules. Move generation is instantiated once per table at compile
// time (see movegen.cpp), so asking the table costs nothing on the hot path; no code tests a
// variant's name.
#pragma once

#include "chess/types.hpp"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

class Position;
class MoveList;

enum class StalemateRule : std::uint8_t {
    DRAW,                // FIDE: stalemate is a draw
    MORE_KNIGHTS_OR_PASS // Knights Chess: more knights wins, equal knights pass
};

// The rules that move generation needs. A structural type, so it can be a template argument.
struct MoveRules {
    PieceType royal;         // the piece that must not be left attacked
    bool castling;           // the royal piece castles with the a- and h-file rooks
    std::uint16_t promotion; // bit set of PieceTypes a pawn may become
    // Knights Chess opening instability: while `instabilityPieces` stand, check does not exist,
    // any pseudo-legal move is legal except that a capture may not leave the mover attacked.
    int instabilityPieces;
    bool noCaptureOnFirstMoves; // neither side may capture on its first move
    StalemateRule stalemate;
    std::uint16_t extinction; // bit set of PieceTypes a side loses by having none of
};

constexpr std::uint16_t typeSet(std::initializer_list<PieceType> types) {
    std::uint16_t set = 0;
    for (PieceType t : types) set |= std::uint16_t(1u << t);
    return set;
}
constexpr bool contains(std::uint16_t set, PieceType t) { return set & (1u << t); }

inline constexpr MoveRules CHESS_RULES{
    KING, true, typeSet({KNIGHT, BISHOP, ROOK, QUEEN}), 0, false, StalemateRule::DRAW, 0};
inline constexpr MoveRules KNIGHTMATE_RULES{
    ROYAL_KNIGHT, true, typeSet({COMMONER, BISHOP, ROOK, QUEEN}), 0, false, StalemateRule::DRAW, 0};
inline constexpr MoveRules KNIGHTS_CHESS_RULES{KING,
                                               false,
                                               typeSet({KNIGHT}),
                                               34,
                                               true,
                                               StalemateRule::MORE_KNIGHTS_OR_PASS,
                                               typeSet({QUEEN, KNIGHT})};

enum class VariantId : std::uint8_t { CHESS, KNIGHTMATE, KNIGHTS_CHESS };

// Draw rules the game layer applies (the move generator never looks at them).
struct DrawRules {
    bool repetition;   // threefold claim, fivefold automatic
    bool moveCounting; // 50-move claim, 75-move automatic
    bool deadPosition;
    bool agreement;
    // Piece types that, alone beside the royal piece, can never mate a bare royal piece: a side
    // left with no more than that cannot win on time either (FIDE 6.9). Only where the variant
    // has draws by dead position; without them a fallen flag always loses.
    std::uint16_t cannotMateAlone;

    // The variant has draws a player claims (and the automatic house rule can make happen).
    constexpr bool claimable() const { return repetition || moveCounting; }
};

// Every name a variant goes by is here, and every list of variants a player, a GUI or a command
// line sees is made from allVariants(): a new row is a new variant everywhere.
struct Variant {
    VariantId id;
    // The canonical name: on the command line (--variant), as UCI_Variant's value, in the
    // store and the protocol's events, and the name of its help page (help/<key>.txt).
    std::string_view key;
    std::string_view spokenName;     // the name players say and see listed: "knights chess"
    std::string_view displayName;    // the name on its own and in messages: "Standard chess"
    std::string_view nameInSentence; // "a game of standard chess", "a game of Knightmate"
    std::span<const std::string_view> aliases; // more names in commands: "standard"
    // The PGN Variant tag's value; empty: the tag is left out, as for standard chess, and then a
    // game from the variant's start position needs no SetUp and FEN tags either.
    std::string_view pgnTag;
    std::span<const std::string_view> pgnNames; // more names a Variant tag may use when read
    // Its name in the xboard protocol (CECP's `variant` command and `feature variants`).
    std::string_view xboardName;
    std::string_view startFen;
    Color firstToMove;
    std::uint16_t pieces; // bit set of the PieceTypes on its board besides the royal one
    MoveRules rules;
    DrawRules draws;
    void (*generate)(const Position&, MoveList&); // legal moves, this variant's instantiation
    void (*generateCaptures)(const Position&, MoveList&); // the legal captures and promotions
    // Material with which neither side can ever mate (FIDE's dead position); null: no such rule.
    bool (*isDeadPosition)(const Position&);

    bool promotesTo(PieceType t) const { return contains(rules.promotion, t); }
    bool hasPiece(PieceType t) const { return t == rules.royal || contains(pieces, t); }
};

const Variant& chessVariant();
const Variant& knightmateVariant();
const Variant& knightsChessVariant();
std::span<const Variant* const> allVariants();
// The variant of a game for which none was named: standard chess.
const Variant& defaultVariant();

// Finds a variant by its key, its spoken name or an alias ("standard", "knights chess"),
// case-insensitively.
const Variant* findVariant(std::string_view name);

// Every variant's name of one kind, in the table's order, as a list: with `&Variant::spokenName`
// and " or ", "chess, knightmate or knights chess".
std::string variantList(std::string_view Variant::*name, std::string_view lastSeparator,
                        std::string_view separator = ", ");

} // namespace mudchess
