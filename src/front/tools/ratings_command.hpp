// `mudchess ratings --check --db LOCATION` (issue 41): replays every rated game the store holds
// through Glicko-2, in order, and says whether that gives exactly the ratings it stores.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace mudchess {

int runRatingsCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace mudchess
