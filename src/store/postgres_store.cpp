#include "store/postgres_store.hpp"

#include "store/game_record.hpp"
#include "store/postgres_listener.hpp"
#include "store/postgres_schema.hpp"
#include "store/puzzle_rows.hpp"
#include "store/rated_rows.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <random>
#include <tuple>
#include <unistd.h>

namespace mudchess {

namespace {

constexpr std::chrono::milliseconds FIRST_BACK_OFF{250};
constexpr std::chrono::milliseconds LAST_BACK_OFF{30000};

// The statements a store runs, prepared once per connection by these names. Every value goes
// apart from the SQL ($1, $2, ...): nothing a player typed is ever part of a statement's text.
struct Prepared {
    const char* name;
    const char* sql;
};

// An object's other games stop being current before its current one is written, as the index
// games_current allows one current game per object.
const Prepared RETIRE_OTHERS{"retire_others",
                             "UPDATE games SET current = false WHERE place = $1 AND object = $2 "
                             "AND number <> $3 AND current"};

// The object's current game, locked until the transaction ends: a save compares its version
// with the one this process last read, so that of two processes saving one object at once the
// second finds the first's version and is refused (optimistic versioning; docs/operators.md).
const Prepared LOCK_CURRENT{"lock_current", "SELECT version FROM games WHERE place = $1 AND "
                                            "object = $2 AND current FOR UPDATE"};

// $19: the object's version after this save, one more than before (a new game on the object
// carries it on, so a game started elsewhere is a change too).
const Prepared UPSERT_GAME{"upsert_game", R"(
INSERT INTO games(place, object, number, current, variant, start_fen, moves, white, black,
                  result, termination, draw_offer, clock, computers, started, tags, draw_rule,
                  board_draw_rule, rated, version, engines)
    VALUES($1, $2, $3, true, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
           $19, $20)
    ON CONFLICT(place, object, number) DO UPDATE SET
        current = true, variant = $4, start_fen = $5, moves = $6, white = $7, black = $8,
        result = $9, termination = $10, draw_offer = $11, clock = $12, computers = $13,
        started = $14, tags = $15, draw_rule = $16, board_draw_rule = $17, rated = $18,
        version = $19, engines = $20)"};

// A rated game's row and its players' new ratings (store/sqlite_store.cpp does the same). A
// side without figures (the computer's) is NULL: an empty value stands for it.
const Prepared INSERT_RATED_GAME{"insert_rated_game", R"(
INSERT INTO rated_games(place, object, number, ended, variant, speed, white, black, weight,
                        white_before, white_after, black_before, black_after)
    VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, NULLIF($10, '')::double precision,
           NULLIF($11, '')::double precision, NULLIF($12, '')::double precision,
           NULLIF($13, '')::double precision))"};
const Prepared UPSERT_RATING{"upsert_rating", R"(
INSERT INTO ratings(player, variant, speed, rating, deviation, volatility, games, last_played)
    VALUES($1, $2, $3, $4, $5, $6, $7, $8)
    ON CONFLICT(player, variant, speed) DO UPDATE SET
        rating = $4, deviation = $5, volatility = $6, games = $7, last_played = $8)"};
const Prepared ALL_RATINGS{"all_ratings", "SELECT player, variant, speed, rating, deviation, "
                                          "volatility, games, last_played FROM ratings"};
// The last day's rated games between two people, for the anti-feeding window.
const Prepared RECENT_PAIRINGS{
    "recent_pairings",
    "SELECT white, black, ended FROM rated_games WHERE white <> '' AND black <> '' AND ended > "
    "(SELECT max(ended) FROM rated_games) - 86400 ORDER BY id"};
// Who played rated games where, per pool: each place's leaderboard (`top here`).
const Prepared RATED_PLACES{
    "rated_places",
    "SELECT place, white, variant, speed FROM rated_games WHERE white <> '' UNION SELECT place, "
    "black, variant, speed FROM rated_games WHERE black <> ''"};
const Prepared RATED_GAMES{"rated_games", SELECT_RATED_GAMES};

const Prepared UPSERT_OPTION{"upsert_option",
                             "INSERT INTO options(user_id, name, value) VALUES($1, $2, $3) "
                             "ON CONFLICT(user_id, name) DO UPDATE SET value = $3"};

const Prepared NAME_PLAYER{"name_player", "INSERT INTO players(id, name) VALUES($1, $2) "
                                          "ON CONFLICT(id) DO UPDATE SET name = $2"};
const Prepared FORGET_NAME{"forget_name", "DELETE FROM players WHERE id = $1"};

#define SELECT_GAME                                                                                \
    "SELECT place, object, number, variant, start_fen, moves, white, black, result, "              \
    "termination, draw_offer, clock, computers, started, tags, draw_rule, board_draw_rule, "       \
    "rated, version, engines FROM games "
#define SELECT_GAME_WITH_ID                                                                        \
    "SELECT place, object, number, variant, start_fen, moves, white, black, result, "              \
    "termination, draw_offer, clock, computers, started, tags, draw_rule, board_draw_rule, "       \
    "rated, version, engines, id FROM games "

const Prepared CURRENT_GAMES{"current_games", SELECT_GAME "WHERE current ORDER BY id"};
const Prepared PAST_GAMES{"past_games", SELECT_GAME "WHERE place = $1 AND object = $2 AND NOT "
                                                    "current ORDER BY number"};
const Prepared ONE_CURRENT{"one_current",
                           SELECT_GAME "WHERE place = $1 AND object = $2 AND current"};
const Prepared ALL_OPTIONS{"all_options", "SELECT user_id, name, value FROM options"};
const Prepared ALL_NAMES{"all_names", "SELECT id, name FROM players"};
const Prepared GAMES_OF{"games_of", SELECT_GAME "WHERE (white = $1 OR black = $1) AND result "
                                                "<> '*' ORDER BY id"};
// A page of a player's finished games, newest first, and how many there are (`history of bob`);
// one game by its id (`show pgn of game g12`). The id is the last column.
// The page is taken from each side's newest games alone, as in SQLite (sqlite_store.cpp), on the
// indexes of layout 5 (postgres_schema.cpp).
const Prepared RECENT_GAMES_OF{
    "recent_games_of",
    SELECT_GAME_WITH_ID "WHERE id IN ("
                        "SELECT id FROM (SELECT id FROM games WHERE white = $1 AND result <> '*' "
                        "ORDER BY id DESC LIMIT $2::bigint + $3::bigint) AS w UNION "
                        "SELECT id FROM (SELECT id FROM games WHERE black = $1 AND result <> '*' "
                        "ORDER BY id DESC LIMIT $2::bigint + $3::bigint) AS b "
                        "ORDER BY id DESC LIMIT $2 OFFSET $3) ORDER BY id DESC"};
const Prepared COUNT_GAMES_OF{"count_games_of", "SELECT count(*) FROM games WHERE (white = $1 OR "
                                                "black = $1) AND result <> '*'"};
const Prepared STORED_GAME{"stored_game", SELECT_GAME_WITH_ID "WHERE id = $1"};

// Tells the other processes (postgres_listener.hpp), when the transaction commits.
const Prepared NOTIFY_CHANGE{"notify_change", "SELECT pg_notify('mudchess_games', $1)"};

// Takes or renews the leases of the places in $1 (a text[]) for $2 (this process) until $3
// milliseconds from now by the database's clock: each place's row is written when it is new,
// this process's already, or expired; a live lease of another process is left alone. One
// statement for all the places, as a single conditional upsert, so two processes taking one
// expired lease at once cannot both get it (the row lock of ON CONFLICT orders them, and the
// second finds it live). The places held afterwards come back.
const Prepared TAKE_LEASES{"take_leases", R"(
INSERT INTO leases(place, owner, expires_at)
    SELECT place, $2, clock_timestamp() + $3::bigint * interval '1 millisecond'
        FROM unnest($1::text[]) AS place
    ON CONFLICT(place) DO UPDATE SET owner = EXCLUDED.owner, expires_at = EXCLUDED.expires_at
        WHERE leases.owner = EXCLUDED.owner OR leases.expires_at < clock_timestamp()
    RETURNING place)"};
// A process that stops hands its leases back, so another takes them at its next renewal rather
// than when they expire.
const Prepared RELEASE_LEASES{"release_leases", "DELETE FROM leases WHERE owner = $1"};

// A game's analysis, replacing the one kept for its number on the object, and read back only
// for the same moves (store/sqlite_store.cpp does the same).
const Prepared SAVE_ANALYSIS{"save_analysis",
                             "INSERT INTO analyses(place, object, number, moves, analysis) "
                             "VALUES($1, $2, $3, $4, $5) ON CONFLICT(place, object, number) "
                             "DO UPDATE SET moves = $4, analysis = $5"};
const Prepared ANALYSIS_OF{"analysis_of", "SELECT analysis FROM analyses WHERE place = $1 AND "
                                          "object = $2 AND number = $3 AND moves = $4"};

// `game` as the first four values of SAVE_ANALYSIS and ANALYSIS_OF.
std::vector<std::string> gameKey(const AnalysedGame& game) {
    return {game.place, game.object, std::to_string(game.number), game.moves};
}

// Puzzles (store/puzzle_rows.hpp): the statements of store/sqlite_store.cpp, and the nearest
// puzzle found the same way, from the rating outwards along the index puzzles_near.
const Prepared INSERT_PUZZLE{"insert_puzzle",
                             "INSERT INTO puzzles(" PUZZLE_COLUMNS
                             ") VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, "
                             "$14) ON CONFLICT(id) DO NOTHING"};
const Prepared PUZZLE_BY_ID{"puzzle_by_id", "SELECT " PUZZLE_COLUMNS "FROM puzzles WHERE id = $1"};
const Prepared COUNT_PUZZLES{"count_puzzles", "SELECT count(*) FROM puzzles WHERE variant = $1"};
const Prepared PUZZLE_AT{"puzzle_at",
                         "SELECT " PUZZLE_COLUMNS
                         "FROM puzzles WHERE variant = $1 ORDER BY id LIMIT 1 OFFSET $2"};
const Prepared PUZZLES_OF{"puzzles_of",
                          "SELECT " PUZZLE_COLUMNS "FROM puzzles WHERE variant = $1 ORDER BY id"};
#define UNATTEMPTED                                                                                \
    "NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.player = $3 AND a.puzzle = p.id) "
const Prepared PUZZLE_NEAR{
    "puzzle_near",
    "SELECT " PUZZLE_COLUMNS "FROM (SELECT * FROM (SELECT * FROM puzzles p WHERE variant = $1 AND "
    "rating >= $2 AND " UNATTEMPTED "ORDER BY rating LIMIT 1) AS above UNION ALL SELECT * FROM "
    "(SELECT * FROM puzzles p WHERE variant = $1 AND rating < $2 AND " UNATTEMPTED
    "ORDER BY rating DESC LIMIT 1) AS below) AS near ORDER BY abs(rating - $2), id LIMIT 1"};
const Prepared PUZZLE_RATING{"puzzle_rating",
                             "SELECT " PUZZLE_RATING_COLUMNS
                             "FROM puzzle_ratings WHERE player = $1 AND variant = $2"};
const Prepared UPSERT_PUZZLE_RATING{"upsert_puzzle_rating", R"(
INSERT INTO puzzle_ratings(player, variant, rating, deviation, volatility, solved, failed, streak,
                           best_streak, last_played)
    VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
    ON CONFLICT(player, variant) DO UPDATE SET
        rating = $3, deviation = $4, volatility = $5, solved = $6, failed = $7, streak = $8,
        best_streak = $9, last_played = $10)"};
const Prepared INSERT_ATTEMPT{
    "insert_attempt",
    "INSERT INTO puzzle_attempts(player, puzzle, solved, played_at) VALUES($1, $2, $3, $4)"};
const Prepared RATE_PUZZLE{"rate_puzzle",
                           "UPDATE puzzles SET rating = $2, deviation = $3, volatility = $4, "
                           "plays = plays + 1 WHERE id = $1"};
const Prepared PUZZLE_LEADERS{
    "puzzle_leaders",
    "SELECT r.player, coalesce(n.name, r.player), " PUZZLE_RATING_COLUMNS
    "FROM puzzle_ratings r LEFT JOIN players n ON n.id = r.player WHERE r.variant = $1 "
    "ORDER BY r.rating DESC, r.player LIMIT $2"};
// Finished games (aborted ones have no result) with a move to cut from.
const Prepared GAMES_TO_CUT{"games_to_cut",
                            "SELECT id FROM games g WHERE result <> '*' AND moves <> '' AND NOT "
                            "EXISTS (SELECT 1 FROM cut_games c WHERE c.game = g.id) ORDER BY id "
                            "LIMIT $1"};
const Prepared MARK_CUT{"mark_cut",
                        "INSERT INTO cut_games(game) VALUES($1) ON CONFLICT(game) DO NOTHING"};

const Prepared STATEMENTS[] = {TAKE_LEASES,          RELEASE_LEASES,  NOTIFY_CHANGE,
                               LOCK_CURRENT,         ONE_CURRENT,     RETIRE_OTHERS,
                               UPSERT_GAME,          UPSERT_OPTION,   NAME_PLAYER,
                               FORGET_NAME,          CURRENT_GAMES,   PAST_GAMES,
                               ALL_OPTIONS,          ALL_NAMES,       GAMES_OF,
                               ALL_RATINGS,          RECENT_PAIRINGS, INSERT_RATED_GAME,
                               UPSERT_RATING,        RATED_PLACES,    RATED_GAMES,
                               RECENT_GAMES_OF,      COUNT_GAMES_OF,  STORED_GAME,
                               SAVE_ANALYSIS,        ANALYSIS_OF,     INSERT_PUZZLE,
                               PUZZLE_BY_ID,         COUNT_PUZZLES,   PUZZLE_AT,
                               PUZZLES_OF,           PUZZLE_NEAR,     PUZZLE_RATING,
                               UPSERT_PUZZLE_RATING, INSERT_ATTEMPT,  RATE_PUZZLE,
                               PUZZLE_LEADERS,       GAMES_TO_CUT,    MARK_CUT};

constexpr int VERSION_COLUMN = 18;
constexpr int ID_COLUMN = 20; // after the engines
// PostgreSQL's unique_violation: two processes made the same new object at once.
const char* const UNIQUE_VIOLATION = "23505";

std::vector<std::string> gameValues(const std::string& place, const GameRecord& r) {
    return {place,         r.object,        std::to_string(r.number),
            r.variant,     r.startFen,      r.moves,
            r.white,       r.black,         r.result,
            r.termination, r.drawOffer,     r.clock,
            r.computers,   r.started,       r.tags,
            r.drawRule,    r.boardDrawRule, std::to_string(r.rated)};
}

// A figure as text that reads back as the same double.
std::string exactly(double d) {
    char digits[32];
    auto end = std::to_chars(digits, digits + sizeof digits, d).ptr;
    return std::string(digits, end);
}

void saveRatedGame(pg::Connection& db, const RatedGame& g) {
    auto figure = [](const std::optional<PlayerRating>& r) {
        return r ? exactly(r->rating) : std::string();
    };
    db.run(INSERT_RATED_GAME.name,
           {g.place, g.object, std::to_string(g.number), std::to_string(g.ended), g.variant,
            g.speed, g.white, g.black, exactly(g.weight), figure(g.whiteBefore),
            figure(g.whiteAfter), figure(g.blackBefore), figure(g.blackAfter)});
    for (const auto& [player, after] :
         {std::pair{&g.white, &g.whiteAfter}, std::pair{&g.black, &g.blackAfter}}) {
        if (!*after) continue;
        const PlayerRating& r = **after;
        db.run(UPSERT_RATING.name,
               {*player, g.variant, g.speed, exactly(r.rating), exactly(r.deviation),
                exactly(r.volatility), std::to_string(r.games), std::to_string(r.lastPlayed)});
    }
}

GameRecord readRecord(const pg::Result& rows, int row) {
    GameRecord r;
    r.object = rows.text(row, 1);
    r.number = int(rows.integer(row, 2));
    r.variant = rows.text(row, 3);
    r.startFen = rows.text(row, 4);
    r.moves = rows.text(row, 5);
    r.white = rows.text(row, 6);
    r.black = rows.text(row, 7);
    r.result = rows.text(row, 8);
    r.termination = rows.text(row, 9);
    r.drawOffer = rows.text(row, 10);
    r.clock = rows.text(row, 11);
    r.computers = rows.text(row, 12);
    r.started = rows.text(row, 13);
    r.tags = rows.text(row, 14);
    r.drawRule = rows.text(row, 15);
    r.boardDrawRule = rows.text(row, 16);
    r.rated = int(rows.integer(row, 17));
    r.engines = rows.text(row, 19); // after the version
    return r;
}

// `values` as a PostgreSQL array literal of text: each element quoted, its quotes and
// backslashes escaped, so any place name reads back as itself.
std::string textArray(const std::vector<std::string>& values) {
    std::string out = "{";
    for (const std::string& v : values) {
        if (out.size() > 1) out += ',';
        out += '"';
        for (char c : v) {
            if (c == '"' || c == '\\') out += '\\';
            out += c;
        }
        out += '"';
    }
    return out + "}";
}

// `p` as the values of INSERT_PUZZLE, in PUZZLE_COLUMNS's order.
std::vector<std::string> puzzleValues(const puzzle::Puzzle& p) {
    return {p.id,
            std::string(p.variant->key),
            p.fen,
            joinedWords(p.moves),
            exactly(p.rating.rating),
            exactly(p.rating.deviation),
            exactly(p.rating.volatility),
            std::to_string(p.popularity),
            std::to_string(p.plays),
            joinedWords(p.themes),
            p.gameUrl,
            p.openingTags,
            p.white,
            p.black};
}

std::optional<puzzle::Puzzle> puzzleOf(const pg::Result& rows, int row) {
    return puzzleOfRow([&](int c) { return rows.text(row, c); },
                       [&](int c) { return std::stod(rows.text(row, c)); },
                       [&](int c) { return rows.integer(row, c); });
}

std::vector<puzzle::Puzzle> puzzlesFrom(const pg::Result& rows) {
    std::vector<puzzle::Puzzle> found;
    for (int i = 0; i < rows.rows(); ++i)
        if (std::optional<puzzle::Puzzle> p = puzzleOf(rows, i)) found.push_back(std::move(*p));
    return found;
}

std::optional<puzzle::Puzzle> firstOf(std::vector<puzzle::Puzzle> puzzles) {
    if (puzzles.empty()) return std::nullopt;
    return std::move(puzzles.front());
}

puzzle::PuzzleRating puzzleRatingOf(const pg::Result& rows, int row, int first) {
    return puzzleRatingOfRow(
        first, [&](int c) { return std::stod(rows.text(row, c)); },
        [&](int c) { return rows.integer(row, c); });
}

// Who this process is among those sharing the database, for the leases it holds: its host and
// process id (for a person reading the table) and a random number (a pid is reused, on another
// host or after a restart).
std::string processName() {
    char host[256] = "";
    gethostname(host, sizeof host - 1);
    std::random_device random;
    std::uint64_t nonce = (std::uint64_t(random()) << 32) | random();
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(nonce));
    return std::string(host) + ":" + std::to_string(getpid()) + ":" + hex;
}

