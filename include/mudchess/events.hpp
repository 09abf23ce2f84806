// What happened, as data: the typed events a mudchess::Service reports beside its sentences. A
// MUD that draws its own board, logs games or sends GMCP reads these instead of the English.
// Plain structs of standard types only; the names and codes here are stable.
#pragma once

#include "mudchess/export.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace mudchess {

enum class Side : std::uint8_t { WHITE, BLACK };

// "white" or "black".
MUDCHESS_API std::string_view sideName(Side s);

// Players in events are named as they go by now (`player`, `from`, `to`, a board's `white` and
// `black`), each with their stable id beside the name (`playerId`, `fromId`, ...): an account,
// a dbref, serve's `actor_id`, or the name itself for a host that gives none. A host that knows
// its players by id finds them by it.

// A board as it stands after an event, enough to draw it or to send it on.
struct BoardState {
    std::string variant;  // "chess", "knightmate" or "knightschess"
    std::string fen;      // the position in FEN (the variant's own letters)
    std::string lastMove; // UCI of the last move ("e2e4", "0000" for a pass); empty before any
    bool check = false;   // the side to move stands in check (never during Knights Chess's opening)
    Side toMove = Side::WHITE;
    int moveNumber = 1; // FEN's full-move number
    std::string white;  // who holds each seat; empty when it is free
    std::string black;
    std::string result = "*"; // "*" while the game goes on, else "1-0", "0-1" or "1/2-1/2"
    // Timed games: the time control as typed ("5+3") and each side's time left in
    // milliseconds when the event happened (the side to move's clock runs on from there).
    std::string clock;
    std::optional<std::int64_t> whiteMillis, blackMillis;
    std::string whiteId = {}, blackId = {}; // the seats' stable ids (see above)
    // Timed games: whose clock runs from the event on; nothing while none runs (before each
    // side's first move, a game over, clocks standing while the server is away).
    std::optional<Side> clockRunning = {};
};

// A player took a seat. `computerLevel` is not 0 when the built-in engine took it (`player` is
// then "computer"), at that level: 1 (easiest) to 8 (strongest). `takeOver`: the seat had been
// left in the middle of the game going on, so the player plays on from where it stands;
// `previous` is who left it (themselves when they come back).
struct SeatTaken {
    std::string place, object, player;
    Side side = Side::WHITE;
    bool takeOver = false;
    std::string previous = {};
    int computerLevel = 0;
    std::string playerId = {}; // `player`'s stable id (see above)
};

// A player left a seat: before the game began, after it ended, or (`gameGoesOn`) in the middle
// of it, leaving the seat for someone to take over; or the computer was dismissed from one
// (`computerLevel` not 0).
struct SeatLeft {
    std::string place, object, player;
    Side side = Side::WHITE;
    bool gameGoesOn = false;
    int computerLevel = 0;
    std::string playerId = {}; // `player`'s stable id (see above)
};

// A new game stands on the object: by `start`, by both players agreeing to start over, by an
// accepted challenge or rematch, or (`idleRestart`) by anyone after nobody had moved for the
// service's idle time. `rated`: it counts for ratings (`start new rated game`).
struct GameStarted {
    std::string place, object, player;
    std::string variant; // as in BoardState
    BoardState board;
    bool idleRestart = false;
    bool rated = false;
    std::string playerId = {}; // `player`'s stable id (see above)
};

// A game read from PGN now stands on the object.
struct GameLoaded {
    std::string place, object, player;
    std::string variant;
    int plies = 0;
    BoardState board;
    std::string playerId = {}; // `player`'s stable id (see above)
};

// A move was played. `automatic` marks a Knights Chess pass made by the rules, not a player.
struct MovePlayed {
    std::string place, object, player;
    Side side = Side::WHITE;
    std::string san; // "Nf3", "exd6", "O-O", "--" for a pass
    std::string uci; // "g1f3", "0000" for a pass
    bool check = false;
    bool automatic = false;
    BoardState board;
    std::string playerId = {}; // `player`'s stable id (see above)
    // When the server took the move: milliseconds since 1970-01-01 UTC by its clock.
    std::int64_t serverMillis = 0;
    // Timed games: what the move cost its mover's clock in milliseconds (before any increment);
    // nothing when the clock was not running for it (each side's first move).
    std::optional<std::int64_t> moveMillis = {};
    // What the side to move may play next, in UCI ("e7e5", "e7e8q"); none when the game is
    // over or a pass by the rules follows. A host draws a board without asking for it.
    std::vector<std::string> legalMoves = {};
};

