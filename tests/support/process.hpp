// Servers and programs the tests start as processes of their own (ngircd, stunnel, tinymux, the
// mudchess bots), and the loopback ports they listen on. Every child is killed when its owner
// goes out of scope, or by the kernel if the test process dies first.
#pragma once

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace mudchess::test {

using Clock = std::chrono::steady_clock;

// How a child starts, beyond its command line.
struct Launch {
    // The directory it starts in (the test's own when empty).
    std::filesystem::path cwd;
    // NAME=VALUE settings added to (or replacing those in) the test's environment.
    std::vector<std::string> env;
    // A process group of its own that ends with it: whatever it started and left behind is
    // killed and reaped when it ends (tinymux's stubslave outlives netmux). The test process
    // becomes a subreaper (PR_SET_CHILD_SUBREAPER) so such orphans come back to it.
    bool group = false;
};

// A child process with its output in a log file.
class Process {
  public:
    Process(const std::vector<std::string>& argv, const std::filesystem::path& log,
            const Launch& how = {});
    ~Process();
    Process(const Process&) = delete;
    Process& operator=(const Process&) = delete;
    // SIGTERM, then SIGKILL if it has not gone within the grace period; waits for it. Its exit
    // status (128+N: signal N), or nothing if it had already been reaped.
    std::optional<int> stop(std::chrono::milliseconds grace = std::chrono::milliseconds(3000));
    bool running();
    // Waits for it to end by itself; its exit status, or nothing if it is still running.
    std::optional<int> wait(std::chrono::milliseconds timeout);
    int pid() const { return pid_; }
    void signal(int signo);

  private:
    // Its exit status once it has ended (then reaped, with its group), or nothing yet.
    std::optional<int> reap(bool block);
    int pid_ = -1;
    bool group_ = false;
};

// A port on 127.0.0.1 that nothing listened on a moment ago.
int freePort();
// Whether something accepts connections on 127.0.0.1:port.
bool accepting(int port);
std::string readFile(const std::filesystem::path& path);

} // namespace mudchess::test
