#include "front/match/move_limits.hpp"

#include <charconv>
#include <cstdio>

namespace mudchess::match {

namespace {

constexpr Millis MAX_BASE = std::chrono::hours(24);
constexpr Millis MAX_INCREMENT = std::chrono::minutes(10);
// Without a clock, a move may take this much beyond its own bound before the engine is given
// up as silent (depth and nodes have no time bound of their own).
constexpr Millis HANG_GRACE{10000};
constexpr Millis UNBOUNDED_MOVE{60000};

// Seconds with up to three decimals, as milliseconds.
std::optional<Millis> seconds(std::string_view text) {
    if (text.empty() || text.size() > 16) return std::nullopt;
    std::size_t dot = text.find('.');
    std::string_view whole = text.substr(0, dot);
    std::string_view fraction = dot == std::string_view::npos ? "" : text.substr(dot + 1);
    if ((whole.empty() && fraction.empty()) || fraction.size() > 3) return std::nullopt;
    long w = 0, f = 0;
    for (std::string_view part : {whole, fraction})
        for (char c : part)
            if (c < '0' || c > '9') return std::nullopt;
    if (!whole.empty()) std::from_chars(whole.data(), whole.data() + whole.size(), w);
    if (!fraction.empty()) {
        std::from_chars(fraction.data(), fraction.data() + fraction.size(), f);
        for (std::size_t i = fraction.size(); i < 3; ++i) f *= 10;
    }
    return Millis(w * 1000 + f);
}

} // namespace

std::string secondsText(Millis t) {
    long ms = long(t.count());
    std::string out = std::to_string(ms / 1000);
    if (ms % 1000) {
        char buf[8];
        std::snprintf(buf, sizeof buf, ".%03ld", ms % 1000);
        std::string fraction = buf;
        while (fraction.back() == '0') fraction.pop_back();
        out += fraction;
    }
    return out;
}

std::optional<TimeControl> parseMatchClock(std::string_view text, std::string& error) {
    const std::string forms = "--tc takes seconds and increment as cutechess-cli does: 10+0.1 "
                              "(10 s, 0.1 s a move), 60 (a minute, no increment), 40/60+1 (40 "
                              "moves in each 60 s)";
    TimeControl tc;
    std::string_view rest = text;
    std::size_t slash = rest.find('/');
    if (slash != std::string_view::npos) {
        int moves = 0;
        auto [end, ec] = std::from_chars(rest.data(), rest.data() + slash, moves);
        if (ec != std::errc() || end != rest.data() + slash || moves < 1 || moves > 200) {
            error = "\"" + std::string(text) + "\" is not a time control; " + forms;
            return std::nullopt;
        }
        tc.movesPerPeriod = moves;
        rest.remove_prefix(slash + 1);
    }
    std::size_t plus = rest.find('+');
    std::optional<Millis> base = seconds(rest.substr(0, plus));
    std::optional<Millis> increment =
        plus == std::string_view::npos ? std::optional(Millis(0)) : seconds(rest.substr(plus + 1));
    if (!base || !increment) {
        error = "\"" + std::string(text) + "\" is not a time control; " + forms;
        return std::nullopt;
    }
    if (*base <= Millis(0) || *base > MAX_BASE || *increment > MAX_INCREMENT) {
        error = "\"" + std::string(text) +
                "\" is out of range: the time must be above 0 and at most a day, the increment "
                "at most 10 minutes";
        return std::nullopt;
    }
    tc.base = *base;
    tc.extra = *increment;
    return tc;
}

std::string MoveLimits::pgnTag() const {
    if (!clock) return "-";
    std::string out = clock->movesPerPeriod ? std::to_string(clock->movesPerPeriod) + "/" : "";
    out += secondsText(clock->base);
    if (clock->extra.count()) out += "+" + secondsText(clock->extra);
    return out;
}

std::string MoveLimits::text() const {
    if (clock) return pgnTag();
    if (moveTime.count()) return std::to_string(moveTime.count()) + " ms a move";
    if (depth) return "depth " + std::to_string(depth);
    return std::to_string(nodes) + " nodes";
}

Millis MoveLimits::hangTimeout() const {
    if (moveTime.count()) return moveTime + HANG_GRACE;
    return UNBOUNDED_MOVE;
}

} // namespace mudchess::match