bool mentions(const std::string& text, const char* words) {
    return text.find(words) != std::string::npos;
}

// Why a connection failed, and what the person running the program can do about it.
std::string connectFailure(const pg::Error& e, const std::string& shown) {
    std::string why = e.what();
    std::string start = "cannot connect to the PostgreSQL database " + shown + " (" + why + "); ";
    if (mentions(why, "no password supplied"))
        return start + "it needs a password: put it in ~/.pgpass or PGPASSWORD (or the config "
                       "file), never on the command line";
    if (mentions(why, "password authentication failed"))
        return start + "the password was refused: check ~/.pgpass, PGPASSWORD or the config file";
    if (mentions(why, "does not exist"))
        return start + "create it first (createdb), or name another one";
    return start + "check that the server is running and the connection string is right";
}

} // namespace

PostgresStore::PostgresStore(std::string conninfo)
    : conninfo_(std::move(conninfo)), shown_(pg::shown(conninfo_)), owner_(processName()) {}

PostgresStore::~PostgresStore() {
    watch({});
    // Best effort: a process that cannot say so leaves its leases to expire.
    if (db_ && db_->ok()) try {
            db_->run(RELEASE_LEASES.name, {owner_});
        } catch (const pg::Error&) {
        }
}

std::unique_ptr<PostgresStore> PostgresStore::open(const std::string& conninfo) {
    std::unique_ptr<PostgresStore> store(new PostgresStore(conninfo));
    const std::string& shown = store->shown_;
    try {
        store->db_ = std::make_unique<pg::Connection>(conninfo);
    } catch (const pg::Error& e) {
        throw StoreError(connectFailure(e, shown));
    }
    try {
        pg::Connection& db = *store->db_;
        pg::Transaction t(db);
        pg::schema::lockLayout(db);
        int version = 0;
        switch (pg::schema::inspect(db, version)) {
        case pg::schema::State::FOREIGN:
            throw StoreError("the PostgreSQL database " + shown +
                             " belongs to another program (it has tables but no mudchess "
                             "layout); it was left as it is: choose another database");
        case pg::schema::State::NEWER:
            throw StoreError("the PostgreSQL database " + shown +
                             " was written by a newer mudchess (layout " + std::to_string(version) +
                             "; this one reads up to " + std::to_string(pg::schema::CURRENT) +
                             "); it was left as it is: run the newer mudchess, or choose "
                             "another database");
        case pg::schema::State::EMPTY:
        case pg::schema::State::OLDER: pg::schema::createOrUpgrade(db, version); break;
        case pg::schema::State::CURRENT: break;
        }
        t.commit();
        for (const Prepared& p : STATEMENTS) db.prepare(p.name, p.sql);
        store->ownPid_ = PQbackendPID(db.handle());
    } catch (const pg::Error& e) {
        throw StoreError("cannot use the PostgreSQL database " + shown + " (PostgreSQL: " +
                         e.what() + "); it was left as it is: check the database and its rights");
    }
    return store;
}

