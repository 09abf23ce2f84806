#include "rating/speed.hpp"

namespace mudchess::rating {

Speed speedOf(std::optional<Clock> clock) {
    if (!clock) return Speed::untimed;
    const int estimate = clock->baseSeconds + 40 * clock->incrementSeconds;
    if (estimate < 180) return Speed::bullet;
    if (estimate < 480) return Speed::blitz;
    if (estimate < 1500) return Speed::rapid;
    return Speed::classical;
}

std::string_view speedName(Speed speed) {
    switch (speed) {
    case Speed::untimed: return "untimed";
    case Speed::bullet: return "bullet";
    case Speed::blitz: return "blitz";
    case Speed::rapid: return "rapid";
    case Speed::classical: return "classical";
    }
    return "untimed";
}

} // namespace mudchess::rating
