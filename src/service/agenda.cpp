#include "service/agenda.hpp"

namespace mudchess {

void Agenda::schedule(Clock::time_point at, Job job) { scheduled_.emplace(at, std::move(job)); }

void Agenda::post(Job job) {
    std::function<void()> wake;
    {
        std::lock_guard lock(mutex_);
        posted_.push_back(std::move(job));
        wake = wakeup_;
    }
    if (wake) wake();
}

void Agenda::setWakeup(std::function<void()> wakeup) {
    std::lock_guard lock(mutex_);
    wakeup_ = std::move(wakeup);
}

std::vector<Agenda::Job> Agenda::due(Clock::time_point now) {
    std::vector<Job> jobs;
    {
        std::lock_guard lock(mutex_);
        jobs.swap(posted_);
    }
    auto end = scheduled_.upper_bound(now);
    for (auto it = scheduled_.begin(); it != end; ++it) jobs.push_back(std::move(it->second));
    scheduled_.erase(scheduled_.begin(), end);
    return jobs;
}

std::optional<Agenda::Clock::time_point> Agenda::next() const {
    {
        std::lock_guard lock(mutex_);
        if (!posted_.empty()) return Clock::time_point::min();
    }
    if (scheduled_.empty()) return std::nullopt;
    return scheduled_.begin()->first;
}

} // namespace mudchess
