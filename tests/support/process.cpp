#include "process.hpp"

#include <arpa/inet.h>
#include <csignal>
#include <fcntl.h>
#include <fstream>
#include <netinet/in.h>
#include <poll.h>
#include <sstream>
#include <stdexcept>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace mudchess::test {

namespace {

// The test's environment with `changes` (NAME=VALUE) added or put in place of the same names.
std::vector<std::string> environmentWith(const std::vector<std::string>& changes) {
    std::vector<std::string> all;
    for (char** e = environ; *e; ++e) {
        std::string entry = *e;
        std::string name = entry.substr(0, entry.find('=') + 1);
        bool replaced = false;
        for (const std::string& c : changes) replaced = replaced || c.rfind(name, 0) == 0;
        if (!replaced) all.push_back(entry);
    }
    all.insert(all.end(), changes.begin(), changes.end());
    return all;
}

std::vector<char*> pointersTo(const std::vector<std::string>& strings) {
    std::vector<char*> pointers;
    for (const std::string& s : strings) pointers.push_back(const_cast<char*>(s.c_str()));
    pointers.push_back(nullptr);
    return pointers;
}

} // namespace

Process::Process(const std::vector<std::string>& argv, const std::filesystem::path& log,
                 const Launch& how)
    : group_(how.group) {
    if (group_) prctl(PR_SET_CHILD_SUBREAPER, 1);
    // Everything the child needs is made before fork: after it, only async-signal-safe calls.
    std::vector<std::string> environment = environmentWith(how.env);
    std::vector<char*> args = pointersTo(argv);
    std::vector<char*> envp = pointersTo(environment);
    pid_t parent = getpid();
    pid_ = fork();
    if (pid_ < 0) throw std::runtime_error("fork failed");
    if (pid_ == 0) {
        // Die with the test, even if it is killed before its destructors run.
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent) _exit(127);
        if (how.group) setpgid(0, 0);
        int fd = open(log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
        if (fd >= 0) {
            dup2(fd, 1);
            dup2(fd, 2);
            close(fd);
        }
        if (!how.cwd.empty() && chdir(how.cwd.c_str()) != 0) _exit(127);
        execve(args[0], args.data(), envp.data());
        _exit(127);
    }
    // Set from both sides, so the group exists whichever runs first.
    if (group_) setpgid(pid_, pid_);
}

Process::~Process() { stop(); }

std::optional<int> Process::reap(bool block) {
    if (pid_ <= 0) return std::nullopt;
    siginfo_t info{};
    // WNOWAIT: an ended child stays a zombie until its group is dealt with, so its id (the
    // group's) cannot be taken by another process meanwhile.
    if (waitid(P_PID, id_t(pid_), &info, WEXITED | WNOWAIT | (block ? 0 : WNOHANG)) != 0 ||
        info.si_pid != pid_)
        return std::nullopt;
    if (group_) kill(-pid_, SIGKILL); // what it left behind, while its group id is still held
    int status = 0;
    waitpid(pid_, &status, 0);
    // What it left behind came back to this process (the subreaper): reap it too.
    if (group_)
        while (waitpid(-pid_, nullptr, 0) > 0) {
        }
    pid_ = -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

bool Process::running() {
    reap(false);
    return pid_ > 0;
}

void Process::signal(int signo) {
    if (running()) kill(pid_, signo);
}

std::optional<int> Process::wait(std::chrono::milliseconds timeout) {
    Clock::time_point deadline = Clock::now() + timeout;
    while (pid_ > 0) {
        if (std::optional<int> status = reap(false)) return status;
        if (Clock::now() >= deadline) return std::nullopt;
        poll(nullptr, 0, 10);
    }
    return std::nullopt;
}

std::optional<int> Process::stop(std::chrono::milliseconds grace) {
    if (pid_ <= 0) return std::nullopt;
    kill(pid_, SIGTERM);
    if (std::optional<int> status = wait(grace)) return status;
    kill(pid_, SIGKILL);
    return reap(true);
}

namespace {

sockaddr_in loopback(int port) {
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(static_cast<uint16_t>(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return a;
}

} // namespace

int freePort() {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a = loopback(0);
    bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a);
    socklen_t len = sizeof a;
    getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len);
    close(fd);
    return ntohs(a.sin_port);
}

bool accepting(int port) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a = loopback(port);
    bool ok = connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0;
    close(fd);
    return ok;
}

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace mudchess::test
