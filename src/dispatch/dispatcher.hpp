// Routes a typed command to the game on the named object in the speaker's place, checks seats,
// and says what happened to whom. It holds no rules (the game does) and no wording of boards
// (render does); front ends only deliver its replies.
#pragma once

#include "command/command.hpp"
#include "dispatch/analysis_book.hpp"
#include "dispatch/puzzle_desk.hpp"
#include "puzzle/puzzle_store.hpp"
#include "render/board.hpp"
#include "render/challenge_words.hpp"
#include "render/colour_scheme.hpp"
#include "render/presentation.hpp"
#include "render/reply.hpp"
#include "render/viewers.hpp"
#include "world/engine_listing.hpp"
#include "world/game_object.hpp"
#include "world/game_store.hpp"
#include "world/user_options.hpp"
#include "world/waiting_times.hpp"
#include "world/world.hpp"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace mudchess {

// Something the computer is to think about: its own move in a seat it holds, or a hint a
// player asked for. The game's number and length say which position it was; an answer for any
// other is stale and dropped.
struct ThinkingTask {
    std::string place, object;
    int gameNumber = 0;
    std::size_t plies = 0;
    Color side = WHITE;             // the side to move then
    int moveNumber = 1;             // and the number of the move (FEN's full-move number)
    int level = 0;                  // the computer's level; for a hint, the strongest
    std::string hintFor;            // empty: the computer's own move; else the player who asked
    std::string engine;             // an external engine's name when one holds the seat, else ""
    std::optional<int> engineLevel; // and its level, when one was set
    bool operator==(const ThinkingTask&) const = default;
};

class Dispatcher {
  public:
    // With a store, every change is saved before any reply about it is made.
    explicit Dispatcher(World& world, GameStore* store = nullptr)
        : world_(world), store_(store), viewers_(world) {}

    // The front end's medium: its colour encoding and the board size its place prefers.
    void setPresentation(const Presentation& p) { viewers_.setPresentation(p); }
    // The options of everyone who has set none, and where a user's own begin (an IRC bot's
    // configured colour scheme, say). Boards sent to a whole place are drawn with these.
    void setDefaultOptions(const UserOptions& o) { viewers_.setDefaultOptions(o); }
    // The colour schemes users may choose (the built-in ones unless a front end adds its own).
    ColourSchemes& colourSchemes() { return viewers_.colourSchemes(); }

    // One line typed by `actor` in `place`.
    Dispatched handle(const std::string& actor, const std::string& place, std::string_view line);
    Dispatched run(const std::string& actor, const std::string& place, const command::Command& cmd);
    // Where `cmd`, typed in `place`, acts: the place its "in <place>" names, else `place`.
    static std::string placeOf(const std::string& place, const command::Command& cmd);

    // Where the time of each command comes from (tests give their own).
    void setTimeSource(std::function<TimePoint()> now) { now_ = std::move(now); }
    // Whether this process acts unprompted in `place` (a flag falls there, the computer moves):
    // with several processes on one database only the one holding the place's lease does
    // (service/place_leases.hpp); the others hear the outcome from it. Every place when unset.
    void setActsUnprompted(std::function<bool(const std::string& place)> acts) {
        actsUnprompted_ = std::move(acts);
    }
    bool actsUnprompted(const std::string& place) const {
        return !actsUnprompted_ || actsUnprompted_(place);
    }
    // When the first running clock's flag falls, if nobody moves before (in places where this
    // process acts unprompted).
    std::optional<TimePoint> nextFlag() const;
    // Every game whose flag has fallen by `now` ends on time (saved first), each as what
    // happened at its place; in places where this process acts unprompted.
    std::vector<Dispatched> fallenFlags(TimePoint now);
    // Another process sharing the database saved the game on `object` in `place`: it is taken
    // as stored and the place is told, with the board; nothing when this process already holds
    // it so (or the store could not say).
    std::optional<Dispatched> adoptOutsideChange(const std::string& place,
                                                 const std::string& object);

    // The draw rule of boards that chose none (the operator's); every board here now follows it.
    void setDefaultDrawRule(DrawRule rule) {
        defaultDrawRule_ = rule;
        for (auto& [place, objects] : world_.places)
            for (auto& [name, t] : objects) t->useDefaultDrawRule(rule);
    }

