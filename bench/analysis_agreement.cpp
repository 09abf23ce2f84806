// How far our analysis agrees with a stronger judge on which moves were mistakes: games our
// engine plays against itself at a weak level (fixed seeds, the same games every run) are
// analysed twice, by our engine at the analysis's node budget and by the reference the service
// would pick for the variant (ANALYSIS_ENGINES: Stockfish for chess, Fairy-Stockfish for
// Knightmate) at a fixed depth, or by our own engine searching far deeper where none plays it.
// "found": of the reference's mistakes and blunders, the share ours also calls a mistake or
// blunder; "confirmed": of ours, the share the reference also calls so. 95% Wilson intervals.
//   build/bench/analysis_agreement                          10 games a variant, 80 plies, depth 18
//   build/bench/analysis_agreement --variants chess --games 1 --plies 8 --depth 6   CI smoke run
//   build/bench/analysis_agreement --judge installed     ours: the engine the service would use
// With --corpus DIR it also writes each game, one PGN file each, with a [Blunders] tag listing
// the reference's blunders that ours names as well: tests/data/analysis (README there).
// --first-game N starts from the Nth game of the fixed series, so two runs side by side can share
// one series out (--games 6 and --first-game 7 --games 6 are the first 12 games).
// With --disagreements yes it lists each move only one of the two calls a mistake or blunder,
// with the drop in the mover's winning chances each saw: whether they part at the threshold.
#include "analysis/analyser.hpp"
#include "bench/machine.hpp"
#include "chess/pgn.hpp"
#include "chess/san.hpp"
#include "chess/variant.hpp"
#include "search/self_play.hpp"
#include "service/analysis_engine.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

using namespace mudchess;
using MoveVerdict = analysis::Verdict;

