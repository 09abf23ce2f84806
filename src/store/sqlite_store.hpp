// Games, seats, options and puzzles in one SQLite file (WAL, synchronous=FULL): a change is on
// disk before the dispatcher tells anyone about it. The file is held exclusively while open, so a
// second instance on the same file is refused instead of both writing.
#pragma once

#include "puzzle/puzzle_store.hpp"
#include "store/sqlite.hpp"
#include "world/game_store.hpp"
#include "world/world.hpp"

#include <memory>
#include <string>

namespace mudchess {

class SqliteStore : public GameStore, public puzzle::PuzzleStore {
  public:
    // Opens or creates `path` (":memory:" for a throwaway database), upgrades an older layout,
    // and checks the file. Throws StoreError naming the file and what to do when it is locked,
    // read-only, damaged, of a newer version or not ours; the file is then left untouched.
    static std::unique_ptr<SqliteStore> open(const std::string& path);

    // open() and loadInto() together: what a front end does at start. Throws StoreError.
    static std::unique_ptr<SqliteStore> openInto(const std::string& path, World& world) {
        std::unique_ptr<SqliteStore> store = open(path);
        store->loadInto(world);
        return store;
    }

    // Puts every object's current game (unfinished or not) and every user's options into
    // `world`. Throws StoreError, leaving `world` empty, when a stored game does not replay.
    void loadInto(World& world);

    using GameStore::save;
    void save(const std::vector<ChangedObject>& objects, const std::vector<ChangedOptions>& options,
              const std::vector<RatedGame>& rated) override;
    std::vector<GameObject> history(const std::string& place, const std::string& object) override;
    void saveName(const std::string& id, const std::string& name) override;
    std::vector<std::pair<std::string, GameObject>> gamesOf(const std::string& id) override;
    std::vector<StoredRatedGame> ratedGames() override;
    StoredGamesPage recentGamesOf(const std::string& id, int skip, int count) override;
    std::optional<StoredGame> storedGame(std::int64_t id) override;
    void saveAnalysis(const AnalysedGame& game, const std::string& analysis) override;
    std::optional<std::string> analysisOf(const AnalysedGame& game) override;
    puzzle::PuzzleStore* puzzleStore() override { return this; }

    std::size_t addPuzzles(const std::vector<puzzle::Puzzle>& puzzles) override;
    std::optional<puzzle::Puzzle> puzzle(const std::string& id) override;
    std::size_t puzzleCount(const Variant& variant) override;
    std::optional<puzzle::Puzzle> puzzleAt(const Variant& variant, std::size_t index) override;
    std::optional<puzzle::Puzzle> puzzleNear(const Variant& variant, double rating,
                                             const std::string& player) override;
    std::vector<puzzle::Puzzle> puzzlesOf(const Variant& variant) override;
    std::optional<puzzle::PuzzleRating> puzzleRating(const std::string& player,
                                                     const Variant& variant) override;
    void saveAttempt(const puzzle::PuzzleAttempt& attempt) override;
    std::vector<Leader> puzzleLeaders(const Variant& variant, int count) override;
    std::vector<std::int64_t> gamesToCut(int count) override;
    void markCut(std::int64_t game) override;

    // Caps the file at `pages` pages (of 4 KiB by default), e.g. for a small disk; a save that
    // would pass the cap fails like a full disk.
    void limitPages(std::int64_t pages);

  private:
    SqliteStore(std::string path, std::unique_ptr<sql::Database> db)
        : path_(std::move(path)), db_(std::move(db)) {}
    [[noreturn]] void fail(const sql::Error& e, const std::string& doing) const;

    std::string path_;
    std::unique_ptr<sql::Database> db_;
};

} // namespace mudchess
