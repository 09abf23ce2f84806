// store_bench: what durability costs. (1) Moves per second committed through the real REPL
// with its SQLite file (WAL, synchronous=FULL: each answered move is on disk), next to the same
// script with --db :memory:. (2) Start-up with 10,000 stored unfinished games: the store's
// open + load, and the whole program from exec to exit. Goal (issue 6): start-up under one
// second. See docs/benchmarks.md, "Durability".
//
//   store_bench [--dir DIR] [--games N]
// DIR (default: the current directory) should be on the disk the database would live on.
#include "machine.hpp"
#include "store_workload.hpp"

#include "store/sqlite_store.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

namespace mudchess::bench {
namespace {

void durableMoves(const std::filesystem::path& dir) {
    int moves = 0;
    std::string script = moveScript(20, 100, moves);
    std::string input = (dir / "store_bench_moves.txt").string();
    std::ofstream(input) << script;
    std::string database = (dir / "store_bench_moves.db").string();
    double durable = timeRepl(
        [&] {
            std::filesystem::remove(database);
            return database;
        },
        input, 3);
    double memory = timeRepl([] { return std::string(":memory:"); }, input, 3);
    std::printf("Moves through the REPL (%d moves on 20 boards, best of 3 runs)\n", moves);
    std::printf("  on disk, each move committed and synced: %8.0f moves/s (%.2f ms a move)\n",
                moves / durable, 1000 * durable / moves);
    std::printf("  --db :memory: (no durability):          %8.0f moves/s\n", moves / memory);
    std::filesystem::remove(input);
    std::filesystem::remove(database);
}

void startUp(const std::filesystem::path& dir, int games) {
    std::string database = (dir / "store_bench_startup.db").string();
    std::filesystem::remove(database);
    long plies = storeUnfinishedGames(*SqliteStore::open(database), games);
    double load = 1e9;
    for (int i = 0; i < 5; ++i) {
        auto start = Clock::now();
        World world;
        SqliteStore::open(database)->loadInto(world);
        load = std::min(load, secondsSince(start));
    }
    double program = timeStartUp(database, dir.string(), 5);
    std::printf("Start-up with %d stored unfinished games (%ld plies, %.1f MB file; best of 5)\n",
                games, plies, double(std::filesystem::file_size(database)) / 1e6);
    std::printf("  open + check + replay every game:   %6.0f ms\n", 1000 * load);
    std::printf("  the whole program, exec to exit:    %6.0f ms   (goal: under 1000 ms)\n",
                1000 * program);
    if (!std::getenv("STORE_BENCH_KEEP")) std::filesystem::remove(database);
}

} // namespace
} // namespace mudchess::bench

int main(int argc, char** argv) {
    using namespace mudchess::bench;
    std::filesystem::path dir = ".";
    int games = 10'000;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "--dir" && i + 1 < argc)
            dir = argv[++i];
        else if (arg == "--games" && i + 1 < argc)
            games = std::max(1, std::atoi(argv[++i]));
        else {
            std::cerr << "usage: store_bench [--dir DIR] [--games N]\n";
            return 2;
        }
    }
    std::printf("store_bench on %s (load %s)\n%s\n\n", cpuModel().c_str(), loadAverage().c_str(),
                commandLine(argc, argv).c_str());
    durableMoves(dir);
    std::printf("\n");
    startUp(dir, games);
}
