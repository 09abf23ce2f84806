// Where the dispatcher makes its changes durable. The dispatcher hands over every object and
// option a command changed before it lets anyone hear about the change; when saving fails it
// puts things back as they were and tells the player. The SQLite store (src/store) is the real
// one; without a store the world simply lives in memory.
#pragma once

#include "world/game_object.hpp"
#include "world/ratings.hpp"
#include "world/user_options.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

// Defined on the puzzle floor, above this one: a store keeps puzzles too, so the world names the
// interface without its definition.
namespace mudchess::puzzle {
class PuzzleStore;
}

namespace mudchess {

// A save that did not happen; what() is one sentence for the player (what failed, what to do).
struct StoreError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// A save refused because another process sharing the database (PostgreSQL) saved one of the
// objects since this one last read it: nothing was saved. reread() gives what is stored now;
// what() is one sentence for the player, to be followed by the boards as they are now.
struct StoreConflict : StoreError {
    using StoreError::StoreError;
};

struct ChangedObject {
    const std::string& place;
    const GameObject& object;
};

// A game as the store keeps it, by the number the store gave it, one for every game it keeps
// (what `history of bob` lists and `show pgn of game g<id>` takes), with the place it was in.
struct StoredGame {
    std::int64_t id = 0;
    std::string place;
    GameObject object;
};

// A page of a player's finished games, and how many there are in all.
struct StoredGamesPage {
    std::vector<StoredGame> games;
    int total = 0;
};

struct ChangedOptions {
    const std::string& user;
    const UserOptions& options;
};

// A game as its analysis names it: where it was played and its number on the object there, and
// its moves (GameRecord::moves, UCI blank-separated), so an analysis is never read back for
// another game that came to bear the same number (a board's games restored from a different file,
// say).
struct AnalysedGame {
    std::string place, object;
    int number = 0;
    std::string moves;
    bool operator==(const AnalysedGame&) const = default;
};

class GameStore {
  public:
    virtual ~GameStore() = default;
    // All of it or nothing, durable before returning; throws StoreError. `rated`: the games
    // whose end (among `objects`) changed ratings: each is kept as a row of its own, and each
    // rated side's figures after it become that player's rating in the game's variant and
    // speed, in the same transaction, so a rating change is never lost or counted twice.
    virtual void save(const std::vector<ChangedObject>& objects,
                      const std::vector<ChangedOptions>& options,
                      const std::vector<RatedGame>& rated) = 0;
    void save(const std::vector<ChangedObject>& objects,
              const std::vector<ChangedOptions>& options) {
        save(objects, options, {});
    }
    // The earlier games on an object (finished, or set aside for a new one), oldest first;
    // throws StoreError.
    virtual std::vector<GameObject> history(const std::string& place,
                                            const std::string& object) = 0;
    // The player `id` goes by `name` (the id itself: no other name), durable before returning;
    // throws StoreError.
    virtual void saveName(const std::string& id, const std::string& name) = 0;
    // Every finished game (aborted ones left out) in which the player `id` held a seat, in any
    // place, oldest first, with the place it was in: what `stats of <player>` counts. Throws
    // StoreError.
    virtual std::vector<std::pair<std::string, GameObject>> gamesOf(const std::string& id) = 0;
    // Every game that changed ratings, in the order they were saved, with each side's rating
    // before and after (the rating alone) and the game's result and computer: what replaying
    // the ratings needs (`mudchess ratings --check`). Throws StoreError. A store that keeps no
    // rated games has none.
    virtual std::vector<StoredRatedGame> ratedGames() { return {}; }
    // The same games newest first (by when each was set up), `count` of them after the `skip`
    // newest, and how many there are in all: a page of `history of <player>`. Throws StoreError.
    virtual StoredGamesPage recentGamesOf(const std::string& id, int skip, int count) = 0;
    // The game the store numbered `id` (StoredGame::id), finished or not, or nothing when it
    // keeps none of that number. Throws StoreError.
    virtual std::optional<StoredGame> storedGame(std::int64_t id) = 0;
    // Keeps `analysis` (analysis/analysis_text.hpp's text) for `game`, replacing any kept
    // before, durable before returning; throws StoreError. A store that keeps none does nothing.
    virtual void saveAnalysis(const AnalysedGame& /*game*/, const std::string& /*analysis*/) {}
    // The analysis kept for `game` (same place, object, number AND moves), or nothing; throws
    // StoreError.
    virtual std::optional<std::string> analysisOf(const AnalysedGame& /*game*/) {
        return std::nullopt;
    }
    // The current game on `object` in `place` as stored now (after a StoreConflict, or when
    // another process changed it), or nothing when there is none; throws StoreError. A store
    // only one process writes has nothing newer than the world it loaded: nothing.
    virtual std::optional<GameObject> reread(const std::string& /*place*/,
                                             const std::string& /*object*/) {
        return std::nullopt;
    }
    // From now on `changed` is called, on a thread of the store's own, each time another process
    // sharing the database saves an object's game (PostgreSQL's LISTEN/NOTIFY); an empty
    // function stops it (before whatever `changed` reaches goes away). A store no other process
    // writes never calls it.
    using Changed = std::function<void(const std::string& place, const std::string& object)>;
    virtual void watch(Changed /*changed*/) {}

    // Leases (docs/operators.md, "Running several processes"): of the processes sharing a
    // database, the one holding a place's lease alone acts there unprompted (flags fall, the
    // computer and engines move). Takes or renews, for `term` from now by the database's clock,
    // the lease of each of `places` that is free, expired or this process's already; the places
    // whose lease this process holds now. Throws StoreError. A store only one process uses
    // grants every one, for ever.
    virtual std::vector<std::string> lease(const std::vector<std::string>& places,
                                           std::chrono::milliseconds /*term*/) {
        return places;
    }
    // Whether other processes may share the database, so that lease() can refuse and must be
    // renewed before its term runs out.
    virtual bool leasesShared() const { return false; }
    // The same database's puzzles (puzzle/puzzle_store.hpp); nothing for a store that keeps none.
    virtual puzzle::PuzzleStore* puzzleStore() { return nullptr; }
};

} // namespace mudchess
