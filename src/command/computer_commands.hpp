// The computer and engines: inviting, playing, dismissing, hints, the engines on offer: each
// command's struct, its rows of the command table and the grammar rule that makes it
// (command/family.hpp). Their handlers: src/dispatch/computer_commands.cpp.
#pragma once

#include "command/family.hpp"

namespace mudchess::grammar {
struct dismiss_command;
struct engines_command;
struct hint_command;
} // namespace mudchess::grammar

namespace mudchess::command {

struct ListEngines { // engines: the external engines this service offers
    bool operator==(const ListEngines&) const = default;
};
template <> struct MadeBy<grammar::engines_command> : Makes<ListEngines> {};
template <>
inline constexpr auto ROWS<ListEngines> = rows({{.words = "engines",
                                                 .help = "engines",
                                                 .example = "engines",
                                                 .wordsOnly = WordsOnly::FOR_READING}});

// The computer's seat: which side (not said: the free one, or the one the speaker does not
// play) and how strong (0: not said, the usual level; else 1 easiest .. 8 strongest, or beyond
// the range when the player typed such a number, for the dispatcher to refuse).
// invite {[the] computer|ENGINE} [level N|easy|...] [as white|black] [on X]
using InviteComputer = action::InviteComputer;
template <>
inline constexpr auto ROWS<InviteComputer> =
    rows({{"invite", "computer", "invite the computer level 3 on board", "invite_computer"}});

// play against [the] computer [level N|easy|...] [as white|black] [on X]
using PlayComputer = action::PlayComputer;
template <>
inline constexpr auto ROWS<PlayComputer> =
    rows({{"play", "computer", "play against the computer as black on board", "play_computer"}});

// dismiss [the] computer [from X|on X]
using DismissComputer = action::DismissComputer;
template <> struct MadeBy<grammar::dismiss_command> : Makes<DismissComputer> {};
template <>
inline constexpr auto ROWS<DismissComputer> =
    rows({{"dismiss", "computer", "dismiss the computer from board", "dismiss_computer"}});

// hint [on X]: a good move for the speaker, said privately
using AskHint = action::Hint;
template <> struct MadeBy<grammar::hint_command> : Makes<AskHint> {};
template <>
inline constexpr auto ROWS<AskHint> = rows({{"hint", "computer", "hint on board", "hint"}});

} // namespace mudchess::command

// clang-format off
#define MUDCHESS_COMPUTER_COMMANDS(X) X(InviteComputer) X(PlayComputer) X(DismissComputer)         \
    X(AskHint) X(ListEngines)
// clang-format on
