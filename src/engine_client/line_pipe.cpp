#include "engine_client/line_pipe.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utility>

namespace mudchess {

bool writeLineTo(int fd, std::string_view line) {
    std::string data(line);
    data += '\n';
    std::size_t done = 0;
    while (done < data.size()) {
        ssize_t n = write(fd, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += std::size_t(n);
    }
    return true;
}

LineReader::LineReader(int fd, bool stripCarriageReturns)
    : fd_(fd), stripCarriageReturns_(stripCarriageReturns) {}

LineReader::~LineReader() {
    if (fd_ >= 0) close(fd_);
}

LineReader::LineReader(LineReader&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)), stripCarriageReturns_(other.stripCarriageReturns_),
      buffer_(std::move(other.buffer_)) {}

LineReader& LineReader::operator=(LineReader&& other) noexcept {
    if (this != &other) {
        if (fd_ >= 0) close(fd_);
        fd_ = std::exchange(other.fd_, -1);
        stripCarriageReturns_ = other.stripCarriageReturns_;
        buffer_ = std::move(other.buffer_);
    }
    return *this;
}

std::optional<std::string> LineReader::readLine(std::chrono::milliseconds timeout) {
    auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        if (std::size_t newline = buffer_.find('\n'); newline != std::string::npos) {
            std::string line = buffer_.substr(0, newline);
            buffer_.erase(0, newline + 1);
            if (stripCarriageReturns_ && !line.empty() && line.back() == '\r') line.pop_back();
            return line;
        }
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0 || fd_ < 0) return std::nullopt;
        pollfd p{fd_, POLLIN, 0};
        int ready = poll(&p, 1, int(left.count()));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) return std::nullopt;
        char chunk[4096];
        ssize_t n = read(fd_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n == 0) {
            close(fd_);
            fd_ = -1;
        }
        if (n <= 0) return std::nullopt; // a last line without its newline stays pending
        buffer_.append(chunk, std::size_t(n));
    }
}

std::optional<std::string> LineReader::readUntil(std::string_view prefix,
                                                 std::chrono::milliseconds timeout,
                                                 std::vector<std::string>* before) {
    auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        std::optional<std::string> line = readLine(std::max(left, std::chrono::milliseconds(0)));
        if (!line) return std::nullopt;
        if (line->starts_with(prefix)) return line;
        if (before) before->push_back(*line);
    }
}

std::string LineReader::takePending() { return std::exchange(buffer_, std::string()); }

std::optional<int> waitForExit(pid_t& pid, std::chrono::milliseconds wait) {
    auto deadline = std::chrono::steady_clock::now() + wait;
    while (pid > 0) {
        int status = 0;
        if (waitpid(pid, &status, WNOHANG) == pid) {
            pid = -1;
            return status;
        }
        if (std::chrono::steady_clock::now() >= deadline) return std::nullopt;
        usleep(5000);
    }
    return std::nullopt;
}

void killAndReap(pid_t& pid) {
    if (pid <= 0) return;
    kill(pid, SIGKILL);
    int status = 0;
    waitpid(pid, &status, 0);
    pid = -1;
}

} // namespace mudchess
