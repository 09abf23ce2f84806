#include "engine/process.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <poll.h>
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
    int in[2], out[2];
    if (pipe(in) != 0) {
        error = std::string("pipe: ") + std::strerror(errno);
        return nullptr;
    }
    if (pipe(out) != 0) {
        error = std::string("pipe: ") + std::strerror(errno);
        close(in[0]);
        close(in[1]);
        return nullptr;
    }
    pid_t pid = fork();
    if (pid < 0) {
        error = std::string("fork: ") + std::strerror(errno);
        for (int fd : {in[0], in[1], out[0], out[1]}) close(fd);
        return nullptr;
    }
    if (pid == 0) {
        dup2(in[0], STDIN_FILENO);
        dup2(out[1], STDOUT_FILENO);
        for (int fd : {in[0], in[1], out[0], out[1]}) close(fd);
        std::vector<char*> args;
        for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        execv(program->c_str(), args.data());
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    std::unique_ptr<ChildProcess> child(new ChildProcess());
    child->pid_ = pid;
    child->toChild_ = in[1];
    child->fromChild_ = out[0];
    return child;
}

ChildProcess::~ChildProcess() {
    if (toChild_ >= 0) close(toChild_);
    if (pid_ > 0) {
        int status = 0;
        for (int i = 0; i < 50; ++i) { // up to half a second to leave by itself
            if (waitpid(pid_, &status, WNOHANG) == pid_) {
                pid_ = -1;
                break;
            }
            usleep(10000);
        }
        if (pid_ > 0) {
            kill(pid_, SIGKILL);
            waitpid(pid_, &status, 0);
        }
    }
    if (fromChild_ >= 0) close(fromChild_);
}

void ChildProcess::killNow() {
    if (pid_ <= 0) return;
    kill(pid_, SIGKILL);
    int status = 0;
    waitpid(pid_, &status, 0);
    pid_ = -1;
}

bool ChildProcess::writeLine(std::string_view line) {
    std::string data(line);
    data += '\n';
    std::size_t done = 0;
    while (done < data.size()) {
        ssize_t n = write(toChild_, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += std::size_t(n);
    }
    return true;
}

std::optional<std::string> ChildProcess::readLine(std::chrono::milliseconds timeout) {
    auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        std::size_t newline = buffer_.find('\n');
        if (newline != std::string::npos) {
            std::string line = buffer_.substr(0, newline);
            buffer_.erase(0, newline + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return line;
        }
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) return std::nullopt;
        pollfd p{fromChild_, POLLIN, 0};
        int ready = poll(&p, 1, int(left.count()));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) return std::nullopt;
        char chunk[4096];
        ssize_t n = read(fromChild_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return std::nullopt;
        buffer_.append(chunk, std::size_t(n));
    }
}

std::optional<std::string> ChildProcess::readUntil(std::string_view prefix,
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

} // namespace mudchess
