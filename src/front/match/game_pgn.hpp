// A match game as PGN: our PGN writer's text, with the match's own verdicts where the rules
// core has no word for them (an illegal move, a crashed engine, an adjudicated draw) written
// into the Result and Termination tags and a comment before the result.
#pragma once

#include "chess/pgn.hpp"
#include "front/match/match_game.hpp"

#include <string>

namespace mudchess::match {

std::string gamePgn(const GameEnding& ending, const PgnTags& tags);

// Today as PGN's Date tag writes it: "2024.06.13".
std::string pgnDate();

} // namespace mudchess::match
