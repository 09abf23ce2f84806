// A thin RAII layer over libpq, as store/sqlite.hpp is over SQLite: a connection, statements
// prepared by name and run with their values apart from the SQL (never spliced into it), and
// errors that keep PostgreSQL's SQLSTATE and whether the connection itself was lost.
#pragma once

#include <libpq-fe.h>

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess::pg {

struct Error : std::runtime_error {
    Error(std::string state, const std::string& message, bool lost)
        : std::runtime_error(message), state(std::move(state)), lost(lost) {}
    std::string state; // the SQLSTATE ("23505"), empty when the server gave none
    bool lost;         // the connection is gone (the server stopped, the network broke)
};

// The rows of one statement.
class Result {
  public:
    explicit Result(PGresult* r) : r_(r, PQclear) {}
    int rows() const { return PQntuples(r_.get()); }
    std::string text(int row, int column) const { return PQgetvalue(r_.get(), row, column); }
    std::int64_t integer(int row, int column) const;
    // The number of rows an INSERT, UPDATE or DELETE touched.
    std::int64_t changed() const;

  private:
    std::unique_ptr<PGresult, void (*)(PGresult*)> r_;
};

class Connection {
  public:
    // Connects with `conninfo` (a URI or key=value words); throws Error with libpq's words.
    explicit Connection(const std::string& conninfo);
    ~Connection();
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;

    // SQL without values: one or more statements.
    Result exec(const std::string& sql);
    // Prepares `sql` ($1, $2, ... for its values) under `name` on this connection.
    void prepare(const std::string& name, const std::string& sql);
    // Runs the statement prepared as `name` with `values`, all as text.
    Result run(const std::string& name, const std::vector<std::string>& values);
    bool ok() const { return PQstatus(db_) == CONNECTION_OK; }
    PGconn* handle() const { return db_; }

  private:
    Result check(PGresult* r);
    PGconn* db_ = nullptr;
};

// BEGIN ... COMMIT, rolled back if the scope is left without commit().
class Transaction {
  public:
    explicit Transaction(Connection& db);
    // Takes over a transaction the caller began with exec("BEGIN").
    struct Begun {};
    Transaction(Connection& db, Begun) : db_(db) {}
    ~Transaction();
    void commit();

  private:
    Connection& db_;
    bool done_ = false;
};

// Whether libpq reads `conninfo` as holding a password; nothing when it cannot read it at all.
bool holdsPassword(const std::string& conninfo);
// `conninfo` as it may be shown: a URI without its password, key=value words without the
// password's value.
std::string shown(const std::string& conninfo);

} // namespace mudchess::pg
