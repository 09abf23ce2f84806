// What a player asked for, as the grammar understood it: one small struct per form of the
// command language (grammar/commands.txt). The grammar fills these in and knows nothing of
// games; the dispatcher decides what they mean for the game on the named object. A command a
// program may also send without English (a typed op) is the public action:: struct
// (include/mudchess/mudchess.hpp), named here by its command's name: the two are one type.
// Each command is declared here once: beside its struct, its rows of the command table (ROWS:
// its words, help page, example, serve op) and the grammar rule that makes it (MadeBy); at the
// end, its place in the list of commands. command_table.hpp says what is made of them.
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

// The grammar's rules (grammar/commands.hpp) that make a command on their own, below.
namespace mudchess::grammar {
struct abort_command;
struct accept_command;
struct board_history;
struct claim_win_form;
struct clock_command;
struct decline_command;
struct describe_command;
struct dismiss_command;
struct engines_command;
struct flip_command;
struct games_command;
struct hint_command;
struct last_command;
struct leave_command;
struct look_command;
struct offer_command;
struct ratings_command;
struct rematch_command;
struct resign_command;
struct show_board;
struct show_clock;
struct show_fen;
struct show_moves;
struct stats_command;
struct takeback_command;
struct whose_command;
struct withdraw_command;
} // namespace mudchess::grammar

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
// written beside its struct below: template <> inline constexpr auto ROWS<Struct> = rows({...});
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
    static_assert(!sizeof(C), "a command:: struct has no ROWS beside it (command.hpp)");
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

// join [game] as {white|black} [on X]
using JoinGame = action::Join;
template <>
inline constexpr auto
    ROWS<JoinGame> = rows({{"join", "join", "join game as white on board", "join"}});

// leave [game] [on X]
using LeaveGame = action::Leave;
template <> struct MadeBy<grammar::leave_command> : Makes<LeaveGame> {};
template <>
inline constexpr auto ROWS<LeaveGame> = rows({{"leave", "leave", "leave game on board", "leave"}});

// start [new] [rated|casual] [game] [of <variant>] [with clock <time control>] [on X]
using StartGame = action::Start;
template <>
inline constexpr auto
    ROWS<StartGame> = rows({{"start", "start", "start new game on board", "start"}});

struct MakeMove { // move <move> [and swap to <piece>] [on X]
    MoveSpec move;
    ObjectRef object;
    bool operator==(const MakeMove&) const = default;
};
// Moves said in words need no "move" (grammar/moves.hpp, spoken_move): those forms begin with
// the words of the second and third rows.
template <>
inline constexpr auto
    ROWS<MakeMove> = rows({{.words = "move",
                            .help = "move",
                            .example = "move e2 to e4 on board",
                            .ops = "move",
                            .movesAfter = "move",
                            .action = actionKind<action::Move>},
                           {"castle take capture promote", "moves", "castle kingside on board"},
                           {.words = "king queen rook bishop knight pawn",
                            .help = "moves",
                            .example = "knight takes the pawn on e5 on board",
                            .writtenAs = "<piece>"}});

// resign [from] [game] [on X]
using Resign = action::Resign;
template <> struct MadeBy<grammar::resign_command> : Makes<Resign> {};
template <>
inline constexpr auto ROWS<Resign> = rows({{"resign", "resign", "resign on board", "resign"}});

// look [at X]; show board [on X]
using ShowBoard = action::Look;
template <> struct MadeBy<grammar::look_command> : Makes<ShowBoard> {};
template <> struct MadeBy<grammar::show_board> : Makes<ShowBoard> {};
template <>
inline constexpr auto
    ROWS<ShowBoard> = rows({{"look show", "look", "look at board", "look board"}});

struct ShowMoves { // show moves [on X]: the moves played so far
    ObjectRef object;
    bool operator==(const ShowMoves&) const = default;
};
template <> struct MadeBy<grammar::show_moves> : Makes<ShowMoves> {};
template <>
inline constexpr auto ROWS<ShowMoves> = rows({{.words = "show",
                                               .help = "show",
                                               .example = "show moves on board",
                                               .wordsOnly = WordsOnly::AS_DATA}});

struct ShowLegalMoves { // show legal moves [from <square>] [on X]
    std::string from;   // lower case square, empty for every legal move
    ObjectRef object;
    bool operator==(const ShowLegalMoves&) const = default;
};
template <>
inline constexpr auto ROWS<ShowLegalMoves> = rows({{.words = "show",
                                                    .help = "show",
                                                    .example = "show legal moves from e2 on board",
                                                    .wordsOnly = WordsOnly::AS_DATA}});

