#include "puzzle/puzzle.hpp"

#include "chess/game.hpp"
#include "chess/uci_move.hpp"

#include <algorithm>

namespace mudchess::puzzle {

namespace {

// FNV-1a, 64 bits: stable across machines and builds, unlike std::hash.
std::uint64_t fnv1a(std::string_view text, std::uint64_t h = 14695981039346656037ull) {
    for (unsigned char c : text) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}

bool themedMate(const Puzzle& p) {
    return std::any_of(p.themes.begin(), p.themes.end(), [](const std::string& t) {
        return t == "mate" || t.rfind("mateIn", 0) == 0;
    });
}

} // namespace

std::string puzzleIdOf(const Variant& variant, const std::string& fen,
                       const std::vector<std::string>& moves) {
    std::uint64_t h = fnv1a(variant.key);
    h = fnv1a("|" + fen, h);
    for (const std::string& m : moves) h = fnv1a(" " + m, h);
    // Five characters of 62 (about 900 million ids), as lichess's PuzzleIds: short enough to
    // say in a channel ("puzzle k3Xa9").
    static constexpr std::string_view DIGITS =
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    std::string id;
    for (int i = 0; i < 5; ++i) {
        id += DIGITS[h % DIGITS.size()];
        h /= DIGITS.size();
    }
    return id;
}

std::optional<PuzzleCheck> checkPuzzle(const Puzzle& p) {
    FenResult start = Position::fromFen(*p.variant, p.fen);
    if (!start.position) return PuzzleCheck{PuzzleProblem::BAD_FEN};
    if (p.moves.size() < 2) return PuzzleCheck{PuzzleProblem::TOO_FEW_MOVES};
    if (p.moves.size() % 2 != 0)
        return PuzzleCheck{PuzzleProblem::ENDS_ON_REPLY, p.moves.size() - 1};
    Game game(*start.position);
    Color solver = ~start.position->sideToMove();
    for (std::size_t i = 0; i < p.moves.size(); ++i) {
        if (game.isOver()) return PuzzleCheck{PuzzleProblem::GAME_OVER_EARLY, i};
        std::optional<Move> m = parseUci(game.position(), p.moves[i]);
        if (!m || !game.play(*m)) return PuzzleCheck{PuzzleProblem::ILLEGAL_MOVE, i};
    }
    bool solverWon = game.result() == (solver == WHITE ? Result::WHITE_WINS : Result::BLACK_WINS);
    if (themedMate(p) && !solverWon)
        return PuzzleCheck{PuzzleProblem::NOT_MATE, p.moves.size() - 1};
    return std::nullopt;
}

Position solverStart(const Puzzle& p) {
    Position pos = *Position::fromFen(*p.variant, p.fen).position;
    Game game(pos);
    game.play(*parseUci(pos, p.moves.front()));
    return game.position();
}

} // namespace mudchess::puzzle
