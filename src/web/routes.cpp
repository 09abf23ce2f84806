#include "web/routes.hpp"

#include "render/web_words.hpp"
#include "web/pages.hpp"

namespace mudchess::web {

namespace {

// A request's path cut into its decoded segments ("/board/%23chess/board" → board, #chess,
// board), and whether ?side=black asks for Black's side; nothing when it does not decode or
// has an empty segment.
struct Target {
    std::vector<std::string> segments;
    bool fromBlack = false;
};

std::optional<Target> readTarget(std::string_view target) {
    Target t;
    std::size_t q = target.find('?');
    std::string_view path = target.substr(0, q);
    if (q != std::string_view::npos) {
        std::string_view query = target.substr(q + 1);
        while (!query.empty()) {
            std::size_t amp = query.find('&');
            if (query.substr(0, amp) == "side=black") t.fromBlack = true;
            query = amp == std::string_view::npos ? "" : query.substr(amp + 1);
        }
    }
    if (path.empty() || path.front() != '/') return std::nullopt;
    path.remove_prefix(1);
    while (!path.empty()) {
        std::size_t slash = path.find('/');
        std::optional<std::string> segment = decodePathSegment(path.substr(0, slash));
        if (!segment || segment->empty()) return std::nullopt;
        t.segments.push_back(std::move(*segment));
        path = slash == std::string_view::npos ? "" : path.substr(slash + 1);
        if (slash != std::string_view::npos && path.empty()) return std::nullopt; // "/x/"
    }
    return t;
}

constexpr const char* HTML = "text/html; charset=utf-8";

Reply notFound(const std::string& sentence) { return {404, HTML, messagePage(sentence)}; }

// A kept game's address: "g12" for its page, "g12.pgn" for its PGN; nothing for any other.
struct GameTarget {
    std::int64_t id = 0;
    bool pgn = false;
};

std::optional<GameTarget> readGameTarget(std::string_view segment) {
    GameTarget g;
    if (segment.ends_with(".pgn")) {
        g.pgn = true;
        segment.remove_suffix(4);
    }
    // Up to 18 digits, so the number fits; no sign, no leading zero.
    if (segment.size() < 2 || segment.size() > 19 || segment[0] != 'g' || segment[1] == '0')
        return std::nullopt;
    for (char c : segment.substr(1)) {
        if (c < '0' || c > '9') return std::nullopt;
        g.id = g.id * 10 + (c - '0');
    }
    return g;
}

std::variant<Reply, Follow, Await> gameRoute(const GameTarget& g, GameShelf& games) {
    GameShelf::Known known = games.lookup(g.id);
    switch (known.state) {
    case GameShelf::Known::ASKED: return Await{g.id};
    case GameShelf::Known::FAILED:
        return Reply{
            503, HTML, messagePage(webGameUnreadableWords(g.id)), false, {{"Retry-After", "5"}}};
    case GameShelf::Known::NONE: return notFound(webNoSuchGameWords(g.id));
    case GameShelf::Known::FOUND: break;
    }
    const ShownGame& game = known.game;
    if (!g.pgn) return Reply{200, HTML, gamePage(game)};
    if (!game.over) return notFound(webGameNotOverWords(g.id));
    std::string file = "g" + std::to_string(g.id) + ".pgn";
    return Reply{200,
                 "application/x-chess-pgn; charset=utf-8",
                 game.pgn,
                 false,
                 {{"Content-Disposition", "attachment; filename=\"" + file + "\""}}};
}

} // namespace

std::variant<Reply, Follow, Await> route(std::string_view method, std::string_view target,
                                         const BoardFeed& feed, GameShelf& games) {
    if (method != "GET" && method != "HEAD")
        return Reply{405, HTML, messagePage(webReadOnlyWords()), false, {{"Allow", "GET, HEAD"}}};
    std::optional<Target> t = readTarget(target);
    if (!t) return notFound(webNoSuchPageWords());
    const std::vector<std::string>& s = t->segments;
    if (s.empty()) return Reply{200, HTML, indexPage(feed.all())};
    if (s.size() == 1 && s[0] == "page.css")
        return Reply{200, "text/css; charset=utf-8", std::string(pageStyle()), true};
    if (s.size() == 1 && s[0] == "board.js")
        return Reply{200, "text/javascript; charset=utf-8", std::string(pageScript()), true};
    if (s.size() == 1)
        if (std::optional<GameTarget> g = readGameTarget(s[0])) return gameRoute(*g, games);
    if (s.size() < 3 || s.size() > 4 || s[0] != "board") return notFound(webNoSuchPageWords());
    std::string what = s.size() == 4 ? s[3] : "";
    if (what != "" && what != "events" && what != "state") return notFound(webNoSuchPageWords());
    std::optional<ShownBoard> board = feed.find(s[1], s[2]);
    if (!board) return notFound(webNoSuchBoardWords(s[1], s[2]));
    if (what == "events" && method == "GET") return Follow{std::move(*board), t->fromBlack};
    if (what == "events") return Reply{200, "text/event-stream; charset=utf-8", ""};
    if (what == "state") return Reply{200, "application/json", boardJson(*board)};
    return Reply{200, HTML, boardPage(*board, t->fromBlack)};
}

} // namespace mudchess::web
