#include "store/postgres.hpp"

#include <regex>

namespace mudchess::pg {

namespace {

// libpq writes the server's notices to stderr; they are nothing a player or operator needs.
void quiet(void*, const char*) {}

std::string firstLine(std::string text) {
    std::size_t end = text.find('\n');
    if (end != std::string::npos) text.erase(end);
    return text;
}

} // namespace

std::int64_t Result::integer(int row, int column) const { return std::stoll(text(row, column)); }

std::int64_t Result::changed() const {
    const char* n = PQcmdTuples(r_.get());
    return *n ? std::stoll(n) : 0;
}

Connection::Connection(const std::string& conninfo) {
    // The connection string is read whole (expand_dbname); what it says itself wins over the
    // defaults before it: give up on a server that does not answer within ten seconds.
    const char* keys[] = {"connect_timeout", "fallback_application_name", "dbname", nullptr};
    const char* values[] = {"10", "mudchess", conninfo.c_str(), nullptr};
    db_ = PQconnectdbParams(keys, values, 1);
    if (!db_) throw Error("", "out of memory", true);
    if (PQstatus(db_) != CONNECTION_OK) {
        std::string why = firstLine(PQerrorMessage(db_));
        PQfinish(db_);
        db_ = nullptr;
        throw Error("", why, true);
    }
    PQsetNoticeProcessor(db_, quiet, nullptr);
}

Connection::~Connection() {
    if (db_) PQfinish(db_);
}

Result Connection::check(PGresult* r) {
    ExecStatusType status = PQresultStatus(r);
    if (r && (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK)) return Result(r);
    // Copied before PQclear, which frees the result's fields.
    const char* field = r ? PQresultErrorField(r, PG_DIAG_SQLSTATE) : nullptr;
    std::string state = field ? field : "";
    std::string why = firstLine(r ? PQresultErrorMessage(r) : PQerrorMessage(db_));
    if (why.empty()) why = firstLine(PQerrorMessage(db_));
    if (r) PQclear(r);
    throw Error(state, why, PQstatus(db_) != CONNECTION_OK);
}

Result Connection::exec(const std::string& sql) { return check(PQexec(db_, sql.c_str())); }

void Connection::prepare(const std::string& name, const std::string& sql) {
    check(PQprepare(db_, name.c_str(), sql.c_str(), 0, nullptr));
}

Result Connection::run(const std::string& name, const std::vector<std::string>& values) {
    std::vector<const char*> texts;
    texts.reserve(values.size());
    for (const std::string& v : values) texts.push_back(v.c_str());
    return check(
        PQexecPrepared(db_, name.c_str(), int(texts.size()), texts.data(), nullptr, nullptr, 0));
}

Transaction::Transaction(Connection& db) : db_(db) { db_.exec("BEGIN"); }

Transaction::~Transaction() {
    if (done_ || !db_.ok()) return;
    try {
        db_.exec("ROLLBACK");
    } catch (const Error&) {
        // The connection broke: the server rolls the transaction back itself.
    }
}

void Transaction::commit() {
    db_.exec("COMMIT");
    done_ = true;
}

bool holdsPassword(const std::string& conninfo) {
    char* error = nullptr;
    PQconninfoOption* options = PQconninfoParse(conninfo.c_str(), &error);
    if (error) PQfreemem(error);
    if (!options) return false;
    bool found = false;
    for (PQconninfoOption* o = options; o->keyword; ++o)
        if (std::string_view(o->keyword) == "password" && o->val && *o->val) found = true;
    PQconninfoFree(options);
    return found;
}

std::string shown(const std::string& conninfo) {
    std::string out = conninfo;
    // postgresql://user:secret@host/db: the userinfo's password, up to the '@'.
    static const std::regex userinfo(R"(^(postgres(?:ql)?://[^:/@?]*):[^@/?]*@)");
    out = std::regex_replace(out, userinfo, "$1@");
    // ?password=secret in a URI, password=secret or password='a b' in key=value words.
    static const std::regex word(R"((password\s*=\s*)('(?:[^'\\]|\\.)*'|[^\s&]*))");
    return std::regex_replace(out, word, "$1***");
}

} // namespace mudchess::pg
