// The event loop of `mudchess serve`: requests from stdin or from TCP clients, the service's
// deadlines and its wakeups, and answers back, each line written whole as soon as it is made.
// One thread; no client can hold up another (sockets are non-blocking, input is read a bounded
// chunk at a time, and output a client does not read is capped). Each TCP client hears only what
// concerns the users and places it serves (front/serve/audience.hpp).
#pragma once

#include "mudchess/mudchess.hpp"

#include <cstddef>
#include <optional>
#include <ostream>
#include <string>

namespace mudchess::serve {

// The defaults here are the options' defaults (serve_command.cpp); docs/operators.md and
// docs/protocol.md say the same.
struct HubSettings {
    // -1: serve stdin/stdout until stdin ends. Else a listening socket to accept clients on,
    // served until SIGINT or SIGTERM.
    int listenFd = -1;
    // When set, each TCP client's first line must be {"op":"auth","token":...} with it.
    std::optional<std::string> token;
    // Clients served at once: authenticated (without a token: past their first request).
    int maxClients = 256;
    // Connections not yet authenticated (without a token: that have sent no request yet); one
    // more closes the oldest of them, so they can never take the slots of served clients.
    int maxUnauthenticated = 16;
    // Seconds a new connection has to authenticate (without a token: to send a request).
    double authTimeout = 10;
    // Seconds a served client may send no line before it is closed; 0: never.
    double idleTimeout = 3600;
    // KiB of answers a TCP client has not read; past this they are dropped and it is closed.
    int maxUnreadKiB = 4096;
};

// Why these settings cannot be used, as one sentence naming the option; nothing when they can.
std::optional<std::string> hubSettingsProblem(const HubSettings& settings);

// Returns the exit status.
int runHub(Service& service, const HubSettings& settings, std::ostream& log);

} // namespace mudchess::serve
