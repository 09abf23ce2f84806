#include "front/mud/robot.hpp"

#include "front/mud/heard.hpp"
#include "front/mud/mux_text.hpp"

#include <algorithm>
#include <ostream>
#include <poll.h>

namespace mudchess::mud {

namespace {

// Lines the robot asks the server to put around the output of each of its commands, and the
// line that says a login worked (only a logged-in character can "think").
constexpr std::string_view OUTPUT_BEGIN = "MUDCHESS-OUTPUT-BEGIN";
constexpr std::string_view OUTPUT_END = "MUDCHESS-OUTPUT-END";
constexpr std::string_view LOGGED_IN = "MUDCHESS-LOGGED-IN";
// TinyMUX's answer to a wrong name or password (netcommon.cpp), and PennMUSH's.
constexpr std::string_view LOGIN_REFUSED[] = {
    "Either that player does not exist, or has a different password.",
    "There is no player with that name."};
// TinyMUX reads a command line into an 8000-byte buffer; an answer is cut into commands well
// under it (at line breaks), so nothing is ever truncated.
constexpr std::size_t COMMAND_MAX = 3900;
// One player's answers waiting in the queue beyond this many commands: their further commands
// are not read until those are out, so one player asking for board after board cannot hold up
// every game's news (at one command a second, 48 boards are 48 seconds of sending).
constexpr std::size_t MOST_QUEUED_FOR_ONE = 48;
// A connection silent this long sends a no-op, so a quiet night does not count as idle.
constexpr auto KEEP_ALIVE = std::chrono::minutes(10);

std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        lines.push_back(text.substr(start, end - start));
        if (end == std::string::npos) break;
        start = end + 1;
    }
    return lines;
}

std::string quotedName(const std::string& name) {
    return name.find(' ') == std::string::npos ? name : "\"" + name + "\"";
}

} // namespace

Robot::Robot(RobotConfig config, Service& service, std::ostream& log)
    : config_(std::move(config)), service_(service), log_(log),
      outbox_(config_.pacing, Clock::now()), backoff_(config_.reconnectMin) {
    service_.setWakeup(wake_.wakeup());
}

void Robot::connect(Clock::time_point now) {
    reconnectAt_.reset();
    if (!loginRefusalTold_)
        log_ << "mud: connecting to " << config_.host << ":" << config_.port << "\n";
    if (auto failure = connection_.open(config_.host, config_.port))
        return lostConnection(now, *failure);
    phase_ = Phase::LOGGING_IN;
    insideOutput_ = false;
    reportOutput_.clear();
    connection_.sendLine("connect " + quotedName(config_.character) + " " + config_.password);
    connection_.sendLine("think " + std::string(LOGGED_IN));
    lastSent_ = now;
}

void Robot::lostConnection(Clock::time_point now, const std::string& why) {
    connection_.close();
    phase_ = Phase::OFFLINE;
    if (!loginRefusalTold_)
        log_ << "mud: connection lost (" << why << "); reconnecting in " << backoff_ << " s\n";
    reconnectAt_ = now + std::chrono::milliseconds(long(backoff_ * 1000));
    backoff_ = std::min(config_.reconnectMax, backoff_ * 2);
}

void Robot::onLoggedIn(Clock::time_point now) {
    phase_ = Phase::READY;
    backoff_ = config_.reconnectMin;
    loginRefusalTold_ = false;
    log_ << "mud: logged in as " << config_.character << "; going to " << config_.room << "\n";
    // A new connection has the server's whole quota. What was queued before a drop (the news
    // of the last move, say) goes after these.
    outbox_.refill(now);
    outbox_.pushUrgent("OUTPUTPREFIX " + std::string(OUTPUT_BEGIN));
    outbox_.pushUrgent("OUTPUTSUFFIX " + std::string(OUTPUT_END));
    // NOSPOOF: every line another object makes us hear comes with its true [Name(#dbref)].
    outbox_.pushUrgent("@set me=NOSPOOF");
    outbox_.pushUrgent("@teleport me=" + config_.room);
}

