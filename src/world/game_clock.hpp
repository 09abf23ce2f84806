// A chess clock for one game. Time is always given (`now`), never read, so tests control it
// and the service decides what "now" is: the time it accepted a move.
#pragma once

#include "chess/types.hpp"

#include <array>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mudchess {

using Millis = std::chrono::milliseconds;
using TimePoint = std::chrono::steady_clock::time_point;

// How a game is timed: "5+3" (5 minutes, 3 seconds added after each move), "0:30+1" (seconds),
// "40/90+30" (90 minutes for each 40 moves, 30 s added a move), "15 delay 5" (the clock waits
// 5 s each move before it runs), "15 bronstein 5" (up to 5 s of each move given back).
struct TimeControl {
    enum class Kind : std::uint8_t { INCREMENT, DELAY, BRONSTEIN };
    Millis base{0};
    Millis extra{0};        // increment, delay or Bronstein allowance
    int movesPerPeriod = 0; // 0: one period for the whole game
    Kind kind = Kind::INCREMENT;

    // Back in the form it was typed in (minutes as "5", seconds as "0:30").
    std::string text() const;
    // PGN's TimeControl tag: "300+3", "40/5400+30".
    std::string pgnTag() const;
    bool operator==(const TimeControl&) const = default;
};

// The time control `text` names, or an empty result with `error` saying what would work.
std::optional<TimeControl> parseTimeControl(std::string_view text, std::string& error);

// "4:57", "0:09.8" under ten seconds, "1:02:03" from an hour; rounded up.
std::string clockText(Millis left);
// PGN's clock comment for a time left: "[%clk 0:04:57]" (hours, minutes, whole seconds).
std::string pgnClockComment(Millis left);

class GameClock {
  public:
    explicit GameClock(TimeControl tc);

    const TimeControl& control() const { return tc_; }
    bool running() const { return running_.has_value(); }
    std::optional<Color> runningFor() const { return running_; }

    // `side` is to move from `now`: the clock runs for them.
    void start(Color side, TimePoint now);
    // `mover` made a move at `now` and `next` is to move (nothing: the move ended the game).
    // The clock starts once both sides have moved once and is pressed after every move from
    // then on; what the mover had left after each move is kept (readings()).
    void moveMade(Color mover, std::optional<Color> next, TimePoint now);
    // `mover` finished a move at `now`: their time is charged, increment or Bronstein time
    // added, a new period begun when one ends; then the clock runs for `next`.
    void press(Color mover, Color next, TimePoint now);
    // The game is over (or set aside): nothing runs any more; time left is kept.
    void stop(TimePoint now);

    Millis left(Color side, TimePoint now) const;
    // When the running side's flag falls, if nobody moves before.
    std::optional<TimePoint> flagAt() const;

    // Moves `side` has made on this clock (the computer counts moves to the next period).
    int movesMade(Color side) const { return moves_[side]; }
    // The time `side` had left when the clock was last pressed (or stopped).
    Millis stored(Color side) const { return left_[side]; }
    // What the last move cost its mover on this clock (before any increment): nothing when the
    // clock did not run for it (each side's first move, or a paused clock).
    std::optional<Millis> lastCharged() const { return lastCharged_; }

    // The mover's time left just after each move, in the order the moves were made (PGN's
    // [%clk] comments; what a takeback goes back to).
    struct Reading {
        Color mover;
        Millis left;
        bool operator==(const Reading&) const = default;
    };
    const std::vector<Reading>& readings() const { return readings_; }
    // False for a clock saved before readings were kept: its earlier times are unknown.
    bool readingsComplete() const { return readingsComplete_; }
    // Only the first `moves` moves stand: each side's time is what it had after its last move
    // among them (the base before any), and from `now` the clock runs for `toMove` if both
    // sides had moved once by then. The time the taken-back moves took is given back.
    void takeBack(std::size_t moves, Color toMove, TimePoint now);

    // For the store: "5+3;297000;300000;12;11;w;w300000 b297000 ..." (time control, each side's
    // time left and moves made when the clock was last pressed, whose clock was running, "-"
    // for nobody, and the readings, the mover's letter and milliseconds each). Text without the
    // readings (as layout 4 first wrote it) still reads back, with readingsComplete() false.
    std::string saved() const;
    // A clock read back from saved(): stopped, and remembering whose clock ran, so resume() can
    // start it again without counting the time the program was down. Nothing when `text` is
    // not such a clock, with `error` saying why.
    static std::optional<GameClock> fromSaved(std::string_view text, std::string& error);
    // The side whose clock was running when it was saved or paused, until resume() starts it.
    std::optional<Color> pausedFor() const { return paused_; }
    // Runs the paused clock again from `now`: the time it stood still counts against nobody.
    void resume(TimePoint now);
    // Stops the running clock at `now` without pressing it (the players cannot be told of
    // moves); resume() starts it again where it stood.
    void pause(TimePoint now);

    // The side to move was shown the move that started their clock only at `shown` (after a
    // front end's send queue): their clock counts from then, but from no later than `most`
    // after the move, so nobody gains more than that from a slow line. Nothing changes for a
    // clock that is not running or already counts from later.
    void shownAt(TimePoint shown, Millis most);

  private:
    // What the running side's move has cost so far, after any delay.
    Millis charged(TimePoint now) const;
    Millis chargedFor(Millis spent) const;
    // One more move by `mover`: a new period when one ends, and the reading.
    void countMove(Color mover);

    TimeControl tc_;
    std::array<Millis, 2> left_;
    std::array<int, 2> moves_{};
    std::optional<Color> running_;
    std::optional<Color> paused_;
    TimePoint since_{};
    TimePoint startedAt_{};      // when start() last ran: the move that started it
    Millis spentBeforePause_{0}; // what ran of the paused side's move before pause()
    std::vector<Reading> readings_;
    bool readingsComplete_ = true;
    std::optional<Millis> lastCharged_;
};

} // namespace mudchess