    // The operator's rules for rated games (docs/ratings.md): whether a game without a clock may
    // be rated, whether a rated game allows takebacks (the game then no longer counts), and
    // whether its seats are only for players with an account (an id beside their name,
    // mudchess::hasAccount; docs/operators.md "Accounts").
    struct RatingRules {
        bool untimedRated = false;
        bool takebacks = false;
        bool needsAccount = false;
    };
    void setRatingRules(const RatingRules& rules) { ratingRules_ = rules; }
    // Where the date comes from for ratings (idle time, the pairing window), in Unix seconds;
    // tests give their own.
    void setWallClock(std::function<std::int64_t()> now) { wallClock_ = std::move(now); }

    // How long challenges wait for an answer and absent players for a claim.
    void setWaitingTimes(const WaitingTimes& w) { waits_ = w; }
    // When the first unanswered challenge or rematch offer lapses.
    std::optional<TimePoint> nextLapse() const;
    // Every challenge and rematch offer unanswered by `now` lapses, each told to its two players.
    std::vector<Dispatched> lapsedChallenges(TimePoint now);
    // When the first untimed game's waiting player may claim it from an absent opponent (in
    // places where this process acts unprompted), if nobody moves before.
    std::optional<TimePoint> nextClaimable() const;
    // Each game that became claimable by `now` is told once a wait: the place, and the player
    // who may claim it, with a WinClaimable event.
    std::vector<Dispatched> claimableGames(TimePoint now);
    // When the first puzzle race runs out; every race that has by `now` ends unsolved, told to
    // its place with the solution (puzzle_commands.cpp).
    std::optional<TimePoint> nextRaceEnd() const;
    std::vector<Dispatched> endedRaces(TimePoint now);

    // How boards told to everyone at `place` are coloured (Viewers::setPlaceEncoding).
    void setPlaceEncoding(const std::string& place, ColourEncoding encoding) {
        viewers_.setPlaceEncoding(place, encoding);
    }
    void setPlaceScheme(const std::string& place, const std::string& scheme) {
        viewers_.setPlaceScheme(place, scheme);
    }
    // How boards in replies to `user` are coloured, instead of the front end's encoding.
    void setUserEncoding(const std::string& user, ColourEncoding encoding) {
        viewers_.setUserEncoding(user, encoding);
    }

    // `from` is now called `to` (an IRC nick change): every seat `from` held moves to `to`, saved
    // like any other change. Returns the store's complaint when saving failed (nothing moved in
    // the place that failed).
    std::optional<std::string> renameUser(const std::string& from, const std::string& to);
    // The objects in `place` whose game waits for `player` to move, for a nudge when they come
    // back.
    std::vector<std::string> objectsAwaiting(const std::string& place,
                                             const std::string& player) const;

    // The computer's seats in `place` whose turn it is, in games that can go on.
    std::vector<ThinkingTask> computerTurns(const std::string& place) const;
    // The hints players have asked for since the last call.
    std::vector<ThinkingTask> takeHintRequests() { return std::exchange(hintRequests_, {}); }
    // The object `task` is about while it still stands as it was when asked, else null.
    const GameObject* objectFor(const ThinkingTask& task) const;
    // The computer plays `move` for the seat `task` names (answering a pending draw offer by
    // `score`, from its own side: it accepts when it stands worse), told like a player's move,
    // and offers a draw with it when `offerDraw`. Nothing when the game moved on meanwhile.
    std::optional<Dispatched> computerMoves(const ThinkingTask& task, Move move, int score,
                                            bool offerDraw = false);
    // The external engine of `task` cannot go on (it died or hung again after a restart, or
    // keeps playing illegal moves): it leaves its seat, the game stays for whoever takes the
    // seat over, and the place is told `why`. Nothing when it has left the seat meanwhile.
    std::optional<Dispatched> engineGone(const ThinkingTask& task, const std::string& why);
    // The external engine of `task` resigns the game (an XBoard engine's `resign`), told like a
    // player's resignation. Nothing when the game moved on meanwhile.
    std::optional<Dispatched> engineResigns(const ThinkingTask& task);
    // The hint `task` asked for, told privately to the player who asked.
    std::optional<Dispatched> giveHint(const ThinkingTask& task, Move move);
    // analysis_commands.cpp: the analyses players asked for since the last call, for the
    // service's analysis worker; how far one has got; and one finished (kept in the store and
    // told), or given up (`analysis` null: the worker stopped).
    std::vector<AnalysisTask> takeAnalysisRequests() { return analyses_.takeNew(); }
    std::vector<AnalysedGame> takeStoppedAnalyses() { return analyses_.takeStopped(); }
    void analysisProgress(const AnalysedGame& game, std::size_t done, std::size_t total) {
        analyses_.progress(game, done, total);
    }
    std::optional<Dispatched> analysisFinished(const AnalysisTask& task,
                                               const analysis::GameAnalysis* analysis);
    // Whether players may ask for analyses (the operator's analysis-nodes is not 0).
    void setAnalysisOn(bool on) { analysisOn_ = on; }

