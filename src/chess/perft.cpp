#include "chess/perft.hpp"

namespace mudchess {

std::uint64_t perft(const Position& pos, int depth) {
    if (depth <= 0) return 1;
    MoveList moves;
    generateLegal(pos, moves);
    if (depth == 1) return std::uint64_t(moves.size()); // bulk counting: leaves are not played
    std::uint64_t nodes = 0;
    for (Move m : moves) {
        Position next = pos;
        next.play(m);
        nodes += perft(next, depth - 1);
    }
    return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perftDivide(const Position& pos, int depth) {
    std::vector<std::pair<Move, std::uint64_t>> out;
    if (depth <= 0) return out;
    MoveList moves;
    generateLegal(pos, moves);
    for (Move m : moves) {
        Position next = pos;
        next.play(m);
        out.emplace_back(m, perft(next, depth - 1));
    }
    return out;
}

} // namespace mudchess
