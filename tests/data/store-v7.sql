-- A database as mudchess's seventh storage layout (version 7) wrote it: before players had an
-- id apart from their name. tests/store keeps it to prove the upgrade to layout 8, where every
-- seat and option holder from before is a player whose id is their name.
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
    UNIQUE(place, object, number));
CREATE INDEX games_current ON games(current);
CREATE TABLE options(
    user TEXT NOT NULL,
    name TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY(user, name));
INSERT INTO games(place, object, number, current, variant, start_fen, moves, white, black,
                  result, termination, draw_offer, clock, computers, started, tags, draw_rule,
                  board_draw_rule) VALUES
    ('#chess', 'board', 1, 1, 'chess',
     'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     'e2e4 e7e5', 'alice', 'bob', '*', '', '', '', '', '2026-11-27T20:00:00Z', '', 'claimed',
     'automatic');
INSERT INTO options(user, name, value) VALUES ('alice', 'colour', 'classic');
PRAGMA user_version = 7;
