// Legal's mate as a puzzle, shared by the service's puzzle tests: after 5...Bxd1?? White mates
// with 6.Bxf7+ Ke7 7.Nd5# (tests/data/puzzles/legals_mate.csv holds the same for front ends).
#pragma once

#include "puzzle/puzzle.hpp"

namespace mudchess::testing {

inline puzzle::Puzzle legalsMate() {
    puzzle::Puzzle p;
    p.fen = "r2qkbnr/ppp2p1p/2np2p1/4N3/2B1P1b1/2N5/PPPP1PPP/R1BQK2R b KQkq - 0 5";
    p.moves = {"g4d1", "c4f7", "e8e7", "c3d5"};
    p.id = puzzle::puzzleIdOf(chessVariant(), p.fen, p.moves);
    p.themes = {"mate", "mateIn2", "short"};
    p.gameUrl = "g7";
    p.white = "carol";
    p.black = "dave";
    return p;
}

} // namespace mudchess::testing
