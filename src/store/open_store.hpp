// One way to open a store: from a location string, so a front end never names a store kind
// and another kind can be added here alone.
#pragma once

#include "world/game_store.hpp"
#include "world/world.hpp"

#include <memory>
#include <optional>
#include <string>

namespace mudchess {

// "sqlite:FILE" or a plain path: that SQLite file; ":memory:": an SQLite database that lives
// as long as the program (history works, nothing is kept); "postgresql://USER@HOST/DATABASE"
// (or postgres://, any libpq URI) or "postgresql:KEY=VALUE ..." (libpq's key=value words): that
// PostgreSQL database, shared with other mudchess processes (store/postgres_store.hpp). Loads every
// kept game and option into `world`. Throws StoreError with one sentence (which file, what is
// wrong, what to do), also for a location of a kind there is no store for.
std::unique_ptr<GameStore> openStore(const std::string& location, World& world);

// The libpq connection string a PostgreSQL location stands for ("postgresql://..." as it is,
// "postgresql:host=..." without its kind), or nothing when `location` is not PostgreSQL's.
std::optional<std::string> postgresConninfo(const std::string& location);

} // namespace mudchess
