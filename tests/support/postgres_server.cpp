#include "postgres_server.hpp"

#include <libpq-fe.h>

#include <csignal>
#include <fstream>
#include <poll.h>
#include <pwd.h>
#include <stdexcept>
#include <unistd.h>

namespace mudchess::test {

namespace {

const std::string BIN = "/usr/lib/postgresql/15/bin/";

// As `postgres` when the tests run as root: setpriv changes the user in place, so the process
// the test holds is the server itself; the change of user clears the parent-death signal, so
// it is set again and the server never outlives a test program that died.
std::vector<std::string> asPostgres(std::vector<std::string> argv) {
    if (geteuid() != 0) return argv;
    std::vector<std::string> wrapped{"/usr/bin/setpriv", "--reuid=postgres", "--regid=postgres",
                                     "--clear-groups", "--pdeathsig=KILL"};
    wrapped.insert(wrapped.end(), argv.begin(), argv.end());
    return wrapped;
}

// The conninfo of `database` on `port` as `user`, without a password.
std::string conninfo(int port, const std::string& database, const std::string& user) {
    return "host=127.0.0.1 port=" + std::to_string(port) + " dbname=" + database + " user=" + user +
           " connect_timeout=5";
}

} // namespace

PostgresServer::PostgresServer(PostgresOptions options) : options_(options) {
    namespace fs = std::filesystem;
    if (geteuid() == 0) {
        const passwd* pw = getpwnam("postgres");
        if (!pw) throw std::runtime_error("there is no postgres user (scripts/setup installs it)");
        if (chown(dir_.path().c_str(), pw->pw_uid, pw->pw_gid) != 0)
            throw std::runtime_error("cannot give " + dir_.path().string() + " to postgres");
    }
    fs::path data = dir_.path() / "data";
    Process initdb(asPostgres({BIN + "initdb", "-D", data.string(), "-U", "mudchess", "-A", "trust",
                               "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions"}),
                   dir_.path() / "initdb.log");
    std::optional<int> status = initdb.wait(std::chrono::seconds(120));
    if (status != 0)
        throw std::runtime_error("initdb failed:\n" + readFile(dir_.path() / "initdb.log"));
    // The role `guarded` must give its password; everyone else on loopback is trusted.
    std::ofstream(data / "pg_hba.conf") << "host all guarded 127.0.0.1/32 scram-sha-256\n"
                                           "host all all 127.0.0.1/32 trust\n";
    // A port picked as free may be taken before the server binds it: then pick again.
    for (int attempt = 0; attempt < 10 && !server_; ++attempt) {
        port_ = freePort();
        if (!startOnce()) server_.reset();
    }
    if (!server_) throw std::runtime_error("PostgreSQL did not start:\n" + log());
    exec("postgres", std::string("CREATE ROLE guarded LOGIN PASSWORD '") + GUARDED_PASSWORD + "'");
}

PostgresServer::~PostgresServer() { stop(); }

bool PostgresServer::startOnce() {
    std::vector<std::string> argv{
        BIN + "postgres",           "-D", (dir_.path() / "data").string(), "-p",
        std::to_string(port_),      "-c", "listen_addresses=127.0.0.1",    "-c",
        "unix_socket_directories=", "-c", "shared_buffers=16MB",           "-c",
        "max_connections=200"};
    if (!options_.durable)
        for (const char* setting : {"fsync=off", "synchronous_commit=off", "full_page_writes=off"})
            argv.insert(argv.end(), {"-c", setting});
    server_ = std::make_unique<Process>(asPostgres(argv), dir_.path() / "server.log");
    std::string info = conninfo(port_, "postgres", "mudchess");
    for (Clock::time_point deadline = Clock::now() + std::chrono::seconds(60);
         Clock::now() < deadline && server_->running();) {
        if (PQping(info.c_str()) == PQPING_OK) return true;
        poll(nullptr, 0, 20);
    }
    return false;
}

void PostgresServer::start() {
    if (server_) return;
    if (!startOnce()) {
        server_.reset();
        throw std::runtime_error("PostgreSQL did not start again:\n" + log());
    }
}

void PostgresServer::stop() {
    if (!server_) return;
    // SIGINT is the fast shutdown: clients are cut off and everything committed is written.
    server_->signal(SIGINT);
    if (!server_->wait(std::chrono::seconds(30))) server_->stop();
    server_.reset();
}

std::string PostgresServer::newDatabase(const std::string& owner) {
    std::string name = "db" + std::to_string(++databases_);
    exec("postgres", "CREATE DATABASE " + name + " OWNER " + owner);
    return name;
}

std::string PostgresServer::uri(const std::string& database, const std::string& user) const {
    return "postgresql://" + user + "@127.0.0.1:" + std::to_string(port_) + "/" + database;
}

std::string PostgresServer::exec(const std::string& database, const std::string& sql) const {
    PGconn* db = PQconnectdb(conninfo(port_, database, "mudchess").c_str());
    std::string error, value;
    if (PQstatus(db) != CONNECTION_OK) {
        error = PQerrorMessage(db);
    } else {
        PGresult* r = PQexec(db, sql.c_str());
        ExecStatusType status = PQresultStatus(r);
        if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK)
            error = PQresultErrorMessage(r);
        else if (PQntuples(r) > 0 && PQnfields(r) > 0)
            value = PQgetvalue(r, 0, 0);
        PQclear(r);
    }
    PQfinish(db);
    if (!error.empty()) throw std::runtime_error("PostgreSQL: " + sql + ": " + error);
    return value;
}

std::string PostgresServer::log() const {
    return readFile(dir_.path() / "initdb.log") + readFile(dir_.path() / "server.log");
}

} // namespace mudchess::test
