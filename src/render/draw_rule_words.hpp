// A board's draw rule in words (`options board draws`): for describe, look and the reply to
// changing it. The rule is a fact of the board; whether it matters is a fact of the variant.
#pragma once

#include "world/game_object.hpp"

#include <string>

namespace mudchess {

// The rule the board's game follows now: the game's own while it is under way (it keeps the
// rule it began with), else the board's rule for the game to come.
DrawRule drawRuleInForce(const GameObject& t);

// The rule in a sentence, and when the variant has no repetition or 50-move draws, that it has
// no effect there: "Draws on board are automatic (a house rule, chosen on this board): ...".
// `explained` adds what the rule means, for the reply to choosing or asking about it.
std::string drawRuleSentence(const GameObject& t, bool explained);

// For look's status line: "draws automatic" (or "draws automatic, no effect in Knights Chess")
// when the board departs from FIDE's claimed draws; empty otherwise.
std::string drawRuleNote(const GameObject& t);

// A word that is no draw rule, with the rules there are.
std::string notADrawRuleWords(const std::string& typed);
// "options board draws on board": the rule, and how to change it.
std::string drawRuleAskedWords(const GameObject& t);
// The rule cannot change while a game is under way.
std::string drawRuleWaitsForTheGameWords(const std::string& object);
// Only the players seated there may change it.
std::string drawRuleIsThePlayersWords(const std::string& object);
// The board has that rule already.
std::string drawRuleAlreadyWords(const std::string& object, DrawRule rule);
// To the place: `who` set the rule, from this game or from the next one on.
std::string drawRuleSetWords(const GameObject& t, const std::string& who, DrawRule rule,
                             bool fromTheNextGame);

} // namespace mudchess
