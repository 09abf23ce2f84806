#include "store/schema.hpp"

namespace mudchess::schema {

namespace {

// Version 2: every game on an object is kept (number, current), draw offers survive a
// restart, and options are name/value pairs so a new option needs no new column.
// Version 3: the same tables; games.termination holds terminationCode(), not the display name.
// Version 4: games.clock keeps a timed game's clock (GameClock::saved()), empty when untimed.
// Version 5: games.computers names the seats the computer holds and its level ("black:3").
// Version 6: games.started (when the game was set up, UTC, for PGN's Date; empty for games from
// before) and games.tags (a loaded game's own PGN tag pairs).
// Version 7: games.draw_rule (the rule the game follows: "claimed" or "automatic") and
// games.board_draw_rule (the rule chosen on the board for games to come, read from the current
// game's row; empty: the operator's default).
// Version 8: players(id, name): the display name of each player whose stable id is not their
// name; seats (games.white, games.black) and options.user hold ids.
// Version 9 (ratings, issue 41): games.rated (0 casual, 1 rated, 2 rated but a move was taken
// back, so it no longer counts); ratings, each player's figures per variant and speed; and
// rated_games, one row for each game that changed ratings (the figures before and after, NULL
// for the computer's side), written in the same transaction as the game's end.
// Version 10 (engines, issue 39): games.engines names the seats external engines hold, with
// their levels ("black:stockfish:5"), so they play on after a restart.
// Version 11 (issue 41): indexes games_white(white, id, result) and games_black(black, id,
// result), for what `history of bob` and `stats of bob` ask (a player's finished games, result
// <> '*'): the count of them is read from the indexes alone, and a page backwards from each
// side's newest (id order within a player), instead of every game kept.
// Version 12 (post-game analysis): analyses, the engine's analysis of a finished game (the text
// analysis/analysis_text.hpp writes), kept so that asking again is instant and survives a
// restart. A game is named by its place, object and number, as rated_games names it, and its
// moves are kept beside the analysis, so that a board's games restored from another file, which
// may reuse a number, never read back an analysis of a different game.
// Version 13 (puzzles): puzzles, as lichess's open puzzle database writes them (puzzle/
// puzzle.hpp), each with its own rating; puzzle_ratings, each player's puzzle rating per variant;
// puzzle_attempts, every puzzle a player played to its end; and cut_games, the finished games the
// puzzle cutter has read, so that it reads each once.
const char* const CREATE_TABLES = R"(
CREATE TABLE games(
    id INTEGER PRIMARY KEY,
    place TEXT NOT NULL,
    object TEXT NOT NULL,
    number INTEGER NOT NULL,
    current INTEGER NOT NULL,
    variant TEXT NOT NULL,
    start_fen TEXT NOT NULL,
    moves TEXT NOT NULL,
    white TEXT NOT NULL,
    black TEXT NOT NULL,
    result TEXT NOT NULL,
    termination TEXT NOT NULL,
    draw_offer TEXT NOT NULL,
    clock TEXT NOT NULL DEFAULT '',
    computers TEXT NOT NULL DEFAULT '',
    started TEXT NOT NULL DEFAULT '',
    tags TEXT NOT NULL DEFAULT '',
    draw_rule TEXT NOT NULL DEFAULT 'claimed',
    board_draw_rule TEXT NOT NULL DEFAULT '',
    rated INTEGER NOT NULL DEFAULT 0,
    engines TEXT NOT NULL DEFAULT '',
    UNIQUE(place, object, number));
CREATE INDEX games_current ON games(current);
CREATE TABLE options(
    user TEXT NOT NULL,
    name TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY(user, name));
CREATE TABLE players(
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL);
)";

// The tables version 9 added, made the same way by a new file and by the upgrade from 8.
const char* const RATING_TABLES = R"(
CREATE TABLE ratings(
    player TEXT NOT NULL,
    variant TEXT NOT NULL,
    speed TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    games INTEGER NOT NULL,
    last_played INTEGER NOT NULL,
    PRIMARY KEY(player, variant, speed));
CREATE TABLE rated_games(
    id INTEGER PRIMARY KEY,
    place TEXT NOT NULL,
    object TEXT NOT NULL,
    number INTEGER NOT NULL,
    ended INTEGER NOT NULL,
    variant TEXT NOT NULL,
    speed TEXT NOT NULL,
    white TEXT NOT NULL,
    black TEXT NOT NULL,
    weight REAL NOT NULL,
    white_before REAL,
    white_after REAL,
    black_before REAL,
    black_after REAL);
CREATE INDEX rated_games_ended ON rated_games(ended);
)";