void Robot::onLine(const std::string& line, Clock::time_point now) {
    if (phase_ == Phase::LOGGING_IN) {
        if (line == LOGGED_IN) return onLoggedIn(now);
        for (std::string_view refused : LOGIN_REFUSED)
            if (line.starts_with(refused)) {
                if (!loginRefusalTold_)
                    log_ << "mud: cannot log in as " << config_.character << ": the server says \""
                         << refused << "\" (check character and password in the config); "
                         << "trying again every " << config_.reconnectMax << " s at most\n";
                lostConnection(now, "login refused");
                loginRefusalTold_ = true;
                return;
            }
        // The welcome screen and the message of the day are not read as anything; a player
        // heard before our "think" comes back (right after a restart) is, and answered once
        // the login is through.
        return onHeard(line);
    }
    if (line == OUTPUT_BEGIN) {
        insideOutput_ = true;
        reportingNow_ = !reportOutput_.empty() && reportOutput_.front();
        if (!reportOutput_.empty()) reportOutput_.pop_front();
        return;
    }
    if (line == OUTPUT_END) {
        insideOutput_ = false;
        return;
    }
    if (insideOutput_) {
        // What the server says to a command of ours: an error, or (for @remit) our own words.
        if (reportingNow_ && !line.empty() && line != "Set.")
            log_ << "mud: the server answered: " << withoutControls(line) << "\n";
        return;
    }
    onHeard(line);
}

void Robot::onHeard(const std::string& line) {
    std::optional<Heard> heard = readHeard(line);
    if (!heard) return;
    std::optional<std::string> command = commandIn(*heard, config_.trigger);
    if (!command || command->empty()) return;
    std::string lower = *command;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    if (tooFarAhead(heard->dbref)) return;
    if (lower == "more") return showMore(heard->dbref);
    // A page comes from anywhere: it acts in the room its "in <place>" names, or ours.
    std::string place = heard->kind == Heard::Kind::PAGE ? "" : config_.place;
    heard_.insert(heard->dbref);
    deliver(service_.handle(Actor(heard->dbref, heard->name), place, *command), heard->dbref);
}

bool Robot::tooFarAhead(const std::string& dbref) {
    std::size_t queued = outbox_.countStartingWith("@pemit " + dbref + "=");
    if (queued < MOST_QUEUED_FOR_ONE) {
        slowedDown_.erase(dbref);
        return false;
    }
    // Told at once, ahead of the queue, so the player knows why nothing new comes back.
    if (slowedDown_.insert(dbref).second)
        outbox_.pushUrgent(
            "@pemit " + dbref + "=" +
            muxLiteral("you are ahead of me: " + std::to_string(queued) +
                       " answers are still on their way to you, and I will read your "
                       "commands again once they are out"));
    return true;
}

void Robot::deliver(const Outcome& outcome, const std::string& actor) {
    for (const Message& m : outcome.messages) {
        if (m.to.kind == Recipient::Kind::PLACE)
            emit("@remit", config_.room, m.text);
        else if (m.to.id == actor)
            tellPrivately(actor, m.text); // a long answer to what they typed comes in pages
        else if (heard_.contains(m.to.id))
            emit("@pemit", m.to.id, m.text);
        else // not heard since the robot started (or a name typed in a command): by name
            emit("@pemit", "*" + muxLiteral(m.to.name), m.text);
    }
}

void Robot::emit(const std::string& command, const std::string& target, const std::string& text) {
    std::string head = command + " " + target + "=";
    std::string body;
    auto send = [&] {
        if (body.empty()) return;
        if (!outbox_.push(head + body)) log_ << "mud: outgoing queue full; dropped an answer\n";
        body.clear();
    };
    for (const std::string& line : linesOf(text)) {
        std::string escaped = muxLiteral(line);
        if (escaped.empty()) escaped = "%b"; // a blank line keeps its place
        if (!body.empty() && head.size() + body.size() + 2 + escaped.size() > COMMAND_MAX) send();
        body += (body.empty() ? "" : "%r") + escaped.substr(0, COMMAND_MAX - head.size());
    }
    send();
}

