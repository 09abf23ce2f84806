// Options and colours: a player's colour scheme, special colours and board settings, flipping: each
// command's struct, its rows of the command table and the grammar rule that makes it
// (command/family.hpp). Their handlers: src/dispatch/option_commands.cpp.
#pragma once

#include "command/family.hpp"

namespace mudchess::grammar {
struct flip_command;
} // namespace mudchess::grammar

namespace mudchess::command {

// options colour [<scheme>]
using SetColours = action::SetColourScheme;
// A typed action, but no op of its own: the serve protocol's "set" carries it, with a front
// end's settings (src/front/serve/responder.cpp).
template <>
inline constexpr auto ROWS<SetColours> = rows({{.words = "options",
                                                .help = "colours",
                                                .example = "options colour classic",
                                                .wordsOnly = WordsOnly::SET_CARRIES_IT}});

// options colour special [reset [<element>] | <element> [<colour>]]
using SetSpecialColour = action::SetSpecialColour;
template <>
inline constexpr auto ROWS<SetSpecialColour> =
    rows({{"options", "colours", "options colour special dark squares green", "special_colour"}});

struct ShowOptions { // options
    bool operator==(const ShowOptions&) const = default;
};
template <>
inline constexpr auto ROWS<ShowOptions> = rows({{.words = "options",
                                                 .help = "options",
                                                 .example = "options",
                                                 .wordsOnly = WordsOnly::FOR_READING}});

struct SetBoardOption {  // options board [<setting> [<value>]]
    std::string setting; // "orientation", "pieces", "size" or "words"; empty lists them all
    std::string value;   // lower case; empty asks for the current value
    bool operator==(const SetBoardOption&) const = default;
};
template <>
inline constexpr auto ROWS<SetBoardOption> = rows({{.words = "options",
                                                    .help = "options",
                                                    .example = "options board size compact",
                                                    .wordsOnly = WordsOnly::TEXT_BOARDS}});

struct FlipBoard { // flip [the] [board] [on X]: see X from the other side from now on
    ObjectRef object;
    bool operator==(const FlipBoard&) const = default;
};
template <> struct MadeBy<grammar::flip_command> : Makes<FlipBoard> {};
template <>
inline constexpr auto ROWS<FlipBoard> = rows({{.words = "flip",
                                               .help = "flip",
                                               .example = "flip the board on board",
                                               .wordsOnly = WordsOnly::TEXT_BOARDS}});

} // namespace mudchess::command

// clang-format off
#define MUDCHESS_OPTION_COMMANDS(X) X(SetColours) X(SetSpecialColour) X(ShowOptions)               \
    X(SetBoardOption) X(FlipBoard)
// clang-format on
