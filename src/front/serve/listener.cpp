#include "front/serve/listener.hpp"

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

namespace mudchess::serve {

namespace {

bool isLoopback(const sockaddr* address) {
    if (address->sa_family == AF_INET) {
        auto* v4 = reinterpret_cast<const sockaddr_in*>(address);
        return (ntohl(v4->sin_addr.s_addr) >> 24) == 127;
    }
    if (address->sa_family == AF_INET6) {
        auto* v6 = reinterpret_cast<const sockaddr_in6*>(address);
        if (IN6_IS_ADDR_LOOPBACK(&v6->sin6_addr)) return true;
        if (IN6_IS_ADDR_V4MAPPED(&v6->sin6_addr)) return v6->sin6_addr.s6_addr[12] == 127;
    }
    return false;
}

// The address in numeric form; nothing when it is not one.
struct Resolved {
    sockaddr_storage address{};
    socklen_t length = 0;
};
std::optional<Resolved> resolve(const std::string& host, const std::string& port) {
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV | AI_PASSIVE;
    addrinfo* found = nullptr;
    if (getaddrinfo(host.c_str(), port.c_str(), &hints, &found) != 0 || !found) return std::nullopt;
    Resolved r;
    std::memcpy(&r.address, found->ai_addr, found->ai_addrlen);
    r.length = found->ai_addrlen;
    freeaddrinfo(found);
    return r;
}

std::string describe(const sockaddr_storage& address) {
    char host[INET6_ADDRSTRLEN] = {};
    int port = 0;
    if (address.ss_family == AF_INET) {
        auto* v4 = reinterpret_cast<const sockaddr_in*>(&address);
        inet_ntop(AF_INET, &v4->sin_addr, host, sizeof host);
        port = ntohs(v4->sin_port);
        return std::string(host) + ":" + std::to_string(port);
    }
    auto* v6 = reinterpret_cast<const sockaddr_in6*>(&address);
    inet_ntop(AF_INET6, &v6->sin6_addr, host, sizeof host);
    port = ntohs(v6->sin6_port);
    return "[" + std::string(host) + "]:" + std::to_string(port);
}

} // namespace

std::variant<ListenAddress, std::string> parseListenAddress(const std::string& text) {
    std::string host, port;
    if (text.starts_with("[")) {
        std::size_t close = text.find("]:");
        if (close == std::string::npos) return "\"" + text + "\" is not [IPv6]:PORT";
        host = text.substr(1, close - 1);
        port = text.substr(close + 2);
    } else {
        std::size_t colon = text.rfind(':');
        if (colon == std::string::npos)
            return "--listen takes HOST:PORT, like 127.0.0.1:4000, not \"" + text + "\"";
        host = text.substr(0, colon);
        port = text.substr(colon + 1);
    }
    bool digits = !port.empty() && port.size() <= 5 &&
                  port.find_first_not_of("0123456789") == std::string::npos;
    if (!digits || std::stoi(port) > 65535)
        return "\"" + port + "\" is not a port (0-65535; 0 picks a free one)";
    std::optional<Resolved> r = resolve(host, port);
    if (!r)
        return "\"" + host + "\" is not a numeric address (like 127.0.0.1 or ::1); names are " +
               "not looked up";
    return ListenAddress{host, port, isLoopback(reinterpret_cast<const sockaddr*>(&r->address))};
}

std::optional<std::string> checkRemote(const ListenAddress& address, bool allowRemote,
                                       const std::optional<std::string>& token) {
    if (address.loopback) return std::nullopt;
    if (!allowRemote)
        return address.host +
               " is not a loopback address: anyone who reaches it could play as anyone. Listen "
               "on 127.0.0.1, or give --allow-remote and --token TOKEN";
    if (!token || token->empty())
        return "--allow-remote needs --token TOKEN: each client must then send "
               "{\"op\":\"auth\",\"token\":\"TOKEN\"} first";
    return std::nullopt;
}

std::variant<Listening, std::string> listenOn(const ListenAddress& address) {
    std::optional<Resolved> r = resolve(address.host, address.port);
    if (!r) return "cannot use address " + address.host;
    int fd = socket(r->address.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return std::string("cannot make a socket: ") + std::strerror(errno);
    int on = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
    if (bind(fd, reinterpret_cast<const sockaddr*>(&r->address), r->length) != 0 ||
        listen(fd, SOMAXCONN) != 0) {
        std::string why = std::strerror(errno);
        close(fd);
        return "cannot listen on " + address.host + ":" + address.port + ": " + why;
    }
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
    Listening l;
    l.fd = fd;
    sockaddr_storage bound{};
    socklen_t length = sizeof bound;
    getsockname(fd, reinterpret_cast<sockaddr*>(&bound), &length);
    l.where = describe(bound);
    return l;
}

int acceptClient(int listenFd) {
    int fd = accept4(listenFd, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (fd < 0) return -1;
    int on = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
    return fd;
}

} // namespace mudchess::serve
