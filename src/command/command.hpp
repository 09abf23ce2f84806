// What a player asked for, as the grammar understood it: one small struct per form of the
// command language (grammar/commands.txt). The grammar fills these in and knows nothing of
// games; the dispatcher decides what they mean for the game on the named object. A command a
// program may also send without English (a typed op) is the public action:: struct
// (include/mudchess/mudchess.hpp), named here by its command's name: the two are one type.
// Each command is declared once, in its family's header (command/*_commands.hpp, by
// command/family.hpp's rules): its struct, its rows of the command table and the grammar rule
// that makes it; its handler is in the family's file of the same name in src/dispatch/. Here:
// the list of every command, and what is made of it. command_table.hpp says what is made of
// the rows.
#pragma once

#include "command/analysis_commands.hpp"
#include "command/challenge_commands.hpp"
#include "command/clock_commands.hpp"
#include "command/computer_commands.hpp"
#include "command/ending_commands.hpp"
#include "command/help_commands.hpp"
#include "command/history_commands.hpp"
#include "command/move_commands.hpp"
#include "command/option_commands.hpp"
#include "command/puzzle_commands.hpp"
#include "command/rating_commands.hpp"
#include "command/seat_commands.hpp"
#include "command/takeback_commands.hpp"
#include "command/word_commands.hpp"

#include <cstddef>
#include <string_view>
#include <variant>

namespace mudchess::command {

// Every command, once, family by family, in the order of their rows in the command table (of
// equally close words, "did you mean" suggests the first). The Command variant and the
// dispatcher's handler declarations (dispatcher.hpp) are made from this list; each family's
// header lists its own commands.
// clang-format off
#define MUDCHESS_EACH_COMMAND(X) MUDCHESS_SEAT_COMMANDS(X) MUDCHESS_MOVE_COMMANDS(X)               \
    MUDCHESS_ENDING_COMMANDS(X) MUDCHESS_HISTORY_COMMANDS(X) MUDCHESS_HELP_COMMANDS(X)             \
    MUDCHESS_OPTION_COMMANDS(X) MUDCHESS_WORD_COMMANDS(X) MUDCHESS_TAKEBACK_COMMANDS(X)            \
    MUDCHESS_CLOCK_COMMANDS(X) MUDCHESS_COMPUTER_COMMANDS(X) MUDCHESS_CHALLENGE_COMMANDS(X)        \
    MUDCHESS_RATING_COMMANDS(X) MUDCHESS_ANALYSIS_COMMANDS(X) MUDCHESS_PUZZLE_COMMANDS(X)
// clang-format on

namespace detail {
template <class, class... Cs> using VariantOfAllButFirst = std::variant<Cs...>;
} // namespace detail
#define MUDCHESS_AFTER_A_COMMA(C) , C
using Command = detail::VariantOfAllButFirst<void MUDCHESS_EACH_COMMAND(MUDCHESS_AFTER_A_COMMA)>;
#undef MUDCHESS_AFTER_A_COMMA

// The place of a command:: struct in Command.
template <class C>
inline constexpr std::size_t kind = detail::alternativeIndex<C>(static_cast<Command*>(nullptr));

// Words a player may trail an object's name with, which are not part of it ("board please",
// "oak table with computer"): the dispatcher cuts them from a name it cannot find.
inline constexpr std::string_view STRAY_TAILS[] = {" please",
                                                   " pls",
                                                   " plz",
                                                   " now",
                                                   " thanks",
                                                   " thank you",
                                                   " thx",
                                                   " ty",
                                                   " ok",
                                                   " okay",
                                                   " with computer",
                                                   " with the computer",
                                                   " against computer",
                                                   " against the computer",
                                                   " with me",
                                                   " then"};

} // namespace mudchess::command
