// One telnet connection to the MUD: a non-blocking TCP socket, the telnet layer, and the
// server's text cut into lines. No policy: the robot decides what to send and when.
#pragma once

#include "front/mud/telnet.hpp"

#include <optional>
#include <string>
#include <vector>

namespace mudchess::mud {

class Connection {
  public:
    Connection() = default;
    ~Connection() { close(); }
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;

    // Connects (blocking for the name lookup and the handshake, which on a MUD's host are
    // quick); the reason when it failed.
    std::optional<std::string> open(const std::string& host, int port);
    void close();
    bool isOpen() const { return fd_ >= 0; }
    int fd() const { return fd_; }

    // Queues a command line (CR LF added, IAC doubled); it goes out as the socket takes it.
    void sendLine(const std::string& line);
    // Whether bytes wait to be written (then poll for POLLOUT too).
    bool wantsToWrite() const { return !outgoing_.empty(); }
    // Writes what the socket takes now; false when the connection is gone.
    bool flush();
    // Reads what has arrived; the complete lines, without their line ends. False in `alive`
    // when the server closed the connection or it broke.
    std::vector<std::string> readLines(bool& alive);

  private:
    int fd_ = -1;
    TelnetCodec telnet_;
    std::string outgoing_;
    std::string partial_; // text after the last line end

    // A line longer than this without an end is cut there (a server never sends one).
    static constexpr std::size_t LONGEST_LINE = 65536;
};

} // namespace mudchess::mud
