// Absent players, with a clock the test turns: the claim against an opponent who stopped moving
// (too early refused, in time allowed, a timed game left to its clock), a board nobody moves on
// started over by anyone, and a seat left in the middle of a game taken over by someone else.
#include "room_fixture.hpp"
#include "temp_dir.hpp"

namespace mudchess {
namespace {

using namespace std::chrono_literals;

const Recipient ROOM{Recipient::Kind::PLACE, "room"};

using Absence = testing::RoomWithClock;
using testing::refusalCode;

TEST_F(Absence, TheWaitingPlayerMayClaimTheGameOnceTheOtherHasBeenAwayLongEnough) {
    seat();
    say("alice", "move e2e4");
    now += 9min;
    Outcome early = say("alice", "claim win on board");
    EXPECT_EQ(refusalCode(early), "too_early");
    EXPECT_NE(early.messages.at(0).text.find("has not moved on board for 9 minutes"),
              std::string::npos)
        << early.messages.at(0).text;
    EXPECT_EQ(refusalCode(say("bob", "claim win")), "your_move");
    EXPECT_EQ(refusalCode(say("carol", "claim win on board")), "not_playing");
    now += 1min;
    Outcome claimed = say("alice", "claim win on board");
    ASSERT_TRUE(claimed.ok);
    GameEnded end = std::get<GameEnded>(claimed.events.at(0));
    EXPECT_EQ(end.termination, "abandoned");
    EXPECT_EQ(end.result, "1-0");
    EXPECT_EQ(claimed.messages.at(0).to, ROOM);
    EXPECT_EQ(claimed.messages.at(0).text,
              "alice claims the game on board, as Black (bob) has not moved for 10 minutes: White "
              "wins by abandonment (1–0).");
    EXPECT_NE(say("x", "show pgn").messages.at(0).text.find("[Termination \"abandoned\"]"),
              std::string::npos);
}

// The waiting player is not left to find out by trying (issue 54): once the wait is over the
// place and the player hear it, with a WinClaimable event, once a wait.
TEST_F(Absence, TheMomentAGameBecomesClaimableIsToldOnce) {
    seat();
    say("alice", "move e2e4");
    ASSERT_TRUE(chess.nextDeadline());
    EXPECT_EQ(*chess.nextDeadline(), now + 10min);
    now += 9min;
    EXPECT_TRUE(chess.tick(now).empty());
    now += 1min;
    std::vector<Outcome> told = chess.tick(now);
    ASSERT_EQ(told.size(), 1u);
    ASSERT_EQ(told[0].events.size(), 1u);
    const auto& claimable = std::get<WinClaimable>(told[0].events[0]);
    EXPECT_EQ(claimable.object, "board");
    EXPECT_EQ(claimable.player, "alice");
    EXPECT_EQ(claimable.side, Side::WHITE);
    EXPECT_EQ(claimable.absent, "bob");
    EXPECT_EQ(claimable.waitedSeconds, 600);
    ASSERT_EQ(told[0].messages.size(), 2u);
    EXPECT_EQ(told[0].messages[0].to, ROOM);
    EXPECT_EQ(told[0].messages[1].to.name, "alice");
    EXPECT_NE(told[0].messages[1].text.find("claim win on board"), std::string::npos)
        << told[0].messages[1].text;
    EXPECT_FALSE(chess.nextDeadline()) << "told once";
    now += 5min;
    EXPECT_TRUE(chess.tick(now).empty());
    // bob comes back and moves: a new wait, told again when it is over.
    ASSERT_TRUE(say("bob", "move e7e5").ok);
    now += 10min;
    told = chess.tick(now);
    ASSERT_EQ(told.size(), 1u);
    EXPECT_EQ(std::get<WinClaimable>(told[0].events.at(0)).player, "bob");
}

TEST_F(Absence, NoClaimIsToldToAPlayerInBothSeats) {
    ASSERT_TRUE(say("alice", "start new game on board").ok);
    ASSERT_TRUE(say("alice", "join game as white on board").ok);
    ASSERT_TRUE(say("alice", "join game as black on board").ok);
    say("alice", "move e2e4");
    now += 30min;
    EXPECT_TRUE(chess.tick(now).empty());
}

TEST_F(Absence, NoClaimIsToldInATimedGame) {
    seat("start new game with clock 90+30 on board");
    say("alice", "move e2e4");
    say("bob", "move e7e5");
    now += 30min;
    for (const Outcome& o : chess.tick(now))
        for (const Event& e : o.events) EXPECT_FALSE(std::holds_alternative<WinClaimable>(e));
}

TEST_F(Absence, AMoveStartsTheWaitAgain) {
    seat();
    now += 20min; // White's own delay does not count for White
    say("alice", "move e2e4");
    now += 5min;
    EXPECT_EQ(refusalCode(say("alice", "claim win")), "too_early");
}

TEST_F(Absence, TheWaitingPlayerMayChooseADrawInstead) {
    seat();
    say("alice", "move e2e4");
    now += 3min;
    EXPECT_EQ(refusalCode(say("alice", "claim draw")), "not_your_turn"); // no repetition claim
    now += 10min;
    Outcome drawn = say("alice", "claim draw on board");
    ASSERT_TRUE(drawn.ok);
    GameEnded end = std::get<GameEnded>(drawn.events.at(0));
    EXPECT_EQ(end.termination, "abandoned");
    EXPECT_EQ(end.result, "1/2-1/2");
}

TEST_F(Absence, KnightsChessTakesNoDrawForAnAbsentPlayerButAWin) {
    seat("start new game of knights chess on board");
    say("bob", "move b7b6"); // Black moves first in Knights Chess
    now += 11min;
    Outcome draw = say("bob", "claim draw");
    EXPECT_EQ(refusalCode(draw), "no_draws");
    Outcome win = say("bob", "claim win");
    ASSERT_TRUE(win.ok);
    EXPECT_EQ(std::get<GameEnded>(win.events.at(0)).result, "0-1");
}

TEST_F(Absence, ATimedGameIsLeftToItsClock) {
    seat("start new game with clock 90+30 on board");
    say("alice", "move e2e4");
    say("bob", "move e7e5");
    now += 30min;
    Outcome refused = say("bob", "claim win");
    EXPECT_EQ(refusalCode(refused), "timed_game");
    EXPECT_NE(refused.messages.at(0).text.find("the clock decides"), std::string::npos);
}

TEST_F(Absence, AbandonAfterIsAnOperatorSetting) {
    ServiceSettings settings;
    settings.abandonAfter = 2min;
    Service quick(settings);
    ServiceInternals::of(quick).dispatcher.setTimeSource([this] { return now; });
    quick.handle("alice", "room", "start new game on board");
    quick.handle("alice", "room", "join game as white on board");
    quick.handle("bob", "room", "join game as black on board");
    quick.handle("alice", "room", "move e2e4");
    now += 2min;
    EXPECT_TRUE(quick.handle("alice", "room", "claim win").ok);
}

TEST_F(Absence, AnyonePresentMayStartOverABoardNobodyHasMovedOnForFiveMinutes) {
    seat();
    say("alice", "move e2e4");
    now += 4min;
    Outcome early = say("carol", "start new game on board");
    EXPECT_EQ(refusalCode(early), "game_under_way");
    EXPECT_NE(early.messages.at(0).text.find("or anyone once nobody has moved there for 5 minutes"),
              std::string::npos);
    now += 1min;
    Outcome restarted = say("carol", "start new game on board");
    ASSERT_TRUE(restarted.ok);
    // The absent players' seats are freed, then the new game stands.
    EXPECT_EQ(std::get<SeatLeft>(restarted.events.at(0)).player, "alice");
    EXPECT_EQ(std::get<SeatLeft>(restarted.events.at(1)).player, "bob");
    GameStarted started = std::get<GameStarted>(restarted.events.at(2));
    EXPECT_TRUE(started.idleRestart);
    EXPECT_EQ(started.board.white, "");
    EXPECT_EQ(restarted.messages.at(0).text,
              "Nobody had moved on board for 5 minutes, so carol starts it over.");
    EXPECT_TRUE(say("carol", "join game as white on board").ok);
}

TEST_F(Absence, AnIdlePlayerRestartsWithoutTheAbsentOnesConsent) {
    seat();
    say("alice", "move e2e4");
    now += 6min;
    Outcome restarted = say("alice", "start new game of knightmate on board");
    ASSERT_TRUE(restarted.ok);
    GameStarted started = std::get<GameStarted>(restarted.events.at(0));
    EXPECT_TRUE(started.idleRestart);
    EXPECT_EQ(started.board.white, "alice"); // a player's restart keeps the seats
    EXPECT_EQ(started.variant, "knightmate");
}

TEST_F(Absence, ARunningClockIsNotIdle) {
    seat("start new game with clock 90+30 on board");
    say("alice", "move e2e4");
    say("bob", "move e7e5");
    now += 20min;
    EXPECT_EQ(refusalCode(say("carol", "start new game on board")), "game_under_way");
}

TEST_F(Absence, ASeatLeftInTheGameIsTakenOverAndTheGameGoesOn) {
    seat();
    say("alice", "move e2e4");
    say("bob", "move e7e5");
    say("alice", "offer draw");
    Outcome left = say("bob", "leave board");
    ASSERT_TRUE(left.ok) << left.messages.at(0).text;
    SeatLeft gone = std::get<SeatLeft>(left.events.at(0));
    EXPECT_TRUE(gone.gameGoesOn);
    // The draw offer to the one who left lapses: the next player decides afresh.
    Offer lapsed = std::get<Offer>(left.events.at(1));
    EXPECT_EQ(lapsed.action, OfferAction::LAPSED);
    EXPECT_EQ(lapsed.player, "alice");
    EXPECT_EQ(refusalCode(say("alice", "move g1f3")), "waiting_for_opponent");

    Outcome taken = say("carol", "join game as black on board");
    ASSERT_TRUE(taken.ok);
    SeatTaken seat = std::get<SeatTaken>(taken.events.at(0));
    EXPECT_TRUE(seat.takeOver);
    EXPECT_EQ(seat.previous, "bob");
    EXPECT_EQ(taken.messages.at(0).to, ROOM);
    EXPECT_EQ(taken.messages.at(0).text,
              "carol takes over Black from bob on board; the game goes on.");
    EXPECT_EQ(refusalCode(say("carol", "accept draw")), "no_offer");
    EXPECT_TRUE(say("alice", "move g1f3").ok); // the game goes on from where it stood
    EXPECT_TRUE(say("carol", "move b8c6").ok);
}

TEST_F(Absence, AVacatedSeatToMoveCanBeClaimedOnceTheWaitIsOver) {
    seat();
    say("alice", "move e2e4");
    say("bob", "leave board");
    now += 10min;
    Outcome claimed = say("alice", "claim win");
    ASSERT_TRUE(claimed.ok);
    EXPECT_EQ(std::get<GameEnded>(claimed.events.at(0)).result, "1-0");
}

TEST(AbandonedStore, AnAbandonedGameIsKeptWithItsEnding) {
    test::TempDir dir;
    std::string file = dir.file("absence_store_test.db");
    ServiceSettings settings;
    settings.store = "sqlite:" + file;
    settings.abandonAfter = 0s;
    {
        Service chess(settings);
        chess.handle("alice", "room", "start new game on board");
        chess.handle("alice", "room", "join game as white on board");
        chess.handle("bob", "room", "join game as black on board");
        chess.handle("alice", "room", "move e2e4");
        ASSERT_TRUE(chess.handle("alice", "room", "claim draw").ok);
    }
    Service again(settings);
    EXPECT_TRUE(again.warnings().empty());
    std::string pgn = again.handle("x", "room", "show pgn").messages.at(0).text;
    EXPECT_NE(pgn.find("[Result \"1/2-1/2\"]"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("[Termination \"abandoned\"]"), std::string::npos) << pgn;
}

} // namespace
} // namespace mudchess

namespace mudchess {
namespace {

// The store reads a game back by replaying its ending; a fallen flag has to replay too.
TEST(AbandonedStore, AGameLostOnTimeIsReadBackAfterARestart) {
    test::TempDir dir;
    std::string file = dir.file("time_forfeit_store_test.db");
    ServiceSettings settings;
    settings.store = "sqlite:" + file;
    {
        Service chess(settings);
        TimePoint now{std::chrono::hours(1)};
        ServiceInternals::of(chess).dispatcher.setTimeSource([&] { return now; });
        chess.handle("alice", "room", "start new game with clock 0:05+0 on board");
        chess.handle("alice", "room", "join game as white on board");
        chess.handle("bob", "room", "join game as black on board");
        chess.handle("alice", "room", "move e2e4");
        chess.handle("bob", "room", "move e7e5");
        ASSERT_EQ(chess.tick(now + 6s).size(), 1u);
    }
    Service again(settings);
    EXPECT_TRUE(again.warnings().empty()) << again.warnings().front();
    std::string pgn = again.handle("x", "room", "show pgn").messages.at(0).text;
    EXPECT_NE(pgn.find("[Result \"0-1\"]"), std::string::npos) << pgn;
}

} // namespace
} // namespace mudchess