void Robot::tellPrivately(const std::string& dbref, const std::string& text) {
    std::vector<std::string> lines = linesOf(text);
    if (lines.size() <= config_.pageLines) {
        more_.erase(dbref);
        return emit("@pemit", dbref, text);
    }
    std::string shown;
    for (std::size_t i = 0; i < config_.pageLines; ++i) shown += lines[i] + "\n";
    shown += "(" + std::to_string(lines.size() - config_.pageLines) + " more lines: say \"" +
             config_.trigger + " more\" or page me \"more\")";
    more_[dbref] = std::vector<std::string>(lines.begin() + long(config_.pageLines), lines.end());
    emit("@pemit", dbref, shown);
}

void Robot::showMore(const std::string& dbref) {
    auto found = more_.find(dbref);
    if (found == more_.end()) return emit("@pemit", dbref, "nothing more to show");
    std::string text;
    for (std::size_t i = 0; i < found->second.size(); ++i)
        text += (i == 0 ? "" : "\n") + found->second[i]; // a blank first line stays
    more_.erase(found);
    tellPrivately(dbref, text);
}

void Robot::flush(Clock::time_point now) {
    if (phase_ != Phase::READY) return;
    if (now - lastSent_ > KEEP_ALIVE && outbox_.size() == 0) outbox_.push("@@ keeping awake");
    for (std::string& line : outbox_.take(now)) {
        // OUTPUTPREFIX and OUTPUTSUFFIX get no markers of their own. What @remit says comes
        // back to us (we stand in the room); anything else is an error worth logging.
        if (!line.starts_with("OUTPUT")) reportOutput_.push_back(!line.starts_with("@remit"));
        connection_.sendLine(line);
        lastSent_ = now;
    }
}

int Robot::run(const volatile std::sig_atomic_t& stop) {
    connect(Clock::now());
    while (!stop) {
        Clock::time_point now = Clock::now();
        if (reconnectAt_ && *reconnectAt_ <= now) connect(now);
        // Wake for the server, the next paced command, a reconnect or the service, or at least
        // every quarter second to notice a stop request.
        Clock::duration timeout = std::chrono::milliseconds(250);
        if (phase_ == Phase::READY)
            if (auto wait = outbox_.wait(now)) timeout = std::min(timeout, *wait);
        if (auto due = service_.nextDeadline())
            timeout = std::min(timeout, *due <= now ? Clock::duration::zero() : *due - now);
        if (reconnectAt_) timeout = std::min(timeout, *reconnectAt_ - now);
        timeout = std::max(timeout, Clock::duration::zero());

        pollfd fds[2] = {{wake_.fd(), POLLIN, 0}, {connection_.fd(), POLLIN, 0}};
        if (connection_.wantsToWrite()) fds[1].events |= POLLOUT;
        int count = connection_.isOpen() ? 2 : 1;
        int ms = int(std::chrono::ceil<std::chrono::milliseconds>(timeout).count());
        int ready = poll(fds, nfds_t(count), ms);
        if (ready < 0 && errno != EINTR) {
            log_ << "mud: poll failed\n";
            return 1;
        }
        if (ready > 0 && (fds[0].revents & POLLIN)) wake_.drain();
        for (const Outcome& later : service_.tick(Clock::now())) deliver(later, "");
        if (connection_.isOpen() && ready > 0 && fds[1].revents) {
            bool alive = true;
            for (const std::string& line : connection_.readLines(alive)) {
                onLine(line, Clock::now());
                if (!connection_.isOpen()) break;
            }
            if (!alive && connection_.isOpen())
                lostConnection(Clock::now(), "closed by the server");
        }
        flush(Clock::now());
        if (connection_.isOpen() && !connection_.flush())
            lostConnection(Clock::now(), "the connection broke");
    }
    if (connection_.isOpen()) {
        connection_.sendLine("QUIT");
        connection_.flush();
        connection_.close();
    }
    return 0;
}

} // namespace mudchess::mud
