// What store_bench and postgres_bench both measure, written once so the two stores are timed on
// the same work: random games, the REPL script that plays them, the REPL timed on a database, a
// store filled with unfinished games, and the whole program started on it.
#pragma once

#include "chess/game.hpp"
#include "world/game_store.hpp"

#include <chrono>
#include <functional>
#include <random>
#include <string>
#include <vector>

namespace mudchess::bench {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start);

// Random legal moves from the start, stopped before the game could end.
std::vector<Move> randomMoves(std::mt19937& rng, int plies, Game& game);

// Seats and moves for `boards` boards, each a random game of `plies` plies; `moveCount` is set
// to the number of moves in it.
std::string moveScript(int boards, int plies, int& moveCount);

// Wall time of the REPL reading the file `input` on the database `fresh` makes afresh before
// each run; best of `runs`.
double timeRepl(const std::function<std::string()>& fresh, const std::string& input, int runs);

// Saves `games` unfinished random games, 100 to a place, one transaction a place, as a busy
// server would have written them over time; returns their plies.
long storeUnfinishedGames(GameStore& store, int games);

// Wall time of the whole program from exec to exit on `database` with nothing to read; best of
// `runs`. `scratch` is a directory for the empty input.
double timeStartUp(const std::string& database, const std::string& scratch, int runs);

} // namespace mudchess::bench
