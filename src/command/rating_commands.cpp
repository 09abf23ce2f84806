// Ratings in play (issue 41, docs/ratings.md): a rated game's end changes its players' ratings,
// saved in the same transaction as the end itself.
#include "command/dispatch_context.hpp"
#include "rating/anti_feeding.hpp"
#include "rating/eligibility.hpp"
#include "rating/speed.hpp"

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

// "at half" for the fourth game of the day between the same two players.
std::string countedAt(double weight) {
    if (weight >= 1.0) return "";
    if (weight == 0.5) return " (counted at half: their fourth rated game together in a day)";
    return " (counted at a quarter: their fifth rated game together in a day)";
}

} // namespace

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
        book.forgetPairingsBefore(now - rating::PAIRING_WINDOW_SECONDS);
        if (!facts.computerLevel)
            facts.earlierPairings =
                book.pairingsSince(white, black, now - rating::PAIRING_WINDOW_SECONDS);
        if (std::optional<rating::NotRated> why = rating::whyNotRated(facts)) {
            out.push_back(toPlace("The game on " + t.name() + " does not count for ratings: " +
                                  std::string(rating::describe(*why)) + "."));
            continue;
        }

        RatedGame game;
        game.place = ctx.placeName;
        game.object = t.name();
        game.number = t.gameNumber();
        game.ended = now;
        game.variant = std::string(g.variant().key);
        game.speed = speedOfGame(t);
        game.white = white;
        game.black = black;
        game.weight = facts.computerLevel ? 1.0 : rating::pairingWeight(facts.earlierPairings);

        // Both sides are rated from the figures they had before the game.
        auto current = [&](const std::string& id) {
            const PlayerRating* r = book.find({id, game.variant, game.speed});
            return r ? *r : PlayerRating{};
        };
        auto opponentFigures = [&](Color c) {
            const std::string& id = c == WHITE ? white : black;
            if (id.empty()) return *rating::computerRating(*facts.computerLevel);
            return figures(current(id));
        };
        std::string sentence;
        for (Color c : {WHITE, BLACK}) {
            const std::string& id = c == WHITE ? white : black;
            if (id.empty()) continue;
            PlayerRating was = current(id);
            double idleDays = was.lastPlayed ? double(now - was.lastPlayed) / 86400.0 : 0.0;
            double score = c == WHITE ? whiteScore(g.result()) : 1.0 - whiteScore(g.result());
            rating::Glicko2 full =
                rating::rateGame(figures(was), idleDays, {opponentFigures(~c), score});
            rating::Glicko2 now_ = rating::weighted(figures(was), full, game.weight);
            PlayerRating after{now_.rating, now_.deviation, now_.volatility, was.games + 1, now};
            (c == WHITE ? game.whiteBefore : game.blackBefore) = was;
            (c == WHITE ? game.whiteAfter : game.blackAfter) = after;
            RatingKey key{id, game.variant, game.speed};
            const PlayerRating* stored = book.find(key);
            ctx.ratingsBefore.emplace_back(key, stored ? std::optional(*stored) : std::nullopt);
            RatingChanged e{ctx.placeName,
                            t.name(),
                            id,
                            game.variant,
                            game.speed,
                            int(std::lround(was.rating)),
                            int(std::lround(after.rating)),
                            int(std::lround(after.deviation)),
                            rating::isProvisional(now_),
                            game.weight};
            ctx.emit(e);
            sentence += (sentence.empty() ? "" : ", ") + nameOf(id) + " " + shown(was) + " → " +
                        shown(after);
        }
        // Both changes go in only now: the second side was rated from the first's old figures.
        if (game.whiteAfter) book.set({white, game.variant, game.speed}, *game.whiteAfter);
        if (game.blackAfter) book.set({black, game.variant, game.speed}, *game.blackAfter);
        if (!facts.computerLevel) {
            book.notePairing(white, black, now);
            ++ctx.pairingsNoted;
        }
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
    ctx.ratingsBefore.clear();
    ctx.pairingsNoted = 0;
    ctx.rated.clear();
}

} // namespace mudchess
