// The leaderboard of one place (issue 41, docs/ratings.md): `top here` ranks those who played
// rated games in the place by the one rating each has everywhere; `top` ranks everyone. The
// history is seeded in the store, in two places, and read back as a service starts.
#include "outcome_reading.hpp"
#include "store/sqlite_store.hpp"
#include "temp_dir.hpp"

#include "mudchess/mudchess.hpp"

#include <gtest/gtest.h>

#include <ctime>

namespace mudchess {
namespace {

using testing::allText;
using testing::eventsOf;
using testing::refusalCode;

constexpr std::int64_t DAY = 24 * 60 * 60;

// A rated game of standard chess blitz in `place`, and each side's figures after it.
RatedGame ratedGame(const std::string& place, std::int64_t ended, const std::string& white,
                    PlayerRating whiteAfter, const std::string& black, PlayerRating blackAfter) {
    whiteAfter.lastPlayed = blackAfter.lastPlayed = ended;
    RatedGame g;
    g.place = place;
    g.object = "board";
    g.number = 1;
    g.ended = ended;
    g.variant = "chess";
    g.speed = "blitz";
    g.white = white;
    g.black = black;
    g.whiteBefore = g.blackBefore = PlayerRating{};
    g.whiteAfter = whiteAfter;
    g.blackAfter = blackAfter;
    return g;
}

class PlaceLeaderboards : public ::testing::Test {
  protected:
    test::TempDir dir;
    ServiceSettings settings;

