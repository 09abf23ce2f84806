// What a player asked for, as the grammar understood it: one small struct per form of the
// command language (grammar/commands.txt). The grammar fills these in and knows nothing of
// games; the dispatcher decides what they mean for the game on the named object. A command a
// program may also send without English (a typed op) is the public action:: struct
// (include/mudchess/mudchess.hpp), named here by its command's name: the two are one type.
#pragma once

#include "chess/stated_move.hpp"
#include "mudchess/mudchess.hpp"

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <variant>

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
// parser.cpp, e.g. template <> struct MadeBy<grammar::games_command> : Makes<ListGames> {};
template <class Rule> struct MadeBy {};
template <class C> struct Makes { using type = C; };

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

// leave [game] [on X]
using LeaveGame = action::Leave;
template <> struct MadeBy<grammar::leave_command> : Makes<LeaveGame> {};

// start [new] [rated|casual] [game] [of <variant>] [with clock <time control>] [on X]
using StartGame = action::Start;

struct MakeMove { // move <move> [and swap to <piece>] [on X]
    MoveSpec move;
    ObjectRef object;
    bool operator==(const MakeMove&) const = default;
};

// resign [from] [game] [on X]
using Resign = action::Resign;
template <> struct MadeBy<grammar::resign_command> : Makes<Resign> {};

// look [at X]; show board [on X]
using ShowBoard = action::Look;
template <> struct MadeBy<grammar::look_command> : Makes<ShowBoard> {};
template <> struct MadeBy<grammar::show_board> : Makes<ShowBoard> {};

struct ShowMoves { // show moves [on X]: the moves played so far
    ObjectRef object;
    bool operator==(const ShowMoves&) const = default;
};
template <> struct MadeBy<grammar::show_moves> : Makes<ShowMoves> {};

struct ShowLegalMoves { // show legal moves [from <square>] [on X]
    std::string from;   // lower case square, empty for every legal move
    ObjectRef object;
    bool operator==(const ShowLegalMoves&) const = default;
};

// show fen [on X]
using ShowFen = action::Fen;
template <> struct MadeBy<grammar::show_fen> : Makes<ShowFen> {};

// show pgn [of game <n>] [on X]
using ShowPgn = action::Pgn;

struct LoadPgn {     // load pgn <text> [on X], load fen <FEN> [on X]
    std::string pgn; // as typed, without the trailing "on X" and outer blanks
    ObjectRef object;
    bool fen = false; // the text is one position in FEN, not a game in PGN
    bool operator==(const LoadPgn&) const = default;
};

// offer draw [on X]
using OfferDraw = action::OfferDraw;
template <> struct MadeBy<grammar::offer_command> : Makes<OfferDraw> {};

// accept draw [on X]
using AcceptDraw = action::AcceptDraw;
template <> struct MadeBy<grammar::accept_command> : Makes<AcceptDraw> {};

// decline draw [on X]
using DeclineDraw = action::DeclineDraw;
template <> struct MadeBy<grammar::decline_command> : Makes<DeclineDraw> {};

// withdraw draw [on X]
using WithdrawDraw = action::WithdrawDraw;
template <> struct MadeBy<grammar::withdraw_command> : Makes<WithdrawDraw> {};

struct ClaimDraw {                // claim draw [with <move>] [on X]
    std::optional<MoveSpec> move; // the move that would make the claim good, if named
    ObjectRef object;
    bool operator==(const ClaimDraw&) const = default;
};

struct ListGames { // games
    bool operator==(const ListGames&) const = default;
};
template <> struct MadeBy<grammar::games_command> : Makes<ListGames> {};

struct ListEngines { // engines: the external engines this service offers
    bool operator==(const ListEngines&) const = default;
};
template <> struct MadeBy<grammar::engines_command> : Makes<ListEngines> {};

struct ShowHistory { // history [on X]: the games played on the object
    ObjectRef object;
    bool operator==(const ShowHistory&) const = default;
};
template <> struct MadeBy<grammar::board_history> : Makes<ShowHistory> {};

