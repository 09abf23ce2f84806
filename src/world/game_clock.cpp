#include "world/game_clock.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <vector>

namespace mudchess {

namespace {

// A whole number at the front of `text`, taken off it.
std::optional<long> number(std::string_view& text) {
    long value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || value < 0) return std::nullopt;
    text.remove_prefix(std::size_t(end - text.data()));
    return value;
}

bool take(std::string_view& text, std::string_view word) {
    if (!text.starts_with(word)) return false;
    text.remove_prefix(word.size());
    return true;
}

std::string_view trimmed(std::string_view t) {
    while (!t.empty() && t.front() == ' ') t.remove_prefix(1);
    while (!t.empty() && t.back() == ' ') t.remove_suffix(1);
    return t;
}

// "5" (minutes) or "0:30" (minutes:seconds).
std::optional<Millis> duration(std::string_view& text) {
    std::optional<long> minutes = number(text);
    if (!minutes) return std::nullopt;
    long seconds = 0;
    if (take(text, ":")) {
        std::optional<long> s = number(text);
        if (!s || *s >= 60) return std::nullopt;
        seconds = *s;
    }
    return Millis((*minutes * 60 + seconds) * 1000);
}

constexpr Millis MAX_BASE = std::chrono::hours(24);
constexpr Millis MAX_EXTRA = std::chrono::minutes(10);

const char* const FORMS = "clocks look like 5+3 (minutes + seconds a move), 0:30+1, 40/90+30, "
                          "15 delay 5 or 15 bronstein 5; \"help clocks\" says more";

} // namespace

std::optional<TimeControl> parseTimeControl(std::string_view typed, std::string& error) {
    std::string_view text = trimmed(typed);
    TimeControl tc;
    std::string_view rest = text;
    std::optional<long> first = number(rest);
    if (first && take(rest, "/")) {
        if (*first < 1 || *first > 200) {
            error = "a period of " + std::to_string(*first) + " moves makes no sense; " + FORMS;
            return std::nullopt;
        }
        tc.movesPerPeriod = int(*first);
        text = rest;
    }
    std::optional<Millis> base = duration(text);
    if (!base || *base <= Millis(0) || *base > MAX_BASE) {
        error = "\"" + std::string(trimmed(typed)) + "\" is not a clock I know: " + FORMS;
        return std::nullopt;
    }
    tc.base = *base;
    text = trimmed(text);
    if (take(text, "+"))
        tc.kind = TimeControl::Kind::INCREMENT;
    else if (take(text, "delay"))
        tc.kind = TimeControl::Kind::DELAY;
    else if (take(text, "bronstein"))
        tc.kind = TimeControl::Kind::BRONSTEIN;
    else if (!text.empty()) {
        error = "\"" + std::string(trimmed(typed)) + "\" is not a clock I know: " + FORMS;
        return std::nullopt;
    }
    text = trimmed(text);
    if (!text.empty()) {
        std::optional<long> seconds = number(text);
        if (!seconds || !trimmed(text).empty() || Millis(*seconds * 1000) > MAX_EXTRA) {
            error = "\"" + std::string(trimmed(typed)) + "\" is not a clock I know: " + FORMS;
            return std::nullopt;
        }
        tc.extra = Millis(*seconds * 1000);
    } else if (tc.kind != TimeControl::Kind::INCREMENT || trimmed(typed).back() == '+') {
        error = "\"" + std::string(trimmed(typed)) + "\" needs its seconds: " + FORMS;
        return std::nullopt;
    }
    return tc;
}

std::string TimeControl::text() const {
    long seconds = long(base.count() / 1000);
    std::string out = movesPerPeriod ? std::to_string(movesPerPeriod) + "/" : "";
    out += seconds % 60 ? std::to_string(seconds / 60) + ":" + (seconds % 60 < 10 ? "0" : "") +
                              std::to_string(seconds % 60)
                        : std::to_string(seconds / 60);
    std::string e = std::to_string(extra.count() / 1000);
    switch (kind) {
    case Kind::INCREMENT: return out + "+" + e;
    case Kind::DELAY: return out + " delay " + e;
    case Kind::BRONSTEIN: return out + " bronstein " + e;
    }
    return out;
}

