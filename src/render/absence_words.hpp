// The sentences of claims against an absent opponent ("claim win", a draw claimed from one):
// dispatch/clock_commands.cpp decides which refusal, these say it.
#pragma once

#include "world/game_object.hpp"

#include <chrono>
#include <string>

namespace mudchess {

// Someone not playing there claimed the game (`draw`: a draw).
std::string claimNotYoursWords(const std::string& object, bool draw);
// The claimant is the one to move.
std::string claimOnYourMoveWords(const std::string& object);
// A timed game: the clock decides; `away` is the absent player's label ("Black (bob)").
std::string claimInATimedGameWords(const GameObject& t, const std::string& away);
// A draw claimed by the waiting player before the abandonment time.
std::string drawClaimTooEarlyWords(const std::string& object, const std::string& away,
                                   std::chrono::seconds abandonAfter);
// A win claimed before the abandonment time.
std::string claimTooEarlyWords(const std::string& object, const std::string& away,
                               std::chrono::seconds waited, std::chrono::seconds abandonAfter);
// The absent player (`away`: "Black (bob)") has not moved for `waited`: the place is told the
// game may now be claimed, and the waiting player how.
std::string winClaimableHereWords(const std::string& object, const std::string& away,
                                  std::chrono::seconds waited);
std::string winClaimableWords(const std::string& object, const std::string& away,
                              std::chrono::seconds waited);
// A draw claimed in a variant without draws.
std::string noDrawsInTheVariantWords(const GameObject& t);

} // namespace mudchess
