// What the service tests share: reading typed events and refusal codes out of outcomes, and a
// room whose service runs on a clock the test turns by hand.
#pragma once

#include "service/service_impl.hpp"

#include <gtest/gtest.h>

#include <string>
#include <variant>
#include <vector>

namespace mudchess::testing {

// The first event of type E in an outcome (or in any of several), or nullptr.
template <class E> const E* find(const Outcome& o) {
    for (const Event& e : o.events)
        if (const E* found = std::get_if<E>(&e)) return found;
    return nullptr;
}
template <class E> const E* find(const std::vector<Outcome>& all) {
    for (const Outcome& o : all)
        if (const E* found = find<E>(o)) return found;
    return nullptr;
}

// The refusal's code, or "ok" when nothing was refused.
inline std::string refusalCode(const Outcome& o) { return o.refusal() ? o.refusal()->code : "ok"; }

// Every message of an outcome, one a line, for failure messages and text checks.
inline std::string allText(const Outcome& o) {
    std::string out;
    for (const Message& m : o.messages) out += m.text + "\n";
    return out;
}

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