struct Help {          // help [topic]
    std::string topic; // lower case, single-spaced; empty for the list of topics
    bool operator==(const Help&) const = default;
};

// options colour [<scheme>]
using SetColours = action::SetColourScheme;

// options colour special [reset [<element>] | <element> [<colour>]]
using SetSpecialColour = action::SetSpecialColour;

struct ShowOptions { // options
    bool operator==(const ShowOptions&) const = default;
};

struct SetBoardOption {  // options board [<setting> [<value>]]
    std::string setting; // "orientation", "pieces", "size" or "words"; empty lists them all
    std::string value;   // lower case; empty asks for the current value
    bool operator==(const SetBoardOption&) const = default;
};

// options board draws [automatic|claimed] [on X]: the board's rule for threefold repetition and
// the 50-move count.
using SetDrawRule = action::SetDrawRule;

struct FlipBoard { // flip [the] [board] [on X]: see X from the other side from now on
    ObjectRef object;
    bool operator==(const FlipBoard&) const = default;
};
template <> struct MadeBy<grammar::flip_command> : Makes<FlipBoard> {};

struct DescribeBoard { // describe [the] [board|position] [on X]
    ObjectRef object;
    bool operator==(const DescribeBoard&) const = default;
};
template <> struct MadeBy<grammar::describe_command> : Makes<DescribeBoard> {};

struct ReadLine {     // read rank <1-8> [on X]; read file <a-h> [on X]
    bool rank = true; // false: a file
    char which = '1'; // '1'..'8' for a rank, 'a'..'h' for a file
    ObjectRef object;
    bool operator==(const ReadLine&) const = default;
};

// ALL: every piece of the side ("where are the white pieces").
enum class PieceKind : std::uint8_t { KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN, COMMONER, ALL };

struct FindPieces {                    // where {is|are} [the|my] [white|black] <piece(s)> [on X]
    std::optional<Side> side;          // not said: both sides
    PieceKind piece = PieceKind::KING; // KING means the royal piece in every variant
    ObjectRef object;
    bool mine = false; // "my king": the speaker's side
    bool operator==(const FindPieces&) const = default;
};

struct ShowSquare {     // what is on e4 [on X]; what's on e4
    std::string square; // "e4", lower case
    ObjectRef object;
    bool operator==(const ShowSquare&) const = default;
};

struct ShowLastMove { // last move [on X]
    ObjectRef object;
    bool operator==(const ShowLastMove&) const = default;
};
template <> struct MadeBy<grammar::last_command> : Makes<ShowLastMove> {};

struct ShowWhoseMove { // whose {move|turn} [is it] [on X]
    ObjectRef object;
    bool operator==(const ShowWhoseMove&) const = default;
};
template <> struct MadeBy<grammar::whose_command> : Makes<ShowWhoseMove> {};

// The computer's seat: which side (not said: the free one, or the one the speaker does not
// play) and how strong (0: not said, the usual level; else 1 easiest .. 8 strongest, or beyond
// the range when the player typed such a number, for the dispatcher to refuse).
// invite {[the] computer|ENGINE} [level N|easy|...] [as white|black] [on X]
using InviteComputer = action::InviteComputer;

// play against [the] computer [level N|easy|...] [as white|black] [on X]
using PlayComputer = action::PlayComputer;

// dismiss [the] computer [from X|on X]
using DismissComputer = action::DismissComputer;
template <> struct MadeBy<grammar::dismiss_command> : Makes<DismissComputer> {};

// hint [on X]: a good move for the speaker, said privately
using AskHint = action::Hint;
template <> struct MadeBy<grammar::hint_command> : Makes<AskHint> {};

// How a player answers what the other asked for: yes, no, or (the asker) never mind.
enum class Answer : std::uint8_t { ACCEPT, DECLINE, WITHDRAW };

struct TakeBack { // {takeback|take back|undo} [my] [last] [move] [on X]
    ObjectRef object;
    bool operator==(const TakeBack&) const = default;
};
template <> struct MadeBy<grammar::takeback_command> : Makes<TakeBack> {};

