// A scripted player at a MUD's telnet port, for the tests against a real TinyMUX: connects,
// logs in, types lines, waits (with a deadline, never a fixed sleep) for a line it expects, and
// keeps everything it was sent, so a test can also say what it was NOT sent. The server's
// telnet negotiation is refused politely (DONT to its WILL, WONT to its DO), as a plain client
// that speaks no options does, and taken out of the text; raw() keeps the bytes as they came.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <regex>
#include <string>
#include <vector>

namespace mudchess::mud::test {

using namespace std::chrono_literals;

class TelnetClient {
  public:
    // Connects to 127.0.0.1:port and waits for the login screen; throws if it does not come.
    explicit TelnetClient(int port);
    // Connects and logs in as `name`; throws, saying what the server said, if it refuses.
    TelnetClient(int port, const std::string& name, const std::string& password);
    ~TelnetClient(); // QUITs and closes
    TelnetClient(const TelnetClient&) = delete;
    TelnetClient& operator=(const TelnetClient&) = delete;

    // `connect name password` at the login screen: whether the server let it in (it answers a
    // `think` once logged in; a refusal ends the wait at once).
    bool login(const std::string& name, const std::string& password,
               std::chrono::milliseconds timeout = 10s);
    const std::string& name() const { return name_; }

    void send(const std::string& line) { sendRaw(line + "\r\n"); }
    void sendRaw(const std::string& bytes); // as given: CR LF, IAC and all

    // The first line not returned before by a wait that `match` accepts, within the timeout.
    // Lines are as a player reads them: no CR LF, no telnet negotiation.
    std::optional<std::string> waitFor(const std::function<bool(const std::string&)>& match,
                                       std::chrono::milliseconds timeout = 10s);
    // ... that contains `part`.
    std::optional<std::string> waitForLine(const std::string& part,
                                           std::chrono::milliseconds timeout = 10s);
    // ... in which `pattern` is found (std::regex_search).
    std::optional<std::string> waitForMatch(const std::regex& pattern,
                                            std::chrono::milliseconds timeout = 10s);

    // Types `think <token>` and waits for the token: the server runs one connection's commands
    // in order, so once this returns, everything the commands typed before it printed to this
    // player has arrived. False on timeout or when the connection is gone.
    bool sync(std::chrono::milliseconds timeout = 10s);
    // Types `line` and returns what it printed to this player: the lines after it up to a
    // sync(), which may hold lines of others' doing that came meanwhile; after
    // frameCommands(), exactly the lines the command printed. Nothing on timeout.
    std::optional<std::vector<std::string>> command(const std::string& line,
                                                    std::chrono::milliseconds timeout = 10s);
    // From now on, every command's output comes framed by OUTPUTPREFIX/OUTPUTSUFFIX lines
    // (TinyMUX lets anyone set them), and command() returns what is inside the frame: the
    // server runs one command at a time, so nothing of anybody else's doing falls inside.
    void frameCommands();

    // Everything received so far, lines in order (matched or not), and the bytes as they came.
    const std::vector<std::string>& lines() const { return lines_; }
    const std::string& raw() const { return raw_; }
    // The lines received since the last forget() (all of them if never), the harness's own
    // lines (sync tokens, frames) left out.
    std::vector<std::string> fresh() const;
    // Marks everything received so far as seen: waits and fresh() start after it.
    void forget();
    // Reads what has arrived without waiting for more.
    void drain();
    // Whether the server still has the connection open (as far as has been read).
    bool connected() const { return fd_ >= 0; }
    // Waits for the server to close the connection (as @shutdown does); false on timeout.
    bool waitForClose(std::chrono::milliseconds timeout = 10s);

    // Acknowledge every read at once instead of Linux's delayed ACK (up to 40 ms): TinyMUX
    // writes without TCP_NODELAY, so a second small write waits for the first one's ACK.
    void setQuickAck(bool on) { quickAck_ = on; }

  private:
    using Clock = std::chrono::steady_clock;
    bool pump(Clock::time_point deadline); // reads what is there; false on timeout or close
    void take(const std::string& bytes);   // telnet decoding, answers, lines
    std::string token();

    int fd_ = -1;
    bool quickAck_ = false;
    std::string name_;
    std::string raw_;
    std::string pending_;  // undecoded bytes (an IAC sequence cut by a read)
    std::string partLine_; // decoded text after the last line break
    std::vector<std::string> lines_;
    std::vector<bool> taken_; // which lines a wait has already returned
    std::size_t freshFrom_ = 0;
    int syncs_ = 0;
    bool framed_ = false;
};

} // namespace mudchess::mud::test
