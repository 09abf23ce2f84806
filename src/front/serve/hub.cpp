#include "front/serve/hub.hpp"

#include "front/serve/audience.hpp"
#include "front/serve/encode.hpp"
#include "front/serve/line_splitter.hpp"
#include "front/serve/listener.hpp"
#include "front/serve/request.hpp"
#include "front/serve/responder.hpp"
#include "front/wake_pipe.hpp"
#include "render/protocol_words.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <deque>
#include <list>
#include <poll.h>
#include <random>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace mudchess::serve {

namespace {

using Clock = std::chrono::steady_clock;

// Milliseconds from now until `deadline`, for poll(): 0 for one already past. A deadline may lie
// far in the past ("at once": the agenda's posted work is due at time_point::min()), where
// subtracting now from it would overflow.
int msUntil(Clock::time_point deadline) {
    Clock::time_point now = Clock::now();
    if (deadline <= now) return 0;
    auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - now);
    return int(std::min<long long>(left.count(), 1 << 30));
}

// How much is read from one client before the others get their turn.
constexpr std::size_t READ_CHUNK = 64 * 1024;
// How long a connection being closed waits for its last line to be read and for the client to
// close its end, so that closing is not a reset that loses that line.
constexpr auto LINGER = std::chrono::seconds(10);
// After accept() ran out of descriptors, how long before it is tried again (the listening socket
// would wake poll at once, again and again).
constexpr auto ACCEPT_PAUSE = std::chrono::milliseconds(100);

// SIGINT/SIGTERM end the loop through the wakeup pipe (write() is async-signal-safe).
volatile std::sig_atomic_t stopRequested = 0;
int signalPipe = -1;

extern "C" void onStopSignal(int) {
    stopRequested = 1;
    if (signalPipe >= 0) {
        char byte = 0;
        [[maybe_unused]] ssize_t n = write(signalPipe, &byte, 1);
    }
}

bool sameToken(const std::string& given, const std::string& expected) {
    if (given.size() != expected.size()) return false;
    // The time taken does not depend on where they differ.
    unsigned char diff = 0;
    for (std::size_t i = 0; i < given.size(); ++i)
        diff |= static_cast<unsigned char>(given[i] ^ expected[i]);
    return diff == 0;
}

Clock::duration seconds(double s) {
    return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
}

// A session keeps a TCP client's last lines, numbered, for this long after its connection is
// cut, and this many of them: a host that reconnects within the time resumes it and hears what
// it missed (docs/protocol.md, "Sequence numbers and resume"). The refusal codes' table says
// the same numbers.
constexpr auto SESSION_KEPT = std::chrono::seconds(300);
constexpr std::size_t LINES_KEPT = 1000;
constexpr std::size_t BYTES_KEPT = 256 * 1024;

// What a served TCP client hears and has been told: whom it serves, its lines' numbers and its
// last lines. It outlives a cut connection for SESSION_KEPT, hearing on, so that a new one can
// take it over.
struct Session {
    std::string name; // secret: who knows it may resume it; told in its first numbered line
    bool named = false;
    std::uint64_t lastSeq = 0;
    std::deque<std::string> kept; // the last lines, numbered, oldest first
    std::size_t keptBytes = 0;    // at most LINES_KEPT lines of at most BYTES_KEPT in all
    Audience audience;
    Clock::time_point forgetAt = Clock::time_point::max(); // once cut

    std::uint64_t oldestKept() const { return lastSeq + 1 - kept.size(); }
};

// 128 random bits in hex: a session's name cannot be guessed.
std::string newSessionName() {
    static std::random_device random;
    static constexpr char HEX[] = "0123456789abcdef";
    std::string name;
    for (int i = 0; i < 4; ++i) {
        std::uint32_t bits = random();
        for (int j = 0; j < 8; ++j, bits >>= 4) name += HEX[bits & 15];
    }
    return name;
}

// `line` (one JSON object and its newline) numbered as the session's next line: "seq" first,
// and the session's name in the first line a client is told.
std::string numbered(Session& s, const std::string& line) {
    std::string out = "{\"seq\":" + std::to_string(++s.lastSeq) + ",";
    if (!s.named) {
        out += "\"session\":\"" + s.name + "\",";
        s.named = true;
    }
    out.append(line, 1);
    s.kept.push_back(out);
    s.keptBytes += out.size();
    while (s.kept.size() > LINES_KEPT || (s.kept.size() > 1 && s.keptBytes > BYTES_KEPT)) {
        s.keptBytes -= s.kept.front().size();
        s.kept.pop_front();
    }
    return out;
}

