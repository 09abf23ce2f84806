#include "store/sqlite_store.hpp"

#include "store/rated_rows.hpp"

#include "store/game_record.hpp"
#include "store/puzzle_rows.hpp"
#include "store/schema.hpp"

namespace mudchess {

namespace {

// Why an open failed, and what the person running the program can do about it.
std::string openFailure(const sql::Error& e, const std::string& path) {
    std::string file = "the database " + path;
    switch (e.code) {
    case SQLITE_BUSY:
        return file + " is in use by another running mudchess; stop that one first, or choose "
                      "another database file";
    case SQLITE_READONLY:
        return file + " is read-only; make it writable (chmod u+w), or choose another file";
    case SQLITE_CANTOPEN:
        return "cannot open " + file +
               ": its folder does not exist or may not be written; fix "
               "the path, or choose another file";
    case SQLITE_FULL: return "cannot open " + file + ": the disk is full; free some space first";
    case SQLITE_NOTADB:
    case SQLITE_CORRUPT:
        return file + " is damaged or is not a database (SQLite: " + e.what() +
               "); it was left as it is: restore a backup, or move it aside to start afresh";
    default:
        return "cannot open " + file + " (SQLite: " + e.what() +
               "); it was left as it is: check the file, or choose another one";
    }
}

void upsertGame(sql::Statement& upsert, sql::Statement& retire, const std::string& place,
                const GameRecord& r) {
    upsert.bind(1, place).bind(2, r.object).bind(3, std::int64_t(r.number)).bind(4, r.variant);
    upsert.bind(5, r.startFen).bind(6, r.moves).bind(7, r.white).bind(8, r.black);
    upsert.bind(9, r.result).bind(10, r.termination).bind(11, r.drawOffer).bind(12, r.clock);
    upsert.bind(13, r.computers).bind(14, r.started).bind(15, r.tags).bind(16, r.drawRule);
    upsert.bind(17, r.boardDrawRule).bind(18, std::int64_t(r.rated)).bind(19, r.engines);
    upsert.run();
    retire.bind(1, place).bind(2, r.object).bind(3, std::int64_t(r.number));
    retire.run();
}

const char* const UPSERT_GAME = R"(
INSERT INTO games(place, object, number, current, variant, start_fen, moves, white, black,
                  result, termination, draw_offer, clock, computers, started, tags, draw_rule,
                  board_draw_rule, rated, engines)
    VALUES(?1, ?2, ?3, 1, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18,
           ?19)
    ON CONFLICT(place, object, number) DO UPDATE SET
        current = 1, variant = ?4, start_fen = ?5, moves = ?6, white = ?7, black = ?8,
        result = ?9, termination = ?10, draw_offer = ?11, clock = ?12,
        computers = ?13, started = ?14, tags = ?15, draw_rule = ?16, board_draw_rule = ?17,
        rated = ?18, engines = ?19)";

const char* const RETIRE_OTHERS =
    "UPDATE games SET current = 0 WHERE place = ?1 AND object = ?2 AND number <> ?3 AND current";

const char* const SELECT_GAME =
    "SELECT place, object, number, variant, start_fen, moves, white, "
    "black, result, termination, draw_offer, clock, computers, started, tags, draw_rule, "
    "board_draw_rule, rated, engines FROM games ";

// A player's finished games, newest first, a page at a time (`history of bob`), and one game by
// its id (`show pgn of game g12`): the id, the game's number in the whole store, is column 19.
#define GAME_COLUMNS                                                                               \
    "place, object, number, variant, start_fen, moves, white, black, result, termination, "        \
    "draw_offer, clock, computers, started, tags, draw_rule, board_draw_rule, rated, engines, id "
// The page is taken from each side's newest games alone, read backwards from the index on
// that side (schema.cpp, layout 11), so a page costs about as many rows as it skips and shows
// however many games the player has; `white = ?1 OR black = ?1` would fetch and sort all of them.
// UNION, not UNION ALL: a game against oneself is one game.
const char* const RECENT_GAMES_OF =
    "SELECT " GAME_COLUMNS "FROM games WHERE id IN ("
    "SELECT id FROM (SELECT id FROM games WHERE white = ?1 AND result <> '*' "
    "ORDER BY id DESC LIMIT ?2 + ?3) UNION "
    "SELECT id FROM (SELECT id FROM games WHERE black = ?1 AND result <> '*' "
    "ORDER BY id DESC LIMIT ?2 + ?3) ORDER BY id DESC LIMIT ?2 OFFSET ?3) ORDER BY id DESC";
const char* const COUNT_GAMES_OF =
    "SELECT count(*) FROM games WHERE (white = ?1 OR black = ?1) AND result <> '*'";
const char* const STORED_GAME = "SELECT " GAME_COLUMNS "FROM games WHERE id = ?1";
constexpr int ID_COLUMN = 19;

// A game's analysis, replacing the one kept for its number on the object (a game since
// restored there under that number has other moves), and read back only for the same moves.
const char* const SAVE_ANALYSIS =
    "INSERT OR REPLACE INTO analyses(place, object, number, moves, analysis) "
    "VALUES(?1, ?2, ?3, ?4, ?5)";
const char* const ANALYSIS_OF = "SELECT analysis FROM analyses WHERE place = ?1 AND object = ?2 "
                                "AND number = ?3 AND moves = ?4";

// `game` bound as the first four values of SAVE_ANALYSIS and ANALYSIS_OF.
sql::Statement& bindGame(sql::Statement& statement, const AnalysedGame& game) {
    return statement.bind(1, game.place)
        .bind(2, game.object)
        .bind(3, std::int64_t(game.number))
        .bind(4, game.moves);
}

// Puzzles (store/puzzle_rows.hpp); postgres_store.cpp runs the same statements.
const char* const INSERT_PUZZLE =
    "INSERT INTO puzzles(" PUZZLE_COLUMNS ") VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, "
    "?12, ?13, ?14) ON CONFLICT(id) DO NOTHING";
const char* const PUZZLE_BY_ID = "SELECT " PUZZLE_COLUMNS "FROM puzzles WHERE id = ?1";
const char* const COUNT_PUZZLES = "SELECT count(*) FROM puzzles WHERE variant = ?1";
const char* const PUZZLE_AT =
    "SELECT " PUZZLE_COLUMNS "FROM puzzles WHERE variant = ?1 ORDER BY id LIMIT 1 OFFSET ?2";
const char* const PUZZLES_OF =
    "SELECT " PUZZLE_COLUMNS "FROM puzzles WHERE variant = ?1 ORDER BY id";
// The nearest unattempted puzzle at or above the rating and the nearest below, each read along
// the index puzzles_near from the rating outwards, so that a call costs about as many rows as
// the player attempted near there, not every puzzle of the variant; then the nearer of the two.
#define UNATTEMPTED                                                                                \
    "NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.player = ?3 AND a.puzzle = p.id) "
const char* const PUZZLE_NEAR =
    "SELECT " PUZZLE_COLUMNS "FROM (SELECT * FROM (SELECT * FROM puzzles p WHERE variant = ?1 AND "
    "rating >= ?2 AND " UNATTEMPTED "ORDER BY rating LIMIT 1) UNION ALL SELECT * FROM (SELECT * "
    "FROM puzzles p WHERE variant = ?1 AND rating < ?2 AND " UNATTEMPTED "ORDER BY rating DESC "
    "LIMIT 1)) ORDER BY abs(rating - ?2), id LIMIT 1";
const char* const PUZZLE_RATING =
    "SELECT " PUZZLE_RATING_COLUMNS "FROM puzzle_ratings WHERE player = ?1 AND variant = ?2";
const char* const UPSERT_PUZZLE_RATING = R"(
INSERT OR REPLACE INTO puzzle_ratings(player, variant, rating, deviation, volatility, solved,
                                      failed, streak, best_streak, last_played)
    VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10))";
