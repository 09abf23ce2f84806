// Turns one line a player typed into a Command, or says in one sentence where understanding
// stopped and what would have fitted there.
#pragma once

#include "command/command.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace mudchess::command {

// Longer lines are refused before parsing: no command needs more, and a cap keeps a hostile
// line from costing anything.
inline constexpr std::size_t MAX_LINE_LENGTH = 4096;

struct ParseError {
    std::string message; // one sentence for the player, e.g. "e9" is not a square (a1-h8)
    std::size_t column;  // 1-based byte column of the word where understanding stopped
    bool operator==(const ParseError&) const = default;
};

// Never throws for any input (any bytes, any length); the line may end in \n or \r\n.
std::variant<Command, ParseError> parseCommand(std::string_view line);

// An object's name as the grammar spells it ("The Second  Oak table" -> "oak table 2"), for
// commands built without a line (typed actions); "" for a blank name, nothing when the grammar
// would not take it as a name.
std::optional<std::string> objectName(std::string_view typed);

// The words a command can begin with (verbs, and the first words of moves said in words), for a
// terminal's completion.
std::vector<std::string_view> commandWords();

// The words after which a command takes a move ("move", "claim draw with"), from the command
// table, for a terminal's completion to offer the legal moves there.
std::vector<std::string_view> wordsBeforeAMove();

} // namespace mudchess::command
