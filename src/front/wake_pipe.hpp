// A self-pipe: another thread writes a byte to wake a loop that waits in poll or select on
// fd(). Every front end's loop uses one for the service's wakeup.
#pragma once

#include <functional>

namespace mudchess {

class WakePipe {
  public:
    WakePipe();
    ~WakePipe();
    WakePipe(const WakePipe&) = delete;
    WakePipe& operator=(const WakePipe&) = delete;

    int fd() const { return ends_[0]; } // readable after wakeup(); -1 if no pipe could be made
    // The end to write a byte to; for a signal handler, where only write() may be called.
    int writeEnd() const { return ends_[1]; }
    // Safe to call from any thread, any number of times.
    std::function<void()> wakeup() const;
    // Reads every waiting byte, so the next wait sleeps again.
    void drain() const;

  private:
    int ends_[2] = {-1, -1};
};

} // namespace mudchess
