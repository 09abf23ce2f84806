#include "rating/speed.hpp"

#include "text/words.hpp"

namespace mudchess::rating {

Speed speedOf(std::optional<Clock> clock) {
    if (!clock) return Speed::untimed;
    const int estimate = clock->baseSeconds + 40 * clock->incrementSeconds;
    if (estimate < 180) return Speed::bullet;
    if (estimate < 480) return Speed::blitz;
    if (estimate < 1500) return Speed::rapid;
    return Speed::classical;
}

std::string speedList() {
    std::vector<std::string> names;
    for (const SpeedName& s : SPEEDS) names.emplace_back(s.name);
    return joinWith(names, " and ");
}

} // namespace mudchess::rating
