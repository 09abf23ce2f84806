// A front end's wait: for the next line on a descriptor, for the service's next deadline, or
// for a wakeup from another thread (a self-pipe), whichever comes first.
#pragma once

#include "front/wake_pipe.hpp"

#include <chrono>
#include <functional>
#include <optional>
#include <string>

namespace mudchess {

class LineWaiter {
  public:
    using Clock = std::chrono::steady_clock;

    explicit LineWaiter(int fd) : fd_(fd) {}

    struct Result {
        std::optional<std::string> line; // a whole line, without its newline
        bool closed = false;             // the input has ended and every line was given out
    };
    // Waits until a line is there, the input ends, `deadline` passes or wakeup() is called; a
    // result with neither a line nor `closed` means "time to tick".
    Result next(std::optional<Clock::time_point> deadline);

    // Waits only for `deadline` or wakeup(), leaving the input unread: a script's next line
    // waits while the computer thinks about the last one.
    void pause(std::optional<Clock::time_point> deadline);

    // Waits until the input has something to read (left unread, for a line editor that reads
    // it itself), `deadline` passes or wakeup() is called; true when the input is readable.
    bool waitForInput(std::optional<Clock::time_point> deadline);

    // Safe to call from any thread, any number of times.
    std::function<void()> wakeup() const { return wake_.wakeup(); }

  private:
    std::optional<std::string> takeLine();

    int fd_;
    WakePipe wake_;
    std::string buffer_;
    bool eof_ = false;
};

} // namespace mudchess
