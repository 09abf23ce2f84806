-- A database as mudchess's eighth storage layout (version 8) wrote it: players had ids, but no
-- game was rated and nobody had a rating. tests/store keeps it to prove the upgrade to layout 9,
-- where every game from before is casual and the rating tables start empty.
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
CREATE TABLE players(
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL);
INSERT INTO games(place, object, number, current, variant, start_fen, moves, white, black,
                  result, termination, draw_offer, clock, computers, started, tags, draw_rule,
                  board_draw_rule) VALUES
    ('#chess', 'board', 1, 0, 'chess',
     'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     'f2f3 e7e5 g2g4 d8h4', '#12', '#40', '0-1', 'checkmate', '', '', '',
     '2026-11-27T20:00:00Z', '', 'claimed', ''),
    ('#chess', 'board', 2, 1, 'chess',
     'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     'e2e4 e7e5', '#12', '#40', '*', '', '', '', '', '2026-11-27T21:00:00Z', '', 'claimed', '');
INSERT INTO options(user, name, value) VALUES ('#12', 'colour', 'classic');
INSERT INTO players(id, name) VALUES ('#12', 'Alice'), ('#40', 'Bob');
PRAGMA user_version = 8;