void PostgresStore::connect() {
    db_.reset();
    auto fresh = std::make_unique<pg::Connection>(conninfo_);
    for (const Prepared& p : STATEMENTS) fresh->prepare(p.name, p.sql);
    db_ = std::move(fresh);
    ownPid_ = PQbackendPID(db_->handle());
}

pg::Connection& PostgresStore::connection() {
    if (db_ && db_->ok()) return *db_;
    Clock::time_point now = Clock::now();
    if (now < nextTry_)
        throw pg::Error("", "the connection was lost and is tried again shortly", true);
    try {
        connect();
        backOff_ = std::chrono::milliseconds(0);
        nextTry_ = {};
        return *db_;
    } catch (const pg::Error&) {
        backOff_ = std::clamp(backOff_ * 2, FIRST_BACK_OFF, LAST_BACK_OFF);
        nextTry_ = Clock::now() + backOff_;
        throw;
    }
}

pg::Connection& PostgresStore::begin() {
    try {
        pg::Connection& db = connection();
        db.exec("BEGIN");
        return db;
    } catch (const pg::Error& e) {
        if (!e.lost || !db_) throw;
        db_.reset();
        nextTry_ = {};
        pg::Connection& db = connection();
        db.exec("BEGIN");
        return db;
    }
}

template <class Read> auto PostgresStore::reading(Read read) {
    try {
        return read(connection());
    } catch (const pg::Error& e) {
        if (!e.lost || !db_) throw;
        db_.reset();
        nextTry_ = {};
        return read(connection());
    }
}

