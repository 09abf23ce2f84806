// Ratings in play (issue 41, docs/ratings.md): a rated game's end changes its players' ratings,
// saved in the same transaction as the end itself.
#include "command/dispatch_context.hpp"
#include "command/event_builders.hpp"
#include "command/rated_game.hpp"
#include "rating/anti_feeding.hpp"
#include "rating/eligibility.hpp"
#include "rating/speed.hpp"
#include "text/lower_case.hpp"
#include "text/name_rule.hpp"
#include "world/player_stats.hpp"

#include <algorithm>
#include <cmath>

namespace mudchess {

namespace {

rating::Glicko2 figures(const PlayerRating& r) { return {r.rating, r.deviation, r.volatility}; }

// The rating pool of the game's clock: base + 40 x increment (a delay or Bronstein allowance
// taken as an increment).
std::string speedOfGame(const GameObject& t) {
    std::optional<rating::Clock> clock;
    if (t.clock()) {
        const TimeControl& tc = t.clock()->control();
        clock = rating::Clock{int(tc.base.count() / 1000), int(tc.extra.count() / 1000)};
    }
    return std::string(rating::speedName(rating::speedOf(clock)));
}

// The account that played side `c`: the seat's holder, or whoever left it mid-game (a game
// claimed from an absent player still counts against them); empty for the computer.
std::string accountOf(const GameObject& t, Color c) {
    if (t.isComputer(c)) return "";
    return t.seat(c).empty() ? t.vacatedBy(c) : t.seat(c);
}

double whiteScore(Result r) {
    return r == Result::WHITE_WINS ? 1.0 : r == Result::BLACK_WINS ? 0.0 : 0.5;
}

// "1512" or "1512?" while provisional.
std::string shown(const PlayerRating& r) {
    return std::to_string(int(std::lround(r.rating))) +
           (rating::isProvisional(figures(r)) ? "?" : "");
}

std::string shown(const RatingLine& r) {
    return std::to_string(r.rating) + (r.provisional ? "?" : "");
}

// "at half" for the fourth game of the day between the same two players.
std::string countedAt(double weight) {
    if (weight >= 1.0) return "";
    if (weight == 0.5) return " (counted at half: their fourth rated game together in a day)";
    return " (counted at a quarter: their fifth rated game together in a day)";
}

std::string variantWords(const std::string& key) {
    const Variant* v = findVariant(key);
    return v ? variantInSentence(*v) : key;
}

// "1 game", "3 wins".
std::string count(int n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string record(const WinsLossesDraws& r) {
    return count(r.wins, "win", "wins") + ", " + count(r.losses, "loss", "losses") + ", " +
           count(r.draws, "draw", "draws");
}

// The figures as they stand `now`: the deviation grown by the days since the last game.
PlayerRating asOf(const PlayerRating& r, std::int64_t now) {
    double days = r.lastPlayed && now > r.lastPlayed ? double(now - r.lastPlayed) / 86400.0 : 0;
    rating::Glicko2 idle = rating::afterIdle(figures(r), days);
    PlayerRating out = r;
    out.deviation = idle.deviation;
    return out;
}

std::string possessive(const std::string& name) {
    return name + (name.ends_with('s') ? "'" : "'s");
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
    if (pools.empty())
        return {toActor(who + (c.player.empty() ? " (you)" : "") +
                        " has no rating yet: ratings come from rated games, like \"start new "
                        "rated game with clock 5+3 on board\"")};
    std::string out = possessive(who) + " ratings:";
    bool anyProvisional = false;
    for (const RatingLine& r : shownEvent.ratings) {
        anyProvisional = anyProvisional || r.provisional;
        out += "\n  " + variantWords(r.variant) + ", " + r.speed + ": " + shown(r) +
               " (deviation " + std::to_string(r.deviation) + ", " +
               count(r.games, "game", "games") + ")";
    }
    if (anyProvisional)
        out += "\nA ? marks a provisional rating: too few recent games to be sure of it yet.";
    return {toActor(out)};
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
    if (stats.total.games() == 0)
        return {toActor(who + (c.player.empty() ? " (you)" : "") +
                        " has no finished games yet (games against oneself and aborted games "
                        "are not counted)")};
    std::string out = possessive(who) + " games: " + std::to_string(stats.total.games()) +
                      " finished (" + record(stats.total) + ")";
    for (const auto& [variant, colours] : stats.byVariant)
        for (Color side : {WHITE, BLACK})
            if (colours[side].games())
                out += "\n  " + variantWords(variant) + " as " + sideTitle(side) + ": " +
                       record(colours[side]);
    out += "\nLongest winning streak: " + count(stats.longestWinningStreak, "game", "games") + ".";
    if (!stats.openings.empty()) {
        out += "\nFavourite openings in standard chess: ";
        for (std::size_t i = 0; i < stats.openings.size() && i < 3; ++i)
            out += (i ? ", " : "") + stats.openings[i].title() + " (" +
                   count(stats.openings[i].games, "game", "games") + ")";
        out += ".";
    }
    return {toActor(out)};
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
    std::string pool = variantWords(variant) + (c.speed.empty() ? "" : ", " + c.speed);
    std::string where = c.here ? " in " + place : "";
    if (top.speeds.empty())
        return {
            toActor("nobody" +
                    (c.here ? " who played rated games in " + place + " (in " + pool + ")" : "") +
                    " has a settled rating in " + pool +
                    " yet; provisional ratings (marked ?) are left off the list until a "
                    "player's deviation falls to 110, after about a dozen rated games")};
    std::string out;
    for (const TopSpeed& board : top.speeds) {
        out += std::string(out.empty() ? "" : "\n") + "Top players of " + variantWords(variant) +
               ", " + board.speed + where + ":";
        for (const TopLine& line : board.players)
            out += "\n  " + std::to_string(line.rank) + ". " + line.player + " " +
                   std::to_string(line.rating) + " (" + count(line.games, "game", "games") + ")";
    }
    return {toActor(out)};
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
            out.push_back(toPlace("The game on " + t.name() + " does not count for ratings: " +
                                  std::string(rating::describe(*why)) + "."));
            continue;
        }

        game.weight = facts.computerLevel ? 1.0 : rating::pairingWeight(facts.earlierPairings);
        // Both sides are rated from the figures they had before the game.
        rateSides(book, game, whiteScore(g.result()), facts.computerLevel.value_or(0));
        std::string sentence;
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
            // "->", not an arrow: TinyMUX shows a character its player's client lacks as "?".
            sentence += (sentence.empty() ? "" : ", ") + nameOf(id) + " " + shown(was) + " -> " +
                        shown(after);
        }
        // Both changes go in only now: the second side was rated from the first's old figures.
        recordRated(book, game);
        if (!white.empty() && !black.empty()) ++ctx.pairingsNoted;
        out.push_back(toPlace("Ratings (" + variantInSentence(g.variant()) + ", " + game.speed +
                              "): " + sentence + countedAt(game.weight) + "."));
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
