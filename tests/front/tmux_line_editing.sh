#!/bin/sh
# The REPL's line editing in a real terminal (tmux): Up recalls a command and the arrows edit
# it; Tab completes command words, board names and moves; the history survives a restart in a private file; a flag that falls while a line is half
# typed is shown above the prompt and the half-typed line is drawn again; a long reply stops at
# a screenful and q ends it.
#
#   tests/front/tmux_line_editing.sh path/to/mudchess
#
# Waits by polling the pane with a deadline, never by fixed sleeps alone.
set -eu

bin=$1
work=$(mktemp -d)
TMUX_TMPDIR=$work
export TMUX_TMPDIR
socket="mudchess-editing-$$"
tmux_() { tmux -L "$socket" -f /dev/null "$@"; }
trap 'tmux_ kill-server 2>/dev/null || true; rm -rf "$work"' EXIT INT TERM
state="$work/state"
mkdir -p "$state"

pane() { tmux_ capture-pane -t "$1" -p -S -200; }

# Polls the pane until it holds $2; fails after 10 seconds.
wait_for() {
    deadline=$(( $(date +%s) + 10 ))
    while :; do
        shown=$(pane "$1")
        case $shown in *"$2"*) return 0 ;; esac
        if [ "$(date +%s)" -ge "$deadline" ]; then
            echo "FAIL: no \"$2\" in the $1 pane within 10 s; it shows:" >&2
            printf '%s\n' "$shown" >&2
            exit 1
        fi
        sleep 0.1
    done
}

# The last line of the pane that is not blank.
last_line() { pane "$1" | grep -v '^ *$' | tail -n 1; }

start() { # window name, rows
    tmux_ new-window -d -n "$1" \
        "env XDG_STATE_HOME='$state' TERM=xterm USER=player '$bin' --db :memory: --colour never; sleep 60"
    tmux_ resize-window -t "$1" -x 100 -y "$2" 2>/dev/null || true
    wait_for "$1" 'type "help" to begin'
}

type_line() { tmux_ send-keys -t "$1" -l "$2"; tmux_ send-keys -t "$1" Enter; }

tmux_ new-session -d -s main -x 100 -y 60 "sleep 120"

# Up, five Lefts, an X: "on board" becomes "on Xboard", and the reply names the new object.
start edit 60
type_line edit "start new game on board"
wait_for edit "New game of standard chess on board."
tmux_ send-keys -t edit Up Left Left Left Left Left X Enter
wait_for edit "New game of standard chess on xboard."

# Tab completes a command word.
tmux_ send-keys -t edit -l "gam"
tmux_ send-keys -t edit Tab
wait_for edit "> games"
tmux_ send-keys -t edit C-u
tmux_ send-keys -t edit C-d # Ctrl-D on an empty line leaves

# The history is private and holds both commands; a new REPL recalls the last with Up.
history="$state/mudchess/history"
[ -f "$history" ] || { echo "FAIL: no history file at $history" >&2; exit 1; }
mode=$(stat -c %a "$history")
[ "$mode" = 600 ] || { echo "FAIL: the history file is mode $mode, not 600" >&2; exit 1; }
start again 60
tmux_ send-keys -t again Up Enter
wait_for again "New game of standard chess on xboard."

# Tab completes the name of a board here, from the word being typed (a name of two words), and
# a move of the player to move: in SAN, or in UCI once the word is a square a piece leaves.
start complete 60
type_line complete "start new game on the oak table"
type_line complete "join game as white on oak table"
type_line complete "@bob join game as black on oak table"
wait_for complete "Both seats on oak table are taken"
tmux_ send-keys -t complete -l "look at the oak t"
tmux_ send-keys -t complete Tab
wait_for complete "> look at the oak table"
tmux_ send-keys -t complete C-u
tmux_ send-keys -t complete -l "move Nf"
tmux_ send-keys -t complete Tab
wait_for complete "> move Nf3"
tmux_ send-keys -t complete Enter
wait_for complete "player (White) plays Nf3 on oak table."
tmux_ send-keys -t complete -l "@bob move e7e"
tmux_ send-keys -t complete Tab Tab
wait_for complete "e7e5  e7e6"
tmux_ send-keys -t complete -l "5"
tmux_ send-keys -t complete Enter
wait_for complete "bob (Black) plays e5 on oak table."

