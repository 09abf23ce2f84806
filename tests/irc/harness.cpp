#include "harness.hpp"

#include "child.hpp"

#include <arpa/inet.h>
#include <csignal>
#include <fstream>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sstream>
#include <stdexcept>
#include <sys/socket.h>
#include <unistd.h>

namespace mudchess::irc::test {

namespace {

sockaddr_in loopback(int port) {
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(static_cast<uint16_t>(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return a;
}

std::string base64(const std::string& bytes) {
    static const char* digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    for (std::size_t i = 0; i < bytes.size(); i += 3) {
        unsigned n = unsigned(static_cast<unsigned char>(bytes[i])) << 16;
        if (i + 1 < bytes.size()) n |= unsigned(static_cast<unsigned char>(bytes[i + 1])) << 8;
        if (i + 2 < bytes.size()) n |= unsigned(static_cast<unsigned char>(bytes[i + 2]));
        out += digits[(n >> 18) & 63];
        out += digits[(n >> 12) & 63];
        out += i + 1 < bytes.size() ? digits[(n >> 6) & 63] : '=';
        out += i + 2 < bytes.size() ? digits[n & 63] : '=';
    }
    return out;
}

} // namespace

Ngircd::Ngircd(const std::filesystem::path& dir, std::string extraConfig)
    : dir_(dir), extraConfig_(std::move(extraConfig)) {
    start();
}

Ngircd::~Ngircd() { stop(); }

bool Ngircd::launch() {
    std::filesystem::path conf = dir_ / "ngircd.conf";
    std::ofstream(conf) << "[Global]\nName = irc.test\nInfo = mudchess tests\n"
                        << "Listen = 127.0.0.1\nPorts = " << port_ << "\n"
                        << "MotdPhrase = test server\nServerUID = " << getuid()
                        << "\nServerGID = " << getgid() << "\nPidFile = " << (dir_ / "pid").string()
                        << "\n[Limits]\nMaxConnectionsIP = 0\nMaxNickLength = 30\n"
                        << "MaxJoins = 0\nPingTimeout = 600\nPongTimeout = 600\n"
                        << "[Options]\nPAM = no\nIdent = no\nDNS = no\n"
                        << extraConfig_;
    process_.emplace(std::vector<std::string>{"/usr/sbin/ngircd", "-n", "-f", conf.string()},
                     dir_ / "ngircd.log");
    Clock::time_point deadline = Clock::now() + 5s;
    while (Clock::now() < deadline && process_->running()) {
        if (accepting(port_)) return true;
        poll(nullptr, 0, 20);
    }
    process_->stop();
    return false;
}

void Ngircd::start() {
    // A restart keeps its port, since the bot reconnects there; the old socket may linger a
    // moment, so it gets a few tries. A first start takes a free port, and another if the one
    // it picked was taken before ngircd could bind it.
    bool restart = port_ != 0;
    for (int attempt = 0; attempt < 10; ++attempt) {
        if (!restart) port_ = freePort();
        if (launch()) return;
    }
    throw std::runtime_error("ngircd did not start; log:\n" + readFile(dir_ / "ngircd.log"));
}

void Ngircd::freeze() {
    if (process_) process_->signal(SIGSTOP);
}

void Ngircd::resume() {
    if (process_) process_->signal(SIGCONT);
}

void Ngircd::stop() {
    resume(); // a frozen server would not hear SIGTERM
    if (process_) process_->stop();
    process_.reset();
}

BotProcess::BotProcess(const std::filesystem::path& dir, int port, const BotOptions& options)
    : log_(dir / "bot.log") {
    std::filesystem::path conf = dir / "bot.conf";
    std::ofstream out(conf);
    out << "server = 127.0.0.1\nport = " << port << "\nnick = mudchess\n";
    for (const std::string& c : options.channels) out << "channel = " << c << "\n";
    for (const std::string& e : options.extra) out << e << "\n";
    out.close();
    process_.emplace(std::vector<std::string>{MUDCHESS_BINARY, "irc", "--config", conf.string()},
                     log_);
}

BotProcess::~BotProcess() { process_->stop(); }

std::size_t BotProcess::countInLog(const std::string& text) const {
    std::string all = log();
    std::size_t n = 0;
    for (std::size_t at = all.find(text); at != std::string::npos; at = all.find(text, at + 1)) ++n;
    return n;
}

bool BotProcess::waitForLog(const std::string& text, std::chrono::milliseconds timeout,
                            std::size_t times) const {
    Clock::time_point deadline = Clock::now() + timeout;
    while (Clock::now() < deadline) {
        if (countInLog(text) >= times) return true;
        poll(nullptr, 0, 20);
    }
    return false;
}

std::string BotProcess::stopAndCheck() {
    if (!process_->running()) return "the bot had stopped by itself:\n" + log();
    std::optional<int> status = process_->stop(10s);
    return mudchess::test::childProblem("the bot", status, 0, log());
}

void BotProcess::kill() {
    process_->signal(SIGKILL);
    process_->wait(10s);
}

Message parseMessage(const std::string& line) {
    Message m;
    m.raw = line;
    std::size_t i = 0;
    if (!line.empty() && line[0] == '@') {
        std::size_t end = line.find(' ');
        m.tags = line.substr(1, end - 1);
        i = end == std::string::npos ? line.size() : end + 1;
    }
    if (i < line.size() && line[i] == ':') {
        std::size_t end = line.find(' ', i);
        std::string prefix = line.substr(i + 1, end - i - 1);
        if (prefix.find('!') != std::string::npos) m.nick = prefix.substr(0, prefix.find('!'));
        i = end == std::string::npos ? line.size() : end + 1;
    }
    std::size_t end = line.find(' ', i);
    m.command = line.substr(i, end - i);
    i = end == std::string::npos ? line.size() : end + 1;
    while (i < line.size()) {
        if (line[i] == ':') {
            m.params.push_back(line.substr(i + 1));
            break;
        }
        end = line.find(' ', i);
        m.params.push_back(line.substr(i, end - i));
        i = end == std::string::npos ? line.size() : end + 1;
    }
    return m;
}

Client::Client(int port, std::string nick, const std::optional<Login>& sasl)
    : nick_(std::move(nick)) {
    fd_ = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a = loopback(port);
    if (connect(fd_, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
        close(fd_);
        throw std::runtime_error(nick_ + " could not connect");
    }
    if (sasl) send("CAP REQ :sasl"); // holds registration until CAP END
    send("NICK " + nick_);
    send("USER " + nick_ + " 0 * :test client");
    if (sasl) {
        // SASL PLAIN (RFC 4616): authorisation id, account and password, NUL apart, in base64.
        bool acked = bool(waitFor([](const Message& m) {
            return m.command == "CAP" && m.params.size() >= 3 && m.params[1] == "ACK";
        }));
        send("AUTHENTICATE PLAIN");
        bool asked = acked && waitFor([](const Message& m) { return m.command == "AUTHENTICATE"; });
        std::string plain = sasl->account + '\0' + sasl->account + '\0' + sasl->password;
        send("AUTHENTICATE " + base64(plain));
        bool in =
            asked && waitFor([](const Message& m) {
                         return m.command == "903" || m.command == "904" || m.command == "905";
                     })
                             .value_or(Message{})
                             .command == "903";
        send("CAP END");
        if (!in) {
            close(fd_);
            throw std::runtime_error(nick_ + " could not log in as " + sasl->account +
                                     " with SASL");
        }
    }
    if (!waitFor([](const Message& m) { return m.command == "001"; })) {
        close(fd_);
        throw std::runtime_error(nick_ + " was not welcomed by the server");
    }
}

Client::~Client() {
    if (fd_ >= 0) {
        send("QUIT :done");
        close(fd_);
    }
}

void Client::sendRaw(const std::string& bytes) {
    if (fd_ < 0) return;
    std::size_t done = 0;
    while (done < bytes.size()) {
        ssize_t n = ::send(fd_, bytes.data() + done, bytes.size() - done, MSG_NOSIGNAL);
        if (n <= 0) return;
        done += std::size_t(n);
    }
}

void Client::join(const std::string& channel) {
    send("JOIN " + channel);
    waitFor([&](const Message& m) {
        return m.command == "JOIN" && m.nick == nick_ && m.target() == channel;
    });
}

void Client::changeNick(const std::string& nick) {
    send("NICK " + nick);
    std::string old = nick_;
    if (waitFor([&](const Message& m) { return m.command == "NICK" && m.nick == old; }))
        nick_ = nick;
}

bool Client::syncWithBot(const std::string& bot, std::chrono::milliseconds timeout) {
    std::string token = "sync-" + nick_ + "-" + std::to_string(++syncs_);
    say(bot, "\x01PING " + token + "\x01");
    return bool(waitFor(
        [&](const Message& m) {
            return m.nick == bot && m.command == "NOTICE" &&
                   m.text() == "\x01PING " + token + "\x01";
        },
        timeout));
}

bool Client::waitForMember(const std::string& channel, const std::string& nick,
                           std::chrono::milliseconds timeout) {
    Clock::time_point deadline = Clock::now() + timeout;
    while (Clock::now() < deadline) {
        // Only a reply to this NAMES counts: a list from before (the one a JOIN brings, say)
        // may name someone who has gone since.
        for (std::size_t i = 0; i < all_.size(); ++i)
            if (all_[i].command == "353") taken_[i] = true;
        send("NAMES " + channel);
        auto names = waitFor([&](const Message& m) { return m.command == "353"; }, 2s);
        if (names) {
            std::istringstream words(names->text());
            for (std::string w; words >> w;)
                if (w == nick || w.substr(1) == nick) return true;
        }
        // Asking again at once would only flood the server; wait for the next reply window.
        waitFor([](const Message&) { return false; }, 200ms);
    }
    return false;
}

bool Client::pump(Clock::time_point deadline) {
    if (fd_ < 0) return false;
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() < 0) return false;
    pollfd p{fd_, POLLIN, 0};
    if (::poll(&p, 1, int(left.count())) <= 0) return false;
    char chunk[4096];
    ssize_t n = recv(fd_, chunk, sizeof chunk, 0);
    if (n <= 0) {
        close(fd_);
        fd_ = -1;
        return false;
    }
    buffer_.append(chunk, std::size_t(n));
    if (quickAck_) {
        int one = 1;
        setsockopt(fd_, IPPROTO_TCP, TCP_QUICKACK, &one, sizeof one);
    }
    for (std::size_t end; (end = buffer_.find("\r\n")) != std::string::npos;) {
        Message m = parseMessage(buffer_.substr(0, end));
        buffer_.erase(0, end + 2);
        if (m.command == "PING") send("PONG :" + m.text());
        all_.push_back(std::move(m));
        taken_.push_back(false);
    }
    return true;
}

std::optional<Message> Client::waitFor(const std::function<bool(const Message&)>& match,
                                       std::chrono::milliseconds timeout) {
    Clock::time_point deadline = Clock::now() + timeout;
    auto untakenMatch = [&]() -> std::optional<Message> {
        for (std::size_t i = 0; i < all_.size(); ++i)
            if (!taken_[i] && match(all_[i])) {
                taken_[i] = true;
                return all_[i];
            }
        return std::nullopt;
    };
    for (;;) {
        if (auto m = untakenMatch()) return m;
        if (!pump(deadline)) return untakenMatch();
    }
}

std::optional<Message> Client::waitForText(const std::string& from, const std::string& command,
                                           const std::string& target, const std::string& part,
                                           std::chrono::milliseconds timeout) {
    return waitFor(
        [&](const Message& m) {
            return m.nick == from && m.command == command && m.target() == target &&
                   m.text().find(part) != std::string::npos;
        },
        timeout);
}

} // namespace mudchess::irc::test
