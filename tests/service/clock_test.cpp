// Chess clocks: the forms of a time control, the arithmetic of each kind, and a flag that falls
// with nobody typing, through the service with a clock the test controls.
#include "room_fixture.hpp"
#include "temp_dir.hpp"
#include "world/game_clock.hpp"

#include <gtest/gtest.h>

namespace mudchess {
namespace {

using namespace std::chrono_literals;

TimeControl control(const std::string& text) {
    std::string error;
    std::optional<TimeControl> tc = parseTimeControl(text, error);
    EXPECT_TRUE(tc) << text << ": " << error;
    return tc.value_or(TimeControl{});
}

TEST(TimeControl, EveryFormReadsAndWritesBack) {
    TimeControl blitz = control("5+3");
    EXPECT_EQ(blitz.base, 5min);
    EXPECT_EQ(blitz.extra, 3s);
    EXPECT_EQ(blitz.kind, TimeControl::Kind::INCREMENT);
    EXPECT_EQ(blitz.pgnTag(), "300+3");
    EXPECT_EQ(control("0:30+1").base, 30s);
    EXPECT_EQ(control("0:30+1").text(), "0:30+1");
    TimeControl classical = control("40/90+30");
    EXPECT_EQ(classical.movesPerPeriod, 40);
    EXPECT_EQ(classical.base, 90min);
    EXPECT_EQ(classical.pgnTag(), "40/5400+30");
    EXPECT_EQ(control("15 delay 5").kind, TimeControl::Kind::DELAY);
    EXPECT_EQ(control("15 bronstein 5").kind, TimeControl::Kind::BRONSTEIN);
    EXPECT_EQ(control("15 bronstein 5").text(), "15 bronstein 5");
    EXPECT_EQ(control("10").extra, 0s);
    for (std::string text : {"15 delay 5", "5+3", "0:05+0", "40/90+30", "15 bronstein 5"})
        EXPECT_EQ(control(text).text(), text);
}

TEST(TimeControl, NonsenseIsRefusedWithTheFormsThatWork) {
    for (std::string bad : {"0", "0:75+1", "5+", "15 delay", "300/5+0", "99999+0", "5+3000", "x"}) {
        std::string error;
        EXPECT_FALSE(parseTimeControl(bad, error)) << bad;
        EXPECT_NE(error.find("5+3"), std::string::npos) << bad << ": " << error;
    }
}

TEST(ClockText, ShowsTenthsOnlyWhenItIsClose) {
    EXPECT_EQ(clockText(297s), "4:57");
    EXPECT_EQ(clockText(9800ms), "0:09.8");
    EXPECT_EQ(clockText(3723s), "1:02:03");
    EXPECT_EQ(clockText(-5s), "0:00.0");
    // Rounded up: a few milliseconds off a whole second still show it.
    EXPECT_EQ(clockText(302995ms), "5:03");
    EXPECT_EQ(clockText(9999ms), "0:10");
    EXPECT_EQ(clockText(1ms), "0:00.1");
}

TEST(GameClock, IncrementIsAddedAfterTheMoveAndOnlyTheMoversTimeRuns) {
    GameClock clock(control("5+3"));
    TimePoint t0{};
    clock.start(WHITE, t0);
    EXPECT_EQ(clock.left(WHITE, t0 + 10s), 290s);
    EXPECT_EQ(clock.left(BLACK, t0 + 10s), 300s);
    clock.press(WHITE, BLACK, t0 + 10s);
    EXPECT_EQ(clock.left(WHITE, t0 + 20s), 293s);
    EXPECT_EQ(clock.flagAt(), t0 + 10s + 300s);
}

// Issue 49: a clock charges thinking, not the front end's send queue.
TEST(GameClock, TheMoverOpponentsClockCountsFromWhenTheMoveWasShown) {
    GameClock clock(control("2+0"));
    TimePoint t0{};
    clock.start(WHITE, t0);
    clock.press(WHITE, BLACK, t0 + 1s);
    clock.shownAt(t0 + 23s, 60s); // the board took 22 s to go out
    EXPECT_EQ(clock.left(BLACK, t0 + 23s), 120s);
    EXPECT_EQ(clock.left(BLACK, t0 + 25s), 118s);
    EXPECT_EQ(clock.flagAt(), t0 + 23s + 120s);
    clock.shownAt(t0 + 5s, 60s); // an earlier report changes nothing
    EXPECT_EQ(clock.left(BLACK, t0 + 25s), 118s);
    // No more than `most` is given, however late the report.
    clock.press(BLACK, WHITE, t0 + 30s);
    clock.shownAt(t0 + 200s, 60s);
    EXPECT_EQ(clock.left(WHITE, t0 + 100s), 109s); // from t0 + 90s on
}

TEST(GameClock, APausedClockStandsStillAndRunsOnWhereItStood) {
    GameClock clock(control("2+0"));
    TimePoint t0{};
    clock.start(WHITE, t0);
    clock.pause(t0 + 10s);
    EXPECT_FALSE(clock.running());
    EXPECT_EQ(clock.pausedFor(), WHITE);
    EXPECT_EQ(clock.flagAt(), std::nullopt);
    EXPECT_EQ(clock.left(WHITE, t0 + 500s), 110s);
    clock.resume(t0 + 600s);
    EXPECT_EQ(clock.left(WHITE, t0 + 605s), 105s);
    EXPECT_EQ(clock.flagAt(), t0 + 600s + 110s);
    // A game that ends while its clock stands still keeps what ran before the pause.
    clock.pause(t0 + 610s);
    clock.stop(t0 + 900s);
    EXPECT_EQ(clock.left(WHITE, t0 + 900s), 100s);
}

TEST(GameClock, DelayWaitsBeforeTheClockRunsToTheMillisecond) {
    GameClock clock(control("15 delay 5"));
    TimePoint t0{};
    clock.start(WHITE, t0);
    EXPECT_EQ(clock.left(WHITE, t0 + 4999ms), 15min);
    EXPECT_EQ(clock.left(WHITE, t0 + 5001ms), 15min - 1ms);
    EXPECT_EQ(clock.flagAt(), t0 + 15min + 5s);
    clock.press(WHITE, BLACK, t0 + 3s); // within the delay: nothing charged, nothing added
    EXPECT_EQ(clock.left(WHITE, t0 + 3s), 15min);
}

TEST(GameClock, BronsteinGivesBackAtMostItsAllowance) {
    GameClock clock(control("15 bronstein 5"));
    TimePoint t0{};
    clock.start(WHITE, t0);
    clock.press(WHITE, BLACK, t0 + 3s); // 3 s used, 3 s back
    EXPECT_EQ(clock.left(WHITE, t0 + 3s), 15min);
    clock.press(BLACK, WHITE, t0 + 13s); // 10 s used, 5 s back
    EXPECT_EQ(clock.left(BLACK, t0 + 13s), 15min - 5s);
}

TEST(GameClock, APeriodOfMovesAddsTheBaseAgain) {
    GameClock clock(control("2/1+0"));
    TimePoint t0{};
    clock.start(WHITE, t0);
    clock.press(WHITE, BLACK, t0 + 10s);
    clock.press(BLACK, WHITE, t0 + 10s);
    clock.press(WHITE, BLACK, t0 + 20s); // White's second move ends the period
    EXPECT_EQ(clock.left(WHITE, t0 + 20s), 1min - 20s + 1min);
}

// The service with a clock the test turns.
class TimedGame : public testing::RoomWithClock {
  protected:
    void seatOnClock(const std::string& clock) {
        seat("start new game with clock " + clock + " on board");
    }
};

TEST_F(TimedGame, TheClockStartsWhenBothSidesHaveMovedAndTheFlagFallsByItself) {
    seatOnClock("0:05+0");
    EXPECT_EQ(chess.nextDeadline(), std::nullopt);
    say("alice", "move e2e4");
    now += 30s; // nobody's clock runs before both have moved once
    EXPECT_EQ(chess.nextDeadline(), std::nullopt);
    say("bob", "move e7e5");
    ASSERT_TRUE(chess.nextDeadline());
    EXPECT_EQ(*chess.nextDeadline(), now + 5s);
    EXPECT_TRUE(chess.tick(now + 4999ms).empty());
    std::vector<Outcome> fell = chess.tick(now + 5s);
    ASSERT_EQ(fell.size(), 1u);
    ASSERT_EQ(fell[0].events.size(), 1u);
    GameEnded end = std::get<GameEnded>(fell[0].events[0]);
    EXPECT_EQ(end.termination, "time_forfeit");
    EXPECT_EQ(end.result, "0-1");
    EXPECT_EQ(fell[0].messages.at(0).to, (Recipient{Recipient::Kind::PLACE, "room"}));
    EXPECT_EQ(fell[0].messages.at(0).text,
              "White (alice)'s flag falls on board: Black wins on time (0–1).");
    EXPECT_EQ(chess.nextDeadline(), std::nullopt);
    EXPECT_TRUE(chess.tick(now + 1h).empty());
}

TEST_F(TimedGame, AMoveAfterTheFlagFellIsTooLate) {
    seatOnClock("0:05+2");
    say("alice", "move e2e4");
    say("bob", "move e7e5");
    now += 6s;
    Outcome late = say("alice", "move d2d4");
    EXPECT_EQ(std::get<GameEnded>(late.events.at(0)).termination, "time_forfeit");
    EXPECT_NE(say("x", "show fen").messages.at(0).text.find("4p3/4P3"), std::string::npos);
}

TEST_F(TimedGame, IncrementKeepsAPlayerAliveAndEventsCarryTheClocks) {
    seatOnClock("0:05+2");
    say("alice", "move e2e4");
    say("bob", "move e7e5");
    now += 4s;
    MovePlayed move = std::get<MovePlayed>(say("alice", "move g1f3").events.at(0));
    EXPECT_EQ(move.board.clock, "0:05+2");
    EXPECT_EQ(move.board.whiteMillis, 3000); // 5 - 4 + 2
    EXPECT_EQ(move.board.blackMillis, 5000);
    now += 4s;
    say("bob", "move b8c6");
    now += 2900ms;
    EXPECT_TRUE(chess.tick(now).empty());
    now += 200ms;
    EXPECT_EQ(chess.tick(now).size(), 1u);
}

TEST_F(TimedGame, ResigningStopsTheClock) {
    seatOnClock("0:05+0");
    say("alice", "move e2e4");
    say("bob", "move e7e5");
    say("alice", "resign");
    EXPECT_EQ(chess.nextDeadline(), std::nullopt);
}

TEST_F(TimedGame, AnUntimedGameHasNoClockAndABadClockIsRefused) {
    say("alice", "start new game on board");
    say("alice", "join game as white on board");
    say("bob", "join game as black on board");
    say("alice", "move e2e4");
    say("bob", "move e7e5");
    // No flag: the only deadline is the claim against an absent player, ten minutes on.
    EXPECT_EQ(chess.nextDeadline(), now + std::chrono::minutes(10));
    Outcome bad = say("alice", "start new game with clock 0:75+1 on table");
    ASSERT_NE(bad.refusal(), nullptr);
    EXPECT_EQ(bad.refusal()->code, "bad_clock");
    EXPECT_EQ(chess.gameCount("room"), 1u);
}

// FIDE 6.9: a fallen flag is a draw when the other side could never mate.
Game gameFrom(const Variant& v, const std::string& fen) {
    FenResult read = Position::fromFen(v, fen);
    EXPECT_TRUE(read.position) << fen;
    return Game(read.position.value_or(Position::start(v)));
}

TEST(LoseOnTime, TheOpponentWinsUnlessTheyCouldNeverMate) {
    Game loneKnight = gameFrom(chessVariant(), "8/8/4k3/8/8/3NK3/8/8 w - - 0 1");
    loneKnight.loseOnTime(BLACK);
    EXPECT_EQ(loneKnight.result(), Result::DRAW);
    Game knightAgainstPawn = gameFrom(chessVariant(), "8/8/4k3/4p3/8/3NK3/8/8 w - - 0 1");
    knightAgainstPawn.loseOnTime(BLACK); // a helpmate is possible: the knight wins
    EXPECT_EQ(knightAgainstPawn.result(), Result::WHITE_WINS);
    Game bareKing = gameFrom(chessVariant(), "8/8/4k3/8/8/4K3/8/7q w - - 0 1");
    bareKing.loseOnTime(BLACK);
    EXPECT_EQ(bareKing.result(), Result::DRAW);
    bareKing = gameFrom(chessVariant(), "8/8/4k3/8/8/4K3/8/7q w - - 0 1");
    bareKing.loseOnTime(WHITE);
    EXPECT_EQ(bareKing.result(), Result::BLACK_WINS);
    EXPECT_EQ(bareKing.termination(), Termination::TIME);
}

TEST(LoseOnTime, KnightmatesRoyalKnightCannotBeMatedByALoneRookBishopOrCommoner) {
    for (const char* fen : {"8/8/4k3/8/8/3RK3/8/8 w - - 0 1", "8/8/4k3/8/8/3BK3/8/8 w - - 0 1",
                            "8/8/4k3/8/8/3MK3/8/8 w - - 0 1"}) {
        Game g = gameFrom(knightmateVariant(), fen);
        g.loseOnTime(BLACK);
        EXPECT_EQ(g.result(), Result::DRAW) << fen;
    }
    Game queen = gameFrom(knightmateVariant(), "8/8/4k3/8/8/3QK3/8/8 w - - 0 1");
    queen.loseOnTime(BLACK);
    EXPECT_EQ(queen.result(), Result::WHITE_WINS);
}

TEST(LoseOnTime, InKnightsChessAFallenFlagAlwaysLoses) {
    Game g = gameFrom(knightsChessVariant(), "n6q/8/4k3/8/8/4K3/8/N6Q w - - 0 10");
    g.loseOnTime(BLACK);
    EXPECT_EQ(g.result(), Result::WHITE_WINS);
}

} // namespace
} // namespace mudchess

