// web_spectators: many spectators following one board on the web page (issue 51). Each is a
// connection of its own to the board's live updates (Server-Sent Events) on loopback; a move is
// played through the Service, and each spectator's time from the move's command to its update
// arriving is measured: the median, the 99th percentile and the worst over every move. Also
// what the page costs a move on the players' side: the Service's time for a move with no page,
// and with the page and its spectators. docs/benchmarks.md, "The web page".
#include "machine.hpp"

#include "mudchess/mudchess.hpp"

#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <arpa/inet.h>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
using Millis = std::chrono::duration<double, std::milli>;

// The free port the system gives for a moment.
int freePort() {
    int s = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ::bind(s, reinterpret_cast<sockaddr*>(&a), sizeof a);
    socklen_t n = sizeof a;
    ::getsockname(s, reinterpret_cast<sockaddr*>(&a), &n);
    ::close(s);
    return ntohs(a.sin_port);
}

struct Spectator {
    int fd = -1;
    std::string seen;
    int boards = 0; // board events read so far
};

// Spectator `i` comes from an address of its own in 127.0.0.0/8 (all of it is loopback), as
// spectators on the internet do: the page allows 50 connections from one address.
Spectator follow(int port, int i) {
    Spectator s;
    s.fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in from{};
    from.sin_family = AF_INET;
    from.sin_addr.s_addr =
        htonl((127u << 24) | (std::uint32_t(1 + i / 250) << 8) | std::uint32_t(2 + i % 250));
    if (::bind(s.fd, reinterpret_cast<sockaddr*>(&from), sizeof from) != 0)
        throw std::runtime_error("cannot take a loopback address of its own");
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(static_cast<std::uint16_t>(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(s.fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0)
        throw std::runtime_error("cannot connect to the page");
    std::string req = "GET /board/%23chess/board/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    if (::write(s.fd, req.data(), req.size()) != ssize_t(req.size()))
        throw std::runtime_error("cannot ask for the updates");
    return s;
}

// Reads what has come; counts the board events completed.
void readFrom(Spectator& s) {
    char chunk[65536];
    ssize_t n = ::read(s.fd, chunk, sizeof chunk);
    if (n <= 0) throw std::runtime_error("a spectator's connection ended");
    s.seen.append(chunk, std::size_t(n));
    for (std::size_t end; (end = s.seen.find("\n\n")) != std::string::npos;) {
        if (s.seen.compare(0, end, "event: board") != 0 &&
            s.seen.substr(0, end).find("event: board") != std::string::npos)
            ++s.boards;
        s.seen.erase(0, end + 2);
    }
}

// Waits until every spectator has read `boards` board events; each one's time since `from`.
std::vector<double> waitForAll(std::vector<Spectator>& all, int boards, Clock::time_point from) {
    std::vector<double> took(all.size(), -1);
    std::size_t done = 0;
    std::vector<pollfd> fds(all.size());
    auto deadline = Clock::now() + std::chrono::seconds(30);
    while (done < all.size()) {
        if (Clock::now() > deadline) throw std::runtime_error("spectators left without updates");
        for (std::size_t i = 0; i < all.size(); ++i) fds[i] = {all[i].fd, POLLIN, 0};
        if (::poll(fds.data(), fds.size(), 1000) < 0) throw std::runtime_error("poll failed");
        for (std::size_t i = 0; i < all.size(); ++i) {
            if (!(fds[i].revents & POLLIN)) continue;
            readFrom(all[i]);
            if (took[i] < 0 && all[i].boards >= boards) {
                took[i] = Millis(Clock::now() - from).count();
                ++done;
            }
        }
    }
    return took;
}

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(p * double(v.size())))];
}

const char* const MOVES[] = {"e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d4", "exd4"};

void startGame(mudchess::Service& chess) {
    for (auto [who, line] : {std::pair{"alice", "start new game on board"},
                             {"alice", "join game as white on board"},
                             {"bob", "join game as black on board"}})
        if (!chess.handle(who, "#chess", line).ok) throw std::runtime_error(line);
}

} // namespace

int main(int argc, char** argv) {
    int spectators = 500;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--spectators" && i + 1 < argc) {
            spectators = std::max(1, std::stoi(argv[++i]));
        } else {
            std::cerr << "usage: web_spectators [--spectators N]\n";
            return a == "--help" ? 0 : 2;
        }
    }
    std::cout << "command: " << mudchess::bench::commandLine(argc, argv) << "\n"
              << "cpu: " << mudchess::bench::cpuModel() << "\n";
    try {
        std::vector<double> costWithout, costWith, reached;
        {
            mudchess::Service chess;
            startGame(chess);
            for (std::size_t ply = 0; ply < std::size(MOVES); ++ply) {
                auto start = Clock::now();
                bool ok = chess
                              .handle(ply % 2 ? "bob" : "alice", "#chess",
                                      std::string(MOVES[ply]) + " on board")
                              .ok;
                costWithout.push_back(Millis(Clock::now() - start).count());
                if (!ok) throw std::runtime_error(std::string("refused: ") + MOVES[ply]);
            }
        }
        int port = freePort();
        mudchess::ServiceSettings settings;
        settings.web = "127.0.0.1:" + std::to_string(port);
        mudchess::Service chess(settings);
        startGame(chess);
        std::vector<Spectator> all;
        for (int i = 0; i < spectators; ++i) all.push_back(follow(port, i));
        waitForAll(all, 1, Clock::now());
        for (std::size_t ply = 0; ply < std::size(MOVES); ++ply) {
            auto start = Clock::now();
            chess.handle(ply % 2 ? "bob" : "alice", "#chess",
                         std::string(MOVES[ply]) + " on board");
            costWith.push_back(Millis(Clock::now() - start).count());
            for (double t : waitForAll(all, int(ply) + 2, start)) reached.push_back(t);
        }
        for (Spectator& s : all) ::close(s.fd);
        std::printf("spectators: %d, moves: %zu\n", spectators, std::size(MOVES));
        std::printf("move to spectator: median %.1f ms  p99 %.1f ms  worst %.1f ms\n",
                    percentile(reached, 0.5), percentile(reached, 0.99), percentile(reached, 1.0));
        std::printf("a move's command, median: %.2f ms without the page, %.2f ms with it and "
                    "its spectators\n",
                    percentile(costWithout, 0.5), percentile(costWith, 0.5));
    } catch (const std::exception& e) {
        std::cerr << "web_spectators: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
