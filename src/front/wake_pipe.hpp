// A self-pipe: another thread writes a byte to wake a loop that waits in poll or select on
// fd(). Every front end's loop uses one for the service's wakeup.
#pragma once

#include <functional>
#include <memory>

namespace mudchess {

class WakePipe {
  public:
    WakePipe();
    WakePipe(const WakePipe&) = delete;
    WakePipe& operator=(const WakePipe&) = delete;

    int fd() const { return ends_->read; } // readable after wakeup(); -1 if no pipe could be made
    // The end to write a byte to; for a signal handler, where only write() may be called.
    int writeEnd() const { return ends_->write; }
    // Safe to call from any thread, any number of times, even after this WakePipe is gone: the
    // pipe stays open while a wakeup holds it (a computer may finish thinking while the front
    // end shuts down, and must not write to a descriptor that now means something else).
    std::function<void()> wakeup() const;
    // Reads every waiting byte, so the next wait sleeps again.
    void drain() const;

  private:
    struct Ends {
        int read = -1, write = -1;
        ~Ends();
    };
    std::shared_ptr<Ends> ends_;
};

} // namespace mudchess
