#include "front/serve/hub.hpp"

#include "front/serve/encode.hpp"
#include "front/serve/line_splitter.hpp"
#include "front/serve/request.hpp"
#include "front/serve/responder.hpp"
#include "front/wake_pipe.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <list>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace mudchess::serve {

namespace {

// How much is read from one client before the others get their turn.
constexpr std::size_t READ_CHUNK = 64 * 1024;

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

struct Connection {
    int in = -1;
    int out = -1;
    bool socket = false;
    LineSplitter lines{MAX_LINE_BYTES + 1}; // + 1 for a "\r" before the newline
    std::string pending;                    // output not yet taken by a socket
    bool authed = true;
    bool closing = false; // answered for the last time: close once `pending` is out
    bool dead = false;
};

class Hub {
  public:
    Hub(Service& service, const HubSettings& settings, std::ostream& log)
        : service_(service), settings_(settings), log_(log) {}

    int run();

  private:
    void accept();
    void readFrom(Connection& c);
    void onLine(Connection& c, const LineSplitter::Piece& piece);
    void send(Connection& c, const std::string& line);
    void flush(Connection& c);
    void broadcast(const Connection& from, const std::string& line);
    void tick();

    Service& service_;
    const HubSettings& settings_;
    std::ostream& log_;
    WakePipe wakeup_;
    std::list<Connection> connections_;
    bool stdinEnded_ = false;
};

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
    if (c.pending.size() + line.size() > settings_.maxPendingBytes) {
        log_ << "mudchess serve: a client read nothing of " << c.pending.size()
             << " bytes of answers; disconnecting it\n";
        c.dead = true;
        return;
    }
    c.pending += line;
    flush(c);
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
        c.pending.erase(0, std::size_t(n));
    }
    if (c.pending.empty() && c.closing) c.dead = true;
}

void Hub::broadcast(const Connection& from, const std::string& line) {
    for (Connection& other : connections_)
        if (&other != &from && other.socket && other.authed && !other.closing) send(other, line);
}

void Hub::onLine(Connection& c, const LineSplitter::Piece& piece) {
    if (c.closing || c.dead) return;
    if (piece.tooLong) {
        send(c, toLine(encodeError(lineTooLong())));
        if (!c.authed) c.closing = true;
        return;
    }
    if (!c.authed) {
        // The first line must prove the client knows the token; anything else ends it.
        auto parsed = parseRequest(piece.line);
        ProtocolError refused{RefusalCode::AUTH_REQUIRED,
                              "this server needs {\"op\":\"auth\",\"token\":\"...\"} as the first "
                              "line",
                              nullptr,
                              {}};
        if (auto* request = std::get_if<Request>(&parsed)) {
            refused.id = request->id;
            if (auto* auth = std::get_if<Auth>(&request->what)) {
                if (sameToken(auth->token, *settings_.token)) {
                    c.authed = true;
                    send(c, toLine(answer(service_, *request).response));
                    return;
                }
                refused.code = RefusalCode::BAD_TOKEN;
                refused.text = "that token is not the one this server was given";
            }
        } else {
            refused.id = std::get<ProtocolError>(parsed).id;
        }
        send(c, toLine(encodeError(refused)));
        c.closing = true;
        if (c.pending.empty()) c.dead = true;
        return;
    }
    Answer a = answerLine(service_, piece.line);
    send(c, toLine(a.response));
    if (a.broadcast) broadcast(c, toLine(*a.broadcast));
    tick(); // as the REPL does: whatever the command set going that is already due
}

void Hub::tick() {
    for (const Outcome& o : service_.tick(Service::Clock::now())) {
        std::string line = toLine(encodeOutcome(o, nullptr));
        for (Connection& c : connections_)
            if (c.authed && !c.closing) send(c, line);
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
    for (const auto& piece : c.lines.feed({buffer, std::size_t(n)})) onLine(c, piece);
}

void Hub::accept() {
    for (;;) {
        int fd = accept4(settings_.listenFd, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0) return; // EAGAIN: no more waiting; anything else: try at the next wakeup
        Connection& c = connections_.emplace_back();
        c.in = c.out = fd;
        c.socket = true;
        c.authed = !settings_.token;
        if (connections_.size() > settings_.maxClients) {
            send(c, toLine(encodeError({RefusalCode::TOO_MANY_CLIENTS,
                                        "the server has " + std::to_string(settings_.maxClients) +
                                            " clients already; try again later",
                                        nullptr,
                                        {}})));
            c.closing = true;
            c.dead = c.dead || c.pending.empty();
        }
    }
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
    }
    int status = 0;
    std::vector<pollfd> fds;
    std::vector<Connection*> polled;
    while (!stopRequested && !stdinEnded_) {
        fds.clear();
        polled.clear();
        fds.push_back({wakeup_.fd(), POLLIN, 0});
        if (settings_.listenFd >= 0) fds.push_back({settings_.listenFd, POLLIN, 0});
        for (Connection& c : connections_) {
            short events = c.closing ? 0 : POLLIN;
            if (!c.pending.empty()) events |= POLLOUT;
            fds.push_back({c.in, events, 0});
            polled.push_back(&c);
        }
        int timeout = -1;
        if (auto deadline = service_.nextDeadline()) {
            auto left =
                std::chrono::ceil<std::chrono::milliseconds>(*deadline - Service::Clock::now());
            timeout = int(std::clamp<long long>(left.count(), 0, 1 << 30));
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
            if (settings_.listenFd >= 0 && fds[first++].revents & POLLIN) accept();
            for (std::size_t i = 0; i < polled.size(); ++i) {
                short revents = fds[first + i].revents;
                Connection& c = *polled[i];
                if (revents & POLLOUT) flush(c);
                if (!c.dead && !c.closing && (revents & (POLLIN | POLLHUP | POLLERR)))
                    readFrom(c);
                else if (!c.dead && (revents & (POLLHUP | POLLERR)))
                    c.dead = true;
            }
        }
        tick();
        for (auto it = connections_.begin(); it != connections_.end();) {
            if (!it->dead) {
                ++it;
                continue;
            }
            if (it->socket) close(it->in);
            if (!it->socket) stdinEnded_ = true;
            it = connections_.erase(it);
        }
    }
    signalPipe = -1;
    service_.setWakeup({});
    for (Connection& c : connections_)
        if (c.socket) close(c.in);
    return status;
}

} // namespace

int runHub(Service& service, const HubSettings& settings, std::ostream& log) {
    return Hub(service, settings, log).run();
}

} // namespace mudchess::serve