void PostgresStore::loadInto(World& world) {
    World loaded;
    std::map<Key, std::int64_t> versions;
    try {
        auto [games, options, players, ratings, pairings, places] = reading([](pg::Connection& db) {
            return std::tuple{db.run(CURRENT_GAMES.name, {}),   db.run(ALL_OPTIONS.name, {}),
                              db.run(ALL_NAMES.name, {}),       db.run(ALL_RATINGS.name, {}),
                              db.run(RECENT_PAIRINGS.name, {}), db.run(RATED_PLACES.name, {})};
        });
        for (int i = 0; i < games.rows(); ++i) {
            GameRecord record = readRecord(games, i);
            RestoredObject restored = restore(record);
            std::string place = games.text(i, 0);
            if (!restored.object)
                throw StoreError("the PostgreSQL database " + shown_ +
                                 " holds a game that does not replay (" + record.object + " in " +
                                 place + ", game " + std::to_string(record.number) + ": " +
                                 restored.error +
                                 "); it was left as it is: restore a backup, or set it aside");
            loaded.places[place][record.object] =
                std::make_unique<GameObject>(std::move(*restored.object));
            versions[{place, record.object}] = games.integer(i, VERSION_COLUMN);
        }
        for (int i = 0; i < options.rows(); ++i)
            setOptionField(loaded.users[options.text(i, 0)], options.text(i, 1),
                           options.text(i, 2));
        for (int i = 0; i < players.rows(); ++i)
            loaded.names.set(players.text(i, 0), players.text(i, 1));
        for (int i = 0; i < ratings.rows(); ++i)
            loaded.ratings.set({ratings.text(i, 0), ratings.text(i, 1), ratings.text(i, 2)},
                               {std::stod(ratings.text(i, 3)), std::stod(ratings.text(i, 4)),
                                std::stod(ratings.text(i, 5)), int(ratings.integer(i, 6)),
                                ratings.integer(i, 7)});
        for (int i = 0; i < pairings.rows(); ++i)
            loaded.ratings.notePairing(pairings.text(i, 0), pairings.text(i, 1),
                                       pairings.integer(i, 2));
        for (int i = 0; i < places.rows(); ++i)
            loaded.ratings.notePlayedIn(places.text(i, 0),
                                        {places.text(i, 1), places.text(i, 2), places.text(i, 3)});
    } catch (const pg::Error& e) {
        fail(e, "read");
    }
    world = std::move(loaded);
    versions_ = std::move(versions);
}

