// Every command of the language, declared once: the words its forms begin with, its typed form
// (the command:: struct the grammar makes of it), the help page that explains it, a line that
// says it, and, when a program may send it without English, its typed action (the public
// action:: struct) and the name of its op in the serve protocol.
//
// Made from this table: the parser's verbs ("did you mean ...") and the words a terminal
// completes (parser.cpp); for a typed action on an object alone (ObjectOnlyAction), its command
// (src/service/actions.cpp) and its serve ops (src/front/serve/request.cpp). Checked against it:
// every command:: struct and every action:: struct has its row (the static_asserts below), each
// action builds the command of its row (src/service/actions.cpp), and
// tests/command/command_table_test.cpp and tests/serve/op_table_test.cpp hold the grammar, the help
// pages, the grammar reference (grammar/commands.txt) and the serve ops to it, both ways.
//
// To add a command: its rule in grammar/commands.hpp (and in the rule `command`), its struct in
// command.hpp (and in Command), its row here, the parser action that makes it (parser.cpp), its
// handler (an on() in dispatcher.hpp, defined in a src/command/*_commands.cpp), and its forms
// in help/commands.txt, grammar/commands.txt and a help page; the tests name what is missing.
// To offer it as a typed op as well: an action:: struct in include/mudchess/mudchess.hpp (and in
// Action) and, in its row, its actionKind and op name. An action that names only an object
// needs no more; any other, its conversion in src/service/actions.cpp and its reader in
// src/front/serve/request.cpp.
#pragma once

#include "command/command.hpp"
#include "mudchess/mudchess.hpp"

#include <concepts>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>

