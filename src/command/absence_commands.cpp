// Players who are not there: the claim against an opponent who stopped moving (untimed games
// only; a clock decides a timed one), a board nobody moves on that anyone may start over, and
// the time each board has been waiting, which both rest on.
#include "command/dispatch_context.hpp"
#include "command/event_builders.hpp"
#include "render/absence_words.hpp"
#include "render/game_words.hpp"

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

} // namespace mudchess
