#include "render/engine_check_words.hpp"

#include "analysis/only_move.hpp"
#include "render/locale.hpp"
#include "text/words.hpp"

#include <cmath>
#include <cstdio>
#include <optional>

namespace mudchess {

using analysis::Evaluation;
using puzzle::EngineObjection;
using puzzle::EngineTrouble;

namespace {

// "+3.20", "-0.45": centipawns as pawns.
std::string scoreText(const Evaluation& e) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%+.2f", e.cp / 100.0);
    return buffer;
}

std::string twoDecimals(double x) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", x);
    return buffer;
}

double chancesOf(const Evaluation& e) { return analysis::winningChancesOf(e); }

// A gap short of the rule's, cut down rather than rounded, so 0.699 is no "0.70".
std::string gapText(double gap) { return twoDecimals(std::floor(gap * 100) / 100); }

// "c2c3 (+3.20, winning chances 0.82)", "h7h8 (mate in 2)", "g1h1 (mated in 3)"
std::string lineWords(const puzzle::EngineLine& line) {
    const std::optional<int>& mate = line.eval.mate;
    if (mate && *mate > 0) return line.move + " (mate in " + std::to_string(*mate) + ")";
    if (mate) return line.move + " (mated in " + std::to_string(-*mate) + ")";
    return line.move + " (" + scoreText(line.eval) + ", winning chances " +
           twoDecimals(chancesOf(line.eval)) + ")";
}

// Why a best move is not clearly best: "another move mates too", "the second best must be 0.70
// behind in winning chances and is 0.64".
std::string notClearWords(const puzzle::Disagreement& d) {
    if (d.best.eval.mate && *d.best.eval.mate > 0) return "another move mates too";
    double second = d.second ? chancesOf(d.second->eval) : -1.0;
    return "the second best must be " + twoDecimals(analysis::ONLY_MOVE_GAP) +
           " behind in winning chances and is " + gapText(chancesOf(d.best.eval) - second);
}

// "move 2 of Moves (b1c2)"
std::string moveWords(const puzzle::Puzzle& p, std::size_t move) {
    return "move " + std::to_string(move + 1) + " of Moves (" + p.moves[move] + ")";
}

std::string secondWords(const puzzle::Disagreement& d) {
    if (!d.second) return "; it is the only legal move";
    return "; second best " + lineWords(*d.second);
}

std::string plural(std::size_t n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

} // namespace

std::string engineDisagreesWords(const puzzle::Puzzle& p, const puzzle::Disagreement& d,
                                 const std::string& engine) {
    const std::string move = moveWords(p, d.move);
    switch (d.objection) {
    case EngineObjection::NO_MATE:
        return said(p.id + ": its themes say mate, but at " + move + " " + engine +
                    " sees no mate: its best is " + lineWords(d.best) + secondWords(d));
    case EngineObjection::OTHER_MOVE:
        return said(p.id + ": " + move + " is not " + engine + "'s choice: it prefers " +
                    lineWords(d.best) + secondWords(d));
    case EngineObjection::NOT_CLEAR:
        return said(p.id + ": " + move + " is " + engine + "'s choice, " + lineWords(d.best) +
                    ", but not the only good move (" + notClearWords(d) + ")" + secondWords(d));
    }
    return said({});
}

std::string engineCheckSummaryWords(const Variant& variant, const std::string& engine, int depth,
                                    std::size_t agree, std::size_t disagree) {
    return said(plural(agree + disagree, "puzzle", "puzzles") + " of " +
                std::string(variant.spokenName) + " checked by " + engine + " at depth " +
                std::to_string(depth) + ": " + std::to_string(agree) + " agree, " +
                std::to_string(disagree) + " disagree");
}

std::string enginePuzzlesDroppedWords(const std::string& path, const std::string& engine,
                                      std::size_t dropped, std::size_t unplayable,
                                      std::size_t left) {
    std::string unplayed =
        unplayable == 0 ? ""
                        : " (and " + plural(unplayable, "line that cannot", "lines that cannot") +
                              " be played)";
    return said(path + " rewritten without the " + plural(dropped, "puzzle", "puzzles") + " " +
                engine + " disagrees with" + unplayed + ": " + plural(left, "puzzle", "puzzles") +
                " left");
}

std::string engineCheckCannotStartWords(const std::string& engine, const std::string& error,
                                        const std::string& path) {
    return said("cannot check the puzzles with " + inQuotes(engine) + ": " + error + "; " + path +
                " is left as it was");
}

std::string engineCheckFailedWords(const std::string& engine, EngineTrouble trouble,
                                   const std::string& error, const std::string& id,
                                   const Variant& variant, const std::string& path) {
    std::string why;
    switch (trouble) {
    case EngineTrouble::NONE:
    case EngineTrouble::GONE: why = error; break;
    case EngineTrouble::NO_SCORE:
        why = engine + " answered " + inQuotes(error) +
              " without a scored line to go with it, so its two best moves are unknown";
        break;
    case EngineTrouble::BAD_MOVE:
        why = engine + "'s best move, " + inQuotes(error) +
              ", is no legal move there: it does not play " + std::string(variant.spokenName) +
              " as mudchess does";
        break;
    }
    return said("the check stopped at puzzle " + id + ": " + why + "; " + path +
                " is left as it was");
}

std::string engineCheckNeedsUciWords() {
    return said("--engine must name a UCI engine: the check asks for the two best moves "
                "(MultiPV 2), which XBoard engines do not give");
}

std::string engineCheckDepthWords() {
    return said("--depth must be between 1 and " + std::to_string(puzzle::MOST_ENGINE_CHECK_DEPTH));
}

std::string engineCheckDropNeedsEngineWords() {
    return said("--drop needs --engine: it drops the puzzles the engine disagrees with");
}

std::string puzzleFileNotReadWords(const std::string& path) { return said("cannot read " + path); }

std::string puzzleFileNotWrittenWords(const std::string& path) {
    return said("cannot write " + path);
}

} // namespace mudchess
