// Draws and endings: resigning; offering, accepting, declining and withdrawing a draw; claiming
// one (with the move that makes it good, or from an opponent who stopped moving); and a board's
// draw rule (`options board draws`), which the players agree to before they play: it changes
// only between games, and while people sit at the board only they may change it.
#include "chess/game.hpp"
#include "chess/notation.hpp"
#include "dispatch/dispatch_context.hpp"
#include "dispatch/event_builders.hpp"
#include "render/draw_rule_words.hpp"
#include "render/game_words.hpp"
#include "render/move_refusal_words.hpp"
#include "render/narration.hpp"

namespace mudchess {

using namespace command;

template <> Replies Dispatcher::on(Context& ctx, const Resign&, GameObject& t) {
    std::optional<Color> side = t.sideOf(ctx.actor);
    if (!side)
        return {refuse(RefusalCode::NOT_PLAYING, onlyPlayersResignWords(t.name()),
                       {{"object", t.name()}})};
    if (t.game().isOver())
        return {refuse(RefusalCode::GAME_OVER, alreadyOverWords(t.name()), {{"object", t.name()}})};
    ctx.willChange(t);
    t.game().resign(*side);
    ctx.emit(gameEnded(ctx.placeName, t));
    return narrate(ctx.events, t, ctx.actor, viewers_);
}

namespace {

// The stable code of a draw answer that refuses.
RefusalCode drawRefusalCode(DrawAnswer a) {
    switch (a) {
    case DrawAnswer::NO_DRAWS: return RefusalCode::NO_DRAWS;
    case DrawAnswer::GAME_OVER: return RefusalCode::GAME_OVER;
    case DrawAnswer::NOT_YOUR_TURN: return RefusalCode::NOT_YOUR_TURN;
    case DrawAnswer::NOTHING_TO_CLAIM: return RefusalCode::NOTHING_TO_CLAIM;
    case DrawAnswer::NO_OFFER: return RefusalCode::NO_OFFER;
    case DrawAnswer::ALREADY_OFFERED: return RefusalCode::ALREADY_OFFERED;
    case DrawAnswer::ILLEGAL_MOVE: return RefusalCode::ILLEGAL_MOVE;
    case DrawAnswer::DONE:
    case DrawAnswer::MOVE_PLAYED: break;
    }
    return RefusalCode::REFUSED;
}

Reply drawRefusal(DrawAnswer a, const GameObject& t) {
    return refuse(drawRefusalCode(a), drawRefusalWords(a, t), {{"object", t.name()}});
}

} // namespace

template <class Action>
Replies Dispatcher::drawAction(Context& ctx, GameObject& object, Action action, OfferAction what) {
    GameObject* t = &object;
    std::optional<Color> side = t->sideOf(ctx.actor);
    if (!side)
        return {refuse(RefusalCode::NOT_PLAYING, onlyPlayersDrawWords(t->name(), false),
                       {{"object", t->name()}})};
    bool wasOffered = t->game().pendingOffer().has_value();
    ctx.willChange(*t);
    DrawAnswer a = action(t->game(), *side);
    if (a != DrawAnswer::DONE) {
        ctx.unchanged(*t);
        return {drawRefusal(a, *t)};
    }
    // "offer draw" against a standing offer accepts it, as FICS does.
    if (what == OfferAction::MADE && wasOffered) what = OfferAction::ACCEPTED;
    ctx.emit(Offer{ctx.placeName, t->name(), ctx.actor, sideOf(*side), OfferKind::DRAW, what});
    if (t->game().isOver()) ctx.emit(gameEnded(ctx.placeName, *t));
    return narrate(ctx.events, *t, ctx.actor, viewers_);
}

template <> Replies Dispatcher::on(Context& ctx, const OfferDraw&, GameObject& t) {
    return drawAction(
        ctx, t, [](Game& g, Color me) { return g.offerDraw(me); }, OfferAction::MADE);
}
template <> Replies Dispatcher::on(Context& ctx, const AcceptDraw&, GameObject& t) {
    return drawAction(
        ctx, t, [](Game& g, Color me) { return g.acceptDraw(me); }, OfferAction::ACCEPTED);
}
template <> Replies Dispatcher::on(Context& ctx, const DeclineDraw&, GameObject& t) {
    return drawAction(
        ctx, t, [](Game& g, Color me) { return g.declineDraw(me); }, OfferAction::DECLINED);
}
template <> Replies Dispatcher::on(Context& ctx, const WithdrawDraw&, GameObject& t) {
    return drawAction(
        ctx, t, [](Game& g, Color me) { return g.withdrawDraw(me); }, OfferAction::WITHDRAWN);
}

template <> Replies Dispatcher::on(Context& ctx, const ClaimDraw& c, GameObject& t) {
    Game& g = t.game();
    std::optional<Color> side = t.sideOf(ctx.actor);
    if (!side)
        return {refuse(RefusalCode::NOT_PLAYING, onlyPlayersDrawWords(t.name(), true),
                       {{"object", t.name()}})};
    // The player who waits may claim a draw from an opponent who stopped moving.
    if (!c.move && !g.isOver() && g.variant().draws.agreement &&
        !t.isSeated(ctx.actor, g.position().sideToMove()))
        return claimAbandoned(ctx, t, true);
    std::optional<Move> move;
    std::string san;
    if (c.move) {
        MoveParse parsed = readMove(g.position(), *c.move);
        if (!parsed.move)
            return {refuse(RefusalCode::ILLEGAL_MOVE,
                           moveRefusalSentence(g.position(), *parsed.refusal),
                           {{"object", t.name()}, {"move", c.move->text}})};
        move = parsed.move;
        san = toSan(g.position(), *move);
    }
    ctx.willChange(t);
    std::size_t plies = g.history().size();
    Position before = g.position();
    DrawAnswer a = g.claimDraw(*side, move);
    if (a != DrawAnswer::DONE && a != DrawAnswer::MOVE_PLAYED) ctx.unchanged(t);
    if (a == DrawAnswer::DONE || a == DrawAnswer::MOVE_PLAYED) {
        if (move) pressClock(t, *side, ctx.now); // the move counts on the clock like any
        emitMoves(ctx, t, before, plies);
        if (move) lapseRequests(ctx, t);
        if (g.isOver()) ctx.emit(gameEnded(ctx.placeName, t));
    }
    std::string mover = nameOf(ctx.actor) + " (" + sideTitle(*side) + ")";
    if (a == DrawAnswer::MOVE_PLAYED) {
        Replies out{toPlace(claimFailedMoveStandsWords(mover, san, t.name()) + "\n" +
                            viewers_.drawPlaceBoard(t, ctx.actor, ctx.placeName))};
        if (g.isOver()) out.push_back(toPlace(outcomeSentence(g) + "."));
        tellNextPlayer(t, ctx.actor, {san, ""}, viewers_, out);
        return out;
    }
    if (a != DrawAnswer::DONE) return {drawRefusal(a, t)};
    if (san.empty()) return {toPlace(drawClaimedWords(mover, san, t))};
    return {toPlace(drawClaimedWords(mover, san, t) + "\n" +
                    viewers_.drawPlaceBoard(t, ctx.actor, ctx.placeName))};
}

namespace {

bool personSeated(const GameObject& t) {
    return t.isSeated(t.seat(WHITE), WHITE) || t.isSeated(t.seat(BLACK), BLACK);
}

} // namespace

template <> Replies Dispatcher::on(Context& ctx, const SetDrawRule& c, GameObject& t) {
    if (c.rule.empty()) return {toActor(drawRuleAskedWords(t))};
    // The grammar and the typed action let only the rule's own words through.
    DrawRule rule = drawRuleNamed(c.rule).value_or(DrawRule::CLAIMED);
    const Game& g = t.game();
    if (!g.history().empty() && !g.isOver())
        return {refuse(RefusalCode::GAME_UNDER_WAY, drawRuleWaitsForTheGameWords(t.name()),
                       {{"object", t.name()}, {"rule", c.rule}})};
    if (personSeated(t) && !t.isPlayer(ctx.actor))
        return {refuse(RefusalCode::NOT_PLAYING, drawRuleIsThePlayersWords(t.name()),
                       {{"object", t.name()}, {"rule", c.rule}})};
    if (t.drawRuleChoice() == rule) return {toActor(drawRuleAlreadyWords(t.name(), rule))};
    ctx.willChange(t);
    t.chooseDrawRule(rule);
    return {toPlace(drawRuleSetWords(t, nameOf(ctx.actor), rule, g.isOver()))};
}

} // namespace mudchess