namespace mudchess::command {

namespace detail {
template <class T, class... Ts> consteval std::size_t alternativeIndex(std::variant<Ts...>*) {
    constexpr bool same[] = {std::is_same_v<T, Ts>...};
    for (std::size_t i = 0; i < sizeof...(Ts); ++i)
        if (same[i]) return i;
    throw "not an alternative of the variant"; // a compile error: consteval
}
} // namespace detail

using TypedAction = decltype(Action::what);

// The place of a command:: struct in Command, and of an action:: struct in Action::what.
template <class C>
inline constexpr std::size_t kind = detail::alternativeIndex<C>(static_cast<Command*>(nullptr));
template <class A>
inline constexpr std::size_t
    actionKind = detail::alternativeIndex<A>(static_cast<TypedAction*>(nullptr));
inline constexpr std::size_t NO_ACTION = std::size_t(-1);

struct CommandDeclaration {
    std::size_t command;             // kind<the command:: struct>
    std::string_view words;          // the first words of its forms, blank-separated
    std::string_view help;           // the help page that explains it (help/<help>.txt)
    std::string_view example;        // a line the grammar reads as this command
    std::size_t action = NO_ACTION;  // actionKind<its action:: struct>, if it has one
    std::string_view ops = {};       // its serve op, then any other name for it
    std::string_view writtenAs = {}; // how forms write the words, when not as themselves
};

// In the order of Command; the order of the words is the order "did you mean" tries them in.
inline constexpr CommandDeclaration COMMANDS[] = {
    {kind<JoinGame>, "join", "join", "join game as white on board", actionKind<action::Join>,
     "join"},
    {kind<LeaveGame>, "leave", "leave", "leave game on board", actionKind<action::Leave>, "leave"},
    {kind<StartGame>, "start", "start", "start new game on board", actionKind<action::Start>,
     "start"},
    {kind<MakeMove>, "move", "move", "move e2 to e4 on board", actionKind<action::Move>, "move"},
    {kind<Resign>, "resign", "resign", "resign on board", actionKind<action::Resign>, "resign"},
    {kind<ShowBoard>, "look show", "look", "look at board", actionKind<action::Look>, "look board"},
    {kind<ShowMoves>, "show", "show", "show moves on board"},
    {kind<ShowLegalMoves>, "show", "show", "show legal moves from e2 on board"},
    {kind<ShowFen>, "show", "show", "show fen on board", actionKind<action::Fen>, "fen"},
    {kind<ShowPgn>, "show", "show", "show pgn of game 2 on board", actionKind<action::Pgn>, "pgn"},
    {kind<LoadPgn>, "load", "load", "load pgn 1. e4 e5 on board"},
    {kind<OfferDraw>, "offer", "draw", "offer draw on board", actionKind<action::OfferDraw>,
     "offer_draw"},
    {kind<AcceptDraw>, "accept", "draw", "accept draw on board", actionKind<action::AcceptDraw>,
     "accept_draw"},
    {kind<DeclineDraw>, "decline", "draw", "decline draw on board", actionKind<action::DeclineDraw>,
     "decline_draw"},
    {kind<WithdrawDraw>, "withdraw", "draw", "withdraw draw on board",
     actionKind<action::WithdrawDraw>, "withdraw_draw"},
    {kind<ClaimDraw>, "claim", "draw", "claim draw with Nf3 on board",
     actionKind<action::ClaimDraw>, "claim_draw"},
    {kind<ListGames>, "games", "games", "games"},
    {kind<ShowHistory>, "history", "history", "history on board"},
    {kind<Help>, "help", "help", "help draws"},
    // A typed action, but no op of its own: the serve protocol's "set" carries it, with a
    // front end's settings (src/front/serve/responder.cpp).
    {kind<SetColours>, "options", "colours", "options colour classic",
     actionKind<action::SetColourScheme>},
    {kind<SetSpecialColour>, "options", "colours", "options colour special dark squares green",
     actionKind<action::SetSpecialColour>, "special_colour"},
    {kind<ShowOptions>, "options", "options", "options"},
    {kind<SetBoardOption>, "options", "options", "options board size compact"},
    {kind<SetDrawRule>, "options", "draws", "options board draws automatic on board",
     actionKind<action::SetDrawRule>, "set_draw_rule"},
    {kind<FlipBoard>, "flip", "flip", "flip the board on board"},
    {kind<DescribeBoard>, "describe", "describe", "describe the position on board"},
    {kind<ReadLine>, "read", "describe", "read rank 1 on board"},
    {kind<FindPieces>, "where", "describe", "where are the white knights on board"},
    {kind<ShowSquare>, "what", "describe", "what is on e4 on board"},
    {kind<ShowLastMove>, "last", "describe", "last move on board"},
    {kind<ShowWhoseMove>, "whose", "describe", "whose turn is it on board"},
    {kind<TakeBack>, "takeback take undo", "takeback", "take back my last move on board"},
    {kind<AnswerTakeback>, "accept decline withdraw", "takeback", "decline takeback on board"},
    {kind<AbortGame>, "abort", "abort", "abort game on board"},
    {kind<AnswerAbort>, "accept decline withdraw", "abort", "withdraw abort on board"},
    {kind<ShowClock>, "clock show", "clocks", "clock on board"},
    {kind<InviteComputer>, "invite", "computer", "invite the computer level 3 on board",
     actionKind<action::InviteComputer>, "invite_computer"},
    {kind<PlayComputer>, "play", "computer", "play against the computer as black on board",
     actionKind<action::PlayComputer>, "play_computer"},
    {kind<DismissComputer>, "dismiss", "computer", "dismiss the computer from board",
     actionKind<action::DismissComputer>, "dismiss_computer"},
    {kind<AskHint>, "hint", "computer", "hint on board", actionKind<action::Hint>, "hint"},
    {kind<ChallengePlayer>, "challenge", "challenge", "challenge bob as black on board"},
    {kind<AnswerChallenge>, "accept decline withdraw", "challenge", "accept challenge on board"},
    {kind<Rematch>, "rematch", "challenge", "rematch on board"},
    {kind<ClaimWin>, "claim", "absent", "claim win on board"},
    // Moves said in words need no "move" (grammar/moves.hpp, spoken_move).
    {kind<MakeMove>, "castle take capture promote", "moves", "castle kingside on board"},
    {.command = kind<MakeMove>,
     .words = "king queen rook bishop knight pawn",
     .help = "moves",
     .example = "knight takes the pawn on e5 on board",
     .writtenAs = "<piece>"},
};

// Calls `f` with each word of a blank-separated list.
template <class F> constexpr void forEachWord(std::string_view words, F f) {
    while (!words.empty()) {
        std::size_t end = words.find(' ');
        if (end != 0) f(words.substr(0, end));
        if (end == std::string_view::npos) break;
        words.remove_prefix(end + 1);
    }
}

namespace detail {
consteval bool everyCommandDeclared() {
    for (std::size_t k = 0; k < std::variant_size_v<Command>; ++k) {
        bool found = false;
        for (const CommandDeclaration& d : COMMANDS) found = found || d.command == k;
        if (!found) return false;
    }
    return true;
}
consteval bool everyActionDeclaredOnce() {
    for (std::size_t k = 0; k < std::variant_size_v<TypedAction>; ++k) {
        int rows = 0;
        for (const CommandDeclaration& d : COMMANDS) rows += d.action == k;
        if (rows != 1) return false;
    }
    for (const CommandDeclaration& d : COMMANDS)
        if (!d.ops.empty() && d.action == NO_ACTION) return false;
    return true;
}
} // namespace detail
static_assert(detail::everyCommandDeclared(), "a command:: struct has no row in COMMANDS");
static_assert(detail::everyActionDeclaredOnce(),
              "each action:: struct belongs to one row of COMMANDS, and each op to an action");

// The row of a typed action (its actionKind).
constexpr const CommandDeclaration& declarationOfAction(std::size_t action) {
    for (const CommandDeclaration& d : COMMANDS)
        if (d.action == action) return d;
    throw "an action without a row"; // unreachable: checked above
}

// The command:: struct the typed action A makes, by its row.
template <class A>
using CommandOf = std::variant_alternative_t<declarationOfAction(actionKind<A>).command, Command>;

namespace detail {
struct AnyField {
    template <class T> operator T() const;
};
} // namespace detail

// A typed action that names an object and nothing more (leave, resign, look, ...). Its command
// is made, and its serve op read, from its row alone: such an op is declared only here.
template <class A>
concept ObjectOnlyAction = requires(A a) {
    { a.object } -> std::same_as<std::string&>;
    A{std::string()};
}
&&!requires { A{std::string(), detail::AnyField{}}; };

} // namespace mudchess::command
