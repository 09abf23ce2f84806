// The analysis after a game: seconds per game and per position, by variant, with our engine at
// the default nodes a position (analyser.hpp's DEFAULT_NODES) on one thread. Each game is
// played first by the engine against itself at level 4 (a fixed seed, so the same games every
// run), `--plies` long or to its end, then analysed whole.
//   build/bench/analysis_bench                      3 games a variant, 80 plies each
//   build/bench/analysis_bench --games 1 --plies 6 --nodes 5000     the CI smoke run
#include "analysis/analyser.hpp"
#include "bench/machine.hpp"
#include "chess/variant.hpp"
#include "search/self_play.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace mudchess;

int main(int argc, char** argv) {
    int games = 3, plies = 80;
    std::uint64_t nodes = analysis::DEFAULT_NODES;
    for (int i = 1; i + 1 < argc; ++i) {
        if (!std::strcmp(argv[i], "--games"))
            games = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--plies"))
            plies = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--nodes"))
            nodes = std::strtoull(argv[++i], nullptr, 10);
    }
    std::printf("%s\ncpu: %s\n", bench::commandLine(argc, argv).c_str(), bench::cpuModel().c_str());
    std::printf("%-14s %5s %9s %10s %12s %9s\n", "variant", "games", "positions", "seconds",
                "s a game", "ms a pos");
    for (const Variant* v : {&chessVariant(), &knightmateVariant(), &knightsChessVariant()}) {
        std::size_t positions = 0;
        double seconds = 0;
        for (int g = 0; g < games; ++g) {
            Game game = search::selfPlayGame(*v, plies, 4, 1000 * std::uint64_t(g + 1));
            search::Searcher searcher(16);
            std::atomic<bool> cancel{false};
            auto start = std::chrono::steady_clock::now();
            auto a = analysis::analyseGame(game, {.nodes = nodes, .depth = 0}, searcher, cancel);
            seconds +=
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            if (!a) return 1;
            positions += a->positions.size();
        }
        std::printf("%-14s %5d %9zu %10.1f %12.1f %9.0f\n", std::string(v->key).c_str(), games,
                    positions, seconds, seconds / games, 1000 * seconds / double(positions));
    }
    return 0;
}
