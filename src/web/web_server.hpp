// The spectators' web page, served by mudchess itself (issue 51): the list of boards at /, a
// page per board at /board/PLACE/OBJECT (?side=black to see it from Black's side), its live
// updates as Server-Sent Events at …/events and its state as JSON at …/state, a kept game's page
// at /g12 and its PGN at /g12.pgn, the style sheet and the script. Read-only, no cookies, nothing
// private; a cap on connections in all and per address. HTTP by Boost.Beast, on one thread of its
// own: it reads the boards from a BoardFeed and the kept games from a GameShelf, never the service.
#pragma once

#include "web/board_feed.hpp"
#include "web/game_shelf.hpp"
#include "web/web_address.hpp"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <thread>

namespace mudchess::web {

struct WebLimits {
    std::size_t connections = 1000;     // open at once, in all
    std::size_t perAddress = 50;        // open at once from one address
    std::size_t queued = 16;            // live updates waiting for a slow page; the oldest goes
    std::chrono::seconds keepAlive{15}; // a comment to an idle live page, so proxies keep it
};

class WebServer {
  public:
    // Listens on `at` at once; throws boost::system::system_error when it cannot.
    WebServer(const WebAddress& at, BoardFeed& feed, GameShelf& games, WebLimits limits = {});
    ~WebServer(); // closes every connection and waits for the thread
    WebServer(const WebServer&) = delete;
    WebServer& operator=(const WebServer&) = delete;

    // The port listened on (the one the system chose for port 0).
    std::uint16_t port() const { return port_; }

    struct Hub; // the server's state, on its thread

  private:
    BoardFeed& feed_;
    GameShelf& games_;
    std::shared_ptr<Hub> hub_;
    std::uint16_t port_ = 0;
    std::thread thread_;
};

} // namespace mudchess::web
