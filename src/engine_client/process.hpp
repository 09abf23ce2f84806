// A child program spoken to line by line over its stdin and stdout (UCI and XBoard engines).
#pragma once

#include "engine_client/line_pipe.hpp"

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

class ChildProcess {
  public:
    // Starts argv[0] (searched in PATH and /usr/games, where Debian puts engines).
    // On failure returns nothing and sets `error` to a sentence saying why.
    static std::unique_ptr<ChildProcess> start(const std::vector<std::string>& argv,
                                               std::string& error);
    ~ChildProcess(); // closes stdin, waits briefly, then kills
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    bool writeLine(std::string_view line);
    // Ends the child at once with SIGKILL, as a crash or a power cut would, and reaps it.
    void killNow();
    // The next line without its newline; nothing on timeout or when the child has gone.
    std::optional<std::string> readLine(std::chrono::milliseconds timeout);
    // Reads lines until one starts with `prefix`; returns it, or nothing on timeout.
    std::optional<std::string> readUntil(std::string_view prefix, std::chrono::milliseconds timeout,
                                         std::vector<std::string>* before = nullptr);

    // The child closed its output: nothing more will come, so a read that returned nothing did
    // not merely time out (the child has exited, as a rule).
    bool outputClosed() const { return fromChild_.closed(); }
    // Its process id (and process group's), or -1 once it has been reaped.
    int pid() const { return pid_; }
    // How the child ended, waiting up to `wait` for it: "exited with status 3", "was killed by
    // signal 11 (segmentation fault)"; nothing while it still runs.
    std::optional<std::string> howItEnded(std::chrono::milliseconds wait);

  private:
    ChildProcess() = default;
    int pid_ = -1;
    int toChild_ = -1;
    LineReader fromChild_;
    std::optional<std::string> ended_;
};

// An engine started for a protocol client: the process, and its program's file name
// ("stockfish"), which the client calls it until the engine gives a name of its own. On failure
// nothing, and `error` says "cannot start the engine: " and why.
struct StartedEngine {
    std::string program;
    std::unique_ptr<ChildProcess> process;
};
std::optional<StartedEngine> startEngine(const std::vector<std::string>& argv, std::string& error);

// The full path of an executable found in PATH or /usr/games, or nothing.
std::optional<std::string> findExecutable(const std::string& name);

} // namespace mudchess