    void SetUp() override {
        settings.store = (dir.path() / "chess.db").string();
        std::int64_t now = std::time(nullptr);
        std::unique_ptr<SqliteStore> store = SqliteStore::open(settings.store);
        // Alice and Bob play in #chess; Carol and Bob in #knights; Dave, still provisional, in
        // #chess. Bob's last game sets his rating, wherever he played it.
        store->save({}, {},
                    {ratedGame("#chess", now - 3 * DAY, "#1", {1712, 60, 0.06, 40}, "#2",
                               {1840, 80, 0.06, 25}),
                     ratedGame("#knights", now - 2 * DAY, "#3", {1990, 70, 0.06, 30}, "#2",
                               {1830, 75, 0.06, 26}),
                     ratedGame("#chess", now - DAY, "#4", {1600, 200, 0.06, 3}, "#1",
                               {1715, 59, 0.06, 41})});
        for (const auto& [id, name] : {std::pair{"#1", "Alice"}, std::pair{"#2", "Bob"},
                                       std::pair{"#3", "Carol"}, std::pair{"#4", "Dave"}})
            store->saveName(id, name);
    }
};

TEST_F(PlaceLeaderboards, TopHereRanksThoseWhoPlayedThereAndTopRanksEveryone) {
    Service s(settings);
    Outcome chess = s.handle({"#1", "Alice"}, "#chess", "top here");
    EXPECT_EQ(allText(chess), "Top players of standard chess, blitz in #chess:\n"
                              "  1. Bob 1830 (26 games)\n"
                              "  2. Alice 1715 (41 games)\n")
        << "Dave is provisional; Carol never played here";
    Outcome knights = s.handle({"#3", "Carol"}, "#knights", "top players of chess blitz here");
    EXPECT_EQ(allText(knights), "Top players of standard chess, blitz in #knights:\n"
                                "  1. Carol 1990 (30 games)\n"
                                "  2. Bob 1830 (26 games)\n");
    Outcome everyone = s.handle({"#1", "Alice"}, "#chess", "top");
    EXPECT_EQ(allText(everyone), "Top players of standard chess, blitz:\n"
                                 "  1. Carol 1990 (30 games)\n"
                                 "  2. Bob 1830 (26 games)\n"
                                 "  3. Alice 1715 (41 games)\n");
    // The events say whose leaderboard it is.
    ASSERT_EQ(eventsOf<TopShown>(chess).size(), 1u);
    EXPECT_EQ(eventsOf<TopShown>(chess)[0].place, "#chess");
    ASSERT_EQ(eventsOf<TopShown>(chess)[0].speeds.size(), 1u);
    EXPECT_EQ(eventsOf<TopShown>(chess)[0].speeds[0].players.size(), 2u);
    EXPECT_EQ(eventsOf<TopShown>(everyone)[0].place, "");
    EXPECT_EQ(eventsOf<TopShown>(everyone)[0].speeds[0].players.size(), 3u);
}

TEST_F(PlaceLeaderboards, AnotherPlacesLeaderboardFromAPrivateMessageOrByOp) {
    Service s(settings);
    Outcome named = s.handle({"#1", "Alice"}, "", "top in #knights");
    EXPECT_NE(allText(named).find("Top players of standard chess, blitz in #knights:\n"
                                  "  1. Carol 1990"),
              std::string::npos)
        << allText(named);
    // "here" in a private message names no place.
    EXPECT_EQ(refusalCode(s.handle({"#1", "Alice"}, "", "top here")), "which_place");
    Outcome typed = s.act({"#1", "Alice"}, "#knights", {action::Top{"", "blitz", true}});
    ASSERT_EQ(eventsOf<TopShown>(typed).size(), 1u) << allText(typed);
    EXPECT_EQ(eventsOf<TopShown>(typed)[0].place, "#knights");
    ASSERT_EQ(eventsOf<TopShown>(typed)[0].speeds.size(), 1u);
    EXPECT_EQ(eventsOf<TopShown>(typed)[0].speeds[0].players[0].playerId, "#3");
    Outcome everyone = s.act({"#1", "Alice"}, "#knights", {action::Top{"", "blitz"}});
    EXPECT_EQ(eventsOf<TopShown>(everyone)[0].place, "");
    EXPECT_EQ(eventsOf<TopShown>(everyone)[0].speeds[0].players.size(), 3u);
    // A place where nobody played rated games.
    Outcome empty = s.handle({"#1", "Alice"}, "#lobby", "top here");
    EXPECT_TRUE(empty.ok);
    EXPECT_NE(allText(empty).find("nobody who played rated games in #lobby"), std::string::npos)
        << allText(empty);
    EXPECT_TRUE(eventsOf<TopShown>(empty)[0].speeds.empty());
}

// A rated game played now puts its players on its place's leaderboard at once, and a restart
// keeps them there.
TEST_F(PlaceLeaderboards, ARatedGamePutsItsPlayersOnItsPlacesLeaderboard) {
    {
        Service s(settings);
        auto say = [&](const Actor& a, const std::string& line) {
            Outcome o = s.handle(a, "#lobby", line);
            EXPECT_TRUE(o.ok) << line << ": " << allText(o);
        };
        Actor alice{"#1", "Alice"}, bob{"#2", "Bob"};
        say(alice, "start new rated game with clock 5+3 on board");
        say(alice, "join game as white");
        say(bob, "join game as black");
        bool white = true;
        for (const char* m : {"Nf3", "Nf6", "Ng1", "Ng8"}) {
            say(white ? alice : bob, m);
            white = !white;
        }
        say(bob, "resign");
        Outcome top = s.handle(alice, "#lobby", "top here");
        // Bob's rating is still the higher: one game moves a settled rating a little.
        EXPECT_NE(allText(top).find("in #lobby:\n  1. Bob"), std::string::npos) << allText(top);
        EXPECT_NE(allText(top).find("2. Alice"), std::string::npos) << allText(top);
    }
    Service again(settings);
    Outcome top = again.handle({"#1", "Alice"}, "#lobby", "top here");
    EXPECT_NE(allText(top).find("in #lobby:\n  1. Bob"), std::string::npos) << allText(top);
    EXPECT_NE(allText(top).find("2. Alice"), std::string::npos) << allText(top);
}

} // namespace
} // namespace mudchess
