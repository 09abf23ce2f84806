// A command line as people type it, split into a program's argv without a shell: an engine
// named on our command line or in a configuration file is started directly, so nothing in its
// text can run anything else.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

// The words of `text`, split at blanks. 'single' and "double" quotes keep blanks inside a word,
// and a backslash keeps the next character as it is (outside single quotes), as a POSIX shell
// reads them; nothing is expanded ($, *, ~ and ; are plain characters). An unclosed quote or
// a text with no words gives nothing, with `error` saying so.
std::optional<std::vector<std::string>> splitCommandLine(std::string_view text, std::string& error);

} // namespace mudchess
