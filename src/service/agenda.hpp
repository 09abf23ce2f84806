// What the service has to do without anyone typing: jobs due at a time (a clock's flag, an
// offer that lapses) and work finished on other threads (a computer's move). Both are run by
// Service::tick on the service's own thread, so they change games exactly as commands do.
#pragma once

#include "dispatch/dispatcher.hpp"

#include <chrono>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <vector>

namespace mudchess {

class Agenda {
  public:
    using Clock = std::chrono::steady_clock;
    // A job acts on the world through the dispatcher and says what happened, if anything.
    using Job = std::function<std::optional<Dispatched>(Dispatcher&)>;

    // Runs `job` at tick() once `at` has come. Service thread only.
    void schedule(Clock::time_point at, Job job);
    // Runs `job` at the next tick(); callable from any thread, and wakes the service's loop.
    void post(Job job);
    void setWakeup(std::function<void()> wakeup);

    // Takes out every posted job, then every scheduled job due by `now`, in that order (earlier
    // deadlines first). Service thread only.
    std::vector<Job> due(Clock::time_point now);
    std::optional<Clock::time_point> next() const;

  private:
    std::multimap<Clock::time_point, Job> scheduled_;
    mutable std::mutex mutex_; // guards posted_ and wakeup_
    std::vector<Job> posted_;
    std::function<void()> wakeup_;
};

} // namespace mudchess
