// A named object in a place (a board in a channel, a table in a room) and the game on it.
#pragma once

#include "chess/game.hpp"
#include "world/game_clock.hpp"

#include <array>
#include <optional>
#include <string>

namespace mudchess {

// What a new game is to be: all a player agrees to by sitting down or by asking for it.
struct GameTerms {
    const Variant* variant = nullptr;
    std::optional<TimeControl> clock;
    bool rated = false;
    bool operator==(const GameTerms&) const = default;
    // A clock can lose a game on time and a rated game moves ratings: nobody is put into
    // either without saying so themselves.
    bool atStake() const { return rated || clock.has_value(); }
};

class GameObject {
  public:
    GameObject(std::string name, const Variant& variant)
        : name_(std::move(name)), game_(variant), started_(utcNow()) {}

    const std::string& name() const { return name_; }
    // Which game on this object this is: 1 for the first, one more for each game begun after a
    // game with moves (the store keeps earlier ones as the object's history).
    int gameNumber() const { return gameNumber_; }
    void setGameNumber(int n) { gameNumber_ = n; }
    Game& game() { return game_; }
    const Game& game() const { return game_; }

    const std::string& seat(Color c) const { return seats_[c]; }
    // Nobody is seated under an empty name: an empty seat is not "held by nobody". Nor does a
    // person named like the computer hold the computer's seat.
    bool isSeated(const std::string& who, Color c) const {
        return !who.empty() && !isComputer(c) && seats_[c] == who;
    }
    bool isPlayer(const std::string& who) const {
        return isSeated(who, WHITE) || isSeated(who, BLACK);
    }
    void sit(Color c, std::string who) {
        seats_[c] = std::move(who);
        computerLevel_[c] = 0;
        engine_[c].clear();
        vacatedBy_[c].clear();
    }
    // A seat left empty; one left during a game remembers who left it, for the take-over.
    void stand(Color c, bool gameGoesOn = false) {
        vacatedBy_[c] = gameGoesOn ? seats_[c] : std::string();
        seats_[c].clear();
        computerLevel_[c] = 0;
        engine_[c].clear();
        restartAsked_[c] = false;
    }
    // Who left seat `c` in the middle of the game, while it stays empty (not kept by the store).
    const std::string& vacatedBy(Color c) const { return vacatedBy_[c]; }
    // The built-in engine takes the seat, playing at `level` (search::MIN_LEVEL..MAX_LEVEL).
    void seatComputer(Color c, int level) {
        seats_[c] = COMPUTER;
        computerLevel_[c] = level;
        engine_[c].clear();
        vacatedBy_[c].clear();
    }
    // An external engine takes the seat under its catalog name ("stockfish"), at `level` in
    // its own range (docs/engines.md); `level` is unset for its full strength. It counts as
    // a computer (it grants takebacks, nobody can act in its seat) but computerLevel() is 0.
    void seatEngine(Color c, std::string engine, std::optional<int> level) {
        seats_[c] = engine;
        computerLevel_[c] = 0;
        engine_[c] = std::move(engine);
        engineLevel_[c] = level;
        vacatedBy_[c].clear();
    }
    // The built-in computer or an external engine holds the seat.
    bool isComputer(Color c) const { return computerLevel_[c] != 0 || !engine_[c].empty(); }
    // The built-in computer's level; 0 for a person or an external engine.
    int computerLevel(Color c) const { return computerLevel_[c]; }
    // The external engine in seat `c` ("" for none) and its level.
    const std::string& engineAt(Color c) const { return engine_[c]; }
    std::optional<int> engineLevel(Color c) const { return engineLevel_[c]; }
    bool bothSeated() const { return !seats_[WHITE].empty() && !seats_[BLACK].empty(); }
    // The side `who` plays; when one person holds both seats, the side to move.
    std::optional<Color> sideOf(const std::string& who) const;

    // A new game in place of the old one, timed by `clock` when there is one; seats are kept.
    void reset(const Variant& variant, std::optional<TimeControl> clock = std::nullopt);
    // The game's clock, when it is timed.
    std::optional<GameClock>& clock() { return clock_; }
    const std::optional<GameClock>& clock() const { return clock_; }
    // A game read from elsewhere (PGN) in place of the old one; seats are kept. One with moves
    // keeps the draw rule it was read with; one without takes the board's.
    void replace(Game game);
    // Starting over a game in progress, or a new game with something at stake, needs both
    // players; this records one of them asking for a new game on `terms` (asking for other
    // terms replaces earlier requests). Returns true when everyone seated has now asked for
    // the same terms (a computer always agrees).
    bool askToRestart(const std::string& who, const GameTerms& terms);