// The game is over. `termination` is a stable code: "checkmate", "resignation", "stalemate",
// "agreement", "threefold_repetition", "fivefold_repetition", "fifty_moves",
// "seventy_five_moves", "dead_position", "queens_captured", "knights_captured",
// "more_knights_at_stalemate", "time_forfeit", "aborted" (result "*": the game does not count),
// "abandoned" (claimed by the player who waited for an absent opponent: a win, or a draw when
// they chose one). `automatic` marks a "threefold_repetition" or "fifty_moves" draw that came
// by itself, under the board's automatic draw rule (`options board draws automatic`), rather
// than on a player's claim.
struct GameEnded {
    std::string place, object;
    std::string result; // "1-0", "0-1", "1/2-1/2", or "*" for an aborted game
    std::optional<Side> winner;
    std::string termination;
    BoardState board;
    bool automatic = false;
};

enum class OfferKind : std::uint8_t { DRAW, RESTART, TAKEBACK, ABORT, REMATCH };
enum class OfferAction : std::uint8_t { MADE, ACCEPTED, DECLINED, WITHDRAWN, LAPSED };

// An offer between the players: made by `player` (playing `side`), or answered by them.
struct Offer {
    std::string place, object, player;
    Side side = Side::WHITE;
    OfferKind kind = OfferKind::DRAW;
    OfferAction action = OfferAction::MADE;
    int moves = 0; // TAKEBACK: how many moves would go back (1, or 2 to the asker's turn)
    std::string playerId = {}; // `player`'s stable id (see above)
};

// Moves were taken back (a takeback accepted, or granted at once). `moves` counts the players'
// moves, `plies` every ply including passes the rules made; `player` asked for it.
struct TakenBack {
    std::string place, object, player;
    Side side = Side::WHITE; // the asker's
    int moves = 0;
    int plies = 0;
    BoardState board; // as it stands after: the position, and the clocks as they were then
    std::vector<std::string> san; // the plies taken back in SAN, oldest first ("--": a pass)
    std::string playerId = {};    // `player`'s stable id (see above)
};

// The move the computer suggests to `player`, who asked for a hint; told to that player only.
struct HintGiven {
    std::string place, object, player;
    std::string san, uci;
    std::string playerId = {}; // `player`'s stable id (see above)
};

// One player asks another for a game on an object (`challenge bob on board`), and what became
// of it. Only the two hear of it until it is accepted (a GameStarted follows at once). `from` is
// the challenger, `to` the challenged; `colour` is the side the challenger will play.
struct Challenge {
    std::string place, object;
    std::string from, to;
    Side colour = Side::WHITE;
    std::string variant;    // as in BoardState
    std::string clock = {}; // the time control as typed ("5+3"); empty: untimed
    OfferAction action = OfferAction::MADE;
    std::string fromId = {}, toId = {}; // their stable ids (see above)
};

// The command was not carried out and nothing changed. `code` is stable ("illegal_move",
// "not_your_turn", "parse_error", ...; mudchess/refusal_codes.hpp lists them with their params,
// docs/refusal-codes.md too); `params` name what it was about (object, square, ...); `text` is
// the sentence the player was told.
struct Refusal {
    std::string code;
    std::vector<std::pair<std::string, std::string>> params;
    std::string text;
};

// A player now goes by another name (Service::rename), told to each place where they hold a
// seat. `id` is the stable id their seats belong to; `from` and `to` are the old and new names.
struct Renamed {
    std::string place, id, from, to;
};

// A rated game's end moved a player's rating (docs/ratings.md); told after its GameEnded, one
// for each rated side (a game against the computer rates the human alone). `variant` as in
// BoardState; `speed` "untimed", "bullet", "blitz", "rapid" or "classical". Ratings and the
// deviation are rounded to whole points; `provisional` while the deviation is above 110 (shown
// with a "?"); `weight` is below 1 when the anti-feeding rule counted the game less (the fourth
// and fifth rated game of the same two players within a day).
struct RatingChanged {
    std::string place, object, player;
    std::string variant, speed;
    int before = 0, after = 0;
    int deviation = 0;
    bool provisional = false;
    double weight = 1.0;
    std::string playerId = {}; // `player`'s stable id (see above)
};