namespace mudchess {
namespace {

TEST(ClockStore, AClockIsSavedAsItStoodAndRunsAgainAfterARestart) {
    test::TempDir dir;
    std::string file = dir.file("clock_store_test.db");
    ServiceSettings settings;
    settings.store = "sqlite:" + file;
    {
        Service chess(settings);
        chess.handle("alice", "room", "start new game with clock 10+5 on board");
        chess.handle("alice", "room", "join game as white on board");
        chess.handle("bob", "room", "join game as black on board");
        chess.handle("alice", "room", "move e2e4");
        chess.handle("bob", "room", "move e7e5");
        ASSERT_TRUE(chess.nextDeadline());
        EXPECT_TRUE(chess.warnings().empty());
    }
    Service again(settings);
    ASSERT_EQ(again.warnings().size(), 1u);
    EXPECT_NE(again.warnings()[0].find("1 timed game was waiting"), std::string::npos);
    ASSERT_TRUE(again.nextDeadline()) << "White's clock runs again";
    std::string look = again.handle("x", "room", "look at board").messages.at(0).text;
    EXPECT_NE(look.find("clocks 10+5: White 10:00, Black 10:00"), std::string::npos) << look;
    MovePlayed move = std::get<MovePlayed>(again.handle("alice", "room", "move g1f3").events[0]);
    EXPECT_EQ(move.board.clock, "10+5");
    EXPECT_EQ(move.board.blackMillis, 600000);
}

TEST(ClockStore, ASavedClockThatIsNotOneIsRefused) {
    std::string error;
    EXPECT_FALSE(GameClock::fromSaved("5+3;1;2;3", error));
    EXPECT_NE(error.find("not one mudchess saved"), std::string::npos);
    EXPECT_FALSE(GameClock::fromSaved("5+3;-1;2;3;4;w", error));
    EXPECT_FALSE(GameClock::fromSaved("5+3;1;2;3;4;x", error));
    std::optional<GameClock> ok = GameClock::fromSaved("5+3;1000;2000;3;4;b", error);
    ASSERT_TRUE(ok);
    EXPECT_EQ(ok->saved(), "5+3;1000;2000;3;4;b");
    EXPECT_EQ(ok->pausedFor(), BLACK);
}

TEST(ClockStore, ReadingsOfEveryMoveAreSavedAndATakebackGoesBackToThem) {
    GameClock clock(control("1+2"));
    TimePoint t0{};
    clock.moveMade(WHITE, BLACK, t0);       // not started yet: 60 s
    clock.moveMade(BLACK, WHITE, t0 + 5s);  // both have moved: White's clock runs
    clock.moveMade(WHITE, BLACK, t0 + 15s); // 60 - 10 + 2 = 52 s
    clock.moveMade(BLACK, WHITE, t0 + 45s); // 60 - 30 + 2 = 32 s
    using R = GameClock::Reading;
    EXPECT_EQ(clock.readings(),
              (std::vector<R>{{WHITE, 60s}, {BLACK, 60s}, {WHITE, 52s}, {BLACK, 32s}}));
    std::string error;
    std::optional<GameClock> back = GameClock::fromSaved(clock.saved(), error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->saved(), clock.saved());
    EXPECT_EQ(back->readings(), clock.readings());
    EXPECT_NE(clock.saved().find(";w60000 b60000 w52000 b32000"), std::string::npos);

    clock.takeBack(3, BLACK, t0 + 50s); // Black's move goes back: Black has 60 s again
    EXPECT_EQ(clock.left(BLACK, t0 + 50s), 60s);
    EXPECT_EQ(clock.left(WHITE, t0 + 50s), 52s);
    EXPECT_EQ(clock.runningFor(), BLACK);
    EXPECT_EQ(clock.flagAt(), t0 + 50s + 60s);
    clock.takeBack(1, BLACK, t0 + 60s); // before both had moved: nothing runs
    EXPECT_FALSE(clock.running());
    EXPECT_EQ(clock.left(WHITE, t0 + 60s), 60s);
    EXPECT_FALSE(GameClock::fromSaved("5+3;1;2;3;4;b;w1 x2", error));
}

} // namespace
} // namespace mudchess

