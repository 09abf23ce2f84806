#include "render/draw_rule_words.hpp"

#include "render/locale.hpp"

namespace mudchess {

DrawRule drawRuleInForce(const GameObject& t) {
    const Game& g = t.game();
    bool underWay = !g.history().empty() && !g.isOver();
    return underWay ? g.drawRule() : t.drawRule();
}

std::string drawRuleSentence(const GameObject& t, bool explained) {
    const Variant& v = t.game().variant();
    DrawRule rule = drawRuleInForce(t);
    bool automatic = rule == DrawRule::AUTOMATIC;
    std::string whose = t.drawRuleChoice() ? "chosen on this board" : "the server's default";
    std::string text = "Draws on " + t.name() + " are " + std::string(drawRuleName(rule));
    if (!v.draws.claimable())
        return said(text + " (" + whose + "), which has no effect in " +
                    std::string(v.displayName) +
                    ": it has no draws by repetition or the 50-move rule.");
    text += std::string(automatic ? " (a house rule, " : " (FIDE's rule, ") + whose + ")";
    if (!explained)
        return said(text + (automatic ? ": the third repetition or the fiftieth move ends the game."
                                      : "."));
    if (automatic)
        return said(
            text +
            ": the game is drawn at once when a position stands for the third time or fifty "
            "moves pass without a capture or a pawn move (FIDE lets the player to move claim "
            "them instead).");
    return said(
        text +
        ": at the third repetition or after fifty moves without a capture or a pawn move, the "
        "player to move may claim a draw.");
}

std::string drawRuleNote(const GameObject& t) {
    if (drawRuleInForce(t) != DrawRule::AUTOMATIC) return said("");
    const Variant& v = t.game().variant();
    if (!v.draws.claimable())
        return said("draws automatic (no effect in " + std::string(v.displayName) + ")");
    return said("draws automatic");
}

std::string notADrawRuleWords(const std::string& typed) {
    return said("\"" + typed + "\" is not a draw rule: draws are " + drawRuleChoices());
}

std::string drawRuleAskedWords(const GameObject& t) {
    return said(drawRuleSentence(t, true) +
                " Change it between games with \"options board draws automatic|claimed on " +
                t.name() + "\".");
}

std::string drawRuleWaitsForTheGameWords(const std::string& object) {
    return said("the draw rule on " + object +
                " changes only between games, and one is under way; set it when it ends, or before "
                "the first move of the next");
}

std::string drawRuleIsThePlayersWords(const std::string& object) {
    return said("only the players on " + object +
                " can change its draw rule; it is anyone's when nobody sits there");
}

std::string drawRuleAlreadyWords(const std::string& object, DrawRule rule) {
    return said("draws on " + object + " are already " + std::string(drawRuleName(rule)) +
                "; nothing changed");
}

std::string drawRuleSetWords(const GameObject& t, const std::string& who, DrawRule rule,
                             bool fromTheNextGame) {
    return said(who + " sets the draw rule on " + t.name() + " to " +
                std::string(drawRuleName(rule)) +
                (fromTheNextGame ? " from the next game on. " : " from this game on. ") +
                drawRuleSentence(t, true));
}

} // namespace mudchess
