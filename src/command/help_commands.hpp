// Help, a page by its topic: each command's struct, its rows of the command table and the
// grammar rule that makes it (command/family.hpp). Their handlers: src/dispatch/help_commands.cpp.
#pragma once

#include "command/family.hpp"

namespace mudchess::command {

struct Help {          // help [topic]
    std::string topic; // lower case, single-spaced; empty for the list of topics
    bool operator==(const Help&) const = default;
};
template <>
inline constexpr auto ROWS<Help> = rows({{.words = "help",
                                          .help = "help",
                                          .example = "help draws",
                                          .wordsOnly = WordsOnly::FOR_READING}});

} // namespace mudchess::command

// clang-format off
#define MUDCHESS_HELP_COMMANDS(X) X(Help)
// clang-format on