// A TCP client goes from NEW (not authenticated; without a token, no request yet) to SERVED,
// and from either to CLOSING (told why, its last line on its way out); stdin/stdout is SERVED.
enum class Stage { NEW, SERVED, CLOSING };

struct Connection {
    int in = -1;
    int out = -1;
    bool socket = false;
    LineSplitter lines{MAX_LINE_BYTES + 1}; // + 1 for a "\r" before the newline
    std::string pending;                    // output not yet taken by a socket
    bool midLine = false;                   // the socket has taken part of pending's first line
    Stage stage = Stage::SERVED;
    // NEW: the time to authenticate ends; SERVED: it has been idle too long; CLOSING: stop
    // waiting for it to go.
    Clock::time_point deadline = Clock::time_point::max();
    bool shutDown = false; // its last line is out and our end is shut
    bool dead = false;     // to be closed and forgotten
    // TCP: once served, its lines are numbered and kept (stdin's audience is everything).
    Session session;
};

ProtocolError refusal(RefusalCode code, std::string text, nlohmann::json id = nullptr) {
    return {code, std::move(text), std::move(id), {}};
}

class Hub {
  public:
    Hub(Service& service, const HubSettings& settings, std::ostream& log)
        : service_(service), settings_(settings), log_(log) {}

    int run();

  private:
    void accept();
    void admit(int fd);
    void readFrom(Connection& c);
    void onLine(Connection& c, const LineSplitter::Piece& piece);
    void onFirstLine(Connection& c, const LineSplitter::Piece& piece);
    bool identify(Connection& c, const nlohmann::json& id);
    void serveRequest(Connection& c, const Request& request);
    void resume(Connection& c, const Request& request, const Resume& what);
    // Tells each served client but `asker`, and each cut session, the line `write` makes for
    // its audience (write(audience, isThePipe) fills line_; false: nothing for it).
    template <class Write> void tellOthers(const Connection* asker, Write write);
    void cut(Connection& c);
    void send(Connection& c, const std::string& line);
    void flush(Connection& c);
    void closeWith(Connection& c, const ProtocolError& why);
    void dropNow(Connection& c, const ProtocolError& why);
    void expire(Clock::time_point now);
    std::optional<Clock::time_point> nextDeadline() const;
    std::size_t count(Stage stage) const;
    void tick();
    void finishThinking();

    Service& service_;
    const HubSettings& settings_;
    std::ostream& log_;
    WakePipe wakeup_;
    std::list<Connection> connections_; // in the order they came
    std::list<Session> cutSessions_;    // of connections cut, kept for SESSION_KEPT
    bool stdinEnded_ = false;
    Clock::time_point acceptPausedUntil_{};
    std::string line_; // the line being written, kept so that its room is reused
};

std::size_t Hub::count(Stage stage) const {
    return std::size_t(
        std::count_if(connections_.begin(), connections_.end(), [&](const Connection& c) {
            return c.socket && !c.dead && c.stage == stage;
        }));
}

void Hub::send(Connection& c, const std::string& line) {
    if (c.dead) return;
    if (!c.socket) {
        // The driver reads its pipe; waiting for it is right (and keeps lines whole).
        std::size_t done = 0;
        while (done < line.size()) {
            ssize_t n = write(c.out, line.data() + done, line.size() - done);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                c.dead = true; // stdout is gone: nobody hears us any more
                return;
            }
            done += std::size_t(n);
        }
        return;
    }
    if (c.stage == Stage::CLOSING) return; // told why it goes; it hears nothing more
    if (c.stage == Stage::SERVED)
        c.pending += numbered(c.session, line);
    else
        c.pending += line;
    flush(c);
    std::size_t most = std::size_t(settings_.maxUnreadKiB) * 1024;
    if (c.dead || c.pending.size() <= most) return;
    log_ << "mudchess serve: a client left " << c.pending.size()
         << " bytes of answers unread; disconnecting it\n";
    // Whatever it has not begun to read goes; a line it has begun is finished, so that the
    // refusal comes on a line of its own.
    std::size_t keep = c.midLine ? c.pending.find('\n') + 1 : 0;
    c.pending.erase(keep);
    c.pending.shrink_to_fit();
    closeWith(c, refusal(RefusalCode::SLOW_READER, unreadAnswersWords(settings_.maxUnreadKiB)));
}

