#include "web/web_server.hpp"

#include "render/web_words.hpp"
#include "web/pages.hpp"
#include "web/routes.hpp"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <array>
#include <charconv>
#include <deque>
#include <map>

namespace mudchess::web {

namespace beast = boost::beast;
namespace http = beast::http;
namespace net = boost::asio;
using tcp = net::ip::tcp;

namespace {

constexpr std::size_t HEADER_LIMIT = 8 * 1024;
constexpr std::chrono::seconds READ_TIMEOUT{30}, WRITE_TIMEOUT{30};
// How long a page waits for the service to find a kept game before it is told to try again.
constexpr std::chrono::seconds GAME_TIMEOUT{5};

// What every answer says about itself: no cookies are ever set; the page's own script and
// style only, nothing from elsewhere; no guessing of types; no address sent on from a link.
void secure(http::fields& f) {
    f.set("Content-Security-Policy",
          "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
          "connect-src 'self'; base-uri 'none'; form-action 'none'");
    f.set("X-Content-Type-Options", "nosniff");
    f.set("Referrer-Policy", "no-referrer");
}

// Ends a connection at once, both ways; what is pending on it completes with an error.
void hangUp(beast::tcp_stream& stream) {
    beast::error_code ignored;
    stream.socket().shutdown(tcp::socket::shutdown_both, ignored);
    stream.socket().close(ignored);
}

} // namespace

class LivePage;
namespace {
class Connection;
}

struct WebServer::Hub : std::enable_shared_from_this<WebServer::Hub> {
    Hub(BoardFeed& f, GameShelf& g, WebLimits l) : feed(f), games(g), limits(l) {}

    BoardFeed& feed;
    GameShelf& games;
    WebLimits limits;
    std::size_t open = 0;
    std::map<net::ip::address, std::size_t> openFrom;
    bool stopping = false;
    // The live pages of each board, and every connection (to close them all at the end).
    std::map<std::pair<std::string, std::string>, std::vector<std::weak_ptr<LivePage>>> watchers;
    std::vector<std::weak_ptr<beast::tcp_stream>> streams;
    // The requests waiting for a kept game the service was asked for, by its number.
    std::map<std::int64_t, std::vector<std::shared_ptr<Connection>>> awaiting;
    // Declared after what connections touch as they end, so it goes first.
    net::io_context io;
    tcp::acceptor acceptor{io};

    void accept();
    void changed(const ShownBoard& board);
    void gameKnown(std::int64_t id);
    void stop();
};

namespace {

// A connection's place in the caps, given back when it ends.
struct Ticket {
    WebServer::Hub* hub;
    net::ip::address from;
    Ticket(WebServer::Hub* h, net::ip::address a) : hub(h), from(a) {
        ++hub->open;
        ++hub->openFrom[from];
    }
    ~Ticket() {
        --hub->open;
        if (--hub->openFrom[from] == 0) hub->openFrom.erase(from);
    }
    Ticket(const Ticket&) = delete;
    Ticket& operator=(const Ticket&) = delete;
};

} // namespace

// A page following a board: Server-Sent Events, each the whole board, so a page that missed
// some (its queue full, its connection dropped) is right again with the next.
class LivePage : public std::enable_shared_from_this<LivePage> {
  public:
    LivePage(std::shared_ptr<beast::tcp_stream> stream, std::unique_ptr<Ticket> ticket,
             WebServer::Hub& hub, bool fromBlack)
        : stream_(std::move(stream)), ticket_(std::move(ticket)), hub_(hub), fromBlack_(fromBlack),
          keepAlive_(hub.io) {}

    void start(const std::optional<ShownBoard>& now, std::uint64_t lastSeen) {
        queue_.push_back("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n"
                         "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
                         "Connection: keep-alive\r\n\r\nretry: 2000\n\n");
        if (now && now->version != lastSeen) queue_.push_back(eventOf(*now, fromBlack_));
        writeNext();
        waitToKeepAlive();
        watchForTheEnd();
    }

