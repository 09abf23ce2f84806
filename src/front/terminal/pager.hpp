// Long replies on a terminal (help pages, `show moves`, a game's history) stop at each
// screenful and ask "-- more (Enter, q) --", as `more` would; output to a pipe is never paged.
#pragma once

#include <cstddef>
#include <string>

namespace mudchess {

// The rows a piece of text takes on a screen `columns` wide; colour escapes take no room.
std::size_t screenRows(const std::string& text, std::size_t columns);

// Writes `text` to the terminal on standard output a screenful at a time, reading Enter (or
// space: a screenful more) and q (the rest is skipped) from the terminal on standard input.
void pageToTerminal(const std::string& text);

} // namespace mudchess