const char* const INSERT_ATTEMPT =
    "INSERT INTO puzzle_attempts(player, puzzle, solved, played_at) VALUES(?1, ?2, ?3, ?4)";
const char* const RATE_PUZZLE = "UPDATE puzzles SET rating = ?2, deviation = ?3, volatility = ?4, "
                                "plays = plays + 1 WHERE id = ?1";
const char* const PUZZLE_LEADERS =
    "SELECT r.player, coalesce(n.name, r.player), " PUZZLE_RATING_COLUMNS
    "FROM puzzle_ratings r LEFT JOIN players n ON n.id = r.player WHERE r.variant = ?1 "
    "ORDER BY r.rating DESC, r.player LIMIT ?2";
// Finished games (aborted ones have no result) with a move to cut from.
const char* const GAMES_TO_CUT =
    "SELECT id FROM games g WHERE result <> '*' AND moves <> '' AND NOT EXISTS (SELECT 1 FROM "
    "cut_games c WHERE c.game = g.id) ORDER BY id LIMIT ?1";
const char* const MARK_CUT = "INSERT INTO cut_games(game) VALUES(?1) ON CONFLICT(game) DO NOTHING";

std::optional<puzzle::Puzzle> puzzleOf(const sql::Statement& row) {
    return puzzleOfRow([&](int c) { return row.text(c); }, [&](int c) { return row.real(c); },
                       [&](int c) { return row.integer(c); });
}

