#include "command/rated_game.hpp"

#include "rating/anti_feeding.hpp"
#include "rating/eligibility.hpp"
#include "rating/glicko2.hpp"

#include <cmath>
#include <sstream>

namespace mudchess {

namespace {

rating::Glicko2 figures(const PlayerRating& r) { return {r.rating, r.deviation, r.volatility}; }

PlayerRating current(const RatingBook& book, const std::string& id, const RatedGame& game) {
    const PlayerRating* r = book.find({id, game.variant, game.speed});
    return r ? *r : PlayerRating{};
}

// Exactly, so that a difference in the last bit shows.
std::string exact(double x) {
    std::ostringstream out;
    out.precision(17);
    out << x;
    return out.str();
}

std::string gameWords(const RatedGame& g) {
    return "game " + std::to_string(g.number) + " on " + g.object + " in " + g.place + " (" +
           (g.white.empty() ? "computer" : g.white) + " v " +
           (g.black.empty() ? "computer" : g.black) + ", ended " + std::to_string(g.ended) + ")";
}

} // namespace

int earlierPairings(RatingBook& book, const RatedGame& game, int computerLevel) {
    std::int64_t since = game.ended - rating::PAIRING_WINDOW_SECONDS;
    book.forgetPairingsBefore(since);
    return computerLevel ? 0 : book.pairingsSince(game.white, game.black, since);
}

void rateSides(const RatingBook& book, RatedGame& game, double whiteScore, int computerLevel) {
    auto opponentFigures = [&](const std::string& id) {
        if (id.empty()) return *rating::computerRating(computerLevel);
        return figures(current(book, id, game));
    };
    for (bool white : {true, false}) {
        const std::string& id = white ? game.white : game.black;
        if (id.empty()) continue;
        PlayerRating was = current(book, id, game);
        double idleDays = was.lastPlayed ? double(game.ended - was.lastPlayed) / 86400.0 : 0.0;
        double score = white ? whiteScore : 1.0 - whiteScore;
        rating::Glicko2 full = rating::rateGame(
            figures(was), idleDays, {opponentFigures(white ? game.black : game.white), score});
        rating::Glicko2 now = rating::weighted(figures(was), full, game.weight);
        (white ? game.whiteBefore : game.blackBefore) = was;
        (white ? game.whiteAfter : game.blackAfter) =
            PlayerRating{now.rating, now.deviation, now.volatility, was.games + 1, game.ended};
    }
}

void recordRated(RatingBook& book, const RatedGame& game) {
    if (game.whiteAfter) book.set({game.white, game.variant, game.speed}, *game.whiteAfter);
    if (game.blackAfter) book.set({game.black, game.variant, game.speed}, *game.blackAfter);
    if (!game.white.empty() && !game.black.empty())
        book.notePairing(game.white, game.black, game.ended);
    for (const std::string* id : {&game.white, &game.black})
        if (!id->empty()) book.notePlayedIn(game.place, {*id, game.variant, game.speed});
}

std::vector<std::string> replayDifferences(const std::vector<StoredRatedGame>& stored,
                                           const RatingBook& storedRatings, std::size_t most) {
    std::vector<std::string> out;
    auto differ = [&](const std::string& sentence) {
        if (out.size() < most) out.push_back(sentence);
    };
    RatingBook book;
    for (const StoredRatedGame& s : stored) {
        RatedGame game = s.game;
        int earlier = earlierPairings(book, game, s.computerLevel);
        game.weight = s.computerLevel ? 1.0 : rating::pairingWeight(earlier);
        if (game.weight != s.game.weight)
            differ(gameWords(game) + ": counted with weight " + exact(s.game.weight) +
                   ", but its pairings give " + exact(game.weight));
        rateSides(book, game, s.whiteScore, s.computerLevel);
        // The store keeps each side's rating before and after (not the other figures).
        auto compare = [&](const char* what, const std::optional<PlayerRating>& kept,
                           const std::optional<PlayerRating>& again) {
            if (kept.has_value() != again.has_value())
                differ(gameWords(game) + ": " + what + (kept ? " is stored" : " is missing") +
                       " but the replay " + (again ? "has one" : "has none"));
            else if (kept && kept->rating != again->rating)
                differ(gameWords(game) + ": " + what + " stored " + exact(kept->rating) +
                       ", replayed " + exact(again->rating));
        };
        compare("White's rating before", s.game.whiteBefore, game.whiteBefore);
        compare("White's rating after", s.game.whiteAfter, game.whiteAfter);
        compare("Black's rating before", s.game.blackBefore, game.blackBefore);
        compare("Black's rating after", s.game.blackAfter, game.blackAfter);
        recordRated(book, game);
    }
    for (const auto& [key, kept] : storedRatings.all()) {
        const PlayerRating* again = book.find(key);
        std::string pool = key.player + "'s rating in " + key.variant + " " + key.speed;
        if (!again)
            differ(pool + " is stored, but no stored rated game gives it");
        else if (!(*again == kept))
            differ(pool + ": stored " + exact(kept.rating) + " (deviation " +
                   exact(kept.deviation) + ", volatility " + exact(kept.volatility) + ", " +
                   std::to_string(kept.games) + " games, last " + std::to_string(kept.lastPlayed) +
                   "), replayed " + exact(again->rating) + " (deviation " +
                   exact(again->deviation) + ", volatility " + exact(again->volatility) + ", " +
                   std::to_string(again->games) + " games, last " +
                   std::to_string(again->lastPlayed) + ")");
    }
    for (const auto& [key, again] : book.all())
        if (!storedRatings.find(key))
            differ(key.player + "'s rating in " + key.variant + " " + key.speed +
                   " comes from the stored games, but is not stored");
    return out;
}

} // namespace mudchess
