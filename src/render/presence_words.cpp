#include "render/presence_words.hpp"

#include "chess/san.hpp"
#include "render/describe.hpp"
#include "render/locale.hpp"
#include "render/narration.hpp"
#include "world/game_clock.hpp"

namespace mudchess {

std::string wentWords(const std::string& who, PresenceState state) {
    return said(who +
                (state == PresenceState::LINK_DEAD ? " has lost their connection." : " has left."));
}

std::string goneFromWords(const GameObject& t, const std::string& id, const Names& names,
                          std::chrono::seconds abandonAfter, TimePoint now) {
    Color side = *t.sideOf(id);
    std::string who = names.of(id) + " (" + sideTitle(side) + ")";
    const std::string& opponent = t.seat(~side);
    std::string other = opponent.empty() ? "the other player" : names.of(opponent);
    if (const std::optional<GameClock>& clock = t.clock())
        return said(who + " keeps their seat on " + t.name() + ", and their clock " +
                    (clock->runningFor() == side ? "keeps running." : "runs as usual."));
    if (t.game().position().sideToMove() != side)
        return said(who + " keeps their seat on " + t.name() + "; once " + other + " has moved, " +
                    names.of(id) + " has " + spanText(abandonAfter) + " to answer before " + other +
                    " may claim the game.");
    auto waited =
        std::chrono::duration_cast<std::chrono::seconds>(now - t.activeSince().value_or(now));
    if (waited >= abandonAfter)
        return said("On " + t.name() + ", " + who + " is to move and has not moved for " +
                    spanText(waited) + ": " + other + " may claim the game now (\"claim win on " +
                    t.name() + "\").");
    return said("On " + t.name() + ", " + who + " is to move; if they do not within " +
                spanText(abandonAfter - waited) + ", " + other +
                " may claim the game (\"claim win on " + t.name() + "\").");
}

std::string sinceAwayWords(const GameObject& t, const std::string& id, int gameNumber,
                           std::size_t plies, TimePoint now) {
    const Game& g = t.game();
    std::string text;
    if (t.gameNumber() != gameNumber) {
        text = "a new game began on " + t.name() + " while you were away.";
    } else {
        // The player's own moves (a line that reached the host after it counted them away) are
        // no news to them.
        std::optional<Color> own = t.sideOf(id);
        std::string played;
        int count = 0;
        for (std::size_t i = plies; i < g.history().size(); ++i) {
            if (own && g.positionBefore(i).sideToMove() == *own) continue;
            played += (played.empty() ? "" : " ") + toSan(g.positionBefore(i), g.history()[i].move);
            ++count;
        }
        text = count == 0 ? "Nothing was played on " + t.name() + " while you were away"
                          : "While you were away, " +
                                (count == 1 ? std::string("1 move was")
                                            : std::to_string(count) + " moves were") +
                                " played on " + t.name() + ": " + played;
        if (g.isOver()) text += ". The game is over: " + outcomeSentence(g);
        text += ".";
    }
    std::optional<Color> side = t.sideOf(id);
    if (!side) return said(text + " You no longer hold a seat there.");
    if (!g.isOver() && g.position().sideToMove() == *side) {
        text += " It is your move (" + sideTitle(*side) + ")";
        if (const std::optional<GameClock>& clock = t.clock())
            text += "; " + clockText(clock->left(*side, now)) + " left on your clock";
        text += ".";
    }
    return said(text);
}

std::string boardGoneWords(const std::string& object) {
    return said(object + " is no longer here.");
}

std::string backWords(const std::string& who) { return said(who + " is back."); }

std::string presencePlaceWords(const std::string& place, const std::string& places) {
    if (place.empty()) return said("say which place the player left or came back to");
    return said("there are no games in " + place + "; the places are " + places);
}

} // namespace mudchess