    bool fromBlack() const { return fromBlack_; }

    // `event`: the board's event for this page's side (eventOf), made once for all its pages.
    void send(std::string event) {
        queue_.push_back(std::move(event));
        // The oldest waiting update goes first: the newest says all of it again.
        std::size_t busy = writing_ ? 1 : 0; // the one being written stays
        while (queue_.size() > hub_.limits.queued && queue_.size() > busy + 1)
            queue_.erase(queue_.begin() + static_cast<std::ptrdiff_t>(busy));
        writeNext();
    }

    void close() {
        keepAlive_.cancel();
        hangUp(*stream_);
    }

    static std::string eventOf(const ShownBoard& b, bool fromBlack) {
        return "id: " + std::to_string(b.version) +
               "\nevent: board\ndata: " + boardEventData(b, fromBlack) + "\n\n";
    }

  private:
    void writeNext() {
        if (writing_ || queue_.empty() || !stream_->socket().is_open()) return;
        writing_ = true;
        stream_->expires_after(WRITE_TIMEOUT);
        net::async_write(*stream_, net::buffer(queue_.front()),
                         [self = shared_from_this()](beast::error_code ec, std::size_t) {
                             self->writing_ = false;
                             self->queue_.pop_front();
                             if (ec) return self->close();
                             self->stream_->expires_never();
                             self->writeNext();
                         });
    }

    // A page sends nothing after its request: a read completes when it goes (or when the server
    // closes it). The read pending is also what keeps this page alive as long as its connection.
    void watchForTheEnd() {
        stream_->socket().async_read_some(
            net::buffer(ignored_), [self = shared_from_this()](beast::error_code ec, std::size_t) {
                if (ec) return self->close();
                self->watchForTheEnd();
            });
    }

    void waitToKeepAlive() {
        keepAlive_.expires_after(hub_.limits.keepAlive);
        keepAlive_.async_wait([weak = weak_from_this()](beast::error_code ec) {
            auto self = weak.lock();
            if (ec || !self || !self->stream_->socket().is_open()) return;
            self->queue_.push_back(": still here\n\n");
            self->writeNext();
            self->waitToKeepAlive();
        });
    }

    std::shared_ptr<beast::tcp_stream> stream_;
    std::unique_ptr<Ticket> ticket_;
    WebServer::Hub& hub_;
    bool fromBlack_;
    net::steady_timer keepAlive_;
    std::deque<std::string> queue_;
    bool writing_ = false;
    std::array<char, 256> ignored_;
};

namespace {

// One connection's requests, one after another (keep-alive), until it asks for live updates.
class Connection : public std::enable_shared_from_this<Connection> {
  public:
    Connection(tcp::socket socket, WebServer::Hub& hub)
        : stream_(std::make_shared<beast::tcp_stream>(std::move(socket))), hub_(hub),
          gameTimer_(hub.io) {}

    void start() {
        beast::error_code ec;
        tcp::endpoint peer = stream_->socket().remote_endpoint(ec);
        if (ec) return;
        hub_.streams.push_back(stream_);
        bool full = hub_.open >= hub_.limits.connections ||
                    hub_.openFrom[peer.address()] >= hub_.limits.perAddress;
        if (hub_.openFrom[peer.address()] == 0) hub_.openFrom.erase(peer.address());
        if (full) return refuseAsBusy();
        ticket_ = std::make_unique<Ticket>(&hub_, peer.address());
        read();
    }

  private:
    void read() {
        parser_.emplace();
        parser_->header_limit(HEADER_LIMIT);
        parser_->body_limit(0);
        stream_->expires_after(READ_TIMEOUT);
        http::async_read(*stream_, buffer_, *parser_,
                         [self = shared_from_this()](beast::error_code ec, std::size_t) {
                             if (ec) return self->close();
                             self->request_ = self->parser_->release();
                             self->answer();
                         });
    }

