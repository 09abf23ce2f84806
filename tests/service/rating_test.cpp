// Rated and casual games through the service (issue 41, docs/ratings.md): which games count,
// what a rated game's end tells the place and the typed events, the anti-feeding rule, and
// ratings that survive a restart or a save that fails.
#include "room_fixture.hpp"
#include "temp_dir.hpp"

#include <thread>

namespace mudchess {
namespace {

using namespace std::chrono_literals;
using testing::allText;
using testing::eventsOf;
using testing::find;
using testing::refusalCode;

constexpr std::int64_t DAY = 24 * 60 * 60;
const std::vector<std::string> FOUR_MOVES = {"Nf3", "Nf6", "Ng1", "Ng8"};

// Plays `moves` in `place` on `s`, White's by `white` and Black's by `black` in turn.
void alternate(Service& s, const std::vector<std::string>& moves,
               const std::string& white = "alice", const std::string& black = "bob") {
    for (std::size_t i = 0; i < moves.size(); ++i)
        ASSERT_TRUE(s.handle(i % 2 ? black : white, "room", moves[i]).ok) << moves[i];
}

class Ratings : public testing::RoomWithClock {
  protected:
    std::int64_t today = 1'800'000'000; // Unix seconds, turned by hand

    void SetUp() override {
        RoomWithClock::SetUp();
        dispatcher().setWallClock([this] { return today; });
    }
    const RatingBook& book() { return ServiceInternals::of(chess).world.ratings; }
    double ratingOf(const std::string& id, const std::string& speed = "blitz") {
        const PlayerRating* r = book().find({id, "chess", speed});
        return r ? r->rating : 0;
    }
    // Alice (White) and Bob play `moves` moves each, then `loser` resigns.
    Outcome play(int moves, const std::string& loser = "bob",
                 const std::string& start = "start new rated game with clock 5+3 on board") {
        EXPECT_TRUE(say("alice", start).ok) << start;
        // Over a finished game with both seated, a clock or a rating needs Bob's say too; on an
        // empty board this changes nothing.
        EXPECT_TRUE(say("bob", start).ok) << start;
        say("alice", "join game as white on board"); // refused when they sit there already
        say("bob", "join game as black on board");
        alternate(chess,
                  std::vector<std::string>(FOUR_MOVES.begin(), FOUR_MOVES.begin() + 2 * moves));
        return say(loser, "resign");
    }
};

TEST_F(Ratings, ARatedGameMovesBothRatingsAndSaysSo) {
    Outcome started = say("alice", "start new rated game with clock 5+3 on board");
    ASSERT_TRUE(find<GameStarted>(started));
    EXPECT_TRUE(find<GameStarted>(started)->rated);
    EXPECT_NE(allText(started).find("New rated game of standard chess"), std::string::npos);

    Outcome ended = play(2);
    std::vector<RatingChanged> changes = eventsOf<RatingChanged>(ended);
    ASSERT_EQ(changes.size(), 2u) << allText(ended);
    EXPECT_EQ(changes[0].player, "alice");
    EXPECT_EQ(changes[0].variant, "chess");
    EXPECT_EQ(changes[0].speed, "blitz"); // 5 min + 40 x 3 s = 7 minutes
    EXPECT_EQ(changes[0].before, 1500);
    EXPECT_GT(changes[0].after, 1500);
    EXPECT_TRUE(changes[0].provisional);
    EXPECT_EQ(changes[1].player, "bob");
    EXPECT_LT(changes[1].after, 1500);
    EXPECT_EQ(changes[0].after - 1500, 1500 - changes[1].after) << "equal opponents, equal stakes";
    std::string told = allText(ended);
    EXPECT_NE(told.find("Ratings (standard chess, blitz): alice 1500? -> " +
                        std::to_string(changes[0].after) + "?, bob 1500? -> " +
                        std::to_string(changes[1].after) + "?."),
              std::string::npos)
        << told;
    // The events come after the game's end.
    ASSERT_FALSE(ended.events.empty());
    EXPECT_TRUE(std::holds_alternative<RatingChanged>(ended.events.back()));
    EXPECT_EQ(book().find({"alice", "chess", "blitz"})->games, 1);
}

TEST_F(Ratings, ACasualGameChangesNothing) {
    Outcome ended = play(2, "bob", "start new game with clock 5+3 on board");
    EXPECT_FALSE(find<RatingChanged>(ended));
    EXPECT_EQ(allText(ended).find("rating"), std::string::npos) << allText(ended);
    EXPECT_TRUE(book().all().empty());
}

TEST_F(Ratings, ARatedGameNeedsAClockUnlessTheOperatorAllowsUntimedOnes) {
    Outcome refused = say("alice", "start new rated game on board");
    EXPECT_EQ(refusalCode(refused), "rated_needs_clock");
    EXPECT_EQ(chess.gameCount("room"), 0u) << "nothing was set up";

    ServiceSettings untimed;
    untimed.untimedRated = true;
    Service lenient(untimed);
    ASSERT_TRUE(lenient.handle("alice", "room", "start new rated game on board").ok);
    lenient.handle("alice", "room", "join game as white");
    lenient.handle("bob", "room", "join game as black");
    alternate(lenient, FOUR_MOVES);
    Outcome ended = lenient.handle("bob", "room", "resign");
    ASSERT_EQ(eventsOf<RatingChanged>(ended).size(), 2u) << allText(ended);
    EXPECT_EQ(eventsOf<RatingChanged>(ended)[0].speed, "untimed");
}

TEST_F(Ratings, AGameTooShortDoesNotCountAndThePlaceIsToldWhy) {
    Outcome ended = play(1);
    EXPECT_FALSE(find<RatingChanged>(ended));
    EXPECT_NE(allText(ended).find("The game on board does not count for ratings: each side must "
                                  "make at least two moves."),
              std::string::npos)
        << allText(ended);
    EXPECT_TRUE(book().all().empty());
}

TEST_F(Ratings, AnAbortedRatedGameDoesNotCount) {
    seat("start new rated game with clock 5+3 on board");
    ASSERT_TRUE(say("alice", "e4").ok);
    Outcome aborted = say("alice", "abort");
    EXPECT_FALSE(find<RatingChanged>(aborted));
    EXPECT_NE(allText(aborted).find("does not count for ratings: the game was aborted"),
              std::string::npos)
        << allText(aborted);
}

TEST_F(Ratings, PlayingAgainstOneselfDoesNotCount) {
    ASSERT_TRUE(say("alice", "start new rated game with clock 5+3 on board").ok);
    ASSERT_TRUE(say("alice", "join game as white").ok);
    ASSERT_TRUE(say("alice", "join game as black").ok);
    alternate(chess, FOUR_MOVES, "alice", "alice");
    Outcome ended = say("alice", "resign");
    EXPECT_FALSE(find<RatingChanged>(ended));
    EXPECT_NE(allText(ended).find("both sides were the same player"), std::string::npos)
        << allText(ended);
}

TEST_F(Ratings, TakebacksAreOffInRatedGamesUnlessTheOperatorAllowsThem) {
    seat("start new rated game with clock 5+3 on board");
    ASSERT_TRUE(say("alice", "Nf3").ok);
    Outcome refused = say("alice", "takeback");
    EXPECT_EQ(refusalCode(refused), "rated_no_takeback");
    EXPECT_NE(allText(refused).find("takebacks are off in rated games here"), std::string::npos);
    // In a casual game on the same board they are there as ever.
    ASSERT_TRUE(say("alice", "abort").ok);
    ASSERT_TRUE(say("alice", "start new game with clock 5+3 on board").ok);
    ASSERT_TRUE(say("bob", "start new game with clock 5+3 on board").ok);
    ASSERT_TRUE(say("alice", "Nf3").ok);
    EXPECT_EQ(refusalCode(say("alice", "takeback")), "ok");
}

TEST_F(Ratings, AnAllowedTakebackNeedsBothPlayersAndEndsTheGamesCountingForRatings) {
    dispatcher().setRatingRules({false, true});
    seat("start new rated game with clock 5+3 on board");
    ASSERT_TRUE(say("alice", "Nf3").ok);
    Outcome asked = say("alice", "takeback");
    EXPECT_FALSE(find<TakenBack>(asked)) << "a request: bob must agree";
    Outcome agreed = say("bob", "accept takeback");
    ASSERT_TRUE(find<TakenBack>(agreed));
    EXPECT_NE(allText(agreed).find("A move was taken back, so the game on board no longer counts "
                                   "for ratings."),
              std::string::npos)
        << allText(agreed);
    alternate(chess, FOUR_MOVES);
    Outcome ended = say("bob", "resign");
    EXPECT_FALSE(find<RatingChanged>(ended));
    EXPECT_NE(allText(ended).find("a move was taken back"), std::string::npos) << allText(ended);
}

// Feeding a friend: the same two accounts play rated games over and over, one resigning.
TEST_F(Ratings, RepeatedPairingsWithinADayCountLessThenNotAtAll) {
    std::vector<double> gains;
    for (int game = 0; game < 7; ++game) {
        double before = ratingOf("alice");
        Outcome ended = play(2);
        gains.push_back(ratingOf("alice") - before);
        std::vector<RatingChanged> changes = eventsOf<RatingChanged>(ended);
        if (game < 3) {
            EXPECT_EQ(changes.size(), 2u) << game;
        }
        if (game == 3) {
            ASSERT_EQ(changes.size(), 2u);
            EXPECT_EQ(changes[0].weight, 0.5);
            EXPECT_NE(allText(ended).find("counted at half"), std::string::npos);
        }
        if (game == 4) {
            ASSERT_EQ(changes.size(), 2u);
            EXPECT_EQ(changes[0].weight, 0.25);
        }
        if (game >= 5) {
            EXPECT_TRUE(changes.empty()) << game;
            EXPECT_NE(allText(ended).find("already played five rated games together in the last "
                                          "24 hours"),
                      std::string::npos)
                << allText(ended);
        }
        today += 60;
    }
    EXPECT_EQ(gains[5], 0.0);
    EXPECT_EQ(gains[6], 0.0);
    // A day after the first games, the window has moved on: a game counts fully again.
    today += DAY;
    Outcome later = play(2);
    ASSERT_EQ(eventsOf<RatingChanged>(later).size(), 2u) << allText(later);
    EXPECT_EQ(eventsOf<RatingChanged>(later)[0].weight, 1.0);
}

TEST_F(Ratings, OtherPairingsAreNotSlowedByOneFeedingPair) {
    for (int game = 0; game < 5; ++game) play(2);
    ASSERT_TRUE(say("alice", "leave board").ok);
    ASSERT_TRUE(say("carol", "join game as white on board").ok);
    ASSERT_TRUE(say("carol", "start new rated game with clock 5+3 on board").ok);
    ASSERT_TRUE(say("bob", "start new rated game with clock 5+3 on board").ok);
    alternate(chess, FOUR_MOVES, "carol", "bob");
    Outcome ended = say("bob", "resign");
    ASSERT_EQ(eventsOf<RatingChanged>(ended).size(), 2u) << allText(ended);
    EXPECT_EQ(eventsOf<RatingChanged>(ended)[0].weight, 1.0);
}

// A rematch of a rated game is rated, and counts; of a casual one, casual.
TEST_F(Ratings, ARematchOfARatedGameIsRatedAndOfACasualOneCasual) {
    play(2);
    ASSERT_TRUE(say("bob", "rematch").ok);
    Outcome again = say("alice", "rematch");
    ASSERT_TRUE(find<GameStarted>(again)) << allText(again);
    EXPECT_TRUE(find<GameStarted>(again)->rated);
    EXPECT_NE(allText(again).find("New rated game of standard chess"), std::string::npos)
        << allText(again);
    // Sides swapped: Bob has White now.
    alternate(chess, FOUR_MOVES, "bob", "alice");
    Outcome ended = say("alice", "resign");
    ASSERT_EQ(eventsOf<RatingChanged>(ended).size(), 2u) << allText(ended);
    EXPECT_EQ(book().find({"alice", "chess", "blitz"})->games, 2);

    ASSERT_TRUE(say("alice", "start new game with clock 5+3 on board").ok);
    ASSERT_TRUE(say("bob", "start new game with clock 5+3 on board").ok);
    alternate(chess, FOUR_MOVES, "bob", "alice");
    ASSERT_TRUE(say("bob", "resign").ok);
    Outcome offered = say("alice", "rematch");
    EXPECT_EQ(allText(offered).find("rated"), std::string::npos) << allText(offered);
    Outcome casual = say("bob", "rematch");
    ASSERT_TRUE(find<GameStarted>(casual)) << allText(casual);
    EXPECT_FALSE(find<GameStarted>(casual)->rated);
    alternate(chess, FOUR_MOVES, "alice", "bob");
    EXPECT_TRUE(eventsOf<RatingChanged>(say("bob", "resign")).empty());
    EXPECT_EQ(book().find({"alice", "chess", "blitz"})->games, 2);
}

TEST_F(Ratings, ARatedRematchIsOfferedAsRatedAndIsCasualWhenTheRulesNoLongerAllowIt) {
    dispatcher().setRatingRules({true, false, false}); // untimed rated games allowed
    play(2, "bob", "start new rated game on board");
    Outcome offered = say("bob", "rematch");
    EXPECT_NE(allText(offered).find("You offer alice a rated rematch on board"), std::string::npos)
        << allText(offered);
    ASSERT_TRUE(say("bob", "withdraw rematch").ok);
    // The operator no longer allows untimed rated games: the rematch is casual, and says why.
    dispatcher().setRatingRules({false, false, false});
    Outcome casual = say("bob", "rematch");
    EXPECT_NE(allText(casual).find("The rematch on board would be casual: a rated game needs a "
                                   "clock here, and the game had none."),
              std::string::npos)
        << allText(casual);
    EXPECT_NE(allText(casual).find("You offer alice a rematch on board"), std::string::npos);
    Outcome started = say("alice", "rematch");
    ASSERT_TRUE(find<GameStarted>(started)) << allText(started);
    EXPECT_FALSE(find<GameStarted>(started)->rated);
}

// A store that refuses every save from some moment on, as a full disk does, and remembers the
// rated games it was given.
struct FailingStore : GameStore {
    bool full = false;
    std::vector<RatedGame> kept;
    void save(const std::vector<ChangedObject>&, const std::vector<ChangedOptions>&,
              const std::vector<RatedGame>& rated) override {
        if (full) throw StoreError("the disk is full");
        kept.insert(kept.end(), rated.begin(), rated.end());
    }
    std::vector<GameObject> history(const std::string&, const std::string&) override { return {}; }
    void saveName(const std::string&, const std::string&) override {}
    std::vector<std::pair<std::string, GameObject>> gamesOf(const std::string&) override {
        return {};
    }
    StoredGamesPage recentGamesOf(const std::string&, int, int) override { return {}; }
    std::optional<StoredGame> storedGame(std::int64_t) override { return std::nullopt; }
};

TEST(RatingsAndTheStore, AFailedSaveLeavesEveryRatingAsItWasAndTellsNobody) {
    World world;
    FailingStore store;
    Dispatcher d(world, &store);
    d.setWallClock([] { return std::int64_t(1'800'000'000); });
    auto playRated = [&] {
        d.handle("alice", "room", "start new rated game with clock 5+3 on board");
        // The second time both are seated: Bob agrees to the rated game with a clock.
        d.handle("bob", "room", "start new rated game with clock 5+3 on board");
        d.handle("alice", "room", "join game as white");
        d.handle("bob", "room", "join game as black");
        for (std::size_t i = 0; i < FOUR_MOVES.size(); ++i)
            ASSERT_TRUE(d.handle(i % 2 ? "bob" : "alice", "room", FOUR_MOVES[i]).ok());
    };
    playRated();
    ASSERT_TRUE(d.handle("bob", "room", "resign").ok());
    ASSERT_EQ(store.kept.size(), 1u);
    EXPECT_EQ(store.kept[0].white, "alice");
    EXPECT_EQ(store.kept[0].speed, "blitz");
    EXPECT_EQ(store.kept[0].whiteAfter->games, 1);
    PlayerRating alice = *world.ratings.find({"alice", "chess", "blitz"});
    PlayerRating bob = *world.ratings.find({"bob", "chess", "blitz"});

    playRated();
    store.full = true;
    Dispatched failed = d.handle("alice", "room", "resign");
    EXPECT_FALSE(failed.ok());
    for (const Event& e : failed.events) EXPECT_FALSE(std::holds_alternative<RatingChanged>(e));
    EXPECT_EQ(*world.ratings.find({"alice", "chess", "blitz"}), alice);
    EXPECT_EQ(*world.ratings.find({"bob", "chess", "blitz"}), bob);
    EXPECT_EQ(store.kept.size(), 1u);

    // Once the disk has room the same resignation counts once: not lost, not doubled.
    store.full = false;
    ASSERT_TRUE(d.handle("alice", "room", "resign").ok());
    EXPECT_EQ(store.kept.size(), 2u);
    EXPECT_EQ(world.ratings.find({"alice", "chess", "blitz"})->games, 2);
}

TEST_F(Ratings, RatingsSurviveARestart) {
    test::TempDir dir;
    ServiceSettings settings;
    settings.store = (dir.path() / "chess.db").string();
    double alice = 0;
    {
        Service s(settings);
        s.handle("alice", "room", "start new rated game with clock 5+3 on board");
        s.handle("alice", "room", "join game as white");
        s.handle("bob", "room", "join game as black");
        alternate(s, FOUR_MOVES);
        ASSERT_TRUE(s.handle("bob", "room", "resign").ok);
        alice = ServiceInternals::of(s).world.ratings.find({"alice", "chess", "blitz"})->rating;
    }
    Service again(settings);
    const RatingBook& book = ServiceInternals::of(again).world.ratings;
    ASSERT_TRUE(book.find({"alice", "chess", "blitz"}));
    EXPECT_EQ(book.find({"alice", "chess", "blitz"})->rating, alice);
    EXPECT_EQ(book.find({"alice", "chess", "blitz"})->games, 1);
    EXPECT_LT(book.find({"bob", "chess", "blitz"})->rating, 1500);
}

TEST_F(Ratings, ARatedGameStaysRatedAcrossARestart) {
    test::TempDir dir;
    ServiceSettings settings;
    settings.store = (dir.path() / "chess.db").string();
    {
        Service s(settings);
        s.handle("alice", "room", "start new rated game with clock 5+3 on board");
        s.handle("alice", "room", "join game as white");
        s.handle("bob", "room", "join game as black");
        alternate(s, {"Nf3", "Nf6", "Ng1"});
    }
    Service again(settings);
    ASSERT_TRUE(again.handle("bob", "room", "Ng8").ok);
    Outcome ended = again.handle("bob", "room", "resign");
    EXPECT_EQ(eventsOf<RatingChanged>(ended).size(), 2u) << allText(ended);
}

// Ticks until the computer has nothing left to think about.
void settle(Service& s) {
    auto giveUp = Service::Clock::now() + 60s;
    while (Service::Clock::now() < giveUp) {
        s.tick(Service::Clock::now());
        if (!s.thinking()) break;
        std::this_thread::sleep_for(2ms);
    }
    ASSERT_FALSE(s.thinking()) << "the computer never answered";
}

// Against the computer only the human is rated, against the level's measured figure.
TEST(RatingsAgainstTheComputer, OnlyTheHumanIsRatedAgainstTheLevelsMeasuredFigure) {
    for (int level : {3, 1}) {
        Service s;
        auto say = [&](const std::string& line) { return s.handle("alice", "room", line); };
        ASSERT_TRUE(say("start new rated game with clock 5+3 on board").ok);
        ASSERT_TRUE(
            say("play against the computer level " + std::to_string(level) + " as white on board")
                .ok);
        for (const char* m : {"a3", "h3"}) {
            ASSERT_TRUE(say(m).ok) << m;
            settle(s);
        }
        Outcome ended = say("resign");
        std::vector<RatingChanged> changes = eventsOf<RatingChanged>(ended);
        if (level == 1) {
            EXPECT_TRUE(changes.empty());
            EXPECT_NE(allText(ended).find("the computer's level has no measured rating"),
                      std::string::npos)
                << allText(ended);
            continue;
        }
        ASSERT_EQ(changes.size(), 1u) << allText(ended);
        EXPECT_EQ(changes[0].player, "alice");
        // Losing to a 990 from 1500 costs more than losing to an equal would (about 162).
        EXPECT_LT(changes[0].after, 1500 - 162);
        EXPECT_EQ(allText(ended).find("computer 1"), std::string::npos) << "it has no rating";
    }
}

// The computer takes a rematch at once: rated too when the game was.
TEST(RatingsAgainstTheComputer, ARematchOfARatedGameAgainstTheComputerIsRated) {
    Service s;
    auto say = [&](const std::string& line) { return s.handle("alice", "room", line); };
    ASSERT_TRUE(say("start new rated game with clock 5+3 on board").ok);
    ASSERT_TRUE(say("play against the computer level 3 as white on board").ok);
    ASSERT_TRUE(say("a3").ok);
    settle(s);
    ASSERT_TRUE(say("resign").ok);
    Outcome again = say("rematch");
    ASSERT_TRUE(find<GameStarted>(again)) << allText(again);
    EXPECT_TRUE(find<GameStarted>(again)->rated);
    settle(s); // the computer has White now
}

// The leaderboard and a player's ratings on a seeded history: settled ratings in order,
// provisional ones left off the board but shown (with ?) on the player's own list.
class SeededRatings : public Ratings {
  protected:
    void SetUp() override {
        Ratings::SetUp();
        RatingBook& book = ServiceInternals::of(chess).world.ratings;
        book.set({"#1", "chess", "blitz"}, {1712.4, 60, 0.06, 40, today - DAY});
        book.set({"#2", "chess", "blitz"}, {1840.0, 80, 0.06, 25, today});
        book.set({"#3", "chess", "blitz"}, {1990.0, 300, 0.06, 2, today}); // provisional
        book.set({"#1", "chess", "rapid"}, {1600.0, 90, 0.06, 14, today});
        book.set({"#1", "knightmate", "bullet"}, {1450.0, 200, 0.06, 3, today});
        ServiceInternals::of(chess).world.names.set("#1", "Alice");
        ServiceInternals::of(chess).world.names.set("#2", "Bob");
        ServiceInternals::of(chess).world.names.set("#3", "Carol");
    }
};

TEST_F(SeededRatings, TheLeaderboardListsSettledRatingsBestFirst) {
    Outcome top = say("alice", "top players of chess blitz");
    ASSERT_TRUE(top.ok) << allText(top);
    EXPECT_EQ(allText(top), "Top players of standard chess, blitz:\n"
                            "  1. Bob 1840 (25 games)\n"
                            "  2. Alice 1712 (40 games)\n");
    // Without a speed, each speed of the variant that has settled players.
    Outcome all = say("alice", "top");
    EXPECT_EQ(allText(all), "Top players of standard chess, blitz:\n"
                            "  1. Bob 1840 (25 games)\n"
                            "  2. Alice 1712 (40 games)\n"
                            "Top players of standard chess, rapid:\n"
                            "  1. Alice 1600 (14 games)\n");
    Outcome none = say("alice", "top knightmate bullet");
    EXPECT_NE(allText(none).find("nobody has a settled rating in Knightmate, bullet yet"),
              std::string::npos)
        << allText(none);
    EXPECT_EQ(refusalCode(say("alice", "top players of checkers")), "parse_error");
}

TEST_F(SeededRatings, AnIdlePlayerDropsOffTheLeaderboardAsTheirDeviationGrows) {
    today += 400 * DAY; // a year without a game: Bob's RD is far above 110 again
    Outcome top = say("alice", "top players of chess blitz");
    EXPECT_EQ(allText(top).find("Bob"), std::string::npos) << allText(top);
    Outcome his = chess.handle({"#2", "Bob"}, "room", "rating");
    EXPECT_NE(allText(his).find("1840?"), std::string::npos) << allText(his);
}

TEST_F(SeededRatings, APlayersRatingsCoverEveryVariantAndSpeed) {
    Outcome mine = chess.handle({"#1", "Alice"}, "room", "rating");
    EXPECT_EQ(allText(mine), "Alice's ratings:\n"
                             "  standard chess, blitz: 1712 (deviation 60, 40 games)\n"
                             "  standard chess, rapid: 1600 (deviation 90, 14 games)\n"
                             "  Knightmate, bullet: 1450? (deviation 200, 3 games)\n"
                             "A ? marks a provisional rating: too few recent games to be sure of "
                             "it yet.\n");
    // By the name they go by, in any case.
    Outcome hers = say("bob", "ratings of alice");
    EXPECT_NE(allText(hers).find("standard chess, blitz: 1712 (deviation 60, 40 games)"),
              std::string::npos)
        << allText(hers);
    Outcome nobody = say("bob", "rating of dave");
    EXPECT_TRUE(nobody.ok);
    EXPECT_NE(allText(nobody).find("dave has no rating yet"), std::string::npos);
    EXPECT_EQ(refusalCode(say("bob", "rating of")), "parse_error");
}

// The same answers as data (a MUD draws its own tables): the typed ops and the English commands
// carry the tables as events, told to the asker alone.
TEST_F(SeededRatings, RatingsComeAsATypedTableByOpAndByCommand) {
    Outcome typed = chess.act({"#2", "Bob"}, "room", {action::Ratings{"alice"}});
    ASSERT_TRUE(typed.ok) << allText(typed);
    std::vector<RatingsShown> shown = eventsOf<RatingsShown>(typed);
    ASSERT_EQ(shown.size(), 1u);
    EXPECT_EQ(shown[0].player, "Alice");
    EXPECT_EQ(shown[0].playerId, "#1");
    ASSERT_EQ(shown[0].ratings.size(), 3u);
    // In the order the English lists them, with the figures it shows.
    const RatingLine& blitz = shown[0].ratings[0];
    EXPECT_EQ(blitz.variant, "chess");
    EXPECT_EQ(blitz.speed, "blitz");
    EXPECT_EQ(blitz.rating, 1712);
    EXPECT_EQ(blitz.deviation, 60);
    EXPECT_EQ(blitz.games, 40);
    EXPECT_FALSE(blitz.provisional);
    EXPECT_EQ(shown[0].ratings[1].speed, "rapid");
    EXPECT_EQ(shown[0].ratings[2].variant, "knightmate");
    EXPECT_EQ(shown[0].ratings[2].speed, "bullet");
    EXPECT_TRUE(shown[0].ratings[2].provisional);
    // The command says the same.
    Outcome said = chess.handle({"#2", "Bob"}, "room", "rating of alice");
    ASSERT_EQ(eventsOf<RatingsShown>(said).size(), 1u);
    EXPECT_EQ(eventsOf<RatingsShown>(said)[0].ratings.size(), 3u);
    EXPECT_EQ(allText(said), allText(typed));
    // Somebody with no rating yet: the table is empty, not missing.
    Outcome nobody = say("bob", "rating of dave");
    ASSERT_EQ(eventsOf<RatingsShown>(nobody).size(), 1u);
    EXPECT_TRUE(eventsOf<RatingsShown>(nobody)[0].ratings.empty());
    EXPECT_EQ(eventsOf<RatingsShown>(nobody)[0].player, "dave");
}

TEST_F(SeededRatings, TheLeaderboardComesAsRankedRowsPerSpeed) {
    Outcome typed = chess.act("alice", "room", {action::Top{"", ""}});
    std::vector<TopShown> tops = eventsOf<TopShown>(typed);
    ASSERT_EQ(tops.size(), 1u) << allText(typed);
    EXPECT_EQ(tops[0].place, "") << "everyone's";
    EXPECT_EQ(tops[0].variant, "chess");
    EXPECT_EQ(tops[0].speed, "");
    ASSERT_EQ(tops[0].speeds.size(), 2u);
    EXPECT_EQ(tops[0].speeds[0].speed, "blitz");
    ASSERT_EQ(tops[0].speeds[0].players.size(), 2u) << "Carol is provisional";
    const TopLine& first = tops[0].speeds[0].players[0];
    EXPECT_EQ(first.rank, 1);
    EXPECT_EQ(first.player, "Bob");
    EXPECT_EQ(first.playerId, "#2");
    EXPECT_EQ(first.rating, 1840);
    EXPECT_EQ(first.deviation, 80);
    EXPECT_EQ(first.games, 25);
    EXPECT_EQ(tops[0].speeds[0].players[1].rank, 2);
    EXPECT_EQ(tops[0].speeds[0].players[1].player, "Alice");
    EXPECT_EQ(tops[0].speeds[1].speed, "rapid");
    EXPECT_EQ(tops[0].speeds[1].players[0].player, "Alice");

    Outcome said = say("alice", "top players of chess blitz");
    ASSERT_EQ(eventsOf<TopShown>(said).size(), 1u);
    EXPECT_EQ(eventsOf<TopShown>(said)[0].speed, "blitz");
    EXPECT_EQ(eventsOf<TopShown>(said)[0].speeds.size(), 1u);
    Outcome none = chess.act("alice", "room", {action::Top{"knightmate", "bullet"}});
    ASSERT_EQ(eventsOf<TopShown>(none).size(), 1u);
    EXPECT_EQ(eventsOf<TopShown>(none)[0].variant, "knightmate");
    EXPECT_TRUE(eventsOf<TopShown>(none)[0].speeds.empty());
    EXPECT_EQ(refusalCode(chess.act("alice", "room", {action::Top{"chess", "glacial"}})),
              "unknown_speed");
}

TEST_F(Ratings, StatsComeAsATypedTable) {
    play(2, "bob"); // alice wins as White, 1. Nf3 Nf6 2. Ng1
    today += DAY;
    play(2, "alice"); // and loses
    ASSERT_TRUE(say("alice", "start new game on board").ok);
    alternate(chess, {"e4", "e5", "Nf3"});
    ASSERT_TRUE(say("bob", "offer draw").ok);
    ASSERT_TRUE(say("alice", "accept draw").ok);

    Outcome typed = chess.act("bob", "room", {action::Stats{"alice"}});
    std::vector<StatsShown> stats = eventsOf<StatsShown>(typed);
    ASSERT_EQ(stats.size(), 1u) << allText(typed);
    EXPECT_EQ(stats[0].player, "alice");
    EXPECT_EQ(stats[0].total.wins, 1);
    EXPECT_EQ(stats[0].total.losses, 1);
    EXPECT_EQ(stats[0].total.draws, 1);
    ASSERT_EQ(stats[0].records.size(), 1u);
    EXPECT_EQ(stats[0].records[0].variant, "chess");
    EXPECT_EQ(stats[0].records[0].side, Side::WHITE);
    EXPECT_EQ(stats[0].records[0].record.wins, 1);
    EXPECT_EQ(stats[0].longestWinningStreak, 1);
    ASSERT_EQ(stats[0].openings.size(), 2u);
    EXPECT_EQ(stats[0].openings[0].eco, "A05");
    EXPECT_EQ(stats[0].openings[0].name, "Reti opening");
    EXPECT_EQ(stats[0].openings[0].games, 2);
    EXPECT_EQ(stats[0].openings[1].eco, "C40");
    EXPECT_EQ(stats[0].openings[1].name, "King's knight opening");
    EXPECT_EQ(stats[0].openings[1].games, 1);
    Outcome bobs = say("bob", "stats");
    ASSERT_EQ(eventsOf<StatsShown>(bobs).size(), 1u);
    EXPECT_EQ(eventsOf<StatsShown>(bobs)[0].records[0].side, Side::BLACK);
    EXPECT_EQ(eventsOf<StatsShown>(bobs)[0].total.wins, 1);
}

TEST_F(Ratings, StatsCountWinsLossesAndDrawsByVariantAndColourWithStreaksAndOpenings) {
    play(2, "bob"); // alice wins as White, 1. Nf3 Nf6 2. Ng1
    today += DAY;
    play(2, "bob"); // and again
    today += DAY;
    ASSERT_TRUE(say("alice", "start new game on board").ok);
    alternate(chess, {"e4", "e5", "Nf3"});
    ASSERT_TRUE(say("bob", "offer draw").ok);
    ASSERT_TRUE(say("alice", "accept draw").ok);
    ASSERT_TRUE(say("alice", "start new game on board").ok);
    alternate(chess, {"e4"});
    ASSERT_TRUE(say("alice", "resign").ok);
    // A game against herself is not counted.
    ASSERT_TRUE(say("alice", "start new game on board 2").ok);
    say("alice", "join game as white on board 2");
    say("alice", "join game as black on board 2");
    ASSERT_TRUE(say("alice", "resign on board 2").ok);

    Outcome stats = say("bob", "stats of alice");
    EXPECT_EQ(allText(stats),
              "alice's games: 4 finished (2 wins, 1 loss, 1 draw)\n"
              "  standard chess as White: 2 wins, 1 loss, 1 draw\n"
              "Longest winning streak: 2 games.\n"
              "Favourite openings in standard chess: A05 Reti opening (2 games), B00 King's "
              "pawn opening (1 game), C40 King's knight opening (1 game).\n");
    Outcome bobs = say("bob", "statistics");
    EXPECT_NE(allText(bobs).find("bob's games: 4 finished (1 win, 2 losses, 1 draw)"),
              std::string::npos)
        << allText(bobs);
    EXPECT_NE(allText(bobs).find("standard chess as Black: 1 win, 2 losses, 1 draw"),
              std::string::npos);
}

} // namespace
} // namespace mudchess
