#include "serve_process.hpp"

#include <arpa/inet.h>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <fstream>
#include <netinet/in.h>
#include <poll.h>
#include <sstream>
#include <stdexcept>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace mudchess::test {

void (*checkEachAnswer)(const nlohmann::json& answer) = nullptr;

namespace {

using Clock = std::chrono::steady_clock;

int msLeft(Clock::time_point end) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end - Clock::now());
    return int(std::max<long long>(0, left.count()));
}

Clock::time_point after(double seconds) {
    return Clock::now() + std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
}

// One line from `fd` through `buffer`, or nothing by the deadline or at the end.
std::optional<std::string> lineFrom(int fd, std::string& buffer, double seconds) {
    auto end = after(seconds);
    for (;;) {
        std::size_t newline = buffer.find('\n');
        if (newline != std::string::npos) {
            std::string line = buffer.substr(0, newline);
            buffer.erase(0, newline + 1);
            return line;
        }
        pollfd p{fd, POLLIN, 0};
        int ready = poll(&p, 1, msLeft(end));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) return std::nullopt;
        char chunk[65536];
        ssize_t n = read(fd, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return std::nullopt;
        buffer.append(chunk, std::size_t(n));
    }
}

nlohmann::json parsed(const std::optional<std::string>& line) {
    if (!line) return nullptr;
    nlohmann::json answer = nlohmann::json::parse(*line);
    if (checkEachAnswer) checkEachAnswer(answer);
    return answer;
}

} // namespace

ServeProcess::ServeProcess(std::vector<std::string> args) {
    char errTemplate[] = "/tmp/mudchess-serve-test-XXXXXX";
    int errFd = mkstemp(errTemplate);
    if (errFd < 0) throw std::runtime_error("mkstemp failed");
    errPath_ = errTemplate;
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) throw std::runtime_error("pipe failed");
    std::signal(SIGPIPE, SIG_IGN);
    pid_ = fork();
    if (pid_ == 0) {
        dup2(in[0], 0);
        dup2(out[1], 1);
        dup2(errFd, 2);
        for (int fd : {in[0], in[1], out[0], out[1], errFd}) ::close(fd);
        std::vector<char*> argv;
        std::string binary = MUDCHESS_BINARY;
        argv.push_back(binary.data());
        for (std::string& a : args) argv.push_back(a.data());
        argv.push_back(nullptr);
        execv(argv[0], argv.data());
        _exit(127);
    }
    ::close(in[0]);
    ::close(out[1]);
    ::close(errFd);
    in_ = in[1];
    out_ = out[0];
}

ServeProcess::~ServeProcess() {
    if (!waited_ && pid_ > 0) {
        kill(pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
    }
    if (in_ >= 0) ::close(in_);
    if (out_ >= 0) ::close(out_);
    unlink(errPath_.c_str());
}

bool ServeProcess::write(const std::string& bytes) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        ssize_t n = ::write(in_, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += std::size_t(n);
    }
    return true;
}

std::optional<std::string> ServeProcess::readLine(double seconds) {
    return lineFrom(out_, buffer_, seconds);
}

nlohmann::json ServeProcess::request(const nlohmann::json& request) {
    write(request.dump() + "\n");
    return answer();
}

nlohmann::json ServeProcess::answer(double seconds) { return parsed(readLine(seconds)); }

void ServeProcess::closeStdin() {
    if (in_ >= 0) ::close(in_);
    in_ = -1;
}

void ServeProcess::signal(int sig) { kill(pid_, sig); }

int ServeProcess::wait(double seconds) {
    if (waited_) return status_;
    auto end = after(seconds);
    for (;;) {
        int status = 0;
        pid_t done = waitpid(pid_, &status, WNOHANG);
        if (done == pid_) {
            waited_ = true;
            status_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
            return status_;
        }
        if (Clock::now() >= end) return -1;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

std::string ServeProcess::stderrText() const {
    std::ifstream in(errPath_);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

long ServeProcess::rssKiB() const {
    std::ifstream status("/proc/" + std::to_string(pid_) + "/status");
    for (std::string line; std::getline(status, line);)
        if (line.starts_with("VmRSS:")) return std::stol(line.substr(6));
    return -1;
}

int ServeProcess::listeningPort(double seconds) const {
    auto end = after(seconds);
    const std::string marker = "listening on ";
    while (Clock::now() < end) {
        std::string text = stderrText();
        std::size_t at = text.find(marker);
        std::size_t eol = at == std::string::npos ? at : text.find('\n', at);
        if (eol != std::string::npos) {
            std::string where = text.substr(at + marker.size(), eol - at - marker.size());
            return std::stoi(where.substr(where.rfind(':') + 1));
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return -1;
}

bool hasSanitizerReport(const std::string& text) {
    for (const char* mark :
         {"AddressSanitizer", "LeakSanitizer", "UndefinedBehaviorSanitizer", "runtime error:"})
        if (text.find(mark) != std::string::npos) return true;
    return false;
}

Client::Client(int port) {
    fd_ = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(std::uint16_t(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0)
        throw std::runtime_error("cannot connect to the server");
}

Client::~Client() { close(); }

void Client::close() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
}

bool Client::send(const std::string& bytes) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        ssize_t n = ::send(fd_, bytes.data() + done, bytes.size() - done, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += std::size_t(n);
    }
    return true;
}

std::optional<std::string> Client::readLine(double seconds) {
    return lineFrom(fd_, buffer_, seconds);
}

nlohmann::json Client::request(const nlohmann::json& request) {
    send(request.dump() + "\n");
    return answer();
}

nlohmann::json Client::answer(double seconds) { return parsed(readLine(seconds)); }

bool Client::closedByServer(double seconds) {
    auto end = after(seconds);
    for (;;) {
        pollfd p{fd_, POLLIN, 0};
        int ready = poll(&p, 1, msLeft(end));
        if (ready <= 0) return false;
        char chunk[4096];
        ssize_t n = read(fd_, chunk, sizeof chunk);
        if (n == 0) return true;
        if (n < 0 && errno != EINTR && errno != EAGAIN) return true;
    }
}

} // namespace mudchess::test
