// Draws and endings: resigning, draw offers and claims, and a board's draw rule: each command's
// struct, its rows of the command table and the grammar rule that makes it (command/family.hpp).
// Their handlers: src/dispatch/ending_commands.cpp.
#pragma once

#include "command/family.hpp"

namespace mudchess::grammar {
struct accept_command;
struct decline_command;
struct offer_command;
struct resign_command;
struct withdraw_command;
} // namespace mudchess::grammar

namespace mudchess::command {

// resign [from] [game] [on X]
using Resign = action::Resign;
template <> struct MadeBy<grammar::resign_command> : Makes<Resign> {};
template <>
inline constexpr auto ROWS<Resign> = rows({{"resign", "resign", "resign on board", "resign"}});

// offer draw [on X]
using OfferDraw = action::OfferDraw;
template <> struct MadeBy<grammar::offer_command> : Makes<OfferDraw> {};
template <>
inline constexpr auto
    ROWS<OfferDraw> = rows({{"offer", "draw", "offer draw on board", "offer_draw"}});

// accept draw [on X]
using AcceptDraw = action::AcceptDraw;
template <> struct MadeBy<grammar::accept_command> : Makes<AcceptDraw> {};
template <>
inline constexpr auto
    ROWS<AcceptDraw> = rows({{"accept", "draw", "accept draw on board", "accept_draw"}});

// decline draw [on X]
using DeclineDraw = action::DeclineDraw;
template <> struct MadeBy<grammar::decline_command> : Makes<DeclineDraw> {};
template <>
inline constexpr auto
    ROWS<DeclineDraw> = rows({{"decline", "draw", "decline draw on board", "decline_draw"}});

// withdraw draw [on X]
using WithdrawDraw = action::WithdrawDraw;
template <> struct MadeBy<grammar::withdraw_command> : Makes<WithdrawDraw> {};
template <>
inline constexpr auto
    ROWS<WithdrawDraw> = rows({{"withdraw", "draw", "withdraw draw on board", "withdraw_draw"}});

struct ClaimDraw {                // claim draw [with <move>] [on X]
    std::optional<MoveSpec> move; // the move that would make the claim good, if named
    ObjectRef object;
    bool operator==(const ClaimDraw&) const = default;
};
template <>
inline constexpr auto ROWS<ClaimDraw> = rows({{.words = "claim",
                                               .help = "draw",
                                               .example = "claim draw with Nf3 on board",
                                               .ops = "claim_draw",
                                               .movesAfter = "claim draw with",
                                               .action = actionKind<action::ClaimDraw>}});

// options board draws [automatic|claimed] [on X]: the board's rule for threefold repetition and
// the 50-move count.
using SetDrawRule = action::SetDrawRule;
template <>
inline constexpr auto ROWS<SetDrawRule> =
    rows({{"options", "draws", "options board draws automatic on board", "set_draw_rule"}});

} // namespace mudchess::command

// clang-format off
#define MUDCHESS_ENDING_COMMANDS(X) X(Resign) X(OfferDraw) X(AcceptDraw) X(DeclineDraw)            \
    X(WithdrawDraw) X(ClaimDraw) X(SetDrawRule)
// clang-format on
