#!/usr/bin/env bash
# How strong is each level of the built-in engine? Plays `mudchess match` series and fits one
# Elo per level with 95% error bars (bench/strength_fit.py). Not a test: it takes an hour or more.
#
#   bench/strength.sh [BUILD_DIR]          (default: build)
#
# Environment:
#   GAMES      games per pairing (default 16; each built-in opening is played with both colours)
#   MOVETIME   milliseconds a move for both sides (default 1000). A level below 8 never thinks
#              longer than at the board (50 ms at level 1 up to 800 ms at level 7), whatever
#              the movetime allows; level 8 thinks 1000 ms at the board, so the default measures
#              every level as it plays there. A shorter MOVETIME makes levels 5-8 weaker than at
#              the board (they get less than their own time).
#   OUT        directory for the PGN files and match summaries (default: strength-results)
#   ONLY       "chess", "knightmate" or "knightschess" to play one variant's series
#   CONCURRENCY games played at once (default 1; 2 on two idle cores halves the hour, and every
#              player then shares the machine alike)
#
# Reference players with known ratings: Stockfish 15.1 and Fairy-Stockfish 11.1 with
# UCI_LimitStrength and UCI_Elo (their lowest is 1350). Below that the levels are tied to each
# other by the chain level N - level N+1. fairymax is not used: it speaks XBoard, and mudchess
# match drives UCI engines only.
set -euo pipefail

build=${1:-build}
games=${GAMES:-16}
movetime=${MOVETIME:-1000}
out=${OUT:-strength-results}
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=bench/players.sh
source "$here/players.sh"
prepare_players "$build" "$out"

level() { echo "$mudchess uci \"option.Level=$1\" name=L$1"; }
stockfish() { echo "stockfish \"option.UCI_LimitStrength=true\" \"option.UCI_Elo=$1\" name=sf$1"; }
fairy() { echo "fairy-stockfish \"option.UCI_LimitStrength=true\" \"option.UCI_Elo=$1\" name=fsf$1"; }

# pairing VARIANT ENGINE1 ENGINE2: one series; every game is appended to OUT/VARIANT.pgn as it
# ends, so a run stopped half way still counts what it played.
pairing() {
    local variant=$1 first=$2 second=$3
    echo "== $variant: $first  vs  $second" | tee -a "$out/summary.txt"
    nice "$mudchess" match --variant "$variant" --engine "$first" --engine "$second" \
        --games "$games" --movetime "$movetime" --concurrency "${CONCURRENCY:-1}" \
        --pgn "$out/$variant.pgn" --event "mudchess strength" 2>>"$out/progress.log" |
        tee -a "$out/summary.txt"
}

if [[ ${ONLY:-chess} == chess ]]; then
    pairing chess "$(level 1)" "$(stockfish 1350)"
    pairing chess "$(level 8)" "$(stockfish 1800)"
    for n in 1 2 3 4 5 6 7; do pairing chess "$(level $n)" "$(level $((n + 1)))"; done
    pairing chess "$(level 4)" "$(stockfish 1350)"
    pairing chess "$(level 6)" "$(stockfish 1600)"
    pairing chess "$(level 8)" "$(stockfish 2200)"
    # Each level from 3 up against a reference near it, so no level rests on the chain alone
    # (a level usually beats the one below by 90-100%, which bounds the gap but does not size it).
    pairing chess "$(level 3)" "$(stockfish 1350)"
    pairing chess "$(level 5)" "$(stockfish 1500)"
    pairing chess "$(level 7)" "$(stockfish 1800)"
    pairing chess "$(level 8)" "$(stockfish 2000)"
fi
if [[ ${ONLY:-knightmate} == knightmate ]]; then
    pairing knightmate "$(level 8)" "$(fairy 1500)"
    pairing knightmate "$(level 8)" "$(fairy 2000)"
    pairing knightmate "$(level 4)" "$(fairy 1350)"
    pairing knightmate "$(level 1)" "$(level 4)"
fi

# Knights Chess: no rated engine plays it by our rules, so only the chain (self-play).
if [[ ${ONLY:-knightschess} == knightschess ]]; then
    for n in 1 2 3 4 5 6 7; do pairing knightschess "$(level $n)" "$(level $((n + 1)))"; done
fi

for variant in chess knightmate knightschess; do
    if [[ -s $out/$variant.pgn ]]; then
        echo "== $variant: Elo per level, movetime $movetime ms"
        python3 "$here/strength_fit.py" "$out/$variant.pgn"
    fi
done | tee "$out/table.txt"
