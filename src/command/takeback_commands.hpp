// Takebacks and aborts: asking to take moves back or to call the game off, and the answers: each
// command's struct, its rows of the command table and the grammar rule that makes it
// (command/family.hpp). Their handlers: src/dispatch/takeback_commands.cpp.
#pragma once

#include "command/family.hpp"

namespace mudchess::grammar {
struct abort_command;
struct takeback_command;
} // namespace mudchess::grammar

namespace mudchess::command {

// How a player answers what the other asked for: yes, no, or (the asker) never mind.
using Answer = action::Answer;

// {takeback|take back|undo} [my] [last] [move] [on X]
using TakeBack = action::TakeBack;
template <> struct MadeBy<grammar::takeback_command> : Makes<TakeBack> {};
template <>
inline constexpr auto ROWS<TakeBack> = rows({{"takeback take undo", "takeback",
                                              "take back my last move on board", "takeback"}});

// {accept|decline|withdraw} [the] takeback [offer] [on X]
using AnswerTakeback = action::AnswerTakeback;
template <>
inline constexpr auto ROWS<AnswerTakeback> =
    rows({{"accept decline withdraw", "takeback", "decline takeback on board", "answer_takeback"}});

// abort [game] [on X]
using AbortGame = action::AbortGame;
template <> struct MadeBy<grammar::abort_command> : Makes<AbortGame> {};
template <>
inline constexpr auto ROWS<AbortGame> = rows({{"abort", "abort", "abort game on board", "abort"}});

// {accept|decline|withdraw} [the] abort [offer] [on X]
using AnswerAbort = action::AnswerAbort;
template <>
inline constexpr auto ROWS<AnswerAbort> = rows({{"accept decline withdraw", "abort",
                                                 "withdraw abort on board", "answer_abort"}});

} // namespace mudchess::command

// clang-format off
#define MUDCHESS_TAKEBACK_COMMANDS(X) X(TakeBack) X(AnswerTakeback) X(AbortGame) X(AnswerAbort)
// clang-format on
