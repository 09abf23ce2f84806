#include "store/postgres_schema.hpp"

namespace mudchess::pg::schema {

namespace {

// Layout 1: SQLite's layout 8 (store/schema.cpp) in PostgreSQL's types, with games.version, the
// number of times the object's current game was saved, which a save checks so that two
// processes never overwrite each other's move (docs/operators.md, "Several processes"). The
// partial unique index says an object has one current game at most. options.user_id is
// SQLite's options.user ("user" is a reserved word here).
const char* const CREATE_TABLES = R"(
CREATE TABLE mudchess_layout(version integer NOT NULL);
CREATE TABLE games(
    id bigserial PRIMARY KEY,
    place text NOT NULL,
    object text NOT NULL,
    number integer NOT NULL,
    current boolean NOT NULL,
    variant text NOT NULL,
    start_fen text NOT NULL,
    moves text NOT NULL,
    white text NOT NULL,
    black text NOT NULL,
    result text NOT NULL,
    termination text NOT NULL,
    draw_offer text NOT NULL,
    clock text NOT NULL DEFAULT '',
    computers text NOT NULL DEFAULT '',
    started text NOT NULL DEFAULT '',
    tags text NOT NULL DEFAULT '',
    draw_rule text NOT NULL DEFAULT 'claimed',
    board_draw_rule text NOT NULL DEFAULT '',
    version bigint NOT NULL DEFAULT 1,
    UNIQUE(place, object, number));
CREATE UNIQUE INDEX games_current ON games(place, object) WHERE current;
CREATE TABLE options(
    user_id text NOT NULL,
    name text NOT NULL,
    value text NOT NULL,
    PRIMARY KEY(user_id, name));
CREATE TABLE players(
    id text PRIMARY KEY,
    name text NOT NULL);
INSERT INTO mudchess_layout(version) VALUES(0);
)";

// Layout 2 (ratings, issue 41): SQLite's layout 9. games.rated (0 casual, 1 rated, 2 rated with
// a move taken back), each player's figures per variant and speed, and one row for each game
// that changed ratings, written in the transaction that saves the game's end.
const char* const MIGRATE_1_TO_2 = R"(
ALTER TABLE games ADD COLUMN rated integer NOT NULL DEFAULT 0;
CREATE TABLE ratings(
    player text NOT NULL,
    variant text NOT NULL,
    speed text NOT NULL,
    rating double precision NOT NULL,
    deviation double precision NOT NULL,
    volatility double precision NOT NULL,
    games integer NOT NULL,
    last_played bigint NOT NULL,
    PRIMARY KEY(player, variant, speed));
CREATE TABLE rated_games(
    id bigserial PRIMARY KEY,
    place text NOT NULL,
    object text NOT NULL,
    number integer NOT NULL,
    ended bigint NOT NULL,
    variant text NOT NULL,
    speed text NOT NULL,
    white text NOT NULL,
    black text NOT NULL,
    weight double precision NOT NULL,
    white_before double precision,
    white_after double precision,
    black_before double precision,
    black_after double precision);
CREATE INDEX rated_games_ended ON rated_games(ended);
)";

// Layout 3 (leases, issue 42): which process acts unprompted in each place (flags, the
// computer's turn), until when by the database's clock. `owner` names the process (host, pid and
// a random number, store/postgres_store.cpp); a lease whose expires_at has passed may be taken
// by any other.
const char* const MIGRATE_2_TO_3 = R"(
CREATE TABLE leases(
    place text PRIMARY KEY,
    owner text NOT NULL,
    expires_at timestamptz NOT NULL);
)";

// Layout 4 (engines, issue 39): SQLite's layout 10. games.engines names the seats external
// engines hold, with their levels ("black:stockfish:5").
const char* const MIGRATE_3_TO_4 = "ALTER TABLE games ADD COLUMN engines text NOT NULL DEFAULT ''";

// Layout 5 (issue 41): SQLite's layout 11. Indexes on each side's player, the id and the result,
// for what `history of bob` and `stats of bob` ask (a player's finished games): a page is read
// backwards from each side's newest in the index alone, instead of every game kept (on (white,
// result) the planner's generic plan scanned every id backwards for a player with no games).
const char* const MIGRATE_4_TO_5 = R"(
CREATE INDEX IF NOT EXISTS games_white ON games(white, id, result);
CREATE INDEX IF NOT EXISTS games_black ON games(black, id, result);
)";

