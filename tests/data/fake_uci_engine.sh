#!/bin/sh
# A UCI engine that misbehaves on purpose, for the match tests: it completes the handshake like
# any engine, then, when asked to move, does what its first argument says:
#   die      exits at once with status 3 (a crash in the middle of a game)
#   segv     is killed by SIGSEGV, as a real crash is
#   silent   never answers (a hung engine)
#   illegal  answers with a move no position allows
#   none     answers "bestmove (none)" though it has moves
#   late     answers e2e4 after 0.4 s, whatever the clock says (legal only as White's first move)
#   deaf     becomes a program that never reads its input nor answers (exec sleep): unlike the
#            shell, it does not end when its input is closed, so only a kill ends it
# A second argument names a file where every line the engine is sent is written down.
mode=${1:-die}
log=${2:-}
while read -r line; do
    [ -n "$log" ] && echo "$line" >>"$log"
    case $line in
    uci) echo "id name Fake $mode"; echo "option name Hash type spin default 16 min 1 max 64"; echo uciok ;;
    isready) echo readyok ;;
    go*)
        case $mode in
        die) exit 3 ;;
        segv) kill -SEGV $$ ;;
        silent) ;;
        illegal) echo "bestmove a1a1" ;;
        none) echo "bestmove (none)" ;;
        late) sleep 0.4; echo "bestmove e2e4" ;;
        deaf) exec sleep 600 ;;
        esac ;;
    quit) exit 0 ;;
    esac
done
