#include "rating/glicko2.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace mudchess::rating {

namespace {

constexpr double SCALE = 173.7178; // Glicko-2's scale: 400 / ln 10
constexpr double EPSILON = 0.000001;

double g(double phi) {
    return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

double expected(double mu, double muJ, double phiJ) {
    return 1.0 / (1.0 + std::exp(-g(phiJ) * (mu - muJ)));
}

// Step 5: the new volatility, by the Illinois algorithm (regula falsi that halves the stale
// end), which converges where plain Newton steps could overshoot.
double newVolatility(double sigma, double phi, double v, double delta, double tau) {
    const double a = std::log(sigma * sigma);
    auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau);
    };
    double A = a;
    double B = 0;
    if (delta * delta > phi * phi + v) {
        B = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0) ++k;
        B = a - k * tau;
    }
    double fA = f(A);
    double fB = f(B);
    while (std::abs(B - A) > EPSILON) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2.0;
        }
        B = C;
        fB = fC;
    }
    return std::exp(A / 2.0);
}

} // namespace

Glicko2 ratePeriod(const Glicko2& player, std::span<const Result> games, double tau) {
    const double mu = (player.rating - 1500.0) / SCALE;
    const double phi = player.deviation / SCALE;
    if (games.empty())
        return {player.rating, SCALE * std::sqrt(phi * phi + player.volatility * player.volatility),
                player.volatility};
    double vInverse = 0;
    double sum = 0;
    for (const Result& game : games) {
        const double muJ = (game.opponent.rating - 1500.0) / SCALE;
        const double phiJ = game.opponent.deviation / SCALE;
        const double e = expected(mu, muJ, phiJ);
        vInverse += g(phiJ) * g(phiJ) * e * (1.0 - e);
        sum += g(phiJ) * (game.score - e);
    }
    const double v = 1.0 / vInverse;
    const double sigma = newVolatility(player.volatility, phi, v, v * sum, tau);
    const double phiStar = std::sqrt(phi * phi + sigma * sigma);
    const double phiNew = 1.0 / std::sqrt(1.0 / (phiStar * phiStar) + 1.0 / v);
    const double muNew = mu + phiNew * phiNew * sum;
    return {1500.0 + SCALE * muNew, SCALE * phiNew, sigma};
}

Glicko2 afterIdle(const Glicko2& player, double days) {
    if (days <= 0) return player;
    const double phi = player.deviation / SCALE;
    const double periods = days * PERIODS_PER_DAY;
    const double grown =
        SCALE * std::sqrt(phi * phi + periods * player.volatility * player.volatility);
    return {player.rating, std::min(std::max(grown, player.deviation), MAX_DEVIATION),
            player.volatility};
}

Glicko2 rateGame(const Glicko2& player, double idleDays, const Result& game) {
    Glicko2 rated = ratePeriod(afterIdle(player, idleDays), std::span(&game, 1));
    rated.deviation = std::clamp(rated.deviation, MIN_DEVIATION, MAX_DEVIATION);
    return rated;
}

bool isProvisional(const Glicko2& player) { return player.deviation > PROVISIONAL_DEVIATION; }

} // namespace mudchess::rating
