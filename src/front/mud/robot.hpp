// The MUD robot: a character logged into a TinyMUX that stands in one room, hears players
// there (the room command, `chess <command>`) and anywhere (page), and plays chess through the
// service. It turns what it hears into (actor, place, line), the actor's id being their dbref
// (a player who renames keeps their seats; one who takes a freed name does not get them), and
// the service's messages into @pemit (to one player, by dbref) and @remit (to the room), each
// escaped by muxLiteral and paced under the server's command quota. Like the IRC bot it holds no
// game logic.
//
// One robot, one room: a character hears only the room it stands in, and hearing other rooms
// would take softcode listeners that evaluate what players type. Several rooms are several
// robots (each its own character and games file); every page reaches the robot of its room.
#pragma once

#include "front/irc/move_receipts.hpp"
#include "front/irc/outbox.hpp"
#include "front/mud/config.hpp"
#include "front/mud/connection.hpp"
#include "front/mud/heard.hpp"
#include "front/wake_pipe.hpp"
#include "mudchess/mudchess.hpp"

#include <csignal>
#include <deque>
#include <iosfwd>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace mudchess::mud {

using Clock = std::chrono::steady_clock;

class Robot {
  public:
    Robot(RobotConfig config, Service& service, std::ostream& log);

    // Connects, and keeps connecting, until `stop` becomes non-zero; then says goodbye.
    int run(const volatile std::sig_atomic_t& stop);

  private:
    enum class Phase { OFFLINE, LOGGING_IN, READY };

    void connect(Clock::time_point now);
    void lostConnection(Clock::time_point now, const std::string& why);
    void onLine(const std::string& line, Clock::time_point now);
    void onLoggedIn(Clock::time_point now);
    void onHeard(const std::string& line);
    // `actor`: the dbref of who typed the command the outcome answers ("" for none);
    // `actorAway`: they paged from another room, so what the room hears is told them too.
    void deliver(const Outcome& outcome, const std::string& actor, bool actorAway = false);
    // `text` to one player (by dbref) or the room, as few commands as fit the server's line,
    // queued in `lane` (the dbref of the player whose command it answers, "" for none).
    void emit(const std::string& command, const std::string& target, const std::string& text,
              const std::string& lane);
    void tellPrivately(const std::string& dbref, const std::string& text);
    void showMore(const std::string& dbref);
    // True (after one message saying so) while `dbref` has too many answers queued.
    bool tooFarAhead(const std::string& dbref);
    void flush(Clock::time_point now);

    RobotConfig config_;
    Service& service_;
    std::ostream& log_;
    WakePipe wake_;
    Connection connection_;
    irc::Outbox outbox_;
    irc::MoveReceipts moveReceipts_; // moves waiting in outbox_ for their news to go out
    Phase phase_ = Phase::OFFLINE;
    double backoff_;
    std::optional<Clock::time_point> reconnectAt_;
    Clock::time_point lastSent_{};
    bool loginRefusalTold_ = false; // "cannot log in" is said once until a login works
    // Our commands' output arrives between OUTPUTPREFIX and OUTPUTSUFFIX lines: never a
    // player's words. For each command sent, whether what it says is worth logging.
    std::deque<bool> reportOutput_;
    bool insideOutput_ = false;
    bool reportingNow_ = false;
    std::map<std::string, std::vector<std::string>> more_; // dbref -> lines not yet shown
    std::set<std::string> slowedDown_;                     // dbrefs told they are too far ahead
    Ear ear_{""}; // what the server framed, with this connection's token
};

} // namespace mudchess::mud
