// What the web page answers to a request, apart from the connection it came on (web_server)
// so that it can be tested and fuzzed alone: a page, a 404 or a 405, or the start of a board's
// live updates. Reads the boards from the feed; decides nothing else.
#pragma once

#include "web/board_feed.hpp"

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

// The answer to `method` (GET, HEAD, ...) of `target` ("/board/%23chess/board?side=black").
std::variant<Reply, Follow> route(std::string_view method, std::string_view target,
                                  const BoardFeed& feed);

} // namespace mudchess::web
