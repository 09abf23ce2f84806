// `mudchess perft`: Stockfish-shaped perft output, so the two can be diffed line by line.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace mudchess {

// Returns the process exit status; bad arguments print usage to `err` and return 2.
int runPerftCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace mudchess