    // A kept game as its web page shows it: the game and its place, and once it has ended its
    // PGN (annotated when analysed) and the analysis's summary and list in words, when there is
    // one. Nothing when there is no store or it keeps no game `id`; throws StoreError.
    struct KeptGameView {
        StoredGame stored;
        std::string pgn, analysisSummary, analysisList;
    };
    std::optional<KeptGameView> keptGameView(std::int64_t id) const;

    // Decides whether the player in seat `opponent` of `t` grants every takeback without being
    // asked (a computer opponent, say); then "takeback" takes the moves back at once.
    using TakebackGranter = std::function<bool(const GameObject& t, Color opponent)>;
    void setTakebackGranter(TakebackGranter granter) { grantsTakeback_ = std::move(granter); }
    // The same for aborting: then "abort" mid-game ends the game at once, agreed by `opponent`.
    using AbortGranter = std::function<bool(const GameObject& t, Color opponent)>;
    void setAbortGranter(AbortGranter granter) { grantsAbort_ = std::move(granter); }

    // The external engines players may invite (world/engine_listing.hpp).
    using EngineListing = mudchess::EngineListing;
    using EngineDirectory = std::function<std::vector<EngineListing>()>;
    void setEngineDirectory(EngineDirectory directory) { engines_ = std::move(directory); }

  private:
    struct Context;
    // What players are called now: messages name ids by these.
    const Names& names() const { return world_.names; }
    std::string nameOf(const std::string& id) const { return world_.names.of(id); }
    // Each command's handler, Replies on(Context&, const command::X&): an explicit
    // specialization, declared below the class (for every command of MUDCHESS_EACH_COMMAND,
    // command.hpp) and defined in its family's file, src/dispatch/<family>_commands.cpp, named
    // as the family's header of commands, src/command/<family>_commands.hpp. Deleted here so
    // that a command whose handler is not declared fails to compile, naming it ("use of deleted
    // function ... [with C = command::X]"), and one declared but not defined fails to link,
    // naming it.
    template <class C> Replies on(Context&, const C&) = delete;
    // The handler of a command about a game that is there (ACTS_ON_A_GAME below): the router
    // found the game, so the handler starts from it.
    template <class C> Replies on(Context&, const C&, GameObject&) = delete;

    // The router (dispatcher.cpp). Runs `handler` as one command of `actor` in `place`: saved
    // before anyone is told.
    Dispatched runInPlace(const std::string& actor, const std::string& place,
                          const std::function<Replies(Context&)>& handler);
    void finish(Dispatched&);
    // Saves what the command changed; on failure undoes it and returns the refusal. When
    // another process sharing the database saved one of the objects meanwhile (game_changed),
    // the objects become what it saved, and the refusal shows them to the actor.
    std::optional<Reply> save(Context&);
    // Puts what the store holds now in place of each object the command changed (after a
    // game_changed refusal): the lines that show them. Throws StoreError.
    std::string adoptStored(Context&);

    // seat_commands.cpp: the refusal of a seat at `t` for a player without an account, where
    // the operator asks for one at rated boards; nothing when they may sit.
    std::optional<Reply> refuseWithoutAccount(const Context&, const GameObject& t) const;

    // move_commands.cpp: plays the legal move `move` for the side to move on `t` and says so,
    // as `ctx.actor`; the moves played since `plies`, as events.
    Replies playMove(Context&, GameObject&, Move move);
    void emitMoves(Context&, const GameObject&, const Position& before, std::size_t plies);

    // ending_commands.cpp: offer, accept, decline and withdraw share one shape: check the seat,
    // ask the game.
    template <class Action> Replies drawAction(Context&, GameObject&, Action, OfferAction what);

    // takeback_commands.cpp: takes back `moves` moves `asker` asked for, told as `player`.
    Replies takeBackNow(Context&, GameObject&, Color asker, int moves, const std::string& player);
    // Ends `t`'s game as aborted; `agreedBy`: the side that accepted an abort request (its
    // seat is named as accepting), none when nobody's consent was needed.
    Replies abortNow(Context&, GameObject&, std::optional<Color> agreedBy);
    // A move was made on `t`: a standing takeback or abort request lapses with it.
    void lapseRequests(Context&, GameObject&);

