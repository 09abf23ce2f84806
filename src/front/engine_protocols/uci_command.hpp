// `mudchess uci`: the built-in engine over the Universal Chess Interface, for GUIs, match
// runners and other engines' tools. Lines it does not understand are answered with an
// `info string` and otherwise ignored, as UCI asks; nothing a GUI sends can stop it but `quit`
// or the end of its input.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace mudchess {

// Returns the process exit status.
int runUciCommand(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                  std::ostream& err);

} // namespace mudchess