    void answer() {
        const http::request<http::empty_body>& req = request_;
        beast::string_view method = req.method_string(), target = req.target();
        std::variant<Reply, Follow, Await> answer = route(
            {method.data(), method.size()}, {target.data(), target.size()}, hub_.feed, hub_.games);
        if (Follow* follow = std::get_if<Follow>(&answer)) return this->follow(*follow, req);
        if (Await* await = std::get_if<Await>(&answer)) return this->await(await->id);
        respond(std::get<Reply>(answer));
    }

    void respond(const Reply& r) {
        const http::request<http::empty_body>& req = request_;
        http::response<http::string_body> res{static_cast<http::status>(r.status), req.version()};
        res.set(http::field::content_type, r.contentType);
        res.set(http::field::cache_control, r.cacheable ? "max-age=3600" : "no-store");
        for (const auto& [name, value] : r.headers) res.set(name, value);
        res.keep_alive(req.keep_alive());
        res.body() = r.body;
        reply(std::move(res), req.method() == http::verb::head);
    }

    void reply(http::response<http::string_body> res, bool head) {
        secure(res.base());
        res.prepare_payload();
        if (!head) return send(std::make_shared<http::response<http::string_body>>(std::move(res)));
        // HEAD: the page's header and length, without the page.
        std::size_t length = res.body().size();
        auto bare = std::make_shared<http::response<http::empty_body>>(std::move(res.base()));
        bare->content_length(length);
        send(bare);
    }

    template <class Body> void send(std::shared_ptr<http::response<Body>> res) {
        stream_->expires_after(WRITE_TIMEOUT);
        http::async_write(*stream_, *res,
                          [self = shared_from_this(), res](beast::error_code ec, std::size_t) {
                              if (ec || !res->keep_alive()) return self->close();
                              self->read();
                          });
    }

    // The service was asked for kept game `id`: the request is answered again once it says, or
    // told to try again when it says nothing in time. The hub holds the connection meanwhile.
    void await(std::int64_t id) {
        stream_->expires_never();
        hub_.awaiting[id].push_back(shared_from_this());
        waiting_ = true;
        gameTimer_.expires_after(GAME_TIMEOUT);
        gameTimer_.async_wait([weak = weak_from_this(), id](beast::error_code ec) {
            auto self = weak.lock();
            if (ec || !self || !self->waiting_) return;
            self->waiting_ = false;
            std::erase(self->hub_.awaiting[id], self);
            if (self->hub_.awaiting[id].empty()) self->hub_.awaiting.erase(id);
            self->respond(Reply{503,
                                "text/html; charset=utf-8",
                                messagePage(webGameSlowWords(id)),
                                false,
                                {{"Retry-After", "5"}}});
        });
    }

  public:
    // The service answered about the kept game awaited.
    void gameKnown() {
        if (!waiting_) return;
        waiting_ = false;
        gameTimer_.cancel();
        answer();
    }

    void close() {
        gameTimer_.cancel();
        hangUp(*stream_);
    }

  private:
    void follow(const Follow& follow, const http::request<http::empty_body>& req) {
        std::uint64_t lastSeen = 0;
        beast::string_view said = req["Last-Event-ID"];
        if (std::from_chars(said.data(), said.data() + said.size(), lastSeen).ec != std::errc())
            lastSeen = 0;
        stream_->expires_never();
        auto live = std::make_shared<LivePage>(stream_, std::move(ticket_), hub_, follow.fromBlack);
        hub_.watchers[{follow.board.place, follow.board.object}].push_back(live);
        live->start(follow.board, lastSeen);
    }

    void refuseAsBusy() {
        http::response<http::string_body> res{http::status::service_unavailable, 11};
        res.set(http::field::content_type, "text/html; charset=utf-8");
        res.set(http::field::retry_after, "60");
        res.keep_alive(false);
        res.body() = messagePage(webTooManyWords());
        reply(std::move(res), false);
    }

