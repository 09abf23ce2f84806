// Every command of the language, declared once, beside its struct in its family's header
// (command/*_commands.hpp): the words its forms begin with, its typed form (the command:: struct
// the grammar makes of it), the help page that explains it, a line that says it, and, when a
// program may send it without English, the name of its op in the serve protocol (its ROWS). A
// command with a typed op is one type with its typed action: the public action:: struct
// (include/mudchess/mudchess.hpp) is the command, and its family's header names it. This file
// gathers the rows into one table, COMMANDS.
//
// Made from the rows: the parser's verbs ("did you mean ...") and the words a terminal
// completes, with the words after which completion offers moves (parser.cpp); for every typed
// action with an op, its serve op, read field by field as its OP_FIELDS below declare
// (src/front/serve/request.cpp), each field then read by its type as the grammar would read it
// (src/service/actions.cpp). Made from the list of commands (MUDCHESS_EACH_COMMAND,
// command.hpp): the Command variant and the declarations of the dispatcher's handlers
// (dispatcher.hpp). Checked against them: every command:: struct has rows (a compile error
// naming it) and every action:: struct one row (the static_assert below), and
// tests/command/command_table_test.cpp and tests/serve/op_table_test.cpp hold the grammar, the
// help pages and their index, the page of commands, the grammar reference
// (grammar/commands.txt) and docs/protocol.md's ops and their fields to the table, both ways.
// The help pages are prose written for players, so they are checked, not generated;
// tests/command/help_test.cpp takes the list of pages from help/ itself.
//
// To add a command (the tests and the compiler name whatever is missing), 4 files:
//   1. grammar/commands.hpp: its rule, and the rule in `command`;
//   2. its family's header, command/<family>_commands.hpp: its struct and its ROWS beside it,
//      and the struct in the family's list (which declares its handler); when the grammar's shared
//      pieces fill all of the struct (its object, a player's name), a line beside it names the rule
//      that makes it, template <> struct MadeBy<grammar::rule> : Makes<Struct> {}; (the rule
//      declared at the top), and parser.cpp needs nothing: its generic action makes the struct. A
//      struct with fields of its own (a square, a level, an answer) instead gets an action in
//      parser.cpp that makes it from what the grammar collected (a fifth file);
//   3. the family's src/dispatch/<family>_commands.cpp: the handler's definition,
//      template <> Replies Dispatcher::on(Context&, const command::Struct&) (without it, a link
//      error naming the struct);
//   4. help: a few lines on the help page its row names (help/<page>.txt).
// Measured by adding `show seats on <object>` (a struct with only an object, on a branch not
// landed): 4 files, 18 lines added and 2 changed: grammar/commands.hpp (its rule, and it in
// shown_thing), command/word_commands.hpp (its struct, its MadeBy and ROWS lines, the rule
// declared, it in the family's list), dispatch/word_commands.cpp (an 8-line handler),
// help/show.txt (a line).
// A new first word also needs its forms in the two references of every form, help/commands.txt
// and grammar/commands.txt (the tests hold both to the table's words), and a new help page its
// line in help/index.txt.
// To offer it as a typed op as well: its struct goes to include/mudchess/mudchess.hpp's
// namespace action (and into Action) instead, its family's header names it (`using <Command> =
// action::<Op>;`), its row gets the op name, and docs/protocol.md the op's line.
// An action that holds more than an object also declares its OP_FIELDS below; a field that
// means more than its type says (a variant's name, a draw rule) gets a check() in
// src/service/actions.cpp.
#pragma once

#include "command/command.hpp"
#include "mudchess/actions.hpp"

#include <array>
#include <climits>
#include <concepts>
#include <cstddef>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>