// show fen [on X]
using ShowFen = action::Fen;
template <> struct MadeBy<grammar::show_fen> : Makes<ShowFen> {};
template <>
inline constexpr auto ROWS<ShowFen> = rows({{"show", "show", "show fen on board", "fen"}});

// show pgn [of game <n>] [on X]
using ShowPgn = action::Pgn;
template <>
inline constexpr auto
    ROWS<ShowPgn> = rows({{"show", "show", "show pgn of game 2 on board", "pgn"}});

// load pgn <text> [on X], load fen <FEN> [on X]: the text as typed, without the trailing "on X"
// and outer blanks; `fen`: the text is one position in FEN, not a game in PGN.
using LoadPgn = action::LoadPgn;
template <>
inline constexpr auto
    ROWS<LoadPgn> = rows({{"load", "load", "load pgn 1. e4 e5 on board", "load"}});

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

struct ListGames {          // games [in <place>]
    std::string place = {}; // "games in Library": that place's, asked from anywhere
    bool operator==(const ListGames&) const = default;
};
template <>
inline constexpr auto ROWS<ListGames> = rows(
    {{.words = "games", .help = "games", .example = "games", .wordsOnly = WordsOnly::AS_DATA}});

struct ListEngines { // engines: the external engines this service offers
    bool operator==(const ListEngines&) const = default;
};
template <> struct MadeBy<grammar::engines_command> : Makes<ListEngines> {};
template <>
inline constexpr auto ROWS<ListEngines> = rows({{.words = "engines",
                                                 .help = "engines",
                                                 .example = "engines",
                                                 .wordsOnly = WordsOnly::FOR_READING}});

struct ShowHistory { // history [on X]: the games played on the object
    ObjectRef object;
    bool operator==(const ShowHistory&) const = default;
};
template <> struct MadeBy<grammar::board_history> : Makes<ShowHistory> {};
template <>
inline constexpr auto ROWS<ShowHistory> = rows({{.words = "history",
                                                 .help = "history",
                                                 .example = "history on board",
                                                 .wordsOnly = WordsOnly::FOR_READING}});

struct Help {          // help [topic]
    std::string topic; // lower case, single-spaced; empty for the list of topics
    bool operator==(const Help&) const = default;
};
template <>
inline constexpr auto ROWS<Help> = rows({{.words = "help",
                                          .help = "help",
                                          .example = "help draws",
                                          .wordsOnly = WordsOnly::FOR_READING}});

// options colour [<scheme>]
using SetColours = action::SetColourScheme;
// A typed action, but no op of its own: the serve protocol's "set" carries it, with a front
// end's settings (src/front/serve/responder.cpp).
template <>
inline constexpr auto ROWS<SetColours> = rows({{.words = "options",
                                                .help = "colours",
                                                .example = "options colour classic",
                                                .wordsOnly = WordsOnly::SET_CARRIES_IT}});

// options colour special [reset [<element>] | <element> [<colour>]]
using SetSpecialColour = action::SetSpecialColour;
template <>
inline constexpr auto ROWS<SetSpecialColour> =
    rows({{"options", "colours", "options colour special dark squares green", "special_colour"}});

struct ShowOptions { // options
    bool operator==(const ShowOptions&) const = default;
};
template <>
inline constexpr auto ROWS<ShowOptions> = rows({{.words = "options",
                                                 .help = "options",
                                                 .example = "options",
                                                 .wordsOnly = WordsOnly::FOR_READING}});

struct SetBoardOption {  // options board [<setting> [<value>]]
    std::string setting; // "orientation", "pieces", "size" or "words"; empty lists them all
    std::string value;   // lower case; empty asks for the current value
    bool operator==(const SetBoardOption&) const = default;
};
template <>
inline constexpr auto ROWS<SetBoardOption> = rows({{.words = "options",
                                                    .help = "options",
                                                    .example = "options board size compact",
                                                    .wordsOnly = WordsOnly::TEXT_BOARDS}});

// options board draws [automatic|claimed] [on X]: the board's rule for threefold repetition and
// the 50-move count.
using SetDrawRule = action::SetDrawRule;
template <>
inline constexpr auto ROWS<SetDrawRule> =
    rows({{"options", "draws", "options board draws automatic on board", "set_draw_rule"}});

struct FlipBoard { // flip [the] [board] [on X]: see X from the other side from now on
    ObjectRef object;
    bool operator==(const FlipBoard&) const = default;
};
template <> struct MadeBy<grammar::flip_command> : Makes<FlipBoard> {};
template <>
inline constexpr auto ROWS<FlipBoard> = rows({{.words = "flip",
                                               .help = "flip",
                                               .example = "flip the board on board",
                                               .wordsOnly = WordsOnly::TEXT_BOARDS}});

