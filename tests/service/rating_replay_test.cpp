// Recomputing every rating from the stored games gives the same numbers (issue 41): a history
// of rated games played through the service into an SQLite store (feeding cut down by the
// pairing window, games against the computer, two speeds, idle days, a game that does not
// count, a restart in the middle of a day), then every rated game replayed through Glicko-2 in
// order from nothing, and compared with what the store holds, to the last bit. The operator's
// command `mudchess ratings --check` says the same.
#include "command/rated_game.hpp"
#include "front/ratings_command.hpp"
#include "outcome_reading.hpp"
#include "service/service_impl.hpp"
#include "store/sqlite.hpp"
#include "store/sqlite_store.hpp"
#include "temp_dir.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <thread>

namespace mudchess {
namespace {

using namespace std::chrono_literals;
using testing::allText;
using testing::eventsOf;

constexpr std::int64_t DAY = 24 * 60 * 60;

class RatingReplay : public ::testing::Test {
  protected:
    test::TempDir dir;
    ServiceSettings settings;
    std::int64_t today = 1'800'000'000;
    std::unique_ptr<Service> service;

    void SetUp() override {
        settings.store = (dir.path() / "chess.db").string();
        start();
    }
    void start() {
        service.reset();
        service = std::make_unique<Service>(settings);
        ServiceInternals::of(*service).dispatcher.setWallClock([this] { return today; });
    }
    Outcome say(const std::string& who, const std::string& line) {
        return service->handle(who, "room", line);
    }
    // A rated game on the board between `white` and `black` with `clock`: two moves each, then
    // `result` ("resign" by `loser`, or "draw"). Returns how many ratings it moved.
    std::size_t play(const std::string& white, const std::string& black, const std::string& end,
                     const std::string& clock = "5+3") {
        // A board of its own for each game, so nobody else sits there.
        std::string on = " on table" + std::to_string(++boards);
        EXPECT_TRUE(say(white, "start new rated game with clock " + clock + on).ok);
        EXPECT_TRUE(say(white, "join game as white" + on).ok);
        EXPECT_TRUE(say(black, "join game as black" + on).ok);
        const char* moves[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
        for (int i = 0; i < 4; ++i) EXPECT_TRUE(say(i % 2 ? black : white, moves[i] + on).ok);
        Outcome ended;
        if (end == "draw") {
            say(white, "offer draw" + on);
            ended = say(black, "accept draw" + on);
        } else {
            ended = say(end, "resign" + on);
        }
        EXPECT_TRUE(ended.ok) << allText(ended);
        today += 600;
        return eventsOf<RatingChanged>(ended).size();
    }
    int boards = 0;
    // Ticks until the computer has nothing left to think about.
    void settle() {
        auto giveUp = Service::Clock::now() + 60s;
        while (Service::Clock::now() < giveUp) {
            service->tick(Service::Clock::now());
            if (!service->thinking()) break;
            std::this_thread::sleep_for(2ms);
        }
        ASSERT_FALSE(service->thinking()) << "the computer never answered";
    }
    // Alice plays the computer at `level` on "computer board" and resigns after two moves.
    std::size_t playComputer(int level) {
        std::string on = " on table" + std::to_string(++boards);
        auto say = [&](const std::string& line) {
            return service->handle("alice", "room", line + on);
        };
        EXPECT_TRUE(say("start new rated game with clock 5+3").ok);
        EXPECT_TRUE(
            say("play against the computer level " + std::to_string(level) + " as white").ok);
        for (const char* m : {"a3", "h3"}) {
            EXPECT_TRUE(say(m).ok) << m;
            settle();
        }
        Outcome ended = say("resign");
        EXPECT_TRUE(ended.ok) << allText(ended);
        today += 600;
        return eventsOf<RatingChanged>(ended).size();
    }
    std::vector<std::string> differences() {
        service.reset(); // the file is held while a service has it open
        World world;
        std::unique_ptr<SqliteStore> store = SqliteStore::openInto(settings.store, world);
        std::vector<StoredRatedGame> games = store->ratedGames();
        ratedGames = games.size();
        ratings = world.ratings.all().size();
        return replayDifferences(games, world.ratings);
    }
    std::size_t ratedGames = 0, ratings = 0;

    // The played history: the same two players feeding each other within a day (the fourth
    // game counts half, the fifth a quarter, the sixth not at all), with a restart between the
    // third and the fourth, so the window is read back from the store; other pairings, a
    // bullet game, idle days, and games against the computer.
    void playHistory() {
        EXPECT_EQ(play("alice", "bob", "bob"), 2u);
        EXPECT_EQ(play("bob", "alice", "draw"), 2u);
        EXPECT_EQ(play("alice", "bob", "bob"), 2u);
        start();
        EXPECT_EQ(play("alice", "bob", "bob"), 2u); // half
        EXPECT_EQ(play("bob", "alice", "bob"), 2u); // a quarter
        EXPECT_EQ(play("alice", "bob", "bob"), 0u); // not at all
        EXPECT_EQ(play("carol", "bob", "carol"), 2u);
        EXPECT_EQ(playComputer(3), 1u);
        today += 3 * DAY;
        EXPECT_EQ(play("carol", "alice", "draw"), 2u);
        EXPECT_EQ(play("alice", "bob", "alice", "1+0"), 2u); // bullet
        EXPECT_EQ(playComputer(4), 1u);
        EXPECT_EQ(playComputer(1), 0u); // level 1 has no measured rating
        today += 40 * DAY;
        EXPECT_EQ(play("bob", "carol", "carol"), 2u);
        EXPECT_EQ(play("alice", "bob", "draw"), 2u);
    }
};

TEST_F(RatingReplay, ReplayingEveryStoredRatedGameGivesExactlyTheStoredRatings) {
    playHistory();
    std::vector<std::string> found = differences();
    EXPECT_TRUE(found.empty()) << found.front();
    EXPECT_EQ(ratedGames, 12u)
        << "the sixth game of the day and the game against level 1 do not count";
    EXPECT_EQ(ratings, 5u) << "alice, bob, carol in blitz; alice, bob in bullet; nobody else";
}

TEST_F(RatingReplay, AStoredRatingThatTheGamesDoNotGiveIsNamed) {
    playHistory();
    service.reset();
    {
        sql::Database db(settings.store, false);
        // One bit off, in one figure of one rating.
        db.exec("UPDATE ratings SET deviation = deviation * (1 + 2.3e-16) WHERE player = 'carol' "
                "AND speed = 'blitz'");
        // A game counted fully that the pairing window would have counted at half.
        db.exec("UPDATE rated_games SET weight = 1 WHERE id = 4");
    }
    std::vector<std::string> found = differences();
    ASSERT_EQ(found.size(), 2u);
    EXPECT_NE(found[0].find("counted with weight 1, but its pairings give 0.5"), std::string::npos)
        << found[0];
    EXPECT_NE(found[1].find("carol's rating in chess blitz: stored"), std::string::npos)
        << found[1];
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
