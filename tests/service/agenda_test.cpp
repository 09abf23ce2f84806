// Work without typing: jobs due at a time and jobs finished on another thread reach the front
// end through Service::tick, on its own thread, with nextDeadline saying when to call it.
#include "service/service_impl.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>

namespace mudchess {
namespace {

using namespace std::chrono_literals;
using Clock = Service::Clock;

// A job that acts on the world as a command would: here, a move played for alice.
Agenda::Job moveFor(std::string player, std::string move) {
    return [player, move](Dispatcher& d) -> std::optional<Dispatched> {
        return d.handle(player, "room", "move " + move);
    };
}

class AgendaTest : public ::testing::Test {
  protected:
    Service chess;
    Service::Impl& inside = ServiceInternals::of(chess);

    void SetUp() override {
        chess.handle("alice", "room", "start new game on board");
        chess.handle("alice", "room", "join game as white on board");
        chess.handle("bob", "room", "join game as black on board");
    }
};

// The untimed game seated in SetUp has one deadline of its own: ten minutes on, its waiting
// player may claim it from an absent opponent (told by a tick then).
bool nothingDueWithinMinutes(const Service& chess, Clock::time_point from) {
    std::optional<Clock::time_point> next = chess.nextDeadline();
    return !next || *next >= from + 9min;
}

TEST_F(AgendaTest, NothingIsDueUntilSomethingIsScheduled) {
    EXPECT_TRUE(nothingDueWithinMinutes(chess, Clock::now()));
    EXPECT_TRUE(chess.tick(Clock::now()).empty());
}

TEST_F(AgendaTest, AScheduledJobRunsAtItsTimeAndNotBefore) {
    Clock::time_point start = Clock::now();
    inside.agenda.schedule(start + 10s, moveFor("alice", "e2e4"));
    inside.agenda.schedule(start + 5s, moveFor("bob", "e7e5")); // not yet bob's turn at 5 s
    EXPECT_EQ(chess.nextDeadline(), start + 5s);
    EXPECT_TRUE(chess.tick(start + 4s).empty());

    std::vector<Outcome> early = chess.tick(start + 5s);
    ASSERT_EQ(early.size(), 1u);
    ASSERT_NE(early[0].refusal(), nullptr);
    EXPECT_EQ(early[0].refusal()->code, "not_your_turn");
    EXPECT_EQ(chess.nextDeadline(), start + 10s);

    std::vector<Outcome> due = chess.tick(start + 11s);
    ASSERT_EQ(due.size(), 1u);
    EXPECT_TRUE(due[0].ok);
    ASSERT_FALSE(due[0].events.empty());
    EXPECT_EQ(std::get<MovePlayed>(due[0].events[0]).san, "e4");
    EXPECT_EQ(due[0].messages.at(0).to, (Recipient{Recipient::Kind::PLACE, "room"}));
    EXPECT_TRUE(nothingDueWithinMinutes(chess, start));
}

TEST_F(AgendaTest, WorkFinishedOnAnotherThreadWakesTheLoopAndArrivesAtTheNextTick) {
    std::atomic<int> wakeups = 0;
    chess.setWakeup([&] { ++wakeups; });
    std::thread worker([&] { inside.agenda.post(moveFor("alice", "d2d4")); });
    worker.join();
    EXPECT_EQ(wakeups, 1);
    ASSERT_TRUE(chess.nextDeadline());
    EXPECT_LE(*chess.nextDeadline(), Clock::now()); // due at once
    std::vector<Outcome> done = chess.tick(Clock::now());
    ASSERT_EQ(done.size(), 1u);
    EXPECT_EQ(std::get<MovePlayed>(done[0].events.at(0)).uci, "d2d4");
    EXPECT_TRUE(chess.tick(Clock::now()).empty());
}

TEST_F(AgendaTest, AJobWithNothingToSayDeliversNothing) {
    inside.agenda.post([](Dispatcher&) { return std::optional<Dispatched>(); });
    EXPECT_TRUE(chess.tick(Clock::now()).empty());
}

} // namespace
} // namespace mudchess
