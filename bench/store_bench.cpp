// store_bench: what durability costs. (1) Moves per second committed through the real REPL
// with its SQLite file (WAL, synchronous=FULL: each answered move is on disk), next to the same
// script with --db :memory:. (2) Start-up with 10,000 stored unfinished games: the store's
// open + load, and the whole program from exec to exit. Goal (issue 6): start-up under one
// second. See docs/benchmarks.md, "Durability".
//
//   store_bench [--dir DIR] [--games N]
// DIR (default: the current directory) should be on the disk the database would live on.
#include "machine.hpp"

#include "chess/game.hpp"
#include "chess/uci_move.hpp"
#include "store/sqlite_store.hpp"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <vector>

namespace mudchess::bench {
namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Random legal moves from the start, stopped before the game could end.
std::vector<Move> randomMoves(std::mt19937& rng, int plies, Game& game) {
    std::vector<Move> moves;
    for (int i = 0; i < plies && !game.isOver(); ++i) {
        const MoveList& legal = game.legalMoves();
        Move m = legal[std::size_t(rng() % legal.size())];
        Game trial = game;
        trial.play(m);
        if (trial.isOver()) break;
        game.play(m);
        moves.push_back(m);
    }
    return moves;
}

// Seats and moves for `boards` boards, each a random game of `plies` plies.
std::string moveScript(int boards, int plies, int& moveCount) {
    std::mt19937 rng(6);
    std::string script;
    moveCount = 0;
    for (int b = 1; b <= boards; ++b) {
        std::string on = " on board " + std::to_string(b) + "\n";
        script +=
            "start new game" + on + "@w join game as white" + on + "@b join game as black" + on;
        Game game(chessVariant());
        Position pos = game.position();
        for (Move m : randomMoves(rng, plies, game)) {
            script +=
                std::string(pos.sideToMove() == WHITE ? "@w" : "@b") + " move " + toUci(m) + on;
            pos.play(m);
            ++moveCount;
        }
    }
    return script;
}

// Wall time of the REPL reading `input`, best of `runs`.
double timeRepl(const std::string& database, const std::string& input, int runs) {
    std::string command = shellQuote(MUDCHESS_BINARY) + " --db " + shellQuote(database) + " < " +
                          shellQuote(input) + " > /dev/null";
    double best = 1e9;
    for (int i = 0; i < runs; ++i) {
        if (database != ":memory:") std::filesystem::remove(database);
        auto start = Clock::now();
        if (std::system(command.c_str()) != 0) {
            std::cerr << "store_bench: " << command << " failed\n";
            std::exit(1);
        }
        best = std::min(best, secondsSince(start));
    }
    return best;
}

void durableMoves(const std::filesystem::path& dir) {
    int moves = 0;
    std::string script = moveScript(20, 100, moves);
    std::string input = (dir / "store_bench_moves.txt").string();
    std::ofstream(input) << script;
    std::string database = (dir / "store_bench_moves.db").string();
    double durable = timeRepl(database, input, 3);
    double memory = timeRepl(":memory:", input, 3);
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
    std::mt19937 rng(10'000);
    long plies = 0;
    {
        auto store = SqliteStore::open(database);
        std::vector<GameObject> objects;
        for (int i = 0; i < games; ++i) {
            GameObject t("board " + std::to_string(i % 100), chessVariant());
            randomMoves(rng, 40 + int(rng() % 80), t.game());
            plies += long(t.game().history().size());
            t.sit(WHITE, "white" + std::to_string(i));
            t.sit(BLACK, "black" + std::to_string(i));
            objects.push_back(std::move(t));
        }
        // One transaction per place, as a busy server would have written them over time.
        std::vector<std::string> places;
        for (int i = 0; i < games; ++i) places.push_back("#channel" + std::to_string(i / 100));
        for (int first = 0; first < games; first += 100) {
            std::vector<ChangedObject> batch;
            for (int i = first; i < std::min(games, first + 100); ++i)
                batch.push_back({places[std::size_t(i)], objects[std::size_t(i)]});
            store->save(batch, {});
        }
    }
    double load = 1e9;
    for (int i = 0; i < 5; ++i) {
        auto start = Clock::now();
        World world;
        SqliteStore::open(database)->loadInto(world);
        load = std::min(load, secondsSince(start));
    }
    std::string empty = (dir / "store_bench_empty.txt").string();
    std::ofstream(empty).close();
    std::string command = shellQuote(MUDCHESS_BINARY) + " --db " + shellQuote(database) + " < " +
                          shellQuote(empty) + " > /dev/null";
    double program = 1e9;
    for (int i = 0; i < 5; ++i) {
        auto start = Clock::now();
        if (std::system(command.c_str()) != 0) std::exit(1);
        program = std::min(program, secondsSince(start));
    }
    std::printf("Start-up with %d stored unfinished games (%ld plies, %.1f MB file; best of 5)\n",
                games, plies, double(std::filesystem::file_size(database)) / 1e6);
    std::printf("  open + check + replay every game:   %6.0f ms\n", 1000 * load);
    std::printf("  the whole program, exec to exit:    %6.0f ms   (goal: under 1000 ms)\n",
                1000 * program);
    if (!std::getenv("STORE_BENCH_KEEP")) std::filesystem::remove(database);
    std::filesystem::remove(empty);
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
