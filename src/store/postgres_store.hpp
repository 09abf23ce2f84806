// Games, seats, options, names and puzzles in a PostgreSQL database (issue 42), for a community
// that runs several mudchess processes on one set of games. The same promise as the SQLite store: a
// change is committed (PostgreSQL's own durable commit) before the dispatcher tells anyone about
// it, and a save that fails changes nothing. When the connection is lost the store connects again
// by itself, at most once per back-off interval (a quarter of a second, doubling to 30 s), and
// until then every save is refused with a sentence saying the database cannot be reached. Several
// processes may share the database: each save of an object checks that its current game is still at
// the version this process last read (optimistic versioning), and is refused with StoreConflict,
// nothing saved, when another process saved it meanwhile.
#pragma once

#include "puzzle/puzzle_store.hpp"
#include "store/postgres.hpp"
#include "store/postgres_listener.hpp"
#include "world/game_store.hpp"
#include "world/world.hpp"

#include <atomic>
#include <chrono>
#include <map>
#include <memory>
#include <string>

namespace mudchess {

class PostgresStore : public GameStore, public puzzle::PuzzleStore {
  public:
    // Connects with `conninfo` (a postgresql:// URI or libpq's key=value words; the password
    // from ~/.pgpass, PGPASSWORD or the string itself), creates or upgrades the layout, and
    // prepares the statements. Throws StoreError naming the database (never its password) and
    // what to do when it cannot be reached, refuses the password, is of a newer layout or is
    // another program's; the database is then left untouched.
    static std::unique_ptr<PostgresStore> open(const std::string& conninfo);

    // open() and loadInto() together: what a front end does at start. Throws StoreError.
    static std::unique_ptr<PostgresStore> openInto(const std::string& conninfo, World& world) {
        std::unique_ptr<PostgresStore> store = open(conninfo);
        store->loadInto(world);
        return store;
    }

    // Puts every object's current game and every user's options and name into `world`. Throws
    // StoreError, leaving `world` as it was, when a stored game does not replay.
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
    std::optional<GameObject> reread(const std::string& place, const std::string& object) override;
    void watch(Changed changed) override;
    std::vector<std::string> lease(const std::vector<std::string>& places,
                                   std::chrono::milliseconds term) override;
    bool leasesShared() const override { return true; }
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
    // Stops listening and hands back this process's leases.
    ~PostgresStore() override;
    // Who holds this process's leases in the table leases: host, pid and a random number.
    const std::string& owner() const { return owner_; }

    // An object's current game row as far as telling whose commit it is goes: its version, the
    // game's number on the object and its moves.
    struct StoredRow {
        std::int64_t version = 0;
        int number = 0;
        std::string moves;
    };

  private:
    using Key = std::pair<std::string, std::string>; // place, object
    using Clock = std::chrono::steady_clock;
    explicit PostgresStore(std::string conninfo);
    // A connection ready for statements: the one there is, or a new one when it was lost and
    // the back-off allows another try. Throws pg::Error when there is none.
    pg::Connection& connection();
    void connect();
    // connection() with a transaction begun. A connection found lost at BEGIN (the server
    // restarted since the last save) had nothing under way: it is replaced at once, once.
    pg::Connection& begin();
    // `read` on connection(), and once more on a new one when the connection was found lost.
    template <class Read> auto reading(Read read);
    // A save's object as written in its transaction.
    struct Written {
        Key key;
        StoredRow row;
    };
    // After the connection was lost during a save's COMMIT: on a new connection, whether the
    // database holds what the save wrote (the commit happened: the change stands), holds
    // something else (it did not: rolled back, as any failed save), or nothing when it cannot be
    // reached to ask.
    std::optional<bool> committedAfterAll(const std::vector<Written>& written);
    [[noreturn]] void fail(const pg::Error& e, const std::string& doing);
    StoreConflict conflict(const std::string& objects) const;

    std::string conninfo_;
    std::string shown_; // the connection string without its password, for messages
    std::string owner_; // this process among those sharing the database (processName())
    std::unique_ptr<pg::Connection> db_;
    Clock::time_point nextTry_{};
    std::chrono::milliseconds backOff_{0};
    // The version of each object's current game as this process last read or wrote it; an
    // object missing has no game this process knows of.
    std::map<Key, std::int64_t> versions_;
    // The server process of db_, whose own notifications the listener leaves out.
    std::atomic<int> ownPid_{0};
    std::unique_ptr<pg::Listener> listener_;
};

// Whether the row stored now (none: the object has no game) is the one a save wrote: the same
// version, game number and moves. After a lost COMMIT it decides whether the move stands.
bool isOurCommit(const std::optional<PostgresStore::StoredRow>& stored,
                 const PostgresStore::StoredRow& ours);

} // namespace mudchess
