// Clocks and absence: the clock, and the win claimed from an opponent who stopped moving: each
// command's struct, its rows of the command table and the grammar rule that makes it
// (command/family.hpp). Their handlers: src/dispatch/clock_commands.cpp.
#pragma once

#include "command/family.hpp"

namespace mudchess::grammar {
struct claim_win_form;
struct clock_command;
struct show_clock;
} // namespace mudchess::grammar

namespace mudchess::command {

struct ShowClock { // clock [on X]; show clock [on X]
    ObjectRef object;
    bool operator==(const ShowClock&) const = default;
};
template <> struct MadeBy<grammar::clock_command> : Makes<ShowClock> {};
template <> struct MadeBy<grammar::show_clock> : Makes<ShowClock> {};
template <>
inline constexpr auto ROWS<ShowClock> = rows({{.words = "clock show",
                                               .help = "clocks",
                                               .example = "clock on board",
                                               .wordsOnly = WordsOnly::AS_DATA}});

// claim [the] win [on X]: the opponent has stopped moving
using ClaimWin = action::ClaimWin;
template <> struct MadeBy<grammar::claim_win_form> : Makes<ClaimWin> {};
template <>
inline constexpr auto
    ROWS<ClaimWin> = rows({{"claim", "absent", "claim win on board", "claim_win"}});

} // namespace mudchess::command

// clang-format off
#define MUDCHESS_CLOCK_COMMANDS(X) X(ShowClock) X(ClaimWin)
// clang-format on
