// A chess clock for one game. Time is always given (`now`), never read, so tests control it
// and the service decides what "now" is: the time it accepted a move.
#pragma once

#include "chess/types.hpp"

#include <array>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>

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

// "4:57", "0:09.8" under ten seconds, "1:02:03" from an hour.
std::string clockText(Millis left);

class GameClock {
  public:
    explicit GameClock(TimeControl tc);

    const TimeControl& control() const { return tc_; }
    bool running() const { return running_.has_value(); }
    std::optional<Color> runningFor() const { return running_; }

    // `side` is to move from `now`: the clock runs for them.
    void start(Color side, TimePoint now);
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

    // For the store: "5+3;297000;300000;12;11;w" (time control, each side's time left and moves
    // made when the clock was last pressed, and whose clock was running, "-" for nobody).
    std::string saved() const;
    // A clock read back from saved(): stopped, and remembering whose clock ran, so resume() can
    // start it again without counting the time the program was down. Nothing when `text` is
    // not such a clock, with `error` saying why.
    static std::optional<GameClock> fromSaved(std::string_view text, std::string& error);
    // The side whose clock was running when it was saved, until resume() starts it.
    std::optional<Color> pausedFor() const { return paused_; }
    void resume(TimePoint now);

  private:
    // What the running side's move has cost so far, after any delay.
    Millis charged(TimePoint now) const;

    TimeControl tc_;
    std::array<Millis, 2> left_;
    std::array<int, 2> moves_{};
    std::optional<Color> running_;
    std::optional<Color> paused_;
    TimePoint since_{};
};

} // namespace mudchess
