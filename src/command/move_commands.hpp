// Moves and the board: playing a move, and the board, its moves, legal moves and FEN: each
// command's struct, its rows of the command table and the grammar rule that makes it
// (command/family.hpp). Their handlers: src/dispatch/move_commands.cpp.
#pragma once

#include "command/family.hpp"

namespace mudchess::grammar {
struct look_command;
struct show_board;
struct show_fen;
struct show_moves;
} // namespace mudchess::grammar

namespace mudchess::command {

struct MakeMove { // move <move> [and swap to <piece>] [on X]
    MoveSpec move;
    ObjectRef object;
    bool operator==(const MakeMove&) const = default;
};
// Moves said in words need no "move" (grammar/moves.hpp, spoken_move): those forms begin with
// the words of the second and third rows.
template <>
inline constexpr auto
    ROWS<MakeMove> = rows({{.words = "move",
                            .help = "move",
                            .example = "move e2 to e4 on board",
                            .ops = "move",
                            .movesAfter = "move",
                            .action = actionKind<action::Move>},
                           {"castle take capture promote", "moves", "castle kingside on board"},
                           {.words = "king queen rook bishop knight pawn",
                            .help = "moves",
                            .example = "knight takes the pawn on e5 on board",
                            .writtenAs = "<piece>"}});

// look [at X]; show board [on X]
using ShowBoard = action::Look;
template <> struct MadeBy<grammar::look_command> : Makes<ShowBoard> {};
template <> struct MadeBy<grammar::show_board> : Makes<ShowBoard> {};
template <>
inline constexpr auto
    ROWS<ShowBoard> = rows({{"look show", "look", "look at board", "look board"}});

struct ShowMoves { // show moves [on X]: the moves played so far
    ObjectRef object;
    bool operator==(const ShowMoves&) const = default;
};
template <> struct MadeBy<grammar::show_moves> : Makes<ShowMoves> {};
template <>
inline constexpr auto ROWS<ShowMoves> = rows({{.words = "show",
                                               .help = "show",
                                               .example = "show moves on board",
                                               .wordsOnly = WordsOnly::AS_DATA}});

struct ShowLegalMoves { // show legal moves [from <square>] [on X]
    std::string from;   // lower case square, empty for every legal move
    ObjectRef object;
    bool operator==(const ShowLegalMoves&) const = default;
};
template <>
inline constexpr auto ROWS<ShowLegalMoves> = rows({{.words = "show",
                                                    .help = "show",
                                                    .example = "show legal moves from e2 on board",
                                                    .wordsOnly = WordsOnly::AS_DATA}});

// show fen [on X]
using ShowFen = action::Fen;
template <> struct MadeBy<grammar::show_fen> : Makes<ShowFen> {};
template <>
inline constexpr auto ROWS<ShowFen> = rows({{"show", "show", "show fen on board", "fen"}});

} // namespace mudchess::command

// clang-format off
#define MUDCHESS_MOVE_COMMANDS(X) X(MakeMove) X(ShowBoard) X(ShowMoves) X(ShowLegalMoves) X(ShowFen)
// clang-format on
