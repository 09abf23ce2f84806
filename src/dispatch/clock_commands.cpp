// Clocks and absence: the clocks in words; a clock pressed by each move, stopped when the game
// ends, and the flag that falls when the service's tick (or a late move) finds it down. Players
// who are not there: the claim against an opponent who stopped moving (untimed games only; a
// clock decides a timed one), a board nobody moves on that anyone may start over, and the time
// each board has been waiting, which both rest on.
#include "dispatch/dispatch_context.hpp"
#include "dispatch/event_builders.hpp"
#include "render/absence_words.hpp"
#include "render/clock_words.hpp"
#include "render/game_words.hpp"
#include "render/narration.hpp"

namespace mudchess {

using namespace command;

namespace {

std::chrono::seconds secondsBetween(TimePoint from, TimePoint to) {
    return std::chrono::duration_cast<std::chrono::seconds>(to - from);
}

std::chrono::seconds waitedOn(const GameObject& t, TimePoint now) {
    return secondsBetween(t.activeSince().value_or(now), now);
}

} // namespace

void Dispatcher::noteActivity(Context& ctx) {
    for (auto& [name, before] : ctx.changing) {
        auto found = ctx.objects.find(name);
        if (found == ctx.objects.end()) continue;
        GameObject& t = *found->second;
        bool sat = false;
        for (Color c : {WHITE, BLACK})
            sat = sat || (before && !t.seat(c).empty() && t.seat(c) != before->seat(c));
        if (!before || sat || before->gameNumber() != t.gameNumber() ||
            before->game().history().size() != t.game().history().size())
            t.markActive(ctx.now);
    }
}

std::optional<std::chrono::seconds> Dispatcher::idleFor(const Context& ctx,
                                                        const GameObject& t) const {
    if (t.game().isOver() || (t.clock() && t.clock()->running())) return std::nullopt;
    std::chrono::seconds idle = waitedOn(t, ctx.now);
    if (idle < waits_.idleRestartAfter) return std::nullopt;
    return idle;
}

namespace {

// When the waiting player of `t` may claim it from the absent one: untimed games going on
// between two people, the one to move not having moved (a computer to move is thinking; one
// person in both seats waits for nobody).
std::optional<TimePoint> claimableAt(const GameObject& t, std::chrono::seconds abandonAfter) {
    if (t.game().isOver() || t.clock() || !t.activeSince()) return std::nullopt;
    for (Color c : {WHITE, BLACK})
        if (t.seat(c).empty() || t.isComputer(c)) return std::nullopt;
    if (t.seat(WHITE) == t.seat(BLACK)) return std::nullopt;
    return *t.activeSince() + abandonAfter;
}

} // namespace

std::optional<TimePoint> Dispatcher::untoldClaim(const std::string& place,
                                                 const GameObject& t) const {
    std::optional<TimePoint> at = claimableAt(t, waits_.abandonAfter);
    auto told = claimsTold_.find({place, t.name()});
    if (at && told != claimsTold_.end() && told->second == *t.activeSince()) return std::nullopt;
    return at;
}

std::optional<TimePoint> Dispatcher::nextClaimable() const {
    std::optional<TimePoint> first;
    for (const auto& [place, objects] : world_.places) {
        if (!actsUnprompted(place)) continue;
        for (const auto& [name, t] : objects)
            if (std::optional<TimePoint> at = untoldClaim(place, *t);
                at && (!first || *at < *first))
                first = at;
    }
    return first;
}

std::vector<Dispatched> Dispatcher::claimableGames(TimePoint now) {
    std::vector<Dispatched> out;
    for (auto& [place, objects] : world_.places) {
        if (!actsUnprompted(place)) continue;
        for (auto& [name, t] : objects) {
            std::optional<TimePoint> at = untoldClaim(place, *t);
            if (!at || *at > now) continue;
            claimsTold_[{place, name}] = *t->activeSince();
            Color absent = t->game().position().sideToMove();
            Color waiting = absent == WHITE ? BLACK : WHITE;
            std::chrono::seconds waited = waitedOn(*t, now);
            WinClaimable e{place,
                           name,
                           names().of(t->seat(waiting)),
                           sideOf(waiting),
                           names().of(t->seat(absent)),
                           waited.count(),
                           t->seat(waiting),
                           t->seat(absent)};
            Dispatched d;
            d.place = place;
            d.events.push_back(e);
            std::string away = playerLabel(*t, absent, names());
            d.replies.push_back(toPlace(winClaimableHereWords(name, away, waited)));
            d.replies.push_back(toPlayer(t->seat(waiting), winClaimableWords(name, away, waited)));
            out.push_back(std::move(d));
        }
    }
    return out;
}

Replies Dispatcher::claimAbandoned(Context& ctx, GameObject& t, bool draw) {
    Game& g = t.game();
    if (g.isOver())
        return {refuse(RefusalCode::GAME_OVER, alreadyOverWords(t.name()), {{"object", t.name()}})};
    if (!t.isPlayer(ctx.actor))
        return {refuse(RefusalCode::NOT_PLAYING, claimNotYoursWords(t.name(), draw),
                       {{"object", t.name()}})};
    Color absent = g.position().sideToMove();
    std::string away = playerLabel(t, absent, names());
    if (t.isSeated(ctx.actor, absent))
        return {refuse(draw ? RefusalCode::NOT_YOUR_TURN : RefusalCode::YOUR_MOVE,
                       claimOnYourMoveWords(t.name()), {{"object", t.name()}})};
    if (t.clock())
        return {refuse(RefusalCode::TIMED_GAME, claimInATimedGameWords(t, away),
                       {{"object", t.name()}})};
    std::chrono::seconds waited = waitedOn(t, ctx.now);
    if (waited < waits_.abandonAfter && draw)
        return {refuse(RefusalCode::NOT_YOUR_TURN,
                       drawClaimTooEarlyWords(t.name(), away, waits_.abandonAfter),
                       {{"object", t.name()}})};
    if (waited < waits_.abandonAfter)
        return {refuse(RefusalCode::TOO_EARLY,
                       claimTooEarlyWords(t.name(), away, waited, waits_.abandonAfter),
                       {{"object", t.name()}, {"waited", std::to_string(waited.count())}})};
    ctx.willChange(t);
    if (!g.abandon(absent, draw)) {
        ctx.unchanged(t);
        return {refuse(RefusalCode::NO_DRAWS, noDrawsInTheVariantWords(t), {{"object", t.name()}})};
    }
    ctx.emit(gameEnded(ctx.placeName, t));
    return narrateAbandoned(t, ctx.actor, absent, waited, names());
}

template <> Replies Dispatcher::on(Context& ctx, const ClaimWin&, GameObject& t) {
    return claimAbandoned(ctx, t, false);
}

// The clock after `mover`'s move: it starts once both sides have moved once, then runs for
// whoever is to move (the mover again after a Knights Chess pass).
void Dispatcher::pressClock(GameObject& t, Color mover, TimePoint now) {
    if (!t.clock()) return;
    std::optional<Color> next;
    if (!t.game().isOver()) next = t.game().position().sideToMove();
    t.clock()->moveMade(mover, next, now);
}

void Dispatcher::stopEndedClocks(Context& ctx) {
    for (auto& [name, before] : ctx.changing) {
        auto found = ctx.objects.find(name);
        if (found == ctx.objects.end()) continue;
        GameObject& t = *found->second;
        if (t.clock() && t.clock()->running() && t.game().isOver()) t.clock()->stop(ctx.now);
    }
}

Replies Dispatcher::flagFalls(Context& ctx, GameObject& t) {
    std::optional<Color> fallen = t.clock()->runningFor();
    ctx.willChange(t);
    TimePoint at = *t.clock()->flagAt();
    t.clock()->stop(at);
    t.game().loseOnTime(*fallen);
    ctx.emit(gameEnded(ctx.placeName, t));
    return narrateFlag(t, *fallen, names());
}

std::optional<TimePoint> Dispatcher::nextFlag() const {
    std::optional<TimePoint> first = flagRetry_;
    if (first) return first; // a flag the store would not take yet: nothing is due before
    for (const auto& [place, objects] : world_.places) {
        if (!actsUnprompted(place)) continue;
        for (const auto& [name, t] : objects)
            if (t->clock())
                if (std::optional<TimePoint> at = t->clock()->flagAt())
                    if (!first || *at < *first) first = at;
    }
    return first;
}

std::vector<Dispatched> Dispatcher::fallenFlags(TimePoint now) {
    std::vector<Dispatched> out;
    if (flagRetry_ && now < *flagRetry_) return out;
    flagRetry_.reset();
    for (auto& [place, objects] : world_.places) {
        if (!actsUnprompted(place)) continue;
        for (auto& [name, t] : objects) {
            if (!t->clock() || !t->clock()->flagAt() || *t->clock()->flagAt() > now) continue;
            static const std::string nobody; // the clock acts, not a person
            Context ctx{nobody, place, objects, now, {}, {}, {}, defaultDrawRule_};
            viewers_.setClockTime(now);
            Dispatched d;
            d.place = place;
            d.replies = flagFalls(ctx, *t);
            for (Reply& r : rateEndedGames(ctx)) d.replies.push_back(std::move(r));
            d.events = std::move(ctx.events);
            if (save(ctx)) {
                // The flag stays up until the store takes it. Try again in a while, not at
                // once: a full disk must not turn the front end's loop into a busy one.
                flagRetry_ = now + FLAG_RETRY;
                continue;
            }
            finish(d);
            out.push_back(std::move(d));
        }
    }
    return out;
}

template <> Replies Dispatcher::on(Context& ctx, const ShowClock&, GameObject& t) {
    if (!t.clock())
        return {refuse(RefusalCode::NO_CLOCK, noClockWords(t.name()), {{"object", t.name()}})};
    return {toActor(clocksInWords(t, ctx.now, names()))};
}

} // namespace mudchess
