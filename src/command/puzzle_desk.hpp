// The puzzles players have open (issue 53): one each, private to its player, kept in memory.
// Ratings are saved when a puzzle ends, so a restart forgets only puzzles still being solved.
// No text: puzzle_commands.cpp decides, render/puzzle_words says.
#pragma once

#include "chess/game.hpp"
#include "puzzle/puzzle.hpp"

#include <map>
#include <optional>
#include <string>

namespace mudchess {

struct OpenPuzzle {
    puzzle::Puzzle puzzle;
    Game game;            // the position now: the opponent's first move and every move since
    std::size_t next = 1; // the index in puzzle.moves of the solver's move expected next
    bool moved = false;   // the player has played a move of it
    bool hinted = false;  // a hint was given: it can no longer count as solved
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
    // A player now goes by another id: their puzzle follows them.
    void rename(const std::string& from, const std::string& to) {
        auto it = open_.find(from);
        if (it == open_.end()) return;
        OpenPuzzle p = std::move(it->second);
        open_.erase(it);
        open_.insert_or_assign(to, std::move(p));
    }

  private:
    std::map<std::string, OpenPuzzle> open_;
};

} // namespace mudchess
