#include "chess/eco.hpp"

#include "chess/move_reading.hpp"
#include "chess/variant.hpp"

#include <stdexcept>
#include <string>
#include <unordered_map>

namespace mudchess {

namespace {

const Variant& standardChess() {
    const Variant* chess = findVariant("chess");
    if (!chess) throw std::logic_error("no standard chess variant");
    return *chess;
}

// Each line's position (its key) to the line, made on first use by replaying the table's moves
// (about 2,000 lines; docs/ratings.md has the time it takes). Where two lines reach one position
// the first in the table, the shorter, names it.
class EcoPositions {
  public:
    EcoPositions() {
        for (const EcoLine& line : detail::ecoLines()) {
            Position pos = Position::start(standardChess());
            std::string_view moves = line.moves;
            while (!moves.empty()) {
                std::size_t end = moves.find(' ');
                std::string_view san = moves.substr(0, end);
                MoveParse read = parseMove(pos, san);
                if (!read.move)
                    throw std::logic_error("the ECO line " + std::string(line.code) + " " +
                                           std::string(line.moves) + " has an illegal move " +
                                           std::string(san));
                pos.play(*read.move);
                moves = end == std::string_view::npos ? "" : moves.substr(end + 1);
            }
            byKey_.emplace(pos.key(), &line);
        }
    }
    const EcoLine* find(Key key) const {
        auto found = byKey_.find(key);
        return found == byKey_.end() ? nullptr : found->second;
    }

  private:
    std::unordered_map<Key, const EcoLine*> byKey_;
};

const EcoPositions& ecoPositions() {
    static const EcoPositions positions;
    return positions;
}

} // namespace

std::optional<Opening> openingOf(const Game& game) {
    if (game.variant().key != "chess" || game.history().empty()) return std::nullopt;
    if (game.startPosition().fen() != Position::start(game.variant()).fen()) return std::nullopt;
    const EcoPositions& book = ecoPositions();
    const EcoLine* last = nullptr;
    Position pos = game.startPosition();
    for (const PlyRecord& ply : game.history()) {
        pos.play(ply.move);
        if (const EcoLine* line = book.find(pos.key())) last = line;
    }
    if (!last) return std::nullopt;
    return Opening{last->code, last->name};
}

std::string openingTitle(const Opening& opening) {
    return std::string(opening.code) + " " + std::string(opening.name);
}

} // namespace mudchess