namespace mudchess {
namespace {

// A store that has run out of room from some moment on, as a full disk does.
struct FillingStore : GameStore {
    bool full = false;
    void save(const std::vector<ChangedObject>&, const std::vector<ChangedOptions>&,
              const std::vector<RatedGame>&) override {
        if (full) throw StoreError("the disk is full");
    }
    std::vector<GameObject> history(const std::string&, const std::string&) override { return {}; }
    void saveName(const std::string&, const std::string&) override {}
    std::vector<std::pair<std::string, GameObject>> gamesOf(const std::string&) override {
        return {};
    }
    StoredGamesPage recentGamesOf(const std::string&, int, int) override { return {}; }
    std::optional<StoredGame> storedGame(std::int64_t) override { return std::nullopt; }
};

TEST(FlagAndStore, AFlagTheStoreWillNotTakeIsTriedAgainLaterNotInABusyLoop) {
    World world;
    FillingStore store;
    Dispatcher d(world, &store);
    TimePoint now{std::chrono::hours(1)};
    d.setTimeSource([&] { return now; });
    d.handle("alice", "room", "start new game with clock 0:05+0 on board");
    d.handle("alice", "room", "join game as white on board");
    d.handle("bob", "room", "join game as black on board");
    d.handle("alice", "room", "move e2e4");
    d.handle("bob", "room", "move e7e5");
    ASSERT_EQ(d.nextFlag(), now + 5s);

    store.full = true;
    now += 6s;
    EXPECT_TRUE(d.fallenFlags(now).empty()); // not saved, so not told
    EXPECT_FALSE(world.places["room"]["board"]->game().isOver());
    ASSERT_TRUE(d.nextFlag());
    EXPECT_EQ(*d.nextFlag(), now + 1s); // not "now": the loop sleeps before trying again
    EXPECT_TRUE(d.fallenFlags(now + 500ms).empty());

    store.full = false;
    std::vector<Dispatched> fell = d.fallenFlags(now + 1s);
    ASSERT_EQ(fell.size(), 1u);
    EXPECT_EQ(std::get<GameEnded>(fell[0].events.at(0)).termination, "time_forfeit");
    EXPECT_EQ(d.nextFlag(), std::nullopt);
}

} // namespace
} // namespace mudchess