    // clock_commands.cpp: the clocks, and games whose players are away.
    void pressClock(GameObject&, Color mover, TimePoint now);
    void stopEndedClocks(Context&);
    Replies flagFalls(Context&, GameObject&);
    // The waiting player's claim on `t`: the game (or a draw) from the absent side to move; a
    // refusal unless the game is untimed and they have been away for the abandonment time.
    // A refused draw claim is nothing: the caller goes on to the repetition claim.
    Replies claimAbandoned(Context&, GameObject& t, bool draw);
    // Why anyone present may start `t` over: nobody has moved for the idle time and no clock
    // runs. Nothing when that is not so.
    std::optional<std::chrono::seconds> idleFor(const Context&, const GameObject& t) const;
    // The board saw a move, a new game or someone sitting down: its waiting starts again.
    void noteActivity(Context&);

    // challenge_commands.cpp
    Replies acceptChallenge(Context&, const std::string& object);
    // Why a rematch of a rated game would be casual under the rules as they are now; nothing
    // when it may be rated.
    std::optional<CasualRematch> whyNotRatedRematch(const PendingChallenge& ch,
                                                    bool againstComputer) const;
    Replies rematchTheComputer(Context&, GameObject&, const PendingChallenge&);

    // computer_commands.cpp: an external engine invited to a seat; the computer seated at
    // `side` (replacing an earlier computer there), or refused.
    Replies inviteEngine(Context&, const command::InviteComputer&);
    std::optional<Reply> seatComputer(Context&, GameObject&, Color side, int level);

    // rating_commands.cpp: every rated game that ended in this command changes its players'
    // ratings (kept in `ctx` to be saved with the game, undone if saving fails); the sentences
    // that tell the place.
    Replies rateEndedGames(Context&);
    // The id a typed player's name means: as Names::idOf, or a rated player's id spelt so in
    // another case ("Bob" for the id "bob" of a host without ids).
    std::string playerNamed(const Context&, const std::string& typed) const;
    void undoRatings(Context&);

    // history_commands.cpp: the earlier games on an object, and the game on `t` as PGN, with
    // the tags of `place`, its players and its opening (annotated once analysed).
    std::vector<GameObject> pastGames(const Context&, const GameObject&, Replies& errors);
    std::string pgnOf(const GameObject& t, const std::string& place) const;

    // analysis_commands.cpp: the finished game a command about an analysis means (the one on
    // `object`, or the kept game `id`), as a task for the engine, or nothing with the refusal
    // in `errors`.
    std::optional<AnalysisTask> analysisTask(Context&, const command::ObjectRef& object, int id,
                                             Replies& errors);
    // The analysis kept for `game` (made here, or read back from the store), else nothing.
    std::optional<analysis::GameAnalysis> analysisOf(const AnalysedGame& key,
                                                     const Game& game) const;

    // option_commands.cpp: the user's options to change, starting from the defaults when they
    // have none yet.
    UserOptions& ownOptions(const std::string& user);

