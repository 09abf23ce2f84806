#include "chess/variant.hpp"

#include "chess/dead_position.hpp"
#include "chess/movegen.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace mudchess {

namespace {

constexpr DrawRules FIDE_DRAWS{true, true, true, true, typeSet({KNIGHT, BISHOP})};
// A royal knight cannot be mated by a lone rook, bishop or commoner (with its own royal knight).
constexpr DrawRules KNIGHTMATE_DRAWS{true, true, true, true, typeSet({ROOK, BISHOP, COMMONER})};
constexpr DrawRules NO_DRAWS{false, false, false, false, 0};

constexpr std::string_view CHESS_ALIASES[] = {"standard"};
// lichess writes a standard game from a set-up position so.
constexpr std::string_view CHESS_PGN_NAMES[] = {"From Position"};
const Variant CHESS{.id = VariantId::CHESS,
                    .key = "chess",
                    .spokenName = "chess",
                    .displayName = "Standard chess",
                    .nameInSentence = "standard chess",
                    .aliases = CHESS_ALIASES,
                    .pgnTag = "", // PGN's default: no Variant tag
                    .pgnNames = CHESS_PGN_NAMES,
                    .xboardName = "normal",
                    .startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                    .firstToMove = WHITE,
                    .pieces = typeSet({PAWN, KNIGHT, BISHOP, ROOK, QUEEN}),
                    .rules = CHESS_RULES,
                    .draws = FIDE_DRAWS,
                    .generate = &generateMoves<CHESS_RULES>,
                    .generateCaptures = &generateCaptureMoves<CHESS_RULES>,
                    .isDeadPosition = &deadByStandardMaterial};

// As Fairy-Stockfish plays it: 'k' is the royal knight, 'm' the commoner.
const Variant KNIGHTMATE{.id = VariantId::KNIGHTMATE,
                         .key = "knightmate",
                         .spokenName = "knightmate",
                         .displayName = "Knightmate",
                         .nameInSentence = "Knightmate",
                         .aliases = {},
                         .pgnTag = "Knightmate",
                         .pgnNames = {},
                         .xboardName = "knightmate",
                         .startFen = "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1",
                         .firstToMove = WHITE,
                         .pieces = typeSet({PAWN, BISHOP, ROOK, QUEEN, COMMONER}),
                         .rules = KNIGHTMATE_RULES,
                         .draws = KNIGHTMATE_DRAWS,
                         .generate = &generateMoves<KNIGHTMATE_RULES>,
                         .generateCaptures = &generateCaptureMoves<KNIGHTMATE_RULES>,
                         .isDeadPosition = &onlyRoyalsLeft};

const Variant KNIGHTS_CHESS{
    .id = VariantId::KNIGHTS_CHESS,
    .key = "knightschess",
    .spokenName = "knights chess",
    .displayName = "Knights Chess",
    .nameInSentence = "Knights Chess",
    .aliases = {},
    .pgnTag = "Knights Chess",
    .pgnNames = {},
    // No name of XBoard's own: offered under its key, as CECP allows an engine's own variants.
    .xboardName = "knightschess",
    .startFen = "nnnqqnnn/pppppppp/8/3k4/4K3/8/PPPPPPPP/NNNQQNNN b - - 0 1",
    .firstToMove = BLACK,
    .pieces = typeSet({PAWN, KNIGHT, BISHOP, ROOK, QUEEN}), // rooks and bishops in set-ups
    .rules = KNIGHTS_CHESS_RULES,
    .draws = NO_DRAWS,
    .generate = &generateMoves<KNIGHTS_CHESS_RULES>,
    .generateCaptures = &generateCaptureMoves<KNIGHTS_CHESS_RULES>,
    .isDeadPosition = nullptr};

constexpr std::array<const Variant*, 3> ALL{&CHESS, &KNIGHTMATE, &KNIGHTS_CHESS};

} // namespace

const Variant& chessVariant() { return CHESS; }
const Variant& knightmateVariant() { return KNIGHTMATE; }
const Variant& knightsChessVariant() { return KNIGHTS_CHESS; }
std::span<const Variant* const> allVariants() { return ALL; }
const Variant& defaultVariant() { return CHESS; }

const Variant* findVariant(std::string_view name) {
    std::string lower;
    for (char c : name) lower += char(std::tolower(static_cast<unsigned char>(c)));
    for (const Variant* v : ALL) {
        if (v->key == lower || v->spokenName == lower) return v;
        for (std::string_view alias : v->aliases)
            if (alias == lower) return v;
    }
    return nullptr;
}

std::string variantList(std::string_view Variant::*name, std::string_view lastSeparator,
                        std::string_view separator) {
    std::string out;
    for (std::size_t i = 0; i < ALL.size(); ++i) {
        if (i) out += i + 1 == ALL.size() ? lastSeparator : separator;
        out += ALL[i]->*name;
    }
    return out;
}

} // namespace mudchess
