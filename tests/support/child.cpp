#include "child.hpp"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <fstream>
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
    fromChild_ = LineReader(out[0]);
}

Child::~Child() {
    killNow();
    closeInput();
}

bool Child::writeLine(const std::string& line) { return writeLineTo(toChild_, line); }

void Child::closeInput() {
    if (toChild_ >= 0) close(toChild_);
    toChild_ = -1;
}

std::optional<std::string> Child::readLine(std::chrono::milliseconds timeout) {
    std::optional<std::string> line = fromChild_.readLine(timeout);
    if (line) seen_ += *line + '\n';
    return line;
}

std::optional<std::string> Child::readUntil(const std::string& prefix,
                                            std::chrono::milliseconds timeout) {
    std::vector<std::string> passed;
    std::optional<std::string> line = fromChild_.readUntil(prefix, timeout, &passed);
    for (const std::string& l : passed) seen_ += l + '\n';
    if (line) seen_ += *line + '\n';
    return line;
}

std::string Child::readAll(std::chrono::milliseconds timeout) {
    auto deadline = std::chrono::steady_clock::now() + timeout;
    while (!fromChild_.closed() && std::chrono::steady_clock::now() < deadline)
        readLine(std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now()));
    std::string rest = fromChild_.takePending();
    seen_ += rest;
    return rest;
}

std::optional<int> Child::finish(std::chrono::milliseconds timeout) {
    closeInput();
    if (std::optional<int> status = waitForExit(pid_, timeout)) return statusOf(*status);
    return std::nullopt;
}

void Child::killNow() { killAndReap(pid_); }

std::string Child::output() const { return seen_ + fromChild_.pending() + readWhole(stderrFile_); }

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
