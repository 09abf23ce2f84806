#include "store/sqlite.hpp"

namespace mudchess::sql {

namespace {

[[noreturn]] void fail(sqlite3* db, int code) {
    throw Error(code & 0xff, db ? sqlite3_errmsg(db) : sqlite3_errstr(code));
}

void check(sqlite3* db, int code) {
    if (code != SQLITE_OK) fail(db, code);
}

} // namespace

Database::Database(const std::string& path, bool create) {
    int flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0);
    int code = sqlite3_open_v2(path.c_str(), &db_, flags, nullptr);
    if (code != SQLITE_OK) {
        Error error(code & 0xff, db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(code));
        sqlite3_close(db_);
        db_ = nullptr;
        throw error;
    }
    sqlite3_extended_result_codes(db_, 0);
}

Database::~Database() {
    cache_.clear(); // SQLite closes a connection only once its statements are finalized
    sqlite3_close(db_);
}

void Database::exec(const std::string& sql) {
    check(db_, sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, nullptr));
}

Statement Database::prepare(std::string_view sql) { return Statement(db_, sql); }

Statement& Database::cached(std::string_view sql) {
    auto found = cache_.find(sql);
    if (found == cache_.end())
        found = cache_.emplace(std::string(sql), std::make_unique<Statement>(db_, sql)).first;
    Statement& statement = *found->second;
    statement.reset();
    statement.clearBindings();
    return statement;
}

bool Database::readOnly() const { return sqlite3_db_readonly(db_, "main") == 1; }

Statement::Statement(sqlite3* db, std::string_view sql) : db_(db) {
    check(db_, sqlite3_prepare_v2(db_, sql.data(), int(sql.size()), &stmt_, nullptr));
}

Statement::~Statement() { sqlite3_finalize(stmt_); }

Statement& Statement::bind(int index, std::string_view text) {
    check(db_, sqlite3_bind_text(stmt_, index, text.data(), int(text.size()), SQLITE_TRANSIENT));
    return *this;
}

Statement& Statement::bind(int index, std::int64_t value) {
    check(db_, sqlite3_bind_int64(stmt_, index, value));
    return *this;
}

Statement& Statement::bind(int index, double value) {
    check(db_, sqlite3_bind_double(stmt_, index, value));
    return *this;
}

Statement& Statement::bindNull(int index) {
    check(db_, sqlite3_bind_null(stmt_, index));
    return *this;
}

bool Statement::step() {
    int code = sqlite3_step(stmt_);
    if (code == SQLITE_ROW) return true;
    if (code == SQLITE_DONE) return false;
    sqlite3_reset(stmt_);
    fail(db_, code);
}

void Statement::run() {
    while (step()) {
    }
    reset();
}

void Statement::clearBindings() { sqlite3_clear_bindings(stmt_); }

void Statement::reset() {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
}

std::string Statement::text(int column) const {
    const unsigned char* p = sqlite3_column_text(stmt_, column);
    return p ? std::string(reinterpret_cast<const char*>(p),
                           std::size_t(sqlite3_column_bytes(stmt_, column)))
             : std::string();
}

std::int64_t Statement::integer(int column) const { return sqlite3_column_int64(stmt_, column); }

double Statement::real(int column) const { return sqlite3_column_double(stmt_, column); }

// BEGIN and COMMIT are prepared once and kept, as a save's statements are: compiled at every
// save they were a tenth of a serve request's instructions (issue 38).
Transaction::Transaction(Database& db) : db_(db) { db_.cached("BEGIN IMMEDIATE").run(); }

Transaction::~Transaction() {
    if (!done_) sqlite3_exec(db_.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit() {
    db_.cached("COMMIT").run();
    done_ = true;
}

} // namespace mudchess::sql
