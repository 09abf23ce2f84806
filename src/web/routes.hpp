// What the web page answers to a request, apart from the connection it came on (web_server)
// so that it can be tested and fuzzed alone: a page, a 404 or a 405, the start of a board's live
// updates, or a kept game to wait for. Reads the boards from the feed and the kept games from
// the shelf; decides nothing else.
#pragma once

#include "web/board_feed.hpp"
#include "web/game_shelf.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace mudchess::web {

struct Reply {
    int status = 200;
    std::string contentType;
    std::string body;
    bool cacheable = false; // the style sheet and the script; pages and data are never cached
    std::vector<std::pair<std::string, std::string>> headers = {}; // more: Allow for 405
};

// Live updates of `board`, from Black's side or White's.
struct Follow {
    ShownBoard board;
    bool fromBlack = false;
};

// A kept game the service has been asked for (GameShelf::lookup): route again once it answers.
struct Await {
    std::int64_t id = 0;
};

// The answer to `method` (GET, HEAD, ...) of `target` ("/board/%23chess/board?side=black",
// "/g12", "/g12.pgn").
std::variant<Reply, Follow, Await> route(std::string_view method, std::string_view target,
                                         const BoardFeed& feed, GameShelf& games);

} // namespace mudchess::web