void PostgresStore::save(const std::vector<ChangedObject>& objects,
                         const std::vector<ChangedOptions>& options,
                         const std::vector<RatedGame>& rated) {
    std::vector<Written> written;
    std::string moved; // the objects another process saved meanwhile
    bool committing = false;
    try {
        pg::Connection& db = begin();
        pg::Transaction t(db, pg::Transaction::Begun{});
        for (const ChangedObject& c : objects) {
            GameRecord r = recordOf(c.object);
            Key key{c.place, r.object};
            pg::Result now = db.run(LOCK_CURRENT.name, {c.place, r.object});
            std::optional<std::int64_t> stored, known;
            if (now.rows() > 0) stored = now.integer(0, 0);
            if (auto found = versions_.find(key); found != versions_.end()) known = found->second;
            if (stored != known) {
                moved += (moved.empty() ? "" : " and ") + r.object;
                continue;
            }
            std::int64_t version = stored.value_or(0) + 1;
            db.run(RETIRE_OTHERS.name, {c.place, r.object, std::to_string(r.number)});
            std::vector<std::string> values = gameValues(c.place, r);
            values.push_back(std::to_string(version));
            values.push_back(r.engines);
            db.run(UPSERT_GAME.name, values);
            db.run(NOTIFY_CHANGE.name, {pg::changePayload(c.place, r.object)});
            written.push_back({key, {version, r.number, r.moves}});
        }
        if (!moved.empty()) throw conflict(moved);
        for (const ChangedOptions& c : options)
            for (const auto& [name, value] : optionFields(c.options))
                db.run(UPSERT_OPTION.name, {c.user, name, value});
        for (const RatedGame& g : rated) saveRatedGame(db, g);
        committing = true;
        t.commit();
    } catch (const pg::Error& e) {
        if (e.state == UNIQUE_VIOLATION) {
            for (const ChangedObject& c : objects)
                moved += (moved.empty() ? "" : " and ") + c.object.name();
            throw conflict(moved);
        }
        // The connection went while COMMIT was on its way: the transaction may have committed.
        if (committing && e.lost) {
            std::optional<bool> committed = committedAfterAll(written);
            if (committed == true) {
                for (const Written& w : written) versions_[w.key] = w.row.version;
                return; // it stands, and the player is told as after any save
            }
            if (!committed)
                throw StoreError(
                    "could not tell whether that was saved: the connection to the PostgreSQL "
                    "database " +
                    shown_ + " was lost as it was committing (" + e.what() +
                    "), and it cannot be reached to ask; it is shown here as not made, and if it "
                    "was saved after all the next move there shows the board as saved. mudchess "
                    "connects again by itself, so wait a moment and look at the board");
        }
        fail(e, "save that");
    }
    for (const Written& w : written) versions_[w.key] = w.row.version;
}