void Hub::flush(Connection& c) {
    while (!c.pending.empty() && !c.dead) {
        ssize_t n = ::send(c.out, c.pending.data(), c.pending.size(), MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;
        if (n <= 0) {
            c.dead = true;
            return;
        }
        c.midLine = c.pending[std::size_t(n) - 1] != '\n';
        c.pending.erase(0, std::size_t(n));
    }
    if (c.pending.empty() && c.stage == Stage::CLOSING && !c.shutDown && !c.dead) {
        // Our end is done; the client's EOF (or LINGER) ends the rest.
        shutdown(c.out, SHUT_WR);
        c.shutDown = true;
    }
}

void Hub::closeWith(Connection& c, const ProtocolError& why) {
    if (c.dead || c.stage == Stage::CLOSING) return;
    c.stage = Stage::CLOSING;
    c.deadline = Clock::now() + LINGER;
    appendError(c.pending, why);
    flush(c);
}

void Hub::dropNow(Connection& c, const ProtocolError& why) {
    if (!c.dead && c.stage != Stage::CLOSING) {
        // One try: a fresh socket takes a line at once.
        appendError(c.pending, why);
        ::send(c.out, c.pending.data(), c.pending.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
    }
    c.dead = true;
}

void Hub::onLine(Connection& c, const LineSplitter::Piece& piece) {
    if (c.dead || c.stage == Stage::CLOSING) return;
    if (!c.socket) {
        // stdin/stdout: the one client hears everything.
        if (piece.tooLong) return send(c, errorLine(lineTooLong()));
        line_.clear();
        answerLine(service_, piece.line, line_);
        send(c, line_);
        tick();
        return;
    }
    if (c.stage == Stage::NEW) return onFirstLine(c, piece);
    if (settings_.idleTimeout > 0) c.deadline = Clock::now() + seconds(settings_.idleTimeout);
    if (piece.tooLong) return send(c, errorLine(lineTooLong()));
    auto parsed = parseRequest(piece.line);
    if (auto* error = std::get_if<ProtocolError>(&parsed)) return send(c, errorLine(*error));
    serveRequest(c, std::get<Request>(parsed));
}

// A line from a connection that is not served yet: with a token it must be the right `auth`,
// or the connection is closed; without one, the first request makes it served (a line that is
// not a request is answered, and the time to send one runs on).
void Hub::onFirstLine(Connection& c, const LineSplitter::Piece& piece) {
    auto parsed = piece.tooLong ? std::variant<Request, ProtocolError>(lineTooLong())
                                : parseRequest(piece.line);
    auto* request = std::get_if<Request>(&parsed);
    if (!settings_.token) {
        if (!request) return send(c, errorLine(std::get<ProtocolError>(parsed)));
        if (identify(c, request->id)) serveRequest(c, *request);
        return;
    }
    ProtocolError refused = refusal(RefusalCode::AUTH_REQUIRED, authRequiredWords(),
                                    request ? request->id : std::get<ProtocolError>(parsed).id);
    if (request) {
        if (auto* auth = std::get_if<Auth>(&request->what)) {
            if (sameToken(auth->token, *settings_.token)) {
                if (identify(c, request->id)) serveRequest(c, *request);
                return;
            }
            refused.code = RefusalCode::BAD_TOKEN;
            refused.text = badTokenWords();
        }
    }
    closeWith(c, refused);
}

// The connection becomes a served client, if there is room for one more.
bool Hub::identify(Connection& c, const nlohmann::json& id) {
    if (count(Stage::SERVED) >= std::size_t(settings_.maxClients)) {
        closeWith(
            c, refusal(RefusalCode::TOO_MANY_CLIENTS, serverFullWords(settings_.maxClients), id));
        return false;
    }
    c.stage = Stage::SERVED;
    c.session.name = newSessionName();
    c.deadline = settings_.idleTimeout > 0 ? Clock::now() + seconds(settings_.idleTimeout)
                                           : Clock::time_point::max();
    return true;
}

void Hub::serveRequest(Connection& c, const Request& request) {
    if (auto* r = std::get_if<Resume>(&request.what)) return resume(c, request, *r);
    if (auto* serves = std::get_if<Serves>(&request.what)) c.session.audience.declare(*serves);
    const std::string id = request.who().id;
    c.session.audience.learn(id, request.place);
    Done done = perform(service_, request);
    c.session.audience.learn({}, done.outcome.place);
    if (auto* query = std::get_if<BoardQuery>(&request.what)) {
        if (query->follow == Follow::START && done.outcome.ok)
            c.session.audience.watch(request.place, query->object);
        if (query->follow == Follow::STOP) c.session.audience.unwatch(request.place, query->object);
    }
    Asking asking{id, request.actor, request.place};
    line_.clear();
    appendOutcome(line_, heardBy(done.outcome, c.session.audience, &asking), request.id,
                  done.boards);
    send(c, line_);
    if (done.shared && done.outcome.ok)
        tellOthers(&c, [&](const Audience& audience, bool) {
            return appendBroadcast(line_, heardBy(done.outcome, audience), request.actor);
        });
    tick(); // as the REPL does: whatever the command set going that is already due
}

template <class Write> void Hub::tellOthers(const Connection* asker, Write write) {
    for (Connection& other : connections_) {
        if (&other == asker || other.dead || other.stage != Stage::SERVED) continue;
        if (asker && !other.socket) continue; // the pipe's one client hears it in the answer
        line_.clear();
        if (write(other.session.audience, !other.socket)) send(other, line_);
    }
    // A cut session hears on, so that what it missed is there when its host comes back.
    for (Session& session : cutSessions_) {
        line_.clear();
        if (write(session.audience, false)) numbered(session, line_);
    }
}

// The connection takes over the session named, cut or still open (a host that lost its side
// of a half-open connection), and is sent the lines it missed, then the answer.
void Hub::resume(Connection& c, const Request& request, const Resume& what) {
    auto refuse = [&](RefusalCode code, std::string text, const char* field) {
        ProtocolError error = refusal(code, std::move(text), request.id);
        error.field = field;
        send(c, errorLine(error));
    };
    auto named = [&](const Session& s) { return sameToken(what.session, s.name); };
    auto cutOne = std::find_if(cutSessions_.begin(), cutSessions_.end(), named);
    Session* found = cutOne == cutSessions_.end() ? nullptr : &*cutOne;
    Connection* holder = nullptr;
    for (Connection& other : connections_)
        if (!found && &other != &c && other.socket && !other.dead && other.stage == Stage::SERVED &&
            named(other.session)) {
            found = &other.session;
            holder = &other;
        }
    if (!found)
        return refuse(RefusalCode::NO_SUCH_SESSION, noSuchSessionWords(int(SESSION_KEPT.count())),
                      "session");
    if (what.after > found->lastSeq)
        return refuse(RefusalCode::BAD_FIELD, aLineNumberWords("after"), "after");
    if (what.after + 1 < found->oldestKept())
        return refuse(RefusalCode::RESUME_TOO_FAR,
                      resumeTooFarWords(what.after, found->oldestKept()), "after");
    c.session = std::move(*found);
    c.session.forgetAt = Clock::time_point::max();
    c.session.named = false; // the answer names it again
    if (holder) {
        holder->dead = true; // replaced: it hears nothing more
        holder->session = Session{};
    } else {
        cutSessions_.erase(cutOne);
    }
    // The kept lines after `after`, as first sent: each begins {"seq":N,
    for (const std::string& line : c.session.kept)
        if (std::stoull(line.substr(std::strlen("{\"seq\":"))) > what.after) c.pending += line;
    line_.clear();
    appendOutcome(line_, Outcome{}, request.id);
    send(c, line_);
}

// A served client's connection is gone: its session is kept, hearing on, for a while.
void Hub::cut(Connection& c) {
    if (!c.socket || c.stage != Stage::SERVED || c.session.name.empty()) return;
    c.session.forgetAt = Clock::now() + SESSION_KEPT;
    cutSessions_.push_back(std::move(c.session));
    // No more kept than clients may be served: the oldest goes first.
    while (cutSessions_.size() > std::size_t(settings_.maxClients)) cutSessions_.pop_front();
}

void Hub::tick() {
    for (const Outcome& o : service_.tick(Clock::now()))
        tellOthers(nullptr, [&](const Audience& audience, bool pipe) {
            if (pipe) { // the pipe's one client hears everything, as it is
                appendOutcome(line_, o, nullptr);
                return true;
            }
            Outcome heard = heardBy(o, audience);
            if (heard.messages.empty() && heard.events.empty()) return false;
            appendOutcome(line_, heard, nullptr);
            return true;
        });
}

// At the end of stdin the computer's thinking under way (its move, a hint) is finished and its
// outcome written before serve exits, as a script in the REPL waits for it (issue 38: the move
// was dropped). A move it makes may be another computer's cue, so a game between two computers
// plays on to its end; a signal stops the wait.
void Hub::finishThinking() {
    Connection& out = connections_.emplace_back();
    out.out = STDOUT_FILENO;
    out.session.audience = Audience::everything();
    while (service_.thinking() && !stopRequested && !out.dead) {
        int timeout = -1;
        if (auto deadline = service_.nextDeadline()) {
            timeout = msUntil(*deadline);
        }
        pollfd wake{wakeup_.fd(), POLLIN, 0};
        if (poll(&wake, 1, timeout) > 0) wakeup_.drain();
        tick();
    }
}

void Hub::readFrom(Connection& c) {
    char buffer[READ_CHUNK];
    ssize_t n = read(c.in, buffer, sizeof buffer);
    if (n < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK)) return;
    if (n <= 0) {
        if (!c.socket) {
            // The last line of a pipe may lack its newline; a socket's half line is dropped, as
            // there is no one left to answer.
            for (const auto& piece : c.lines.finish()) onLine(c, piece);
            stdinEnded_ = true;
        }
        c.dead = true;
        return;
    }
    if (c.stage == Stage::CLOSING) return; // read only to see it go, and not to reset it
    for (const auto& piece : c.lines.feed({buffer, std::size_t(n)})) onLine(c, piece);
}

void Hub::accept() {
    for (;;) {
        int fd = acceptClient(settings_.listenFd);
        if (fd >= 0) {
            admit(fd);
            continue;
        }
        if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM) {
            log_ << "mudchess serve: cannot accept a connection (errno " << errno
                 << "); trying again shortly\n";
            acceptPausedUntil_ = Clock::now() + ACCEPT_PAUSE;
        }
        return; // EAGAIN: no more waiting; anything else: try at the next wakeup
    }
}

