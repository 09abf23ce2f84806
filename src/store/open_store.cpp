#include "store/open_store.hpp"

#include "store/postgres_store.hpp"
#include "store/sqlite_store.hpp"

#include <algorithm>
#include <cctype>

namespace mudchess {

namespace {

// "postgresql:..." names a kind; "./games:1.db" or "/tmp/a:b" is a path with a colon in it.
std::string kindOf(const std::string& location) {
    std::size_t colon = location.find(':');
    if (colon == std::string::npos || colon == 0) return "";
    std::string kind = location.substr(0, colon);
    bool word = std::all_of(kind.begin(), kind.end(), [](unsigned char c) {
        return std::islower(c) || std::isdigit(c) || c == '+';
    });
    return word ? kind : "";
}

} // namespace

std::optional<std::string> postgresConninfo(const std::string& location) {
    std::string kind = kindOf(location);
    if (kind != "postgresql" && kind != "postgres") return std::nullopt;
    std::string rest = location.substr(kind.size() + 1);
    return rest.starts_with("//") ? location : rest;
}

std::unique_ptr<GameStore> openStore(const std::string& location, World& world) {
    if (location.empty())
        throw StoreError("no database given; name one like sqlite:games.db, or :memory: to keep "
                         "nothing");
    std::string path = location;
    std::string kind = location == ":memory:" ? "" : kindOf(location);
    if (std::optional<std::string> conninfo = postgresConninfo(location))
        return PostgresStore::openInto(*conninfo, world);
    if (kind == "sqlite")
        path = location.substr(7);
    else if (!kind.empty())
        throw StoreError(
            "\"" + kind + ":\" is not a kind of store mudchess knows; use " +
            "sqlite:FILE (or a plain file name), postgresql://USER@HOST/DATABASE, or " +
            ":memory: to keep nothing");
    if (path.empty()) throw StoreError("sqlite: needs a file name, like sqlite:games.db");
    return SqliteStore::openInto(path, world);
}

} // namespace mudchess
