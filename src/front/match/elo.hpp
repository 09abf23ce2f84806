// What a match's score says about the difference in strength: the logistic (Elo) difference
// that would give this score, and how far it may be off.
#pragma once

#include <string>

namespace mudchess::match {

// A score from one engine's side.
struct MatchScore {
    int wins = 0, draws = 0, losses = 0;

    int games() const { return wins + draws + losses; }
    double points() const { return wins + draws / 2.0; }
    // Points per game, 0 to 1; 0.5 with no games.
    double fraction() const;
};

struct EloEstimate {
    double difference = 0; // +inf or -inf when every game was won or lost
    // Half the width of the 95% confidence interval; +inf when the interval reaches a score of
    // 0 or 1 (too few games, or all of them won or lost).
    double margin = 0;
};

// The Elo difference that makes `fraction` the expected score: -400 log10(1/fraction - 1).
double eloFromScore(double fraction);

// The difference from the score, with its margin from the trinomial spread of the games'
// results: the standard error of the mean score, times 1.96, mapped through eloFromScore at
// both ends of the interval, halved (the way cutechess-cli reports it).
EloEstimate estimateElo(const MatchScore& score);

// "+34.9 +/- 120.3", "+inf +/- inf", "-12.0 +/- 8.5".
std::string eloText(const EloEstimate& estimate);

} // namespace mudchess::match
