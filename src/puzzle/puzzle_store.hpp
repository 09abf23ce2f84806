// Where puzzles, the players' puzzle ratings and their attempts are kept: both stores (SQLite,
// PostgreSQL) implement it beside GameStore. Throws StoreError (world/game_store.hpp) as the
// game store does.
#pragma once

#include "puzzle/puzzle.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mudchess::puzzle {

// A player's puzzle rating in one variant.
struct PuzzleRating {
    rating::Glicko2 glicko;
    int solved = 0;
    int failed = 0;
    int streak = 0;              // puzzles solved in a row, now
    int bestStreak = 0;          // the longest such run
    std::int64_t lastPlayed = 0; // Unix seconds; 0: never
    bool operator==(const PuzzleRating&) const = default;
};

// One puzzle played to its end, solved or not, with what it did to both ratings.
struct PuzzleAttempt {
    std::string player; // the player's id
    std::string puzzle; // the puzzle's id
    const Variant* variant = &chessVariant();
    bool solved = false;
    PuzzleRating playerAfter;
    rating::Glicko2 puzzleAfter;
    std::int64_t when = 0; // Unix seconds
};

class PuzzleStore {
  public:
    virtual ~PuzzleStore() = default;

    // Keeps the puzzles whose ids it does not hold yet, all in one transaction (nothing when it
    // throws); returns how many were new.
    virtual std::size_t addPuzzles(const std::vector<Puzzle>& puzzles) = 0;
    virtual std::optional<Puzzle> puzzle(const std::string& id) = 0;
    virtual std::size_t puzzleCount(const Variant& variant) = 0;
    // The `index`th puzzle of `variant` in id order (0 <= index < puzzleCount), for the daily
    // puzzle: the same for everyone on a day.
    virtual std::optional<Puzzle> puzzleAt(const Variant& variant, std::size_t index) = 0;
    // A puzzle of `variant` that `player` never attempted, its rating nearest `rating`; nothing
    // when they have attempted every one.
    virtual std::optional<Puzzle> puzzleNear(const Variant& variant, double rating,
                                             const std::string& player) = 0;
    // Every puzzle of `variant`, in id order (for export).
    virtual std::vector<Puzzle> puzzlesOf(const Variant& variant) = 0;

    virtual std::optional<PuzzleRating> puzzleRating(const std::string& player,
                                                     const Variant& variant) = 0;
    // Records the attempt, the player's rating and the puzzle's rating and play count, in one
    // transaction.
    virtual void saveAttempt(const PuzzleAttempt& attempt) = 0;
    // The best `count` players of `variant` by puzzle rating, highest first, with their names
    // as last saved (GameStore::saveName), the id where none was.
    struct Leader {
        std::string player;
        std::string name;
        PuzzleRating rating;
    };
    virtual std::vector<Leader> puzzleLeaders(const Variant& variant, int count) = 0;

    // Finished games (StoredGame::id) the cutter has not looked at yet, oldest first, at most
    // `count`; markCut records that it has, found puzzles or not.
    virtual std::vector<std::int64_t> gamesToCut(int count) = 0;
    virtual void markCut(std::int64_t game) = 0;
};

} // namespace mudchess::puzzle