# White's flag (two seconds) falls while "move Nf" is half typed: the news comes above the
# prompt and the half-typed line is drawn again below it.
start flag 60
type_line flag "start new game with clock 0:02 on board"
type_line flag "join game as white on board"
type_line flag "@bob join game as black on board"
type_line flag "move e4"
type_line flag "@bob move e5"
wait_for flag "It is your move on board (White)."
tmux_ send-keys -t flag -l "move Nf"
wait_for flag "flag falls on board"
deadline=$(( $(date +%s) + 10 ))
until [ "$(last_line flag)" = "> move Nf" ]; do
    if [ "$(date +%s)" -ge "$deadline" ]; then
        echo "FAIL: the half-typed line is not below the flag's news; the pane shows:" >&2
        pane flag >&2
        exit 1
    fi
    sleep 0.1
done
# ...and it is still the line being edited: finishing it is answered.
tmux_ send-keys -t flag -l "3"
tmux_ send-keys -t flag Enter
wait_for flag "> move Nf3"

# A help page longer than a 12-row screen stops at "-- more"; q ends it and the prompt returns.
start pager 12
type_line pager "help clocks"
wait_for pager "-- more (Enter, q) --"
tmux_ send-keys -t pager q
deadline=$(( $(date +%s) + 10 ))
until [ "$(last_line pager)" = ">" ]; do
    if [ "$(date +%s)" -ge "$deadline" ]; then
        echo "FAIL: q at -- more did not bring the prompt back; the pane shows:" >&2
        pane pager >&2
        exit 1
    fi
    sleep 0.1
done

# A paste of 6000 characters: the line keeps its first 500 and a note says so once; the line
# can still be edited, is answered and kept in the history as it was shown, and the REPL leaves
# with status 0. (libedit corrupted the heap once a line passed 1020 bytes, line_editor.cpp says
# how; with a file database the process then always died closing it.)
tmux_ new-window -d -n paste \
    "env XDG_STATE_HOME='$state' TERM=xterm USER=player '$bin' --db '$work/paste.db' --colour never;
     echo \"exit status \$?\"; sleep 60"
wait_for paste 'type "help" to begin'
long=$(printf 'x%.0s' $(seq 6000))
tmux_ send-keys -t paste -l "look at $long"
wait_for paste "a line holds at most 500 characters"
tmux_ send-keys -t paste BSpace
tmux_ send-keys -t paste -l "y"
tmux_ send-keys -t paste Enter
kept="look at $(printf 'x%.0s' $(seq 491))y"
deadline=$(( $(date +%s) + 10 ))
until [ "$(tail -n 1 "$history" 2>/dev/null)" = "$(printf '%s' "$kept" | sed 's/ /\\040/g')" ]; do
    if [ "$(date +%s)" -ge "$deadline" ]; then
        echo "FAIL: the history does not end with the pasted line cut at 500 characters; it ends:" >&2
        tail -n 1 "$history" >&2
        exit 1
    fi
    sleep 0.1
done
[ "$(pane paste | grep -c 'a line holds at most')" = 1 ] ||
    { echo "FAIL: the note on the line's length is not shown once:" >&2; pane paste >&2; exit 1; }
type_line paste "quit"
wait_for paste "exit status 0"

# Through a pipe nothing is paged and no prompt is drawn.
piped=$(printf 'help clocks\n' | env XDG_STATE_HOME="$state" USER=player "$bin" --db :memory:)
case $piped in
"> "* | *"
> "* | *"-- more"*) echo "FAIL: piped output was paged or prompted" >&2; exit 1 ;;
*"When time runs out"*) ;;
*) echo "FAIL: piped help is incomplete:" >&2; printf '%s\n' "$piped" >&2; exit 1 ;;
esac

echo "ok: Up and the arrows edit, Tab completes boards and moves, history survives a restart (mode 600), a flag falls above a half-typed line, long help is paged on a terminal only, a long paste is cut at 500 characters"
