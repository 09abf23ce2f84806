#include "front/irc/outbox.hpp"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace mudchess::irc {

Outbox::Outbox(Pacing pacing, Clock::time_point now)
    : pacing_(pacing), lines_(pacing.burstLines), bytes_(pacing.burstBytes), last_(now) {}

bool Outbox::push(std::string line, std::string_view lane, std::uint64_t mark) {
    if (size_ >= MAX_QUEUED) return false;
    auto found = lanes_.find(lane);
    if (found == lanes_.end()) {
        found = lanes_.emplace(std::string(lane), std::deque<Entry>{}).first;
        turns_.push_back(found->first);
    }
    found->second.push_back({std::move(line), mark, pushed_++});
    ++size_;
    return true;
}

void Outbox::pushBehindAll(std::string line) {
    behind_.push_back({std::move(line), 0, pushed_++});
    ++size_;
}

// Whether the first line pushed behind all may go: no lane still holds a line pushed before it.
bool Outbox::behindIsDue() const {
    if (behind_.empty()) return false;
    return std::all_of(lanes_.begin(), lanes_.end(), [&](const auto& lane) {
        return lane.second.front().order > behind_.front().order;
    });
}

const Outbox::Entry* Outbox::next() const {
    if (!urgent_.empty()) return &urgent_.front();
    if (behindIsDue()) return &behind_.front();
    if (turns_.empty()) return nullptr;
    return &lanes_.find(turns_.front())->second.front();
}

void Outbox::popNext() {
    --size_;
    if (!urgent_.empty()) return urgent_.pop_front();
    if (behindIsDue()) return behind_.pop_front();
    std::string lane = std::move(turns_.front());
    turns_.pop_front();
    auto found = lanes_.find(lane);
    found->second.pop_front();
    if (found->second.empty())
        lanes_.erase(found);
    else
        turns_.push_back(std::move(lane)); // its next line waits for the other lanes' turns
}

std::size_t Outbox::queuedIn(std::string_view lane) const {
    auto found = lanes_.find(lane);
    return found == lanes_.end() ? 0 : found->second.size();
}

bool Outbox::markLast(std::string_view lane, std::uint64_t mark) {
    auto found = lanes_.find(lane);
    if (found == lanes_.end()) return false;
    found->second.back().mark = mark;
    return true;
}

std::vector<std::uint64_t> Outbox::marksTaken() {
    std::vector<std::uint64_t> marks = std::move(marksTaken_);
    marksTaken_.clear();
    return marks;
}

std::pair<double, double> Outbox::levelsAt(Clock::time_point now) const {
    if (now <= last_) return {lines_, bytes_};
    double seconds = std::chrono::duration<double>(now - last_).count();
    return {std::min(pacing_.burstLines, lines_ + seconds * pacing_.linesPerSecond),
            std::min(pacing_.burstBytes, bytes_ + seconds * pacing_.bytesPerSecond)};
}

void Outbox::pushUrgent(std::string line) {
    urgent_.push_back({std::move(line), 0, pushed_++});
    ++size_;
}

void Outbox::giveBack(std::vector<std::string> lines) {
    for (auto line = lines.rbegin(); line != lines.rend(); ++line)
        urgent_.push_front({std::move(*line), 0, 0});
    size_ += lines.size();
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
    for (const Entry* e = next();
         e && lines_ >= 1 && bytes_ >= std::min(cost(e->line), pacing_.burstBytes); e = next()) {
        lines_ -= 1;
        bytes_ -= cost(e->line);
        if (e->mark) marksTaken_.push_back(e->mark);
        out.push_back(e->line);
        popNext();
    }
    return out;
}

std::optional<Clock::duration> Outbox::wait(Clock::time_point now) const {
    const Entry* e = next();
    if (!e) return std::nullopt;
    auto [lines, bytes] = levelsAt(now);
    double needBytes = std::min(cost(e->line), pacing_.burstBytes);
    double seconds = std::max(
        {0.0, (1 - lines) / pacing_.linesPerSecond, (needBytes - bytes) / pacing_.bytesPerSecond});
    // Rounded up to the next microsecond, so waiting that long always lets the line go.
    return std::chrono::duration_cast<Clock::duration>(
        std::chrono::microseconds(static_cast<long long>(std::ceil(seconds * 1e6))));
}

} // namespace mudchess::irc
