// `mudchess puzzles` (issue 53): puzzles in lichess's open CSV format in and out of a store,
// checked, and cut from our engine's games against itself (how data/puzzles/ was made).
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace mudchess {

int runPuzzlesCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace mudchess
