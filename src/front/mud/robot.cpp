#include "front/mud/robot.hpp"

#include "front/mud/dbref.hpp"
#include "front/mud/heard.hpp"
#include "front/mud/mux_text.hpp"
#include "render/front_end_words.hpp"

#include <algorithm>
#include <cstdio>
#include <ostream>
#include <poll.h>
#include <random>

namespace mudchess::mud {

namespace {

// What the robot asks the server to put around the output of each of its commands, and what
// says a login worked (only a logged-in character can "think"); each framed by the connection's
// token (Ear::marker), so no player's page can pass for one.
constexpr std::string_view OUTPUT_BEGIN = "output-begin";
constexpr std::string_view OUTPUT_END = "output-end";
constexpr std::string_view LOGGED_IN = "logged-in";
constexpr std::string_view LOCATION = "location:";
// The robot's own attributes: the room's command and the page lock's announcement.
constexpr std::string_view COMMAND_ATTRIBUTE = "MUDCHESS_COMMAND";
constexpr std::string_view PAGE_ATTRIBUTE = "MUDCHESS_PAGE";
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

// 128 random bits in hex: what a player would have to guess to frame a line as the server.
std::string randomSecret() {
    std::random_device random;
    std::string secret;
    for (int i = 0; i < 4; ++i) {
        char part[9];
        std::snprintf(part, sizeof part, "%08x", unsigned(random()));
        secret += part;
    }
    return secret;
}

// The target of an @pemit to the player `dbref`, checked by the server at the moment of use:
// an id that is no longer a player's (nuked, or never one) reaches nobody.
std::string playerTarget(const std::string& dbref) {
    return "[switch(type(" + dbref + "),PLAYER," + dbref + ",#-1)]";
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
    ear_ = Ear(randomSecret());
    connection_.sendLine("connect " + quotedName(config_.character) + " " + config_.password);
    connection_.sendLine("think " + ear_.marker(LOGGED_IN));
    lastSent_ = now;
}

void Robot::lostConnection(Clock::time_point now, const std::string& why) {
    connection_.close();
    // Nobody can be told of a move nor make one: the clocks stand still until the robot is
    // back in its room (onLoggedIn).
    if (phase_ == Phase::READY) service_.awayFromServer(now);
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
    outbox_.pushUrgent("OUTPUTPREFIX " + ear_.marker(OUTPUT_BEGIN));
    outbox_.pushUrgent("OUTPUTSUFFIX " + ear_.marker(OUTPUT_END));
    // NOSPOOF: a page comes with its true [Name(#dbref),page]; the softcode (heard.hpp) says
    // which page lines the server itself framed, and who typed a command in the room.
    outbox_.pushUrgent("@set me=NOSPOOF");
    outbox_.pushUrgent("&" + std::string(COMMAND_ATTRIBUTE) +
                       " me=" + ear_.commandAttribute(config_.commandWord()));
    outbox_.pushUrgent("@set me/" + std::string(COMMAND_ATTRIBUTE) + "=no_parse");
    outbox_.pushUrgent("&" + std::string(PAGE_ATTRIBUTE) + " me=" + ear_.pageLockAttribute());
    outbox_.pushUrgent("@lock/page me=" + std::string(PAGE_ATTRIBUTE) + "/1");
    outbox_.pushUrgent("@teleport me=" + config_.room);
    // Where it stands now: a refused @teleport leaves it elsewhere, and it says so.
    outbox_.pushUrgent("think " + ear_.marker(LOCATION) + "[loc(me)]");
    for (const Outcome& back : service_.backOnServer(now)) deliver(back, "");
}

void Robot::onLine(const std::string& line, Clock::time_point now) {
    if (phase_ == Phase::LOGGING_IN) {
        if (line == ear_.marker(LOGGED_IN)) return onLoggedIn(now);
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
    if (line.starts_with(ear_.marker(LOCATION))) {
        std::string where = line.substr(ear_.marker(LOCATION).size());
        if (where != config_.room)
            log_ << "mud: could not go to " << config_.room << " (the server's answer is above); "
                 << "standing in " << withoutControls(where)
                 << ", where players cannot reach the robot's room command. Make the room "
                 << "JUMP_OK (docs/mud.md, step 1)\n";
        else
            log_ << "mud: standing in " << config_.room << "\n";
        return;
    }
    if (line == ear_.marker(OUTPUT_BEGIN)) {
        insideOutput_ = true;
        reportingNow_ = !reportOutput_.empty() && reportOutput_.front();
        if (!reportOutput_.empty()) reportOutput_.pop_front();
        return;
    }
    if (line == ear_.marker(OUTPUT_END)) {
        insideOutput_ = false;
        return;
    }
    if (insideOutput_) {
        // What the server says to a command of ours: an error, or (for @remit) our own words.
        if (reportingNow_ && !line.empty() && line != "Set." && line != "Locked.")
            log_ << "mud: the server answered: " << withoutControls(line) << "\n";
        return;
    }
    onHeard(line);
}

void Robot::onHeard(const std::string& line) {
    Ear::Verdict verdict = ear_.hear(line);
    if (verdict.forged)
        log_ << "mud: ignored a line framed like the server's but not by it (forged, or from "
             << "before this login): " << *verdict.forged << "\n";
    if (!verdict.heard) return;
    const Heard& heard = *verdict.heard;
    std::string command = commandIn(heard, config_.commandWord());
    if (command.empty()) return;
    std::string lower = command;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    if (tooFarAhead(heard.dbref)) return;
    if (lower == "more") return showMore(heard.dbref);
    // A page comes from anywhere: it acts in the room its "in <place>" names, or ours.
    std::string place = heard.kind == Heard::Kind::PAGE ? "" : config_.place;
    // A player paging from elsewhere hears what the room hears of their command too.
    bool away = heard.kind == Heard::Kind::PAGE && heard.location != config_.room;
    deliver(service_.handle(Actor(heard.dbref, heard.name), place, command), heard.dbref, away);
}

bool Robot::tooFarAhead(const std::string& dbref) {
    // Everything their commands put in the queue counts, for the room as well as for them.
    std::size_t queued = outbox_.queuedIn(dbref);
    if (queued < MOST_QUEUED_FOR_ONE) {
        slowedDown_.erase(dbref);
        return false;
    }
    // Told at once, ahead of the queue, so the player knows why nothing new comes back.
    if (slowedDown_.insert(dbref).second)
        outbox_.pushUrgent("@pemit " + dbref + "=" + muxLiteral(aheadOfMeInMudWords(queued)));
    return true;
}

void Robot::deliver(const Outcome& outcome, const std::string& actor, bool actorAway) {
    // What answers a player waits in their lane of the queue; news nobody typed in lane "".
    for (const Message& m : outcome.messages) {
        if (m.to.kind == Recipient::Kind::PLACE) {
            emit("@remit", config_.room, m.text, actor);
            if (actorAway) emit("@pemit", actor, m.text, actor);
        } else if (m.to.id == actor)
            tellPrivately(actor, m.text); // a long answer to what they typed comes in pages
        else if (isDbref(m.to.id))        // checked to be a player's as it is sent
            emit("@pemit", playerTarget(m.to.id), m.text, actor);
        else // a name typed in a command: resolved by the server as it is sent
            emit("@pemit", "*" + muxLiteral(m.to.name), m.text, actor);
    }
    moveReceipts_.await(outcome, actor, outbox_, service_);
}

void Robot::emit(const std::string& command, const std::string& target, const std::string& text,
                 const std::string& lane) {
    std::string head = command + " " + target + "=";
    std::string body;
    auto send = [&] {
        if (body.empty()) return;
        if (!outbox_.push(head + body, lane))
            log_ << "mud: outgoing queue full; dropped an answer\n";
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
        return emit("@pemit", dbref, text, dbref);
    }
    std::string shown;
    for (std::size_t i = 0; i < config_.pageLines; ++i) shown += lines[i] + "\n";
    shown += moreLinesInMudWords(lines.size() - config_.pageLines, config_.commandWord());
    more_[dbref] = std::vector<std::string>(lines.begin() + long(config_.pageLines), lines.end());
    emit("@pemit", dbref, shown, dbref);
}

void Robot::showMore(const std::string& dbref) {
    auto found = more_.find(dbref);
    if (found == more_.end()) return emit("@pemit", dbref, nothingMoreWords(), dbref);
    std::string text;
    for (std::size_t i = 0; i < found->second.size(); ++i)
        text += (i == 0 ? "" : "\n") + found->second[i]; // a blank first line stays
    more_.erase(found);
    tellPrivately(dbref, text);
}

void Robot::flush(Clock::time_point now) {
    if (phase_ != Phase::READY) return;
    if (now - lastSent_ > KEEP_ALIVE && outbox_.size() == 0) outbox_.push("@@ keeping awake");
    std::vector<std::string> lines = outbox_.take(now);
    moveReceipts_.sent(outbox_, service_, now);
    for (std::string& line : lines) {
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