std::string TimeControl::pgnTag() const {
    std::string out = movesPerPeriod ? std::to_string(movesPerPeriod) + "/" : "";
    out += std::to_string(base.count() / 1000);
    if (extra.count()) out += "+" + std::to_string(extra.count() / 1000);
    return out;
}

std::string clockText(Millis left) {
    // Rounded up, as a chess clock shows time: "0:00" only once it has run out, and a reply a
    // few milliseconds after an increment still shows the whole second it added.
    long ms = std::max<long>(0, long(left.count()));
    char buf[32];
    if (long tenths = (ms + 99) / 100; tenths < 100) {
        std::snprintf(buf, sizeof buf, "0:%02ld.%ld", tenths / 10, tenths % 10);
        return buf;
    }
    long total = (ms + 999) / 1000, h = total / 3600, m = total / 60 % 60, s = total % 60;
    if (h)
        std::snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", h, m, s);
    else
        std::snprintf(buf, sizeof buf, "%ld:%02ld", m, s);
    return buf;
}

std::string pgnClockComment(Millis left) {
    long total = std::max<long>(0, long(left.count())) / 1000;
    char buf[48];
    std::snprintf(buf, sizeof buf, "[%%clk %ld:%02ld:%02ld]", total / 3600, total / 60 % 60,
                  total % 60);
    return buf;
}

GameClock::GameClock(TimeControl tc) : tc_(tc), left_{tc.base, tc.base} {}

void GameClock::start(Color side, TimePoint now) {
    paused_.reset();
    spentBeforePause_ = Millis(0);
    running_ = side;
    since_ = startedAt_ = now;
}

Millis GameClock::charged(TimePoint now) const {
    return chargedFor(std::chrono::duration_cast<Millis>(now - since_));
}

Millis GameClock::chargedFor(Millis spent) const {
    if (spent < Millis(0)) spent = Millis(0);
    if (tc_.kind == TimeControl::Kind::DELAY) spent = std::max(Millis(0), spent - tc_.extra);
    return spent;
}

void GameClock::press(Color mover, Color next, TimePoint now) {
    if (running_ == mover) {
        Millis spent = charged(now);
        left_[mover] -= spent;
        if (tc_.kind == TimeControl::Kind::INCREMENT) left_[mover] += tc_.extra;
        if (tc_.kind == TimeControl::Kind::BRONSTEIN)
            left_[mover] += std::min(std::chrono::duration_cast<Millis>(now - since_), tc_.extra);
    }
    countMove(mover);
    start(next, now);
}

void GameClock::countMove(Color mover) {
    ++moves_[mover];
    if (tc_.movesPerPeriod && moves_[mover] % tc_.movesPerPeriod == 0) left_[mover] += tc_.base;
    readings_.push_back({mover, std::max(Millis(0), left_[mover])});
}

void GameClock::moveMade(Color mover, std::optional<Color> next, TimePoint now) {
    lastCharged_.reset();
    if (running_ == mover) lastCharged_ = charged(now);
    if (running_ && next) return press(mover, *next, now);
    if (running_) stop(now); // the last move: its time is charged, and nothing runs on
    countMove(mover);
    if (next && moves_[WHITE] > 0 && moves_[BLACK] > 0) start(*next, now);
}

void GameClock::takeBack(std::size_t moves, Color toMove, TimePoint now) {
    bool wasRunning = running_ || paused_;
    if (readingsComplete_) {
        readings_.resize(std::min(moves, readings_.size()));
        left_ = {tc_.base, tc_.base};
        moves_ = {};
        for (const Reading& r : readings_) {
            left_[r.mover] = r.left;
            ++moves_[r.mover];
        }
    } else if (running_) {
        left_[*running_] = left(*running_, now); // times before the save are unknown: keep them
    }
    running_.reset();
    paused_.reset();
    bool bothMoved = moves_[WHITE] > 0 && moves_[BLACK] > 0;
    if (readingsComplete_ ? bothMoved : wasRunning) start(toMove, now);
}

void GameClock::stop(TimePoint now) {
    if (running_) left_[*running_] = std::max(Millis(0), left_[*running_] - charged(now));
    if (paused_)
        left_[*paused_] = std::max(Millis(0), left_[*paused_] - chargedFor(spentBeforePause_));
    running_.reset();
    paused_.reset();
    spentBeforePause_ = Millis(0);
}

