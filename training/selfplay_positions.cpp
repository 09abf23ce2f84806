// Positions for training an evaluation, made fast: the built-in engine plays itself in-process
// at a fixed number of nodes a move, from openings of a few random legal moves, and writes each
// quiet position with its search score and the game's result. Many short searches from random
// openings give far more varied positions than scoring a few thousand match games with
// Stockfish (docs/engine-journal.md, "...a network that did not carry over", says why that
// matters).
//
//   build/training/selfplay_positions OUT.txt [MINUTES [NODES [THREADS]]]
//
// OUT.txt gets one "FEN;centipawns;result" a line, appended: the score from White's side, the
// result 1, 0.5 or 0 for White ("-" for a position off the game's path). Quiet means: not in
// check, the engine's move takes nothing and promotes nothing, and no mate in sight. The
// network is trained on Stockfish's scores of these positions (relabel_stockfish.py), which
// judge them far better than our search at a few thousand nodes.
#include "chess/game.hpp"
#include "search/network.hpp"
#include "search/searcher.hpp"
#include "training/labelled_positions.hpp"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

using namespace mudchess;

namespace {

constexpr int RANDOM_PLIES_MIN = 6, RANDOM_PLIES_MAX = 10;
constexpr int UNBALANCED_OPENING = 300; // centipawns after the random plies: game discarded
constexpr int DECISIVE = 1000;          // a score both sides agree on for ...
constexpr int DECISIVE_PLIES = 6;       // ... this many plies in a row ends the game
constexpr int QUIET_DRAW = 8;           // |score| at most this for ...
constexpr int QUIET_DRAW_PLIES = 20;    // ... this many plies, after move 40: a draw
constexpr int MAX_PLIES = 400;

struct Shared {
    std::ofstream out;
    std::mutex lock;
    std::atomic<long> games{0}, positions{0};
    std::chrono::steady_clock::time_point end;
};

struct Sample {
    std::string fen;
    int whiteScore;
    bool offPath = false; // after a random move the game did not play: no result to learn
};

// Half the plies also search the position after a random other move, which the game does not
// play: the search meets such positions at its leaves far more often than good games do.
constexpr double EXPLORE = 0.5;

// Plays random legal moves; false if the game ended on the way.
bool randomOpening(Game& game, std::mt19937_64& rng) {
    int plies = std::uniform_int_distribution<int>(RANDOM_PLIES_MIN, RANDOM_PLIES_MAX)(rng);
    for (int i = 0; i < plies; ++i) {
        const MoveList& moves = game.legalMoves();
        if (game.isOver() || moves.empty()) return false;
        game.play(moves[std::uniform_int_distribution<int>(0, moves.size() - 1)(rng)]);
    }
    return !game.isOver();
}

double whiteResult(const Game& game, double adjudicated) {
    switch (game.result()) {
    case Result::WHITE_WINS: return 1;
    case Result::BLACK_WINS: return 0;
    case Result::DRAW: return 0.5;
    case Result::ONGOING: break;
    }
    return adjudicated;
}

// One game; its quiet positions and result go to the shared file.
void playGame(search::Searcher& searcher, std::uint64_t nodes, std::mt19937_64& rng,
              Shared& shared) {
    Game game(chessVariant());
    game.setDrawRule(DrawRule::AUTOMATIC);
    if (!randomOpening(game, rng)) return;
    searcher.clear();
    search::Limits limits;
    limits.nodes = nodes;
    std::atomic<bool> stop{false};
    std::vector<Sample> samples;
    int decisive = 0, quiet = 0;
    double adjudicated = -1;
    for (int ply = 0; !game.isOver() && ply < MAX_PLIES; ++ply) {
        search::Thought t = searcher.think(search::SearchRoot::fromGame(game), limits, stop);
        if (t.move.isNone()) break;
        const Position& pos = game.position();
        Color us = pos.sideToMove();
        int whiteScore = us == WHITE ? t.score : -t.score;
        if (ply == 0 && std::abs(t.score) > UNBALANCED_OPENING) return;
        if (t.mateIn == 0 && !pos.inCheck() && !pos.isCapture(t.move) &&
            t.move.kind() != MoveKind::PROMOTION)
            samples.push_back({pos.fen(), whiteScore});
        const MoveList& moves = game.legalMoves();
        if (moves.size() > 1 && std::uniform_real_distribution<double>(0, 1)(rng) < EXPLORE) {
            Move other = moves[std::uniform_int_distribution<int>(0, moves.size() - 1)(rng)];
            if (other != t.move) {
                search::SearchRoot root = search::SearchRoot::fromGame(game);
                root.previous.push_back(pos.key());
                root.position.play(other);
                root.lastMoveWasPass = false;
                search::Thought o = searcher.think(root, limits, stop);
                const Position& after = root.position;
                if (!o.move.isNone() && o.mateIn == 0 && !after.inCheck() &&
                    !after.isCapture(o.move) && o.move.kind() != MoveKind::PROMOTION)
                    samples.push_back(
                        {after.fen(), after.sideToMove() == WHITE ? o.score : -o.score, true});
            }
        }
        decisive = std::abs(t.score) >= DECISIVE || t.mateIn ? decisive + 1 : 0;
        quiet = std::abs(t.score) <= QUIET_DRAW && game.history().size() >= 80 ? quiet + 1 : 0;
        if (decisive >= DECISIVE_PLIES) {
            adjudicated = whiteScore > 0 ? 1 : 0;
            break;
        }
        if (quiet >= QUIET_DRAW_PLIES) {
            adjudicated = 0.5;
            break;
        }
        game.play(t.move);
    }
    double result = whiteResult(game, adjudicated < 0 ? 0.5 : adjudicated);
    std::string text;
    for (const Sample& s : samples)
        text += s.fen + ";" + std::to_string(s.whiteScore) + ";" +
                (s.offPath       ? "-"
                 : result == 0.5 ? "0.5"
                 : result == 1   ? "1"
                                 : "0") +
                "\n";
    std::lock_guard<std::mutex> guard(shared.lock);
    shared.out << text << std::flush;
    shared.games += 1;
    shared.positions += long(samples.size());
}

void worker(int index, std::uint64_t nodes, Shared& shared) {
    std::mt19937_64 rng(std::random_device{}() ^ (std::uint64_t(index) << 32));
    search::Searcher searcher(16);
    while (std::chrono::steady_clock::now() < shared.end) playGame(searcher, nodes, rng, shared);
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2 || argc > 5) {
        std::fprintf(stderr, "usage: selfplay_positions OUT.txt [MINUTES [NODES [THREADS]]]\n"
                             "  e.g. selfplay_positions positions.txt 60 5000 2\n");
        return 2;
    }
    double minutes = argc > 2 ? bench::number(argv[2]).value_or(-1) : 60;
    double nodes = argc > 3 ? bench::number(argv[3]).value_or(-1) : 5000;
    double threads = argc > 4 ? bench::number(argv[4]).value_or(-1) : 2;
    if (minutes <= 0 || nodes < 100 || threads < 1 || threads > 64) {
        std::fprintf(stderr, "selfplay_positions: MINUTES must be above 0, NODES at least 100, "
                             "THREADS 1-64\n");
        return 2;
    }
    // The scores come from the hand-written evaluation's search unless MUDCHESS_NETWORK is set.
    search::network::setEnabled(std::getenv("MUDCHESS_NETWORK") != nullptr);
    Shared shared;
    shared.out.open(argv[1], std::ios::app);
    if (!shared.out) {
        std::fprintf(stderr, "selfplay_positions: cannot write %s\n", argv[1]);
        return 1;
    }
    auto start = std::chrono::steady_clock::now();
    shared.end = start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                             std::chrono::duration<double, std::ratio<60>>(minutes));
    std::vector<std::thread> pool;
    for (int i = 0; i < int(threads); ++i)
        pool.emplace_back(worker, i, std::uint64_t(nodes), std::ref(shared));
    while (std::chrono::steady_clock::now() < shared.end) {
        std::this_thread::sleep_for(std::chrono::seconds(30));
        std::fprintf(stderr, "\r%ld games, %ld positions", shared.games.load(),
                     shared.positions.load());
    }
    for (std::thread& t : pool) t.join();
    std::fprintf(stderr, "\r%ld games, %ld positions\n", shared.games.load(),
                 shared.positions.load());
    return 0;
}
