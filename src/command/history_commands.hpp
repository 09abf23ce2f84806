// History: a board's games, a player's games anywhere, a game's PGN: each command's struct, its
// rows of the command table and the grammar rule that makes it (command/family.hpp). Their
// handlers: src/dispatch/history_commands.cpp.
#pragma once

#include "command/family.hpp"

namespace mudchess::grammar {
struct board_history;
} // namespace mudchess::grammar

namespace mudchess::command {

// show pgn [of game <n>] [on X]
using ShowPgn = action::Pgn;
template <>
inline constexpr auto
    ROWS<ShowPgn> = rows({{"show", "show", "show pgn of game 2 on board", "pgn"}});

struct ShowHistory { // history [on X]: the games played on the object
    ObjectRef object;
    bool operator==(const ShowHistory&) const = default;
};
template <> struct MadeBy<grammar::board_history> : Makes<ShowHistory> {};
template <>
inline constexpr auto ROWS<ShowHistory> = rows({{.words = "history",
                                                 .help = "history",
                                                 .example = "history on board",
                                                 .wordsOnly = WordsOnly::FOR_READING}});

// history of <player> [page <n>]: the player's finished games in every place, newest first.
using ShowPlayerHistory = action::PlayerHistory;
template <>
inline constexpr auto ROWS<ShowPlayerHistory> = rows({{"history", "history",
                                                       "history of bob page 2", "player_history"}});
// show pgn of [game] g<id>: any game the store keeps, by the number "history of bob" shows (a
// board's own games are "show pgn of game 2 on board", numbered on the board).
using ShowStoredPgn = action::GamePgn;
template <>
inline constexpr auto
    ROWS<ShowStoredPgn> = rows({{"show", "history", "show pgn of game g12", "game_pgn"}});

} // namespace mudchess::command

// clang-format off
#define MUDCHESS_HISTORY_COMMANDS(X) X(ShowPgn) X(ShowHistory) X(ShowPlayerHistory) X(ShowStoredPgn)
// clang-format on
