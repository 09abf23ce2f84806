// Challenges: a game offered to a named player, the answers, rematches: each command's struct, its
// rows of the command table and the grammar rule that makes it (command/family.hpp). Their
// handlers: src/dispatch/challenge_commands.cpp.
#pragma once

#include "command/family.hpp"

namespace mudchess::grammar {
struct rematch_command;
} // namespace mudchess::grammar

namespace mudchess::command {

// challenge <player> [as {white|black}] [with clock <time control>] [of <variant>] [on X]: the
// parts after the name in any order, before or after "on X".
// The player as typed: names are compared exactly, as the host gives them.
using ChallengePlayer = action::ChallengePlayer;
template <>
inline constexpr auto ROWS<ChallengePlayer> =
    rows({{"challenge", "challenge", "challenge bob as black on board", "challenge"}});

// {accept|decline|withdraw} [the] {challenge|rematch} [on X]
using AnswerChallenge = action::AnswerChallenge;
template <>
inline constexpr auto ROWS<AnswerChallenge> = rows(
    {{"accept decline withdraw", "challenge", "accept challenge on board", "answer_challenge"}});

// rematch [on X]: offer a rematch, or take up the one offered
using Rematch = action::Rematch;
template <> struct MadeBy<grammar::rematch_command> : Makes<Rematch> {};
template <>
inline constexpr auto
    ROWS<Rematch> = rows({{"rematch", "challenge", "rematch on board", "rematch"}});

} // namespace mudchess::command

// clang-format off
#define MUDCHESS_CHALLENGE_COMMANDS(X) X(ChallengePlayer) X(AnswerChallenge) X(Rematch)
// clang-format on
