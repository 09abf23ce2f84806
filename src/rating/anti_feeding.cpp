#include "rating/anti_feeding.hpp"

namespace mudchess::rating {

double pairingWeight(int earlier) {
    if (earlier < FULL_PAIRINGS) return 1.0;
    if (earlier >= MAX_PAIRINGS) return 0.0;
    double weight = 1.0;
    for (int i = FULL_PAIRINGS; i <= earlier; ++i) weight /= 2;
    return weight;
}

Glicko2 weighted(const Glicko2& before, const Glicko2& full, double weight) {
    auto part = [&](double from, double to) { return from + weight * (to - from); };
    return {part(before.rating, full.rating), part(before.deviation, full.deviation),
            part(before.volatility, full.volatility)};
}

} // namespace mudchess::rating
