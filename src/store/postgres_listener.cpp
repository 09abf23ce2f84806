#include "store/postgres_listener.hpp"

#include "store/postgres.hpp"

#include <algorithm>
#include <memory>
#include <poll.h>
#include <sys/eventfd.h>
#include <unistd.h>

namespace mudchess::pg {

std::string changePayload(const std::string& place, const std::string& object) {
    return std::to_string(place.size()) + ":" + place + object;
}

std::optional<std::pair<std::string, std::string>> readChangePayload(const std::string& payload) {
    std::size_t colon = payload.find(':');
    if (colon == std::string::npos || colon == 0) return std::nullopt;
    std::size_t length = 0;
    for (char c : payload.substr(0, colon)) {
        if (c < '0' || c > '9') return std::nullopt;
        length = length * 10 + std::size_t(c - '0');
    }
    if (length > payload.size() - colon - 1) return std::nullopt;
    return std::pair{payload.substr(colon + 1, length), payload.substr(colon + 1 + length)};
}

Listener::Listener(std::string conninfo, const std::atomic<int>& ownPid, Heard heard)
    : conninfo_(std::move(conninfo)), ownPid_(ownPid), heard_(std::move(heard)),
      stop_(eventfd(0, EFD_CLOEXEC)) {
    // Listening before the constructor returns, so that no change saved after it goes unheard;
    // if the server cannot be reached now, the thread keeps trying.
    std::unique_ptr<Connection> first = listening();
    thread_ = std::thread([this, db = std::move(first)]() mutable { run(std::move(db)); });
}

Listener::~Listener() {
    std::uint64_t one = 1;
    if (write(stop_, &one, sizeof one) < 0) {
        // Cannot happen with an eventfd below its maximum; the thread would then be stuck.
    }
    thread_.join();
    close(stop_);
}

bool Listener::waitFor(int socket, std::chrono::milliseconds wait) {
    pollfd fds[2] = {{stop_, POLLIN, 0}, {socket, POLLIN, 0}};
    poll(fds, socket < 0 ? 1 : 2, int(wait.count()));
    return !(fds[0].revents & POLLIN);
}

std::unique_ptr<Connection> Listener::listening() {
    try {
        auto db = std::make_unique<Connection>(conninfo_);
        db->exec(std::string("LISTEN ") + CHANGES_CHANNEL);
        return db;
    } catch (const Error&) {
        return nullptr;
    }
}

void Listener::run(std::unique_ptr<Connection> db) {
    using namespace std::chrono_literals;
    std::chrono::milliseconds backOff = 0ms;
    while (true) {
        if (!db) db = listening();
        if (!db) {
            backOff = std::clamp(backOff * 2, std::chrono::milliseconds(250),
                                 std::chrono::milliseconds(30000));
            if (!waitFor(-1, backOff)) return;
            continue;
        }
        backOff = 0ms;
        PGconn* c = db->handle();
        while (db->ok()) {
            if (!waitFor(PQsocket(c), 60s)) return;
            if (!PQconsumeInput(c)) break;
            while (PGnotify* n = PQnotifies(c)) {
                std::optional<std::pair<std::string, std::string>> change =
                    n->be_pid == ownPid_.load() ? std::nullopt : readChangePayload(n->extra);
                PQfreemem(n);
                if (change) heard_(change->first, change->second);
            }
        }
        db.reset();
    }
}

} // namespace mudchess::pg
