#!/bin/sh
# `mudchess puzzles check --engine` (issue 53) with Stockfish and Fairy-Stockfish, which must be
# installed (scripts/setup; /usr/games is searched too): a file of one sound puzzle, cut by our
# engine and shipped, and one made by hand whose solver move is plainly not the best (a king walk
# or a pawn push where a mate in two stands).
#
#   tests/puzzle/engine_check.sh MUDCHESS DATA_DIR
#
# The bad puzzle is named and the check exits 1; --drop rewrites the file with the sound puzzle
# alone and exits 0; an engine that is missing, refuses MultiPV or dies in the middle of the check
# ends it with status 2 and the file as it was.
set -u
mudchess=$1
data=$2
PATH=$PATH:/usr/games
export PATH

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
failed=0
fail() {
    echo "FAIL: $*"
    failed=1
}

# run STATUS PATTERN COMMAND...: COMMAND must exit with STATUS and print a line matching PATTERN.
run() {
    expected=$1
    pattern=$2
    shift 2
    "$@" >"$dir/out" 2>&1
    status=$?
    cat "$dir/out"
    [ "$status" -eq "$expected" ] || fail "exit status $status, expected $expected: $*"
    grep -Eq -e "$pattern" "$dir/out" || fail "no line matches /$pattern/ after: $*"
}

# check VARIANT ENGINE SOUND BAD BAD_MOVE
check() {
    variant=$1
    engine=$2
    sound=$3
    bad=$4
    move=$5
    file=$dir/$variant.csv
    cp "$data/engine_check_$variant.csv" "$file"
    run 1 "2 puzzles of $variant checked by .* at depth [0-9]+: 1 agree, 1 disagree$" \
        "$mudchess" puzzles check "$file" --variant "$variant" --engine "$engine"
    grep -Eq "$bad: move 2 of Moves \\($move\\) is not .*'s choice: it prefers" "$dir/out" ||
        fail "$bad, whose move $move is not the best, was not named"
    grep -q ": $sound: " "$dir/out" && fail "$sound, a sound puzzle, was named"
    cmp -s "$file" "$data/engine_check_$variant.csv" || fail "the check without --drop wrote $file"

    for missing in "no-such-engine-anywhere" "sh $data/../fake_uci_engine.sh die" \
        "sh $dir/dies.sh"; do
        run 2 "cannot check the puzzles|the check stopped at puzzle" \
            "$mudchess" puzzles check "$file" --variant "$variant" --engine "$missing"
        cmp -s "$file" "$data/engine_check_$variant.csv" || fail "$missing changed $file"
    done

    run 0 "without the 1 puzzle .* disagrees with: 1 puzzle left$" \
        "$mudchess" puzzles check "$file" --variant "$variant" --engine "$engine" --drop
    [ "$(grep -c . "$file")" -eq 2 ] && grep -q "^$sound," "$file" ||
        fail "after --drop $file should hold the header and $sound alone"
    run 0 "1 puzzle of $variant checked by .*: 1 agree, 0 disagree$" \
        "$mudchess" puzzles check "$file" --variant "$variant" --engine "$engine"
}

# Stockfish until it is asked to search, then gone: an engine that dies in the middle of a check.
cat >"$dir/dies.sh" <<'EOF'
while read -r line; do
    case $line in go*) exit 3 ;; esac
    echo "$line"
done | stockfish
EOF

check chess stockfish 1Am8E KingWalk1 g5h5
check knightmate fairy-stockfish 15mcb PawnPush1 h2h3

[ "$failed" -eq 0 ] && echo "all passed"
exit "$failed"