// Every puzzle `rows` finds, read to its end, so that it holds no read of the file open after.
std::vector<puzzle::Puzzle> puzzlesFrom(sql::Statement& rows) {
    std::vector<puzzle::Puzzle> found;
    while (rows.step())
        if (std::optional<puzzle::Puzzle> p = puzzleOf(rows)) found.push_back(std::move(*p));
    return found;
}

std::optional<puzzle::Puzzle> firstOf(std::vector<puzzle::Puzzle> puzzles) {
    if (puzzles.empty()) return std::nullopt;
    return std::move(puzzles.front());
}

const char* const UPSERT_RATING = R"(
INSERT OR REPLACE INTO ratings(player, variant, speed, rating, deviation, volatility, games,
                               last_played)
    VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8))";

const char* const INSERT_RATED_GAME = R"(
INSERT INTO rated_games(place, object, number, ended, variant, speed, white, black, weight,
                        white_before, white_after, black_before, black_after)
    VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13))";

// A rated game's row, and each rated side's new figures as the player's rating in its pool.
void saveRatedGame(sql::Database& db, const RatedGame& g) {
    sql::Statement& row = db.cached(INSERT_RATED_GAME);
    row.bind(1, g.place).bind(2, g.object).bind(3, std::int64_t(g.number)).bind(4, g.ended);
    row.bind(5, g.variant).bind(6, g.speed).bind(7, g.white).bind(8, g.black).bind(9, g.weight);
    int column = 10;
    for (const std::optional<PlayerRating>* r :
         {&g.whiteBefore, &g.whiteAfter, &g.blackBefore, &g.blackAfter}) {
        if (*r)
            row.bind(column, (*r)->rating);
        else
            row.bindNull(column);
        ++column;
    }
    row.run();
    sql::Statement& rating = db.cached(UPSERT_RATING);
    for (const auto& [player, after] :
         {std::pair{&g.white, &g.whiteAfter}, std::pair{&g.black, &g.blackAfter}}) {
        if (!*after) continue;
        const PlayerRating& r = **after;
        rating.bind(1, *player).bind(2, g.variant).bind(3, g.speed).bind(4, r.rating);
        rating.bind(5, r.deviation).bind(6, r.volatility).bind(7, std::int64_t(r.games));
        rating.bind(8, r.lastPlayed);
        rating.run();
    }
}

std::string quickCheck(sql::Database& db) {
    sql::Statement check = db.prepare("PRAGMA quick_check");
    return check.step() ? check.text(0) : "ok";
}

GameRecord readRecord(const sql::Statement& row) {
    GameRecord r;
    r.object = row.text(1);
    r.number = int(row.integer(2));
    r.variant = row.text(3);
    r.startFen = row.text(4);
    r.moves = row.text(5);
    r.white = row.text(6);
    r.black = row.text(7);
    r.result = row.text(8);
    r.termination = row.text(9);
    r.drawOffer = row.text(10);
    r.clock = row.text(11);
    r.computers = row.text(12);
    r.started = row.text(13);
    r.tags = row.text(14);
    r.drawRule = row.text(15);
    r.boardDrawRule = row.text(16);
    r.rated = int(row.integer(17));
    r.engines = row.text(18);
    return r;
}

} // namespace

