// What the PostgreSQL store alone does (the cases both stores share are the contract suite,
// tests/store/store_contract_test.cpp): where its password may come from and that no message
// shows it, the connection string's two spellings, several processes opening one database at
// once, and the server going away mid-game (and while an analysis is saved) and coming back.
#include "dispatch/dispatcher.hpp"
#include "store/open_store.hpp"
#include "store/postgres_store.hpp"

#include "shared_postgres_server.hpp"
#include "stored_objects.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <poll.h>
#include <sys/stat.h>
#include <thread>

using namespace mudchess;
using namespace mudchess::test;

namespace {

// An environment variable set for one scope.
class ScopedEnv {
  public:
    ScopedEnv(const char* name, const std::string& value) : name_(name) {
        setenv(name, value.c_str(), 1);
    }
    ~ScopedEnv() { unsetenv(name_); }

  private:
    const char* name_;
};

std::string firstReply(Dispatcher& dispatcher, const std::string& actor, const std::string& line) {
    Dispatched d = dispatcher.handle(actor, "#chess", line);
    return d.replies.empty() ? "" : d.replies[0].text;
}

} // namespace

TEST(PostgresStore, APasswordComesFromPgpassOrPGPASSWORDOrTheConnectionString) {
    std::string db = server->newDatabase("guarded");
    std::string uri = server->uri(db, "guarded");
    World world;
    EXPECT_EQ(storeError([&] { openStore(uri, world); }),
              "cannot connect to the PostgreSQL database " + uri +
                  " (connection to server at \"127.0.0.1\", port " +
                  std::to_string(server->port()) +
                  " failed: fe_sendauth: no password supplied); it needs a password: put it in "
                  "~/.pgpass or PGPASSWORD (or the config file), never on the command line");
    {
        ScopedEnv password("PGPASSWORD", PostgresServer::GUARDED_PASSWORD);
        EXPECT_NE(openStore(uri, world), nullptr);
    }
    {
        TempDir dir;
        std::string file = dir.file("pgpass");
        std::ofstream(file) << "127.0.0.1:" << server->port() << ":" << db
                            << ":guarded:" << PostgresServer::GUARDED_PASSWORD << "\n";
        chmod(file.c_str(), 0600); // libpq ignores a file others may read
        ScopedEnv passfile("PGPASSFILE", file);
        EXPECT_NE(openStore(uri, world), nullptr);
    }
    // In the connection string (a config file's db): it works, and no message ever shows it.
    std::string withPassword =
        "postgresql://guarded:" + std::string(PostgresServer::GUARDED_PASSWORD) +
        "@127.0.0.1:" + std::to_string(server->port()) + "/" + db;
    EXPECT_NE(openStore(withPassword, world), nullptr);
    std::string wrong =
        "postgresql://guarded:hunter2@127.0.0.1:" + std::to_string(server->port()) + "/" + db;
    std::string message = storeError([&] { openStore(wrong, world); });
    EXPECT_EQ(message.find("hunter2"), std::string::npos) << message;
    EXPECT_NE(message.find("cannot connect to the PostgreSQL database " + uri +
                           " (connection to server at \"127.0.0.1\", port " +
                           std::to_string(server->port()) +
                           " failed: FATAL:  password authentication failed for user "
                           "\"guarded\"); the password was refused: check ~/.pgpass, "
                           "PGPASSWORD or the config file"),
              std::string::npos)
        << message;
    std::string words = "postgresql:host=127.0.0.1 port=" + std::to_string(server->port()) +
                        " dbname=" + db + " user=guarded password='hunter 2'";
    message = storeError([&] { openStore(words, world); });
    EXPECT_EQ(message.find("hunter"), std::string::npos) << message;
    EXPECT_NE(message.find("password=***"), std::string::npos) << message;
}

TEST(PostgresStore, KeyValueWordsNameTheSameDatabaseAsTheUri) {
    std::string db = server->newDatabase();
    {
        World world;
        auto store = openStore(server->uri(db), world);
        GameObject t("board", chessVariant());
        t.sit(WHITE, "alice");
        store->save({{"hall", t}}, {});
    }
    World world;
    openStore("postgresql:host=127.0.0.1 port=" + std::to_string(server->port()) + " dbname=" + db +
                  " user=mudchess",
              world);
    EXPECT_EQ(world.places["hall"]["board"]->seat(WHITE), "alice");
    World again;
    std::string postgres = server->uri(db);
    postgres.replace(0, std::string("postgresql").size(), "postgres");
    openStore(postgres, again);
    EXPECT_EQ(again.places["hall"].size(), 1u);
}