void Hub::admit(int fd) {
    Connection& c = connections_.emplace_back();
    c.in = c.out = fd;
    c.socket = true;
    c.stage = Stage::NEW;
    c.deadline = Clock::now() + seconds(settings_.authTimeout);
    // A full server still reads the first line, so its refusal (too_many_clients) carries the
    // request's id; those waiting are bounded below.
    // Those not served yet, or on their way out, make room for it: the oldest first. So however
    // many connect and say nothing, one that authenticates at once is served.
    std::size_t waiting = count(Stage::NEW) + count(Stage::CLOSING);
    for (Connection& old : connections_) {
        if (waiting <= std::size_t(settings_.maxUnauthenticated)) break;
        if (&old == &c || !old.socket || old.dead || old.stage == Stage::SERVED) continue;
        // Its first line may be waiting already, unread while the server was busy (issue 54,
        // D5): read it before judging, and a client that did authenticate at once stays.
        if (old.stage == Stage::NEW) {
            readFrom(old);
            if (old.dead || old.stage != Stage::NEW) {
                waiting = count(Stage::NEW) + count(Stage::CLOSING);
                continue;
            }
        }
        dropNow(old, refusal(RefusalCode::TOO_MANY_UNAUTHENTICATED,
                             tooManyWaitingWords(settings_.maxUnauthenticated)));
        --waiting;
    }
}

