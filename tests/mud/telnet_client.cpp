#include "telnet_client.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdexcept>
#include <sys/socket.h>
#include <unistd.h>

namespace mudchess::mud::test {

namespace {

// Telnet's command bytes (RFC 854).
constexpr unsigned char IAC = 255, DONT = 254, DO = 253, WONT = 252, WILL = 251, SB = 250, SE = 240;

// Every line the harness makes the server print starts with this: sync tokens, frames.
constexpr const char* HARNESS = "harness-";
constexpr const char* FRAME_END = "harness-end";
constexpr const char* REFUSED = "Either that player does not exist, or has a different password.";

bool isHarnessLine(const std::string& line) { return line.rfind(HARNESS, 0) == 0; }

} // namespace

TelnetClient::TelnetClient(int port) {
    fd_ = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(static_cast<uint16_t>(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(fd_, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
        close(fd_);
        fd_ = -1;
        throw std::runtime_error("cannot connect to the MUD at port " + std::to_string(port));
    }
    // The login screen (Debian's text/connect.txt) ends by telling how to log in.
    if (!waitForLine("\"connect <name> <password>\""))
        throw std::runtime_error("no login screen from the MUD at port " + std::to_string(port));
}

TelnetClient::TelnetClient(int port, const std::string& name, const std::string& password)
    : TelnetClient(port) {
    if (!login(name, password)) {
        std::string said;
        for (const std::string& line : lines_) said += "\n  " + line;
        throw std::runtime_error(name + " could not log in; the MUD said:" + said);
    }
}

TelnetClient::~TelnetClient() {
    if (fd_ >= 0) {
        send("QUIT");
        close(fd_);
    }
}

bool TelnetClient::login(const std::string& name, const std::string& password,
                         std::chrono::milliseconds timeout) {
    send("connect " + name + " " + password);
    std::string expected = token();
    send("think " + expected);
    auto answer = waitFor(
        [&](const std::string& line) { return line == expected || line == REFUSED; }, timeout);
    if (!answer || *answer != expected) return false;
    name_ = name;
    return true;
}

void TelnetClient::sendRaw(const std::string& bytes) {
    if (fd_ < 0) return;
    std::size_t done = 0;
    while (done < bytes.size()) {
        ssize_t n = ::send(fd_, bytes.data() + done, bytes.size() - done, MSG_NOSIGNAL);
        if (n <= 0) return;
        done += std::size_t(n);
    }
}

std::string TelnetClient::token() { return HARNESS + std::to_string(++syncs_); }

bool TelnetClient::sync(std::chrono::milliseconds timeout) {
    std::string expected = token();
    send("think " + expected);
    return bool(waitFor([&](const std::string& line) { return line == expected; }, timeout));
}

void TelnetClient::frameCommands() {
    send(std::string("OUTPUTSUFFIX ") + FRAME_END);
    framed_ = true;
}

std::optional<std::vector<std::string>> TelnetClient::command(const std::string& line,
                                                              std::chrono::milliseconds timeout) {
    drain();
    std::size_t from = lines_.size();
    std::string begin;
    if (framed_) {
        // A prefix of its own for this command: the frame's first line says whose it is.
        begin = token();
        send("OUTPUTPREFIX " + begin);
    }
    send(line);
    if (framed_ ? !waitFor([&](const std::string& l) { return l == begin; }, timeout)
                : !sync(timeout))
        return std::nullopt;
    if (framed_ && !waitFor([](const std::string& l) { return l == FRAME_END; }, timeout))
        return std::nullopt;
    std::size_t i = from;
    if (framed_) {
        while (lines_[i] != begin) ++i;
        ++i;
    }
    // Up to the frame's end, or the sync token.
    std::vector<std::string> printed;
    for (; i < lines_.size() && !isHarnessLine(lines_[i]); ++i) {
        printed.push_back(lines_[i]);
        taken_[i] = true;
    }
    return printed;
}

std::vector<std::string> TelnetClient::fresh() const {
    std::vector<std::string> out;
    for (std::size_t i = freshFrom_; i < lines_.size(); ++i)
        if (!isHarnessLine(lines_[i])) out.push_back(lines_[i]);
    return out;
}

void TelnetClient::forget() {
    drain();
    taken_.assign(lines_.size(), true);
    freshFrom_ = lines_.size();
}

void TelnetClient::drain() {
    while (pump(Clock::now())) {
    }
}

bool TelnetClient::waitForClose(std::chrono::milliseconds timeout) {
    Clock::time_point deadline = Clock::now() + timeout;
    while (fd_ >= 0 && Clock::now() < deadline) pump(deadline);
    return fd_ < 0;
}

bool TelnetClient::pump(Clock::time_point deadline) {
    if (fd_ < 0) return false;
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    pollfd p{fd_, POLLIN, 0};
    if (::poll(&p, 1, int(std::max<long long>(0, left.count()))) <= 0) return false;
    char chunk[4096];
    ssize_t n = recv(fd_, chunk, sizeof chunk, 0);
    if (n <= 0) {
        close(fd_);
        fd_ = -1;
        if (!partLine_.empty()) {
            lines_.push_back(partLine_);
            taken_.push_back(false);
            partLine_.clear();
        }
        return false;
    }
    if (quickAck_) {
        int one = 1;
        setsockopt(fd_, IPPROTO_TCP, TCP_QUICKACK, &one, sizeof one);
    }
    take(std::string(chunk, std::size_t(n)));
    return true;
}

void TelnetClient::take(const std::string& bytes) {
    raw_ += bytes;
    pending_ += bytes;
    std::size_t i = 0;
    while (i < pending_.size()) {
        auto c = static_cast<unsigned char>(pending_[i]);
        if (c != IAC) {
            if (c == '\n') {
                if (!partLine_.empty() && partLine_.back() == '\r') partLine_.pop_back();
                lines_.push_back(partLine_);
                taken_.push_back(false);
                partLine_.clear();
            } else {
                partLine_ += char(c);
            }
            ++i;
            continue;
        }
        if (i + 1 >= pending_.size()) break; // the rest of the command is still to come
        auto command = static_cast<unsigned char>(pending_[i + 1]);
        if (command == IAC) { // an escaped 255 in the text
            partLine_ += char(IAC);
            i += 2;
        } else if (command == WILL || command == WONT || command == DO || command == DONT) {
            if (i + 2 >= pending_.size()) break;
            char option = pending_[i + 2];
            // Refuse what it offers or asks for; a WONT or DONT needs no answer.
            if (command == WILL) sendRaw({char(IAC), char(DONT), option});
            if (command == DO) sendRaw({char(IAC), char(WONT), option});
            i += 3;
        } else if (command == SB) { // a subnegotiation runs to IAC SE
            std::size_t end = pending_.find({char(IAC), char(SE)}, i + 2);
            if (end == std::string::npos) break;
            i = end + 2;
        } else { // NOP, GA, EOR and the like carry no text
            i += 2;
        }
    }
    pending_.erase(0, i);
}

std::optional<std::string>
TelnetClient::waitFor(const std::function<bool(const std::string&)>& match,
                      std::chrono::milliseconds timeout) {
    Clock::time_point deadline = Clock::now() + timeout;
    auto untakenMatch = [&]() -> std::optional<std::string> {
        for (std::size_t i = 0; i < lines_.size(); ++i)
            if (!taken_[i] && match(lines_[i])) {
                taken_[i] = true;
                return lines_[i];
            }
        return std::nullopt;
    };
    for (;;) {
        if (auto line = untakenMatch()) return line;
        if (!pump(deadline)) return untakenMatch();
    }
}

std::optional<std::string> TelnetClient::waitForLine(const std::string& part,
                                                     std::chrono::milliseconds timeout) {
    return waitFor([&](const std::string& line) { return line.find(part) != std::string::npos; },
                   timeout);
}

std::optional<std::string> TelnetClient::waitForMatch(const std::regex& pattern,
                                                      std::chrono::milliseconds timeout) {
    return waitFor([&](const std::string& line) { return std::regex_search(line, pattern); },
                   timeout);
}

} // namespace mudchess::mud::test
