// What a rated game does to ratings, in one place for the game's end (rating_commands.cpp) and
// for playing every stored rated game again (`mudchess ratings --check`, docs/ratings.md), so
// that the two cannot differ: the weight of the pairing window, each rated side's figures
// before and after, and the book changed by them.
#pragma once

#include "world/game_object.hpp"
#include "world/ratings.hpp"

#include <string>
#include <vector>

namespace mudchess {

// The rating pool of the game's clock ("blitz"): base + 40 x increment (a delay or Bronstein
// allowance taken as an increment).
std::string speedOfGame(const GameObject& t);

// How many rated games `game.white` and `game.black` played together in the day before `game`
// ends, for the anti-feeding rule (rating/anti_feeding.hpp); 0 in a game against the computer
// (`computerLevel` not 0), which that rule does not limit. The book forgets older pairings.
int earlierPairings(RatingBook& book, const RatedGame& game, int computerLevel);

// Each rated side's figures before and after `game` (ended, pool and weight set), rated from
// the book as it stands before it: the side's idle time grows its deviation, and the opponent's
// figures (the computer's level's measured rating) are those they had before the game.
// `whiteScore`: 1, 0.5 or 0. The book is not changed.
void rateSides(const RatingBook& book, RatedGame& game, double whiteScore, int computerLevel);

// The game's figures into the book: each rated side's new rating, and between two people the
// pairing the anti-feeding window counts.
void recordRated(RatingBook& book, const RatedGame& game);

// Where playing the stored rated games (GameStore::ratedGames, oldest first) again from no
// ratings at all differs from what the store holds (each game's weight,
// each side's rating before and after, every figure of every rating): each difference, at most
// `most`; none when they agree exactly. render/rating_check_words.hpp says each.
std::vector<ReplayDifference> replayDifferences(const std::vector<StoredRatedGame>& stored,
                                                const RatingBook& storedRatings,
                                                std::size_t most = 20);

} // namespace mudchess
