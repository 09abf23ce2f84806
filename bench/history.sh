#!/usr/bin/env bash
# `history of NAME page 3` on a store of 20,000 finished games (docs/benchmarks.md, "A player's
# games"): alice plays one game in 20 (1,000 games), p5 about one in 97 (202), nobody none. Each
# is typed 200 times into one REPL session, best of 3, and once in a run of its own.
#
#   bench/history.sh [MUDCHESS] [DIR]     (defaults: build/mudchess, a temporary directory)
#
# GAMES (default 20000) sets the store's size; CI's smoke run (bench.history) uses a few hundred.
#
# The games go straight into the file with sqlite3, after the program made it with its own
# layout; an older mudchess's file is upgraded by the newer program at its first start.
set -euo pipefail
mudchess="${1:-build/mudchess}"
dir="${2:-$(mktemp -d)}"
mkdir -p "$dir"
games="${GAMES:-20000}"
db="$dir/history.db"
rm -f "$db"
"$mudchess" --db "$db" --name alice </dev/null >/dev/null
sqlite3 "$db" <<SQL
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $games)
INSERT INTO games(place, object, number, current, variant, start_fen, moves, white, black, result,
                  termination, draw_offer, started, draw_rule)
SELECT 'terminal', 'board' || (i % 50), i + 1, 0, 'chess',
       'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'e2e4 e7e5 g1f3 b8c6 f1b5',
       CASE WHEN i % 40 = 0 THEN 'alice' ELSE 'p' || (i % 97) END,
       CASE WHEN i % 40 = 20 THEN 'alice' ELSE 'q' || (i % 89) END,
       CASE i % 3 WHEN 0 THEN '1-0' WHEN 1 THEN '0-1' ELSE '1/2-1/2' END,
       CASE i % 3 WHEN 2 THEN 'agreement' ELSE 'resignation' END, '', '2026-11-28T12:00:00Z',
       'claimed'
FROM n;
SQL
"$mudchess" --db "$db" --name alice </dev/null >/dev/null # upgrades a file of an older layout
echo "$(sqlite3 "$db" 'SELECT count(*) FROM games') games in $db"
seconds() { # the elapsed seconds of a command reading standard input from $1
    local input="$1" start end
    shift
    start=$(date +%s.%N)
    "$@" <"$input" >/dev/null
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}
for who in alice p5 nobody; do
    for _ in $(seq 200); do echo "history of $who page 3"; done >"$dir/200.txt"
    echo "history of $who page 3" >"$dir/1.txt"
    best=""
    for _ in 1 2 3; do
        s=$(seconds "$dir/200.txt" "$mudchess" --db "$db" --name alice)
        if [[ -z "$best" ]] || (($(echo "$s < $best" | bc))); then best=$s; fi
    done
    one=$(seconds "$dir/1.txt" "$mudchess" --db "$db" --name alice)
    printf '%-7s 200 in one session: %.3f s (%.2f ms each); one run of its own: %.3f s\n' \
        "$who" "$best" "$(echo "$best * 5" | bc)" "$one"
done
