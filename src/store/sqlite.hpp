// A thin RAII layer over the SQLite C API: a connection, prepared statements, and errors that
// keep SQLite's own code so callers can tell a locked file from a full disk.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

namespace mudchess::sql {

struct Error : std::runtime_error {
    Error(int code, const std::string& message) : std::runtime_error(message), code(code) {}
    int code; // the primary SQLite result code (SQLITE_BUSY, SQLITE_FULL, ...)
};

class Statement;

class Database {
  public:
    // Opens (and creates, when `create`) the file; ":memory:" is a private in-memory database.
    Database(const std::string& path, bool create);
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    void exec(const std::string& sql);
    Statement prepare(std::string_view sql);
    // The statement for `sql`, prepared once per connection and kept, reset and with no values
    // bound: for what runs at every move (compiling SQL cost more than the rest of a move's save).
    Statement& cached(std::string_view sql);
    bool readOnly() const;
    sqlite3* handle() const { return db_; }

  private:
    sqlite3* db_ = nullptr;
    std::map<std::string, std::unique_ptr<Statement>, std::less<>> cache_;
};

class Statement {
  public:
    Statement(sqlite3* db, std::string_view sql);
    ~Statement();
    Statement(Statement&& other) noexcept : db_(other.db_), stmt_(other.stmt_) {
        other.stmt_ = nullptr;
    }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    // Binding is by position, from 1; each returns *this to chain.
    Statement& bind(int index, std::string_view text);
    Statement& bind(int index, std::int64_t value);
    Statement& bind(int index, double value);
    Statement& bindNull(int index);
    // Runs to the next row: true while there is one.
    bool step();
    // Runs a statement that returns no rows, and makes it ready to run again.
    void run();
    void reset();
    // Forgets every value bound, as a statement fresh from prepare has none.
    void clearBindings();

    std::string text(int column) const;
    std::int64_t integer(int column) const;
    double real(int column) const;

  private:
    sqlite3* db_;
    sqlite3_stmt* stmt_ = nullptr;
};

// BEGIN IMMEDIATE ... COMMIT, rolled back if the scope is left without commit().
class Transaction {
  public:
    explicit Transaction(Database& db);
    ~Transaction();
    void commit();

  private:
    Database& db_;
    bool done_ = false;
};

} // namespace mudchess::sql
