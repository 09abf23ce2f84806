// A finished game analysed: the engine's evaluation and best line at every position, and what
// lichess's rules make of each move (judgement.hpp), with the few moves that decided the game
// and the tactic that shows why, read on the board (motifs.hpp). Work for a background thread:
// it never touches the world, only a copy of one game. No text.
#pragma once

#include "analysis/judgement.hpp"
#include "analysis/motifs.hpp"
#include "chess/game.hpp"
#include "search/searcher.hpp"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace mudchess::analysis {

// How hard the engine looks at each position; 0 everywhere: DEFAULT_NODES.
struct AnalysisLimits {
    std::uint64_t nodes = 0;
    int depth = 0;
    bool operator==(const AnalysisLimits&) const = default;
};
// About a quarter of a second a position with our engine on this project's 2-core machine, so an
// 80-ply game takes some 20 s (docs/benchmarks.md, "Analysis").
inline constexpr std::uint64_t DEFAULT_NODES = 150'000;

struct PositionAnalysis {
    Evaluation eval;        // from White's side
    std::vector<Move> line; // the engine's best line from here; empty where the game is over
    int depth = 0;          // of the search that found it
    bool operator==(const PositionAnalysis&) const = default;
};

// The engine's view of every position of a game: the start first, then one after each ply.
struct GameAnalysis {
    std::vector<PositionAnalysis> positions;
    std::string engine; // who analysed it: "mudchess 1.0", "Stockfish 15.1"
    AnalysisLimits limits;
    bool operator==(const GameAnalysis&) const = default;
};

// Called after each position with how many are done and how many there are in all.
using AnalysisProgress = std::function<void(std::size_t done, std::size_t total)>;

// What looks at one position of the game: `root` is the position with the keys before it,
// `ply` how many moves of the game led there. Nothing when it could not (an engine that failed).
using PositionJudge =
    std::function<std::optional<PositionAnalysis>(const search::SearchRoot& root, std::size_t ply)>;

// Our engine's view of one position at `limits`, leaving the `excluded` moves out (the best of
// the others; `line` empty when every move is excluded).
PositionAnalysis searchPosition(const search::SearchRoot& root, const AnalysisLimits& limits,
                                search::Searcher& searcher, const std::atomic<bool>& cancel,
                                std::vector<Move> excluded = {});

// Our engine as a judge: `searcher` (its table reused from one position to the next) at `limits`.
PositionJudge ourEngine(search::Searcher& searcher, const AnalysisLimits& limits,
                        const std::atomic<bool>& cancel);

// Analyses every position of `game` with `judge`, the last first and the start last (so a judge
// that keeps its table carries what it saw later in the game back to the moves that led there),
// or nothing when `cancel` was set meanwhile or the judge failed. Where the game ended on the
// board (a mate, a draw by the rules) the last position is judged by the result, not searched.
std::optional<GameAnalysis> analyseGame(const Game& game, const PositionJudge& judge,
                                        const std::atomic<bool>& cancel,
                                        const AnalysisProgress& progress = {});
// The same with our engine, from a clear table.
std::optional<GameAnalysis> analyseGame(const Game& game, const AnalysisLimits& limits,
                                        search::Searcher& searcher, const std::atomic<bool>& cancel,
                                        const AnalysisProgress& progress = {});

// A move of the game as the analysis judged it.
struct MoveReview {
    std::size_t ply = 0; // its index in the game's history
    Move played;
    Color mover = WHITE;
    bool automatic = false; // a pass the rules made: not judged
    Judgement judgement;
    double accuracy = 100;
    Evaluation before, after;     // White's side, before and after it
    std::vector<Move> bestLine;   // the engine's best line before it
    std::vector<Move> punishment; // the opponent's best line after it
    // Why it was a mistake, read on the board: the opponent's line after it (what it walks into)
    // or, when the mover let a mate slip, the line the mover missed.
    Tactic why;
    bool missed = false; // `why` is the mover's missed line, not the opponent's answer
};

struct GameReview {
    std::vector<MoveReview> moves;
    std::array<std::optional<double>, COLOR_NB> accuracy;    // 0-100
    std::array<std::optional<double>, COLOR_NB> averageLoss; // centipawns
    std::array<std::array<int, 4>, COLOR_NB> verdicts{};     // by side and Verdict
    std::vector<std::size_t> turningPoints; // into `moves`, in game order, at most three
};
inline constexpr std::size_t MAX_TURNING_POINTS = 3;

// What the analysis says of each move of `game`, and the moves that decided it: the mistakes and
// blunders that cost the most winning chances. A move the engine chose itself in the position
// before it is never an inaccuracy, a mistake or a blunder (as on lichess).
GameReview reviewGame(const Game& game, const GameAnalysis& analysis);

} // namespace mudchess::analysis