TEST(PostgresStore, AServerThatIsNotThereOrADatabaseThatIsNotAreNamed) {
    int port = freePort();
    std::string nowhere = "postgresql://mudchess@127.0.0.1:" + std::to_string(port) + "/games";
    World world;
    EXPECT_EQ(storeError([&] { openStore(nowhere, world); }),
              "cannot connect to the PostgreSQL database " + nowhere +
                  " (connection to server at \"127.0.0.1\", port " + std::to_string(port) +
                  " failed: Connection refused); check that the server is running and the "
                  "connection string is right");
    std::string missing = server->uri("no_such_database");
    EXPECT_EQ(storeError([&] { openStore(missing, world); }),
              "cannot connect to the PostgreSQL database " + missing +
                  " (connection to server at \"127.0.0.1\", port " +
                  std::to_string(server->port()) +
                  " failed: FATAL:  database \"no_such_database\" does not exist); create it "
                  "first (createdb), or name another one");
}

// Processes started together on a new database: one makes the tables, the others find them.
TEST(PostgresStore, SeveralProcessesOpeningANewDatabaseAtOnceAllGetIt) {
    std::string uri = server->uri(server->newDatabase());
    std::vector<std::thread> starting;
    std::vector<std::string> problems(8);
    for (std::string& problem : problems)
        starting.emplace_back([&] {
            try {
                World world;
                openStore(uri, world);
            } catch (const StoreError& e) {
                problem = e.what();
            }
        });
    for (std::thread& t : starting) t.join();
    for (const std::string& problem : problems) EXPECT_EQ(problem, "");
}

// The server stops mid-game: a move then is refused and undone, never acknowledged; when the
// server is back the store connects again by itself and the same move goes through.
TEST(PostgresStore, MovesWhileTheServerIsAwayAreRefusedAndItReconnectsWhenBack) {
    std::string uri = server->uri(server->newDatabase());
    World world;
    auto store = openStore(uri, world);
    Dispatcher dispatcher(world, store.get());
    dispatcher.handle("alice", "#chess", "start new game on board");
    dispatcher.handle("alice", "#chess", "join game as white on board");
    dispatcher.handle("bob", "#chess", "join game as black on board");
    ASSERT_EQ(firstReply(dispatcher, "alice", "move e2 to e4 on board").substr(0, 14),
              "alice (White) ");
    server->stop();
    std::string refused = firstReply(dispatcher, "bob", "move e7 to e5 on board");
    EXPECT_TRUE(refused.starts_with("could not save that, so nothing changed: the PostgreSQL "
                                    "database " +
                                    uri + " cannot be reached ("))
        << refused;
    EXPECT_TRUE(refused.ends_with("); mudchess connects again by itself, so wait a moment and "
                                  "try again"))
        << refused;
    EXPECT_EQ(historyText(world.places["#chess"]["board"]->game()), "e2e4 ");
    // Refused again at once while it is away (the store waits between attempts to connect).
    EXPECT_TRUE(firstReply(dispatcher, "bob", "move e7 to e5 on board")
                    .starts_with("could not save that, so nothing changed: "));
    server->start();
    std::string reply;
    for (int attempt = 0; attempt < 400; ++attempt) {
        reply = firstReply(dispatcher, "bob", "move e7 to e5 on board");
        if (!reply.starts_with("could not save that")) break;
        poll(nullptr, 0, 100);
    }
    EXPECT_TRUE(reply.starts_with("bob (Black) ")) << reply;
    World after;
    openStore(uri, after);
    EXPECT_EQ(historyText(after.places["#chess"]["board"]->game()), "e2e4 e7e5 ");
}

// An analysis saved or asked for while the server is away is refused with the reason, never
// taken as kept; once the server is back the store connects again by itself, and the refused
// save changed nothing.
TEST(PostgresStore, AnAnalysisWhileTheServerIsAwayIsRefusedAndKeptOnceBack) {
    std::string uri = server->uri(server->newDatabase());
    World world;
    auto store = openStore(uri, world);
    AnalysedGame game{"#chess", "board", 1, "e2e4 e7e5"};
    store->saveAnalysis(game, "1. e4 e5\n");
    server->stop();
    std::string refused = storeError([&] { store->saveAnalysis(game, "1. e4 e5 ?!\n"); });
    EXPECT_TRUE(refused.starts_with("could not save the analysis, so nothing changed: the "
                                    "PostgreSQL database " +
                                    uri + " cannot be reached ("))
        << refused;
    std::string unread = storeError([&] { store->analysisOf(game); });
    EXPECT_TRUE(unread.starts_with("could not read the analysis, so nothing changed: ")) << unread;
    server->start();
    std::optional<std::string> kept;
    bool reached = false;
    for (int attempt = 0; attempt < 400 && !reached; ++attempt) {
        try {
            kept = store->analysisOf(game);
            reached = true;
        } catch (const StoreError&) {
            poll(nullptr, 0, 100);
        }
    }
    EXPECT_EQ(kept, "1. e4 e5\n");
    store->saveAnalysis(game, "1. e4 e5 ?!\n");
    World after;
    EXPECT_EQ(openStore(uri, after)->analysisOf(game), "1. e4 e5 ?!\n");
}
