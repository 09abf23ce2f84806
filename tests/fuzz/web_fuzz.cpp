// libFuzzer target for the web page's reading of requests (src/web/routes.hpp): any bytes are
// parsed as an HTTP request the way the server parses them (Boost.Beast, its header limit, no
// body), and what parses is answered by route(), as are the bytes taken as a target alone.
// Every answer must be a page, a 404, a 405, a 503, a board to follow or a kept game to wait for,
// with a body for each page.
// Built with -DMUDCHESS_FUZZ=ON by the clang sanitizer build; scripts/test runs it on a copy of
// web_corpus/.
#include "web/board_feed.hpp"
#include "web/game_shelf.hpp"
#include "web/routes.hpp"

#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

using namespace mudchess;
namespace http = boost::beast::http;

namespace {

const web::BoardFeed& feed() {
    static web::BoardFeed* boards = [] {
        auto* f = new web::BoardFeed;
        web::ShownBoard b;
        b.object = "board";
        b.variant = "knightmate";
        b.fen = "rmbqkbmr/pppppppp/8/8/4P3/8/PPPP1PPP/RMBQKBMR b KQkq - 0 1";
        b.white = "<alice>";
        b.moves = {"e4"};
        f->publish("#chess", {b});
        return f;
    }();
    return *boards;
}

// Kept game g1 (hostile names in it); any other number asked is answered at once as none.
web::GameShelf& games() {
    static web::GameShelf* shelf = [] {
        auto* g = new web::GameShelf;
        web::ShownGame game;
        game.id = 1;
        game.over = true;
        game.board = web::ShownBoard{};
        game.board.place = "#chess";
        game.board.object = "</pre><script>";
        game.board.white = "\"alice\"";
        game.board.fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        game.pgn = "[Event \"<b>\"]\n\n1. e4 *\n";
        g->answer(1, game);
        g->onWanted([g](std::int64_t id) { g->answer(id, std::nullopt); });
        return g;
    }();
    return *shelf;
}

void check(std::string_view method, std::string_view target) {
    std::variant<web::Reply, web::Follow, web::Await> answer =
        web::route(method, target, feed(), games());
    if (const auto* await = std::get_if<web::Await>(&answer)) {
        if (await->id <= 0) __builtin_trap();
    } else if (const auto* r = std::get_if<web::Reply>(&answer)) {
        if (r->status != 200 && r->status != 404 && r->status != 405 && r->status != 503)
            __builtin_trap();
        if (r->body.empty() && r->contentType.find("event-stream") == std::string::npos)
            __builtin_trap();
    } else if (std::get<web::Follow>(answer).board.object != "board") {
        __builtin_trap();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view bytes(reinterpret_cast<const char*>(data), size);
    check("GET", bytes);
    http::request_parser<http::empty_body> parser;
    parser.header_limit(8 * 1024);
    parser.body_limit(0);
    boost::beast::error_code ec;
    parser.put(boost::asio::buffer(data, size), ec);
    if (!ec && parser.is_header_done()) {
        const auto& req = parser.get();
        check({req.method_string().data(), req.method_string().size()},
              {req.target().data(), req.target().size()});
    }
    return 0;
}