struct DescribeBoard { // describe [the] [board|position] [on X]
    ObjectRef object;
    bool operator==(const DescribeBoard&) const = default;
};
template <> struct MadeBy<grammar::describe_command> : Makes<DescribeBoard> {};
template <>
inline constexpr auto ROWS<DescribeBoard> = rows({{.words = "describe",
                                                   .help = "describe",
                                                   .example = "describe the position on board",
                                                   .wordsOnly = WordsOnly::AS_DATA}});

struct ReadLine {     // read rank <1-8> [on X]; read file <a-h> [on X]
    bool rank = true; // false: a file
    char which = '1'; // '1'..'8' for a rank, 'a'..'h' for a file
    ObjectRef object;
    bool operator==(const ReadLine&) const = default;
};
template <>
inline constexpr auto ROWS<ReadLine> = rows({{.words = "read",
                                              .help = "describe",
                                              .example = "read rank 1 on board",
                                              .wordsOnly = WordsOnly::AS_DATA}});

// ALL: every piece of the side ("where are the white pieces").
enum class PieceKind : std::uint8_t { KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN, COMMONER, ALL };

struct FindPieces {                    // where {is|are} [the|my] [white|black] <piece(s)> [on X]
    std::optional<Side> side;          // not said: both sides
    PieceKind piece = PieceKind::KING; // KING means the royal piece in every variant
    ObjectRef object;
    bool mine = false; // "my king": the speaker's side
    bool operator==(const FindPieces&) const = default;
};
template <>
inline constexpr auto ROWS<FindPieces> = rows({{.words = "where",
                                                .help = "describe",
                                                .example = "where are the white knights on board",
                                                .wordsOnly = WordsOnly::AS_DATA}});

struct ShowSquare {     // what is on e4 [on X]; what's on e4
    std::string square; // "e4", lower case
    ObjectRef object;
    bool operator==(const ShowSquare&) const = default;
};
template <>
inline constexpr auto ROWS<ShowSquare> = rows({{.words = "what",
                                                .help = "describe",
                                                .example = "what is on e4 on board",
                                                .wordsOnly = WordsOnly::AS_DATA}});

struct ShowLastMove { // last move [on X]
    ObjectRef object;
    bool operator==(const ShowLastMove&) const = default;
};
template <> struct MadeBy<grammar::last_command> : Makes<ShowLastMove> {};
template <>
inline constexpr auto ROWS<ShowLastMove> = rows({{.words = "last",
                                                  .help = "describe",
                                                  .example = "last move on board",
                                                  .wordsOnly = WordsOnly::AS_DATA}});

struct ShowWhoseMove { // whose {move|turn} [is it] [on X]
    ObjectRef object;
    bool operator==(const ShowWhoseMove&) const = default;
};
template <> struct MadeBy<grammar::whose_command> : Makes<ShowWhoseMove> {};
template <>
inline constexpr auto ROWS<ShowWhoseMove> = rows({{.words = "whose",
                                                   .help = "describe",
                                                   .example = "whose turn is it on board",
                                                   .wordsOnly = WordsOnly::AS_DATA}});

// The computer's seat: which side (not said: the free one, or the one the speaker does not
// play) and how strong (0: not said, the usual level; else 1 easiest .. 8 strongest, or beyond
// the range when the player typed such a number, for the dispatcher to refuse).
// invite {[the] computer|ENGINE} [level N|easy|...] [as white|black] [on X]
using InviteComputer = action::InviteComputer;
template <>
inline constexpr auto ROWS<InviteComputer> =
    rows({{"invite", "computer", "invite the computer level 3 on board", "invite_computer"}});

// play against [the] computer [level N|easy|...] [as white|black] [on X]
using PlayComputer = action::PlayComputer;
template <>
inline constexpr auto ROWS<PlayComputer> =
    rows({{"play", "computer", "play against the computer as black on board", "play_computer"}});

// dismiss [the] computer [from X|on X]
using DismissComputer = action::DismissComputer;
template <> struct MadeBy<grammar::dismiss_command> : Makes<DismissComputer> {};
template <>
inline constexpr auto ROWS<DismissComputer> =
    rows({{"dismiss", "computer", "dismiss the computer from board", "dismiss_computer"}});

// hint [on X]: a good move for the speaker, said privately
using AskHint = action::Hint;
template <> struct MadeBy<grammar::hint_command> : Makes<AskHint> {};
template <>
inline constexpr auto ROWS<AskHint> = rows({{"hint", "computer", "hint on board", "hint"}});

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

