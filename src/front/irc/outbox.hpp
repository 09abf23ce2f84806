// The queue every line the bot sends goes through. Servers punish clients that send too much
// too fast: ngircd reads about 3 lines and 256 bytes a second from a client and lets the rest
// wait (and drops a client whose line passes 512 bytes); big networks (Libera, OFTC) allow a
// short burst, then about a line every two seconds, and disconnect with "Excess Flood" beyond.
// So lines leave in a burst, then at a steady rate, limited in lines and in bytes at once (two
// token buckets). No clock of its own: the caller says what time it is, which keeps it exact to
// test.
#pragma once

#include <chrono>
#include <cstddef>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mudchess::irc {

using Clock = std::chrono::steady_clock;

struct Pacing {
    // Defaults safe for ngircd, Libera and OFTC; see docs/operators.md, "Pacing".
    double burstLines = 5;
    double burstBytes = 1024;
    double linesPerSecond = 0.5;
    double bytesPerSecond = 200;
};

class Outbox {
  public:
    Outbox(Pacing pacing, Clock::time_point now);

    // A line without its CR LF. Returns false (and drops it) when the queue is full, so a flood
    // of requests cannot make the bot's memory grow without end.
    bool push(std::string line);
    // A line that must go before everything queued (JOIN after a reconnect), after earlier
    // urgent ones.
    void pushUrgent(std::string line);
    // The lines that may be sent at `now`, in the order they were pushed; their cost is taken.
    std::vector<std::string> take(Clock::time_point now);
    // Lines taken but not sent after all (the connection's buffer was full): they go first
    // next time, in the same order. Their cost is not refunded; they were nearly sent.
    void giveBack(std::vector<std::string> lines);
    // How long until the next line may go; nothing when the queue is empty.
    std::optional<Clock::duration> wait(Clock::time_point now) const;
    std::size_t size() const { return queue_.size(); }
    // How many queued lines start with `prefix` ("NOTICE alice :"): one person's backlog.
    std::size_t countStartingWith(std::string_view prefix) const;
    // A new connection starts with a full allowance; what was queued stays queued.
    void refill(Clock::time_point now);

    static constexpr std::size_t MAX_QUEUED = 20000;

  private:
    // The allowance (lines, bytes) at `now`, refilled since the last update, capped at the burst.
    std::pair<double, double> levelsAt(Clock::time_point now) const;
    void accrue(Clock::time_point now);
    static double cost(const std::string& line) { return double(line.size() + 2); }

    Pacing pacing_;
    std::deque<std::string> queue_;
    std::size_t urgent_ = 0; // how many lines at the front were pushed as urgent
    double lines_, bytes_;
    Clock::time_point last_;
};

} // namespace mudchess::irc
