#include "front/mud/connection.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

namespace mudchess::mud {

std::optional<std::string> Connection::open(const std::string& host, int port) {
    close();
    telnet_ = TelnetCodec{};
    outgoing_.clear();
    partial_.clear();
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* found = nullptr;
    if (int rc = getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &found); rc != 0)
        return std::string("cannot find ") + host + ": " + gai_strerror(rc);
    std::string why = "no address";
    for (addrinfo* a = found; a; a = a->ai_next) {
        int fd = socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC, a->ai_protocol);
        if (fd < 0) continue;
        if (::connect(fd, a->ai_addr, a->ai_addrlen) == 0) {
            fd_ = fd;
            break;
        }
        why = std::strerror(errno);
        ::close(fd);
    }
    freeaddrinfo(found);
    if (fd_ < 0) return why;
    fcntl(fd_, F_SETFL, fcntl(fd_, F_GETFL) | O_NONBLOCK);
    // Each command is small and paced; Nagle would hold it behind the server's delayed ACK.
    int one = 1;
    setsockopt(fd_, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    return std::nullopt;
}

void Connection::close() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
}

void Connection::sendLine(const std::string& line) {
    outgoing_ += TelnetCodec::encode(line);
    outgoing_ += "\r\n";
}

bool Connection::flush() {
    while (fd_ >= 0 && !outgoing_.empty()) {
        ssize_t n = ::send(fd_, outgoing_.data(), outgoing_.size(), MSG_NOSIGNAL);
        if (n > 0) {
            outgoing_.erase(0, std::size_t(n));
            continue;
        }
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return true;
        if (n < 0 && errno == EINTR) continue;
        return false;
    }
    return fd_ >= 0;
}

std::vector<std::string> Connection::readLines(bool& alive) {
    alive = true;
    std::vector<std::string> lines;
    char buffer[8192];
    while (fd_ >= 0) {
        ssize_t n = ::recv(fd_, buffer, sizeof buffer, 0);
        if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
            alive = false;
            break;
        }
        if (n < 0) {
            if (errno == EINTR) continue;
            break;
        }
        // Acknowledge at once: netmux writes without TCP_NODELAY, so its next line to us (a
        // player's command) would wait for this read's ACK, which Linux delays up to 40 ms.
        // Linux leaves quick-ACK mode by itself, so it is asked for after every read.
        int one = 1;
        setsockopt(fd_, IPPROTO_TCP, TCP_QUICKACK, &one, sizeof one);
        std::string answers;
        partial_ += telnet_.receive(std::string_view(buffer, std::size_t(n)), answers);
        outgoing_ += answers; // after any command half written, never inside it
    }
    std::size_t start = 0;
    for (std::size_t end; (end = partial_.find('\n', start)) != std::string::npos;
         start = end + 1) {
        std::string line = partial_.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(std::move(line));
    }
    partial_.erase(0, start);
    if (partial_.size() > LONGEST_LINE) {
        lines.push_back(partial_);
        partial_.clear();
    }
    return lines;
}

} // namespace mudchess::mud
