// mudchess migrate (issue 42): a community's whole store copied from one kind to the other, every
// table row by row (current and earlier games, options, names, ratings, rated games, analyses,
// puzzles with their players' ratings and attempts, the games cut for puzzles), in one transaction,
// into a database that holds no games yet.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace mudchess {

// Every row of every table `location` ("sqlite:FILE", a path or a PostgreSQL location) holds,
// as text in a form both stores share (no row ids, whole floating-point figures), in the order
// they were written: what the migration copies and its test compares.
using TableRows = std::map<std::string, std::vector<std::vector<std::string>>>;
TableRows tableRows(const std::string& location);

// Copies everything from `from` to `to` (created or upgraded to the current layout first); the
// number of rows copied, by table. Throws StoreError when either cannot be opened, `to` already
// holds something, or a copy fails (then `to` is left as it was).
std::map<std::string, std::size_t> migrate(const std::string& from, const std::string& to);

} // namespace mudchess
