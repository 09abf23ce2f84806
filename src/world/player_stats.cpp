#include "world/player_stats.hpp"

#include "chess/eco.hpp"
#include "chess/san.hpp"

#include <algorithm>

namespace mudchess {

namespace {

// How far into a game its opening is told: White's first two moves and Black's first.
constexpr std::size_t OPENING_PLIES = 3;

} // namespace

std::string firstMoves(const Game& game, std::size_t plies) {
    std::string out;
    Position pos = game.startPosition();
    for (std::size_t i = 0; i < game.history().size() && i < plies; ++i) {
        Move m = game.history()[i].move;
        if (pos.sideToMove() == WHITE)
            out += (out.empty() ? "" : " ") + std::to_string(pos.fullmoveNumber()) + ". ";
        else if (out.empty())
            out += std::to_string(pos.fullmoveNumber()) + "... ";
        else
            out += ' ';
        out += toSan(pos, m);
        pos.play(m);
    }
    return out;
}

PlayerStats statsOf(const std::string& id, const std::vector<const GameObject*>& games) {
    PlayerStats stats;
    std::map<std::string, PlayerStats::Opening> openings; // by title
    int streak = 0;
    for (const GameObject* t : games) {
        const Game& g = t->game();
        bool white = t->seat(WHITE) == id, black = t->seat(BLACK) == id;
        if (white == black || !g.isOver() || g.aborted()) continue; // oneself, or not played out
        Color side = white ? WHITE : BLACK;
        Result won = side == WHITE ? Result::WHITE_WINS : Result::BLACK_WINS;
        WinsLossesDraws& record = stats.byVariant[std::string(g.variant().key)][side];
        if (g.result() == Result::DRAW) {
            ++record.draws;
            ++stats.total.draws;
            streak = 0;
        } else if (g.result() == won) {
            ++record.wins;
            ++stats.total.wins;
            stats.longestWinningStreak = std::max(stats.longestWinningStreak, ++streak);
        } else {
            ++record.losses;
            ++stats.total.losses;
            streak = 0;
        }
        if (g.variant().key == "chess" && !g.history().empty() &&
            g.startPosition().fen() == Game(g.variant()).position().fen()) {
            std::optional<Opening> named = openingOf(g);
            PlayerStats::Opening o;
            if (named) {
                o.eco = named->code;
                o.name = named->name;
            } else {
                o.name = firstMoves(g, OPENING_PLIES);
            }
            ++openings.try_emplace(o.title(), o).first->second.games;
        }
    }
    for (auto& [title, o] : openings) stats.openings.push_back(std::move(o));
    std::stable_sort(stats.openings.begin(), stats.openings.end(),
                     [](const auto& a, const auto& b) { return a.games > b.games; });
    return stats;
}

} // namespace mudchess
