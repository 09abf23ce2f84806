// The built-in engine's speed: a fixed-depth search on a few positions of each variant, at full
// strength with a fresh 16 MiB table each, one thread; nodes per second per variant and overall.
//   build/bench/search_bench            depth 9
//   build/bench/search_bench --depth 7  quicker
#include "bench/machine.hpp"
#include "chess/uci_move.hpp"
#include "render/fen_error_words.hpp"
#include "search/searcher.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace mudchess;

namespace {

struct BenchPosition {
    const Variant& (*variant)();
    const char* fen; // empty: the variant's start
};

const BenchPosition POSITIONS[] = {
    {chessVariant, ""},
    {chessVariant, "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"},
    {chessVariant, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
    {chessVariant, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
    {knightmateVariant, ""},
    {knightmateVariant, "r1bqkbmr/pppp1ppp/2m5/4p3/4P3/2M5/PPPP1PPP/R1BQKBMR w KQkq - 2 3"},
    {knightmateVariant, "4k3/1p3pp1/p1m5/4p3/4P3/P1M5/1P3PP1/4K3 w - - 0 30"},
    {knightsChessVariant, ""},
    {knightsChessVariant, "nnnqqnnn/ppp1pppp/8/3p4/2k1P3/4K3/PPPP1PPP/NNNQQNNN w - - 0 2"},
    {knightsChessVariant, "n1nq1nnn/ppp2ppp/3p4/1k2p3/4P3/3PK3/PPP2PPP/NN1QQN1N w - - 0 8"},
};

} // namespace

int main(int argc, char** argv) {
    int depth = 9;
    for (int i = 1; i < argc; ++i)
        if (!std::strcmp(argv[i], "--depth") && i + 1 < argc) depth = std::atoi(argv[++i]);
    std::printf("%s\ncpu: %s\n", bench::commandLine(argc, argv).c_str(), bench::cpuModel().c_str());
    std::printf("%-13s %-6s %10s %8s %9s  %s\n", "variant", "depth", "nodes", "ms", "knps", "best");

    std::uint64_t totalNodes = 0;
    double totalMs = 0;
    for (const BenchPosition& b : POSITIONS) {
        const Variant& v = b.variant();
        FenResult parsed = Position::fromFen(v, *b.fen ? b.fen : v.startFen);
        if (!parsed.position) {
            std::printf("bad FEN %s: %s\n", b.fen, fenErrorSentence(v, parsed.error).c_str());
            return 1;
        }
        search::Searcher searcher(16);
        search::SearchRoot root{*parsed.position, {}, false};
        search::Limits limits;
        limits.depth = depth;
        std::atomic<bool> stop{false};
        auto start = std::chrono::steady_clock::now();
        search::Thought t = searcher.think(root, limits, stop);
        double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count();
        totalNodes += t.nodes;
        totalMs += ms;
        std::printf("%-13s %-6d %10llu %8.0f %9.0f  %s (%d)\n", std::string(v.key).c_str(), t.depth,
                    static_cast<unsigned long long>(t.nodes), ms, t.nodes / std::max(ms, 0.001),
                    toUci(t.move).c_str(), t.score);
    }
    std::printf("total: %llu nodes in %.0f ms, %.0f knps\n",
                static_cast<unsigned long long>(totalNodes), totalMs,
                totalNodes / std::max(totalMs, 0.001));
    return 0;
}
