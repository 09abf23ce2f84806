// Scores inside the search: centipawns from the side to move, with mates as distances from the
// root so that a shorter mate always scores higher than a longer one.
#pragma once

#include <cstdint>

namespace mudchess::search {

constexpr int MAX_PLY = 128;
constexpr int SCORE_INFINITE = 32000;
constexpr int SCORE_MATE = 31000; // mated at the root; mate at ply p scores SCORE_MATE - p
constexpr int SCORE_MATE_BOUND = SCORE_MATE - MAX_PLY;
constexpr int SCORE_DRAW = 0;

constexpr int matedIn(int ply) { return -SCORE_MATE + ply; }
constexpr int mateIn(int ply) { return SCORE_MATE - ply; }
constexpr bool isMateScore(int score) {
    return score >= SCORE_MATE_BOUND || score <= -SCORE_MATE_BOUND;
}

// Full moves to mate as UCI writes it: positive when the side to move mates.
constexpr int movesToMate(int score) {
    return score > 0 ? (SCORE_MATE - score + 1) / 2 : -(SCORE_MATE + score) / 2;
}

// The transposition table keeps mate scores relative to the node, not to the root.
constexpr int scoreToTable(int score, int ply) {
    return score >= SCORE_MATE_BOUND    ? score + ply
           : score <= -SCORE_MATE_BOUND ? score - ply
                                        : score;
}
constexpr int scoreFromTable(int score, int ply) {
    return score >= SCORE_MATE_BOUND    ? score - ply
           : score <= -SCORE_MATE_BOUND ? score + ply
                                        : score;
}

} // namespace mudchess::search
