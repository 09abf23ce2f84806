// How a move is judged after the game, by the rules lichess uses for its server analysis, so
// players who know them there read the same verdicts here: an engine's score becomes winning
// chances; a move that throws away enough of the mover's chances is an inaccuracy, a mistake or
// a blunder; walking into a forced mate, or letting one's own slip, is graded by how bad things
// stood anyway; and each move's accuracy, and each side's over the game, come from the same
// winning chances. Pure arithmetic on scores: no engine, no board, no text.
#pragma once

#include "chess/types.hpp"

#include <array>
#include <optional>
#include <vector>

namespace mudchess::analysis {

// Centipawn scores count up to this much either way; beyond it a position is simply won.
inline constexpr int CP_CEILING = 1000;

// An engine's judgement of a position, from White's side.
struct Evaluation {
    int cp = 0; // centipawns for White; with a mate, +/-CP_CEILING, so sums still work
    // Full moves to a forced mate: > 0 White mates, < 0 Black mates. 0 with a value: the side
    // to move is checkmated on the board (cp's sign says who won). None: no mate seen.
    std::optional<int> mate;
    bool operator==(const Evaluation&) const = default;

    static Evaluation centipawns(int cp) { return {cp, std::nullopt}; }
    static Evaluation mateIn(int moves) { // moves > 0: White mates
        return {moves > 0 ? CP_CEILING : -CP_CEILING, moves};
    }
    static Evaluation checkmated(Color loser) {
        return {loser == WHITE ? -CP_CEILING : CP_CEILING, 0};
    }
    // The same judgement from `side`'s point of view (Black's: every sign turned).
    Evaluation forSide(Color side) const;
    // Centipawns, a mate counting as the ceiling, capped at +/-CP_CEILING.
    int ceiled() const;
};

// lichess's winning chances: 2 / (1 + exp(-0.00368208 * cp)) - 1, from -1 (lost) to 1 (won),
// cp capped at +/-CP_CEILING.
double winningChances(int cp);
// The same as a percentage, 0-100: +100 cp is 59.1%, +300 is 75.1%.
double winPercent(int cp);

enum class Verdict : std::uint8_t { GOOD, INACCURACY, MISTAKE, BLUNDER };
// What happened to a forced mate with the move, for the mover.
enum class MateChange : std::uint8_t {
    NONE,
    WALKED_INTO, // no mate against the mover before; one now
    LET_SLIP,    // the mover had a forced mate; now none, or the opponent has one
};

struct Judgement {
    Verdict verdict = Verdict::GOOD;
    MateChange mate = MateChange::NONE;
    bool operator==(const Judgement&) const = default;
};

// The move that turned `before` into `after`, made by `mover`: a drop in the mover's winning
// chances of 0.1 is an inaccuracy, 0.2 a mistake, 0.3 a blunder; a mate walked into or let slip
// is a blunder unless things already stood (or still stand) so far beyond 700 or 999 centipawns
// that it was a mistake or an inaccuracy; a slower mate than the best is no mistake.
Judgement judge(const Evaluation& before, const Evaluation& after, Color mover);

// The move's accuracy, 0-100, from the mover's win percentages before and after it (lichess's
// curve fitted to its games, with its bonus of one for the engine's own uncertainty).
double moveAccuracy(double winBefore, double winAfter);

// Each side's accuracy over a game, from the evaluations of every position in it (the start
// first, one more after each move), the first move made by `firstMover`: the mean of the moves'
// accuracies weighted by how sharp the game was around each (the spread of win percentages in a
// window) and their harmonic mean, averaged; none for a side without a move.
std::array<std::optional<double>, COLOR_NB> gameAccuracy(const std::vector<Evaluation>& positions,
                                                         Color firstMover);

// Each side's average centipawn loss over the same evaluations (scores ceiled, a gain counting
// as no loss); none for a side without a move.
std::array<std::optional<double>, COLOR_NB>
averageCentipawnLoss(const std::vector<Evaluation>& positions, Color firstMover);

} // namespace mudchess::analysis