bool isOurCommit(const std::optional<PostgresStore::StoredRow>& stored,
                 const PostgresStore::StoredRow& ours) {
    return stored && stored->version == ours.version && stored->number == ours.number &&
           stored->moves == ours.moves;
}

std::optional<bool> PostgresStore::committedAfterAll(const std::vector<Written>& written) {
    // A save of options alone has no version to look at: it counts as not saved, as before.
    if (written.empty()) return false;
    // The transaction commits all of it or nothing, so its first object tells for all of it.
    const Written& first = written.front();
    try {
        db_.reset();
        nextTry_ = {};
        pg::Result row = connection().run(ONE_CURRENT.name, {first.key.first, first.key.second});
        std::optional<StoredRow> stored;
        if (row.rows() > 0)
            stored =
                StoredRow{row.integer(0, VERSION_COLUMN), int(row.integer(0, 2)), row.text(0, 5)};
        return isOurCommit(stored, first.row);
    } catch (const pg::Error&) {
        return std::nullopt;
    }
}

void PostgresStore::watch(Changed changed) {
    listener_.reset();
    if (changed) listener_ = std::make_unique<pg::Listener>(conninfo_, ownPid_, std::move(changed));
}

StoreConflict PostgresStore::conflict(const std::string& objects) const {
    return StoreConflict(objects +
                         " changed meanwhile through another mudchess sharing this database, so "
                         "nothing changed here; this is how it stands now:");
}

std::optional<GameObject> PostgresStore::reread(const std::string& place,
                                                const std::string& object) {
    try {
        pg::Result row = reading([&](pg::Connection& db) {
            return db.run(ONE_CURRENT.name, {place, object});
        });
        if (row.rows() == 0) {
            versions_.erase({place, object});
            return std::nullopt;
        }
        RestoredObject restored = restore(readRecord(row, 0));
        if (!restored.object)
            throw StoreError("the game on " + object + " in " + place + " as another mudchess " +
                             "saved it does not replay (" + restored.error + ")");
        versions_[{place, object}] = row.integer(0, VERSION_COLUMN);
        return std::move(*restored.object);
    } catch (const pg::Error& e) {
        fail(e, "read that game again");
    }
}

std::vector<GameObject> PostgresStore::history(const std::string& place,
                                               const std::string& object) {
    std::vector<GameObject> past;
    try {
        pg::Result games = reading([&](pg::Connection& db) {
            return db.run(PAST_GAMES.name, {place, object});
        });
        for (int i = 0; i < games.rows(); ++i) {
            RestoredObject restored = restore(readRecord(games, i));
            if (restored.object) past.push_back(std::move(*restored.object));
        }
    } catch (const pg::Error& e) {
        fail(e, "read the history");
    }
    return past;
}

std::vector<std::pair<std::string, GameObject>> PostgresStore::gamesOf(const std::string& id) {
    std::vector<std::pair<std::string, GameObject>> games;
    try {
        pg::Result rows = reading([&](pg::Connection& db) { return db.run(GAMES_OF.name, {id}); });
        for (int i = 0; i < rows.rows(); ++i) {
            RestoredObject restored = restore(readRecord(rows, i));
            if (restored.object) games.emplace_back(rows.text(i, 0), std::move(*restored.object));
        }
    } catch (const pg::Error& e) {
        fail(e, "read the games played");
    }
    return games;
}