void Hub::expire(Clock::time_point now) {
    cutSessions_.remove_if([&](const Session& s) { return s.forgetAt <= now; });
    for (Connection& c : connections_) {
        if (c.dead || !c.socket || c.deadline > now) continue;
        if (c.stage == Stage::CLOSING) {
            c.dead = true;
        } else if (c.stage == Stage::NEW) {
            closeWith(c, refusal(RefusalCode::AUTH_TIMEOUT,
                                 settings_.token
                                     ? noAuthInTimeWords(secondsWords(settings_.authTimeout))
                                     : noRequestInTimeWords(secondsWords(settings_.authTimeout))));
        } else {
            closeWith(c, refusal(RefusalCode::IDLE_TIMEOUT,
                                 idleClientWords(secondsWords(settings_.idleTimeout))));
        }
    }
}

std::optional<Clock::time_point> Hub::nextDeadline() const {
    std::optional<Clock::time_point> next = service_.nextDeadline();
    auto sooner = [&](Clock::time_point t) {
        if (t != Clock::time_point::max() && (!next || t < *next)) next = t;
    };
    for (const Connection& c : connections_)
        if (!c.dead) sooner(c.deadline);
    if (acceptPausedUntil_ > Clock::now()) sooner(acceptPausedUntil_);
    return next;
}