// The table version 12 added, made the same way by a new file and by the upgrade from 11. IF NOT
// EXISTS, as PLAYER_INDEXES: a file whose version was set back to an older layout's (as the
// upgrade tests make one) may have it already.
const char* const ANALYSES_TABLE = R"(
CREATE TABLE IF NOT EXISTS analyses(
    place TEXT NOT NULL,
    object TEXT NOT NULL,
    number INTEGER NOT NULL,
    moves TEXT NOT NULL,
    analysis TEXT NOT NULL,
    PRIMARY KEY(place, object, number));
)";

// The tables version 13 added, made the same way by a new file and by the upgrade from 12, IF NOT
// EXISTS as ANALYSES_TABLE. A puzzle's moves and themes are blank-separated words; its variant is
// Variant::key. puzzles_near serves puzzleNear, read from the asked rating outwards in both
// directions; puzzle_attempts_of serves the test of whether the player has tried one.
const char* const PUZZLE_TABLES = R"(
CREATE TABLE IF NOT EXISTS puzzles(
    id TEXT PRIMARY KEY,
    variant TEXT NOT NULL,
    fen TEXT NOT NULL,
    moves TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    popularity INTEGER NOT NULL,
    plays INTEGER NOT NULL,
    themes TEXT NOT NULL,
    game_url TEXT NOT NULL,
    opening_tags TEXT NOT NULL,
    white TEXT NOT NULL,
    black TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS puzzles_near ON puzzles(variant, rating);
CREATE TABLE IF NOT EXISTS puzzle_ratings(
    player TEXT NOT NULL,
    variant TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    solved INTEGER NOT NULL,
    failed INTEGER NOT NULL,
    streak INTEGER NOT NULL,
    best_streak INTEGER NOT NULL,
    last_played INTEGER NOT NULL,
    PRIMARY KEY(player, variant));
CREATE TABLE IF NOT EXISTS puzzle_attempts(
    player TEXT NOT NULL,
    puzzle TEXT NOT NULL,
    solved INTEGER NOT NULL,
    played_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS puzzle_attempts_of ON puzzle_attempts(player, puzzle);
CREATE TABLE IF NOT EXISTS cut_games(
    game INTEGER PRIMARY KEY);
)";

// Version 1 kept one game per object and the colour scheme as a column of users.
const char* const MIGRATE_1_TO_2 = R"(
ALTER TABLE games RENAME TO games_v1;
ALTER TABLE users RENAME TO users_v1;
)";

const char* const COPY_1_TO_2 = R"(
INSERT INTO games(place, object, number, current, variant, start_fen, moves, white, black,
                  result, termination, draw_offer)
    SELECT place, object, 1, 1, variant, start_fen, moves, white, black, result, termination, ''
    FROM games_v1;
INSERT INTO options(user, name, value) SELECT name, 'colour', colour_scheme FROM users_v1;
DROP TABLE games_v1;
DROP TABLE users_v1;
)";

// Version 2 stored the termination by its display name. The names are the ones layout 2 wrote,
// kept here as they were: a later change of wording must not change what they become.
const char* const MIGRATE_2_TO_3 = R"(
UPDATE games SET termination = CASE termination
    WHEN 'checkmate' THEN 'checkmate'
    WHEN 'resignation' THEN 'resignation'
    WHEN 'stalemate' THEN 'stalemate'
    WHEN 'threefold repetition' THEN 'threefold_repetition'
    WHEN 'fivefold repetition' THEN 'fivefold_repetition'
    WHEN '50-move rule' THEN 'fifty_moves'
    WHEN '75-move rule' THEN 'seventy_five_moves'
    WHEN 'dead position' THEN 'dead_position'
    WHEN 'agreement' THEN 'agreement'
    WHEN 'all queens captured' THEN 'queens_captured'
    WHEN 'all knights captured' THEN 'knights_captured'
    WHEN 'more knights at stalemate' THEN 'more_knights_at_stalemate'
    WHEN 'time forfeit' THEN 'time_forfeit'
    WHEN 'unterminated' THEN 'unterminated'
    ELSE termination END;
)";