std::vector<StoredRatedGame> PostgresStore::ratedGames() {
    std::vector<StoredRatedGame> games;
    try {
        pg::Result rows = reading([&](pg::Connection& db) { return db.run(RATED_GAMES.name, {}); });
        for (int i = 0; i < rows.rows(); ++i) {
            StoredRatedGame s;
            RatedGame& g = s.game;
            g.place = rows.text(i, 0);
            g.object = rows.text(i, 1);
            g.number = int(rows.integer(i, 2));
            g.ended = rows.integer(i, 3);
            g.variant = rows.text(i, 4);
            g.speed = rows.text(i, 5);
            g.white = rows.text(i, 6);
            g.black = rows.text(i, 7);
            g.weight = std::stod(rows.text(i, 8));
            if (rows.text(i, 13) == "t") {
                g.whiteBefore = PlayerRating{std::stod(rows.text(i, 9))};
                g.whiteAfter = PlayerRating{std::stod(rows.text(i, 10))};
            }
            if (rows.text(i, 14) == "t") {
                g.blackBefore = PlayerRating{std::stod(rows.text(i, 11))};
                g.blackAfter = PlayerRating{std::stod(rows.text(i, 12))};
            }
            s.whiteScore = whiteScoreOf(rows.text(i, 15));
            s.computerLevel = computerLevelOf(rows.text(i, 16));
            games.push_back(std::move(s));
        }
    } catch (const pg::Error& e) {
        fail(e, "read the rated games");
    }
    return games;
}

StoredGamesPage PostgresStore::recentGamesOf(const std::string& id, int skip, int count) {
    StoredGamesPage page;
    try {
        auto [total, rows] = reading([&](pg::Connection& db) {
            return std::pair{
                db.run(COUNT_GAMES_OF.name, {id}),
                db.run(RECENT_GAMES_OF.name, {id, std::to_string(count), std::to_string(skip)})};
        });
        if (total.rows() > 0) page.total = int(total.integer(0, 0));
        for (int i = 0; i < rows.rows(); ++i) {
            RestoredObject restored = restore(readRecord(rows, i));
            if (restored.object)
                page.games.push_back(
                    {rows.integer(i, ID_COLUMN), rows.text(i, 0), std::move(*restored.object)});
        }
    } catch (const pg::Error& e) {
        fail(e, "read the games played");
    }
    return page;
}

std::optional<StoredGame> PostgresStore::storedGame(std::int64_t id) {
    try {
        pg::Result row = reading(
            [&](pg::Connection& db) { return db.run(STORED_GAME.name, {std::to_string(id)}); });
        if (row.rows() == 0) return std::nullopt;
        RestoredObject restored = restore(readRecord(row, 0));
        if (!restored.object) return std::nullopt;
        return StoredGame{id, row.text(0, 0), std::move(*restored.object)};
    } catch (const pg::Error& e) {
        fail(e, "read that game");
    }
}

// One statement, committed on its own: sent again on a new connection when the first was lost,
// it leaves the same row.
void PostgresStore::saveAnalysis(const AnalysedGame& game, const std::string& analysis) {
    std::vector<std::string> values = gameKey(game);
    values.push_back(analysis);
    try {
        reading([&](pg::Connection& db) { return db.run(SAVE_ANALYSIS.name, values); });
    } catch (const pg::Error& e) {
        fail(e, "save the analysis");
    }
}

std::optional<std::string> PostgresStore::analysisOf(const AnalysedGame& game) {
    try {
        pg::Result row =
            reading([&](pg::Connection& db) { return db.run(ANALYSIS_OF.name, gameKey(game)); });
        if (row.rows() == 0) return std::nullopt;
        return row.text(0, 0);
    } catch (const pg::Error& e) {
        fail(e, "read the analysis");
    }
}

void PostgresStore::saveName(const std::string& id, const std::string& name) {
    try {
        reading([&](pg::Connection& db) {
            return name == id ? db.run(FORGET_NAME.name, {id})
                              : db.run(NAME_PLAYER.name, {id, name});
        });
    } catch (const pg::Error& e) {
        fail(e, "save that name");
    }
}

void PostgresStore::fail(const pg::Error& e, const std::string& doing) {
    std::string why;
    if (e.lost || !db_ || !db_->ok())
        why = "the PostgreSQL database " + shown_ + " cannot be reached (" + e.what() +
              "); mudchess connects again by itself, so wait a moment";
    else
        why = "PostgreSQL says \"" + std::string(e.what()) + "\" about " + shown_;
    throw StoreError("could not " + doing + ", so nothing changed: " + why + " and try again");
}

std::size_t PostgresStore::addPuzzles(const std::vector<puzzle::Puzzle>& puzzles) {
    std::size_t added = 0;
    try {
        pg::Connection& db = begin();
        pg::Transaction t(db, pg::Transaction::Begun{});
        for (const puzzle::Puzzle& p : puzzles)
            added += std::size_t(db.run(INSERT_PUZZLE.name, puzzleValues(p)).changed());
        t.commit();
    } catch (const pg::Error& e) {
        fail(e, "keep those puzzles");
    }
    return added;
}

std::optional<puzzle::Puzzle> PostgresStore::puzzle(const std::string& id) {
    try {
        return firstOf(puzzlesFrom(
            reading([&](pg::Connection& db) { return db.run(PUZZLE_BY_ID.name, {id}); })));
    } catch (const pg::Error& e) {
        fail(e, "read that puzzle");
    }
}

