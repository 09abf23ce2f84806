// mudchess as a library: one Service holds every game of every place, reads what people type
// and says what happened, as sentences for the people concerned and as typed events.
//
//   mudchess::ServiceSettings settings;
//   settings.store = "sqlite:/var/lib/mymud/chess.db";
//   settings.placeWord = "room";
//   mudchess::Service chess(settings);
//   mudchess::Outcome o = chess.handle("alice", "room-12", "move e2 to e4 on board");
//   for (const auto& m : o.messages) deliver(m.to, m.text); // the player, or the whole room
//
// A place is whatever the host calls a room or a channel (any string, compared exactly). An
// actor is a player: a stable id (an account, a MUD's dbref) and the name they go by now
// (Actor{"#1234", "Alice"}); a plain name is both ("alice"). Seats, offers, options and
// challenges belong to the id, so a player who renames keeps them and someone else who takes the
// old name does not; every sentence uses the current name. Both come back in messages
// (Recipient::id and ::name) so the host can find whom to tell. handle() answers bad input with
// a refusal (Outcome::ok false, a Refusal event with a stable code), not with an exception.
//
// Things also happen when nobody types (a clock falls, a computer has moved): call tick() when
// nextDeadline() comes or when the wakeup callback fires, and deliver what it returns.
//
// Threads:
// - A Service is not thread-safe: its calls must not overlap. Make them all from the host's own
//   loop (or hold one mutex around each call); they need not all come from the same thread.
// - The wakeup callback is the one thing called from other threads, at any moment until the
//   Service is destroyed, possibly while a call is running. All it should do is wake the loop
//   (write to a pipe, post to a queue); it must not call the Service.
// - Outcomes come back only from handle() and tick(), on the caller's thread. They, their
//   messages and their events are plain values the caller owns: keep them or pass them to other
//   threads freely.
// - Separate Services share nothing and may run on different threads at once, each with its own
//   store (a store file is held by one Service at a time).
//
// Building against it: CMake `find_package(mudchess CONFIG)` and the target mudchess::mudchess,
// or `pkg-config --cflags --libs mudchess`; C++20. Only include/mudchess/ is needed; see
// README "Embedding in a MUD" and examples/tiny_mud/.
#pragma once

