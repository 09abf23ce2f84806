// Typed actions, the public API's vocabulary for a request without English: what
// Service::act takes (include/mudchess/mudchess.hpp), and what the grammar makes of a line too.
#pragma once

#include "mudchess/events.hpp"

#include <optional>
#include <ostream>
#include <string>
#include <variant>

namespace mudchess {

// Typed actions: for a driver that knows what its player wants and would rather not spell it
// out in English for the grammar to read back (the JSON-lines protocol's typed ops use these).
// Each is also the command the grammar makes of the same request in words
// (src/command/command.hpp), so a typed action and a typed line go the same way.
//
//   chess.act("alice", "room-12", {action::Move{"board", "e2e4"}});
//   chess.act({"#1234", "Alice"}, "room-12", {action::Move{"board", "e2e4"}});
//
// `object` is named as in commands ("board", "Oak  Table" = "oak table", "second board" =
// "board 2"); empty means the speaker's only game in the place, as when "on <object>" is left
// out. A value that cannot be right is refused like a command, with a stable code:
// "bad_object" (characters other than letters, digits, - _ ' and blanks, the word "on", or a
// last "in <word>", which names a place),
// "unknown_variant", "bad_move" (empty, blanks inside or too long), "unknown_scheme".

// The object a command is about. `name`: as typed in a typed action; as the grammar read it
// from a line, its words in lower case, single-spaced, without an article, with a leading
// ordinal turned into a trailing number ("the second oak table" -> "oak table 2", "board two"
// -> "board 2"), empty when the player left out "on <object>", so the service can pick the
// speaker's only game in the place. `place`: the place named by "in <#channel>" after the
// object, lower case, or empty for the place the speaker is in; it lets a player act from a
// private message on a game in a channel. Converts from a plain name, so a reference without a
// place reads like the name alone.
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

namespace action {
struct Join {
    ObjectRef object;
    Side side = Side::WHITE;
    bool operator==(const Join&) const = default;
};
struct Leave {
    ObjectRef object;
    bool operator==(const Leave&) const = default;
};
struct Start {
    ObjectRef object;
    std::string variant;    // "chess", "knightmate", "knightschess" (or an alias); empty: chess
    std::string clock = {}; // a time control ("5+3", "15 delay 5"); empty: untimed
    bool rated = false;     // counts for ratings (docs/ratings.md); casual by default
    bool operator==(const Start&) const = default;
};
// A move is read by the service as the grammar reads one typed as notation; the grammar's
// reading of a move said in words is richer (src/command/move_commands.hpp, MakeMove).
struct Move {
    ObjectRef object;
    std::string move; // UCI ("e2e4", "e7e8q", "0000") or SAN ("Nf3", "O-O", "e8=Q", "--")
};
struct Resign {
    ObjectRef object;
    bool operator==(const Resign&) const = default;
};
struct OfferDraw {
    ObjectRef object;
    bool operator==(const OfferDraw&) const = default;
};
struct AcceptDraw {
    ObjectRef object;
    bool operator==(const AcceptDraw&) const = default;
};
struct DeclineDraw {
    ObjectRef object;
    bool operator==(const DeclineDraw&) const = default;
};
struct WithdrawDraw {
    ObjectRef object;
    bool operator==(const WithdrawDraw&) const = default;
};
struct ClaimDraw {
    ObjectRef object;
    std::string move; // the move that makes the claim good; empty for a claim as things stand
};
struct Look { // the board, drawn for the actor
    ObjectRef object;
    bool operator==(const Look&) const = default;
};
struct Fen {
    ObjectRef object;
    bool operator==(const Fen&) const = default;
};
struct Pgn {
    ObjectRef object;
    int game = 0; // an earlier game's number (see "history"); 0 for the one on the object now
    bool operator==(const Pgn&) const = default;
};
struct SetColourScheme { // the actor's colour scheme: "none", "classic", ...; empty: ask
    std::string scheme;
    bool operator==(const SetColourScheme&) const = default;
};
// The board's draw rule (`options board draws`): "automatic" or "claimed"; empty asks what it
// is. Any other word is refused with "bad_draw_rule".
struct SetDrawRule {
    ObjectRef object;
    std::string rule;
    bool operator==(const SetDrawRule&) const = default;
};
// The actor's own colour for one part of the board, over their scheme, as "options colour
// special" sets it. `element`: "light squares", "dark squares", "white pieces", "black pieces",
// "markers", "labels" or "panel"; `colour`: "green", "bright red", "bold yellow", "colour 208",
// "#ff8700". With `reset`, the element (or, with no element, every one) goes back to the scheme.
// No element and no reset: the reply lists them all.
struct SetSpecialColour {
    std::string element;
    std::string colour;
    bool reset = false;
    bool operator==(const SetSpecialColour&) const = default;
};
// The computer: `level` 1 (easiest) to 8 (strongest), 0 for the usual one (or, for a computer
// already seated, its own). `side` is the computer's seat; nothing: the one the actor does not
// hold, else Black. `engine`: an external engine by its name in the catalog ("stockfish",
// as `engines` lists them) instead of the built-in computer; its level is any number it offers
// (-1 stands for "level 0").
struct InviteComputer {
    ObjectRef object;
    std::optional<Side> side = std::nullopt;
    int level = 0;
    std::string engine = {};
    bool operator==(const InviteComputer&) const = default;
};
// The actor sits down (at `side`, else the seat they hold, else White) and the computer
// opposite.
struct PlayComputer {
    ObjectRef object;
    std::optional<Side> side = std::nullopt;
    int level = 0;
    bool operator==(const PlayComputer&) const = default;
};
struct DismissComputer {
    ObjectRef object;
    bool operator==(const DismissComputer&) const = default;
};
struct Hint { // a move for the actor, the player to move; the answer comes by tick()
    ObjectRef object;
    bool operator==(const Hint&) const = default;
};
// Ratings (docs/ratings.md): a player's ratings and record, named as in commands ("bob"; empty:
// the actor), and the leaderboard of a variant (empty: chess) and speed ("untimed", "bullet",
// "blitz", "rapid", "classical"; empty: each), of everyone or of one place. The answer is a
// message to the actor and an event with the table (events.hpp).
struct Ratings {
    std::string player;
    bool operator==(const Ratings&) const = default;
};
struct Stats {
    std::string player;
    bool operator==(const Stats&) const = default;
};
struct Top {
    std::string variant;
    std::string speed;
    bool here = false; // of those who played rated games in the place it is asked in
    // The place meant, as "top in #chess" names it (with `here`); empty: the place asked in.
    std::string place = {};
    bool operator==(const Top&) const = default;
};
// A player's finished games in every place, newest first, ten a page (page 1 the newest), each
// with the number the store gave it; and any kept game's PGN by that number (`id`). Both answer
// the actor with a message and a typed event (HistoryShown, KeptGameShown). A board's own
// numbering of its games is Pgn's `game`; the store's `id` ("g12" in words) is another.
struct PlayerHistory {
    std::string player;
    int page = 1;
    bool operator==(const PlayerHistory&) const = default;
};
struct GamePgn {
    int id = 0;
    bool operator==(const GamePgn&) const = default;
};
// A finished game analysed by the engine, in the background: the one on the object, or with
// `game` the kept game of that g number. The place hears a summary when it is done, with an
// `analysis` event holding every move's evaluation. Refused while the game is played.
struct Analyse {
    ObjectRef object;
    int game = 0; // a kept game's number in the store ("g12" is 12); 0: the game on the object
    bool operator==(const Analyse&) const = default;
};
// Stops an analysis the actor asked for, waiting or under way (nothing of it is kept).
struct StopAnalysis {
    ObjectRef object;
    int game = 0; // as in Analyse
    bool operator==(const StopAnalysis&) const = default;
};
// Every move of an analysed game, with its evaluation and verdict, to the actor alone.
struct ShowAnalysis {
    ObjectRef object;
    int game = 0; // as in Analyse
    bool operator==(const ShowAnalysis&) const = default;
};
// Puzzles (docs/puzzles.md): one open at a time per player, shown to the actor alone. A new
// one (of `variant`; empty: chess) gives up any still open; `moves` answer it, one or several
// in any form a move is written ("Bxf7+ Nd5#"); a hint names the piece to move; giving up
// shows the solution. Solved or not, both the player's and the puzzle's ratings move.
struct NewPuzzle {
    std::string variant;
    bool operator==(const NewPuzzle&) const = default;
};
struct SolvePuzzle {
    std::string moves;
    bool operator==(const SolvePuzzle&) const = default;
};
struct PuzzleHint {
    bool operator==(const PuzzleHint&) const = default;
};
struct GiveUpPuzzle {
    bool operator==(const GiveUpPuzzle&) const = default;
};
// A player's puzzle ratings and streaks (empty: the actor), and the best puzzlers of a variant.
struct PuzzleStats {
    std::string player;
    bool operator==(const PuzzleStats&) const = default;
};
struct PuzzleTop {
    std::string variant;
    bool operator==(const PuzzleTop&) const = default;
};
// Puzzles for a whole place. A race: one puzzle (of `variant`) shown to everyone there, the
// first to answer it right wins, a wrong answer puts its player out; it ends unsolved after
// PUZZLE_RACE_SECONDS (events.hpp). One race at a time in a place; unrated. `object`, when
// named, is the board it is said to be on. The daily puzzle: the same one for everyone in the
// place all day (UTC), opened as the actor's own puzzle, unrated; the place hears who solved it.
struct PuzzleRace {
    std::string variant;
    ObjectRef object;
    bool operator==(const PuzzleRace&) const = default;
};
struct DailyPuzzle {
    std::string variant;
    bool operator==(const DailyPuzzle&) const = default;
};
// How a player answers what the other asked for (a takeback, an abort, a challenge): yes, no,
// or, the asker, never mind.
enum class Answer : std::uint8_t { ACCEPT, DECLINE, WITHDRAW };
// Take back the actor's last move: asked of the opponent, at once against the computer.
struct TakeBack {
    ObjectRef object;
    bool operator==(const TakeBack&) const = default;
};
struct AnswerTakeback {
    Answer answer = Answer::ACCEPT;
    ObjectRef object;
    bool operator==(const AnswerTakeback&) const = default;
};
// End the game without a result: at once before both have moved, else asked of the opponent.
struct AbortGame {
    ObjectRef object;
    bool operator==(const AbortGame&) const = default;
};
struct AnswerAbort {
    Answer answer = Answer::ACCEPT;
    ObjectRef object;
    bool operator==(const AnswerAbort&) const = default;
};
// Ask `player` (as the host names them) to a game on the object.
struct ChallengePlayer {
    std::string player;
    std::optional<Side> seat; // the challenger's side; none: White
    std::string variant;      // as in Start
    std::string clock = {};   // as in Start
    ObjectRef object;
    bool operator==(const ChallengePlayer&) const = default;
};
// Answers a challenge or a rematch offered on the object.
struct AnswerChallenge {
    Answer answer = Answer::ACCEPT;
    ObjectRef object;
    bool operator==(const AnswerChallenge&) const = default;
};
// Offer a rematch of the game just ended, sides swapped, or take up the one offered.
struct Rematch {
    ObjectRef object;
    bool operator==(const Rematch&) const = default;
};
// Win the game of an opponent who has stopped moving (gone or disconnected past the grace).
struct ClaimWin {
    ObjectRef object;
    bool operator==(const ClaimWin&) const = default;
};
// Set up the object from a game in PGN, or from a position in FEN when `fen` is set.
struct LoadPgn {
    std::string pgn;
    ObjectRef object;
    bool fen = false;
    bool operator==(const LoadPgn&) const = default;
};
} // namespace action

struct Action {
    std::variant<action::Join, action::Leave, action::Start, action::Move, action::Resign,
                 action::OfferDraw, action::AcceptDraw, action::DeclineDraw, action::WithdrawDraw,
                 action::ClaimDraw, action::Look, action::Fen, action::Pgn, action::SetColourScheme,
                 action::SetDrawRule, action::InviteComputer, action::PlayComputer,
                 action::DismissComputer, action::Hint, action::SetSpecialColour, action::Ratings,
                 action::Stats, action::Top, action::PlayerHistory, action::GamePgn,
                 action::Analyse, action::ShowAnalysis, action::StopAnalysis, action::TakeBack,
                 action::AnswerTakeback, action::AbortGame, action::AnswerAbort,
                 action::ChallengePlayer, action::AnswerChallenge, action::Rematch,
                 action::ClaimWin, action::LoadPgn, action::NewPuzzle, action::SolvePuzzle,
                 action::PuzzleHint, action::GiveUpPuzzle, action::PuzzleStats, action::PuzzleTop,
                 action::PuzzleRace, action::DailyPuzzle>
        what;
};

} // namespace mudchess
