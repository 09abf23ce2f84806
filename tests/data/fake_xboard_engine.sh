#!/bin/sh
# An XBoard engine that misbehaves on purpose, for the XBoard client's tests. Its first argument
# says what it does:
#   old      protocol version 1: no features at all; answers `go` with "move e2e4" (as White)
#   slow     says done=0, then done=1 after 0.3 s (an engine asking for time to start)
#   die      exits with status 3 when asked to move
#   silent   never answers `go` (a hung engine)
#   illegal  answers `go` with a move no position allows
#   refuse   answers every move it is given with "Illegal move: ..." (a desynchronised engine)
#   resign   resigns instead of moving
# Every command it gets is appended to the file named by its second argument, when given.
mode=${1:-old}
log=${2:-/dev/null}
while read -r line; do
    echo "$line" >>"$log"
    case $line in
    protover*)
        case $mode in
        old) ;;
        slow) echo "feature done=0"; sleep 0.3; echo 'feature myname="Fake slow" ping=1 usermove=1 done=1' ;;
        *) echo "feature myname=\"Fake $mode\" ping=1 usermove=1 setboard=1 san=1 done=1" ;;
        esac ;;
    ping*) echo "pong ${line#ping }" ;;
    usermove*) [ "$mode" = refuse ] && echo "Illegal move: ${line#usermove }" ;;
    go)
        case $mode in
        old|slow) echo "move e2e4" ;;
        die) exit 3 ;;
        silent) ;;
        illegal) echo "move a1a1" ;;
        refuse) ;;
        resign) echo "resign" ;;
        esac ;;
    quit) exit 0 ;;
    esac
done