Millis GameClock::left(Color side, TimePoint now) const {
    if (paused_ == side) return left_[side] - chargedFor(spentBeforePause_);
    if (running_ != side) return left_[side];
    return left_[side] - charged(now);
}

std::optional<TimePoint> GameClock::flagAt() const {
    if (!running_) return std::nullopt;
    Millis allowed = left_[*running_];
    if (tc_.kind == TimeControl::Kind::DELAY) allowed += tc_.extra;
    return since_ + std::max(Millis(0), allowed);
}

std::string GameClock::saved() const {
    std::optional<Color> side = running_ ? running_ : paused_;
    std::string out = tc_.text() + ";" + std::to_string(left_[WHITE].count()) + ";" +
                      std::to_string(left_[BLACK].count()) + ";" + std::to_string(moves_[WHITE]) +
                      ";" + std::to_string(moves_[BLACK]) + ";" +
                      (!side            ? "-"
                       : *side == WHITE ? "w"
                                        : "b");
    if (!readingsComplete_) return out;
    out += ';';
    for (std::size_t i = 0; i < readings_.size(); ++i)
        out += (i ? " " : "") + std::string(readings_[i].mover == WHITE ? "w" : "b") +
               std::to_string(readings_[i].left.count());
    return out;
}

namespace {

// "w300000 b297000": the readings as saved() writes them.
std::optional<std::vector<GameClock::Reading>> readingsFrom(std::string_view text) {
    std::vector<GameClock::Reading> out;
    while (!text.empty()) {
        std::size_t end = text.find(' ');
        std::string_view word = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        if (word.size() < 2 || (word[0] != 'w' && word[0] != 'b')) return std::nullopt;
        Color mover = word[0] == 'w' ? WHITE : BLACK;
        word.remove_prefix(1);
        std::optional<long> ms = number(word);
        if (!ms || !word.empty()) return std::nullopt;
        out.push_back({mover, Millis(*ms)});
    }
    return out;
}

} // namespace

std::optional<GameClock> GameClock::fromSaved(std::string_view text, std::string& error) {
    std::vector<std::string_view> fields;
    for (std::size_t start = 0;;) {
        std::size_t end = text.find(';', start);
        fields.push_back(text.substr(start, end - start));
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    error = "the clock \"" + std::string(text) + "\" is not one mudchess saved";
    if (fields.size() != 6 && fields.size() != 7) return std::nullopt;
    std::string ignored;
    std::optional<TimeControl> tc = parseTimeControl(fields[0], ignored);
    std::array<long, 4> numbers{};
    for (std::size_t i = 0; i < 4; ++i) {
        std::string_view field = fields[i + 1];
        std::optional<long> n = number(field);
        if (!n || !field.empty()) return std::nullopt;
        numbers[i] = *n;
    }
    if (!tc || (fields[5] != "w" && fields[5] != "b" && fields[5] != "-")) return std::nullopt;
    GameClock clock(*tc);
    clock.left_ = {Millis(numbers[0]), Millis(numbers[1])};
    clock.moves_ = {int(numbers[2]), int(numbers[3])};
    if (fields[5] != "-") clock.paused_ = fields[5] == "w" ? WHITE : BLACK;
    clock.readingsComplete_ = fields.size() == 7;
    if (fields.size() == 7) {
        std::optional<std::vector<Reading>> readings = readingsFrom(fields[6]);
        if (!readings) return std::nullopt;
        clock.readings_ = std::move(*readings);
    }
    error.clear();
    return clock;
}

void GameClock::resume(TimePoint now) {
    if (!paused_) return;
    Millis spent = spentBeforePause_;
    start(*paused_, now);
    since_ -= spent; // the move goes on costing from where it stood
}

void GameClock::pause(TimePoint now) {
    if (!running_) return;
    spentBeforePause_ = std::max(Millis(0), std::chrono::duration_cast<Millis>(now - since_));
    paused_ = running_;
    running_.reset();
}

void GameClock::shownAt(TimePoint shown, Millis most) {
    if (!running_) return;
    since_ = std::max(since_, std::min(shown, startedAt_ + most));
}

} // namespace mudchess