namespace mudchess::command {

// One row of the table: a command's row (its family's header) with its place in Command, and its
// typed action resolved.
struct CommandDeclaration : CommandRow {
    std::size_t command = 0; // kind<the command:: struct>
    bool firstRow = false;   // its command's first row, which holds the command's own words
};

namespace detail {
template <class C> constexpr std::size_t actionOf(const CommandRow& row) {
    if (row.action != ITS_OWN_ACTION) return row.action;
    if constexpr (isTypedAction<C>)
        return actionKind<C>;
    else
        return NO_ACTION;
}
template <std::size_t... K> consteval auto commandTable(std::index_sequence<K...>) {
    std::array<CommandDeclaration, (ROWS<std::variant_alternative_t<K, Command>>.size() + ...)>
        table{};
    std::size_t next = 0;
    (
        [&] {
            using C = std::variant_alternative_t<K, Command>;
            for (const CommandRow& row : ROWS<C>) {
                CommandDeclaration& d = table[next++];
                static_cast<CommandRow&>(d) = row;
                d.action = actionOf<C>(row);
                d.command = K;
                d.firstRow = &row == ROWS<C>.data();
            }
        }(),
        ...);
    return table;
}
} // namespace detail

// Every row, in the order of Command (MUDCHESS_EACH_COMMAND).
inline constexpr auto COMMANDS =
    detail::commandTable(std::make_index_sequence<std::variant_size_v<Command>>());

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

// A typed action that names an object and nothing more (leave, resign, look, ...). Its serve op
// is read from its row alone: such an op is declared only there.
template <class A>
concept ObjectOnlyAction = requires(A a) {
    { a.object } -> std::same_as<ObjectRef&>;
    A{ObjectRef()};
}
&&!requires { A{ObjectRef(), detail::AnyField{}}; };

// One field of a typed op, as a request carries it (docs/protocol.md): its name, the member of
// the action it fills, a value to show when a needed field is missing, and whether the op needs
// it. A number takes `least` to `most` and is refused out of that range with `meaning`; a field
// left out keeps the action's default. Read by the serve protocol (src/front/serve/request.cpp)
// and checked by its type as the grammar would read it (src/service/actions.cpp), so an op whose
// fields mean no more than their types is declared here alone.
template <class A, class T> struct OpField {
    std::string_view name;
    T A::*member;
    std::string_view example = {};
    bool required = false;
    long long least = 0;
    long long most = 0;
    std::string_view meaning = {};
};

inline constexpr bool REQUIRED = true;

template <class A, class T>
constexpr OpField<A, T> field(std::string_view name, T A::*member, std::string_view example,
                              bool required = false) {
    return {name, member, example, required};
}
template <class A>
constexpr OpField<A, int> number(std::string_view name, int A::*member, long long least,
                                 long long most, std::string_view meaning) {
    return {name, member, {}, false, least, most, meaning};
}

namespace detail {
template <class A> consteval auto objectAlone() {
    static_assert(ObjectOnlyAction<A>,
                  "an op whose action holds more than an object declares its OP_FIELDS");
    return std::tuple{field("object", &A::object, "\"board\"")};
}
} // namespace detail

// The fields of each typed op, in the order they are read (the first fault found is the one
// reported). An action on an object alone has just that one; any other declares its own here.
template <class A> inline constexpr auto OP_FIELDS = detail::objectAlone<A>();

template <>
inline constexpr auto OP_FIELDS<action::Join> =
    std::tuple{field("object", &action::Join::object, "\"board\""),
               field("side", &action::Join::side, "\"white\"", REQUIRED)};
template <>
inline constexpr auto OP_FIELDS<action::Start> =
    std::tuple{field("object", &action::Start::object, "\"board\""),
               field("variant", &action::Start::variant, "\"knightmate\""),
               field("clock", &action::Start::clock, "\"5+3\""),
               field("rated", &action::Start::rated, "true")};
template <>
inline constexpr auto OP_FIELDS<action::Move> =
    std::tuple{field("object", &action::Move::object, "\"board\""),
               field("move", &action::Move::move, "\"e2e4\"", REQUIRED)};
template <>
inline constexpr auto OP_FIELDS<action::ClaimDraw> =
    std::tuple{field("object", &action::ClaimDraw::object, "\"board\""),
               field("move", &action::ClaimDraw::move, "\"Nf3\"")};
// Any whole number is read, so one below 0 reaches the service's bad_game_number and one past the
// board's games its no_such_game; only what is not an int is a bad field.
template <>
inline constexpr auto OP_FIELDS<action::Pgn> =
    std::tuple{field("object", &action::Pgn::object, "\"board\""),
               number("game", &action::Pgn::game, INT_MIN, INT_MAX,
                      "\"game\" is a game's number (1, 2, ... as \"history\" lists them), or 0 "
                      "for the game on the object now")};
template <>
inline constexpr auto OP_FIELDS<action::SetDrawRule> =
    std::tuple{field("object", &action::SetDrawRule::object, "\"board\""),
               field("rule", &action::SetDrawRule::rule, "\"automatic\"")};
// The level's range is wide: a number beyond 8 is refused by the dispatcher, by name.
template <class A> constexpr auto computerFields() {
    return std::tuple{field("object", &A::object, "\"board\""),
                      field("side", &A::side, "\"black\""),
                      number("level", &A::level, 1, 1000,
                             "\"level\" is the computer's level, 1 (easiest) to 8 (strongest)")};
}
template <>
inline constexpr auto OP_FIELDS<action::InviteComputer> = computerFields<action::InviteComputer>();
template <>
inline constexpr auto OP_FIELDS<action::PlayComputer> = computerFields<action::PlayComputer>();
template <>
inline constexpr auto OP_FIELDS<action::SetSpecialColour> =
    std::tuple{field("element", &action::SetSpecialColour::element, "\"dark squares\""),
               field("colour", &action::SetSpecialColour::colour, "\"green\""),
               field("reset", &action::SetSpecialColour::reset, "true")};

// A player's answer to a takeback, an abort, a challenge or a rematch: "accept", "decline" or
// "withdraw" (the asker's own "never mind").
template <class A> constexpr auto answerFields() {
    return std::tuple{field("object", &A::object, "\"board\""),
                      field("answer", &A::answer, "\"accept\"", REQUIRED)};
}
template <>
inline constexpr auto OP_FIELDS<action::AnswerTakeback> = answerFields<action::AnswerTakeback>();
template <>
inline constexpr auto OP_FIELDS<action::AnswerAbort> = answerFields<action::AnswerAbort>();
template <>
inline constexpr auto OP_FIELDS<action::AnswerChallenge> = answerFields<action::AnswerChallenge>();
template <>
inline constexpr auto OP_FIELDS<action::ChallengePlayer> =
    std::tuple{field("object", &action::ChallengePlayer::object, "\"board\""),
               field("player", &action::ChallengePlayer::player, "\"bob\"", REQUIRED),
               field("side", &action::ChallengePlayer::seat, "\"black\""),
               field("variant", &action::ChallengePlayer::variant, "\"knightmate\""),
               field("clock", &action::ChallengePlayer::clock, "\"5+3\"")};
template <>
inline constexpr auto OP_FIELDS<action::LoadPgn> =
    std::tuple{field("object", &action::LoadPgn::object, "\"board\""),
               field("pgn", &action::LoadPgn::pgn, "\"1. e4 e5\"", REQUIRED),
               field("fen", &action::LoadPgn::fen, "true")};

template <>
inline constexpr auto OP_FIELDS<action::Ratings> =
    std::tuple{field("player", &action::Ratings::player, "\"bob\"")};
template <>
inline constexpr auto OP_FIELDS<action::Stats> =
    std::tuple{field("player", &action::Stats::player, "\"bob\"")};
template <>
inline constexpr auto OP_FIELDS<action::Top> =
    std::tuple{field("variant", &action::Top::variant, "\"knightmate\""),
               field("speed", &action::Top::speed, "\"blitz\""),
               field("here", &action::Top::here, "true")};

template <>
inline constexpr auto OP_FIELDS<action::PlayerHistory> =
    std::tuple{field("player", &action::PlayerHistory::player, "\"bob\""),
               number("page", &action::PlayerHistory::page, 1, INT_MAX,
                      "\"page\" is a page of the player's games, 1 (the newest) or more")};
template <>
// The game's number is "game": "id" is the request's own, echoed in its answer (issue 54, D4).
inline constexpr auto OP_FIELDS<action::GamePgn> = std::tuple{OpField<action::GamePgn, int>{
    "game", &action::GamePgn::id, "12", REQUIRED, 1, INT_MAX,
    "\"game\" is a game's number in the store, as \"history of bob\" shows it (g12 is 12)"}};

// The game is the one on the object, or with "game" a kept one by its g number.
template <class A> constexpr auto analysisFields() {
    return std::tuple{field("object", &A::object, "\"board\""),
                      number("game", &A::game, 0, INT_MAX,
                             "\"game\" is a kept game's number in the store, as \"history of "
                             "bob\" shows it (g12 is 12), or 0 for the game on the object")};
}
template <> inline constexpr auto OP_FIELDS<action::Analyse> = analysisFields<action::Analyse>();
template <>
inline constexpr auto OP_FIELDS<action::ShowAnalysis> = analysisFields<action::ShowAnalysis>();
template <>
inline constexpr auto OP_FIELDS<action::StopAnalysis> = analysisFields<action::StopAnalysis>();

template <>
inline constexpr auto OP_FIELDS<action::NewPuzzle> =
    std::tuple{field("variant", &action::NewPuzzle::variant, "\"knightmate\"")};
// The moves as text, blank-separated, each as a move is written ("Bxf7+ Nd5#", "e2e4").
template <>
inline constexpr auto OP_FIELDS<action::SolvePuzzle> =
    std::tuple{field("moves", &action::SolvePuzzle::moves, "\"Bxf7+ Nd5#\"", REQUIRED)};
template <> inline constexpr auto OP_FIELDS<action::PuzzleHint> = std::tuple{};
template <> inline constexpr auto OP_FIELDS<action::GiveUpPuzzle> = std::tuple{};
template <>
inline constexpr auto OP_FIELDS<action::PuzzleStats> =
    std::tuple{field("player", &action::PuzzleStats::player, "\"bob\"")};
template <>
inline constexpr auto OP_FIELDS<action::PuzzleTop> =
    std::tuple{field("variant", &action::PuzzleTop::variant, "\"knightmate\"")};
template <>
inline constexpr auto OP_FIELDS<action::PuzzleRace> =
    std::tuple{field("variant", &action::PuzzleRace::variant, "\"knightmate\""),
               field("object", &action::PuzzleRace::object, "\"board\"")};
template <>
inline constexpr auto OP_FIELDS<action::DailyPuzzle> =
    std::tuple{field("variant", &action::DailyPuzzle::variant, "\"knightmate\"")};

// Whether a typed action has a serve op (SetColourScheme travels in "set" instead).
template <class A> inline constexpr bool HAS_OP = !declarationOfAction(actionKind<A>).ops.empty();

// Ops of the serve protocol that are no command of the language: a host asks about its boards,
// or tells what players do that no command says (src/front/serve/request.cpp reads each, the
// service answers; docs/protocol.md lists each with these fields; tests/serve/op_table_test.cpp
// holds both to this list). The protocol's own plumbing (say, set, auth, ping, serves, unserves,
// rename, resume) is not listed here. To add one: its row here, its Request alternative and reader
// in request.cpp, what it does in responder.cpp, and its line in docs/protocol.md.
struct HostOpDeclaration {
    std::string_view op;
    std::string_view fields; // the fields it reads, blank-separated; "?" after those it may lack
};
inline constexpr HostOpDeclaration HOST_OPS[] = {
    {"board_state", "place object? game?"}, // one board as data: a board_state event
    {"boards", "place"},                    // every board of a place as data, one event each
    // How boards told to a place are coloured (a MUD's room): at least one of the two.
    {"set_place", "place encoding? colour_scheme?"},
    // A player left the place, lost their connection, or came back (Service::presence).
    {"presence", "actor place state"},
    // TCP: follow one board's events whatever the connection serves, or stop (a spectator).
    {"watch", "place object"},
    {"unwatch", "place object"},
};

} // namespace mudchess::command
