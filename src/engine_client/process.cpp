#include "engine_client/process.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace mudchess {

std::optional<std::string> findExecutable(const std::string& name) {
    if (name.find('/') != std::string::npos)
        return access(name.c_str(), X_OK) == 0 ? std::optional(name) : std::nullopt;
    const char* env = std::getenv("PATH");
    std::string path = std::string(env ? env : "/usr/bin:/bin") + ":/usr/games";
    std::size_t start = 0;
    while (start <= path.size()) {
        std::size_t end = path.find(':', start);
        if (end == std::string::npos) end = path.size();
        std::string candidate = path.substr(start, end - start) + "/" + name;
        struct stat st {};
        if (end > start && stat(candidate.c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
            access(candidate.c_str(), X_OK) == 0)
            return candidate;
        start = end + 1;
    }
    return std::nullopt;
}

std::unique_ptr<ChildProcess> ChildProcess::start(const std::vector<std::string>& argv,
                                                  std::string& error) {
    if (argv.empty()) {
        error = "no program to start";
        return nullptr;
    }
    std::optional<std::string> program = findExecutable(argv[0]);
    if (!program) {
        error = "'" + argv[0] + "' was not found in PATH or /usr/games";
        return nullptr;
    }
    // A child that dies must not take us with it when we next write to it.
    std::signal(SIGPIPE, SIG_IGN);
    // Everything the child needs is made before fork: between fork and exec a child of a
    // threaded program may only make async-signal-safe calls (no malloc, whose lock another
    // thread may have held at the fork).
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    // Close-on-exec, so that a child started at the same moment by another thread does not
    // inherit these ends: it would hold this child's stdout open after this child died, and we
    // would wait for an end of file that never comes. dup2 clears the flag on 0 and 1.
    int in[2], out[2];
    if (pipe2(in, O_CLOEXEC) != 0) {
        error = std::string("pipe: ") + std::strerror(errno);
        return nullptr;
    }
    if (pipe2(out, O_CLOEXEC) != 0) {
        error = std::string("pipe: ") + std::strerror(errno);
        close(in[0]);
        close(in[1]);
        return nullptr;
    }
    // Saved before fork, so the child can tell whether we died before its prctl took hold.
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid < 0) {
        error = std::string("fork: ") + std::strerror(errno);
        for (int fd : {in[0], in[1], out[0], out[1]}) close(fd);
        return nullptr;
    }
    if (pid == 0) {
        // Never left behind: the kernel kills the engine when we die, however we die (SIGKILL
        // included, which no handler of ours would see). PR_SET_PDEATHSIG fires when the
        // *thread* that forked ends, so engines are started by threads that outlive them. If we
        // died between fork and prctl the signal would never come, hence the getppid() check.
        // A process group of its own, so that whatever the engine starts (a shell script's
        // children) is killed with it, and a terminal's Ctrl+C reaches us, not our engines.
        setpgid(0, 0);
        if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != parent) _exit(126);
        dup2(in[0], STDIN_FILENO);
        dup2(out[1], STDOUT_FILENO);
        for (int fd : {in[0], in[1], out[0], out[1]})
            if (fd > STDOUT_FILENO) close(fd);
        execv(program->c_str(), args.data());
        _exit(127);
    }
    // Also from this side, so that a kill of the group right after fork cannot miss the child.
    setpgid(pid, pid);
    close(in[0]);
    close(out[1]);
    std::unique_ptr<ChildProcess> child(new ChildProcess());
    child->pid_ = pid;
    child->toChild_ = in[1];
    child->fromChild_ = LineReader(out[0], true); // engines may end their lines "\r\n"
    return child;
}

std::optional<StartedEngine> startEngine(const std::vector<std::string>& argv, std::string& error) {
    std::string why;
    std::unique_ptr<ChildProcess> process = ChildProcess::start(argv, why);
    if (!process) {
        error = "cannot start the engine: " + why;
        return std::nullopt;
    }
    return StartedEngine{argv[0].substr(argv[0].rfind('/') + 1), std::move(process)};
}

ChildProcess::~ChildProcess() {
    if (toChild_ >= 0) close(toChild_);
    waitForExit(pid_, std::chrono::milliseconds(500)); // time to leave by itself
    killNow();
}

namespace {

// The signals a crashed or stopped engine usually dies of. strsignal() would name them all, but
// it may write to a shared buffer, and clients run on several threads at once.
const char* signalName(int signal) {
    switch (signal) {
    case SIGSEGV: return "segmentation fault";
    case SIGABRT: return "aborted";
    case SIGKILL: return "killed";
    case SIGTERM: return "terminated";
    case SIGILL: return "illegal instruction";
    case SIGFPE: return "arithmetic exception";
    case SIGBUS: return "bus error";
    case SIGPIPE: return "broken pipe";
    default: return nullptr;
    }
}

std::string describeStatus(int status) {
    if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) {
        int signal = WTERMSIG(status);
        const char* name = signalName(signal);
        return "was killed by signal " + std::to_string(signal) +
               (name ? " (" + std::string(name) + ")" : "");
    }
    return "ended";
}

} // namespace

std::optional<std::string> ChildProcess::howItEnded(std::chrono::milliseconds wait) {
    if (std::optional<int> status = waitForExit(pid_, wait)) ended_ = describeStatus(*status);
    return ended_;
}

void ChildProcess::killNow() {
    // The whole group: what the engine started goes with it. Its leader is the engine, so the
    // group exists until the engine is reaped below.
    if (pid_ > 0) kill(-pid_, SIGKILL);
    killAndReap(pid_);
}

bool ChildProcess::writeLine(std::string_view line) { return writeLineTo(toChild_, line); }

std::optional<std::string> ChildProcess::readLine(std::chrono::milliseconds timeout) {
    return fromChild_.readLine(timeout);
}

std::optional<std::string> ChildProcess::readUntil(std::string_view prefix,
                                                   std::chrono::milliseconds timeout,
                                                   std::vector<std::string>* before) {
    return fromChild_.readUntil(prefix, timeout, before);
}

} // namespace mudchess
