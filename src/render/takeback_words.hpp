// The sentences of takebacks, aborts and "clock on board" refusals: takeback_commands.cpp
// decides and names the case, these say it. One function a sentence kind, so a translation or a
// host's own wording replaces them here.
#pragma once

#include "mudchess/events.hpp"
#include "world/game_object.hpp"

#include <string>

namespace mudchess {

// "1 move", "3 moves".
std::string movesWord(int n);

// What someone who does not play on a board tried to do there.
enum class TakebackDeed { TAKE_BACK, ANSWER_TAKEBACK, ABORT, ANSWER_ABORT };
// "only the players on board can take moves back"
std::string onlyPlayersMayWords(const std::string& object, TakebackDeed deed);

// `kind` (TAKEBACK or ABORT) asked for on a finished game: "the game on board is over
// (White wins by checkmate), so there is nothing to take back; ..."
std::string nothingToAskAfterTheEndWords(const GameObject& t, OfferKind kind);

// The asker asks again: "your takeback request on board still stands".
std::string requestStillStandsWords(const std::string& object, OfferKind kind);

// Why an answer to a `kind` request cannot be given: there is none, it is the speaker's own
// (only "withdraw" answers it), or it is someone else's (not theirs to withdraw).
enum class RequestAnswerProblem { NONE_ASKED, YOUR_OWN, NOT_YOURS };
std::string cannotAnswerWords(const std::string& object, OfferKind kind,
                              RequestAnswerProblem problem, const std::string& asker);

// The game has fewer moves than a takeback asked for.
std::string notThatManyMovesWords(const std::string& object, int moves);
// Takebacks are off in rated games (rated-takebacks = no).
std::string noTakebacksWhenRatedWords(const std::string& object);
// The asker has not moved yet.
std::string noMoveToTakeBackWords(const std::string& object);
// The other player's takeback request waits for an answer first.
std::string takebackWaitsWords(const std::string& object, const std::string& asker, int moves);
// A rated game with a takeback stops counting: the place is told once.
std::string noLongerRatedWords(const std::string& object);

} // namespace mudchess