struct ShowClock { // clock [on X]; show clock [on X]
    ObjectRef object;
    bool operator==(const ShowClock&) const = default;
};
template <> struct MadeBy<grammar::clock_command> : Makes<ShowClock> {};
template <> struct MadeBy<grammar::show_clock> : Makes<ShowClock> {};
template <>
inline constexpr auto ROWS<ShowClock> = rows({{.words = "clock show",
                                               .help = "clocks",
                                               .example = "clock on board",
                                               .wordsOnly = WordsOnly::AS_DATA}});

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

// claim [the] win [on X]: the opponent has stopped moving
using ClaimWin = action::ClaimWin;
template <> struct MadeBy<grammar::claim_win_form> : Makes<ClaimWin> {};
template <>
inline constexpr auto
    ROWS<ClaimWin> = rows({{"claim", "absent", "claim win on board", "claim_win"}});

// Ratings (docs/ratings.md). A player is named as typed ("bob"); empty: the speaker.
// rating[s] [of <player>]
using ShowRatings = action::Ratings;
template <> struct MadeBy<grammar::ratings_command> : Makes<ShowRatings> {};
template <>
inline constexpr auto
    ROWS<ShowRatings> = rows({{"rating ratings", "ratings", "rating of bob", "ratings"}});

// stats [of <player>]: wins, losses and draws, streaks, openings
using ShowStats = action::Stats;
template <> struct MadeBy<grammar::stats_command> : Makes<ShowStats> {};
template <>
inline constexpr auto
    ROWS<ShowStats> = rows({{"stats statistics", "ratings", "stats of bob", "stats"}});

// top [players] [of] [<variant>] [<speed>] [here | in <place>]: the leaderboard, provisional
// ratings left out; of everyone, or (`here`) of those who played rated games in the place.
using ShowTop = action::Top;
template <>
inline constexpr auto
    ROWS<ShowTop> = rows({{"top", "ratings", "top players of chess blitz", "top"}});

// history of <player> [page <n>]: the player's finished games in every place, newest first.
using ShowPlayerHistory = action::PlayerHistory;
template <>
inline constexpr auto ROWS<ShowPlayerHistory> = rows({{"history", "history",
                                                       "history of bob page 2", "player_history"}});
// show pgn of [game] g<id>: any game the store keeps, by the number "history of bob" shows (a
// board's own games are "show pgn of game 2 on board", numbered on the board).
using ShowStoredPgn = action::GamePgn;
template <>
inline constexpr auto
    ROWS<ShowStoredPgn> = rows({{"show", "history", "show pgn of game g12", "game_pgn"}});

// analyse [game] [on X], analyse [game] g<id> (also "analyze"): a finished game, in the background.
using AnalyseGame = action::Analyse;
template <>
inline constexpr auto
    ROWS<AnalyseGame> = rows({{"analyse analyze", "analysis", "analyse game on board", "analyse"}});
// stop analysis [on X], stop analysis of [game] g<id>: an analysis one asked for, given up.
using StopAnalysis = action::StopAnalysis;
template <>
inline constexpr auto
    ROWS<StopAnalysis> = rows({{"stop", "analysis", "stop analysis on board", "stop_analysis"}});
// show analysis [on X], show analysis of [game] g<id>: every move, as the analysis judged it.
using ShowAnalysis = action::ShowAnalysis;
template <>
inline constexpr auto
    ROWS<ShowAnalysis> = rows({{"show", "analysis", "show analysis on board", "show_analysis"}});

// Puzzles (docs/puzzles.md): [next|new] puzzle [of <variant>]; solve <moves> (or the moves alone);
// puzzle hint; give up [the puzzle]; puzzle stats [of <player>]; puzzle leaderboard [of <variant>].
using NewPuzzle = action::NewPuzzle;
template <>
inline constexpr auto ROWS<NewPuzzle> =
    rows({{"puzzle", "puzzles", "puzzle of knightmate", "puzzle"},
          {.words = "next", .help = "puzzles", .example = "next puzzle", .action = NO_ACTION}});
// The moves of an answer as the grammar read them (a typed op sends them as text).
struct AnswerPuzzle {
    std::vector<MoveSpec> moves;
    bool operator==(const AnswerPuzzle&) const = default;
};
template <>
inline constexpr auto ROWS<AnswerPuzzle> = rows({{.words = "solve",
                                                  .help = "puzzles",
                                                  .example = "solve Bxf7+ Nd5#",
                                                  .ops = "solve_puzzle",
                                                  .action = actionKind<action::SolvePuzzle>}});
