// The IRC front end: a libircclient session turned into (actor, place = channel, line) for the
// dispatcher, the actor being the player's services account where the network has them and
// their nick where it has not (accounts.hpp), and replies turned into paced PRIVMSG (to the place)
// and NOTICE (to a person). It holds no game logic; it decides only who hears what, and when the
// server allows.
#pragma once

#include "front/irc/accounts.hpp"
#include "front/irc/config.hpp"
#include "front/irc/move_receipts.hpp"
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
    // `account`: what extended-join said ("*" for none), or nothing from a plain JOIN.
    void onJoin(const std::string& nick, const std::string& channel,
                const std::optional<std::string>& account);
    void onPart(const std::string& nick, const std::string& channel);
    void onQuit(const std::string& nick);
    void onKick(const std::string& channel, const std::string& kicked);
    // A command libircclient has no event of its own for (CAP, ACCOUNT).
    void onUnknown(const std::string& command, const std::string& nick, const char** params,
                   unsigned count);
    void onMessage(const std::string& nick, const std::string& target, const std::string& text);
    void onCtcp(const std::string& nick, const std::string& request);
    // Anything at all from the server: it is still there.
    void heard() { lastHeard_ = Clock::now(); }

  private:
    // A command line from `nick`, typed in `channel` (folded) or privately (empty): run at
    // once when who they are is known, or after the server has answered a WHOX about them.
    void handleCommand(const std::string& nick, const std::string& channel,
                       const std::string& line);
    void runCommand(const Actor& actor, const std::string& channel, const std::string& line);
    // `actor`: who typed the command the outcome answers (nobody for a tick's outcome).
    void deliver(const Outcome& outcome, const Actor& actor);
    // The nick to tell something meant for `to`; empty when nobody should hear it.
    std::string nickFor(const Recipient& to) const;
    // The server answered CAP: `probe` asks whether it has WHOX, otherwise settle() at once.
    void capAnswered(bool probe);
    // What the server offers is known (or it took too long to say): the operator is told how
    // players are known on this network, and the bot joins its channels.
    void settle();
    void sayHowPlayersAreKnown();
    void onWhoReply(const char** params, unsigned count);
    void onWhoEnd(const std::string& mask);
    // Queues `text` for `target` as lines that fit, each made safe for the wire.
    // The send queue's lane of the player at `nick`: their id (account or nick), as deliver()
    // queues their answers.
    std::string laneOf(const std::string& nick) const;
    // `lane`: whose command the text answers (Outbox::push), "" for news nobody typed.
    void send(const char* command, const std::string& target, const std::string& text,
              const std::string& lane = {});
    void sendPrivately(const std::string& nick, const std::string& text,
                       const std::string& lane = {});
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
    MoveReceipts showsAwait_;     // moves waiting in outbox_ for their news to go out
    std::string nick_;            // the nick we have now
    std::size_t nextAltNick_ = 0; // the next fall-back to try when ours is taken
    // Under a fall-back nick: when to ask for ours again (NICK), until the server gives it.
    std::optional<Clock::time_point> nextNickTry_;
    bool registered_ = false;
    double backoff_;
    std::optional<Clock::time_point> reconnectAt_;
    void checkAlive(Clock::time_point now);
    // Under a fall-back nick, asks for the configured one again when it is time.
    void reclaimNick(Clock::time_point now);
    Clock::time_point lastHeard_{};
    bool pinged_ = false;      // asked the server after a silence, no answer yet
    bool noDelaySet_ = false;  // TCP_NODELAY is on for this connection's socket
    bool sendBlocked_ = false; // libircclient's buffer was full: wait for the socket
    std::map<std::string, Clock::time_point> rejoinAt_;    // folded channel -> when
    std::map<std::string, std::vector<std::string>> more_; // nick -> lines not yet shown
    std::set<std::string> slowedDown_;                     // nicks told they are too far ahead
    Accounts accounts_;
    bool capAnswered_ = false;
    bool settled_ = false; // settle() for this connection
    Clock::time_point connectedAt_{};
    // Commands waiting for the server's WHOX answer about who typed them, by folded nick.
    struct Waiting {
        std::string nick;
        std::vector<std::pair<std::string, std::string>> lines; // (channel, line)
        std::string account;                                    // as answered so far
    };
    std::map<std::string, Waiting> waiting_;
};

} // namespace mudchess::irc
