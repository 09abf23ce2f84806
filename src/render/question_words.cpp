#include "render/question_words.hpp"

#include "chess/san.hpp"
#include "render/describe.hpp"
#include "render/draw_rule_words.hpp"
#include "render/game_words.hpp"
#include "render/locale.hpp"
#include "render/narration.hpp"
#include "render/spoken.hpp"

namespace mudchess {

std::string describeBoardWords(const GameObject& t, const std::string& clocks) {
    return said("On " + t.name() + ", " + std::string(t.game().variant().nameInSentence) + ". " +
                describePosition(t.game()) + (clocks.empty() ? "" : " " + clocks) + " " +
                drawRuleSentence(t, false));
}

std::string whichSideWords(const std::string& object, bool both) {
    return said(std::string(both ? "you play both sides" : "you do not play") + " on " + object +
                "; ask for a colour, like \"where is the white king\"");
}

std::string lastMoveWords(const GameObject& t) {
    const Game& g = t.game();
    if (g.history().empty()) return said(noMovesYetWords(t.name()));
    std::size_t ply = g.history().size() - 1;
    Position before = g.positionBefore(ply);
    Move m = g.history()[ply].move;
    std::string number =
        std::to_string(before.fullmoveNumber()) + (before.sideToMove() == WHITE ? ". " : "... ");
    return said("The last move on " + t.name() + " was " + number + toSan(before, m) + ": " +
                moveInWords(before, m) + ".");
}

std::string whoseMoveWords(const GameObject& t, const Names& names) {
    const Game& g = t.game();
    if (g.isOver())
        return said("The game on " + t.name() + " is over: " + outcomeSentence(g) + ".");
    Color next = g.position().sideToMove();
    std::string text = playerLabel(t, next, names) + " is to move on " + t.name() + ", move " +
                       std::to_string(g.position().fullmoveNumber());
    if (g.position().inCheck()) text += ", in check";
    std::string note = checkSuspendedNote(g.position());
    return said(text + "." + (note.empty() ? "" : " " + note));
}

} // namespace mudchess
