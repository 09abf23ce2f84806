// The two ends of a child program's pipes as lines: writing a whole line to its stdin, reading
// lines from its stdout with a deadline, and waiting for it to end. Shared by the engines'
// ChildProcess and the tests' Child (tests/support), which differ only in what they start.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <sys/types.h>
#include <vector>

namespace mudchess {

// Writes `line` and a newline to `fd`, through interruptions; false when the reader is gone.
bool writeLineTo(int fd, std::string_view line);

// Lines from a pipe, read as they come. Owns the descriptor and closes it at the end of file.
class LineReader {
  public:
    // `stripCarriageReturns`: a line that ends "\r\n" comes without the '\r' too.
    explicit LineReader(int fd = -1, bool stripCarriageReturns = false);
    ~LineReader();
    LineReader(LineReader&& other) noexcept;
    LineReader& operator=(LineReader&& other) noexcept;

    // The next line without its newline; nothing when none came within `timeout`, or when the
    // writer has closed its end (closed() then says so).
    std::optional<std::string> readLine(std::chrono::milliseconds timeout);
    // Reads lines until one starts with `prefix` and returns it; nothing on timeout or at the
    // end. The lines passed over go to `before` when it is given.
    std::optional<std::string> readUntil(std::string_view prefix, std::chrono::milliseconds timeout,
                                         std::vector<std::string>* before = nullptr);

    // The writer closed its end: nothing more will come.
    bool closed() const { return fd_ < 0; }
    // Read but not yet returned as a line (a last line without its newline, say).
    const std::string& pending() const { return buffer_; }
    std::string takePending();

  private:
    int fd_;
    bool stripCarriageReturns_;
    std::string buffer_;
};

// Waits up to `wait` for the child `pid` to end, and reaps it (then `pid` becomes -1): its wait
// status, or nothing while it still runs (or when `pid` is not a child).
std::optional<int> waitForExit(pid_t& pid, std::chrono::milliseconds wait);

// Ends the child `pid` at once with SIGKILL, as a crash or a power cut would, and reaps it.
void killAndReap(pid_t& pid);

} // namespace mudchess
