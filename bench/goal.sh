#!/usr/bin/env bash
# Issue 13's strength goal, measured: level 8 on a 10+0.1 clock, one thread each, against
# Stockfish 15.1 held to UCI_Elo 1500, 2000 and 2400 in chess (the balanced openings in
# bench/openings/chess.fen) and Fairy-Stockfish 11.1 at 1500 and 2000 in Knightmate (the
# built-in openings). Each series prints its score with an Elo difference and its 95% interval.
# The goal: 50% or more against 2400 in chess and against 2000 in Knightmate. Not a test: at
# two games at a time, 200 games take about an hour on 2 cores.
#
#   bench/goal.sh [BUILD_DIR]              (default: build)
#
# Environment:
#   GAMES        games per series (default 200)
#   ONLY         a space-separated subset of: sf1500 sf2000 sf2400 fsf1500 fsf2000
#   CONCURRENCY  games at once (default 2)
#   OUT          directory for the PGN files and summaries (default: goal-results)
set -euo pipefail

series_names=(sf1500 sf2000 sf2400 fsf1500 fsf2000)
for name in ${ONLY:-}; do
    if [[ " ${series_names[*]} " != *" $name "* ]]; then
        echo "bench/goal.sh: no series '$name' in ONLY; the series are: ${series_names[*]}" >&2
        exit 2
    fi
done

build=${1:-build}
out=${OUT:-goal-results}
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=bench/players.sh
source "$here/players.sh"
prepare_players "$build" "$out"

# series NAME VARIANT REFERENCE ELO OPENINGS...: one series, summary to OUT/NAME.txt.
series() {
    local name=$1 variant=$2 reference=$3 elo=$4
    shift 4
    if [[ -n ${ONLY:-} && " $ONLY " != *" $name "* ]]; then return; fi
    echo "==> level 8 against $name ($variant)"
    "$mudchess" match --variant "$variant" \
        --engine "$mudchess uci option.Level=8 name=L8" \
        --engine "$reference option.UCI_LimitStrength=true option.UCI_Elo=$elo name=$name" \
        --games "${GAMES:-200}" --tc 10+0.1 --time-margin 100 \
        --concurrency "${CONCURRENCY:-2}" --pgn "$out/$name.pgn" "$@" | tee "$out/$name.txt"
}

chess_openings=(--openings "$here/openings/chess.fen")
series sf1500 chess stockfish 1500 "${chess_openings[@]}"
series sf2000 chess stockfish 2000 "${chess_openings[@]}"
series sf2400 chess stockfish 2400 "${chess_openings[@]}"
series fsf1500 knightmate fairy-stockfish 1500
series fsf2000 knightmate fairy-stockfish 2000
