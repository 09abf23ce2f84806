// The puzzles players have open (issue 53): one each, private to its player, kept in memory;
// and the places' races and daily puzzles. Ratings are saved when a puzzle ends, so a restart
// forgets only puzzles still being solved and races under way.
// No text: puzzle_commands.cpp decides, render/puzzle_words says.
#pragma once

#include "chess/game.hpp"
#include "puzzle/puzzle.hpp"

#include <chrono>
#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <set>
#include <string>

namespace mudchess {

struct OpenPuzzle {
    puzzle::Puzzle puzzle;
    Game game;              // the position now: the opponent's first move and every move since
    std::size_t next = 1;   // the index in puzzle.moves of the solver's move expected next
    bool moved = false;     // the player has played a move of it
    bool hinted = false;    // a hint was given: it can no longer count as solved
    bool rated = true;      // false: a place's puzzle (daily, race), which moves no rating
    std::string daily = {}; // the place whose puzzle of the day it is
};

// A race in a place: each racer follows the line on a copy of their own; a wrong move puts its
// player out; the first to play the whole line wins.
struct PuzzleRaceState {
    using TimePoint = std::chrono::steady_clock::time_point;
    OpenPuzzle start; // the position after the opponent's move, as every racer starts
    std::string object = {};
    TimePoint startedAt = {}, endsAt = {};
    std::map<std::string, OpenPuzzle> racers = {};
    std::set<std::string> out = {};
};

// The puzzle of the day of a place, and who has solved it there.
struct DailyState {
    std::int64_t day = -1;                                 // days since 1970 (UTC)
    std::map<std::string, std::set<std::string>> solvedBy; // by variant key
};

class PuzzleDesk {
  public:
    OpenPuzzle* find(const std::string& player) {
        auto it = open_.find(player);
        return it == open_.end() ? nullptr : &it->second;
    }
    OpenPuzzle& open(const std::string& player, OpenPuzzle p) {
        return open_.insert_or_assign(player, std::move(p)).first->second;
    }
    void close(const std::string& player) { open_.erase(player); }
    // A player now goes by another id: their puzzle and their place in races follow them.
    void rename(const std::string& from, const std::string& to) {
        if (auto p = open_.extract(from)) {
            p.key() = to;
            open_.insert_or_assign(to, std::move(p.mapped()));
        }
        for (auto& [place, race] : races_) {
            if (auto r = race.racers.extract(from)) {
                r.key() = to;
                race.racers.insert(std::move(r));
            }
            if (race.out.erase(from)) race.out.insert(to);
        }
    }

    std::map<std::string, PuzzleRaceState>& races() { return races_; }
    const std::map<std::string, PuzzleRaceState>& races() const { return races_; }
    PuzzleRaceState* raceIn(const std::string& place) {
        auto it = races_.find(place);
        return it == races_.end() ? nullptr : &it->second;
    }
    // The last puzzles raced in a place, newest last: a new race picks another when it can.
    std::deque<std::string>& recentRaces(const std::string& place) { return recent_[place]; }
    DailyState& daily(const std::string& place) { return daily_[place]; }

  private:
    std::map<std::string, OpenPuzzle> open_;
    std::map<std::string, PuzzleRaceState> races_;
    std::map<std::string, std::deque<std::string>> recent_;
    std::map<std::string, DailyState> daily_;
};

} // namespace mudchess
