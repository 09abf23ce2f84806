// A throwaway PostgreSQL 15 server for one test program: initdb in a temporary directory, the
// server on a free loopback port (TCP only), as the `postgres` system user when the tests run as
// root (PostgreSQL refuses root), stopped and deleted with everything in it at the end. The
// superuser `mudchess` gets in without a password; the role `guarded` needs one
// (GUARDED_PASSWORD), for the tests of where a password may come from.
#pragma once

#include "process.hpp"
#include "temp_dir.hpp"

#include <memory>
#include <string>

namespace mudchess::test {

struct PostgresOptions {
    // fsync and synchronous commits as a real server has them; off by default, as nothing in a
    // test survives a power cut and the shared machine's disk is slow (the benchmark turns it
    // on).
    bool durable = false;
};

class PostgresServer {
  public:
    static constexpr const char* GUARDED_PASSWORD = "guarded-secret";

    explicit PostgresServer(PostgresOptions options = {}); // throws std::runtime_error
    ~PostgresServer();
    PostgresServer(const PostgresServer&) = delete;
    PostgresServer& operator=(const PostgresServer&) = delete;

    int port() const { return port_; }
    // A new empty database (db1, db2, ...) owned by `owner` ("mudchess" or "guarded"); its name.
    std::string newDatabase(const std::string& owner = "mudchess");
    // postgresql://USER@127.0.0.1:PORT/DATABASE, without a password.
    std::string uri(const std::string& database, const std::string& user = "mudchess") const;
    // Runs `sql` in `database` as the superuser; the first column of the first row, or "".
    std::string exec(const std::string& database, const std::string& sql) const;

    // A fast shutdown (every client cut off), and a start again on the same port and data.
    void stop();
    void start();
    bool running() const { return server_ != nullptr; }
    // The server's log so far, for a failure's message.
    std::string log() const;

  private:
    bool startOnce();
    TempDir dir_;
    PostgresOptions options_;
    int port_ = 0;
    int databases_ = 0;
    std::unique_ptr<Process> server_;
};

} // namespace mudchess::test
