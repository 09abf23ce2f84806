#include "render/absence_words.hpp"

#include "render/locale.hpp"
#include "render/narration.hpp"

namespace mudchess {

std::string claimNotYoursWords(const std::string& object, bool draw) {
    return said("only the players on " + object + " can " +
                (draw ? "claim a draw" : "claim the game"));
}

std::string claimOnYourMoveWords(const std::string& object) {
    return said("it is your move on " + object +
                "; a claim against an absent opponent is for the player who waits");
}

std::string claimInATimedGameWords(const GameObject& t, const std::string& away) {
    return said(t.name() + " is timed, so the clock decides: if " + away +
                " runs out of time, the game is yours" +
                (t.clock()->running() ? ""
                                      : " (the clocks start once both sides have moved; until then "
                                        "\"abort on " +
                                            t.name() + "\" ends the game)"));
}

std::string drawClaimTooEarlyWords(const std::string& object, const std::string& away,
                                   std::chrono::seconds abandonAfter) {
    return said(
        "only the player to move can claim a draw by repetition or the fifty-move rule; if " +
        away + " does not move on " + object + " for " + spanText(abandonAfter) +
        ", you may claim the game (\"claim win\") or a draw");
}

std::string claimTooEarlyWords(const std::string& object, const std::string& away,
                               std::chrono::seconds waited, std::chrono::seconds abandonAfter) {
    return said(away + " has not moved on " + object + " for " + spanText(waited) + "; after " +
                spanText(abandonAfter) +
                " without a move you may claim the game, or a draw (\"claim draw on " + object +
                "\")");
}

std::string winClaimableHereWords(const std::string& object, const std::string& away,
                                  std::chrono::seconds waited) {
    return said(away + " has not moved on " + object + " for " + spanText(waited) +
                ": the game may now be claimed.");
}

std::string winClaimableWords(const std::string& object, const std::string& away,
                              std::chrono::seconds waited) {
    return said(away + " has not moved on " + object + " for " + spanText(waited) +
                ". You may claim the win (\"claim win on " + object +
                "\") or a draw (\"claim draw on " + object + "\"), or wait on.");
}

std::string noDrawsInTheVariantWords(const GameObject& t) {
    return said(std::string(t.game().variant().displayName) + " has no draws; \"claim win on " +
                t.name() + "\" takes the game");
}

} // namespace mudchess
