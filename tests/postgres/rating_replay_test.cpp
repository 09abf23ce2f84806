// `mudchess ratings --check` on a PostgreSQL database (issue 41): the history of rated games in
// tests/service/rated_history.hpp played through the service into a database on a throwaway
// server, then every rated game replayed through Glicko-2 from nothing and compared with the
// stored ratings, to the last bit, as tests/service/rating_replay_test.cpp does on SQLite. A
// rating or a game's weight changed in the database behind mudchess's back is named.
#include "front/tools/ratings_command.hpp"
#include "rated_history.hpp"
#include "shared_postgres_server.hpp"

#include <gtest/gtest.h>

#include <sstream>

namespace mudchess {
namespace {

using test::server;

class PostgresRatingReplay : public test::RatedHistory {
  protected:
    std::string database = server->newDatabase();
    void SetUp() override {
        settings.store = server->uri(database);
        start();
    }
    // `mudchess ratings --check --db` this database: its exit status, and what it printed in
    // `out` and `err`.
    int check(std::string& out, std::string& err) {
        std::ostringstream o, e;
        int status = runRatingsCommand({"--check", "--db", settings.store}, o, e);
        out = o.str();
        err = e.str();
        return status;
    }
};

TEST_F(PostgresRatingReplay, ReplayingEveryStoredRatedGameGivesExactlyTheStoredRatings) {
    expectTheReplayOfTheHistoryToMatch();
    std::string out, err;
    EXPECT_EQ(check(out, err), 0) << out << err;
    EXPECT_EQ(out, "replayed 12 rated games and 5 ratings: every stored rating is exactly what "
                   "the rated games give\n");
}

TEST_F(PostgresRatingReplay, AStoredRatingThatTheGamesDoNotGiveIsNamed) {
    playHistory();
    service.reset();
    server->exec(database, ONE_BIT_OFF);
    server->exec(database, WEIGHT_TOO_HIGH);
    expectBothChangesNamed();

    server->exec(database,
                 "UPDATE ratings SET rating = rating + 1 WHERE player = 'alice' AND speed = "
                 "'bullet'");
    std::string out, err;
    EXPECT_EQ(check(out, err), 1) << out << err;
    EXPECT_NE(out.find("replayed 12 rated games and 5 ratings: the stored ratings differ"),
              std::string::npos)
        << out;
    EXPECT_NE(out.find("alice's rating in chess bullet: stored"), std::string::npos) << out;
    EXPECT_NE(out.find("carol's rating in chess blitz: stored"), std::string::npos) << out;
}

} // namespace
} // namespace mudchess
