// serve_bench: `mudchess serve` over a pipe, as a MUD driver sees it. Throughput: requests
// written as fast as the pipe takes them (a writer thread) while the answers are read, in
// requests per second. Latency: one request at a time, time from writing it to reading its whole
// answer line, median and 99th percentile. The requests are typed ops replaying Fool's Mate
// (start, two joins or a look and a fen, four moves: answers carry events with boards) on
// boards 1..100 in turn; "ping" alone shows the protocol's own cost. See docs/benchmarks.md,
// "serve: the JSON-lines protocol".
#include "machine.hpp"

#include "../tests/serve/serve_process.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
using nlohmann::json;

// One game's requests on `board`, ids from `id`.
std::vector<std::string> foolsMate(int board, bool seat, long& id) {
    std::string object = "board " + std::to_string(board);
    auto req = [&](json fields) {
        fields["id"] = ++id;
        fields["place"] = "hall";
        fields["object"] = object;
        return fields.dump() + "\n";
    };
    std::vector<std::string> lines = {req({{"op", "start"}, {"actor", "alice"}})};
    if (seat) {
        lines.push_back(req({{"op", "join"}, {"actor", "alice"}, {"side", "white"}}));
        lines.push_back(req({{"op", "join"}, {"actor", "bob"}, {"side", "black"}}));
    } else {
        // The seats stay from the last game; a look by each player keeps seven requests a game.
        lines.push_back(req({{"op", "look"}, {"actor", "alice"}}));
        lines.push_back(req({{"op", "fen"}, {"actor", "bob"}}));
    }
    for (json move : {json{{"op", "move"}, {"actor", "alice"}, {"move", "f2f3"}},
                      json{{"op", "move"}, {"actor", "bob"}, {"move", "e7e5"}},
                      json{{"op", "move"}, {"actor", "alice"}, {"move", "g2g4"}},
                      json{{"op", "move"}, {"actor", "bob"}, {"move", "d8h4"}}})
        lines.push_back(req(move));
    return lines;
}

// `games` games over boards 1..100, in order. A board's game is over when it comes round
// again, so "start" begins a new one and the seats stay (a look and a fen take the joins' place).
std::vector<std::string> workload(int games, bool ping) {
    std::vector<std::string> lines;
    long id = 0;
    for (int g = 0; g < games; ++g) {
        if (ping) {
            for (int i = 0; i < 7; ++i)
                lines.push_back(json{{"id", ++id}, {"op", "ping"}}.dump() + "\n");
            continue;
        }
        for (std::string& line : foolsMate(g % 100 + 1, g < 100, id))
            lines.push_back(std::move(line));
    }
    return lines;
}

double throughput(const std::vector<std::string>& lines) {
    mudchess::test::ServeProcess serve({"serve"});
    auto start = Clock::now();
    std::thread writer([&] {
        std::string batch;
        for (const std::string& line : lines) {
            batch += line;
            if (batch.size() > 16384) {
                serve.write(batch);
                batch.clear();
            }
        }
        serve.write(batch);
    });
    std::size_t answered = 0, refused = 0;
    while (answered < lines.size()) {
        auto line = serve.readLine(30);
        if (!line) break;
        ++answered;
        if (line->find("\"ok\":false") != std::string::npos) ++refused;
    }
    double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    writer.join();
    serve.closeStdin();
    serve.wait();
    if (answered != lines.size() || refused != 0) {
        std::cerr << "serve_bench: " << answered << " of " << lines.size() << " answered, "
                  << refused << " refused\n";
        std::exit(1);
    }
    return double(lines.size()) / seconds;
}

struct Latency {
    double median_us, p99_us;
};

Latency latency(const std::vector<std::string>& lines) {
    mudchess::test::ServeProcess serve({"serve"});
    std::vector<double> micros;
    micros.reserve(lines.size());
    for (const std::string& line : lines) {
        auto start = Clock::now();
        serve.write(line);
        if (!serve.readLine(30)) {
            std::cerr << "serve_bench: no answer\n";
            std::exit(1);
        }
        micros.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count());
    }
    serve.closeStdin();
    serve.wait();
    std::sort(micros.begin(), micros.end());
    return {micros[micros.size() / 2],
            micros[std::min(micros.size() - 1, micros.size() * 99 / 100)]};
}

} // namespace

int main(int argc, char** argv) {
    int games = 3000;
    if (argc > 1) {
        std::string arg = argv[1];
        // Anything but a number of games is a question, not a run (issue 54: --help ran one).
        if (arg.find_first_not_of("0123456789") != std::string::npos || std::atoi(argv[1]) < 1) {
            std::cout << "usage: serve_bench [GAMES]\n"
                         "  `mudchess serve` over a pipe: Fool's Mate GAMES times (default 3000) "
                         "in typed ops,\n  throughput and latency, then ping alone "
                         "(docs/benchmarks.md, serve)\n";
            return arg == "--help" || arg == "-h" ? 0 : 2;
        }
        games = std::atoi(argv[1]);
    }
    std::cout << "command: " << mudchess::bench::commandLine(argc, argv) << "\n"
              << "cpu: " << mudchess::bench::cpuModel() << "\n"
              << "load: " << mudchess::bench::loadAverage() << "\n"
              << "requests: " << games * 7 << " per workload (" << games
              << " games of Fool's Mate over 100 boards, typed ops)\n";
    auto game = workload(games, false);
    auto pings = workload(games, true);
    // Best of three for throughput (a shared machine's noise only slows a run down).
    double best = 0, bestPing = 0;
    for (int i = 0; i < 3; ++i) {
        best = std::max(best, throughput(game));
        bestPing = std::max(bestPing, throughput(pings));
    }
    std::vector<std::string> few(game.begin(),
                                 game.begin() + std::min<std::size_t>(game.size(), 7000));
    std::vector<std::string> fewPings(pings.begin(),
                                      pings.begin() + std::min<std::size_t>(pings.size(), 7000));
    Latency l = latency(few), p = latency(fewPings);
    std::printf("%-10s %14s %14s %12s\n", "workload", "requests/s", "median us", "p99 us");
    std::printf("%-10s %14.0f %14.1f %12.1f\n", "game", best, l.median_us, l.p99_us);
    std::printf("%-10s %14.0f %14.1f %12.1f\n", "ping", bestPing, p.median_us, p.p99_us);
    return 0;
}
