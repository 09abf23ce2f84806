// The sentences of ratings, statistics and leaderboards (rating_commands.cpp decides and fills
// the typed events; these say them).
#pragma once

#include "mudchess/events.hpp"
#include "world/player_stats.hpp"

#include <string>
#include <vector>

namespace mudchess {

// "rating of bob": each pool, or that there is none yet; `self` when they asked of themselves.
std::string ratingsWords(const RatingsShown& shown, bool self);
// A rating as players read it: "1512", or "1512?" while provisional.
std::string ratingFigureWords(int rating, bool provisional);
// "stats of bob".
std::string statsWords(const std::string& who, bool self, const PlayerStats& stats);
// "top players": each speed's leaderboard, or that nobody is settled yet; `here`: of the place
// `shown.place` only.
std::string topWords(const TopShown& shown, bool here);
// A word that is no speed, with the speeds there are.
std::string notASpeedWords(const std::string& typed);
// A rated game that does not count, and why.
std::string notRatedWords(const std::string& object, std::string_view why);
// One side's rating before and after a rated game, for the sentence that tells the place.
struct RatingStep {
    std::string player;
    int before = 0;
    bool provisionalBefore = false;
    int after = 0;
    bool provisionalAfter = false;
};
// "Ratings (standard chess, blitz): alice 1500? -> 1662?, bob 1500? -> 1338?."
std::string ratingsChangedWords(const std::string& variant, const std::string& speed,
                                const std::vector<RatingStep>& steps, double weight);

} // namespace mudchess