std::unique_ptr<SqliteStore> SqliteStore::open(const std::string& path) {
    try {
        auto db = std::make_unique<sql::Database>(path, true);
        if (db->readOnly()) throw sql::Error(SQLITE_READONLY, "read-only");
        // A lock held for as long as the program runs: two instances writing one file would
        // each believe their own games.
        db->exec("PRAGMA busy_timeout = 200; PRAGMA locking_mode = EXCLUSIVE");
        // Nothing is written until the file is known to be ours and whole.
        sql::Transaction t(*db);
        if (std::string verdict = quickCheck(*db); verdict != "ok")
            throw sql::Error(SQLITE_CORRUPT, verdict);
        int version = 0;
        switch (schema::inspect(*db, version)) {
        case schema::State::FOREIGN:
            throw StoreError("the database " + path +
                             " belongs to another program (it has tables but no mudchess "
                             "version); it was left as it is: choose another file");
        case schema::State::NEWER:
            throw StoreError("the database " + path + " was written by a newer mudchess (layout " +
                             std::to_string(version) + "; this one reads up to " +
                             std::to_string(schema::CURRENT) +
                             "); it was left as it is: run the newer mudchess, or choose "
                             "another file");
        case schema::State::EMPTY:
        case schema::State::OLDER: schema::createOrUpgrade(*db, version); break;
        case schema::State::CURRENT: break;
        }
        t.commit();
        db->exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL");
        return std::unique_ptr<SqliteStore>(new SqliteStore(path, std::move(db)));
    } catch (const sql::Error& e) {
        throw StoreError(openFailure(e, path));
    }
}

void SqliteStore::loadInto(World& world) {
    World loaded;
    try {
        sql::Statement games = db_->prepare(std::string(SELECT_GAME) + "WHERE current");
        while (games.step()) {
            GameRecord record = readRecord(games);
            RestoredObject restored = restore(record);
            if (!restored.object)
                throw StoreError("the database " + path_ + " holds a game that does not replay (" +
                                 record.object + " in " + games.text(0) + ", game " +
                                 std::to_string(record.number) + ": " + restored.error +
                                 "); it was left as it is: restore a backup, or move it aside");
            loaded.places[games.text(0)][record.object] =
                std::make_unique<GameObject>(std::move(*restored.object));
        }
        sql::Statement options = db_->prepare("SELECT user, name, value FROM options");
        while (options.step())
            setOptionField(loaded.users[options.text(0)], options.text(1), options.text(2));
        sql::Statement players = db_->prepare("SELECT id, name FROM players");
        while (players.step()) loaded.names.set(players.text(0), players.text(1));
        sql::Statement ratings = db_->prepare("SELECT player, variant, speed, rating, deviation, "
                                              "volatility, games, last_played FROM ratings");
        while (ratings.step())
            loaded.ratings.set({ratings.text(0), ratings.text(1), ratings.text(2)},
                               {ratings.real(3), ratings.real(4), ratings.real(5),
                                int(ratings.integer(6)), ratings.integer(7)});
        // The pairings the anti-feeding window may still count (rating/anti_feeding.hpp): the
        // last day's games between two people, whenever "now" turns out to be.
        sql::Statement pairings =
            db_->prepare("SELECT white, black, ended FROM rated_games WHERE white <> '' AND "
                         "black <> '' AND ended > (SELECT max(ended) FROM rated_games) - 86400 "
                         "ORDER BY id");
        while (pairings.step())
            loaded.ratings.notePairing(pairings.text(0), pairings.text(1), pairings.integer(2));
        // Who played rated games where, per pool: each place's leaderboard (`top here`).
        sql::Statement places = db_->prepare(
            "SELECT place, white, variant, speed FROM rated_games WHERE white <> '' UNION SELECT "
            "place, black, variant, speed FROM rated_games WHERE black <> ''");
        while (places.step())
            loaded.ratings.notePlayedIn(places.text(0),
                                        {places.text(1), places.text(2), places.text(3)});
    } catch (const sql::Error& e) {
        fail(e, "read");
    }
    world = std::move(loaded);
}

