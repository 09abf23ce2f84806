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
// docs/library.md and examples/tiny_mud/. Typed actions: mudchess/actions.hpp.
#pragma once

#include "mudchess/actions.hpp"
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
    // Nodes the engine searches in each position of a game it analyses after the end
    // (`analyse`), on a thread of its own below the computer's in priority; 0: no analysis.
    std::size_t analysisNodes = 150'000;
    // Nodes each search of the puzzle cutter takes (docs/puzzles.md): every finished game in
    // the store is cut for puzzles in the background, one at a time, on a thread at the
    // analyses' priority; 0: no cutting. Needs a store that keeps puzzles.
    std::size_t puzzleCutNodes = 40'000;
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
    // The words players read: "english", or "pseudo", every sentence wrapped as "⟦...~~⟧" and a
    // third longer, which shows any text made outside the words layer (docs/words.md). One per
    // process: the last Service made chooses for all.
    std::string locale = "english";
    // When a place sees the board after a move: "every-move"; "player-to-move", a line a move
    // there and the board privately to the player to move (IRC at the networks' pace: a board
    // is ten lines, some 20 s of the bot's output); or "on-request", boards only when someone
    // looks. The terminal, where the place is one player, always shows it.
    std::string placeBoards = "every-move";
    // A seat at a rated board only for a player with an account: one the host knows by an id
    // beside their name (hasAccount), such as an IRC services account or a MUD dbref, and not
    // by their name alone, as an IRC nick that has not identified.
    bool ratedNeedsAccount = false;
    // Rated games (`start new rated game`, docs/ratings.md): whether one may be untimed (else a
    // rated game needs a clock), and whether its players may take moves back (both must agree,
    // and the game then no longer counts).
    bool untimedRated = false;
    bool ratedTakebacks = false;
    // The spectators' web page (docs/web.md): served on this address, "127.0.0.1:8080" or
    // "[::1]:8080" (port 0: a free one), with every board of every place, live; empty: none.
    // An address that cannot be listened on stops the service with a message.
    std::string web;
    // The page's address as players reach it, for the link each move's line gives in a place
    // that is not shown the board ("https://chess.example.org", behind a proxy); empty: http://
    // and `web`.
    std::string webUrl;
    // How many plies behind the game its page shows a game being played, so that nobody
    // watching it can help a player; a finished game is shown whole.
    int webDelayPlies = 0;
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
    // The same without English: a typed action (mudchess/actions.hpp) by `actor` in `place`.
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

} // namespace mudchess
