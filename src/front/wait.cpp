#include "front/wait.hpp"

#include <cerrno>
#include <poll.h>
#include <unistd.h>

namespace mudchess {

namespace {
// A line longer than this is given out in pieces rather than held without end.
constexpr std::size_t MAX_BUFFERED = 1 << 20;
} // namespace

std::optional<std::string> LineWaiter::takeLine() {
    std::size_t end = buffer_.find('\n');
    if (end == std::string::npos) {
        if (buffer_.size() >= MAX_BUFFERED)
            end = buffer_.size();
        else if (eof_ && !buffer_.empty())
            end = buffer_.size();
        else
            return std::nullopt;
    }
    std::string line = buffer_.substr(0, end);
    buffer_.erase(0, end < buffer_.size() ? end + 1 : end);
    return line;
}

namespace {
// Milliseconds until `deadline` for poll(): -1 (for ever) without one.
int pollTimeout(std::optional<LineWaiter::Clock::time_point> deadline) {
    if (!deadline) return -1;
    // A deadline may lie far in the past (the agenda's "at once" is time_point::min()), where
    // subtracting now from it would overflow.
    LineWaiter::Clock::time_point now = LineWaiter::Clock::now();
    if (*deadline <= now) return 0;
    auto left = std::chrono::ceil<std::chrono::milliseconds>(*deadline - now);
    return int(std::max<long long>(0, std::min<long long>(left.count(), 1 << 30)));
}
} // namespace

void LineWaiter::pause(std::optional<Clock::time_point> deadline) {
    pollfd fd = {wake_.fd(), POLLIN, 0};
    if (poll(&fd, wake_.fd() >= 0 ? 1 : 0, pollTimeout(deadline)) > 0) wake_.drain();
}

LineWaiter::Input LineWaiter::waitForInput(std::optional<Clock::time_point> deadline) {
    for (;;) {
        pollfd fds[2] = {{fd_, POLLIN, 0}, {wake_.fd(), POLLIN, 0}};
        int ready = poll(fds, wake_.fd() >= 0 ? 2 : 1, pollTimeout(deadline));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) return Input::NONE;
        if (fds[1].revents & POLLIN) wake_.drain();
        // A terminal that hung up gives read errors, and libedit's callback reader returns from
        // one as from a key that finished nothing: the editor would be handed the dead input
        // again and again, at full speed, when no SIGHUP comes to end the REPL.
        if (fds[0].revents & (POLLHUP | POLLERR | POLLNVAL)) return Input::GONE;
        return (fds[0].revents & POLLIN) ? Input::READY : Input::NONE;
    }
}

LineWaiter::Result LineWaiter::next(std::optional<Clock::time_point> deadline) {
    for (;;) {
        if (std::optional<std::string> line = takeLine()) return {std::move(line), false};
        if (eof_) return {std::nullopt, true};
        pollfd fds[2] = {{fd_, POLLIN, 0}, {wake_.fd(), POLLIN, 0}};
        int ready = poll(fds, wake_.fd() >= 0 ? 2 : 1, pollTimeout(deadline));
        if (ready < 0 && errno == EINTR) continue;
        if (ready == 0) return {};
        if (fds[1].revents & POLLIN) {
            wake_.drain();
            return {};
        }
        if (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
            char chunk[4096];
            ssize_t n = read(fd_, chunk, sizeof chunk);
            if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
            if (n <= 0)
                eof_ = true;
            else
                buffer_.append(chunk, std::size_t(n));
        }
    }
}

} // namespace mudchess