    World& world_;
    GameStore* store_;
    Viewers viewers_;
    EngineDirectory engines_;
    std::function<TimePoint()> now_ = [] { return std::chrono::steady_clock::now(); };
    std::function<bool(const std::string& place)> actsUnprompted_;
    TakebackGranter grantsTakeback_;
    AbortGranter grantsAbort_;
    // When a fallen flag could not be saved: not before this is it tried again.
    std::optional<TimePoint> flagRetry_;
    // The waits already told claimable: each board's activeSince() when it was.
    std::map<std::pair<std::string, std::string>, TimePoint> claimsTold_;
    // When `t`'s waiting player may claim it, unless that wait was told already.
    std::optional<TimePoint> untoldClaim(const std::string& place, const GameObject& t) const;
    std::vector<ThinkingTask> hintRequests_;
    AnalysisBook analyses_;
    // Puzzles (puzzle_commands.cpp): the store's, when it keeps them; the board of an open one
    // as its player sees it; rating and saving its end, then telling it.
    PuzzleDesk puzzles_;
    puzzle::PuzzleStore* puzzleStore() const;
    std::string puzzleBoard(const std::string& actor, const OpenPuzzle& open) const;
    std::optional<Reply> ratePuzzle(Context& ctx, const OpenPuzzle& open, bool solved,
                                    PuzzleProgress& p);
    Replies endPuzzle(Context& ctx, const OpenPuzzle& open, PuzzleProgress p);
    // The actor's open puzzle given up for another (rated when played at), said into `out`.
    std::optional<Reply> leaveOpenPuzzle(Context& ctx, Replies& out, puzzle::PuzzleRating& mine,
                                         const Variant& variant);
    Replies showPuzzle(Context& ctx, OpenPuzzle opened, int playerRating, Replies out);
    // Moves answering a puzzle: the place's race, else the actor's own puzzle. `movesAlone`: no
    // "solve" was said, so a player with a game in the place meant that game, not the race.
    Replies answerPuzzle(Context& ctx, const std::vector<command::MoveSpec>& moves,
                         bool movesAlone);
    PuzzleRaceState* raceAnswered(const Context& ctx, bool movesAlone);
    // Whether a move naming no board answers a puzzle (a race or the actor's own).
    bool takesMovesAlone(const Context& ctx);
    Replies answerRace(Context& ctx, PuzzleRaceState& race,
                       const std::vector<command::MoveSpec>& moves);
    std::optional<puzzle::Puzzle> placePuzzle(const Variant& variant, Replies& refused,
                                              const std::function<std::size_t(std::size_t)>& pick);
    // A race's board for everyone at `place`, from the side to move.
    std::string raceBoard(const std::string& actor, const std::string& place,
                          const OpenPuzzle& open) const;
    std::mt19937 raceDice_{std::random_device{}()};
    static constexpr std::size_t RECENT_RACES = 20; // a place's last races, not raced again soon
    bool analysisOn_ = true;
    WaitingTimes waits_;
    DrawRule defaultDrawRule_ = DrawRule::CLAIMED;
    RatingRules ratingRules_;
    std::function<std::int64_t()> wallClock_ = [] {
        return std::int64_t(std::chrono::duration_cast<std::chrono::seconds>(
                                std::chrono::system_clock::now().time_since_epoch())
                                .count());
    };
    static constexpr std::chrono::seconds FLAG_RETRY{1};
};

// Every command's handler, declared where dispatcher.cpp's dispatch (and any handler calling
// another) can see it: an explicit specialization must be declared before its first use in
// every translation unit that uses it ([temp.expl.spec]), or the program is ill-formed. One for
// each command of the list in command.hpp (made of the families' lists), so a new command's handler
// is declared with it. Of the two forms only the one the router calls is defined (see
// ACTS_ON_A_GAME).
#define MUDCHESS_DECLARE_HANDLER(C)                                                                \
    template <> Replies Dispatcher::on(Context&, const command::C&);                               \
    template <> Replies Dispatcher::on(Context&, const command::C&, GameObject&);
MUDCHESS_EACH_COMMAND(MUDCHESS_DECLARE_HANDLER)
#undef MUDCHESS_DECLARE_HANDLER

// How the router (Dispatcher::run) opens each command, once for all of them, so no handler
// repeats it. A command about a game that is there has its object found first: the one named,
// else the speaker's only game in the place; when there is none, or no such object, or no way
// to tell which, the router refuses and the handler never runs.
template <class C, class... Cs> inline constexpr bool IS_ONE_OF = (std::is_same_v<C, Cs> || ...);
template <class C>
inline constexpr bool ACTS_ON_A_GAME =
    IS_ONE_OF<C, command::JoinGame, command::LeaveGame, command::MakeMove, command::Resign,
              command::ShowBoard, command::ShowMoves, command::ShowLegalMoves, command::ShowFen,
              command::ShowPgn, command::OfferDraw, command::AcceptDraw, command::DeclineDraw,
              command::WithdrawDraw, command::ClaimDraw, command::ShowHistory, command::SetDrawRule,
              command::FlipBoard, command::DescribeBoard, command::ReadLine, command::FindPieces,
              command::ShowSquare, command::ShowLastMove, command::ShowWhoseMove, command::TakeBack,
              command::AnswerTakeback, command::AbortGame, command::AnswerAbort, command::ShowClock,
              command::DismissComputer, command::AskHint, command::Rematch, command::ClaimWin>;
// A command that may set a game up names an object that need not be there yet: the router
// checks only that the name could be one.
template <class C>
inline constexpr bool NAMES_AN_OBJECT =
    IS_ONE_OF<C, command::StartGame, command::LoadPgn, command::InviteComputer,
              command::PlayComputer, command::ChallengePlayer, command::AnswerChallenge>;

} // namespace mudchess