    std::shared_ptr<beast::tcp_stream> stream_;
    WebServer::Hub& hub_;
    std::unique_ptr<Ticket> ticket_;
    beast::flat_buffer buffer_;
    std::optional<http::request_parser<http::empty_body>> parser_;
    http::request<http::empty_body> request_; // the one being answered
    net::steady_timer gameTimer_;
    bool waiting_ = false; // for a kept game (await)
};

} // namespace

void WebServer::Hub::accept() {
    acceptor.async_accept([self = shared_from_this()](beast::error_code ec, tcp::socket socket) {
        if (self->stopping) return;
        if (!ec) std::make_shared<Connection>(std::move(socket), *self)->start();
        // Closed connections are forgotten as new ones come.
        std::erase_if(self->streams, [](const auto& w) { return w.expired(); });
        self->accept();
    });
}

void WebServer::Hub::changed(const ShownBoard& board) {
    auto found = watchers.find({board.place, board.object});
    if (found == watchers.end()) return;
    std::vector<std::weak_ptr<LivePage>>& pages = found->second;
    std::erase_if(pages, [](const auto& w) { return w.expired(); });
    // The event is made once for each side it is seen from, whatever the number of pages.
    std::optional<std::string> event[2];
    for (const std::weak_ptr<LivePage>& w : pages)
        if (auto page = w.lock()) {
            std::optional<std::string>& e = event[page->fromBlack()];
            if (!e) e = LivePage::eventOf(board, page->fromBlack());
            page->send(*e);
        }
    if (pages.empty()) watchers.erase(found);
}

void WebServer::Hub::gameKnown(std::int64_t id) {
    auto found = awaiting.find(id);
    if (found == awaiting.end()) return;
    std::vector<std::shared_ptr<Connection>> waiting = std::move(found->second);
    awaiting.erase(found);
    for (const std::shared_ptr<Connection>& c : waiting) c->gameKnown();
}

void WebServer::Hub::stop() {
    stopping = true;
    beast::error_code ignored;
    acceptor.close(ignored);
    for (auto& [board, pages] : watchers)
        for (const std::weak_ptr<LivePage>& w : pages)
            if (auto page = w.lock()) page->close();
    for (auto& [id, waiting] : awaiting)
        for (const std::shared_ptr<Connection>& c : waiting) c->close();
    awaiting.clear();
    for (const std::weak_ptr<beast::tcp_stream>& w : streams)
        if (auto stream = w.lock()) hangUp(*stream);
}

WebServer::WebServer(const WebAddress& at, BoardFeed& feed, GameShelf& games, WebLimits limits)
    : feed_(feed), games_(games), hub_(std::make_shared<Hub>(feed, games, limits)) {
    tcp::endpoint endpoint(net::ip::make_address(at.host), at.port);
    hub_->acceptor.open(endpoint.protocol());
    hub_->acceptor.set_option(net::socket_base::reuse_address(true));
    hub_->acceptor.bind(endpoint);
    hub_->acceptor.listen();
    port_ = hub_->acceptor.local_endpoint().port();
    hub_->accept();
    std::weak_ptr<Hub> weak = hub_;
    feed_.onChange([weak](const ShownBoard& board) {
        if (auto hub = weak.lock())
            net::post(hub->io, [weak, board] {
                if (auto h = weak.lock()) h->changed(board);
            });
    });
    games_.onKnown([weak](std::int64_t id) {
        if (auto hub = weak.lock())
            net::post(hub->io, [weak, id] {
                if (auto h = weak.lock()) h->gameKnown(id);
            });
    });
    thread_ = std::thread([hub = hub_] { hub->io.run(); });
}

WebServer::~WebServer() {
    feed_.onChange({});
    games_.onKnown({});
    net::post(hub_->io, [hub = hub_] { hub->stop(); });
    thread_.join();
}

} // namespace mudchess::web
