#include "front/irc/bot.hpp"

#include "front/irc/sanitize.hpp"
#include "front/irc/split.hpp"
#include "render/front_end_words.hpp"

#include <libirc_rfcnumeric.h>
#include <libircclient.h>

#include <algorithm>
#include <iterator>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <ostream>
#include <sys/select.h>
#include <sys/socket.h>

namespace mudchess::irc {

namespace {

// A private answer longer than this many lines is shown a page at a time, so one "help" does
// not hold up every game's announcements for a minute of pacing.
constexpr std::size_t PAGE_LINES = 24;
// One person's private answers waiting in the queue beyond this many lines: their further
// commands wait unread, so one player asking for board after board cannot hold up every
// game's announcements (at the default pacing a board is 40 seconds of sending).
constexpr std::size_t MAX_PRIVATE_BACKLOG = 48;
// Under a fall-back nick: the first try for ours again (after services' GHOST has had time to
// free it), then one try every half minute.
constexpr auto NICK_FIRST_RETRY = std::chrono::seconds(2);
constexpr auto NICK_RETRY = std::chrono::seconds(30);
constexpr const char* VERSION_REPLY = "mudchess 0.1.0 (libircclient), a chess bot";
// WHOX queries and their answers (354) carry a token saying which question they answer: who
// typed a waiting command, or who is in a channel the bot has just joined.
constexpr const char* WHO_PLAYER = "1";
constexpr const char* WHO_CHANNEL = "2";
// ... or whether the server knows WHOX at all. Its ISUPPORT says so, but libircclient keeps only
// the first ten parameters of a line and InspIRCd's WHOX comes later, so the bot asks about
// itself: a 354 answer means WHOX. It asks only a server that granted a capability, or that
// has no CAP at all (ircu's kin have WHOX and accounts but no CAP); one that knows CAP and
// refused them has no accounts to show (ngircd), and ngircd makes a client wait 4 s after a WHO.
constexpr const char* WHO_PROBE = "3";
// What the bot asks the server for (accounts.hpp says why not account-tag).
constexpr const char* CAPS_WANTED = "account-notify extended-join";
// A server that answers neither CAP nor the probe is given this long before the bot joins its
// channels without knowing.
constexpr auto SETTLE_AT_MOST = std::chrono::seconds(10);

// Every event passes through here, so each one also counts as a sign of life from the server.
Bot& botOf(irc_session_t* s) {
    Bot& bot = *static_cast<Bot*>(irc_get_ctx(s));
    bot.heard();
    return bot;
}

std::string param(const char** params, unsigned count, unsigned i) {
    return i < count && params[i] ? params[i] : "";
}

// With LIBIRC_OPTION_STRIPNICKS the origin is the nick alone; strip again in case it is not.
std::string nickOf(const char* origin) {
    std::string o = origin ? origin : "";
    return o.substr(0, o.find('!'));
}

void onConnectEvent(irc_session_t* s, const char*, const char*, const char**, unsigned) {
    botOf(s).onConnect();
}
void onNumericEvent(irc_session_t* s, unsigned event, const char*, const char** params,
                    unsigned count) {
    botOf(s).onNumeric(event, params, count);
}
void onNickEvent(irc_session_t* s, const char*, const char* origin, const char** params,
                 unsigned count) {
    botOf(s).onNick(nickOf(origin), param(params, count, 0));
}
void onJoinEvent(irc_session_t* s, const char*, const char* origin, const char** params,
                 unsigned count) {
    // With extended-join: JOIN <channel> <account or *> :<real name>.
    std::optional<std::string> account;
    if (count >= 3) account = param(params, count, 1);
    botOf(s).onJoin(nickOf(origin), param(params, count, 0), account);
}
void onPartEvent(irc_session_t* s, const char*, const char* origin, const char** params,
                 unsigned count) {
    botOf(s).onPart(nickOf(origin), param(params, count, 0));
}
void onQuitEvent(irc_session_t* s, const char*, const char* origin, const char**, unsigned) {
    botOf(s).onQuit(nickOf(origin));
}
void onUnknownEvent(irc_session_t* s, const char* event, const char* origin, const char** params,
                    unsigned count) {
    botOf(s).onUnknown(event ? event : "", nickOf(origin), params, count);
}
void onKickEvent(irc_session_t* s, const char*, const char*, const char** params, unsigned count) {
    botOf(s).onKick(param(params, count, 0), param(params, count, 1));
}
void onMessageEvent(irc_session_t* s, const char*, const char* origin, const char** params,
                    unsigned count) {
    botOf(s).onMessage(nickOf(origin), param(params, count, 0), param(params, count, 1));
}
void onOtherEvent(irc_session_t* s, const char*, const char*, const char**, unsigned) { botOf(s); }
void onCtcpEvent(irc_session_t* s, const char*, const char* origin, const char** params,
                 unsigned count) {
    botOf(s).onCtcp(nickOf(origin), param(params, count, 0));
}

bool startsWithNoCase(const std::string& text, const std::string& prefix) {
    return text.size() >= prefix.size() &&
           foldCase(text.substr(0, prefix.size())) == foldCase(prefix);
}

std::string trimmed(std::string s) {
    s.erase(0, s.find_first_not_of(" \t"));
    s.erase(s.find_last_not_of(" \t") + 1);
    return s;
}

} // namespace

Bot::Bot(BotConfig config, Service& service, std::ostream& log)
    : config_(std::move(config)), service_(service), log_(log),
      outbox_(config_.pacing, Clock::now()), nick_(config_.nick), backoff_(config_.reconnectMin) {
    service_.setWakeup(wake_.wakeup());
    irc_callbacks_t callbacks{};
    callbacks.event_connect = onConnectEvent;
    callbacks.event_numeric = onNumericEvent;
    callbacks.event_nick = onNickEvent;
    callbacks.event_join = onJoinEvent;
    callbacks.event_kick = onKickEvent;
    callbacks.event_channel = onMessageEvent;
    callbacks.event_privmsg = onMessageEvent;
    // Answering CTCP ourselves keeps those answers in the paced queue too.
    callbacks.event_ctcp_req = onCtcpEvent;
    callbacks.event_part = onPartEvent;
    callbacks.event_quit = onQuitEvent;
    // CAP and ACCOUNT; PONG too, a sign of life.
    callbacks.event_unknown = onUnknownEvent;
    // The rest matter only as signs of life.
    callbacks.event_mode = onOtherEvent;
    callbacks.event_umode = onOtherEvent;
    callbacks.event_topic = onOtherEvent;
    callbacks.event_notice = onOtherEvent;
    callbacks.event_channel_notice = onOtherEvent;
    callbacks.event_invite = onOtherEvent;
    callbacks.event_ctcp_rep = onOtherEvent;
    callbacks.event_ctcp_action = onOtherEvent;
    session_ = irc_create_session(&callbacks);
    if (session_) {
        irc_set_ctx(session_, this);
        irc_option_set(session_, LIBIRC_OPTION_STRIPNICKS);
    }
}

Bot::~Bot() {
    if (session_) irc_destroy_session(session_);
}

bool Bot::ignored(const std::string& nick) const {
    if (foldCase(nick) == foldCase(nick_)) return true;
    return std::any_of(config_.ignore.begin(), config_.ignore.end(),
                       [&](const std::string& n) { return foldCase(n) == foldCase(nick); });
}

bool Bot::isOurChannel(const std::string& folded) const {
    return std::any_of(config_.channels.begin(), config_.channels.end(),
                       [&](const ChannelConfig& c) { return foldCase(c.name) == folded; });
}

std::string Bot::channelList() const {
    std::string out;
    for (const ChannelConfig& c : config_.channels) out += (out.empty() ? "" : ", ") + c.name;
    return out;
}

void Bot::send(const char* command, const std::string& target, const std::string& text,
               const std::string& lane) {
    std::string to = safeToken(target);
    if (to.empty()) return;
    std::string head = std::string(command) + " " + to + " :";
    for (const std::string& line : splitLines(text, textBudget(nick_, command, to)))
        if (!outbox_.push(head + wireSafe(line), lane)) {
            log_ << "irc: outgoing queue full; dropped a line for " << to << "\n";
            return;
        }
}

void Bot::sendPrivately(const std::string& nick, const std::string& text, const std::string& lane) {
    std::vector<std::string> lines = splitLines(text, textBudget(nick_, "NOTICE", safeToken(nick)));
    if (lines.size() <= PAGE_LINES) {
        more_.erase(nick);
        for (const std::string& l : lines) send("NOTICE", nick, l, lane);
        return;
    }
    more_[nick] = std::vector<std::string>(lines.begin() + PAGE_LINES, lines.end());
    for (std::size_t i = 0; i < PAGE_LINES; ++i) send("NOTICE", nick, lines[i], lane);
    send("NOTICE", nick, moreLinesOnIrcWords(lines.size() - PAGE_LINES, config_.trigger), lane);
}

void Bot::sendMore(const std::string& nick) {
    auto found = more_.find(nick);
    if (found == more_.end()) {
        send("NOTICE", nick, nothingMoreWords());
        return;
    }
    std::vector<std::string> rest = std::move(found->second);
    more_.erase(found);
    std::string text;
    for (const std::string& l : rest) text += l + "\n";
    // In the player's own lane, behind what is still on its way to them: the next page never
    // overtakes the page before it.
    sendPrivately(nick, text, laneOf(nick));
}

void Bot::deliver(const Outcome& outcome, const Actor& actor) {
    // What answers a player waits in their lane of the queue; news nobody typed in lane "".
    const std::string& lane = actor.id;
    for (const Message& m : outcome.messages) {
        if (m.to.kind == Recipient::Kind::PLACE)
            // The service serves only our channels, so this never messages a channel the bot
            // is not in.
            send("PRIVMSG", m.to.name, m.text, lane);
        else if (!actor.id.empty() && m.to.id == actor.id)
            sendPrivately(actor.name, m.text, lane);
        else if (std::string nick = nickFor(m.to); !nick.empty())
            send("NOTICE", nick, m.text, lane);
    }
    showsAwait_.await(outcome, lane, outbox_, service_);
}

std::string Bot::nickFor(const Recipient& to) const {
    std::string prefix = accountId("");
    if (to.id.rfind(prefix, 0) != 0) return to.id; // known by nick: the id is the nick
    std::string account = to.id.substr(prefix.size());
    if (std::optional<std::string> nick = accounts_.nickOf(account, to.name)) return *nick;
    // Logged in somewhere the bot does not see, by the name they last used; but not if that
    // nick is someone the bot knows to be another account (or none): they took it since.
    std::optional<std::string> holder = accounts_.known(to.name);
    return holder && *holder != account ? "" : to.name;
}

void Bot::handleCommand(const std::string& nick, const std::string& channel,
                        const std::string& typed) {
    std::string line = trimmed(stripFormatting(typed));
    if (line.empty() || tooFarAhead(nick)) return;
    if (foldCase(line) == "more") return sendMore(nick);
    std::string folded = foldCase(nick);
    if (auto queued = waiting_.find(folded); queued != waiting_.end()) {
        // Their earlier command still waits for the server's answer; this one goes after it.
        queued->second.lines.emplace_back(channel, line);
        return;
    }
    if (std::optional<std::string> account = accounts_.known(nick))
        return runCommand(actorFor(nick, *account), channel, line);
    // Without accounts on the network the nick is the player's id as well as their name; a
    // nick change moves the id (onNick).
    if (!accounts_.whox()) return runCommand(Actor(nick), channel, line);
    waiting_[folded] = Waiting{nick, {{channel, line}}, ""};
    outbox_.pushUrgent("WHO " + safeToken(nick) + " %tcna," + WHO_PLAYER);
}

void Bot::runCommand(const Actor& actor, const std::string& channel, const std::string& line) {
    // Seats taken by this nick before its player identified (or before the network had
    // accounts) become the account's at the player's first command. A nick is one person's at
    // any moment, and the nick's seats answer to whoever holds it, so this player could move
    // there anyway; bound to the account, the seats no longer go to whoever takes the nick next.
    if (hasAccount(actor))
        if (std::optional<std::string> failure = service_.renameUser(actor.name, actor.id))
            log_ << "irc: could not give " << actor.name << "'s seats to " << actor.id << ": "
                 << *failure << "\n";
    deliver(service_.handle(actor, channel, line), actor);
}

// RPL_WHOSPCRPL for "%tcna": <us> <token> <channel> <nick> <account, 0 for none>.
void Bot::onWhoReply(const char** params, unsigned count) {
    if (count < 5) return;
    std::string token = param(params, count, 1), channel = param(params, count, 2),
                nick = param(params, count, 3), account = param(params, count, 4);
    if (account == "0") account.clear();
    if (token == WHO_PROBE) {
        accounts_.offerWhox();
    } else if (token == WHO_CHANNEL && foldCase(nick) != foldCase(nick_)) {
        accounts_.joined(nick, channel, account);
    } else if (token == WHO_PLAYER) {
        if (auto queued = waiting_.find(foldCase(nick)); queued != waiting_.end())
            queued->second.account = account;
        accounts_.loggedIn(nick, account.empty() ? "*" : account);
    }
}

// RPL_ENDOFWHO: whatever the server knew about `mask` has come (nothing: no such nick, or not
// logged in); the commands waiting for it run now, in order.
void Bot::onWhoEnd(const std::string& mask) {
    // The end of the probe: all is known.
    if (!settled_ && foldCase(mask) == foldCase(nick_)) return settle();
    auto queued = waiting_.find(foldCase(mask));
    if (queued == waiting_.end()) return;
    Waiting w = std::move(queued->second);
    waiting_.erase(queued);
    Actor actor = actorFor(w.nick, w.account);
    for (const auto& [channel, line] : w.lines) runCommand(actor, channel, line);
}

std::string Bot::laneOf(const std::string& nick) const {
    return actorFor(nick, accounts_.known(nick).value_or("")).id;
}

bool Bot::tooFarAhead(const std::string& nick) {
    // Everything their commands put in the queue counts, for the channel as well as for them:
    // one player's flood of boards cannot fill the channel.
    std::size_t backlog = outbox_.queuedIn(laneOf(nick));
    if (backlog < MAX_PRIVATE_BACKLOG) {
        slowedDown_.erase(nick);
        return false;
    }
    if (slowedDown_.insert(nick).second)
        outbox_.push("NOTICE " + safeToken(nick) + " :" + aheadOfMeOnIrcWords(backlog));
    return true;
}

void Bot::onMessage(const std::string& nick, const std::string& target, const std::string& text) {
    if (nick.empty() || ignored(nick)) return;
    bool isChannel = !target.empty() && (target[0] == '#' || target[0] == '&');
    if (!isChannel) {
        // Private: every line is a command; a habitual trigger is allowed.
        std::string line = stripFormatting(text);
        if (line.rfind(config_.trigger, 0) == 0) line.erase(0, config_.trigger.size());
        return handleCommand(nick, "", line);
    }
    std::string line = stripFormatting(text);
    std::string folded = foldCase(target);
    if (line.rfind(config_.trigger, 0) == 0)
        return handleCommand(nick, folded, line.substr(config_.trigger.size()));
    if (config_.answerAddressed && startsWithNoCase(line, nick_) && line.size() > nick_.size() &&
        (line[nick_.size()] == ':' || line[nick_.size()] == ','))
        return handleCommand(nick, folded, line.substr(nick_.size() + 1));
}

void Bot::onCtcp(const std::string& nick, const std::string& request) {
    if (nick.empty() || ignored(nick)) return;
    std::string to = safeToken(nick);
    std::string word = request.substr(0, request.find(' '));
    std::string reply;
    if (word == "VERSION")
        reply = std::string("VERSION ") + VERSION_REPLY;
    else if (word == "PING")
        // The argument comes back as it came, minus anything that could end or escape the CTCP.
        reply = "PING" + wireSafe(request.substr(4)).substr(0, 100);
    else
        return;
    std::erase(reply, '\x01');
    // After everything the bot owed anyone when it was asked: a PING measures the bot's lag.
    outbox_.pushBehindAll("NOTICE " + to + " :\x01" + reply + "\x01");
}

void Bot::onJoin(const std::string& nick, const std::string& channel,
                 const std::optional<std::string>& said) {
    std::string folded = foldCase(channel);
    if (foldCase(nick) == foldCase(nick_)) {
        log_ << "irc: joined " << channel << "\n";
        rejoinAt_.erase(folded);
        // Who is already there, and logged in to what.
        if (accounts_.whox())
            outbox_.pushUrgent("WHO " + safeToken(channel) + " %tcna," + WHO_CHANNEL);
        return;
    }
    std::optional<std::string> account;
    if (said) account = *said == "*" ? "" : *said;
    accounts_.joined(nick, channel, account);
    if (ignored(nick)) return;
    // Their seats are the account's; without one (or not yet known) the nick's.
    std::string id = account && !account->empty() ? accountId(*account) : nick;
    for (const std::string& object : service_.awaiting(folded, id))
        send("NOTICE", nick, yourMoveInChannelWords(object, channel));
}

void Bot::onPart(const std::string& nick, const std::string& channel) {
    if (foldCase(nick) == foldCase(nick_))
        accounts_.botLeft(channel);
    else
        accounts_.left(nick, channel);
}

void Bot::onQuit(const std::string& nick) {
    accounts_.quit(nick);
    // Their commands waiting for a WHOX answer run now, as their nick's: an answer about the
    // nick could only be about whoever takes it next.
    if (auto queued = waiting_.find(foldCase(nick)); queued != waiting_.end()) {
        Waiting w = std::move(queued->second);
        waiting_.erase(queued);
        for (const auto& [channel, line] : w.lines) runCommand(Actor(w.nick), channel, line);
    }
}

void Bot::onUnknown(const std::string& command, const std::string& nick, const char** params,
                    unsigned count) {
    if (command == "ACCOUNT") {
        accounts_.loggedIn(nick, param(params, count, 0));
    } else if (command == "CAP" && !capAnswered_) {
        // CAP <us> ACK|NAK :<capabilities>
        std::string verb = param(params, count, 1);
        if (verb == "ACK") accounts_.granted(param(params, count, 2));
        if (verb == "ACK" || verb == "NAK") capAnswered(verb == "ACK");
    }
}

void Bot::capAnswered(bool probe) {
    capAnswered_ = true;
    if (probe)
        outbox_.pushUrgent("WHO " + safeToken(nick_) + " %tcna," + WHO_PROBE);
    else
        settle();
}

void Bot::settle() {
    settled_ = true;
    sayHowPlayersAreKnown();
    for (const ChannelConfig& c : config_.channels) outbox_.pushUrgent(joinLine(c));
    for (const Outcome& back : service_.backOnServer(Clock::now())) deliver(back, {});
}

void Bot::sayHowPlayersAreKnown() {
    if (!accounts_.available()) {
        log_ << "irc: this network reports no services accounts (no account-notify, no WHOX): "
                "players are known by nick, and whoever takes a departed player's nick takes "
                "their seats (docs/operators.md, \"Accounts\")\n";
        return;
    }
    log_ << "irc: this network has services accounts ("
         << (accounts_.accountNotify() ? "account-notify" : "no account-notify")
         << (accounts_.extendedJoin() ? ", extended-join" : "")
         << (accounts_.whox() ? ", WHOX" : "")
         << "): identified players are known by account and keep their seats through nick "
            "changes; players who have not identified are known by nick"
         << (accounts_.accountNotify() ? ""
                                       : "; the bot asks the server (WHOX) before each command")
         << "\n";
}

void Bot::onNick(const std::string& from, const std::string& to) {
    if (foldCase(from) == foldCase(nick_)) {
        nick_ = to;
        if (foldCase(to) == foldCase(config_.nick)) {
            nextNickTry_.reset();
            log_ << "irc: took back the nick " << to << "\n";
        }
        return;
    }
    std::optional<std::string> account = accounts_.known(from);
    accounts_.renamed(from, to);
    // Commands waiting for a WHOX answer about `from`: that answer may now be about whoever
    // takes the nick next, so they wait for one about `to` instead.
    if (auto queued = waiting_.find(foldCase(from)); queued != waiting_.end()) {
        Waiting w = std::move(queued->second);
        waiting_.erase(queued);
        w.nick = to;
        w.account.clear();
        // Left over from someone who had `to` and left unseen (no shared channel): theirs run
        // as the nick's, before any answer about `to` could be taken for theirs.
        if (auto stale = waiting_.find(foldCase(to)); stale != waiting_.end()) {
            Waiting old = std::move(stale->second);
            waiting_.erase(stale);
            for (const auto& [channel, line] : old.lines)
                runCommand(Actor(old.nick), channel, line);
        }
        waiting_[foldCase(to)] = std::move(w);
        outbox_.pushUrgent("WHO " + safeToken(to) + " %tcna," + WHO_PLAYER);
    }
    // Seats taken by nick (no account) follow the nick; the player keeps them under the new one.
    if (std::optional<std::string> failure = service_.renameUser(from, to))
        log_ << "irc: could not save " << from << " -> " << to << ": " << *failure << "\n";
    // An account's seats stay the account's; where it sits, the others hear its new name.
    if (account && !account->empty()) {
        Outcome renamed = service_.rename(accountId(*account), to);
        if (const Refusal* r = renamed.refusal())
            log_ << "irc: could not rename " << from << " -> " << to << ": " << r->text << "\n";
        else
            deliver(renamed, {});
    }
    if (auto found = more_.find(from); found != more_.end()) {
        more_[to] = std::move(found->second);
        more_.erase(from);
    }
}

void Bot::onKick(const std::string& channel, const std::string& kicked) {
    if (foldCase(kicked) != foldCase(nick_)) return accounts_.left(kicked, channel);
    accounts_.botLeft(channel);
    log_ << "irc: kicked from " << channel << "; rejoining in " << config_.rejoinDelay << " s\n";
    rejoinAt_[foldCase(channel)] =
        Clock::now() + std::chrono::milliseconds(long(config_.rejoinDelay * 1000));
}

std::string Bot::joinLine(const ChannelConfig& c) {
    return "JOIN " + safeToken(c.name) + (c.key.empty() ? "" : " " + safeToken(c.key));
}

void Bot::onConnect() {
    registered_ = true;
    backoff_ = config_.reconnectMin;
    log_ << "irc: connected as " << nick_ << "\n";
    // A new connection starts with the server's full allowance. Lines still queued from before
    // a drop (the announcement of the last move, say) go after identifying and rejoining.
    outbox_.refill(Clock::now());
    bool fellBack = foldCase(nick_) != foldCase(config_.nick);
    if (!config_.nickservPassword.empty()) {
        // Under a fall-back nick, identify to our account by name, and have services
        // disconnect whoever holds our nick (GHOST); the nick itself is asked for just after.
        if (fellBack) {
            outbox_.pushUrgent("PRIVMSG NickServ :IDENTIFY " + safeToken(config_.nick) + " " +
                               wireSafe(config_.nickservPassword));
            outbox_.pushUrgent("PRIVMSG NickServ :GHOST " + safeToken(config_.nick));
        } else {
            outbox_.pushUrgent("PRIVMSG NickServ :IDENTIFY " + wireSafe(config_.nickservPassword));
        }
    }
    if (fellBack) nextNickTry_ = Clock::now() + NICK_FIRST_RETRY;
    if (!config_.oper.empty()) outbox_.pushUrgent("OPER " + wireSafe(config_.oper));
    if (!config_.userModes.empty())
        outbox_.pushUrgent("MODE " + safeToken(nick_) + " " + safeToken(config_.userModes));
    // Accounts as the network reports them (accounts.hpp): the bot joins its channels once it
    // knows how players are known there (settle()), so nobody's command comes before that.
    outbox_.pushUrgent(std::string("CAP REQ :") + CAPS_WANTED);
    connectedAt_ = Clock::now();
}

void Bot::onNumeric(unsigned event, const char** params, unsigned count) {
    if (event == 354) { // RPL_WHOSPCRPL, WHOX's answer
        onWhoReply(params, count);
    } else if (event == LIBIRC_RFC_RPL_ENDOFWHO) {
        onWhoEnd(param(params, count, 1));
    } else if (event == LIBIRC_RFC_ERR_UNKNOWNCOMMAND && param(params, count, 1) == "CAP" &&
               !capAnswered_) {
        capAnswered(true); // a server from before IRCv3 may still have WHOX
    }
    if (!registered_ &&
        (event == LIBIRC_RFC_ERR_NICKNAMEINUSE || event == LIBIRC_RFC_ERR_ERRONEUSNICKNAME)) {
        // Before registration libircclient waits for us to pick another nick.
        std::string next =
            nextAltNick_ < config_.altNicks.size() ? config_.altNicks[nextAltNick_++] : nick_ + "_";
        log_ << "irc: nick " << param(params, count, 1) << " is not available; trying " << next
             << "\n";
        nick_ = next;
        irc_send_raw(session_, "NICK %s", safeToken(next).c_str());
    }
}

void Bot::connect(Clock::time_point now) {
    reconnectAt_.reset();
    registered_ = false;
    noDelaySet_ = false;
    pinged_ = false;
    lastHeard_ = now;
    nick_ = config_.nick;
    nextAltNick_ = 0;
    nextNickTry_.reset();
    // A new connection: the server says again what it offers and who is logged in.
    accounts_.clear();
    capAnswered_ = false;
    settled_ = false;
    waiting_.clear();
    log_ << "irc: connecting to " << config_.server << ":" << config_.port << "\n";
    const char* password =
        config_.serverPassword.empty() ? nullptr : config_.serverPassword.c_str();
    if (irc_connect(session_, config_.server.c_str(), static_cast<unsigned short>(config_.port),
                    password, nick_.c_str(), config_.username.c_str(),
                    config_.realname.c_str()) != 0)
        lostConnection(now, irc_strerror(irc_errno(session_)));
}

void Bot::lostConnection(Clock::time_point now, const std::string& why) {
    irc_disconnect(session_);
    // Nobody can be told of a move nor make one: the clocks stand still from the last word
    // heard from the server until the bot is back in its channels (settle()).
    if (registered_) service_.awayFromServer(std::min(now, lastHeard_));
    registered_ = false;
    log_ << "irc: connection lost (" << why << "); reconnecting in " << backoff_ << " s\n";
    reconnectAt_ = now + std::chrono::milliseconds(long(backoff_ * 1000));
    backoff_ = std::min(config_.reconnectMax, backoff_ * 2);
}

void Bot::reclaimNick(Clock::time_point now) {
    if (!registered_ || !nextNickTry_ || now < *nextNickTry_) return;
    outbox_.pushUrgent("NICK " + safeToken(config_.nick));
    nextNickTry_ = now + NICK_RETRY;
}

void Bot::checkAlive(Clock::time_point now) {
    if (!registered_) return;
    auto silence = std::chrono::duration<double>(now - lastHeard_).count();
    if (silence < config_.pingTimeout) {
        pinged_ = false;
        return;
    }
    if (!pinged_) {
        pinged_ = true;
        outbox_.pushUrgent("PING :" + safeToken(nick_));
    } else if (silence >= 2 * config_.pingTimeout) {
        lostConnection(now, "no word from the server for " + std::to_string(int(silence)) + " s");
    }
}

void Bot::flush(Clock::time_point now) {
    if (!registered_) return;
    if (!settled_ && now - connectedAt_ >= SETTLE_AT_MOST) settle();
    for (const auto& [channel, at] : rejoinAt_)
        if (at <= now) {
            for (const ChannelConfig& c : config_.channels)
                if (foldCase(c.name) == channel) outbox_.pushUrgent(joinLine(c));
        }
    std::erase_if(rejoinAt_, [&](const auto& entry) { return entry.second <= now; });
    if (sendBlocked_) return;
    std::vector<std::string> lines = outbox_.take(now);
    showsAwait_.sent(outbox_, service_, now);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (irc_send_raw(session_, "%s", lines[i].c_str()) == 0) continue;
        // libircclient's outgoing buffer (about 1 KiB) is full: keep the rest, in order, until
        // the socket has taken what is buffered.
        outbox_.giveBack({std::make_move_iterator(lines.begin() + long(i)),
                          std::make_move_iterator(lines.end())});
        sendBlocked_ = true;
        return;
    }
}