void SqliteStore::save(const std::vector<ChangedObject>& objects,
                       const std::vector<ChangedOptions>& options,
                       const std::vector<RatedGame>& rated) {
    try {
        sql::Transaction t(*db_);
        sql::Statement& upsert = db_->cached(UPSERT_GAME);
        sql::Statement& retire = db_->cached(RETIRE_OTHERS);
        for (const ChangedObject& c : objects)
            upsertGame(upsert, retire, c.place, recordOf(c.object));
        sql::Statement& option =
            db_->cached("INSERT OR REPLACE INTO options(user, name, value) VALUES(?1, ?2, ?3)");
        for (const ChangedOptions& c : options)
            for (const auto& [name, value] : optionFields(c.options)) {
                option.bind(1, c.user).bind(2, name).bind(3, value);
                option.run();
            }
        for (const RatedGame& g : rated) saveRatedGame(*db_, g);
        t.commit();
    } catch (const sql::Error& e) {
        fail(e, "save that");
    }
}

std::vector<GameObject> SqliteStore::history(const std::string& place, const std::string& object) {
    std::vector<GameObject> past;
    try {
        sql::Statement games =
            db_->prepare(std::string(SELECT_GAME) +
                         "WHERE place = ?1 AND object = ?2 AND NOT current ORDER BY number");
        games.bind(1, place).bind(2, object);
        while (games.step()) {
            RestoredObject restored = restore(readRecord(games));
            if (restored.object) past.push_back(std::move(*restored.object));
        }
    } catch (const sql::Error& e) {
        fail(e, "read the history");
    }
    return past;
}

void SqliteStore::saveName(const std::string& id, const std::string& name) {
    try {
        sql::Statement named =
            db_->prepare(name == id ? "DELETE FROM players WHERE id = ?1"
                                    : "INSERT OR REPLACE INTO players(id, name) VALUES(?1, ?2)");
        named.bind(1, id);
        if (name != id) named.bind(2, name);
        named.run();
    } catch (const sql::Error& e) {
        fail(e, "save that name");
    }
}

std::vector<std::pair<std::string, GameObject>> SqliteStore::gamesOf(const std::string& id) {
    std::vector<std::pair<std::string, GameObject>> games;
    try {
        sql::Statement played =
            db_->prepare(std::string(SELECT_GAME) +
                         "WHERE (white = ?1 OR black = ?1) AND result <> '*' ORDER BY id");
        played.bind(1, id);
        while (played.step()) {
            RestoredObject restored = restore(readRecord(played));
            if (restored.object) games.emplace_back(played.text(0), std::move(*restored.object));
        }
    } catch (const sql::Error& e) {
        fail(e, "read the games played");
    }
    return games;
}

std::vector<StoredRatedGame> SqliteStore::ratedGames() {
    std::vector<StoredRatedGame> games;
    try {
        sql::Statement rows = db_->prepare(SELECT_RATED_GAMES);
        while (rows.step()) {
            StoredRatedGame s;
            RatedGame& g = s.game;
            g.place = rows.text(0);
            g.object = rows.text(1);
            g.number = int(rows.integer(2));
            g.ended = rows.integer(3);
            g.variant = rows.text(4);
            g.speed = rows.text(5);
            g.white = rows.text(6);
            g.black = rows.text(7);
            g.weight = rows.real(8);
            if (rows.integer(13)) {
                g.whiteBefore = PlayerRating{rows.real(9)};
                g.whiteAfter = PlayerRating{rows.real(10)};
            }
            if (rows.integer(14)) {
                g.blackBefore = PlayerRating{rows.real(11)};
                g.blackAfter = PlayerRating{rows.real(12)};
            }
            s.whiteScore = whiteScoreOf(rows.text(15));
            s.computerLevel = computerLevelOf(rows.text(16));
            games.push_back(std::move(s));
        }
    } catch (const sql::Error& e) {
        fail(e, "read the rated games");
    }
    return games;
}

StoredGamesPage SqliteStore::recentGamesOf(const std::string& id, int skip, int count) {
    StoredGamesPage page;
    try {
        // No other process writes the file (it is held exclusively): the count and the page
        // agree without a transaction.
        sql::Statement& total = db_->cached(COUNT_GAMES_OF);
        total.bind(1, id);
        if (total.step()) page.total = int(total.integer(0));
        sql::Statement& rows = db_->cached(RECENT_GAMES_OF);
        rows.bind(1, id).bind(2, std::int64_t(count)).bind(3, std::int64_t(skip));
        while (rows.step()) {
            RestoredObject restored = restore(readRecord(rows));
            if (restored.object)
                page.games.push_back(
                    {rows.integer(ID_COLUMN), rows.text(0), std::move(*restored.object)});
        }
    } catch (const sql::Error& e) {
        fail(e, "read the games played");
    }
    return page;
}

