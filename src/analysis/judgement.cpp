#include "analysis/judgement.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace mudchess::analysis {

namespace {

// lichess's constants: the slope of its winning-chances curve (fitted to its games' results by
// rating), and the move-accuracy curve fitted to its players' moves.
constexpr double WINNING_CHANCES_SLOPE = -0.00368208;
constexpr double ACCURACY_SCALE = 103.1668100711649;
constexpr double ACCURACY_DECAY = -0.04354415386753951;
constexpr double ACCURACY_OFFSET = -3.166924740191411;
constexpr double ACCURACY_UNCERTAINTY_BONUS = 1;

// The drops in winning chances, for the mover, that make each verdict, worst first.
constexpr std::pair<double, Verdict> DROPS[] = {
    {0.3, Verdict::BLUNDER}, {0.2, Verdict::MISTAKE}, {0.1, Verdict::INACCURACY}};

// Beyond these a mate walked into or let slip matters less: the game was lost (or won) anyway.
constexpr int HOPELESS_CP = 999;
constexpr int DIRE_CP = 700;

// Whether `e` (from one side's view) is a forced mate for that side, or against it.
bool matesFor(const Evaluation& e) { return e.mate && (*e.mate > 0 || (*e.mate == 0 && e.cp > 0)); }
bool matedIn(const Evaluation& e) { return e.mate && (*e.mate < 0 || (*e.mate == 0 && e.cp < 0)); }

Verdict byDrop(double drop) {
    for (auto [threshold, verdict] : DROPS)
        if (drop >= threshold) return verdict;
    return Verdict::GOOD;
}

// The move's mover, by its index in the game: they alternate from the first.
Color moverOf(std::size_t move, Color firstMover) {
    return move % 2 == 0 ? firstMover : ~firstMover;
}

double populationDeviation(const double* first, std::size_t n) {
    double mean = std::accumulate(first, first + n, 0.0) / double(n);
    double squares = 0;
    for (std::size_t i = 0; i < n; ++i) squares += (first[i] - mean) * (first[i] - mean);
    return std::sqrt(squares / double(n));
}

} // namespace

Evaluation Evaluation::forSide(Color side) const {
    if (side == WHITE) return *this;
    Evaluation e{-cp, mate};
    if (e.mate) e.mate = -*e.mate;
    return e;
}

int Evaluation::ceiled() const { return std::clamp(cp, -CP_CEILING, CP_CEILING); }

double winningChances(int cp) {
    double capped = std::clamp(cp, -CP_CEILING, CP_CEILING);
    return 2 / (1 + std::exp(WINNING_CHANCES_SLOPE * capped)) - 1;
}

double winPercent(int cp) { return 50 + 50 * winningChances(cp); }

Judgement judge(const Evaluation& before, const Evaluation& after, Color mover) {
    Evaluation b = before.forSide(mover), a = after.forSide(mover);
    if (!b.mate && !a.mate)
        return {byDrop(winningChances(b.cp) - winningChances(a.cp)), MateChange::NONE};
    if (!b.mate && matedIn(a)) {
        Verdict v = b.cp < -HOPELESS_CP ? Verdict::INACCURACY
                    : b.cp < -DIRE_CP   ? Verdict::MISTAKE
                                        : Verdict::BLUNDER;
        return {v, MateChange::WALKED_INTO};
    }
    if (matesFor(b) && !matesFor(a)) {
        // Facing a mate now, the position is worth nothing: lichess counts it as 0 centipawns.
        int left = a.mate ? 0 : a.cp;
        Verdict v = left > HOPELESS_CP ? Verdict::INACCURACY
                    : left > DIRE_CP   ? Verdict::MISTAKE
                                       : Verdict::BLUNDER;
        return {v, MateChange::LET_SLIP};
    }
    // A slower mate, a mate against the mover that stays one, or a way out of a mate.
    return {};
}

double moveAccuracy(double winBefore, double winAfter) {
    if (winAfter >= winBefore) return 100;
    double raw = ACCURACY_SCALE * std::exp(ACCURACY_DECAY * (winBefore - winAfter)) +
                 ACCURACY_OFFSET + ACCURACY_UNCERTAINTY_BONUS;
    return std::clamp(raw, 0.0, 100.0);
}

std::array<std::optional<double>, COLOR_NB> gameAccuracy(const std::vector<Evaluation>& positions,
                                                         Color firstMover) {
    std::array<std::optional<double>, COLOR_NB> out;
    if (positions.size() < 2) return out;
    std::size_t moves = positions.size() - 1;
    std::vector<double> wins;
    for (const Evaluation& e : positions) wins.push_back(winPercent(e.ceiled()));

    // One window of win percentages around each move: the first few moves share the opening
    // window, then it slides. The sharper the game there, the more the move weighs.
    std::size_t window = std::clamp<std::size_t>(moves / 10, 2, 8);
    window = std::min(window, wins.size());
    std::vector<double> weights;
    for (std::size_t i = 0; i + 2 < window && weights.size() < moves; ++i)
        weights.push_back(std::clamp(populationDeviation(wins.data(), window), 0.5, 12.0));
    for (std::size_t start = 0; start + window <= wins.size() && weights.size() < moves; ++start)
        weights.push_back(std::clamp(populationDeviation(wins.data() + start, window), 0.5, 12.0));

    for (Color side : {WHITE, BLACK}) {
        double weighted = 0, weightSum = 0, inverseSum = 0;
        std::size_t count = 0;
        for (std::size_t i = 0; i < weights.size(); ++i) {
            if (moverOf(i, firstMover) != side) continue;
            double before = side == WHITE ? wins[i] : 100 - wins[i];
            double after = side == WHITE ? wins[i + 1] : 100 - wins[i + 1];
            double accuracy = moveAccuracy(before, after);
            weighted += accuracy * weights[i];
            weightSum += weights[i];
            inverseSum += 1 / std::max(1.0, accuracy);
            ++count;
        }
        if (count == 0) continue;
        double harmonic = double(count) / inverseSum;
        out[side] = (weighted / weightSum + harmonic) / 2;
    }
    return out;
}

std::array<std::optional<double>, COLOR_NB>
averageCentipawnLoss(const std::vector<Evaluation>& positions, Color firstMover) {
    std::array<std::optional<double>, COLOR_NB> out;
    std::array<double, COLOR_NB> loss{};
    std::array<int, COLOR_NB> count{};
    for (std::size_t i = 0; i + 1 < positions.size(); ++i) {
        Color side = moverOf(i, firstMover);
        int before = positions[i].forSide(side).ceiled();
        int after = positions[i + 1].forSide(side).ceiled();
        loss[side] += std::max(0, before - after);
        ++count[side];
    }
    for (Color side : {WHITE, BLACK})
        if (count[side] > 0) out[side] = loss[side] / count[side];
    return out;
}

} // namespace mudchess::analysis
