-- A database as mudchess's second storage layout (version 2) wrote it: every game an object
-- had, options as name/value pairs, and the termination by its display name. tests/store keeps
-- it to prove the upgrade to codes.
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
    UNIQUE(place, object, number));
CREATE INDEX games_current ON games(current);
CREATE TABLE options(
    user TEXT NOT NULL,
    name TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY(user, name));
INSERT INTO games(place, object, number, current, variant, start_fen, moves, white, black,
                  result, termination, draw_offer) VALUES
    ('#chess', 'board', 1, 0, 'chess',
     'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'f2f3 e7e5 g2g4 d8h4',
     'alice', 'bob', '0-1', 'checkmate', ''),
    ('#chess', 'board', 2, 0, 'chess',
     'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
     'g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8', 'alice', 'bob', '1/2-1/2',
     'threefold repetition', ''),
    ('#chess', 'board', 3, 1, 'chess',
     'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'e2e4',
     'alice', 'bob', '*', '', 'white'),
    ('#chess', 'oak table', 1, 1, 'chess',
     'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'd2d4 d7d5',
     'carol', 'dave', '1/2-1/2', 'agreement', ''),
    ('#games', 'board', 1, 1, 'knightmate',
     'rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1', 'e2e4',
     'erin', 'frank', '1-0', 'resignation', '');
INSERT INTO options(user, name, value) VALUES('alice', 'colour', 'classic');
PRAGMA user_version = 2;
