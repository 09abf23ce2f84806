// The database layout and how an older file is brought up to date. The version lives in
// SQLite's user_version; each migration takes a file one version forward, all in the caller's
// transaction, so an upgrade either happens whole or not at all.
#pragma once

#include "store/sqlite.hpp"

namespace mudchess::schema {

constexpr int CURRENT = 13;

enum class State { EMPTY, CURRENT, OLDER, NEWER, FOREIGN };

// What the open file holds: nothing yet, our current layout, an older or newer one, or some
// other program's tables.
State inspect(sql::Database& db, int& version);
// Creates the current layout in an empty file, or upgrades an older one.
void createOrUpgrade(sql::Database& db, int fromVersion);

} // namespace mudchess::schema
