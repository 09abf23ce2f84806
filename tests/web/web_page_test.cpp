// The spectators' web page (issue 51) over real HTTP on loopback: every board listed, a board's
// page with its position as data, live updates by Server-Sent Events that resume where a page
// left off, the spectator delay, and what an attacker gets: 404 for anything that is not a
// board, 405 for anything but reading, escaped names, a cap on connections, no cookies.
#include "dispatch/rated_game.hpp"
#include "http_client.hpp"
#include "mudchess/mudchess.hpp"
#include "process.hpp"
#include "service/service_impl.hpp"
#include "web/board_feed.hpp"
#include "web/pages.hpp"
#include "web/web_server.hpp"

#include <gtest/gtest.h>

namespace mudchess {
namespace {

using namespace std::chrono_literals;
namespace http = boost::beast::http;

class WebPage : public ::testing::Test {
  protected:
    int port = test::freePort();
    std::unique_ptr<Service> chess;

    void open(int delayPlies = 0) {
        ServiceSettings s;
        s.web = "127.0.0.1:" + std::to_string(port);
        s.webDelayPlies = delayPlies;
        chess = std::make_unique<Service>(s);
    }
    void say(const std::string& who, const std::string& line) {
        ASSERT_TRUE(chess->handle(who, "#chess", line).ok) << who << ": " << line;
    }
    void startGame() {
        say("alice", "start new game on board");
        say("alice", "join game as white on board");
        say("bob", "join game as black on board");
    }
    // The page on, boards in the channel as `placeBoards` says.
    ServiceSettings pageOn(const std::string& placeBoards) {
        ServiceSettings s;
        s.web = "127.0.0.1:" + std::to_string(port);
        s.placeBoards = placeBoards;
        return s;
    }
    // The service (again) with `s`, and a game seated.
    void restartWith(const ServiceSettings& s) {
        chess.reset();
        chess = std::make_unique<Service>(s);
        startGame();
    }
    std::string fenNow() { return std::get<BoardView>(chess->board("#chess", "board")).board.fen; }
};

TEST_F(WebPage, ListsEveryBoardAndShowsEachWithItsPositionAsData) {
    open();
    startGame();
    say("alice", "e4 on board");
    test::Answer index = test::httpAsk(port, "/");
    EXPECT_EQ(index.status, 200);
    EXPECT_NE(index.body.find("href=\"/board/%23chess/board\""), std::string::npos) << index.body;
    EXPECT_EQ(index.header("Set-Cookie"), "");
    EXPECT_NE(index.header("Content-Security-Policy").find("default-src 'none'"),
              std::string::npos);

    test::Answer page = test::httpAsk(port, "/board/%23chess/board");
    EXPECT_EQ(page.status, 200);
    EXPECT_NE(page.body.find("data-fen=\"" + fenNow() + "\""), std::string::npos) << page.body;
    EXPECT_NE(page.body.find("White: alice"), std::string::npos);
    EXPECT_NE(page.body.find("Black to move"), std::string::npos);
    // The position in words, for a screen reader.
    EXPECT_NE(page.body.find("White: king e1"), std::string::npos) << page.body;
    EXPECT_NE(page.body.find("<li>e4</li>"), std::string::npos);

    test::Answer state = test::httpAsk(port, "/board/%23chess/board/state");
    EXPECT_EQ(state.status, 200);
    EXPECT_EQ(state.header("Content-Type"), "application/json");
    EXPECT_NE(state.body.find("\"last_move\":\"e2e4\""), std::string::npos) << state.body;

    // The style sheet and the script come from mudchess itself.
    EXPECT_EQ(test::httpAsk(port, "/page.css").status, 200);
    EXPECT_NE(test::httpAsk(port, "/board.js").body.find("EventSource"), std::string::npos);
}

TEST_F(WebPage, ThePlayersAreShownWithTheirRatingsInTheGamesPool) {
    open();
    startGame();
    // alice has a settled rating in this game's pool (untimed chess), bob a provisional one in
    // another pool only.
    Service::Impl& inside = ServiceInternals::of(*chess);
    const GameObject& board = *inside.world.places.at("#chess").at("board");
    inside.world.ratings.set({"alice", "chess", speedOfGame(board)}, {1612.4, 60, 0.06, 30, 0});
    inside.world.ratings.set({"bob", "chess", "blitz"}, {1480, 200, 0.06, 2, 0});
    say("alice", "e4 on board");
    test::Answer page = test::httpAsk(port, "/board/%23chess/board");
    EXPECT_NE(page.body.find("White: alice (1612)"), std::string::npos) << page.body;
    EXPECT_NE(page.body.find("Black: bob</span>"), std::string::npos) << "no rating here";
    test::Answer state = test::httpAsk(port, "/board/%23chess/board/state");
    EXPECT_NE(state.body.find("\"white_rating\":\"1612\""), std::string::npos) << state.body;
}

TEST_F(WebPage, APageFollowsTheGameMoveByMove) {
    open();
    startGame();
    test::LiveReader live(port, "/board/%23chess/board/events");
    std::optional<std::string> header = live.next(5s);
    ASSERT_TRUE(header);
    EXPECT_NE(header->find("text/event-stream"), std::string::npos) << *header;
    ASSERT_TRUE(live.nextBoard(5s)) << "the board as it stands, at once";

    say("alice", "e4 on board");
    std::optional<std::string> moved = live.nextBoard(5s);
    ASSERT_TRUE(moved);
    EXPECT_NE(moved->find("\"fen\":\"" + fenNow() + "\""), std::string::npos) << *moved;
    say("bob", "e5 on board");
    moved = live.nextBoard(5s);
    ASSERT_TRUE(moved);
    EXPECT_NE(moved->find("\"moves\":[\"e4\",\"e5\"]"), std::string::npos) << *moved;
    EXPECT_NE(moved->find("<svg"), std::string::npos) << "the drawing comes with it";
}

TEST_F(WebPage, APageThatReconnectsGetsOnlyWhatItHasNotSeen) {
    open();
    startGame();
    say("alice", "e4 on board");
    std::string version;
    {
        test::LiveReader first(port, "/board/%23chess/board/events");
        std::optional<std::string> now = first.nextBoard(5s);
        ASSERT_TRUE(now);
        version = now->substr(4, now->find('\n') - 4); // "id: N"
    }
    // Back with the last event it had: nothing until the game goes on.
    test::LiveReader again(port, "/board/%23chess/board/events", version);
    EXPECT_FALSE(again.nextBoard(500ms)) << "it had that one";
    say("bob", "e5 on board");
    std::optional<std::string> next = again.nextBoard(5s);
    ASSERT_TRUE(next);
    EXPECT_NE(next->find("\"moves\":[\"e4\",\"e5\"]"), std::string::npos);
    // A page that missed a move is brought up to date at once.
    test::LiveReader late(port, "/board/%23chess/board/events", version);
    EXPECT_TRUE(late.nextBoard(5s));
}

TEST_F(WebPage, TheDelayHoldsAGameBeingPlayedBackNotAFinishedOne) {
    open(2);
    startGame();
    for (auto [who, move] : {std::pair{"alice", "e4"}, {"bob", "e5"}, {"alice", "Nf3"}})
        say(who, std::string(move) + " on board");
    test::Answer state = test::httpAsk(port, "/board/%23chess/board/state");
    EXPECT_NE(state.body.find("\"moves\":[\"e4\"]"), std::string::npos) << state.body;
    EXPECT_NE(state.body.find("\"delayed_plies\":2"), std::string::npos);
    EXPECT_NE(state.body.find("\"status\":\"\""), std::string::npos)
        << "the game's line would tell the move it is at";
    test::Answer page = test::httpAsk(port, "/board/%23chess/board");
    EXPECT_NE(page.body.find("2 plies behind the game"), std::string::npos);
    say("bob", "resign from game on board");
    state = test::httpAsk(port, "/board/%23chess/board/state");
    EXPECT_NE(state.body.find("\"moves\":[\"e4\",\"e5\",\"Nf3\"]"), std::string::npos)
        << state.body;
    EXPECT_NE(state.body.find("\"result\":\"1-0\""), std::string::npos);
}

TEST_F(WebPage, WhatIsNotABoardIsNotFoundAndOnlyReadingIsAnswered) {
    open();
    startGame();
    for (const char* target :
         {"/board/%23chess/nothing", "/board/%23chess", "/board/%ZZ/board", "/../etc/passwd",
          "/board/%23chess/board/extra", "/board/%23chess/board%00", "/board//board",
          "/board/%23chess/board/events/more", "/favicon.ico"}) {
        test::Answer a = test::httpAsk(port, target);
        EXPECT_EQ(a.status, 404) << target;
        EXPECT_NE(a.body.find("first page"), std::string::npos) << target << ": " << a.body;
    }
    test::Answer post = test::httpAsk(port, "/", http::verb::post);
    EXPECT_EQ(post.status, 405);
    EXPECT_EQ(post.header("Allow"), "GET, HEAD");
    test::Answer head = test::httpAsk(port, "/board/%23chess/board", http::verb::head);
    EXPECT_EQ(head.status, 200);
    EXPECT_TRUE(head.body.empty());
    // A header past the limit is not read: the connection is closed, and the server goes on.
    EXPECT_THROW(test::httpAsk(port, "/", http::verb::get, {{"X-Pad", std::string(20000, 'x')}}),
                 boost::system::system_error);
    EXPECT_EQ(test::httpAsk(port, "/").status, 200);
}

TEST_F(WebPage, AChannelNotShownTheBoardGetsItsLinkWithEachMove) {
    ServiceSettings s = pageOn("on-request");
    restartWith(s);
    Outcome moved = chess->handle("alice", "#chess", "e4 on board");
    ASSERT_TRUE(moved.ok);
    std::string link = "http://127.0.0.1:" + std::to_string(port) + "/board/%23chess/board";
    ASSERT_FALSE(moved.messages.empty());
    EXPECT_EQ(moved.messages.front().text, "alice (White) plays e4 on board. Watch: " + link);
    // One line a move, nothing private besides: a paced bot sends the next move at once.
    EXPECT_EQ(moved.messages.size(), 1u) << moved.messages.back().text;
    EXPECT_EQ(test::httpAsk(port, "/board/%23chess/board").status, 200) << "the link leads there";

    // Behind a proxy the operator names the address players reach; every move then links there.
    s.webUrl = "https://chess.example.org/";
    restartWith(s);
    moved = chess->handle("alice", "#chess", "e4 on board");
    EXPECT_EQ(moved.messages.front().text, "alice (White) plays e4 on board. Watch: "
                                           "https://chess.example.org/board/%23chess/board");
    // A channel shown the board after every move needs no link.
    s.placeBoards = "every-move";
    restartWith(s);
    moved = chess->handle("alice", "#chess", "e4 on board");
    EXPECT_EQ(moved.messages.front().text.find("Watch:"), std::string::npos);
}

// What players are told privately never reaches a page: a hint, an answer to one player.
TEST_F(WebPage, WhatAPlayerIsToldPrivatelyIsOnNoPage) {
    open();
    startGame();
    say("alice", "e4 on board");
    Outcome hint = chess->handle("bob", "#chess", "hint on board");
    ASSERT_TRUE(hint.ok);
    ASSERT_FALSE(hint.messages.empty());
    EXPECT_EQ(hint.messages[0].to.kind, Recipient::Kind::USER);
    // The hint's move, as it was told to bob alone ("... e5 ..." or whichever).
    std::string told = hint.messages[0].text;
    for (const char* path : {"/", "/board/%23chess/board", "/board/%23chess/board/state"}) {
        std::string body = test::httpAsk(port, path).body;
        EXPECT_EQ(body.find(told), std::string::npos) << path;
        EXPECT_EQ(body.find("hint"), std::string::npos) << path << ":\n" << body;
    }
}

// A player's own choice: the board privately when it is their move (options board private on),
// even where each move is one line with the link; or never (off), where the place would send it.
TEST_F(WebPage, APlayerChoosesWhetherTheirBoardComesPrivatelyOnTheirMove) {
    ServiceSettings s = pageOn("on-request");
    restartWith(s);
    say("bob", "options board private on");
    Outcome moved = chess->handle("alice", "#chess", "e4 on board");
    ASSERT_EQ(moved.messages.size(), 2u);
    EXPECT_NE(moved.messages[0].text.find("Watch:"), std::string::npos) << "the place's one line";
    const Message& own = moved.messages[1];
    EXPECT_EQ(own.to, (Recipient{Recipient::Kind::USER, "bob", "bob"}));
    EXPECT_NE(own.text.find("It is your move on board"), std::string::npos) << own.text;
    EXPECT_NE(own.text.find("+---+"), std::string::npos) << "with the board:\n" << own.text;
    // alice made no choice: the place's way, nothing private.
    moved = chess->handle("bob", "#chess", "e5 on board");
    EXPECT_EQ(moved.messages.size(), 1u) << moved.messages.back().text;

    // Where the player to move is sent the board, a player who said off gets the line alone.
    s.placeBoards = "player-to-move";
    restartWith(s);
    say("bob", "options board private off");
    moved = chess->handle("alice", "#chess", "e4 on board");
    ASSERT_EQ(moved.messages.size(), 2u);
    EXPECT_NE(moved.messages[1].text.find("It is your move on board"), std::string::npos);
    EXPECT_EQ(moved.messages[1].text.find("+---+"), std::string::npos) << moved.messages[1].text;
    moved = chess->handle("bob", "#chess", "e5 on board");
    ASSERT_EQ(moved.messages.size(), 2u);
    EXPECT_NE(moved.messages[1].text.find("+---+"), std::string::npos) << "alice: auto, the board";
}

// A server of its own on a free port, with `limits`, showing one chess board on "board" in
// #chess: the limits' tests need no Service.
struct OneBoardServer {
    web::BoardFeed feed;
    web::GameShelf games;
    web::WebServer server;
    web::ShownBoard board;
    explicit OneBoardServer(web::WebLimits limits) : server({"127.0.0.1", 0}, feed, games, limits) {
        board.object = "board";
        board.variant = "chess";
        board.fen = "8/8/8/8/8/8/8/K6k w - - 0 1";
        feed.publish("#chess", {board});
    }
};

TEST(WebServer, CapsTheConnectionsFromOneAddress) {
    web::WebLimits limits;
    limits.perAddress = 2;
    OneBoardServer web(limits);
    web::WebServer& server = web.server;
    test::LiveReader one(server.port(), "/board/%23chess/board/events");
    test::LiveReader two(server.port(), "/board/%23chess/board/events");
    ASSERT_TRUE(one.nextBoard(5s));
    ASSERT_TRUE(two.nextBoard(5s));
    test::Answer third = test::httpAsk(server.port(), "/");
    EXPECT_EQ(third.status, 503);
    EXPECT_NE(third.body.find("Too many people"), std::string::npos);
}

TEST(WebServer, ASlowPageKeepsOnlyTheNewestUpdates) {
    web::WebLimits limits;
    limits.queued = 2;
    OneBoardServer web(limits);
    web::BoardFeed& feed = web.feed;
    web::ShownBoard& b = web.board;
    test::LiveReader page(web.server.port(), "/board/%23chess/board/events");
    ASSERT_TRUE(page.nextBoard(5s));
    // A thousand changes while the page reads nothing: it ends on the last one either way.
    for (int i = 0; i < 1000; ++i) {
        b.status = "change " + std::to_string(i);
        feed.publish("#chess", {b});
    }
    // Read until the last change comes (the server may be slow: the sanitizer build), counting.
    int read = 0;
    bool sawTheLast = false;
    while (auto next = page.nextBoard(30s)) {
        ++read;
        if (next->find("change 999") != std::string::npos) {
            sawTheLast = true;
            break;
        }
    }
    EXPECT_TRUE(sawTheLast) << read << " updates read, the last change not among them";
}

TEST(WebPages, NamesAreEscapedAndEveryPieceIsShownAsWhatItIs) {
    web::ShownBoard b;
    b.place = "#chess";
    b.object = "board";
    b.variant = "knightmate";
    b.fen = "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1";
    b.white = "<script>alert(1)</script>";
    b.status = "\"><img src=x onerror=alert(1)>";
    std::string page = web::boardPage(b, false);
    EXPECT_EQ(page.find("<script>alert"), std::string::npos);
    EXPECT_EQ(page.find("<img"), std::string::npos);
    EXPECT_NE(page.find("&lt;script&gt;"), std::string::npos);
    std::string svg = web::boardSvg(b, false);
    EXPECT_NE(svg.find("white royal knight on e1"), std::string::npos);
    EXPECT_NE(svg.find("black commoner on b8"), std::string::npos);
    std::size_t crowns = 0;
    for (std::size_t at = svg.find("class=\"crown\""); at != std::string::npos;
         at = svg.find("class=\"crown\"", at + 1))
        ++crowns;
    EXPECT_EQ(crowns, 2u) << "the two royal knights, crowned";
    // From Black's side, a1 is in the top right corner.
    std::string fromBlack = web::boardSvg(b, true);
    EXPECT_NE(fromBlack.find("x=\"315\" y=\"0\" width=\"45\" height=\"45\"/><g class=\"piece "
                             "white\"><title>white rook on a1"),
              std::string::npos);
    EXPECT_EQ(web::encodePathSegment("#chess oak"), "%23chess%20oak");
    EXPECT_EQ(web::decodePathSegment("%23chess%20oak"), "#chess oak");
    EXPECT_FALSE(web::decodePathSegment("%2"));
    EXPECT_FALSE(web::decodePathSegment("a%00b"));
}

TEST(WebSetting, ABadAddressOrOneInUseStopsTheServiceSayingSo) {
    ServiceSettings s;
    s.web = "somewhere";
    try {
        Service chess(s);
        ADD_FAILURE() << "started";
    } catch (const ServiceError& e) {
        EXPECT_NE(std::string(e.what()).find("web = somewhere"), std::string::npos) << e.what();
    }
    web::BoardFeed feed;
    web::GameShelf games;
    web::WebServer taken({"127.0.0.1", 0}, feed, games);
    s.web = "127.0.0.1:" + std::to_string(taken.port());
    try {
        Service chess(s);
        ADD_FAILURE() << "started";
    } catch (const ServiceError& e) {
        EXPECT_NE(std::string(e.what()).find("cannot be served on"), std::string::npos) << e.what();
    }
}

} // namespace
} // namespace mudchess
