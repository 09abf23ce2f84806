// Recomputing every rating from the stored games gives the same numbers (issue 41): the history
// of rated games in rated_history.hpp played into an SQLite store, then every rated game
// replayed through Glicko-2 in order from nothing, and compared with what the store holds, to
// the last bit. The operator's command `mudchess ratings --check` says the same. The same on
// PostgreSQL: tests/postgres/rating_replay_test.cpp.
#include "front/tools/ratings_command.hpp"
#include "rated_history.hpp"
#include "store/sqlite.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <sstream>

namespace mudchess {
namespace {

class RatingReplay : public test::RatedHistory {
  protected:
    test::TempDir dir;
    void SetUp() override {
        settings.store = (dir.path() / "chess.db").string();
        start();
    }
};

TEST_F(RatingReplay, ReplayingEveryStoredRatedGameGivesExactlyTheStoredRatings) {
    expectTheReplayOfTheHistoryToMatch();
}

TEST_F(RatingReplay, AStoredRatingThatTheGamesDoNotGiveIsNamed) {
    playHistory();
    service.reset();
    {
        sql::Database db(settings.store, false);
        db.exec(ONE_BIT_OFF);
        db.exec(WEIGHT_TOO_HIGH);
    }
    expectBothChangesNamed();
}

TEST_F(RatingReplay, TheOperatorsCommandSaysWhetherTheyAgree) {
    playHistory();
    service.reset();
    std::ostringstream out, err;
    EXPECT_EQ(runRatingsCommand({"--check", "--db", settings.store}, out, err), 0) << err.str();
    EXPECT_EQ(out.str(), "replayed 12 rated games and 5 ratings: every stored rating is exactly "
                         "what the rated games give\n");
    {
        sql::Database db(settings.store, false);
        db.exec(
            "UPDATE ratings SET rating = rating + 1 WHERE player = 'alice' AND speed = 'bullet'");
    }
    std::ostringstream out2, err2;
    EXPECT_EQ(runRatingsCommand({"--check", "--db", settings.store}, out2, err2), 1);
    EXPECT_NE(out2.str().find("the stored ratings differ"), std::string::npos) << out2.str();
    EXPECT_NE(out2.str().find("alice's rating in chess bullet: stored"), std::string::npos)
        << out2.str();
    std::ostringstream out3, err3;
    EXPECT_EQ(runRatingsCommand({"--db", settings.store}, out3, err3), 2);
    EXPECT_NE(err3.str().find("both --check and --db LOCATION are needed"), std::string::npos);
}

} // namespace
} // namespace mudchess
