// Real parts for the IRC tests: Debian's ngircd on 127.0.0.1 at a free port with a generated
// configuration, the mudchess bot as its own process, and small scripted IRC clients. Every
// wait polls with a deadline (no fixed sleeps), and every child process is killed when its
// owner goes out of scope, or by the kernel if the test process dies first.
#pragma once

#include "process.hpp"
#include "temp_dir.hpp"

#include <chrono>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace mudchess::irc::test {

using namespace std::chrono_literals;
using mudchess::test::accepting;
using mudchess::test::Clock;
using mudchess::test::freePort;
using mudchess::test::Process;
using mudchess::test::readFile;
using mudchess::test::TempDir;

class Ngircd {
  public:
    // `extraConfig`: more sections for ngircd.conf, such as an [Operator] block.
    explicit Ngircd(const std::filesystem::path& dir, std::string extraConfig = {});
    ~Ngircd();
    void start(); // on the same port as before, if it ran before
    void stop();
    // Freezes the server (SIGSTOP): connections stay open and nothing answers, as when a
    // network path dies silently. resume() lets it go on.
    void freeze();
    void resume();
    int port() const { return port_; }

  private:
    bool launch();
    std::filesystem::path dir_;
    std::string extraConfig_;
    int port_ = 0;
    std::optional<Process> process_;
};

struct BotOptions {
    std::vector<std::string> channels{"#chess"};
    // Faster than the default and still under what ngircd lets one client send.
    std::vector<std::string> extra{"burst-lines = 5",      "burst-bytes = 1536",
                                   "lines-per-second = 4", "bytes-per-second = 1000",
                                   "reconnect-min = 0.2",  "reconnect-max = 1",
                                   "rejoin-delay = 0.2"};
};

class BotProcess {
  public:
    BotProcess(const std::filesystem::path& dir, int port, const BotOptions& options = {});
    ~BotProcess();
    std::string log() const { return readFile(log_); }
    // Waits until the bot's log contains `text` (at least `times` times).
    bool waitForLog(const std::string& text, std::chrono::milliseconds timeout = 20s,
                    std::size_t times = 1) const;
    std::size_t countInLog(const std::string& text) const;
    bool running() { return process_->running(); }
    // Stops it as an operator would (SIGTERM) and returns "" when it ended as it should:
    // status 0 and no sanitizer report in its log; otherwise what went wrong.
    std::string stopAndCheck();
    // SIGKILL, as a crash or a power cut would: nothing runs at exit.
    void kill();

  private:
    std::filesystem::path log_;
    std::optional<Process> process_;
};

// One line from the server, taken apart.
struct Message {
    std::string raw;
    std::string tags; // IRCv3 message tags, without the '@' ("account=alice")
    std::string nick; // who sent it (prefix up to '!'), empty for the server
    std::string command;
    std::vector<std::string> params; // the trailing parameter last
    std::string text() const { return params.empty() ? "" : params.back(); }
    std::string target() const { return params.empty() ? "" : params.front(); }
};

// A services account and its password, for a client that logs in with SASL PLAIN.
struct Login {
    std::string account;
    std::string password;
};

class Client {
  public:
    // Connects and registers; throws if the server does not welcome it in time. With `sasl`,
    // it logs in to that account with SASL PLAIN before registering, and throws if it cannot.
    Client(int port, std::string nick, const std::optional<Login>& sasl = std::nullopt);
    ~Client();
    Client(const Client&) = delete;
    Client& operator=(const Client&) = delete;

    const std::string& nick() const { return nick_; }
    void sendRaw(const std::string& bytes); // sent as given, CR LF and all
    void send(const std::string& line) { sendRaw(line + "\r\n"); }
    void say(const std::string& target, const std::string& text) {
        send("PRIVMSG " + target + " :" + text);
    }
    void join(const std::string& channel);
    void changeNick(const std::string& nick);
    // Waits until `nick` is in `channel` (asks NAMES until it is).
    bool waitForMember(const std::string& channel, const std::string& nick,
                       std::chrono::milliseconds timeout = 20s);

    // The first message not returned before that matches, within the timeout.
    std::optional<Message> waitFor(const std::function<bool(const Message&)>& match,
                                   std::chrono::milliseconds timeout = 20s);
    // PRIVMSG/NOTICE from `from` to `target` whose text contains `part`.
    std::optional<Message> waitForText(const std::string& from, const std::string& command,
                                       const std::string& target, const std::string& part,
                                       std::chrono::milliseconds timeout = 20s);
    // Everything received so far, matched or not.
    const std::vector<Message>& received() const { return all_; }
    bool connected() const { return fd_ >= 0; }
    // Marks everything received so far as seen, so waits match only what comes after.
    void forget() { taken_.assign(all_.size(), true); }
    // Asks the bot for a CTCP PING with a fresh token and waits for the answer. The bot answers
    // in the order it was asked and sends its lines in order, so once this returns every line
    // the bot meant for this client before it read the request has arrived. False on timeout.
    bool syncWithBot(const std::string& bot, std::chrono::milliseconds timeout = 30s);
    // Acknowledge every read at once instead of Linux's delayed ACK (up to 40 ms). A server that
    // writes small pieces without TCP_NODELAY (ngircd) waits for that ACK before the next piece.
    void setQuickAck(bool on) { quickAck_ = on; }

  private:
    bool pump(Clock::time_point deadline); // reads what is there; false on timeout or close
    int fd_ = -1;
    bool quickAck_ = false;
    std::string nick_;
    std::string buffer_;
    std::vector<Message> all_;
    std::vector<bool> taken_; // which of all_ a waitFor has already returned
    int syncs_ = 0;
};

Message parseMessage(const std::string& line);

} // namespace mudchess::irc::test
