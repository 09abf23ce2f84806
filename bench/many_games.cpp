// many_games: many players against the computer through one `mudchess serve`, each sending a
// move at the same moment, as a busy MUD's players would. For each round it times, from the
// moment the moves are written, every game's computer reply (median, 90th percentile, the
// last), and meanwhile a ping every 10 ms, so it shows whether people's own commands stay quick
// while the computer is busy. See docs/benchmarks.md, "Many games against the computer".
//
// Usage: many_games [--games N] [--level L] [--engine-threads T] [--rounds R]
#include "machine.hpp"

#include "../tests/serve/serve_process.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <string>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
using nlohmann::json;

// White's moves, round by round: knights and a rook that Black can neither block nor prevent
// in the first four moves, whatever it plays (it cannot give check that soon).
const char* const MOVES[] = {"g1f3", "b1c3", "h1g1", "g1h1"};
constexpr long PING_ID = 1'000'000; // pings' ids start here; the players' requests stay below

double percentile(std::vector<double> values, int p) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, values.size() * std::size_t(p) / 100)];
}

[[noreturn]] void fail(const std::string& why) {
    std::cerr << "many_games: " << why << "\n";
    std::exit(1);
}

} // namespace

int main(int argc, char** argv) {
    int games = 20, level = 8, threads = 1, rounds = 2;
    for (int i = 1; i + 1 < argc; i += 2) {
        std::string flag = argv[i];
        int value = std::atoi(argv[i + 1]);
        if (flag == "--games")
            games = std::max(1, value);
        else if (flag == "--level")
            level = std::clamp(value, 1, 8);
        else if (flag == "--engine-threads")
            threads = std::max(1, value);
        else if (flag == "--rounds")
            rounds = std::clamp(value, 1, int(std::size(MOVES)));
        else
            fail("unknown option " + flag);
    }
    std::cout << "command: " << mudchess::bench::commandLine(argc, argv) << "\n"
              << "cpu: " << mudchess::bench::cpuModel() << "\n"
              << "load: " << mudchess::bench::loadAverage() << "\n"
              << "games: " << games << " against level " << level << ", engine threads " << threads
              << ", " << rounds << " round(s) of one move each, sent together\n";

    mudchess::test::ServeProcess serve(
        {"serve", "--db", ":memory:", "--engine-threads", std::to_string(threads)});
    auto board = [](int g) { return "board " + std::to_string(g); };
    long id = 0;
    for (int g = 0; g < games; ++g) {
        json answer = serve.request({{"id", ++id},
                                     {"op", "play_computer"},
                                     {"actor", "player" + std::to_string(g)},
                                     {"place", "hall"},
                                     {"object", board(g)},
                                     {"side", "white"},
                                     {"level", level}});
        if (!answer.value("ok", false)) fail("play_computer refused: " + answer.dump());
    }

    std::printf("%-6s %10s %10s %10s %12s %12s\n", "round", "median s", "p90 s", "last s",
                "ping p50 ms", "ping p99 ms");
    for (int round = 0; round < rounds; ++round) {
        std::string moves;
        for (int g = 0; g < games; ++g)
            moves += json{{"id", ++id},
                          {"op", "move"},
                          {"actor", "player" + std::to_string(g)},
                          {"place", "hall"},
                          {"object", board(g)},
                          {"move", MOVES[round]}}
                         .dump() +
                     "\n";
        Clock::time_point sent = Clock::now();
        serve.write(moves);

        // Pings every 10 ms from another thread; each line is one write(2), well under
        // PIPE_BUF, so they never interleave with anything else.
        std::atomic<bool> pinging = true;
        std::map<long, Clock::time_point> pingSent;
        std::mutex pingMutex;
        std::thread pinger([&] {
            for (long n = PING_ID + round * 100'000; pinging; ++n) {
                {
                    std::lock_guard lock(pingMutex);
                    pingSent[n] = Clock::now();
                }
                serve.write(json{{"id", n}, {"op", "ping"}}.dump() + "\n");
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
            }
        });

        std::vector<double> replies, pings;
        int refused = 0;
        while (int(replies.size()) + refused < games) {
            std::optional<std::string> line = serve.readLine(120);
            if (!line) fail("no reply from the computer within 120 s");
            Clock::time_point now = Clock::now();
            json answer = json::parse(*line);
            if (answer.contains("id")) {
                long n = answer["id"].get<long>();
                if (n >= PING_ID) {
                    std::lock_guard lock(pingMutex);
                    pings.push_back(
                        std::chrono::duration<double, std::milli>(now - pingSent[n]).count());
                } else if (!answer.value("ok", false)) {
                    ++refused; // the computer gave check: this game sits the round out
                }
                continue;
            }
            for (const json& event : answer.value("events", json::array()))
                if (event.value("type", "") == "move" && event.value("player", "") == "computer")
                    replies.push_back(std::chrono::duration<double>(now - sent).count());
        }
        pinging = false;
        pinger.join();
        // The pings still under way are answered before anything later; read them off.
        while (auto line = serve.readLine(1)) {
        }
        std::printf("%-6d %10.2f %10.2f %10.2f %12.2f %12.2f\n", round + 1, percentile(replies, 50),
                    percentile(replies, 90), percentile(replies, 100), percentile(pings, 50),
                    percentile(pings, 99));
        if (refused) std::printf("       (%d game(s) refused the move: in check)\n", refused);
    }
    serve.closeStdin();
    serve.wait();
    return 0;
}
