// Programs the tests start: the mudchess binary as the REPL or the bot. Every such child is
// checked when it ends: its exit status must be the one expected and its output may hold no
// sanitizer report, so that in the sanitizer build a leak or a use-after-free in a child turns
// the test red instead of scrolling past in a log nobody reads.
#pragma once

#include "engine_client/line_pipe.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace mudchess::test {

// The first line of a sanitizer's report in `output` (AddressSanitizer, LeakSanitizer,
// UndefinedBehaviorSanitizer), or "" when there is none.
std::string sanitizerReport(const std::string& output);

// "" when a child that ended with `status` (nothing: it had not ended; 128+N: signal N) and
// printed `output` did what was expected; otherwise a sentence saying what went wrong, with the
// output.
std::string childProblem(const std::string& what, std::optional<int> status, int expected,
                         const std::string& output);

// A child with its stdin and stdout on pipes and its stderr in a file of its own.
class Child {
  public:
    // `env`: NAME=VALUE settings added to (or replacing those in) the test's environment.
    // `stdinFile`: read stdin from this file instead of a pipe.
    Child(const std::vector<std::string>& argv, const std::string& stderrFile,
          const std::vector<std::string>& env = {}, const std::string& stdinFile = "");
    ~Child(); // kills it if it is still running
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;

    bool writeLine(const std::string& line);
    void closeInput();
    // The next line of stdout without its newline; nothing on timeout or at the end.
    std::optional<std::string> readLine(std::chrono::milliseconds timeout);
    // Reads lines until one starts with `prefix`.
    std::optional<std::string> readUntil(const std::string& prefix,
                                         std::chrono::milliseconds timeout);
    // Everything still to come on stdout until the child closes it (or the timeout).
    std::string readAll(std::chrono::milliseconds timeout);
    // Closes stdin and waits for the child to end; its status, or nothing on timeout.
    std::optional<int> finish(std::chrono::milliseconds timeout);
    // SIGKILL, as a crash or a power cut would, and reaps it.
    void killNow();
    // stdout read so far (all of it, not only lines not yet returned) and stderr.
    std::string output() const;
    int pid() const { return pid_; }

  private:
    int pid_ = -1;
    int toChild_ = -1;
    LineReader fromChild_;
    std::string stderrFile_;
    std::string seen_; // everything read and returned (the rest is still pending in fromChild_)
};

// Runs `argv` with `input` on stdin to the end; its status (nothing if it outlived the
// timeout, when it is killed) and stdout + stderr.
struct Finished {
    std::optional<int> status;
    std::string output;
};
Finished runToEnd(const std::vector<std::string>& argv, const std::string& input,
                  const std::string& stderrFile, const std::vector<std::string>& env = {},
                  std::chrono::milliseconds timeout = std::chrono::seconds(60));

} // namespace mudchess::test
