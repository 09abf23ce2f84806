#include "dispatch/rated_game.hpp"

#include "rating/anti_feeding.hpp"
#include "rating/eligibility.hpp"
#include "rating/glicko2.hpp"
#include "rating/speed.hpp"

#include <cmath>

namespace mudchess {

std::string speedOfGame(const GameObject& t) {
    std::optional<rating::Clock> clock;
    if (t.clock()) {
        const TimeControl& tc = t.clock()->control();
        clock = rating::Clock{int(tc.base.count() / 1000), int(tc.extra.count() / 1000)};
    }
    return std::string(rating::speedName(rating::speedOf(clock)));
}

namespace {

rating::Glicko2 figures(const PlayerRating& r) { return {r.rating, r.deviation, r.volatility}; }

PlayerRating current(const RatingBook& book, const std::string& id, const RatedGame& game) {
    const PlayerRating* r = book.find({id, game.variant, game.speed});
    return r ? *r : PlayerRating{};
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

std::vector<ReplayDifference> replayDifferences(const std::vector<StoredRatedGame>& stored,
                                                const RatingBook& storedRatings, std::size_t most) {
    using Kind = ReplayDifference::Kind;
    std::vector<ReplayDifference> out;
    auto differ = [&](ReplayDifference d) {
        if (out.size() < most) out.push_back(std::move(d));
    };
    auto about = [](Kind kind, const RatedGame* game, const RatingKey* pool) {
        ReplayDifference d;
        d.kind = kind;
        if (game) d.game = *game;
        if (pool) d.pool = *pool;
        return d;
    };
    RatingBook book;
    for (const StoredRatedGame& s : stored) {
        RatedGame game = s.game;
        int earlier = earlierPairings(book, game, s.computerLevel);
        game.weight = s.computerLevel ? 1.0 : rating::pairingWeight(earlier);
        if (game.weight != s.game.weight) {
            ReplayDifference d = about(Kind::WEIGHT, &game, nullptr);
            d.storedWeight = s.game.weight;
            differ(std::move(d));
        }
        rateSides(book, game, s.whiteScore, s.computerLevel);
        // The store keeps each side's rating before and after (not the other figures).
        auto compare = [&](bool white, bool after, const std::optional<PlayerRating>& kept,
                           const std::optional<PlayerRating>& again) {
            ReplayDifference d = about(Kind::SIDE_PRESENCE, &game, nullptr);
            d.white = white;
            d.after = after;
            d.stored = kept;
            d.replayed = again;
            if (kept.has_value() != again.has_value()) {
                differ(std::move(d));
            } else if (kept && kept->rating != again->rating) {
                d.kind = Kind::SIDE_RATING;
                differ(std::move(d));
            }
        };
        compare(true, false, s.game.whiteBefore, game.whiteBefore);
        compare(true, true, s.game.whiteAfter, game.whiteAfter);
        compare(false, false, s.game.blackBefore, game.blackBefore);
        compare(false, true, s.game.blackAfter, game.blackAfter);
        recordRated(book, game);
    }
    for (const auto& [key, kept] : storedRatings.all()) {
        const PlayerRating* again = book.find(key);
        if (again && *again == kept) continue;
        ReplayDifference d =
            about(again ? Kind::POOL_FIGURES : Kind::POOL_UNREPLAYED, nullptr, &key);
        d.stored = kept;
        if (again) d.replayed = *again;
        differ(std::move(d));
    }
    for (const auto& [key, again] : book.all())
        if (!storedRatings.find(key)) {
            ReplayDifference d = about(Kind::POOL_UNSTORED, nullptr, &key);
            d.replayed = again;
            differ(std::move(d));
        }
    return out;
}

} // namespace mudchess
