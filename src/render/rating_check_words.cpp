#include "render/rating_check_words.hpp"

#include "render/locale.hpp"

#include <sstream>

namespace mudchess {

namespace {

// Exactly, so that a difference in the last bit shows.
std::string exact(double x) {
    std::ostringstream out;
    out.precision(17);
    out << x;
    return out.str();
}

std::string seatWords(const std::string& id) { return id.empty() ? "computer" : id; }

std::string gameWords(const RatedGame& g) {
    return "game " + std::to_string(g.number) + " on " + g.object + " in " + g.place + " (" +
           seatWords(g.white) + " v " + seatWords(g.black) + ", ended " + std::to_string(g.ended) +
           ")";
}

std::string sideRatingWords(const ReplayDifference& d) {
    return std::string(d.white ? "White's" : "Black's") + " rating " +
           (d.after ? "after" : "before");
}

std::string poolWords(const RatingKey& key) {
    return key.player + "'s rating in " + key.variant + " " + key.speed;
}

std::string figuresWords(const PlayerRating& r) {
    return exact(r.rating) + " (deviation " + exact(r.deviation) + ", volatility " +
           exact(r.volatility) + ", " + std::to_string(r.games) + " games, last " +
           std::to_string(r.lastPlayed) + ")";
}

std::string countedWords(std::size_t games, std::size_t ratings) {
    return std::to_string(games) + " rated games and " + std::to_string(ratings) + " ratings";
}

} // namespace

std::string replayDifferenceWords(const ReplayDifference& d) {
    using Kind = ReplayDifference::Kind;
    switch (d.kind) {
    case Kind::WEIGHT:
        return said(gameWords(d.game) + ": counted with weight " + exact(d.storedWeight) +
                    ", but its pairings give " + exact(d.game.weight));
    case Kind::SIDE_PRESENCE:
        return said(gameWords(d.game) + ": " + sideRatingWords(d) +
                    (d.stored ? " is stored" : " is missing") + " but the replay " +
                    (d.replayed ? "has one" : "has none"));
    case Kind::SIDE_RATING:
        return said(gameWords(d.game) + ": " + sideRatingWords(d) + " stored " +
                    exact(d.stored->rating) + ", replayed " + exact(d.replayed->rating));
    case Kind::POOL_UNREPLAYED:
        return said(poolWords(d.pool) + " is stored, but no stored rated game gives it");
    case Kind::POOL_FIGURES:
        return said(poolWords(d.pool) + ": stored " + figuresWords(*d.stored) + ", replayed " +
                    figuresWords(*d.replayed));
    case Kind::POOL_UNSTORED:
        return said(poolWords(d.pool) + " comes from the stored games, but is not stored");
    }
    return {};
}

std::string replayAgreesWords(std::size_t games, std::size_t ratings) {
    return said("replayed " + countedWords(games, ratings) +
                ": every stored rating is exactly what the rated games give");
}

std::string replayDiffersWords(std::size_t games, std::size_t ratings, std::size_t listed,
                               std::size_t most) {
    return said("replayed " + countedWords(games, ratings) +
                ": the stored ratings differ from what the rated games give" +
                (listed >= most ? " (the first " + std::to_string(most) + " differences)" : "") +
                ":");
}

} // namespace mudchess