std::optional<StoredGame> SqliteStore::storedGame(std::int64_t id) {
    try {
        sql::Statement& row = db_->cached(STORED_GAME);
        row.bind(1, id);
        if (!row.step()) return std::nullopt;
        RestoredObject restored = restore(readRecord(row));
        if (!restored.object) return std::nullopt;
        return StoredGame{id, row.text(0), std::move(*restored.object)};
    } catch (const sql::Error& e) {
        fail(e, "read that game");
    }
}

void SqliteStore::saveAnalysis(const AnalysedGame& game, const std::string& analysis) {
    try {
        bindGame(db_->cached(SAVE_ANALYSIS), game).bind(5, analysis).run();
    } catch (const sql::Error& e) {
        fail(e, "save the analysis");
    }
}

std::optional<std::string> SqliteStore::analysisOf(const AnalysedGame& game) {
    try {
        sql::Statement& row = bindGame(db_->cached(ANALYSIS_OF), game);
        std::optional<std::string> analysis;
        if (row.step()) analysis = row.text(0);
        row.reset(); // a statement left on its row would keep its read of the file open
        return analysis;
    } catch (const sql::Error& e) {
        fail(e, "read the analysis");
    }
}

std::size_t SqliteStore::addPuzzles(const std::vector<puzzle::Puzzle>& puzzles) {
    std::size_t added = 0;
    try {
        sql::Transaction t(*db_);
        sql::Statement& insert = db_->cached(INSERT_PUZZLE);
        for (const puzzle::Puzzle& p : puzzles) {
            insert.bind(1, p.id).bind(2, p.variant->key).bind(3, p.fen);
            insert.bind(4, joinedWords(p.moves)).bind(5, p.rating.rating);
            insert.bind(6, p.rating.deviation).bind(7, p.rating.volatility);
            insert.bind(8, std::int64_t(p.popularity)).bind(9, std::int64_t(p.plays));
            insert.bind(10, joinedWords(p.themes)).bind(11, p.gameUrl).bind(12, p.openingTags);
            insert.bind(13, p.white).bind(14, p.black);
            insert.run();
            added += std::size_t(sqlite3_changes(db_->handle()));
        }
        t.commit();
    } catch (const sql::Error& e) {
        fail(e, "keep those puzzles");
    }
    return added;
}

std::optional<puzzle::Puzzle> SqliteStore::puzzle(const std::string& id) {
    try {
        return firstOf(puzzlesFrom(db_->cached(PUZZLE_BY_ID).bind(1, id)));
    } catch (const sql::Error& e) {
        fail(e, "read that puzzle");
    }
}

std::size_t SqliteStore::puzzleCount(const Variant& variant) {
    try {
        sql::Statement count = db_->prepare(COUNT_PUZZLES);
        count.bind(1, variant.key);
        return count.step() ? std::size_t(count.integer(0)) : 0;
    } catch (const sql::Error& e) {
        fail(e, "count the puzzles");
    }
}

std::optional<puzzle::Puzzle> SqliteStore::puzzleAt(const Variant& variant, std::size_t index) {
    try {
        sql::Statement rows = db_->prepare(PUZZLE_AT);
        rows.bind(1, variant.key).bind(2, std::int64_t(index));
        return firstOf(puzzlesFrom(rows));
    } catch (const sql::Error& e) {
        fail(e, "read that puzzle");
    }
}

std::optional<puzzle::Puzzle> SqliteStore::puzzleNear(const Variant& variant, double rating,
                                                      const std::string& player) {
    try {
        sql::Statement& rows = db_->cached(PUZZLE_NEAR);
        rows.bind(1, variant.key).bind(2, rating).bind(3, player);
        return firstOf(puzzlesFrom(rows));
    } catch (const sql::Error& e) {
        fail(e, "find a puzzle");
    }
}

std::vector<puzzle::Puzzle> SqliteStore::puzzlesOf(const Variant& variant) {
    try {
        sql::Statement rows = db_->prepare(PUZZLES_OF);
        rows.bind(1, variant.key);
        return puzzlesFrom(rows);
    } catch (const sql::Error& e) {
        fail(e, "read the puzzles");
    }
}

