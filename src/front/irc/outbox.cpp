#include "front/irc/outbox.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <tuple>

namespace mudchess::irc {

Outbox::Outbox(Pacing pacing, Clock::time_point now)
    : pacing_(pacing), lines_(pacing.burstLines), bytes_(pacing.burstBytes), last_(now) {}

bool Outbox::push(std::string line) {
    if (queue_.size() >= MAX_QUEUED) return false;
    queue_.push_back(std::move(line));
    return true;
}

std::pair<double, double> Outbox::levelsAt(Clock::time_point now) const {
    if (now <= last_) return {lines_, bytes_};
    double seconds = std::chrono::duration<double>(now - last_).count();
    return {std::min(pacing_.burstLines, lines_ + seconds * pacing_.linesPerSecond),
            std::min(pacing_.burstBytes, bytes_ + seconds * pacing_.bytesPerSecond)};
}

void Outbox::pushUrgent(std::string line) {
    queue_.insert(queue_.begin() + long(urgent_), std::move(line));
    ++urgent_;
}

std::size_t Outbox::countStartingWith(std::string_view prefix) const {
    return std::size_t(std::count_if(queue_.begin(), queue_.end(), [&](const std::string& line) {
        return line.starts_with(prefix);
    }));
}

void Outbox::giveBack(std::vector<std::string> lines) {
    queue_.insert(queue_.begin(), std::make_move_iterator(lines.begin()),
                  std::make_move_iterator(lines.end()));
    urgent_ += lines.size();
}

void Outbox::accrue(Clock::time_point now) {
    std::tie(lines_, bytes_) = levelsAt(now);
    last_ = std::max(last_, now);
}

void Outbox::refill(Clock::time_point now) {
    lines_ = pacing_.burstLines;
    bytes_ = pacing_.burstBytes;
    last_ = now;
}

std::vector<std::string> Outbox::take(Clock::time_point now) {
    accrue(now);
    std::vector<std::string> out;
    // A line costs one line and its bytes; a line bigger than the whole byte burst would never
    // fit, so it may go once the bucket is full (the config keeps bursts above 512 bytes).
    while (!queue_.empty() && lines_ >= 1 &&
           bytes_ >= std::min(cost(queue_.front()), pacing_.burstBytes)) {
        lines_ -= 1;
        bytes_ -= cost(queue_.front());
        out.push_back(std::move(queue_.front()));
        queue_.pop_front();
        if (urgent_) --urgent_;
    }
    return out;
}

std::optional<Clock::duration> Outbox::wait(Clock::time_point now) const {
    if (queue_.empty()) return std::nullopt;
    auto [lines, bytes] = levelsAt(now);
    double needBytes = std::min(cost(queue_.front()), pacing_.burstBytes);
    double seconds = std::max(
        {0.0, (1 - lines) / pacing_.linesPerSecond, (needBytes - bytes) / pacing_.bytesPerSecond});
    // Rounded up to the next microsecond, so waiting that long always lets the line go.
    return std::chrono::duration_cast<Clock::duration>(
        std::chrono::microseconds(static_cast<long long>(std::ceil(seconds * 1e6))));
}

} // namespace mudchess::irc
