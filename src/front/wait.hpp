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

    enum class Input {
        NONE,  // the deadline passed or wakeup() was called
        READY, // something to read
        GONE,  // the terminal hung up: nothing more will come, and reading would not say so
    };
    // Waits until the input (a terminal) has something to read (left unread, for a line editor
    // that reads it itself), `deadline` passes or wakeup() is called.
    Input waitForInput(std::optional<Clock::time_point> deadline);

    // Safe to call from any thread, any number of times.
    std::function<void()> wakeup() const { return wake_.wakeup(); }
    // The descriptor a signal handler writes a byte to for a wakeup (write() is all it may do).
    int signalWakeFd() const { return wake_.writeEnd(); }

  private:
    std::optional<std::string> takeLine();

    int fd_;
    WakePipe wake_;
    std::string buffer_;
    bool eof_ = false;
};

} // namespace mudchess
