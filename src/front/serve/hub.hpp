// The event loop of `mudchess serve`: requests from stdin or from TCP clients, the service's
// deadlines and its wakeups, and answers back, each line written whole as soon as it is made.
// One thread; no client can hold up another (sockets are non-blocking, input is read a bounded
// chunk at a time, and output a client does not read is capped).
#pragma once

#include "mudchess/mudchess.hpp"

#include <cstddef>
#include <optional>
#include <ostream>
#include <string>

namespace mudchess::serve {

struct HubSettings {
    // -1: serve stdin/stdout until stdin ends. Else a listening socket to accept clients on,
    // served until SIGINT or SIGTERM.
    int listenFd = -1;
    // When set, each TCP client's first line must be {"op":"auth","token":...} with it.
    std::optional<std::string> token;
    std::size_t maxClients = 64;
    // Output a TCP client has not read; past this it is disconnected rather than buffered.
    std::size_t maxPendingBytes = 4 << 20;
};

// Returns the exit status.
int runHub(Service& service, const HubSettings& settings, std::ostream& log);

} // namespace mudchess::serve
