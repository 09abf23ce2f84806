// The throwaway PostgreSQL server the store's tests run against: it starts, keeps what was
// committed across a stop and a start, asks the guarded role for its password, and leaves
// nothing behind.
#include "postgres_server.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <libpq-fe.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

using mudchess::test::PostgresServer;

namespace {

// Whether `conninfo` lets a client in; libpq's complaint when it does not.
std::string connectionProblem(const std::string& conninfo) {
    PGconn* db = PQconnectdb(conninfo.c_str());
    std::string problem = PQstatus(db) == CONNECTION_OK ? "" : PQerrorMessage(db);
    PQfinish(db);
    return problem;
}

} // namespace

TEST(PostgresServer, StartsKeepsCommittedRowsAcrossARestartAndStops) {
    PostgresServer server;
    std::string db = server.newDatabase();
    server.exec(db, "CREATE TABLE t(x text); INSERT INTO t VALUES ('kept')");
    EXPECT_EQ(server.exec(db, "SELECT x FROM t"), "kept");
    EXPECT_EQ(server.exec(db, "SHOW server_version_num").substr(0, 2), "15");
    // As root the server runs as `postgres` (PostgreSQL refuses root): its files are that user's.
    if (geteuid() == 0) {
        struct stat data {};
        ASSERT_EQ(stat(server.exec(db, "SHOW data_directory").c_str(), &data), 0);
        EXPECT_EQ(data.st_uid, getpwnam("postgres")->pw_uid);
    }
    int port = server.port();
    server.stop();
    EXPECT_FALSE(server.running());
    EXPECT_NE(connectionProblem(server.uri(db)), "");
    server.start();
    EXPECT_EQ(server.port(), port);
    EXPECT_EQ(server.exec(db, "SELECT x FROM t"), "kept");
}

TEST(PostgresServer, TheGuardedRoleNeedsItsPassword) {
    PostgresServer server;
    std::string db = server.newDatabase("guarded");
    EXPECT_EQ(connectionProblem(server.uri(db)), "");
    EXPECT_NE(connectionProblem(server.uri(db, "guarded")).find("no password supplied"),
              std::string::npos);
    EXPECT_EQ(connectionProblem(server.uri(db, "guarded") +
                                "?password=" + PostgresServer::GUARDED_PASSWORD),
              "");
}

TEST(PostgresServer, LeavesNoServerAndNoFilesBehind) {
    std::string uri;
    {
        PostgresServer server;
        uri = server.uri(server.newDatabase());
        EXPECT_EQ(connectionProblem(uri), "");
    }
    EXPECT_NE(connectionProblem(uri), "");
}