#include "mudchess/events.hpp"

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace mudchess {

// How boards are coloured for someone: not at all, ANSI for terminals (16 or 256 colours), mIRC
// codes for IRC, or MUX %x codes (%xr red, %xB blue background, %xh bright, %xn back to normal)
// for TinyMUX and its kin.
enum class Colours : std::uint8_t { PLAIN, ANSI16, ANSI256, MIRC, MUX };

// Who should hear a message: one user, or everyone at a place. For a user, `id` is their stable
// id (route by it) and `name` what they are called now; for a place both are the place.
struct Recipient {
    enum class Kind : std::uint8_t { USER, PLACE };
    Kind kind = Kind::USER;
    std::string name;
    std::string id = name;
    bool operator==(const Recipient&) const = default;
};

// Who typed a command: a stable `id` that is the same player every time (seats, offers, options
// and challenges belong to it) and the `name` messages call them by now (empty: the id). A host
// without ids passes a plain name, which is both: "alice" is Actor{"alice", "alice"}. A command
// with a new name for a known id renames them (silently; rename() announces it).
struct Actor {
    std::string id;
    std::string name;
    Actor() = default; // nobody: refused with "no_actor"
    Actor(std::string idAndName) : id(std::move(idAndName)), name(id) {}
    Actor(std::string_view idAndName) : Actor(std::string(idAndName)) {}
    Actor(const char* idAndName) : Actor(std::string(idAndName)) {}
    Actor(std::string id_, std::string name_)
        : id(std::move(id_)), name(name_.empty() ? id : std::move(name_)) {}
};

// Whether the host knows `actor` by an account: a stable id beside their name, not the name
// alone (Actor("alice"), or an IRC nick that has not identified). ratedNeedsAccount asks this.
inline bool hasAccount(const Actor& actor) { return actor.id != actor.name; }

struct Message {
    Recipient to;
    std::string text; // may hold several lines; no trailing newline
};

// What one command (or one tick) did.
struct MUDCHESS_API Outcome {
    bool ok = true;    // false: refused, nothing changed; `refusal()` says why
    std::string place; // where it acted: the speaker's place, or the one named by "in <place>"
    std::vector<Message> messages;
    std::vector<Event> events;

    // The refusal among the events, or null when the command was carried out.
    const Refusal* refusal() const;
};

// A Service that cannot start (the store cannot be opened, say); what() is one sentence saying
// what is wrong and what to do.
struct MUDCHESS_API ServiceError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct Action; // a typed command (see the end of this file)

// One legal move, in the two notations commands take: SAN ("Nf3", "O-O", "e8=Q") and UCI
// ("g1f3", "e1g1", "e7e8q").
struct LegalMove {
    std::string san;
    std::string uci;
    bool operator==(const LegalMove&) const = default;
};

// Who holds a seat, for a host that shows it itself.
struct SeatView {
    std::string id;        // the player's stable id; empty when the seat is free
    std::string name;      // the name they go by now
    int computerLevel = 0; // 1-8 when the computer holds it (id and name are then "computer")
};

// A board as data (Service::board, Service::boards): what a host needs to draw it itself or to
// send it to a client (GMCP when a player logs in or enters a room) without reading sentences.
struct BoardView {
    std::string place;
    std::string object; // its name as commands use it ("board", "oak table")
    int game = 1;       // the game's number on the object ("history" numbers the earlier ones)
    BoardState board;   // as in events: the position, seats by name, the result, clocks as
                        // they stood when last pressed
    SeatView white, black;
    // A timed game: each side's time left now, and whose clock runs (none before both sides
    // have moved, and after the end).
    std::optional<std::int64_t> whiteMillisNow, blackMillisNow;
    std::optional<Side> clockRunning;
    std::string termination;       // how the game ended ("checkmate", ...); empty while it goes on
    std::optional<Side> drawOffer; // the side whose draw offer stands
    std::vector<LegalMove> moves;  // the game's plies so far, oldest first ("--"/"0000": a pass)
    std::vector<LegalMove> legalMoves; // what the side to move may play; none when it is over
};

struct ServiceSettings {
    // Where games are kept: "sqlite:FILE", a plain file path (SQLite), ":memory:" (nothing
    // kept), or a PostgreSQL database, "postgresql://USER@HOST/DATABASE" or
    // "postgresql:KEY=VALUE ..." (the password from ~/.pgpass, PGPASSWORD or the string). An
    // SQLite file is held by this Service alone while it runs; a PostgreSQL database may be
    // shared with other processes (docs/operators.md, PostgreSQL).
    std::string store = ":memory:";
    // Boards for places, and for users who have not been given their own colours.
    Colours colours = Colours::PLAIN;
    // Boards in the compact size unless a user chose otherwise (IRC channels, narrow clients).
    bool compactBoards = false;
    // Who a board told to a place is drawn for. False (a channel, a room: many people read it):
    // the place's own look, the operator's defaults (colourScheme, compactBoards, colours) or
    // what setPlaceColours chose, never the mover's options, so no player's settings shape what
    // everyone there reads. True (the terminal, where the place is one player): that player's.
    bool placeIsOnePlayer = false;
    // The colour scheme of users who chose none ("none", "classic", ... or one from
    // `coloursFile`).
    std::string colourScheme = "none";
    // A file of extra colour schemes, in the form of data/colours.conf; empty for none. One
    // that cannot be used is a warning (see Service::warnings), not a reason to stop.
    std::string coloursFile;
    // When not empty, the only places games may be in. A line from place "" (a private
    // message) then acts in the place its "in <place>" names, or in the only place listed.
    std::vector<std::string> places;
    // What a place is called in messages about places: "channel", "room", ...
    std::string placeWord = "place";
    // The computer opponent: worker threads shared by every game it plays (and every hint),
    // and the memory of their transposition tables together, in MiB. Nothing is started until
    // the computer is first invited.
    int engineThreads = 1;
    std::size_t engineMemoryMiB = 64;
    // External engines players may invite by name (`engines` lists them): those of this file
    // (engines.conf; see docs/engines.md), or when it is empty the Debian engines installed
    // (stockfish, fairy-stockfish, fairymax, gnuchess, ...). A file that cannot be read or
    // has a mistake stops the service with a message naming its line and key.
    std::string enginesFile;
    // How many external engine processes may run at once, over all boards; an invitation past
    // it is refused until one is free.
    int engineProcesses = 4;
    // How long a challenge or rematch offer waits for an answer before it lapses.
    std::chrono::seconds challengeLapse{60};
    // In an untimed game, how long the side to move may go without moving before the waiting
    // player may claim the game (or a draw) from them. Timed games leave it to the clock.
    std::chrono::seconds abandonAfter{600};
    // How long a board may go without a move before anyone present may start it over
    // (X-Decor's rule; not while a clock runs).
    std::chrono::seconds idleRestartAfter{300};
    // Several processes sharing a PostgreSQL database: how long one holds a place's lease (its
    // flags and the computer's turns there, docs/operators.md "Running several processes")
    // without renewing it; it renews every third of this, and another process takes the place
    // over once it has run out (a process killed, hung or cut off). Unused with SQLite.
    std::chrono::seconds leaseSeconds{15};
    // The draw rule of boards that chose none (`options board draws`): "claimed", FIDE's rule
    // (the player to move may claim a draw at the third repetition or after fifty moves), or
    // "automatic" (the game is drawn at once then, as seed 002's house rule has it).
    std::string draws = "claimed";
    // A seat at a rated board only for a player with an account: one the host knows by an id
    // beside their name (hasAccount), such as an IRC services account or a MUD dbref, and not
    // by their name alone, as an IRC nick that has not identified.
    bool ratedNeedsAccount = false;
    // Rated games (`start new rated game`, docs/ratings.md): whether one may be untimed (else a
    // rated game needs a clock), and whether its players may take moves back (both must agree,
    // and the game then no longer counts).
    bool untimedRated = false;
    bool ratedTakebacks = false;
};

class MUDCHESS_API Service {
  public:
    using Clock = std::chrono::steady_clock;

    explicit Service(ServiceSettings settings = {}); // throws ServiceError
    ~Service();
    Service(const Service&) = delete;
    Service& operator=(const Service&) = delete;

    // One line typed by `actor` in `place` ("" for a private message to the service).
    Outcome handle(const Actor& actor, std::string_view place, std::string_view text);
    // The same without English: a typed action (see Action below) by `actor` in `place`.
    Outcome act(const Actor& actor, std::string_view place, const Action& action);

    // Everything that has become due by `now`, and every piece of work finished since the last
    // call, each as an outcome to deliver (none when nothing happened).
    std::vector<Outcome> tick(Clock::time_point now);
    // Whether the computer is thinking (about its move or a hint): an outcome will follow by
    // tick() without anyone typing. A front end reading a script waits for it before it ends.
    bool thinking() const;
    // When tick() next has something to do; nothing when only typing can change anything.
    std::optional<Clock::time_point> nextDeadline() const;
    // Called (from any thread) when work finished in the background; the front end should then
    // call tick() on its own thread. Set it before the first handle().
    void setWakeup(std::function<void()> wakeup);

    // How boards in messages to the player `id` are coloured (a MUD passes its client's
    // capability).
    void setUserColours(std::string_view id, Colours colours);
    // How boards told to everyone in `place` are coloured (a MUD passes each room's choice):
    // `colours` instead of ServiceSettings::colours, and a colour scheme ("classic", ...)
    // instead of the operator's default; an empty scheme gives the default back. Kept while the
    // Service
    // runs (not stored). An unknown scheme is refused ("unknown_scheme") with nothing changed.
    Outcome setPlaceColours(std::string_view place, std::optional<Colours> colours,
                            std::optional<std::string> scheme);

    // The host says where a player is: they left `place`, lost their connection there, or came
    // back (docs/protocol.md, "Presence"). Seats stay theirs and nothing waits for them: a
    // clock keeps running, and in an untimed game the wait after which the opponent may claim
    // the game (ServiceSettings::abandonAfter) runs as it does for anyone to move; the place
    // hears who went and what it means for each board they play on. Coming back, the player is
    // told what happened on those boards while they were away. Not stored. Refused like a
    // command for a bad name or an unknown place.
    Outcome presence(const Actor& actor, std::string_view place, PresenceState state);
    // Clocks charge thinking, not sending (help clocks). A front end that queues what it sends
    // (the IRC bot and the MUD robot pace themselves under their server's flood limits) says
    // when the news of `move` has gone out to the players: the clock of the side to move
    // counts from `at` rather than from when the move was made (at most
    // MOST_SENDING_CREDIT later), as long as the move is still the last on its board.
    void moveShown(const MovePlayed& move, Clock::time_point at);
    static constexpr std::chrono::seconds MOST_SENDING_CREDIT{60};
    // The front end lost its server at `at`: nobody can be told of a move nor make one, so
    // every clock running in the places this Service plays stands still until backOnServer.
    void awayFromServer(Clock::time_point at);
    // Back on the server at `at`: the clocks run again from where they stood, and each place
    // where one stood still is told how long it did (a ClocksStood event and a sentence). None
    // when no clock stood still.
    std::vector<Outcome> backOnServer(Clock::time_point at);
    // The player `id` is now called `name`: everything of theirs stays theirs, and every place
    // where they hold a seat hears of it (a Renamed event and a sentence for each, none when
    // they sit nowhere). Saved like any change; refused ("bad_name", "store_failed") with
    // nothing changed.
    Outcome rename(std::string_view id, std::string_view name);
    // The id `from` is now `to` (an IRC nick change, where the nick is the id): their seats and
    // challenges move with them, saved like any change. Returns the reason when saving failed.
    std::optional<std::string> renameUser(std::string_view from, std::string_view to);
    // The objects in `place` whose game waits for the player `id` to move, for a nudge on their
    // return.
    std::vector<std::string> awaiting(std::string_view place, std::string_view id) const;
    // How many objects in `place` hold a game (kept from an earlier run, say).
    std::size_t gameCount(std::string_view place) const;
    // What went wrong at start without stopping it, one sentence each, for the operator.
    const std::vector<std::string>& warnings() const;

    // Looking without acting (a front end's completion, a client's menus); these change
    // nothing and follow the same thread rules as every other call.
    // The objects in `place` that hold a game, by the names commands use ("board", "oak
    // table"), in alphabetical order.
    std::vector<std::string> objects(std::string_view place) const;
    // The moves the side to move may play on `object` in `place` (named as in commands:
    // "Oak  Table" is "oak table"), in the order the move generator gives them; none when there
    // is no such object or its game is over.
    std::vector<LegalMove> legalMoves(std::string_view place, std::string_view object) const;
    // The board `object` in `place` as data; an empty `object` is the place's only board.
    // `game` not 0: that earlier game on it, as it ended ("history" numbers them; kept by the
    // store). When there is none, the refusal a command would get: "bad_object",
    // "no_games_here", "which_object" or "no_such_object" (with its "object" param),
    // "no_such_game", "store_failed", or "unknown_place".
    std::variant<BoardView, Refusal> board(std::string_view place, std::string_view object,
                                           int game = 0) const;
    // Every board in `place` as data, in the order of objects(); none in a place without boards.
    std::vector<BoardView> boards(std::string_view place) const;

    // Opaque: mudchess's own parts reach it through ServiceInternals; not exported.
    struct MUDCHESS_LOCAL Impl;

  private:
    friend struct ServiceInternals;
    std::unique_ptr<Impl> impl_;
};

// ---------------------------------------------------------------------------------------------
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
// reading of a move said in words is richer (src/command/command.hpp, MakeMove).
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
} // namespace action

struct Action {
    std::variant<action::Join, action::Leave, action::Start, action::Move, action::Resign,
                 action::OfferDraw, action::AcceptDraw, action::DeclineDraw, action::WithdrawDraw,
                 action::ClaimDraw, action::Look, action::Fen, action::Pgn, action::SetColourScheme,
                 action::SetDrawRule, action::InviteComputer, action::PlayComputer,
                 action::DismissComputer, action::Hint, action::SetSpecialColour, action::Ratings,
                 action::Stats, action::Top, action::PlayerHistory, action::GamePgn>
        what;
};

} // namespace mudchess
