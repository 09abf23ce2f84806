// The program itself on a PostgreSQL database (issue 42): `--db postgresql://...` reaches the
// store through openStore() in the REPL and in serve alike, a game begun in one process goes on
// in the next, and a password on the command line is refused before anything starts.
#include "child.hpp"
#include "shared_postgres_server.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

using namespace mudchess::test;
using namespace std::chrono_literals;

namespace {

// Runs mudchess with `args` on `input` to the end: what it printed; it must end with `status`.
std::string run(const TempDir& dir, const std::vector<std::string>& args, const std::string& input,
                int status = 0) {
    static int runs = 0;
    std::vector<std::string> argv{MUDCHESS_BINARY};
    argv.insert(argv.end(), args.begin(), args.end());
    Finished f = runToEnd(argv, input, dir.file("stderr" + std::to_string(++runs)));
    EXPECT_EQ(childProblem("mudchess", f.status, status, f.output), "");
    return f.output;
}

} // namespace

TEST(PostgresFrontEnds, AGameBegunInTheReplGoesOnInServeAndBack) {
    TempDir dir;
    std::string name = server->newDatabase();
    std::string db = server->uri(name);
    run(dir, {"--db", db, "--name", "alice"},
        "start new game on board\njoin game as white on board\n@bob join game as black on "
        "board\nmove e2 to e4 on board\n");
    // serve finds the game where the REPL ("terminal") left it, and plays on.
    std::string served =
        run(dir, {"serve", "--db", db},
            R"({"id":1,"actor":"bob","place":"terminal","text":"move e7 to e5 on board"})"
            "\n");
    EXPECT_NE(served.find(R"("id":1,"ok":true)"), std::string::npos) << served;
    std::string shown = run(dir, {"--db", db, "--name", "alice"}, "show pgn on board\n");
    EXPECT_NE(shown.find("1. e4 e5 *"), std::string::npos) << shown;
    EXPECT_EQ(server->exec(name, "SELECT moves FROM games WHERE current"), "e2e4 e7e5");
}

TEST(PostgresFrontEnds, APasswordOnTheCommandLineIsRefusedBeforeAnythingStarts) {
    TempDir dir;
    std::string withPassword =
        "postgresql://guarded:" + std::string(PostgresServer::GUARDED_PASSWORD) +
        "@127.0.0.1:" + std::to_string(server->port()) + "/" + server->newDatabase("guarded");
    for (std::vector<std::string> args :
         {std::vector<std::string>{"--db", withPassword}, {"serve", "--db", withPassword}}) {
        std::string said = run(dir, args, "", 2);
        EXPECT_NE(said.find("--db must not hold a password: anyone on the machine can read a "
                            "command line (ps); put the password in ~/.pgpass or PGPASSWORD"),
                  std::string::npos)
            << said;
    }
}

TEST(PostgresFrontEnds, AnUnreachableDatabaseStopsTheStartWithOneSentence) {
    TempDir dir;
    int port = freePort();
    std::string nowhere = "postgresql://mudchess@127.0.0.1:" + std::to_string(port) + "/games";
    std::string said = run(dir, {"--db", nowhere}, "", 1);
    EXPECT_NE(said.find("cannot connect to the PostgreSQL database " + nowhere), std::string::npos)
        << said;
}
