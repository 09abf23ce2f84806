// The TCP side of `mudchess serve --listen HOST:PORT`: where to listen, whether that is allowed,
// and the listening socket. Loopback (127.0.0.0/8, ::1) is the default; any other address needs
// --allow-remote and a --token, since anyone who can reach the port can play as anyone.
#pragma once

#include <optional>
#include <string>
#include <variant>

namespace mudchess::serve {

struct ListenAddress {
    std::string host; // numeric: "127.0.0.1", "::1", "0.0.0.0"
    std::string port; // "0" asks the system for a free one
    bool loopback = false;
};

// "127.0.0.1:4000", "[::1]:4000", or an error sentence.
std::variant<ListenAddress, std::string> parseListenAddress(const std::string& text);

// Why these options may not be used together, if they may not.
std::optional<std::string> checkRemote(const ListenAddress& address, bool allowRemote,
                                       const std::optional<std::string>& token);

struct Listening {
    int fd = -1;
    std::string where; // "127.0.0.1:40123", with the port the system chose
};

// A non-blocking listening socket, or an error sentence.
std::variant<Listening, std::string> listenOn(const ListenAddress& address);

// The next connection waiting on `listenFd`, non-blocking and close-on-exec, or -1 (errno says
// why; EAGAIN: none waits). Its small lines go out at once (TCP_NODELAY): without it Nagle's
// algorithm holds an answer until the client acknowledges the one before, about 40 ms when two
// players move in turn (issue 54, D2).
int acceptClient(int listenFd);

} // namespace mudchess::serve
