// `mudchess xboard`: the built-in engine over the Chess Engine Communication Protocol (CECP,
// "xboard protocol" version 2), for XBoard, KDE Knights and the other GUIs and tools that speak
// it. Like `mudchess uci`, a line it cannot use is answered (an `Error (...)` or `Illegal move`
// line, as the protocol asks) and changes nothing; only `quit` or the end of input ends it.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace mudchess {

// Returns the process exit status.
int runXboardCommand(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                     std::ostream& err);

} // namespace mudchess