struct AnswerTakeback { // {accept|decline|withdraw} [the] takeback [offer] [on X]
    Answer answer = Answer::ACCEPT;
    ObjectRef object;
    bool operator==(const AnswerTakeback&) const = default;
};

struct AbortGame { // abort [game] [on X]
    ObjectRef object;
    bool operator==(const AbortGame&) const = default;
};
template <> struct MadeBy<grammar::abort_command> : Makes<AbortGame> {};

struct AnswerAbort { // {accept|decline|withdraw} [the] abort [offer] [on X]
    Answer answer = Answer::ACCEPT;
    ObjectRef object;
    bool operator==(const AnswerAbort&) const = default;
};

struct ShowClock { // clock [on X]; show clock [on X]
    ObjectRef object;
    bool operator==(const ShowClock&) const = default;
};
template <> struct MadeBy<grammar::clock_command> : Makes<ShowClock> {};
template <> struct MadeBy<grammar::show_clock> : Makes<ShowClock> {};

// challenge <player> [as {white|black}] [with clock <time control>] [of <variant>] [on X]: the
// parts after the name in any order, before or after "on X".
struct ChallengePlayer {
    std::string player;       // as typed: names are compared exactly, as the host gives them
    std::optional<Side> seat; // the challenger's side; not said: White
    std::string variant;      // as in StartGame
    std::string clock = {};
    ObjectRef object;
    bool operator==(const ChallengePlayer&) const = default;
};

struct AnswerChallenge { // {accept|decline|withdraw} [the] {challenge|rematch} [on X]
    Answer answer = Answer::ACCEPT;
    ObjectRef object;
    bool operator==(const AnswerChallenge&) const = default;
};

struct Rematch { // rematch [on X]: offer a rematch, or take up the one offered
    ObjectRef object;
    bool operator==(const Rematch&) const = default;
};
template <> struct MadeBy<grammar::rematch_command> : Makes<Rematch> {};

struct ClaimWin { // claim [the] win [on X]: the opponent has stopped moving
    ObjectRef object;
    bool operator==(const ClaimWin&) const = default;
};
template <> struct MadeBy<grammar::claim_win_form> : Makes<ClaimWin> {};

// Ratings (docs/ratings.md). A player is named as typed ("bob"); empty: the speaker.
// rating[s] [of <player>]
using ShowRatings = action::Ratings;
template <> struct MadeBy<grammar::ratings_command> : Makes<ShowRatings> {};

// stats [of <player>]: wins, losses and draws, streaks, openings
using ShowStats = action::Stats;
template <> struct MadeBy<grammar::stats_command> : Makes<ShowStats> {};

// top [players] [of] [<variant>] [<speed>] [here | in <place>]: the leaderboard, provisional
// ratings left out; of everyone, or (`here`) of those who played rated games in the place.
using ShowTop = action::Top;

// history of <player> [page <n>]: the player's finished games in every place, newest first.
using ShowPlayerHistory = action::PlayerHistory;
// show pgn of [game] g<id>: any game the store keeps, by the number "history of bob" shows (a
// board's own games are "show pgn of game 2 on board", numbered on the board).
using ShowStoredPgn = action::GamePgn;

using Command = std::variant<
    JoinGame, LeaveGame, StartGame, MakeMove, Resign, ShowBoard, ShowMoves, ShowLegalMoves, ShowFen,
    ShowPgn, LoadPgn, OfferDraw, AcceptDraw, DeclineDraw, WithdrawDraw, ClaimDraw, ListGames,
    ShowHistory, Help, SetColours, SetSpecialColour, ShowOptions, SetBoardOption, SetDrawRule,
    FlipBoard, DescribeBoard, ReadLine, FindPieces, ShowSquare, ShowLastMove, ShowWhoseMove,
    TakeBack, AnswerTakeback, AbortGame, AnswerAbort, ShowClock, InviteComputer, PlayComputer,
    DismissComputer, AskHint, ChallengePlayer, AnswerChallenge, Rematch, ClaimWin, ListEngines,
    ShowRatings, ShowStats, ShowTop, ShowPlayerHistory, ShowStoredPgn>;

} // namespace mudchess::command
