# Sourced by the strength benchmarks (bench/goal.sh, bench/strength.sh).
#
# prepare_players BUILD_DIR OUT_DIR: puts Debian's engines (/usr/games) on PATH, makes OUT_DIR
# and copies BUILD_DIR/mudchess into it, so that a rebuild during the hour of games changes no
# player; sets $mudchess to the copy.
prepare_players() {
    export PATH=/usr/games:$PATH
    mkdir -p "$2"
    cp "$1/mudchess" "$2/mudchess"
    mudchess=$(cd "$2" && pwd)/mudchess
}
