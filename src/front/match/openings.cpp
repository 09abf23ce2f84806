#include "front/match/openings.hpp"

#include "chess/position.hpp"
#include "render/fen_error_words.hpp"

#include <algorithm>
#include <fstream>
#include <random>
#include <sstream>

namespace mudchess::match {

namespace {

// FEN as Position reads it: EPD's four fields get the counters a fresh position has.
std::string fenOfLine(const std::string& line) {
    std::istringstream words(line);
    std::vector<std::string> fields;
    std::string word;
    while (fields.size() < 6 && words >> word) fields.push_back(word);
    auto counter = [](const std::string& w) {
        return !w.empty() &&
               std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    std::size_t kept = fields.size() >= 6 && counter(fields[4]) && counter(fields[5])
                           ? 6
                           : std::min<std::size_t>(fields.size(), 4);
    std::string fen;
    for (std::size_t i = 0; i < kept; ++i) fen += (i ? " " : "") + fields[i];
    if (kept == 4) fen += " 0 1";
    return fen;
}

} // namespace

Game Opening::game() const {
    Game game(start);
    for (Move m : moves) game.play(m);
    return game;
}

std::optional<std::vector<Opening>> readOpenings(const std::string& path, const Variant& variant,
                                                 std::string& error) {
    std::ifstream in(path);
    if (!in) {
        error = "cannot read the openings file " + path + ": it does not exist or is not readable";
        return std::nullopt;
    }
    std::vector<Opening> openings;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        std::size_t first = line.find_first_not_of(" \t");
        if (first == std::string::npos || line[first] == '#') continue;
        std::string where = path + " line " + std::to_string(number);
        FenResult parsed = Position::fromFen(variant, fenOfLine(line.substr(first)));
        if (!parsed.position) {
            error = where + " is not a " + std::string(variant.displayName) +
                    " position (one FEN or EPD line an opening): " +
                    fenErrorSentence(variant, parsed.error);
            return std::nullopt;
        }
        if (Game(*parsed.position).isOver()) {
            error = where + ": the game is already over in that position";
            return std::nullopt;
        }
        openings.push_back({*parsed.position, {}, where});
    }
    if (openings.empty()) {
        error = "the openings file " + path +
                " holds no position: write one FEN or EPD line an opening";
        return std::nullopt;
    }
    return openings;
}

std::vector<Opening> builtInOpenings(const Variant& variant, int count) {
    Position start = *Position::fromFen(variant, variant.startFen).position;
    std::mt19937 random(20240613); // fixed: every run plays the same openings
    std::vector<Opening> openings;
    for (int tries = 0; int(openings.size()) < count && tries < count * 20; ++tries) {
        Game game(start);
        std::vector<Move> moves;
        for (int ply = 0; ply < 2 && !game.isOver(); ++ply) {
            // Pawn moves where there are some: openings people would play, and kings that stay
            // home, where an engine with rules of its own has no quarrel with ours.
            std::vector<Move> candidates, pawnMoves;
            for (Move m : game.legalMoves()) {
                candidates.push_back(m);
                if (typeOf(game.position().pieceOn(m.from())) == PAWN) pawnMoves.push_back(m);
            }
            if (!pawnMoves.empty()) candidates = pawnMoves;
            Move m = candidates[random() % candidates.size()];
            game.play(m);
            moves.push_back(m);
        }
        bool seen = std::any_of(openings.begin(), openings.end(),
                                [&](const Opening& o) { return o.moves == moves; });
        // Repeats are kept only once the start has no new pairs to give.
        if (game.isOver() || (seen && tries < count * 10)) continue;
        openings.push_back(
            {start, moves, "built-in opening " + std::to_string(openings.size() + 1)});
    }
    if (openings.empty()) openings.push_back({start, {}, "the start position"});
    return openings;
}

} // namespace mudchess::match
