// options board draws [automatic|claimed] on X: the board's rule for threefold repetition and the
// 50-move count. A rule the players agree to before they play, as a server fixes a game's
// conditions before it begins: it changes only between games, and while people sit at the
// board only they may change it; an empty board (or one held by the computer alone) is anyone's.
#include "chess/game.hpp"
#include "command/dispatch_context.hpp"
#include "render/draw_rule_words.hpp"

namespace mudchess {

using namespace command;

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