std::size_t PostgresStore::puzzleCount(const Variant& variant) {
    try {
        pg::Result count = reading([&](pg::Connection& db) {
            return db.run(COUNT_PUZZLES.name, {std::string(variant.key)});
        });
        return std::size_t(count.integer(0, 0));
    } catch (const pg::Error& e) {
        fail(e, "count the puzzles");
    }
}

std::optional<puzzle::Puzzle> PostgresStore::puzzleAt(const Variant& variant, std::size_t index) {
    try {
        return firstOf(puzzlesFrom(reading([&](pg::Connection& db) {
            return db.run(PUZZLE_AT.name, {std::string(variant.key), std::to_string(index)});
        })));
    } catch (const pg::Error& e) {
        fail(e, "read that puzzle");
    }
}

std::optional<puzzle::Puzzle> PostgresStore::puzzleNear(const Variant& variant, double rating,
                                                        const std::string& player) {
    try {
        return firstOf(puzzlesFrom(reading([&](pg::Connection& db) {
            return db.run(PUZZLE_NEAR.name, {std::string(variant.key), exactly(rating), player});
        })));
    } catch (const pg::Error& e) {
        fail(e, "find a puzzle");
    }
}

std::vector<puzzle::Puzzle> PostgresStore::puzzlesOf(const Variant& variant) {
    try {
        return puzzlesFrom(reading([&](pg::Connection& db) {
            return db.run(PUZZLES_OF.name, {std::string(variant.key)});
        }));
    } catch (const pg::Error& e) {
        fail(e, "read the puzzles");
    }
}

std::optional<puzzle::PuzzleRating> PostgresStore::puzzleRating(const std::string& player,
                                                                const Variant& variant) {
    try {
        pg::Result row = reading([&](pg::Connection& db) {
            return db.run(PUZZLE_RATING.name, {player, std::string(variant.key)});
        });
        if (row.rows() == 0) return std::nullopt;
        return puzzleRatingOf(row, 0, 0);
    } catch (const pg::Error& e) {
        fail(e, "read the puzzle rating");
    }
}

void PostgresStore::saveAttempt(const puzzle::PuzzleAttempt& attempt) {
    const puzzle::PuzzleRating& r = attempt.playerAfter;
    const rating::Glicko2& p = attempt.puzzleAfter;
    try {
        pg::Connection& db = begin();
        pg::Transaction t(db, pg::Transaction::Begun{});
        db.run(UPSERT_PUZZLE_RATING.name,
               {attempt.player, std::string(attempt.variant->key), exactly(r.glicko.rating),
                exactly(r.glicko.deviation), exactly(r.glicko.volatility), std::to_string(r.solved),
                std::to_string(r.failed), std::to_string(r.streak), std::to_string(r.bestStreak),
                std::to_string(r.lastPlayed)});
        db.run(INSERT_ATTEMPT.name,
               {attempt.player, attempt.puzzle, attempt.solved ? "true" : "false",
                std::to_string(attempt.when)});
        db.run(RATE_PUZZLE.name,
               {attempt.puzzle, exactly(p.rating), exactly(p.deviation), exactly(p.volatility)});
        t.commit();
    } catch (const pg::Error& e) {
        fail(e, "save that puzzle");
    }
}

std::vector<puzzle::PuzzleStore::Leader> PostgresStore::puzzleLeaders(const Variant& variant,
                                                                      int count) {
    std::vector<Leader> leaders;
    try {
        pg::Result rows = reading([&](pg::Connection& db) {
            return db.run(PUZZLE_LEADERS.name, {std::string(variant.key), std::to_string(count)});
        });
        for (int i = 0; i < rows.rows(); ++i)
            leaders.push_back({rows.text(i, 0), rows.text(i, 1), puzzleRatingOf(rows, i, 2)});
    } catch (const pg::Error& e) {
        fail(e, "read the puzzle leaders");
    }
    return leaders;
}

std::vector<std::int64_t> PostgresStore::gamesToCut(int count) {
    std::vector<std::int64_t> games;
    try {
        pg::Result rows = reading(
            [&](pg::Connection& db) { return db.run(GAMES_TO_CUT.name, {std::to_string(count)}); });
        for (int i = 0; i < rows.rows(); ++i) games.push_back(rows.integer(i, 0));
    } catch (const pg::Error& e) {
        fail(e, "read the games to cut");
    }
    return games;
}

// One statement, committed on its own, that leaves the same row when sent again.
void PostgresStore::markCut(std::int64_t game) {
    try {
        reading([&](pg::Connection& db) { return db.run(MARK_CUT.name, {std::to_string(game)}); });
    } catch (const pg::Error& e) {
        fail(e, "save that");
    }
}

std::vector<std::string> PostgresStore::lease(const std::vector<std::string>& places,
                                              std::chrono::milliseconds term) {
    std::vector<std::string> held;
    if (places.empty()) return held;
    try {
        pg::Result rows = reading([&](pg::Connection& db) {
            return db.run(TAKE_LEASES.name,
                          {textArray(places), owner_, std::to_string(term.count())});
        });
        for (int i = 0; i < rows.rows(); ++i) held.push_back(rows.text(i, 0));
    } catch (const pg::Error& e) {
        fail(e, "renew the leases");
    }
    return held;
}

} // namespace mudchess
