// What Tab offers at the terminal: the words that may come next where the cursor is. Kept apart
// from libedit so that the choice of words can be tested without a terminal.
#pragma once

#include "mudchess/mudchess.hpp"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

// Where the words come from; each is asked only when the line calls for it.
struct CompletionSources {
    std::vector<std::string> commandWords;
    // The words after which a move comes ("move", "claim draw with"), lower case, single-spaced.
    std::vector<std::string> wordsBeforeAMove;
    // The objects that hold a game in the place.
    std::function<std::vector<std::string>()> objects;
    // The legal moves on the board a move would be played on when none is named.
    std::function<std::vector<LegalMove>()> legalMoves;
};

// The ways the word being typed at the end of `line` (everything before the cursor, without an
// "@name " prefix) may go on, each the whole word (or, for an object of several words, the rest
// of its name from that word on):
// - the first word: command words;
// - after "on", "at" or "from" (and an optional "the"): the names of the objects here;
// - the word after the words before a move ("move", "claim draw with"): the legal moves, in SAN, or
// in UCI ("e2e4")
//   once the word begins with a square a piece can move from.
std::vector<std::string> completions(std::string_view line, const CompletionSources& sources);

} // namespace mudchess
