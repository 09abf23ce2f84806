#include "render/clock_words.hpp"

#include "render/describe.hpp"
#include "render/locale.hpp"
#include "render/narration.hpp"

#include <algorithm>

namespace mudchess {

namespace {

std::string counted(long n, const char* unit) {
    return std::to_string(n) + " " + unit + (n == 1 ? "" : "s");
}

} // namespace

std::string durationInWords(Millis left) {
    long ms = std::max<long>(0, long(left.count()));
    long total = ms / 1000, h = total / 3600, m = total / 60 % 60, s = total % 60;
    if (total < 10) {
        std::string tenths = std::to_string(total) + "." + std::to_string(ms % 1000 / 100);
        return said(tenths + " seconds");
    }
    std::string out;
    auto add = [&](long n, const char* unit) {
        if (n) out += (out.empty() ? "" : " ") + counted(n, unit);
    };
    add(h, "hour");
    add(m, "minute");
    add(s, "second");
    return said(out);
}

std::string clocksInWords(const GameObject& t, TimePoint now, const Names& names) {
    const std::optional<GameClock>& clock = t.clock();
    if (!clock) return said({});
    std::string out = "Clocks on " + t.name() + " (" + clock->control().text() + "):";
    std::optional<Color> running = clock->runningFor();
    for (Color c : {WHITE, BLACK}) {
        out += std::string(c == WHITE ? " " : "; ") + playerLabel(t, c, names) + " has " +
               durationInWords(clock->left(c, now));
        if (running == c) out += " and is to move";
    }
    out += ".";
    if (t.game().isOver())
        out += " The game is over; they no longer run.";
    else if (!running)
        out += " They start when both sides have moved once.";
    return said(out);
}

std::string noClockWords(const std::string& object) {
    return said("the game on " + object + " has no clock; \"start new game with clock 5+3 on " +
                object + "\" starts a timed one");
}

} // namespace mudchess