std::optional<puzzle::PuzzleRating> SqliteStore::puzzleRating(const std::string& player,
                                                              const Variant& variant) {
    try {
        sql::Statement& row = db_->cached(PUZZLE_RATING);
        row.bind(1, player).bind(2, variant.key);
        std::optional<puzzle::PuzzleRating> rating;
        if (row.step())
            rating = puzzleRatingOfRow(
                0, [&](int c) { return row.real(c); }, [&](int c) { return row.integer(c); });
        row.reset(); // a statement left on its row would keep its read of the file open
        return rating;
    } catch (const sql::Error& e) {
        fail(e, "read the puzzle rating");
    }
}

void SqliteStore::saveAttempt(const puzzle::PuzzleAttempt& attempt) {
    const puzzle::PuzzleRating& r = attempt.playerAfter;
    const rating::Glicko2& p = attempt.puzzleAfter;
    try {
        sql::Transaction t(*db_);
        sql::Statement& player = db_->cached(UPSERT_PUZZLE_RATING);
        player.bind(1, attempt.player).bind(2, attempt.variant->key).bind(3, r.glicko.rating);
        player.bind(4, r.glicko.deviation).bind(5, r.glicko.volatility);
        player.bind(6, std::int64_t(r.solved)).bind(7, std::int64_t(r.failed));
        player.bind(8, std::int64_t(r.streak)).bind(9, std::int64_t(r.bestStreak));
        player.bind(10, r.lastPlayed).run();
        db_->cached(INSERT_ATTEMPT)
            .bind(1, attempt.player)
            .bind(2, attempt.puzzle)
            .bind(3, std::int64_t(attempt.solved))
            .bind(4, attempt.when)
            .run();
        db_->cached(RATE_PUZZLE)
            .bind(1, attempt.puzzle)
            .bind(2, p.rating)
            .bind(3, p.deviation)
            .bind(4, p.volatility)
            .run();
        t.commit();
    } catch (const sql::Error& e) {
        fail(e, "save that puzzle");
    }
}

std::vector<puzzle::PuzzleStore::Leader> SqliteStore::puzzleLeaders(const Variant& variant,
                                                                    int count) {
    std::vector<Leader> leaders;
    try {
        sql::Statement rows = db_->prepare(PUZZLE_LEADERS);
        rows.bind(1, variant.key).bind(2, std::int64_t(count));
        while (rows.step())
            leaders.push_back({rows.text(0), rows.text(1),
                               puzzleRatingOfRow(
                                   2, [&](int c) { return rows.real(c); },
                                   [&](int c) { return rows.integer(c); })});
    } catch (const sql::Error& e) {
        fail(e, "read the puzzle leaders");
    }
    return leaders;
}

std::vector<std::int64_t> SqliteStore::gamesToCut(int count) {
    std::vector<std::int64_t> games;
    try {
        sql::Statement rows = db_->prepare(GAMES_TO_CUT);
        rows.bind(1, std::int64_t(count));
        while (rows.step()) games.push_back(rows.integer(0));
    } catch (const sql::Error& e) {
        fail(e, "read the games to cut");
    }
    return games;
}

void SqliteStore::markCut(std::int64_t game) {
    try {
        db_->cached(MARK_CUT).bind(1, game).run();
    } catch (const sql::Error& e) {
        fail(e, "save that");
    }
}

void SqliteStore::limitPages(std::int64_t pages) {
    db_->exec("PRAGMA max_page_count = " + std::to_string(pages));
}

void SqliteStore::fail(const sql::Error& e, const std::string& doing) const {
    std::string why;
    switch (e.code) {
    case SQLITE_FULL: why = "the disk holding " + path_ + " is full; free some space"; break;
    case SQLITE_READONLY: why = path_ + " has become read-only; make it writable"; break;
    case SQLITE_BUSY: why = path_ + " is locked by another program; stop it"; break;
    default: why = "SQLite says \"" + std::string(e.what()) + "\" about " + path_; break;
    }
    throw StoreError("could not " + doing + ", so nothing changed: " + why + " and try again");
}

} // namespace mudchess
