// `mudchess migrate --from LOCATION --to LOCATION` (issue 42): a community's games, options,
// names and ratings moved from SQLite to PostgreSQL, or back (store/migrate.hpp).
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace mudchess {

int runMigrateCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace mudchess