using AskPuzzleHint = action::PuzzleHint;
template <>
inline constexpr auto
    ROWS<AskPuzzleHint> = rows({{"puzzle", "puzzles", "puzzle hint", "puzzle_hint"}});
using GiveUpPuzzle = action::GiveUpPuzzle;
template <>
inline constexpr auto ROWS<GiveUpPuzzle> = rows({{"give", "puzzles", "give up", "give_up"}});
using ShowPuzzleStats = action::PuzzleStats;
template <>
inline constexpr auto
    ROWS<ShowPuzzleStats> = rows({{"puzzle", "puzzles", "puzzle stats of bob", "puzzle_stats"}});
using ShowPuzzleTop = action::PuzzleTop;
template <>
inline constexpr auto ROWS<ShowPuzzleTop> =
    rows({{"puzzle", "puzzles", "puzzle leaderboard of knightmate", "puzzle_leaderboard"}});
// puzzle race [of <variant>] [on X]; daily puzzle [of <variant>]: puzzles for the whole place.
using StartPuzzleRace = action::PuzzleRace;
template <>
inline constexpr auto
    ROWS<StartPuzzleRace> = rows({{"puzzle", "puzzles", "puzzle race on board", "puzzle_race"}});
using OpenDailyPuzzle = action::DailyPuzzle;
template <>
inline constexpr auto
    ROWS<OpenDailyPuzzle> = rows({{"daily", "puzzles", "daily puzzle", "daily_puzzle"}});

// Every command, once, in the order of their rows in the command table (of equally close words,
// "did you mean" suggests the first). The Command variant and the dispatcher's handler
// declarations (dispatcher.hpp) are made from this list.
// clang-format off
#define MUDCHESS_EACH_COMMAND(X)                                                                 \
    X(JoinGame) X(LeaveGame) X(StartGame) X(MakeMove) X(Resign) X(ShowBoard) X(ShowMoves)        \
    X(ShowLegalMoves) X(ShowFen) X(ShowPgn) X(LoadPgn) X(OfferDraw) X(AcceptDraw) X(DeclineDraw) \
    X(WithdrawDraw) X(ClaimDraw) X(ListGames) X(ShowHistory) X(Help) X(SetColours)               \
    X(SetSpecialColour) X(ShowOptions) X(SetBoardOption) X(SetDrawRule) X(FlipBoard)             \
    X(DescribeBoard) X(ReadLine) X(FindPieces) X(ShowSquare) X(ShowLastMove) X(ShowWhoseMove)    \
    X(TakeBack) X(AnswerTakeback) X(AbortGame) X(AnswerAbort) X(ShowClock) X(InviteComputer)     \
    X(PlayComputer) X(DismissComputer) X(AskHint) X(ChallengePlayer) X(AnswerChallenge)          \
    X(Rematch) X(ClaimWin) X(ListEngines) X(ShowRatings) X(ShowStats) X(ShowTop)                 \
    X(ShowPlayerHistory) X(ShowStoredPgn) X(AnalyseGame) X(ShowAnalysis) X(StopAnalysis)         \
    X(NewPuzzle) X(AnswerPuzzle) X(AskPuzzleHint) X(GiveUpPuzzle) X(ShowPuzzleStats)            \
    X(ShowPuzzleTop) X(StartPuzzleRace) X(OpenDailyPuzzle)
// clang-format on

namespace detail {
template <class, class... Cs> using VariantOfAllButFirst = std::variant<Cs...>;
} // namespace detail
#define MUDCHESS_AFTER_A_COMMA(C) , C
using Command = detail::VariantOfAllButFirst<void MUDCHESS_EACH_COMMAND(MUDCHESS_AFTER_A_COMMA)>;
#undef MUDCHESS_AFTER_A_COMMA

// The place of a command:: struct in Command.
template <class C>
inline constexpr std::size_t kind = detail::alternativeIndex<C>(static_cast<Command*>(nullptr));

// Words a player may trail an object's name with, which are not part of it ("board please",
// "oak table with computer"): the dispatcher cuts them from a name it cannot find.
inline constexpr std::string_view STRAY_TAILS[] = {" please",
                                                   " pls",
                                                   " plz",
                                                   " now",
                                                   " thanks",
                                                   " thank you",
                                                   " thx",
                                                   " ty",
                                                   " ok",
                                                   " okay",
                                                   " with computer",
                                                   " with the computer",
                                                   " against computer",
                                                   " against the computer",
                                                   " with me",
                                                   " then"};

} // namespace mudchess::command
