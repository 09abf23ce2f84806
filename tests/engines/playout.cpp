#include "playout.hpp"

namespace mudchess::test {

std::optional<Move> randomLegalMove(const Position& pos, std::mt19937_64& rng) {
    MoveList moves;
    generateLegal(pos, moves);
    if (moves.empty()) return std::nullopt;
    return moves[int(rng() % std::uint64_t(moves.size()))];
}

Position randomPlayout(Position pos, int plies, std::mt19937_64& rng) {
    for (int i = 0; i < plies; ++i) {
        std::optional<Move> m = randomLegalMove(pos, rng);
        if (!m) break;
        pos.play(*m);
    }
    return pos;
}

std::optional<Position> playUntil(Position pos, const std::function<bool(const Position&)>& reached,
                                  int maxPlies, std::mt19937_64& rng) {
    for (int i = 0; !reached(pos); ++i) {
        std::optional<Move> m = i < maxPlies ? randomLegalMove(pos, rng) : std::nullopt;
        if (!m) return std::nullopt;
        pos.play(*m);
    }
    return pos;
}

int randomInt(int low, int high, std::mt19937_64& rng) {
    return low + int(rng() % std::uint64_t(high - low + 1));
}

} // namespace mudchess::test