int Hub::run() {
    service_.setWakeup(wakeup_.wakeup());
    stopRequested = 0;
    signalPipe = wakeup_.writeEnd();
    struct sigaction stop = {};
    stop.sa_handler = onStopSignal;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGINT, &stop, nullptr);
    sigaction(SIGTERM, &stop, nullptr);
    std::signal(SIGPIPE, SIG_IGN);

    if (settings_.listenFd < 0) {
        Connection& c = connections_.emplace_back();
        c.in = STDIN_FILENO;
        c.out = STDOUT_FILENO;
        c.session.audience = Audience::everything();
    }
    int status = 0;
    std::vector<pollfd> fds;
    std::vector<Connection*> polled;
    while (!stopRequested && !stdinEnded_) {
        fds.clear();
        polled.clear();
        fds.push_back({wakeup_.fd(), POLLIN, 0});
        bool listening = settings_.listenFd >= 0 && acceptPausedUntil_ <= Clock::now();
        if (listening) fds.push_back({settings_.listenFd, POLLIN, 0});
        for (Connection& c : connections_) {
            // A closing connection is still read: to see it go, and not to reset it.
            short events = POLLIN;
            if (!c.pending.empty()) events |= POLLOUT;
            fds.push_back({c.in, events, 0});
            polled.push_back(&c);
        }
        int timeout = -1;
        if (auto deadline = nextDeadline()) {
            timeout = msUntil(*deadline);
        }
        int ready = poll(fds.data(), fds.size(), timeout);
        if (ready < 0 && errno != EINTR) {
            log_ << "mudchess serve: poll failed (errno " << errno << ")\n";
            status = 1;
            break;
        }
        if (ready > 0) {
            if (fds[0].revents) wakeup_.drain();
            std::size_t first = 1;
            if (listening && fds[first++].revents & POLLIN) accept();
            for (std::size_t i = 0; i < polled.size(); ++i) {
                short revents = fds[first + i].revents;
                Connection& c = *polled[i];
                if (revents & POLLOUT) flush(c);
                if (!c.dead && (revents & (POLLIN | POLLHUP | POLLERR))) readFrom(c);
            }
        }
        expire(Clock::now());
        tick();
        for (auto it = connections_.begin(); it != connections_.end();) {
            if (!it->dead) {
                ++it;
                continue;
            }
            if (it->socket) close(it->in);
            if (!it->socket) stdinEnded_ = true;
            cut(*it);
            it = connections_.erase(it);
        }
    }
    if (status == 0 && settings_.listenFd < 0) finishThinking();
    signalPipe = -1;
    service_.setWakeup({});
    for (Connection& c : connections_)
        if (c.socket) close(c.in);
    return status;
}

} // namespace

std::optional<std::string> hubSettingsProblem(const HubSettings& s) {
    if (s.maxClients < 1 || s.maxClients > 100000)
        return "--max-clients is a number of clients from 1 to 100000, like --max-clients 256";
    if (s.maxUnauthenticated < 1 || s.maxUnauthenticated > 100000)
        return "--max-unauthenticated is a number of connections from 1 to 100000, like "
               "--max-unauthenticated 16";
    if (!(s.authTimeout > 0 && s.authTimeout <= 86400))
        return "--auth-timeout is a number of seconds above 0 and at most 86400, like "
               "--auth-timeout 10";
    if (!(s.idleTimeout >= 0 && s.idleTimeout <= 31536000))
        return "--idle-timeout is a number of seconds from 0 (never) to 31536000, like "
               "--idle-timeout 3600";
    if (s.maxUnreadKiB < 1 || s.maxUnreadKiB > (1 << 20))
        return "--max-unread-kib is a number of KiB from 1 to 1048576, like --max-unread-kib 4096";
    return std::nullopt;
}

int runHub(Service& service, const HubSettings& settings, std::ostream& log) {
    return Hub(service, settings, log).run();
}

} // namespace mudchess::serve
