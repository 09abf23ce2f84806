// A history of rated games played through the service into a store (issue 41), for the tests
// that recompute every rating from the stored games: feeding cut down by the pairing window,
// games against the computer, two speeds, idle days, a game that does not count, a restart in
// the middle of a day. The store is whatever `settings.store` names (an SQLite file in
// tests/service/rating_replay_test.cpp, a PostgreSQL database in tests/postgres), set by the
// test before start().
#pragma once

#include "dispatch/rated_game.hpp"
#include "outcome_reading.hpp"
#include "render/rating_check_words.hpp"
#include "service/service_impl.hpp"
#include "store/open_store.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace mudchess::test {

class RatedHistory : public ::testing::Test {
  protected:
    static constexpr std::int64_t DAY = 24 * 60 * 60;
    ServiceSettings settings;
    std::int64_t today = 1'800'000'000;
    std::unique_ptr<Service> service;
    int boards = 0;
    std::size_t ratedGames = 0, ratings = 0;

    // A service on `settings.store`, its wall clock at `today` (a restart when one runs).
    void start() {
        service.reset();
        service = std::make_unique<Service>(settings);
        ServiceInternals::of(*service).dispatcher.setWallClock([this] { return today; });
    }
    Outcome say(const std::string& who, const std::string& line) {
        return service->handle(who, "room", line);
    }
    // A rated game between `white` and `black` with `clock`, on a board of its own so nobody
    // else sits there: two moves each, then `end` ("draw", or the name of who resigns). Returns
    // how many ratings it moved.
    std::size_t play(const std::string& white, const std::string& black, const std::string& end,
                     const std::string& clock = "5+3") {
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
        EXPECT_TRUE(ended.ok) << testing::allText(ended);
        today += 600;
        return testing::eventsOf<RatingChanged>(ended).size();
    }
    // Ticks until the computer has nothing left to think about.
    void settle() {
        using namespace std::chrono_literals;
        auto giveUp = Service::Clock::now() + 60s;
        while (Service::Clock::now() < giveUp) {
            service->tick(Service::Clock::now());
            if (!service->thinking()) break;
            std::this_thread::sleep_for(2ms);
        }
        ASSERT_FALSE(service->thinking()) << "the computer never answered";
    }
    // Alice plays the computer at `level` on a board of her own and resigns after two moves.
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
        EXPECT_TRUE(ended.ok) << testing::allText(ended);
        today += 600;
        return testing::eventsOf<RatingChanged>(ended).size();
    }
    // What replaying the stored rated games finds different from the stored ratings, read as
    // the operator's command reads them (the service is closed first: an SQLite file is held
    // while a service has it open).
    std::vector<std::string> differences() {
        service.reset();
        World world;
        std::unique_ptr<GameStore> store = openStore(settings.store, world);
        std::vector<StoredRatedGame> games = store->ratedGames();
        ratedGames = games.size();
        ratings = world.ratings.all().size();
        std::vector<std::string> sentences;
        for (const ReplayDifference& d : replayDifferences(games, world.ratings))
            sentences.push_back(replayDifferenceWords(d));
        return sentences;
    }

    // The played history: the same two players feeding each other within a day (the fourth
    // game counts half, the fifth a quarter, the sixth not at all), with a restart between the
    // third and the fourth, so the window is read back from the store; other pairings, a
    // bullet game, idle days, and games against the computer. 12 rated games, 5 ratings.
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

    // Two changes made behind mudchess's back, in SQL either store reads: one bit off in one
    // figure of one rating, and a game counted fully that the pairing window counts at half.
    static constexpr const char* ONE_BIT_OFF =
        "UPDATE ratings SET deviation = deviation * (1 + 2.3e-16) WHERE player = 'carol' AND "
        "speed = 'blitz'";
    static constexpr const char* WEIGHT_TOO_HIGH = "UPDATE rated_games SET weight = 1 WHERE id = 4";

    // Expects the replay to name both changes above, and nothing else.
    void expectBothChangesNamed() {
        std::vector<std::string> found = differences();
        ASSERT_EQ(found.size(), 2u);
        EXPECT_NE(found[0].find("counted with weight 1, but its pairings give 0.5"),
                  std::string::npos)
            << found[0];
        EXPECT_NE(found[1].find("carol's rating in chess blitz: stored"), std::string::npos)
            << found[1];
    }

    // Plays the history and expects its replay to find every stored rating exactly as stored.
    void expectTheReplayOfTheHistoryToMatch() {
        playHistory();
        std::vector<std::string> found = differences();
        EXPECT_TRUE(found.empty()) << found.front();
        EXPECT_EQ(ratedGames, 12u)
            << "the sixth game of the day and the game against level 1 do not count";
        EXPECT_EQ(ratings, 5u) << "alice, bob, carol in blitz; alice, bob in bullet; nobody else";
    }
};

} // namespace mudchess::test
