// How one mudchess process hears of the games another saved in the same PostgreSQL database:
// each save sends NOTIFY mudchess_games with the place and object, and every process LISTENs on
// a connection and a thread of its own, which call back for each change made by another
// connection than the process's own. When the connection is lost it connects again with
// back-off (a quarter of a second, doubling to 30 s); changes made meanwhile are not heard, but a
// save on such a game is then refused as game_changed and shows it as it is.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <utility>

namespace mudchess::pg {

class Connection;

inline constexpr const char* CHANGES_CHANNEL = "mudchess_games";

// The NOTIFY payload for a change of `object` in `place`, and back.
std::string changePayload(const std::string& place, const std::string& object);
std::optional<std::pair<std::string, std::string>> readChangePayload(const std::string& payload);

class Listener {
  public:
    using Heard = std::function<void(const std::string& place, const std::string& object)>;
    // Starts listening at once; `ownPid` is the server process of this process's own connection,
    // whose notifications are not passed on. `heard` is called on the listener's thread.
    Listener(std::string conninfo, const std::atomic<int>& ownPid, Heard heard);
    ~Listener(); // stops the thread, waiting for it
    Listener(const Listener&) = delete;
    Listener& operator=(const Listener&) = delete;

  private:
    // A connection that LISTENs, or nothing when the server cannot be reached.
    std::unique_ptr<Connection> listening();
    void run(std::unique_ptr<Connection> db);
    // Waits up to `wait` for the socket to be readable or for the stop; false once stopped.
    bool waitFor(int socket, std::chrono::milliseconds wait);

    std::string conninfo_;
    const std::atomic<int>& ownPid_;
    Heard heard_;
    int stop_ = -1; // an eventfd written to stop the thread
    std::thread thread_;
};

} // namespace mudchess::pg
