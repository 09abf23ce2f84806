#include "child.hpp"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <fstream>
#include <poll.h>
#include <sstream>
#include <stdexcept>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace mudchess::test {

namespace {

std::string readWhole(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::optional<int> statusOf(int status) {
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    return std::nullopt;
}

} // namespace

std::string sanitizerReport(const std::string& output) {
    for (const char* mark : {"ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "LeakSanitizer",
                             "runtime error:", "ERROR: UndefinedBehaviorSanitizer"}) {
        std::size_t at = output.find(mark);
        if (at == std::string::npos) continue;
        std::size_t start = output.rfind('\n', at);
        start = start == std::string::npos ? 0 : start + 1;
        return output.substr(start, output.find('\n', at) - start);
    }
    return "";
}

std::string childProblem(const std::string& what, std::optional<int> status, int expected,
                         const std::string& output) {
    std::string problem;
    if (!status)
        problem = what + " had not ended";
    else if (*status != expected)
        problem = what + " ended with status " + std::to_string(*status) + ", expected " +
                  std::to_string(expected);
    if (std::string report = sanitizerReport(output); !report.empty())
        problem +=
            (problem.empty() ? what : "; it") + std::string(" wrote a sanitizer report: ") + report;
    if (problem.empty()) return "";
    constexpr std::size_t SHOWN = 3000; // the end, where a report or the last words are
    if (output.size() > SHOWN)
        return problem + "\n--- the end of its output ---\n" + output.substr(output.size() - SHOWN);
    return problem + "\n--- its output ---\n" + output;
}

Child::Child(const std::vector<std::string>& argv, const std::string& stderrFile,
             const std::vector<std::string>& env, const std::string& stdinFile)
    : stderrFile_(stderrFile) {
    std::signal(SIGPIPE, SIG_IGN); // a child that died must not take the test with it
    int in[2] = {-1, -1}, out[2];
    if ((stdinFile.empty() && pipe2(in, O_CLOEXEC) != 0) || pipe2(out, O_CLOEXEC) != 0)
        throw std::runtime_error("pipe failed");
    pid_t parent = getpid();
    pid_ = fork();
    if (pid_ < 0) throw std::runtime_error("fork failed");
    if (pid_ == 0) {
        prctl(PR_SET_PDEATHSIG, SIGKILL); // die with the test
        if (getppid() != parent) _exit(127);
        int input = stdinFile.empty() ? in[0] : open(stdinFile.c_str(), O_RDONLY);
        int err = open(stderrFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (input < 0 || err < 0) _exit(127);
        dup2(input, 0);
        dup2(out[1], 1);
        dup2(err, 2);
        for (const std::string& e : env) putenv(const_cast<char*>(e.c_str()));
        std::vector<char*> args;
        for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        execv(args[0], args.data());
        _exit(127);
    }
    if (stdinFile.empty()) {
        close(in[0]);
        toChild_ = in[1];
    }
    close(out[1]);
    fromChild_ = out[0];
}

Child::~Child() {
    killNow();
    closeInput();
    if (fromChild_ >= 0) close(fromChild_);
}

bool Child::writeLine(const std::string& line) {
    std::string data = line + "\n";
    std::size_t done = 0;
    while (done < data.size()) {
        ssize_t n = write(toChild_, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += std::size_t(n);
    }
    return true;
}

void Child::closeInput() {
    if (toChild_ >= 0) close(toChild_);
    toChild_ = -1;
}

std::optional<std::string> Child::readLine(std::chrono::milliseconds timeout) {
    auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        if (std::size_t newline = buffer_.find('\n'); newline != std::string::npos) {
            std::string line = buffer_.substr(0, newline);
            buffer_.erase(0, newline + 1);
            return line;
        }
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0 || fromChild_ < 0) return std::nullopt;
        pollfd p{fromChild_, POLLIN, 0};
        int ready = poll(&p, 1, int(left.count()));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) return std::nullopt;
        char chunk[4096];
        ssize_t n = read(fromChild_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            close(fromChild_);
            fromChild_ = -1;
            continue; // a last line without its newline stays in the buffer
        }
        buffer_.append(chunk, std::size_t(n));
        seen_.append(chunk, std::size_t(n));
    }
}

std::optional<std::string> Child::readUntil(const std::string& prefix,
                                            std::chrono::milliseconds timeout) {
    auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        std::optional<std::string> line = readLine(std::max(left, std::chrono::milliseconds(0)));
        if (!line) return std::nullopt;
        if (line->starts_with(prefix)) return line;
    }
}

std::string Child::readAll(std::chrono::milliseconds timeout) {
    auto deadline = std::chrono::steady_clock::now() + timeout;
    while (fromChild_ >= 0 && std::chrono::steady_clock::now() < deadline)
        readLine(std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now()));
    std::string rest = std::move(buffer_);
    buffer_.clear();
    return rest;
}

std::optional<int> Child::finish(std::chrono::milliseconds timeout) {
    closeInput();
    auto deadline = std::chrono::steady_clock::now() + timeout;
    while (pid_ > 0) {
        int status = 0;
        if (waitpid(pid_, &status, WNOHANG) == pid_) {
            pid_ = -1;
            return statusOf(status);
        }
        if (std::chrono::steady_clock::now() >= deadline) return std::nullopt;
        poll(nullptr, 0, 10);
    }
    return std::nullopt;
}

void Child::killNow() {
    if (pid_ <= 0) return;
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
    pid_ = -1;
}

std::string Child::output() const { return seen_ + readWhole(stderrFile_); }

Finished runToEnd(const std::vector<std::string>& argv, const std::string& input,
                  const std::string& stderrFile, const std::vector<std::string>& env,
                  std::chrono::milliseconds timeout) {
    std::string inputFile = stderrFile + ".in";
    std::ofstream(inputFile, std::ios::binary) << input;
    Child child(argv, stderrFile, env, inputFile);
    auto deadline = std::chrono::steady_clock::now() + timeout;
    child.readAll(timeout);
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    Finished f;
    f.status = child.finish(std::max(left, std::chrono::milliseconds(1000)));
    f.output = child.output();
    return f;
}

} // namespace mudchess::test