    // Whether the game counts for ratings (`start new rated game`; casual by default). A
    // takeback in a rated game is remembered: the game then no longer counts
    // (docs/ratings.md). Both are forgotten by reset and replace.
    bool rated() const { return rated_; }
    void setRated(bool rated) { rated_ = rated; }
    bool tookBack() const { return tookBack_; }
    void setTookBack(bool tookBack) { tookBack_ = tookBack; }

    // "New game" was said for the game now on the object (by start); a second start before the
    // first move has nothing new to say. Forgotten by reset and replace (not kept by the store).
    void markStartAnnounced() { startAnnounced_ = true; }
    bool startAnnounced() const { return startAnnounced_; }

    // The draw rule for games on this board (Game::drawRule): the one chosen here with
    // `options board draws`, else the operator's default. A game keeps the rule it began
    // with; a change reaches the game on the board only while it has no moves yet, and every
    // game after it. A loaded game with moves keeps the rule it was read with.
    DrawRule drawRule() const { return drawRuleChoice_.value_or(defaultDrawRule_); }
    // Chosen on this board, or nothing to follow the operator's default.
    const std::optional<DrawRule>& drawRuleChoice() const { return drawRuleChoice_; }
    void chooseDrawRule(std::optional<DrawRule> rule);
    void useDefaultDrawRule(DrawRule rule);

    // The name a computer's seat shows.
    static constexpr const char* COMPUTER = "computer";

    // A takeback or an abort one player asked for that the other has not answered yet. Any
    // move, a takeback or a new game ends it.
    struct Request {
        Color by = WHITE;
        int moves = 0; // a takeback: how many moves would go back
    };
    std::optional<Request>& takebackRequest() { return takeback_; }
    const std::optional<Request>& takebackRequest() const { return takeback_; }
    std::optional<Request>& abortRequest() { return abort_; }
    const std::optional<Request>& abortRequest() const { return abort_; }

    // Takes back the players' last `moves` moves (Game::takeBack), and the clock with them:
    // each side's time as it stood before them, running from `now` for the side to move.
    bool takeBack(int moves, TimePoint now);

    // When the game on the board was set up, in UTC as "2026-11-24T03:58:00Z"; empty when not
    // known (a loaded game, or one saved before the store kept it). PGN's Date comes from it.
    const std::string& started() const { return started_; }
    void setStarted(std::string utc) { started_ = std::move(utc); }
    // The tags of a loaded game, as PGN tag pairs ("[White \"Morphy\"]..."), written again by
    // "show pgn"; empty for a game begun here.
    const std::string& loadedTags() const { return loadedTags_; }
    void setLoadedTags(std::string tags) { loadedTags_ = std::move(tags); }
    // The time now, as started() writes it.
    static std::string utcNow();

    // When the board last saw a move, a new game or someone taking a seat: the side to move
    // has been waiting since then. Absent (a game read back from the store) until the service
    // says when it started; it is the program's time, not a date, so it is never stored.
    std::optional<TimePoint> activeSince() const { return activeSince_; }
    void markActive(TimePoint now) { activeSince_ = now; }

  private:
    void beginNextGame();
    void applyDrawRuleBeforeFirstMove();

    std::string name_;
    int gameNumber_ = 1;
    Game game_;
    std::optional<GameClock> clock_;
    std::array<std::string, 2> seats_;
    std::array<int, 2> computerLevel_{}; // 0: a person (or nobody) holds the seat
    std::array<std::string, 2> engine_;  // an external engine's name, when one holds the seat
    std::array<std::optional<int>, 2> engineLevel_{};
    std::array<std::string, 2> vacatedBy_;
    std::optional<TimePoint> activeSince_;
    std::array<bool, 2> restartAsked_{};
    std::optional<GameTerms> restartTerms_;
    bool startAnnounced_ = false;
    bool rated_ = false, tookBack_ = false;
    std::optional<Request> takeback_, abort_;
    std::string started_, loadedTags_;
    std::optional<DrawRule> drawRuleChoice_;
    DrawRule defaultDrawRule_ = DrawRule::CLAIMED;
};

} // namespace mudchess
