// Ratings in play (issue 41, docs/ratings.md): a rated game's end changes its players' ratings,
// saved in the same transaction as the end itself.
#include "dispatch/dispatch_context.hpp"
#include "dispatch/event_builders.hpp"
#include "dispatch/rated_game.hpp"
#include "rating/anti_feeding.hpp"
#include "rating/eligibility.hpp"
#include "rating/speed.hpp"
#include "render/rating_words.hpp"
#include "text/lower_case.hpp"
#include "text/name_rule.hpp"
#include "world/player_stats.hpp"

#include <algorithm>
#include <cmath>

namespace mudchess {

namespace {

rating::Glicko2 figures(const PlayerRating& r) { return {r.rating, r.deviation, r.volatility}; }

// The account that played side `c`: the seat's holder, or whoever left it mid-game (a game
// claimed from an absent player still counts against them); empty for the computer.
std::string accountOf(const GameObject& t, Color c) {
    if (t.isComputer(c)) return "";
    return t.seat(c).empty() ? t.vacatedBy(c) : t.seat(c);
}

double whiteScore(Result r) {
    return r == Result::WHITE_WINS ? 1.0 : r == Result::BLACK_WINS ? 0.0 : 0.5;
}

// The figures as they stand `now`: the deviation grown by the days since the last game.
PlayerRating asOf(const PlayerRating& r, std::int64_t now) {
    double days = r.lastPlayed && now > r.lastPlayed ? double(now - r.lastPlayed) / 86400.0 : 0;
    rating::Glicko2 idle = rating::afterIdle(figures(r), days);
    PlayerRating out = r;
    out.deviation = idle.deviation;
    return out;
}

} // namespace

std::string Dispatcher::playerNamed(const Context& ctx, const std::string& typed) const {
    if (typed.empty()) return ctx.actor;
    std::string id = names().idOf(typed);
    if (id != typed) return id;
    for (const auto& [key, r] : world_.ratings.all())
        if (key.player == typed) return typed;
    for (const auto& [key, r] : world_.ratings.all())
        if (lowerCase(key.player) == lowerCase(typed)) return key.player;
    return typed;
}

template <> Replies Dispatcher::on(Context& ctx, const command::ShowRatings& c) {
    std::string id = playerNamed(ctx, c.player);
    std::int64_t now = wallClock_();
    std::vector<std::pair<RatingKey, PlayerRating>> pools;
    for (const auto& [key, r] : world_.ratings.all())
        if (key.player == id) pools.emplace_back(key, asOf(r, now));
    std::stable_sort(pools.begin(), pools.end(), [](const auto& a, const auto& b) {
        if (a.first.variant != b.first.variant) return a.first.variant < b.first.variant;
        return rating::speedRank(a.first.speed) < rating::speedRank(b.first.speed);
    });
    std::string who = nameOf(id);
    RatingsShown shownEvent{who, id, {}};
    for (const auto& [key, r] : pools) shownEvent.ratings.push_back(ratingLine(key, r));
    ctx.emit(shownEvent);
    return {toActor(ratingsWords(shownEvent, c.player.empty()))};
}

template <> Replies Dispatcher::on(Context& ctx, const command::ShowStats& c) {
    std::string id = playerNamed(ctx, c.player);
    std::vector<std::pair<std::string, GameObject>> stored;
    std::vector<const GameObject*> games;
    if (store_) {
        try {
            stored = store_->gamesOf(id);
        } catch (const StoreError& e) {
            return {refuse(RefusalCode::STORE_FAILED, e.what())};
        }
        for (const auto& [place, t] : stored) games.push_back(&t);
    } else {
        for (const auto& [place, objects] : world_.places)
            for (const auto& [name, t] : objects) games.push_back(t.get());
    }
    PlayerStats stats = statsOf(id, games);
    std::string who = nameOf(id);
    ctx.emit(statsShown(who, id, stats));
    return {toActor(statsWords(who, c.player.empty(), stats))};
}

template <> Replies Dispatcher::on(Context& ctx, const command::ShowTop& c) {
    std::string variant = c.variant.empty() ? "chess" : c.variant;
    std::int64_t now = wallClock_();
    // Established players only, best first: a provisional rating says too little to rank.
    std::map<std::string, std::vector<std::pair<RatingKey, PlayerRating>>> bySpeed;
    // Of one place: those who played rated games there (in the pool), whatever the spelling.
    std::string place = c.here ? ctx.placeName : "";
    const std::set<RatingKey>* here = nullptr;
    if (c.here) {
        here = world_.ratings.playedIn(place);
        for (const auto& [name, keys] : world_.ratings.places())
            if (!here && sameName(name, place)) here = &keys;
    }
    static const std::set<RatingKey> NOBODY;
    if (c.here && !here) here = &NOBODY;
    for (const auto& [key, stored] : world_.ratings.all()) {
        PlayerRating r = asOf(stored, now);
        if (key.variant != variant || (!c.speed.empty() && key.speed != c.speed) ||
            rating::isProvisional(figures(r)) || (here && !here->contains(key)))
            continue;
        bySpeed[key.speed].emplace_back(key, r);
    }
    TopShown top{place, variant, c.speed, {}};
    std::size_t shownPlaces = c.speed.empty() ? 5 : 10;
    for (auto& [speed, list] : bySpeed) {
        std::stable_sort(list.begin(), list.end(), [](const auto& a, const auto& b) {
            return a.second.rating > b.second.rating;
        });
        TopSpeed board{speed, {}};
        for (std::size_t i = 0; i < list.size() && i < shownPlaces; ++i) {
            RatingLine line = ratingLine(list[i].first, list[i].second);
            board.players.push_back({int(i + 1), nameOf(list[i].first.player), list[i].first.player,
                                     line.rating, line.deviation, line.games});
        }
        top.speeds.push_back(std::move(board));
    }
    std::stable_sort(top.speeds.begin(), top.speeds.end(), [](const auto& a, const auto& b) {
        return rating::speedRank(a.speed) < rating::speedRank(b.speed);
    });
    ctx.emit(top);
    return {toActor(topWords(top, c.here))};
}

Replies Dispatcher::rateEndedGames(Context& ctx) {
    Replies out;
    for (auto& [name, before] : ctx.changing) {
        auto found = ctx.objects.find(name);
        if (found == ctx.objects.end()) continue;
        GameObject& t = *found->second;
        const Game& g = t.game();
        if (!t.rated() || !g.isOver()) continue;
        if (before && before->game().isOver() && before->gameNumber() == t.gameNumber())
            continue; // it ended before this command
        if (t.isComputer(WHITE) && t.isComputer(BLACK)) continue;

        std::string white = accountOf(t, WHITE), black = accountOf(t, BLACK);
        rating::GameFacts facts;
        facts.whiteAccount = white;
        facts.blackAccount = black;
        if (t.isComputer(WHITE)) facts.computerLevel = t.computerLevel(WHITE);
        if (t.isComputer(BLACK)) facts.computerLevel = t.computerLevel(BLACK);
        facts.hasClock = t.clock().has_value();
        facts.untimedRated = ratingRules_.untimedRated;
        facts.whiteMoves = g.playerMoves(WHITE);
        facts.blackMoves = g.playerMoves(BLACK);
        facts.aborted = g.aborted();
        facts.tookBack = t.tookBack();
        std::int64_t now = wallClock_();
        RatingBook& book = world_.ratings;
        RatedGame game;
        game.place = ctx.placeName;
        game.object = t.name();
        game.number = t.gameNumber();
        game.ended = now;
        game.variant = std::string(g.variant().key);
        game.speed = speedOfGame(t);
        game.white = white;
        game.black = black;
        facts.earlierPairings = earlierPairings(book, game, facts.computerLevel.value_or(0));
        if (std::optional<rating::NotRated> why = rating::whyNotRated(facts)) {
            out.push_back(toPlace(notRatedWords(t.name(), rating::describe(*why))));
            continue;
        }

        game.weight = facts.computerLevel ? 1.0 : rating::pairingWeight(facts.earlierPairings);
        // Both sides are rated from the figures they had before the game.
        rateSides(book, game, whiteScore(g.result()), facts.computerLevel.value_or(0));
        std::vector<RatingStep> steps;
        for (Color c : {WHITE, BLACK}) {
            const std::string& id = c == WHITE ? white : black;
            if (id.empty()) continue;
            const PlayerRating& was = *(c == WHITE ? game.whiteBefore : game.blackBefore);
            const PlayerRating& after = *(c == WHITE ? game.whiteAfter : game.blackAfter);
            RatingKey key{id, game.variant, game.speed};
            const PlayerRating* stored = book.find(key);
            ctx.ratingsBefore.emplace_back(key, stored ? std::optional(*stored) : std::nullopt);
            if (book.notePlayedIn(game.place, key)) ctx.placesNoted.emplace_back(game.place, key);
            RatingChanged e{ctx.placeName,
                            t.name(),
                            id,
                            game.variant,
                            game.speed,
                            int(std::lround(was.rating)),
                            int(std::lround(after.rating)),
                            int(std::lround(after.deviation)),
                            rating::isProvisional(figures(after)),
                            game.weight};
            ctx.emit(e);
            steps.push_back({nameOf(id), e.before, rating::isProvisional(figures(was)), e.after,
                             e.provisional});
        }
        // Both changes go in only now: the second side was rated from the first's old figures.
        recordRated(book, game);
        if (!white.empty() && !black.empty()) ++ctx.pairingsNoted;
        out.push_back(toPlace(ratingsChangedWords(game.variant, game.speed, steps, game.weight)));
        ctx.rated.push_back(std::move(game));
    }
    return out;
}

void Dispatcher::undoRatings(Context& ctx) {
    RatingBook& book = world_.ratings;
    for (auto it = ctx.ratingsBefore.rbegin(); it != ctx.ratingsBefore.rend(); ++it) {
        if (it->second)
            book.set(it->first, *it->second);
        else
            book.erase(it->first);
    }
    for (int i = 0; i < ctx.pairingsNoted; ++i) book.forgetLastPairing();
    for (const auto& [place, key] : ctx.placesNoted) book.forgetPlayedIn(place, key);
    ctx.placesNoted.clear();
    ctx.ratingsBefore.clear();
    ctx.pairingsNoted = 0;
    ctx.rated.clear();
}

} // namespace mudchess
