// The queue every line the bot sends goes through. Servers punish clients that send too much
// too fast: ngircd reads about 3 lines and 256 bytes a second from a client and lets the rest
// wait (and drops a client whose line passes 512 bytes); big networks (Libera, OFTC) allow a
// short burst, then about a line every two seconds, and disconnect with "Excess Flood" beyond.
// So lines leave in a burst, then at a steady rate, limited in lines and in bytes at once (two
// token buckets). Whose doing each line is decides its turn: every player's lines wait in a lane
// of their own and the lanes take turns, a line each, so one player's flood (or five players')
// never holds up another player's move. No clock of its own: the caller says what time it is,
// which keeps it exact to test.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <map>
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

    // A line without its CR LF, in `lane` (the id of the player whose command it answers; ""
    // for news nobody typed). `mark`, when not 0, is reported by marksTaken() once the line is
    // taken: how a front end learns when a move's news has gone out. Returns false (and drops
    // it) when the queue is full, so a flood of requests cannot make memory grow without end.
    bool push(std::string line, std::string_view lane = {}, std::uint64_t mark = 0);
    // A line that must go before everything queued (JOIN after a reconnect), after earlier
    // urgent ones.
    void pushUrgent(std::string line);
    // A line that goes once everything queued before it has gone, whatever its lane (the answer
    // to a CTCP PING: the bot's whole backlog is its lag).
    void pushBehindAll(std::string line);
    // The lines that may be sent at `now`, in the order they were pushed; their cost is taken.
    std::vector<std::string> take(Clock::time_point now);
    // Lines taken but not sent after all (the connection's buffer was full): they go first
    // next time, in the same order. Their cost is not refunded; they were nearly sent.
    void giveBack(std::vector<std::string> lines);
    // Marks the last line queued in `lane` (see push); false when the lane has none.
    bool markLast(std::string_view lane, std::uint64_t mark);
    // The marks of the lines taken since the last call, in the order they were taken.
    std::vector<std::uint64_t> marksTaken();
    // How long until the next line may go; nothing when the queue is empty.
    std::optional<Clock::duration> wait(Clock::time_point now) const;
    std::size_t size() const { return size_; }
    // How many lines wait in `lane`: what one player's commands still have to say.
    std::size_t queuedIn(std::string_view lane) const;
    // A new connection starts with a full allowance; what was queued stays queued.
    void refill(Clock::time_point now);

    static constexpr std::size_t MAX_QUEUED = 20000;

  private:
    struct Entry {
        std::string line;
        std::uint64_t mark = 0;
        std::uint64_t order = 0; // when it was pushed: the count of pushes before it
    };
    // The line that goes next: the first urgent one, else the first of the lane whose turn it is.
    const Entry* next() const;
    bool behindIsDue() const;
    void popNext();
    // The allowance (lines, bytes) at `now`, refilled since the last update, capped at the burst.
    std::pair<double, double> levelsAt(Clock::time_point now) const;
    void accrue(Clock::time_point now);
    static double cost(const std::string& line) { return double(line.size() + 2); }

    Pacing pacing_;
    std::deque<Entry> urgent_;
    std::map<std::string, std::deque<Entry>, std::less<>> lanes_; // none left empty
    std::deque<std::string> turns_; // the lanes with lines, whose turn it is first
    std::size_t size_ = 0;
    std::uint64_t pushed_ = 0; // lines pushed in all, for Entry::order
    std::deque<Entry> behind_; // pushBehindAll's, each waiting for the lines before it
    std::vector<std::uint64_t> marksTaken_;
    double lines_, bytes_;
    Clock::time_point last_;
};

} // namespace mudchess::irc
