#!/usr/bin/env bash
# Is a change to the engine an improvement? Plays two builds of mudchess against each other at
# level 8 from the balanced openings in bench/openings/chess.fen, colours alternating, and prints
# the score with an Elo difference and its 95% interval. Not a test: 200 games take about 15
# minutes on 2 cores.
#
#   bench/selfplay.sh NEW_MUDCHESS BASE_MUDCHESS
#
# Environment: GAMES (default 200), TC (default 2+0.02), CONCURRENCY (default 2), PGN (a file
# to append the games to; default none).
set -euo pipefail
if (($# != 2)); then
    sed -n '2,10s/^# \{0,1\}//p' "${BASH_SOURCE[0]}" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
new=$(realpath "$1")
base=$(realpath "$2")
pgn=()
[[ -n ${PGN:-} ]] && pgn=(--pgn "$PGN")
# A margin of 100 ms: on a busy machine a late answer is the machine's fault, not the engine's.
"$new" match --engine "$new uci name=new" --engine "$base uci name=base" \
    --games "${GAMES:-200}" --tc "${TC:-2+0.02}" --time-margin 100 \
    --openings "$here/openings/chess.fen" --concurrency "${CONCURRENCY:-2}" "${pgn[@]}"
