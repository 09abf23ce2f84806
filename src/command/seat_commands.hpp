// Seats and boards: sitting down and standing up, starting a game, loading one, the boards of a
// place: each command's struct, its rows of the command table and the grammar rule that makes it
// (command/family.hpp). Their handlers: src/dispatch/seat_commands.cpp.
#pragma once

#include "command/family.hpp"

namespace mudchess::grammar {
struct leave_command;
} // namespace mudchess::grammar

namespace mudchess::command {

// join [game] as {white|black} [on X]
using JoinGame = action::Join;
template <>
inline constexpr auto
    ROWS<JoinGame> = rows({{"join", "join", "join game as white on board", "join"}});

// leave [game] [on X]
using LeaveGame = action::Leave;
template <> struct MadeBy<grammar::leave_command> : Makes<LeaveGame> {};
template <>
inline constexpr auto ROWS<LeaveGame> = rows({{"leave", "leave", "leave game on board", "leave"}});

// start [new] [rated|casual] [game] [of <variant>] [with clock <time control>] [on X]
using StartGame = action::Start;
template <>
inline constexpr auto
    ROWS<StartGame> = rows({{"start", "start", "start new game on board", "start"}});

// load pgn <text> [on X], load fen <FEN> [on X]: the text as typed, without the trailing "on X"
// and outer blanks; `fen`: the text is one position in FEN, not a game in PGN.
using LoadPgn = action::LoadPgn;
template <>
inline constexpr auto
    ROWS<LoadPgn> = rows({{"load", "load", "load pgn 1. e4 e5 on board", "load"}});

struct ListGames {          // games [in <place>]
    std::string place = {}; // "games in Library": that place's, asked from anywhere
    bool operator==(const ListGames&) const = default;
};
template <>
inline constexpr auto ROWS<ListGames> = rows(
    {{.words = "games", .help = "games", .example = "games", .wordsOnly = WordsOnly::AS_DATA}});

} // namespace mudchess::command

// clang-format off
#define MUDCHESS_SEAT_COMMANDS(X) X(JoinGame) X(LeaveGame) X(StartGame) X(LoadPgn) X(ListGames)
// clang-format on
