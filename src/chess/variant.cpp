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
const Variant CHESS{VariantId::CHESS,
                    "chess",
                    "Standard chess",
                    "standard chess",
                    CHESS_ALIASES,
                    "",
                    CHESS_PGN_NAMES,
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                    WHITE,
                    typeSet({PAWN, KNIGHT, BISHOP, ROOK, QUEEN}),
                    CHESS_RULES,
                    FIDE_DRAWS,
                    &generateMoves<CHESS_RULES>,
                    &deadByStandardMaterial};

// As Fairy-Stockfish plays it: 'k' is the royal knight, 'm' the commoner.
const Variant KNIGHTMATE{VariantId::KNIGHTMATE,
                         "knightmate",
                         "Knightmate",
                         "Knightmate",
                         {},
                         "Knightmate",
                         {},
                         "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1",
                         WHITE,
                         typeSet({PAWN, BISHOP, ROOK, QUEEN, COMMONER}),
                         KNIGHTMATE_RULES,
                         KNIGHTMATE_DRAWS,
                         &generateMoves<KNIGHTMATE_RULES>,
                         &onlyRoyalsLeft};

constexpr std::string_view KNIGHTS_CHESS_ALIASES[] = {"knights chess"};
const Variant KNIGHTS_CHESS{VariantId::KNIGHTS_CHESS,
                            "knightschess",
                            "Knights Chess",
                            "Knights Chess",
                            KNIGHTS_CHESS_ALIASES,
                            "Knights Chess",
                            {},
                            "nnnqqnnn/pppppppp/8/3k4/4K3/8/PPPPPPPP/NNNQQNNN b - - 0 1",
                            BLACK,
                            typeSet({PAWN, KNIGHT, BISHOP, ROOK, QUEEN}),
                            KNIGHTS_CHESS_RULES,
                            NO_DRAWS,
                            &generateMoves<KNIGHTS_CHESS_RULES>,
                            nullptr};

constexpr std::array<const Variant*, 3> ALL{&CHESS, &KNIGHTMATE, &KNIGHTS_CHESS};

} // namespace

const Variant& chessVariant() { return CHESS; }
const Variant& knightmateVariant() { return KNIGHTMATE; }
const Variant& knightsChessVariant() { return KNIGHTS_CHESS; }
std::span<const Variant* const> allVariants() { return ALL; }

const Variant* findVariant(std::string_view name) {
    std::string lower;
    for (char c : name) lower += char(std::tolower(static_cast<unsigned char>(c)));
    for (const Variant* v : ALL) {
        if (v->key == lower) return v;
        for (std::string_view alias : v->aliases)
            if (alias == lower) return v;
    }
    return nullptr;
}

} // namespace mudchess