// Where a player is, as the host says (Service::presence): they left the place, lost their
// connection there (link-dead), or came back.
enum class PresenceState : std::uint8_t { LEFT, LINK_DEAD, BACK };

// The host said a player left, went link-dead or came back (Service::presence). `objects`: the
// boards in the place where they hold a seat in a game going on (or, coming back, held one when
// they went), in alphabetical order.
struct PresenceChanged {
    std::string place, player;
    PresenceState state = PresenceState::LEFT;
    std::vector<std::string> objects;
    std::string playerId = {}; // `player`'s stable id (see above)
};

// An untimed game's player to move has not moved for the service's abandonment time (10
// minutes unless the operator set another): `player`, who waits, may now claim the win or a
// draw (`claim win`, op claim_win). Told once a wait, to the place and to the waiting player.
struct WinClaimable {
    std::string place, object, player; // player: who may claim
    Side side = Side::WHITE;           // the claimant's
    std::string absent;                // who has not moved, as they go by now
    std::int64_t waitedSeconds = 0;
    std::string playerId = {}, absentId = {}; // the two players' stable ids (see above)
};

// The front end was away from its server (the IRC network, the MUD) for `millis`, and the clocks
// of the games going on `objects` in `place` stood still meanwhile (Service::backOnServer): they
// run again from now.
struct ClocksStood {
    std::string place;
    std::vector<std::string> objects;
    std::int64_t millis = 0;
};

// The answers to `rating of bob`, `stats of bob` and `top` (ops ratings, stats, top) as data, so
// a host draws its own tables (docs/ratings.md); each is told to the one who asked alone, beside
// the same answer in English. A player is named twice: `player` as they go by now, `playerId`
// the stable id their ratings and games belong to.

// One rating pool of a player: `variant` as in BoardState, `speed` as in RatingChanged; the
// rating and the deviation as they stand now (the deviation grown by idle time), in whole
// points; `provisional` while the deviation is above 110 (shown with a "?").
struct RatingLine {
    std::string variant, speed;
    int rating = 0;
    int deviation = 0;
    int games = 0;
    bool provisional = false;
};

// A player's ratings, by variant and then speed (bullet, blitz, rapid, classical, untimed);
// empty when they have none yet.
struct RatingsShown {
    std::string player, playerId;
    std::vector<RatingLine> ratings;
};

// Finished games (aborted ones and games against oneself left out) as wins, losses and draws.
struct ResultTally {
    int wins = 0, losses = 0, draws = 0;
};

// A player's record in one variant with one colour.
struct RecordLine {
    std::string variant;
    Side side = Side::WHITE;
    ResultTally record;
};

// An opening a player played in standard chess, and in how many of their games: its ECO code
// ("C60") and name ("Ruy Lopez (Spanish opening)"), or, when the table names none, no code and
// the game's first moves as its name ("1. e4 e5 2. Nf3").
struct OpeningLine {
    std::string eco, name;
    int games = 0;
};

// A player's record: in all, by variant and colour (variants in alphabetical order, White
// first), the longest run of wins, and their openings, most played first.
struct StatsShown {
    std::string player, playerId;
    ResultTally total;
    std::vector<RecordLine> records;
    int longestWinningStreak = 0;
    std::vector<OpeningLine> openings;
};

// One line of a leaderboard.
struct TopLine {
    int rank = 0;
    std::string player, playerId;
    int rating = 0, deviation = 0, games = 0;
};

// The leaderboard of one speed, best first.
struct TopSpeed {
    std::string speed;
    std::vector<TopLine> players;
};

// A leaderboard (`top`): of `variant`, of the speed asked for (empty: each speed that has
// settled players), provisional ratings left off; `place` is empty (the leaderboard of everyone
// the service knows). `speeds` is empty when nobody has a settled rating there yet.
struct TopShown {
    std::string place, variant, speed;
    std::vector<TopSpeed> speeds;
};

// Another mudchess process sharing the database (PostgreSQL, docs/operators.md "Running several
// processes") changed the game on `object`: this process now holds it as that one saved it, and
// tells the place. What happened is not told move by move, only how the board stands now:
// `board` as in the other events (seats by name, the result, clocks as last pressed), `game` its
// number on the object. `cleared`: the object has no game any more (`board` is then empty).
struct ChangedElsewhere {
    std::string place, object;
    int game = 0;
    bool cleared = false;
    BoardState board;
};

