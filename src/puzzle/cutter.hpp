// Cuts puzzles out of an analysed game by lichess-puzzler's rules (its generator, version 16),
// on our engine: a position where the opponent's last move handed the side to move a forced
// mate in at most MATE_SOON, or a jump in winning chances the side to move was not already
// enjoying; then the solution, every solver move passing the only-move test
// (analysis/only_move.hpp) and every reply the defender's best; advantage lines trimmed to end
// on a solver's move that was not the only legal one; one-movers and lines that win less than
// two pawns dropped. Work for a background thread: reads a copy of one game, no text.
#pragma once

#include "analysis/analyser.hpp"
#include "puzzle/puzzle.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

namespace mudchess::puzzle {

inline constexpr int MATE_SOON = 15; // the longest mate cut, in the solver's moves
// The longest advantage line followed, in plies: lichess follows it while every move is an only
// move; this bounds the searches a wild line can cost.
inline constexpr std::size_t MAX_LINE_PLIES = 20;

// Where a game came from, for its puzzles' credit.
struct GameCredit {
    std::string gameUrl; // "g12"
    std::string white, black;
};

// Every puzzle in `game`, analysed as `analysis` (analyser.hpp: one evaluation a position), each
// solution searched at `limits`; puzzles do not overlap. Nothing when cancelled.
std::vector<Puzzle> cutPuzzles(const Game& game, const analysis::GameAnalysis& analysis,
                               const GameCredit& credit, const analysis::AnalysisLimits& limits,
                               search::Searcher& searcher, const std::atomic<bool>& cancel);

// Whether `p` still holds at `limits` (a stronger search than the cutter's): every solver move
// the only move there, and a mate still a mate. A last move that mates in one may have company.
// False too when cancelled.
bool stillSound(const Puzzle& p, const analysis::AnalysisLimits& limits, search::Searcher& searcher,
                const std::atomic<bool>& cancel);

// How hard a finished game is searched for puzzles: a quick look at every position (`scan`)
// finds where it turned, the cutter looks hard only there (`cut`), and each puzzle found is
// searched again, harder (`verify`), before it is kept.
struct CutLimits {
    analysis::AnalysisLimits scan, cut, verify;
    // The service's limits from one figure (puzzle-cut-nodes): the tool's proportions.
    static CutLimits fromCutNodes(std::uint64_t cutNodes) {
        return {
            {std::max<std::uint64_t>(cutNodes / 25, 1000), 0}, {cutNodes, 0}, {cutNodes * 5, 0}};
    }
};

// The quick look at every position of `game` that a cut starts from (analyser.hpp), leaving
// `searcher`'s table clear, so what is cut after it does not hang on which position the analysis
// looked at last (the game's start: it goes from the end back). Nothing when cancelled.
std::optional<analysis::GameAnalysis> scanGame(const Game& game,
                                               const analysis::AnalysisLimits& scan,
                                               search::Searcher& searcher,
                                               const std::atomic<bool>& cancel);

// The sound puzzles of one finished game at `limits`, and how many the deeper search dropped.
// Nothing when cancelled.
struct GamePuzzles {
    std::vector<Puzzle> kept;
    int dropped = 0;
};
// Those of `cut` that are still sound at `verify` (stillSound), and how many were not.
GamePuzzles keepSound(std::vector<Puzzle> cut, const analysis::AnalysisLimits& verify,
                      search::Searcher& searcher, const std::atomic<bool>& cancel);
GamePuzzles puzzlesOfGame(const Game& game, const GameCredit& credit, const CutLimits& limits,
                          search::Searcher& searcher, const std::atomic<bool>& cancel);

// The themes of a puzzle whose solution (from the solver's start) is `solution`, ending in a
// mate of the solver's or in `finalEval` (the solver's side) (themes.hpp).
std::vector<std::string> themesOf(const Position& solverStart, const std::vector<Move>& solution,
                                  bool mate, const analysis::Evaluation& finalEval);

} // namespace mudchess::puzzle
