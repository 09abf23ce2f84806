-- A database as mudchess's first storage layout (version 1) wrote it: one game per object,
-- the colour scheme as a column of users. tests/store keeps it to prove the upgrade.
CREATE TABLE games(
    place TEXT NOT NULL,
    object TEXT NOT NULL,
    variant TEXT NOT NULL,
    start_fen TEXT NOT NULL,
    moves TEXT NOT NULL,
    white TEXT NOT NULL,
    black TEXT NOT NULL,
    result TEXT NOT NULL,
    termination TEXT NOT NULL,
    PRIMARY KEY(place, object));
CREATE TABLE users(
    name TEXT PRIMARY KEY,
    colour_scheme TEXT NOT NULL);
INSERT INTO games VALUES('#chess', 'board', 'chess',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'e2e4 e7e5 g1f3',
    'alice', 'bob', '*', '');
INSERT INTO games VALUES('#chess', 'oak table', 'chess',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'd2d4',
    'carol', 'dave', '0-1', 'resignation');
INSERT INTO games VALUES('#games', 'board', 'knightmate',
    'rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1', '', 'erin', '', '*', '');
INSERT INTO users VALUES('alice', 'classic');
PRAGMA user_version = 1;
