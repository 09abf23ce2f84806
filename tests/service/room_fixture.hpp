// A room whose service runs on a clock the test turns by hand, shared by the service tests.
#pragma once

#include "outcome_reading.hpp"
#include "service/service_impl.hpp"

#include <gtest/gtest.h>

#include <string>

namespace mudchess::testing {

// A service whose time stands still until the test moves `now`, with one room to play in.
class RoomWithClock : public ::testing::Test {
  protected:
    Service chess;
    TimePoint now{std::chrono::hours(1)};

    void SetUp() override {
        dispatcher().setTimeSource([this] { return now; });
    }
    Dispatcher& dispatcher() { return ServiceInternals::of(chess).dispatcher; }
    Outcome say(const std::string& who, const std::string& line) {
        return chess.handle(who, "room", line);
    }
    // Sets a board up with `start` and seats alice as White and bob as Black.
    void seat(const std::string& start = "start new game on board") {
        ASSERT_TRUE(say("alice", start).ok) << start;
        ASSERT_TRUE(say("alice", "join game as white on board").ok);
        ASSERT_TRUE(say("bob", "join game as black on board").ok);
    }
};

} // namespace mudchess::testing
