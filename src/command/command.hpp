// What a player asked for, as the grammar understood it: one small struct per form of the
// command language (grammar/commands.txt). The grammar fills these in and knows nothing of
// games; the dispatcher decides what they mean for the game on the named object.
#pragma once

#include "chess/stated_move.hpp"
#include "mudchess/events.hpp"

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <variant>

namespace mudchess::command {

// The object a command is about. `name`: its words in lower case, single-spaced, without an
// article, with a leading ordinal turned into a trailing number ("the second oak table" ->
// "oak table 2", "board two" -> "board 2"); empty when the player left out "on <object>", so the
// dispatcher can pick the speaker's only game in the place. `place`: the place named by
// "in <#channel>" after the object, lower case, or empty for the place the speaker is in; it lets
// a player act from a private message on a game in a channel. Converts from a plain name, so a
// reference without a place reads like the name alone.
struct ObjectRef {
    std::string name;
    std::string place;
    // Typed in double quotes: the player meant this name exactly, stray-looking words and all.
    bool quoted = false;

    ObjectRef() = default;
    ObjectRef(std::string n, std::string p = {}) : name(std::move(n)), place(std::move(p)) {}
    ObjectRef(const char* n) : name(n) {}
    bool empty() const { return name.empty(); }
    bool operator==(const ObjectRef&) const = default;
    friend std::ostream& operator<<(std::ostream& os, const ObjectRef& o) {
        os << o.name;
        if (!o.place.empty()) os << " in " << o.place;
        return os;
    }
};

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

struct JoinGame { // join [game] as {white|black} [on X]
    Side seat = Side::WHITE;
    ObjectRef object;
    bool operator==(const JoinGame&) const = default;
};

struct LeaveGame { // leave [game] [on X]
    ObjectRef object;
    bool operator==(const LeaveGame&) const = default;
};

// start [new] [rated|casual] [game] [of <variant>] [with clock <time control>] [on X]
struct StartGame {
    std::string variant; // "chess", "knightmate" or "knightschess"; empty when not said
    ObjectRef object;
    std::string clock = {}; // the time control as typed ("5+3"); empty: untimed
    bool rated = false;     // counts for ratings (docs/ratings.md); casual when not said
    bool operator==(const StartGame&) const = default;
};

struct MakeMove { // move <move> [and swap to <piece>] [on X]
    MoveSpec move;
    ObjectRef object;
    bool operator==(const MakeMove&) const = default;
};

struct Resign { // resign [from] [game] [on X]
    ObjectRef object;
    bool operator==(const Resign&) const = default;
};

struct ShowBoard { // look [at X]; show board [on X]
    ObjectRef object;
    bool operator==(const ShowBoard&) const = default;
};

struct ShowMoves { // show moves [on X]: the moves played so far
    ObjectRef object;
    bool operator==(const ShowMoves&) const = default;
};

struct ShowLegalMoves { // show legal moves [from <square>] [on X]
    std::string from;   // lower case square, empty for every legal move
    ObjectRef object;
    bool operator==(const ShowLegalMoves&) const = default;
};

struct ShowFen { // show fen [on X]
    ObjectRef object;
    bool operator==(const ShowFen&) const = default;
};

struct ShowPgn { // show pgn [of game <n>] [on X]
    ObjectRef object;
    int game = 0; // an earlier game's number; 0 for the one on the object now
    bool operator==(const ShowPgn&) const = default;
};

struct LoadPgn {     // load pgn <text> [on X], load fen <FEN> [on X]
    std::string pgn; // as typed, without the trailing "on X" and outer blanks
    ObjectRef object;
    bool fen = false; // the text is one position in FEN, not a game in PGN
    bool operator==(const LoadPgn&) const = default;
};

struct OfferDraw { // offer draw [on X]
    ObjectRef object;
    bool operator==(const OfferDraw&) const = default;
};

struct AcceptDraw { // accept draw [on X]
    ObjectRef object;
    bool operator==(const AcceptDraw&) const = default;
};

struct DeclineDraw { // decline draw [on X]
    ObjectRef object;
    bool operator==(const DeclineDraw&) const = default;
};

struct WithdrawDraw { // withdraw draw [on X]
    ObjectRef object;
    bool operator==(const WithdrawDraw&) const = default;
};

struct ClaimDraw {                // claim draw [with <move>] [on X]
    std::optional<MoveSpec> move; // the move that would make the claim good, if named
    ObjectRef object;
    bool operator==(const ClaimDraw&) const = default;
};

struct ListGames { // games
    bool operator==(const ListGames&) const = default;
};

struct ListEngines { // engines: the external engines this service offers
    bool operator==(const ListEngines&) const = default;
};

struct ShowHistory { // history [on X]: the games played on the object
    ObjectRef object;
    bool operator==(const ShowHistory&) const = default;
};

struct Help {          // help [topic]
    std::string topic; // lower case, single-spaced; empty for the list of topics
    bool operator==(const Help&) const = default;
};

struct SetColours {     // options colour [<scheme>]
    std::string scheme; // lower case; empty asks for the current scheme
    bool operator==(const SetColours&) const = default;
};

// options colour special [reset [<element>] | <element> [<colour>]]
struct SetSpecialColour {
    std::string element; // a key of SPECIAL_COLOUR_KEYS ("dark"); empty: all (reset) or list them
    std::string colour;  // lower case, single-spaced, as typed ("bold yellow"); empty: ask
    bool reset = false;  // back to the scheme's colour
    bool operator==(const SetSpecialColour&) const = default;
};

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
struct SetDrawRule {
    std::string rule; // "automatic" or "claimed"; empty asks for the board's rule
    ObjectRef object;
    bool operator==(const SetDrawRule&) const = default;
};

struct FlipBoard { // flip [the] [board] [on X]: see X from the other side from now on
    ObjectRef object;
    bool operator==(const FlipBoard&) const = default;
};

struct DescribeBoard { // describe [the] [board|position] [on X]
    ObjectRef object;
    bool operator==(const DescribeBoard&) const = default;
};

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

struct ShowWhoseMove { // whose {move|turn} [is it] [on X]
    ObjectRef object;
    bool operator==(const ShowWhoseMove&) const = default;
};

// The computer's seat: which side (not said: the free one, or the one the speaker does not
// play) and how strong (0: not said, the usual level; else 1 easiest .. 8 strongest, or beyond
// the range when the player typed such a number, for the dispatcher to refuse).
struct InviteComputer { // invite {[the] computer|ENGINE} [level N|easy|...] [as white|black] [on X]
    int level = 0;
    std::optional<Side> seat;
    ObjectRef object;
    // An external engine's name in the catalog ("stockfish"); "" for the built-in computer.
    // Its level is any number it offers (-1 stands for "level 0", as for the computer).
    std::string engine;
    bool operator==(const InviteComputer&) const = default;
};

struct PlayComputer { // play against [the] computer [level N|easy|...] [as white|black] [on X]
    int level = 0;
    std::optional<Side> seat; // the speaker's side
    ObjectRef object;
    bool operator==(const PlayComputer&) const = default;
};

struct DismissComputer { // dismiss [the] computer [from X|on X]
    ObjectRef object;
    bool operator==(const DismissComputer&) const = default;
};

struct AskHint { // hint [on X]: a good move for the speaker, said privately
    ObjectRef object;
    bool operator==(const AskHint&) const = default;
};

// How a player answers what the other asked for: yes, no, or (the asker) never mind.
enum class Answer : std::uint8_t { ACCEPT, DECLINE, WITHDRAW };

struct TakeBack { // {takeback|take back|undo} [my] [last] [move] [on X]
    ObjectRef object;
    bool operator==(const TakeBack&) const = default;
};

struct AnswerTakeback { // {accept|decline|withdraw} [the] takeback [offer] [on X]
    Answer answer = Answer::ACCEPT;
    ObjectRef object;
    bool operator==(const AnswerTakeback&) const = default;
};

struct AbortGame { // abort [game] [on X]
    ObjectRef object;
    bool operator==(const AbortGame&) const = default;
};

struct AnswerAbort { // {accept|decline|withdraw} [the] abort [offer] [on X]
    Answer answer = Answer::ACCEPT;
    ObjectRef object;
    bool operator==(const AnswerAbort&) const = default;
};

struct ShowClock { // clock [on X]; show clock [on X]
    ObjectRef object;
    bool operator==(const ShowClock&) const = default;
};

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

struct ClaimWin { // claim [the] win [on X]: the opponent has stopped moving
    ObjectRef object;
    bool operator==(const ClaimWin&) const = default;
};

// Ratings (docs/ratings.md). A player is named as typed ("bob"); empty: the speaker.
struct ShowRatings { // rating[s] [of <player>]
    std::string player;
    bool operator==(const ShowRatings&) const = default;
};

struct ShowStats { // stats [of <player>]: wins, losses and draws, streaks, openings
    std::string player;
    bool operator==(const ShowStats&) const = default;
};

// top [players] [of] [<variant>] [<speed>] [here | in <place>]: the leaderboard, provisional
// ratings left out; of everyone, or (`here`) of those who played rated games in the place.
struct ShowTop {
    std::string variant; // a variant's key; empty: standard chess
    std::string speed;   // "untimed", "bullet", "blitz", "rapid", "classical"; empty: each
    bool here = false;   // the place's own leaderboard
    std::string place;   // "in #chess": the place meant (lower case); empty: where it was asked
    bool operator==(const ShowTop&) const = default;
};

using Command =
    std::variant<JoinGame, LeaveGame, StartGame, MakeMove, Resign, ShowBoard, ShowMoves,
                 ShowLegalMoves, ShowFen, ShowPgn, LoadPgn, OfferDraw, AcceptDraw, DeclineDraw,
                 WithdrawDraw, ClaimDraw, ListGames, ShowHistory, Help, SetColours,
                 SetSpecialColour, ShowOptions, SetBoardOption, SetDrawRule, FlipBoard,
                 DescribeBoard, ReadLine, FindPieces, ShowSquare, ShowLastMove, ShowWhoseMove,
                 TakeBack, AnswerTakeback, AbortGame, AnswerAbort, ShowClock, InviteComputer,
                 PlayComputer, DismissComputer, AskHint, ChallengePlayer, AnswerChallenge, Rematch,
                 ClaimWin, ListEngines, ShowRatings, ShowStats, ShowTop>;

} // namespace mudchess::command