// Layout 6 (post-game analysis): SQLite's layout 12. analyses, the engine's analysis of a
// finished game, named by its place, object and number with its moves beside it, so that a game
// that came to bear the same number never reads back another's analysis. IF NOT EXISTS, as
// layout 5's indexes: a database whose version was set back (as the upgrade tests make one) may
// have it already.
const char* const MIGRATE_5_TO_6 = R"(
CREATE TABLE IF NOT EXISTS analyses(
    place text NOT NULL,
    object text NOT NULL,
    number integer NOT NULL,
    moves text NOT NULL,
    analysis text NOT NULL,
    PRIMARY KEY(place, object, number));
)";

// Layout 7 (puzzles): SQLite's layout 13. puzzles, each with its own rating; puzzle_ratings, each
// player's per variant; puzzle_attempts, every puzzle a player played to its end; cut_games, the
// finished games the puzzle cutter has read. A puzzle's id is ordered byte by byte (COLLATE "C"),
// as SQLite orders it, so that the daily puzzle (the nth in id order) is the same puzzle in both
// stores whatever the database's locale; puzzle_attempts.puzzle too, so that the index on it
// serves the comparison with the id. IF NOT EXISTS, as layout 6.
const char* const MIGRATE_6_TO_7 = R"(
CREATE TABLE IF NOT EXISTS puzzles(
    id text COLLATE "C" PRIMARY KEY,
    variant text NOT NULL,
    fen text NOT NULL,
    moves text NOT NULL,
    rating double precision NOT NULL,
    deviation double precision NOT NULL,
    volatility double precision NOT NULL,
    popularity integer NOT NULL,
    plays integer NOT NULL,
    themes text NOT NULL,
    game_url text NOT NULL,
    opening_tags text NOT NULL,
    white text NOT NULL,
    black text NOT NULL);
CREATE INDEX IF NOT EXISTS puzzles_near ON puzzles(variant, rating);
CREATE TABLE IF NOT EXISTS puzzle_ratings(
    player text NOT NULL,
    variant text NOT NULL,
    rating double precision NOT NULL,
    deviation double precision NOT NULL,
    volatility double precision NOT NULL,
    solved integer NOT NULL,
    failed integer NOT NULL,
    streak integer NOT NULL,
    best_streak integer NOT NULL,
    last_played bigint NOT NULL,
    PRIMARY KEY(player, variant));
CREATE TABLE IF NOT EXISTS puzzle_attempts(
    player text NOT NULL,
    puzzle text COLLATE "C" NOT NULL,
    solved boolean NOT NULL,
    played_at bigint NOT NULL);
CREATE INDEX IF NOT EXISTS puzzle_attempts_of ON puzzle_attempts(player, puzzle);
CREATE TABLE IF NOT EXISTS cut_games(
    game bigint PRIMARY KEY);
)";

// Any number will do, so long as it is always the same: it names mudchess's layout lock among
// the other advisory locks a database may have.
const char* const LAYOUT_LOCK = "SELECT pg_advisory_xact_lock(7242042)";

} // namespace

void lockLayout(Connection& db) { db.exec(LAYOUT_LOCK); }

State inspect(Connection& db, int& version) {
    version = 0;
    Result tables =
        db.exec("SELECT count(*), to_regclass('mudchess_layout') IS NOT NULL FROM pg_tables "
                "WHERE schemaname = current_schema()");
    bool empty = tables.integer(0, 0) == 0;
    if (tables.text(0, 1) == "t")
        version =
            int(db.exec("SELECT coalesce(max(version), 0) FROM mudchess_layout").integer(0, 0));
    if (version == 0) return empty ? State::EMPTY : State::FOREIGN;
    if (version == CURRENT) return State::CURRENT;
    return version < CURRENT ? State::OLDER : State::NEWER;
}

void createOrUpgrade(Connection& db, int fromVersion) {
    if (fromVersion == 0) db.exec(CREATE_TABLES);
    if (fromVersion <= 1) db.exec(MIGRATE_1_TO_2);
    if (fromVersion <= 2) db.exec(MIGRATE_2_TO_3);
    if (fromVersion <= 3) db.exec(MIGRATE_3_TO_4);
    if (fromVersion <= 4) db.exec(MIGRATE_4_TO_5);
    if (fromVersion <= 5) db.exec(MIGRATE_5_TO_6);
    if (fromVersion <= 6) db.exec(MIGRATE_6_TO_7);
    db.exec("UPDATE mudchess_layout SET version = " + std::to_string(CURRENT));
}

} // namespace mudchess::pg::schema
