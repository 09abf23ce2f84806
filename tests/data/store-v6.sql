-- A database as mudchess's sixth storage layout (version 6) wrote it: before boards had a draw
-- rule of their own. tests/store keeps it to prove the upgrade to layout 7, where every game
-- from before follows FIDE's claimed draws and no board has chosen a rule.
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
    UNIQUE(place, object, number));
CREATE INDEX games_current ON games(current);
CREATE TABLE options(
    user TEXT NOT NULL,
    name TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY(user, name));
INSERT INTO games(place, object, number, current, variant, start_fen, moves, white, black,
                  result, termination, draw_offer, clock, computers, started, tags) VALUES
    ('#chess', 'board', 1, 0, 'chess',
     'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     'g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8', 'alice', 'bob', '1/2-1/2',
     'threefold_repetition', '', '', '', '2026-11-24T03:58:00Z', ''),
    ('#chess', 'board', 2, 1, 'chess',
     'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     'g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8', 'alice', 'bob', '*', '', '', '', '',
     '2026-11-24T04:10:00Z', '');
PRAGMA user_version = 6;