// A reply is many small lines written as they are let out; Nagle's algorithm would hold each
// write behind the server's delayed ACK (about 40 ms a board). libircclient hides its socket; it
// is the one descriptor it asks select() about.
void Bot::setNoDelay(const fd_set& in, const fd_set& out, int maxfd) {
    for (int fd = 0; fd <= maxfd; ++fd)
        if (FD_ISSET(fd, &in) || FD_ISSET(fd, &out)) {
            int one = 1;
            setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
            noDelaySet_ = true;
        }
}

int Bot::run(const volatile std::sig_atomic_t& stop) {
    if (!session_) {
        log_ << "irc: could not create an IRC session\n";
        return 1;
    }
    connect(Clock::now());
    while (!stop) {
        Clock::time_point now = Clock::now();
        if (reconnectAt_) {
            if (*reconnectAt_ <= now) connect(now);
        }
        // Wake for the server, the next paced line, a rejoin or a reconnect, or at least every
        // quarter second to notice a stop request.
        Clock::duration timeout = std::chrono::milliseconds(250);
        // While libircclient's buffer is full, the socket becoming writable is what wakes us.
        if (registered_ && !sendBlocked_)
            if (auto wait = outbox_.wait(now)) timeout = std::min(timeout, *wait);
        for (const auto& [channel, at] : rejoinAt_) timeout = std::min(timeout, at - now);
        // ... or for the service: something due at a time, or work finished elsewhere.
        // (A deadline may lie far in the past: "at once". Subtracting it could overflow.)
        if (auto due = service_.nextDeadline())
            timeout = std::min(timeout, *due <= now ? Clock::duration::zero() : *due - now);
        if (reconnectAt_) timeout = std::min(timeout, *reconnectAt_ - now);
        timeout = std::max(timeout, Clock::duration::zero());

        fd_set in, out;
        FD_ZERO(&in);
        FD_ZERO(&out);
        int maxfd = 0;
        bool live = !reconnectAt_ && irc_is_connected(session_);
        if (live) {
            irc_add_select_descriptors(session_, &in, &out, &maxfd);
            if (!noDelaySet_) setNoDelay(in, out, maxfd);
        }
        if (wake_.fd() >= 0) {
            FD_SET(wake_.fd(), &in);
            maxfd = std::max(maxfd, wake_.fd());
        }
        auto us = std::chrono::duration_cast<std::chrono::microseconds>(timeout).count();
        timeval tv{static_cast<time_t>(us / 1000000), static_cast<suseconds_t>(us % 1000000)};
        int ready = select(maxfd + 1, &in, &out, nullptr, &tv);
        if (ready > 0 && wake_.fd() >= 0 && FD_ISSET(wake_.fd(), &in)) {
            wake_.drain();
            FD_CLR(wake_.fd(), &in);
            --ready; // what is left is the server's
        }
        for (const Outcome& later : service_.tick(Clock::now())) deliver(later, {});
        if (ready < 0 && errno != EINTR) {
            log_ << "irc: select failed\n";
            return 1;
        }
        if (live && ready > 0) sendBlocked_ = false;
        if (live && ready >= 0 && irc_process_select_descriptors(session_, &in, &out) != 0)
            lostConnection(Clock::now(), irc_strerror(irc_errno(session_)));
        else if (live && !irc_is_connected(session_))
            lostConnection(Clock::now(), "closed by the server");
        else if (live) {
            checkAlive(Clock::now());
            reclaimNick(Clock::now());
        }
        flush(Clock::now());
    }
    if (irc_is_connected(session_)) {
        irc_cmd_quit(session_, botStoppingWords().c_str());
        // Let the QUIT reach the server before the socket closes.
        fd_set in, out;
        FD_ZERO(&in);
        FD_ZERO(&out);
        int maxfd = 0;
        irc_add_select_descriptors(session_, &in, &out, &maxfd);
        timeval tv{0, 200000};
        if (select(maxfd + 1, &in, &out, nullptr, &tv) > 0)
            irc_process_select_descriptors(session_, &in, &out);
        irc_disconnect(session_);
    }
    return 0;
}

} // namespace mudchess::irc
