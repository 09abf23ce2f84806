#!/bin/sh
# The REPL in a real terminal: under tmux (a private server, a fixed window size) boards come in
# the chosen scheme's colours; with NO_COLOR set, or through a pipe, the same lines come plain.
#
#   tests/front/tmux_colours.sh path/to/mudchess
#
# Waits by polling the pane with a deadline, never by fixed sleeps alone.
set -eu

bin=$1
# The server's socket lives in a folder of our own, removed at the end with the server.
TMUX_TMPDIR=$(mktemp -d)
export TMUX_TMPDIR
socket="mudchess-colours-$$"
tmux_() { tmux -L "$socket" -f /dev/null "$@"; }
trap 'tmux_ kill-server 2>/dev/null || true; rm -rf "$TMUX_TMPDIR"' EXIT INT TERM

ESC=$(printf '\033')
LINES_TYPED='options colour classic
start new game on board
look at board'

# Polls the pane (with escapes) until it holds $2; fails after 10 seconds.
wait_for() {
    deadline=$(( $(date +%s) + 10 ))
    while :; do
        pane=$(tmux_ capture-pane -t "$1" -e -p -S -100)
        case $pane in *"$2"*) return 0 ;; esac
        if [ "$(date +%s)" -ge "$deadline" ]; then
            echo "FAIL: no \"$2\" in the $1 pane within 10 s; it shows:" >&2
            printf '%s\n' "$pane" >&2
            exit 1
        fi
        sleep 0.1
    done
}

# Starts mudchess in a window named $1 with the environment words $2, types the lines and
# waits for the board's last panel line.
play_in() {
    tmux_ new-window -d -n "$1" \
        "env -u NO_COLOR $2 TERM=xterm-256color USER=player '$bin' --db :memory:; sleep 60"
    wait_for "$1" 'type "help" to begin'
    printf '%s\n' "$LINES_TYPED" | while IFS= read -r line; do
        tmux_ send-keys -t "$1" -l "$line"
        tmux_ send-keys -t "$1" Enter
    done
    wait_for "$1" "White: nobody"
    tmux_ capture-pane -t "$1" -e -p -S -100
}

tmux_ new-session -d -s main -x 120 -y 60 "sleep 120"

coloured=$(play_in colours "")
# tmux writes the cells back in its own escapes, so look for classic's colours, not our bytes:
# the tan light squares (137) and White's pieces (231).
for colour in "48;5;137m" "38;5;231m"; do
    case $coloured in
    *"$ESC["*"$colour"*) ;;
    *) echo "FAIL: no classic colour $colour on the terminal; the pane shows:" >&2
       printf '%s\n' "$coloured" | cat -v >&2
       exit 1 ;;
    esac
done

plain=$(play_in no-colour "NO_COLOR=1")
case $plain in
*"$ESC["*) echo "FAIL: colours on the terminal although NO_COLOR is set:" >&2
   printf '%s\n' "$plain" | cat -v >&2
   exit 1 ;;
esac

piped=$(printf '%s\n' "$LINES_TYPED" | env -u NO_COLOR TERM=xterm-256color USER=player "$bin" --db :memory:)
case $piped in
*"$ESC"*) echo "FAIL: colour escapes in piped output" >&2; exit 1 ;;
*"White: nobody"*) ;;
*) echo "FAIL: piped output has no board:" >&2; printf '%s\n' "$piped" >&2; exit 1 ;;
esac

echo "ok: colours in tmux, none with NO_COLOR, none through a pipe"
