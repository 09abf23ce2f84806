// The PostgreSQL database's layout and how an older one is brought up to date, as
// store/schema.hpp does for SQLite. The version lives in the table mudchess_layout; the
// PostgreSQL layouts are numbered on their own, from 1. Several processes may open one database
// at once: the caller holds an advisory lock for the transaction, so one of them creates or
// upgrades the tables and the others find them done.
#pragma once

#include "store/postgres.hpp"

namespace mudchess::pg::schema {

constexpr int CURRENT = 7;

enum class State { EMPTY, CURRENT, OLDER, NEWER, FOREIGN };

// What the database's schema (the connection's current_schema) holds: nothing yet, our current
// layout, an older or newer one, or some other program's tables.
State inspect(Connection& db, int& version);
// Creates the current layout in an empty schema, or upgrades an older one; in the caller's
// transaction.
void createOrUpgrade(Connection& db, int fromVersion);
// Waits for, and holds until the transaction ends, the lock that makes the above one at a time.
void lockLayout(Connection& db);

} // namespace mudchess::pg::schema
