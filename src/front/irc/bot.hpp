// The IRC front end: a libircclient session turned into (actor = nick, place = channel, line)
// for the dispatcher, and replies turned into paced PRIVMSG (to the place) and NOTICE (to a
// person). It holds no game logic; it decides only who hears what, and when the server allows.
#pragma once

#include "front/irc/config.hpp"
#include "front/irc/outbox.hpp"
#include "front/wake_pipe.hpp"
#include "mudchess/mudchess.hpp"

#include <csignal>
#include <iosfwd>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <sys/select.h>
#include <vector>

struct irc_session_s;

namespace mudchess::irc {

class Bot {
  public:
    Bot(BotConfig config, Service& service, std::ostream& log);
    ~Bot();
    Bot(const Bot&) = delete;
    Bot& operator=(const Bot&) = delete;

    // Connects, and keeps connecting, until `stop` becomes non-zero; then says goodbye.
    int run(const volatile std::sig_atomic_t& stop);

    // libircclient's callbacks land here (through the session's context pointer).
    void onConnect();
    void onNumeric(unsigned event, const char** params, unsigned count);
    void onNick(const std::string& from, const std::string& to);
    void onJoin(const std::string& nick, const std::string& channel);
    void onKick(const std::string& channel, const std::string& kicked);
    void onMessage(const std::string& nick, const std::string& target, const std::string& text);
    void onCtcp(const std::string& nick, const std::string& request);
    // Anything at all from the server: it is still there.
    void heard() { lastHeard_ = Clock::now(); }

  private:
    // A command line from `nick`, typed in `channel` (folded) or privately (empty).
    void handleCommand(const std::string& nick, const std::string& channel,
                       const std::string& line);
    void deliver(const Outcome& outcome, const std::string& actor);
    // Queues `text` for `target` as lines that fit, each made safe for the wire.
    void send(const char* command, const std::string& target, const std::string& text);
    void sendPrivately(const std::string& nick, const std::string& text);
    void sendMore(const std::string& nick);
    bool ignored(const std::string& nick) const;
    // True (after one notice saying so) while `nick` has too many private lines queued.
    bool tooFarAhead(const std::string& nick);
    bool isOurChannel(const std::string& folded) const;
    std::string channelList() const;
    void connect(Clock::time_point now);
    void lostConnection(Clock::time_point now, const std::string& why);
    void flush(Clock::time_point now);
    void setNoDelay(const fd_set& in, const fd_set& out, int maxfd);
    static std::string joinLine(const ChannelConfig& c);

    BotConfig config_;
    Service& service_;
    WakePipe wake_; // the service's wakeup: work finished on another thread
    std::ostream& log_;
    irc_session_s* session_ = nullptr;
    Outbox outbox_;
    std::string nick_;            // the nick we have now
    std::size_t nextAltNick_ = 0; // the next fall-back to try when ours is taken
    bool registered_ = false;
    double backoff_;
    std::optional<Clock::time_point> reconnectAt_;
    void checkAlive(Clock::time_point now);
    Clock::time_point lastHeard_{};
    bool pinged_ = false;      // asked the server after a silence, no answer yet
    bool noDelaySet_ = false;  // TCP_NODELAY is on for this connection's socket
    bool sendBlocked_ = false; // libircclient's buffer was full: wait for the socket
    std::map<std::string, Clock::time_point> rejoinAt_;    // folded channel -> when
    std::map<std::string, std::vector<std::string>> more_; // nick -> lines not yet shown
    std::set<std::string> slowedDown_;                     // nicks told they are too far ahead
};

} // namespace mudchess::irc