const char* const MIGRATE_3_TO_4 = "ALTER TABLE games ADD COLUMN clock TEXT NOT NULL DEFAULT ''";
const char* const MIGRATE_4_TO_5 =
    "ALTER TABLE games ADD COLUMN computers TEXT NOT NULL DEFAULT ''";
const char* const MIGRATE_5_TO_6 = R"(
ALTER TABLE games ADD COLUMN started TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN tags TEXT NOT NULL DEFAULT '';
)";

// Every game before it followed FIDE's claimed draws, and no board had chosen a rule.
const char* const MIGRATE_6_TO_7 = R"(
ALTER TABLE games ADD COLUMN draw_rule TEXT NOT NULL DEFAULT 'claimed';
ALTER TABLE games ADD COLUMN board_draw_rule TEXT NOT NULL DEFAULT '';
)";

// Before it every player's id was their name: the seats' names are their ids as they stand.
const char* const MIGRATE_7_TO_8 = "CREATE TABLE players(id TEXT PRIMARY KEY, name TEXT NOT NULL)";

// Every game before it was casual, and nobody had a rating.
const char* const MIGRATE_8_TO_9 = "ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0";

// Before it an engine's seat was kept as a player's under the engine's name: it stays so.
const char* const MIGRATE_9_TO_10 = "ALTER TABLE games ADD COLUMN engines TEXT NOT NULL DEFAULT ''";

// Made the same way by a new file and by the upgrade from 10.
const char* const PLAYER_INDEXES = R"(
CREATE INDEX IF NOT EXISTS games_white ON games(white, id, result);
CREATE INDEX IF NOT EXISTS games_black ON games(black, id, result);
)";

} // namespace

State inspect(sql::Database& db, int& version) {
    sql::Statement v = db.prepare("PRAGMA user_version");
    v.step();
    version = int(v.integer(0));
    sql::Statement tables = db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table'");
    tables.step();
    bool empty = tables.integer(0) == 0;
    if (version == 0) return empty ? State::EMPTY : State::FOREIGN;
    if (version == CURRENT) return State::CURRENT;
    return version < CURRENT ? State::OLDER : State::NEWER;
}

void createOrUpgrade(sql::Database& db, int fromVersion) {
    if (fromVersion == 0 || fromVersion == 1) {
        if (fromVersion == 1) db.exec(MIGRATE_1_TO_2);
        db.exec(CREATE_TABLES);
        db.exec(RATING_TABLES);
        if (fromVersion == 1) db.exec(COPY_1_TO_2);
    }
    if (fromVersion == 1 || fromVersion == 2) db.exec(MIGRATE_2_TO_3);
    if (fromVersion == 2 || fromVersion == 3) db.exec(MIGRATE_3_TO_4);
    if (fromVersion >= 2 && fromVersion <= 4) db.exec(MIGRATE_4_TO_5);
    if (fromVersion >= 2 && fromVersion <= 5) db.exec(MIGRATE_5_TO_6);
    if (fromVersion >= 2 && fromVersion <= 6) db.exec(MIGRATE_6_TO_7);
    if (fromVersion >= 2 && fromVersion <= 7) db.exec(MIGRATE_7_TO_8);
    if (fromVersion >= 2 && fromVersion <= 8) {
        db.exec(MIGRATE_8_TO_9);
        db.exec(RATING_TABLES);
    }
    if (fromVersion >= 2 && fromVersion <= 9) db.exec(MIGRATE_9_TO_10);
    db.exec(PLAYER_INDEXES);
    if (fromVersion <= 11) db.exec(ANALYSES_TABLE);
    if (fromVersion <= 12) db.exec(PUZZLE_TABLES);
    db.exec("PRAGMA user_version = " + std::to_string(CURRENT));
}

} // namespace mudchess::schema
