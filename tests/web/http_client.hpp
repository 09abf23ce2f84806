// A browser's side of HTTP for the web page's tests: a request answered whole (Boost.Beast's
// client), and a page following a board's Server-Sent Events, read with a deadline.
#pragma once

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <poll.h>

#include <chrono>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mudchess::test {

struct Answer {
    int status = 0;
    std::string body;
    boost::beast::http::fields headers;
    std::string header(const char* name) const {
        auto found = headers.find(name);
        return found == headers.end() ? "" : std::string(found->value());
    }
};

inline Answer httpAsk(int port, const std::string& target,
                      boost::beast::http::verb method = boost::beast::http::verb::get,
                      std::vector<std::pair<std::string, std::string>> fields = {}) {
    namespace http = boost::beast::http;
    boost::asio::io_context io;
    boost::asio::ip::tcp::socket socket(io);
    socket.connect({boost::asio::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port)});
    http::request<http::string_body> req{method, target, 11};
    req.set(http::field::host, "127.0.0.1");
    for (const auto& [name, value] : fields) req.set(name, value);
    req.prepare_payload();
    http::write(socket, req);
    boost::beast::flat_buffer buffer;
    http::response_parser<http::string_body> parser;
    parser.skip(method == http::verb::head);
    http::read(socket, buffer, parser);
    Answer a;
    a.status = static_cast<int>(parser.get().result_int());
    a.body = parser.get().body();
    a.headers = parser.get().base();
    return a;
}

// A page following a board: the events as they come, each "id: ...\nevent: ...\ndata: ...".
class LiveReader {
  public:
    LiveReader(int port, const std::string& target, const std::string& lastEventId = "")
        : socket_(io_) {
        socket_.connect(
            {boost::asio::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port)});
        std::string req =
            "GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + "Accept: text/event-stream\r\n" +
            (lastEventId.empty() ? "" : "Last-Event-ID: " + lastEventId + "\r\n") + "\r\n";
        boost::asio::write(socket_, boost::asio::buffer(req));
    }

    // The next block ending in a blank line (the header first, then each event or comment), or
    // nothing when none came within `within`.
    std::optional<std::string> next(std::chrono::milliseconds within) {
        auto deadline = std::chrono::steady_clock::now() + within;
        while (true) {
            std::size_t end = seen_.find("\n\n");
            std::size_t header = seen_.find("\r\n\r\n");
            if (header != std::string::npos && (end == std::string::npos || header < end)) {
                std::string block = seen_.substr(0, header);
                seen_.erase(0, header + 4);
                return block;
            }
            if (end != std::string::npos) {
                std::string block = seen_.substr(0, end);
                seen_.erase(0, end + 2);
                return block;
            }
            auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now());
            if (left.count() <= 0) return std::nullopt;
            pollfd p{socket_.native_handle(), POLLIN, 0};
            if (::poll(&p, 1, static_cast<int>(left.count())) <= 0) return std::nullopt;
            char chunk[4096];
            boost::system::error_code ec;
            std::size_t n = socket_.read_some(boost::asio::buffer(chunk), ec);
            if (ec) return std::nullopt;
            seen_.append(chunk, n);
        }
    }

    // The next board event's data, skipping comments; nothing within `within`.
    std::optional<std::string> nextBoard(std::chrono::milliseconds within) {
        auto deadline = std::chrono::steady_clock::now() + within;
        while (std::chrono::steady_clock::now() < deadline) {
            auto block = next(std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now()));
            if (!block) return std::nullopt;
            if (block->find("event: board") != std::string::npos) return block;
        }
        return std::nullopt;
    }

  private:
    boost::asio::io_context io_;
    boost::asio::ip::tcp::socket socket_;
    std::string seen_;
};

} // namespace mudchess::test