// A game the store keeps, as `history of bob` lists it. `id` is the number the store gave it, one
// for every game it keeps (what `show pgn of game g12` and the op game_pgn take); `gamePlace`,
// `object` and `number` say where it was played and its number there (what `show pgn of game 2
// on board` takes). `variant` as in BoardState; `white` and `black` the players as they go by
// now (empty: nobody sat there; "computer": the built-in engine); `result` "1-0", "0-1" or
// "1/2-1/2"; `termination` as in GameEnded; `started` when it was set up ("2026-11-24T03:58:00Z",
// may be empty); `plies` the moves of both sides. In standard chess from the start, its opening
// by the ECO table: `eco` ("C60") and `opening` ("Ruy Lopez (Spanish opening)"); both empty when
// it reached no line of the table, or in another variant.
struct KeptGame {
    std::int64_t id = 0;
    std::string gamePlace, object;
    int number = 0;
    std::string variant, white, black, result, termination, started;
    bool rated = false;
    int plies = 0;
    std::string eco, opening;
};

// The answer to `history of bob` (op player_history), told to the one who asked alone, beside
// the same list in English: page `page` of `pages` of the player's finished games in every place
// (aborted games left out), newest first, ten a page; `total` counts them all. `player` as they
// go by now, `playerId` the stable id their games belong to.
struct HistoryShown {
    std::string player, playerId;
    int page = 1, pages = 0, total = 0;
    std::vector<KeptGame> games;
};

// The answer to `show pgn of game g12` (op game_pgn), told to the one who asked alone: the game
// and its PGN (the text the message holds).
struct KeptGameShown {
    KeptGame game;
    std::string pgn;
};

// One move of an analysed game (AnalysisShown): the evaluation after it, from White's side, what
// lichess's rules make of it, and the engine's choice before it.
struct AnalysedMove {
    int ply = 0; // 1 for the game's first move
    std::string san, uci;
    int cp = 0;              // centipawns for White after the move (a mate counts as +/-1000)
    std::optional<int> mate; // moves to mate after it, > 0 White mates; 0: checkmate on the board
    std::string verdict;     // "", "inaccuracy", "mistake", "blunder"
    double accuracy = 100;   // the move's accuracy, 0-100
    std::string best;        // the engine's move instead, in SAN, when the verdict is not ""
    std::vector<std::string> line; // the engine's best line before the move, in UCI
};

// An analysis of a finished game (`analyse`, op analyse): "started" when it is queued, "ready"
// with every move when it is done (told to `place`, or to the player alone when `place` is
// empty), "shown" when a player asks for one already made (`show analysis`, to them alone).
// `id` is the store's g number when known (else 0); `start_cp` the engine's view of the start.
struct AnalysisShown {
    std::string place, object;
    int number = 0;
    std::int64_t id = 0;
    std::string state; // "started", "ready", "shown"
    std::string engine;
    std::string player, playerId; // who asked
    int startCp = 0;
    std::optional<double> whiteAccuracy, blackAccuracy;
    std::vector<AnalysedMove> moves;
};

// Puzzles (docs/puzzles.md), told to the player alone. A puzzle given: the position after the
// opponent's move that sets it (`fen`), that move, whose move it is, the puzzle's rating and the
// player's. Its themes stay hidden until it ends.
struct PuzzleShown {
    std::string player, playerId;
    std::string id, variant;
    std::string fen;
    std::string lastMove, lastMoveUci; // the opponent's move that set it, SAN and UCI
    Side toMove = Side::WHITE;
    int rating = 0;       // the puzzle's
    int playerRating = 0; // the player's puzzle rating in the variant
    int solverMoves = 0;  // how many moves the solver has to find
    bool daily = false;   // the place's puzzle of the day (unrated)
};