namespace {

struct Options {
    int games = 10, firstGame = 1, plies = 80, level = 2, depth = 18;
    std::uint64_t nodes = analysis::DEFAULT_NODES, referenceNodes = 2'000'000;
    std::string variants = "chess,knightmate,knightschess", corpus;
    // "ours": our engine at `nodes`, as analyses go where no stronger engine is installed;
    // "installed": what the service uses (the reference's engine at `nodes`, ours without one).
    std::string judge = "ours";
    bool disagreements = false;
};

// Wilson's 95% interval of `hits` in `n`, as percentages.
std::pair<double, double> wilson(int hits, int n) {
    if (n == 0) return {0, 100};
    const double z = 1.96, p = double(hits) / n, z2n = z * z / n;
    double centre = (p + z2n / 2) / (1 + z2n);
    double half = z * std::sqrt(p * (1 - p) / n + z2n / (4 * n)) / (1 + z2n);
    return {100 * (centre - half), 100 * (centre + half)};
}

std::string share(int hits, int n) {
    auto [low, high] = wilson(hits, n);
    char text[64];
    std::snprintf(text, sizeof text, "%3.0f%% (%.0f-%.0f)", n ? 100.0 * hits / n : 0.0, low, high);
    return text;
}

bool isMistake(MoveVerdict v) { return v == MoveVerdict::MISTAKE || v == MoveVerdict::BLUNDER; }

// The drop in the mover's winning chances a review saw in a move (mates as the ceiling).
double dropSeen(const analysis::MoveReview& m) {
    return analysis::winningChances(m.before.forSide(m.mover).ceiled()) -
           analysis::winningChances(m.after.forSide(m.mover).ceiled());
}

const char* verdictName(MoveVerdict v) {
    switch (v) {
    case MoveVerdict::GOOD: return "good";
    case MoveVerdict::INACCURACY: return "inaccuracy";
    case MoveVerdict::MISTAKE: return "mistake";
    case MoveVerdict::BLUNDER: return "blunder";
    }
    return "?";
}

// "9.Qxf7 12...Nd4": each of `plies` as a reader finds it in the game.
std::string movesNamed(const Game& game, const std::vector<std::size_t>& plies) {
    std::string out;
    for (std::size_t ply : plies) {
        Position pos = game.positionBefore(ply);
        out += (out.empty() ? "" : " ") + std::to_string(ply / 2 + 1) +
               (pos.sideToMove() == WHITE ? "." : "...") + toSan(pos, game.history()[ply].move);
    }
    return out;
}

void writeCorpusGame(const Options& o, const Game& game, const std::string& reference,
                     const std::vector<std::size_t>& blunders, int number) {
    PgnTags tags;
    tags.event = "Analysis corpus";
    tags.white = tags.black = "mudchess level " + std::to_string(o.level);
    tags.annotator = reference;
    std::string pgn = exportPgn(game, tags);
    pgn.insert(pgn.find("\n\n") + 1, "[Blunders \"" + movesNamed(game, blunders) + "\"]\n");
    std::string path =
        o.corpus + "/" + std::string(game.variant().key) + "-" + std::to_string(number) + ".pgn";
    std::ofstream(path) << pgn;
    std::printf("  wrote %s\n", path.c_str());
}

std::vector<CatalogEntry> analysisEngines() {
    std::vector<CatalogEntry> found, installed = debianEngines();
    for (std::string_view name : ANALYSIS_ENGINES)
        for (const CatalogEntry& e : installed)
            if (e.name == name) found.push_back(e);
    return found;
}

int run(const Options& o, const Variant& variant) {
    std::unique_ptr<AnalysisEngine> engine = AnalysisEngine::start(analysisEngines(), variant.key);
    std::string reference = engine ? engine->name() + " at depth " + std::to_string(o.depth)
                                   : "mudchess at " + std::to_string(o.referenceNodes) + " nodes";
    int theirs = 0, ours = 0, both = 0, moves = 0, written = 0;
    for (int g = o.firstGame - 1; g < o.firstGame - 1 + o.games; ++g) {
        Game game = search::selfPlayGame(variant, o.plies, o.level, 1000 * std::uint64_t(g + 1));
        std::atomic<bool> cancel{false};
        search::Searcher searcher(16), deepSearcher(64);
        auto mine =
            engine && o.judge == "installed"
                ? analysis::analyseGame(game, engine->judge(game, {.nodes = o.nodes, .depth = 0}),
                                        cancel)
                : analysis::analyseGame(game, {.nodes = o.nodes, .depth = 0}, searcher, cancel);
        auto ref = engine ? analysis::analyseGame(
                                game, engine->judge(game, {.nodes = 0, .depth = o.depth}), cancel)
                          : analysis::analyseGame(game, {.nodes = o.referenceNodes, .depth = 0},
                                                  deepSearcher, cancel);
        if (!mine || !ref) {
            std::fprintf(stderr, "the analysis of %s game %d failed\n",
                         std::string(variant.key).c_str(), g + 1);
            return 1;
        }
        analysis::GameReview a = analysis::reviewGame(game, *mine),
                             b = analysis::reviewGame(game, *ref);
        std::vector<std::size_t> blunders; // the reference's, that ours names too
        for (std::size_t i = 0; i < a.moves.size(); ++i) {
            if (a.moves[i].automatic) continue;
            MoveVerdict v = a.moves[i].judgement.verdict, w = b.moves[i].judgement.verdict;
            ++moves;
            ours += isMistake(v);
            theirs += isMistake(w);
            both += isMistake(v) && isMistake(w);
            if (w == MoveVerdict::BLUNDER && isMistake(v)) blunders.push_back(a.moves[i].ply);
            if (o.disagreements && isMistake(v) != isMistake(w))
                std::printf("  game %d %-10s ours %-10s %+.2f  reference %-10s %+.2f\n", g + 1,
                            movesNamed(game, {a.moves[i].ply}).c_str(), verdictName(v),
                            dropSeen(a.moves[i]), verdictName(w), dropSeen(b.moves[i]));
        }
        if (!o.corpus.empty() && !blunders.empty())
            writeCorpusGame(o, game, reference, blunders, ++written);
    }
    std::printf("%-13s %5d %6d  %-36s %6d %6d %5d  %-14s %-14s\n", std::string(variant.key).c_str(),
                o.games, moves, reference.c_str(), theirs, ours, both, share(both, theirs).c_str(),
                share(both, ours).c_str());
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    Options o;
    for (int i = 1; i + 1 < argc; ++i) {
        std::string flag = argv[i];
        const char* value = argv[++i];
        if (flag == "--games")
            o.games = std::atoi(value);
        else if (flag == "--first-game")
            o.firstGame = std::max(1, std::atoi(value));
        else if (flag == "--plies")
            o.plies = std::atoi(value);
        else if (flag == "--level")
            o.level = std::atoi(value);
        else if (flag == "--depth")
            o.depth = std::atoi(value);
        else if (flag == "--nodes")
            o.nodes = std::strtoull(value, nullptr, 10);
        else if (flag == "--reference-nodes")
            o.referenceNodes = std::strtoull(value, nullptr, 10);
        else if (flag == "--variants")
            o.variants = value;
        else if (flag == "--corpus")
            o.corpus = value;
        else if (flag == "--disagreements")
            o.disagreements = std::strcmp(value, "yes") == 0;
        else if (flag == "--judge" &&
                 (std::strcmp(value, "ours") == 0 || std::strcmp(value, "installed") == 0))
            o.judge = value;
        else {
            std::fprintf(stderr, "unknown option %s %s (--judge takes ours or installed)\n",
                         flag.c_str(), value);
            return 2;
        }
    }
    std::printf("%s\ncpu: %s\nours: %s at %llu nodes a position; self-play at level %d\n",
                bench::commandLine(argc, argv).c_str(), bench::cpuModel().c_str(),
                o.judge == "installed" ? "the installed engine" : "mudchess",
                static_cast<unsigned long long>(o.nodes), o.level);
    std::printf("%-13s %5s %6s  %-36s %6s %6s %5s  %-14s %-14s\n", "variant", "games", "moves",
                "reference", "?/??", "ours", "both", "found", "confirmed");
    for (const Variant* v : allVariants())
        if (("," + o.variants + ",").find("," + std::string(v->key) + ",") != std::string::npos)
            if (int failed = run(o, *v)) return failed;
    return 0;
}
