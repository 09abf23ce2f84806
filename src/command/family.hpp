// How each family of commands (command/*_commands.hpp) declares its commands: the struct (or the
// public action:: struct it is), its rows of the command table (ROWS: its words, help page,
// example, serve op) and the grammar rule that makes it (MadeBy); at its end, the family's list of
// its commands, MUDCHESS_<FAMILY>_COMMANDS, in the order of their rows in the command table.
// command.hpp joins the families' lists into the list of every command; command_table.hpp says
// what is made of the rows.
#pragma once

#include "chess/stated_move.hpp"
#include "mudchess/actions.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

namespace mudchess::command {

// The command a rule of the grammar makes when the grammar's shared pieces fill all of it (its
// object, a player's name): written beside the struct, the rule then needs no action in
// parser.cpp, e.g. template <> struct MadeBy<grammar::engines_command> : Makes<ListEngines> {};
template <class Rule> struct MadeBy {};
template <class C> struct Makes { using type = C; };

namespace detail {
template <class T, class... Ts> consteval std::size_t alternativeIndex(std::variant<Ts...>*) {
    constexpr bool same[] = {std::is_same_v<T, Ts>...};
    for (std::size_t i = 0; i < sizeof...(Ts); ++i)
        if (same[i]) return i;
    throw "not an alternative of the variant"; // a compile error: consteval
}
template <class T, class... Ts> consteval bool isAlternative(std::variant<Ts...>*) {
    return (std::is_same_v<T, Ts> || ...);
}
} // namespace detail

using TypedAction = decltype(Action::what);

// The place of an action:: struct in Action::what (and of a command:: struct in Command: kind,
// at the end).
template <class A>
inline constexpr std::size_t
    actionKind = detail::alternativeIndex<A>(static_cast<TypedAction*>(nullptr));
template <class C>
inline constexpr bool isTypedAction = detail::isAlternative<C>(static_cast<TypedAction*>(nullptr));
inline constexpr std::size_t NO_ACTION = std::size_t(-1);
inline constexpr std::size_t ITS_OWN_ACTION = std::size_t(-2);

// Why a command has no typed op (docs/protocol.md says the same to hosts).
enum class WordsOnly : std::uint8_t {
    NO,             // it has an op
    AS_DATA,        // a host reads the same as data from board_state or boards
    FOR_READING,    // text for a person to read: a host passes it on as it comes
    TEXT_BOARDS,    // how boards are drawn as text: a host that draws its own needs none
    SET_CARRIES_IT, // serve's set carries it (colour_scheme)
};

// A command's rows in the command table (command_table.hpp, which says what is made of them),
// written beside its struct in its family's header, as
//     template <> inline constexpr auto ROWS<Struct> = rows({...});
// Most commands have one row; a command whose forms begin with words of different kinds has
// one for each.
struct CommandRow {
    std::string_view words;          // the first words of its forms, blank-separated
    std::string_view help;           // the help page that explains it (help/<help>.txt)
    std::string_view example;        // a line the grammar reads as this command
    std::string_view ops = {};       // its serve op, then any other name for it
    std::string_view writtenAs = {}; // how forms write the words, when not as themselves
    // The words after which a form of it takes a move, for completion to offer the legal ones.
    std::string_view movesAfter = {};
    // actionKind<its action:: struct>: by default the struct itself, when it is a typed action.
    std::size_t action = ITS_OWN_ACTION;
    // Why a command has no typed op, for one that has none (a host's program sends its words):
    // every command has an op or says here why not (tests/serve/op_table_test.cpp).
    WordsOnly wordsOnly = WordsOnly::NO;
};

template <std::size_t N> consteval std::array<CommandRow, N> rows(const CommandRow (&r)[N]) {
    return std::to_array(r);
}
// A command without rows beside its struct does not compile, naming the struct.
template <class C> consteval std::array<CommandRow, 0> noRows() {
    static_assert(!sizeof(C), "a command:: struct has no ROWS beside it (command/*_commands.hpp)");
    return {};
}
template <class C> inline constexpr auto ROWS = noRows<C>();

// The object a command is about (include/mudchess/mudchess.hpp).
using mudchess::ObjectRef;

// A move as typed. `text` is the player's own words for it, single-spaced ("e2 to e4",
// "Nf3", "knight to f3", "O-O"), for messages. `stated` is what they state, as the grammar read
// them: the piece, squares, capture, promotion, castling side (chess/stated_move.hpp). It is
// empty only for notation pasted with figurines that the notation reader cannot read; the game
// then reads `text` and says why it is no move.
struct MoveSpec {
    std::string text;
    std::optional<StatedMove> stated;
    bool operator==(const MoveSpec&) const = default;
};

} // namespace mudchess::command