// How a puzzle went on: a right move and the reply played for the player; solved; a wrong
// move (it ends, not solved); a hint; given up. At the end: the solution, the themes, where it
// was cut from, and the player's rating before and after.
enum class PuzzleStep : std::uint8_t { RIGHT, SOLVED, WRONG, HINT, GAVE_UP };
// "right", "solved", "wrong", "hint", "gave_up".
MUDCHESS_API std::string_view puzzleStepName(PuzzleStep s);
struct PuzzleProgress {
    std::string player, playerId, id;
    PuzzleStep step = PuzzleStep::RIGHT;
    // RIGHT, SOLVED, WRONG: the player's move; RIGHT: the reply played for them (SAN).
    std::string move = {}, reply = {};
    std::string best = {};                  // WRONG: the move that was wanted (SAN)
    std::string hintSquare = {};            // HINT: the square of the piece to move ("g1")
    std::string fen = {};                   // the position now
    std::vector<std::string> solution = {}; // at the end: the whole line from the start, SAN
    std::vector<std::string> themes = {};   // at the end
    std::string gameUrl = {}, white = {}, black = {}; // at the end: where it was cut, when it was
    bool rated = false;                               // at the end: whether the ratings moved
    int ratingBefore = 0, ratingAfter = 0, streak = 0;
    // The place's puzzle of the day; SOLVED: how many have solved it there today, this one too.
    bool daily = false;
    int solvedToday = 0;
};

// A puzzle race in a place (action::PuzzleRace): started (the puzzle, told to the place); a
// player out after a wrong move (told to that player alone); won by the first right answer, or
// ended with nobody right in time (told to the place, with the solution).
inline constexpr int PUZZLE_RACE_SECONDS = 180;
enum class RaceStep : std::uint8_t { STARTED, OUT, WON, ENDED };
// "started", "out", "won", "ended".
MUDCHESS_API std::string_view raceStepName(RaceStep s);
struct PuzzleRaceNews {
    std::string place, object; // object: the board it was started on, when one was named
    RaceStep step = RaceStep::STARTED;
    // STARTED: who started it; OUT: who is out; WON: the winner
    std::string player = {}, playerId = {};
    std::string id = {}, variant = {};
    std::string fen = {};                        // STARTED: the position to solve
    std::string lastMove = {}, lastMoveUci = {}; // STARTED: the opponent's move that set it
    Side toMove = Side::WHITE;
    int rating = 0, solverMoves = 0;
    int seconds = 0;       // STARTED: how long it runs; WON: how long it took
    std::string move = {}; // OUT: the wrong move; WON: the winning line as typed
    std::vector<std::string> solution = {}, themes = {}; // WON, ENDED
    std::string gameUrl = {}, white = {}, black = {};    // WON, ENDED: where it was cut
};

// A player's puzzle ratings, one line a variant played.
struct PuzzleStatsLine {
    std::string variant;
    int rating = 0, deviation = 0, solved = 0, failed = 0, streak = 0, bestStreak = 0;
    bool provisional = true;
};
struct PuzzleStatsShown {
    std::string player, playerId;
    std::vector<PuzzleStatsLine> variants;
};
// The best puzzlers of a variant.
struct PuzzleTopLine {
    int rank = 0;
    std::string player, playerId;
    int rating = 0, solved = 0;
};
struct PuzzleTopShown {
    std::string variant;
    std::vector<PuzzleTopLine> players;
};

using Event =
    std::variant<SeatTaken, SeatLeft, GameStarted, GameLoaded, MovePlayed, GameEnded, Offer,
                 HintGiven, Refusal, TakenBack, Challenge, Renamed, RatingChanged, PresenceChanged,
                 RatingsShown, StatsShown, TopShown, ChangedElsewhere, HistoryShown, KeptGameShown,
                 ClocksStood, AnalysisShown, WinClaimable, PuzzleShown, PuzzleProgress,
                 PuzzleStatsShown, PuzzleTopShown, PuzzleRaceNews>;

// The event's type as the protocol names it: "seat_taken", "seat_left", "game_started",
// "game_loaded", "move", "game_ended", "offer", "hint", "refusal", "taken_back", "challenge",
// "renamed", "rating_changed", "presence", "ratings", "stats", "top", "changed_elsewhere",
// "history", "kept_game", "clocks_stood", "analysis", "win_claimable", "puzzle",
// "puzzle_progress", "puzzle_stats", "puzzle_leaderboard", "puzzle_race".
MUDCHESS_API std::string_view eventType(const Event& e);
// "left", "linkdead", "back".
MUDCHESS_API std::string_view presenceStateName(PresenceState s);
// "draw", "restart", "takeback", "abort", "rematch"; "made", "accepted", "declined",
// "withdrawn", "lapsed".
MUDCHESS_API std::string_view offerKindName(OfferKind k);
MUDCHESS_API std::string_view offerActionName(OfferAction a);

} // namespace mudchess
