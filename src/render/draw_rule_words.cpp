#include "render/draw_rule_words.hpp"

namespace mudchess {

DrawRule drawRuleInForce(const Table& t) {
    const Game& g = t.game();
    bool underWay = !g.history().empty() && !g.isOver();
    return underWay ? g.drawRule() : t.drawRule();
}

std::string drawRuleSentence(const Table& t) {
    const Variant& v = t.game().variant();
    DrawRule rule = drawRuleInForce(t);
    std::string whose = t.drawRuleChoice() ? "chosen on this board" : "the server's default";
    std::string text =
        "Draws on " + t.name() + " are " + std::string(drawRuleName(rule)) + " (" + whose + ")";
    if (!v.draws.claimable())
        return text + ", but " + std::string(v.displayName) +
               " has no draws by repetition or the 50-move rule, so the rule has no effect in "
               "it.";
    if (rule == DrawRule::AUTOMATIC)
        return text +
               ": the game is drawn at once when a position stands for the third time or fifty "
               "moves pass without a capture or a pawn move (a house rule; FIDE lets the player "
               "to move claim them).";
    return text +
           ": at the third repetition or after fifty moves without a capture or a pawn move, the "
           "player to move may claim a draw (FIDE's rule).";
}

std::string drawRuleNote(const Table& t) {
    if (drawRuleInForce(t) != DrawRule::AUTOMATIC) return "";
    const Variant& v = t.game().variant();
    if (!v.draws.claimable())
        return "draws automatic (no effect in " + std::string(v.displayName) + ")";
    return "draws automatic";
}

} // namespace mudchess
