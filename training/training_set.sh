#!/usr/bin/env bash
# Positions for fitting the evaluation (build/training/tune_weights, tune_eval), made from scratch:
# fast games of mudchess against itself, every second position scored by Stockfish 15.1 at
# depth 8 (training/label_positions.py keeps the quiet ones), shuffled into one file. Not a test:
# the defaults (3000 games, about 110,000 positions) take about 35 minutes on 2 cores.
#
#   training/training_set.sh MUDCHESS OUT_DIR [EXTRA.pgn ...]
#
# EXTRA.pgn: more chess games to take positions from (a bench/goal.sh series, say). Writes
# OUT_DIR/games.pgn and OUT_DIR/labelled.txt ("FEN;centipawns" lines). Environment: GAMES (default
# 3000), JOBS (labellers at once; default the number of cores).
set -euo pipefail
if (($# < 2)); then
    sed -n '2,12s/^# \{0,1\}//p' "${BASH_SOURCE[0]}" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
mudchess=$(realpath "$1")
out=$2
shift 2
export PATH=$PATH:/usr/games
mkdir -p "$out"
games=${GAMES:-3000}
jobs=${JOBS:-$(nproc)}

# Variety comes from the weaker side: a level below 8 picks among several good moves by chance
# (as Stockfish's Skill Level does), so games from the same opening soon part ways. A fixed
# node count keeps the games fast and the same on any machine.
play() { # WEAK_LEVEL STRONG_LEVEL NODES GAMES
    "$mudchess" match --engine "$mudchess uci option.Level=$1 name=level$1" \
        --engine "$mudchess uci option.Level=$2 name=level$2" --games "$4" --nodes "$3" \
        --openings "$here/../bench/openings/chess.fen" --concurrency "$jobs" --pgn "$out/games.pgn" \
        --event "training positions" >/dev/null
}
rm -f "$out/games.pgn"
play 6 7 4000 $((games * 8 / 15))
play 5 8 6000 $((games * 7 / 15))

# Every second position, cut into one part a labeller; each part a stream of EPD lines.
pgn-extract -Wepd -s "$out/games.pgn" "$@" 2>/dev/null | awk 'NF >= 4 && NR % 2' \
    >"$out/positions.epd"
split -n "l/$jobs" -d "$out/positions.epd" "$out/part."
labellers=()
for part in "$out"/part.*; do
    "$here/label_positions.py" --every 1 <"$part" >"$part.labelled" &
    labellers+=($!)
done
# Each labeller waited for by name, so that one that fails stops the script instead of leaving a
# set with a part missing.
for pid in "${labellers[@]}"; do wait "$pid"; done
cat "$out"/part.*.labelled | shuf --random-source=<(yes) >"$out/labelled.txt"
rm -f "$out"/part.* "$out/positions.epd"
echo "$(wc -l <"$out/labelled.txt") positions: $out/labelled.txt"
