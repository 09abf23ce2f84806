// postgres_bench (issue 42): the PostgreSQL store beside SQLite on the same machine. (1) Durable
// moves per second through the real REPL, the same script on an SQLite file (WAL,
// synchronous=FULL) and on a PostgreSQL database (fsync and synchronous commits on), and moves
// saved by several connections at once, each on boards of its own (what several processes do;
// SQLite has one writer). (2) Start-up with 10,000 stored unfinished games from PostgreSQL: the
// store's open + load, and the whole program from exec to exit. Goal: PostgreSQL at least half
// SQLite's durable moves per second. The server is a throwaway PostgreSQL 15 started on loopback
// in DIR (tests/support/postgres_server.hpp). See docs/benchmarks.md, "PostgreSQL".
//
//   postgres_bench [--dir DIR] [--games N] [--connections N]
#include "machine.hpp"
#include "postgres_server.hpp"
#include "store_workload.hpp"

#include "store/postgres_store.hpp"
#include "store/sqlite_store.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace mudchess::bench {
namespace {

void durableMoves(const std::filesystem::path& dir, test::PostgresServer& server, int plies) {
    int moves = 0;
    std::string script = moveScript(20, plies, moves);
    std::string input = (dir / "postgres_bench_moves.txt").string();
    std::ofstream(input) << script;
    std::string file = (dir / "postgres_bench_moves.db").string();
    double sqlite = timeRepl(
        [&] {
            std::filesystem::remove(file);
            return "sqlite:" + file;
        },
        input, 3);
    double postgres = timeRepl([&] { return server.uri(server.newDatabase()); }, input, 3);
    std::printf(
        "Moves through the REPL (%d moves on 20 boards, each committed durably; best of 3)\n",
        moves);
    std::printf("  SQLite (WAL, synchronous=FULL): %8.0f moves/s (%.2f ms a move)\n",
                moves / sqlite, 1000 * sqlite / moves);
    std::printf("  PostgreSQL (fsync on):          %8.0f moves/s (%.2f ms a move), %.2fx SQLite "
                "(goal: at least 0.5x)\n",
                moves / postgres, 1000 * postgres / moves, sqlite / postgres);
    std::filesystem::remove(input);
    std::filesystem::remove(file);
}

// `connections` stores on one database, each saving moves on boards of its own at once.
void concurrentMoves(test::PostgresServer& server, int connections, int plies) {
    std::string uri = server.uri(server.newDatabase());
    std::vector<std::unique_ptr<PostgresStore>> stores;
    for (int c = 0; c < connections; ++c) {
        World world;
        stores.push_back(PostgresStore::openInto(uri, world));
    }
    std::vector<long> saved(std::size_t(connections), 0);
    auto start = Clock::now();
    std::vector<std::thread> threads;
    for (int c = 0; c < connections; ++c)
        threads.emplace_back([&, c] {
            std::mt19937 rng{std::uint32_t(c)};
            for (int b = 0; b < 5; ++b) {
                GameObject t("board " + std::to_string(c) + "-" + std::to_string(b),
                             chessVariant());
                Game game(chessVariant());
                for (Move m : randomMoves(rng, plies, game)) {
                    t.game().play(m);
                    stores[std::size_t(c)]->save({{"hall", t}}, {});
                    ++saved[std::size_t(c)];
                }
            }
        });
    for (std::thread& t : threads) t.join();
    double seconds = secondsSince(start);
    long total = 0;
    for (long n : saved) total += n;
    std::printf("Moves saved by %d connections at once, each on 5 boards of its own (%ld moves)\n",
                connections, total);
    std::printf("  PostgreSQL (fsync on):          %8.0f moves/s\n", double(total) / seconds);
}

// What a process sharing the database pays to keep its places' leases (docs/operators.md,
// "Running several processes"): one renewal of 1, 10 and 100 places, each a single statement
// committed on its own (so, on a durable server, a WAL flush), best of `rounds`.
void leaseRenewals(test::PostgresServer& server, int rounds) {
    std::string uri = server.uri(server.newDatabase());
    auto store = PostgresStore::open(uri);
    std::printf("Renewing a process's leases (one statement, committed; best and mean of %d)\n",
                rounds);
    for (int count : {1, 10, 100}) {
        std::vector<std::string> places;
        for (int i = 0; i < count; ++i) places.push_back("#place" + std::to_string(i));
        double best = 1e9, total = 0;
        for (int r = 0; r < rounds; ++r) {
            auto start = Clock::now();
            if (store->lease(places, std::chrono::seconds(15)).size() != places.size())
                throw std::runtime_error("a lease was refused to its only process");
            double took = secondsSince(start);
            best = std::min(best, took);
            total += took;
        }
        std::printf("  %3d place%s:                       %6.2f ms best, %6.2f ms mean\n", count,
                    count == 1 ? " " : "s", 1000 * best, 1000 * total / rounds);
    }
}

void startUp(const std::filesystem::path& dir, test::PostgresServer& server, int games) {
    std::string database = server.newDatabase();
    std::string uri = server.uri(database);
    World none;
    long plies = storeUnfinishedGames(*PostgresStore::openInto(uri, none), games);
    double load = 1e9;
    for (int i = 0; i < 5; ++i) {
        auto start = Clock::now();
        World world;
        PostgresStore::openInto(uri, world);
        load = std::min(load, secondsSince(start));
    }
    double program = timeStartUp(uri, dir.string(), 5);
    std::printf("Start-up with %d stored unfinished games in PostgreSQL (%ld plies; best of 5)\n",
                games, plies);
    std::printf("  open + replay every game:          %6.0f ms\n", 1000 * load);
    std::printf("  the whole program, exec to exit:   %6.0f ms\n", 1000 * program);
}

} // namespace
} // namespace mudchess::bench

int main(int argc, char** argv) {
    using namespace mudchess::bench;
    std::filesystem::path dir = ".";
    int games = 10'000, connections = 4, plies = 100;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "--dir" && i + 1 < argc)
            dir = argv[++i];
        else if (arg == "--games" && i + 1 < argc)
            games = std::max(1, std::atoi(argv[++i]));
        else if (arg == "--connections" && i + 1 < argc)
            connections = std::max(1, std::atoi(argv[++i]));
        else if (arg == "--plies" && i + 1 < argc)
            plies = std::max(1, std::atoi(argv[++i]));
        else {
            std::cerr << "usage: postgres_bench [--dir DIR] [--games N] [--connections N] "
                         "[--plies N]\n";
            return 2;
        }
    }
    std::printf("postgres_bench on %s (load %s)\n%s\n\n", cpuModel().c_str(), loadAverage().c_str(),
                commandLine(argc, argv).c_str());
    mudchess::test::PostgresServer server({.durable = true});
    durableMoves(dir, server, plies);
    std::printf("\n");
    concurrentMoves(server, connections, plies);
    std::printf("\n");
    leaseRenewals(server, std::min(plies, 200));
    std::printf("\n");
    startUp(dir, server, games);
}
