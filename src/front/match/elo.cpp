#include "front/match/elo.hpp"

#include <cmath>
#include <cstdio>
#include <limits>

namespace mudchess::match {

namespace {

constexpr double INF = std::numeric_limits<double>::infinity();
constexpr double Z_95 = 1.959963984540054; // two-sided 95% quantile of the normal distribution

std::string signedNumber(double x) {
    if (std::isinf(x)) return x > 0 ? "+inf" : "-inf";
    if (x == 0) x = 0; // no "-0.0"
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.1f", x);
    return buf;
}

} // namespace

double MatchScore::fraction() const { return games() ? points() / games() : 0.5; }

double eloFromScore(double fraction) {
    if (fraction <= 0) return -INF;
    if (fraction >= 1) return INF;
    return -400.0 * std::log10(1.0 / fraction - 1.0);
}

EloEstimate estimateElo(const MatchScore& score) {
    EloEstimate estimate;
    int n = score.games();
    if (n == 0) return {0, INF};
    double p = score.fraction();
    estimate.difference = eloFromScore(p);
    // Each game scores 1, 1/2 or 0: the variance of one game's score about the mean.
    double variance = (score.wins * (1 - p) * (1 - p) + score.draws * (0.5 - p) * (0.5 - p) +
                       score.losses * p * p) /
                      n;
    double spread = Z_95 * std::sqrt(variance / n);
    double low = p - spread, high = p + spread;
    estimate.margin = low <= 0 || high >= 1 ? INF : (eloFromScore(high) - eloFromScore(low)) / 2.0;
    return estimate;
}

std::string eloText(const EloEstimate& estimate) {
    std::string margin = signedNumber(estimate.margin).substr(1);
    return signedNumber(estimate.difference) + " +/- " + margin;
}

} // namespace mudchess::match
