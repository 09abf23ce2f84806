#!/bin/sh
# The REPL in a real terminal (tmux) when signals come. The terminal going away (the window
# killed: SIGHUP, while the REPL is busy echoing a paste) ends it with status 0, five times
# over: libedit's own handler used to flush stdout from inside the signal and
# could hang the process for ever. It ends too when no SIGHUP comes at all. SIGTERM at the
# prompt ends it at once with status 0, the terminal back in its ordinary mode and the history
# kept. Ctrl-C abandons a half-typed line for a fresh prompt and the REPL goes on; a line being
# typed survives a resize, and Ctrl-Z and fg in a shell with job control.
#
#   tests/front/tmux_signals.sh path/to/mudchess
#
# Waits by polling with a deadline, never by fixed sleeps alone. The deadlines for a process to
# end are generous (10 s) so that a loaded machine is not taken for a hang: a hang is for ever.
set -eu

bin=$1
work=$(mktemp -d)
TMUX_TMPDIR=$work
export TMUX_TMPDIR
socket="mudchess-signals-$$"
tmux_() { tmux -L "$socket" -f /dev/null "$@"; }
started="$work/pids" # every REPL's pid, so none outlives a failed run
cleanup() {
    if [ -f "$started" ]; then
        while read -r pid; do
            case $(ps -o args= -p "$pid" 2>/dev/null) in
            "$bin"*) kill -KILL "$pid" 2>/dev/null || true ;;
            esac
        done <"$started"
    fi
    tmux_ kill-server 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT INT TERM
state="$work/state"
mkdir -p "$state"

pane() { tmux_ capture-pane -t "$1" -p -S -200 2>/dev/null || echo "(the $1 window is gone)"; }

fail() { # message, window whose pane is shown (optional)
    echo "FAIL: $1" >&2
    if [ $# -gt 1 ]; then pane "$2" >&2 || true; fi
    exit 1
}

# Polls the pane until it holds $2; fails after 10 seconds.
wait_for() {
    deadline=$(($(date +%s) + 10))
    while :; do
        shown=$(pane "$1")
        case $shown in *"$2"*) return 0 ;; esac
        [ "$(date +%s)" -lt "$deadline" ] || fail "no \"$2\" in the $1 pane within 10 s; it shows:" "$1"
        sleep 0.1
    done
}

# The last line of the pane that is not blank.
last_line() { pane "$1" | grep -v '^ *$' | tail -n 1; }

# Polls until the pane's last line is $2; fails after 10 seconds.
wait_last_line() {
    deadline=$(($(date +%s) + 10))
    until [ "$(last_line "$1")" = "$2" ]; do
        [ "$(date +%s)" -lt "$deadline" ] || fail "the $1 pane does not end with \"$2\"; it shows:" "$1"
        sleep 0.1
    done
}

# A process counts as gone once it has exited, even if nobody has reaped it yet.
alive() {
    kill -0 "$1" 2>/dev/null || return 1
    [ "$(ps -o stat= -p "$1" 2>/dev/null | cut -c1)" != Z ]
}

# Polls for ten seconds for process $1 to be gone.
gone_soon() {
    tries=0
    while alive "$1"; do
        [ "$tries" -lt 100 ] || return 1
        sleep 0.1
        tries=$((tries + 1))
    done
}

# Starts the REPL in a new window; after it ends the pane says how, and whether the terminal
# was left in the editor's raw mode.
start() { # window name
    tmux_ new-window -d -n "$1" \
        "env XDG_STATE_HOME='$state' TERM=xterm USER=player '$bin' --db :memory: --colour never;
         echo \"exit status \$?\"; if stty -a | grep -q -- -icanon; then echo 'terminal left raw';
         else echo 'terminal restored'; fi; sleep 60"
    wait_for "$1" 'type "help" to begin'
    # Keys sent before the prompt is drawn are echoed by the terminal and then again by the
    # editor ("look at bo> look at bo"): type only once the prompt is there.
    wait_last_line "$1" ">"
}

# For a hang-up the pane's own report is gone with the pane: the REPL runs under a shell of
# its own that outlives the hang-up (by a trap, which the REPL does not inherit) and writes the
# exit status to $2. A file database, whose closing takes a moment.
start_recorded() { # window name, status file
    tmux_ new-window -d -n "$1" \
        "sh -c 'trap : HUP; env XDG_STATE_HOME=\"$state\" TERM=xterm USER=player \"$bin\" \
         --db \"$work/games.db\" --colour never; echo \$? >\"$2\"'; sleep 60"
    wait_for "$1" 'type "help" to begin'
}

# The REPL's pid: the pane runs a shell, and the REPL is its child or grandchild.
repl_pid() {
    pid=$(tmux_ display -p -t "$1" '#{pane_pid}')
    for _ in 1 2 3; do
        case $(ps -o args= -p "$pid" 2>/dev/null) in "$bin"*) break ;; esac
        pid=$(pgrep -P "$pid" | head -n 1)
        [ -n "$pid" ] || fail "no REPL process in the $1 pane"
    done
    echo "$pid" >>"$started"
    echo "$pid"
}

# Polls for ten seconds for the file $1 to say 0; fails with the message $2 otherwise.
status_zero() {
    tries=0
    until [ "$(cat "$1" 2>/dev/null)" = 0 ]; do
        [ "$tries" -lt 100 ] || fail "$2 (status $(cat "$1" 2>/dev/null || echo unknown))"
        sleep 0.1
        tries=$((tries + 1))
    done
}

type_line() { tmux_ send-keys -t "$1" -l "$2"; tmux_ send-keys -t "$1" Enter; }

tmux_ new-session -d -s main -x 100 -y 40 "sleep 120"

# The window is killed while a paste is being echoed, a little later each time, so that the
# hang-up comes at different points of libedit's output. The later rounds' paste outgrows a line
# (500 characters, line_editor.cpp), where libedit once corrupted the heap (the REPL died at exit).
for round in 1 2 3 4 5; do
    start_recorded "hangup$round" "$work/status$round"
    pid=$(repl_pid "hangup$round")
    (
        sent=0 # until the window is gone, and a bounded number of times whatever happens
        while [ "$sent" -lt 300 ] &&
            tmux_ send-keys -t "hangup$round" -l "move Nf3 move Nf3 move Nf3 " 2>/dev/null; do
            sent=$((sent + 1))
        done
    ) &
    feeder=$!
    sleep "0.$((round + 1))"
    tmux_ kill-window -t "hangup$round"
    wait "$feeder" 2>/dev/null || true
    gone_soon "$pid" || fail "the REPL (pid $pid) was still running 10 s after its window was killed (round $round)"
    # Ended by its own loop, the store closed, not by a later SIGHUP halfway through.
    status_zero "$work/status$round" "the REPL did not exit cleanly after its window was killed (round $round)"
done

# The terminal goes away and no SIGHUP comes (only the session leader gets one from the kernel,
# and here it ignores it and lives on): the REPL still ends, rather than spin on a dead input.
tmux_ new-window -d -n quiethangup \
    "trap '' HUP; env XDG_STATE_HOME='$state' TERM=xterm USER=player '$bin' --db :memory: --colour never"
wait_for quiethangup 'type "help" to begin'
pid=$(repl_pid quiethangup)
tmux_ kill-window -t quiethangup
gone_soon "$pid" || fail "the REPL (pid $pid) was still running 10 s after its window was killed without a SIGHUP"

# SIGTERM at the prompt: gone at once, status 0, the terminal restored, the history kept.
start term
pid=$(repl_pid term)
type_line term "start new game on board"
wait_for term "New game of standard chess on board."
wait_last_line term ">"
tmux_ send-keys -t term -l "look at bo"
wait_last_line term "> look at bo"
kill -TERM "$pid"
gone_soon "$pid" || fail "the REPL was still running 10 s after SIGTERM" term
wait_for term "exit status 0"
wait_for term "terminal restored"
# The next REPL recalls the command with Up.
start recall
tmux_ send-keys -t recall Up
wait_last_line recall "> start new game on board"
tmux_ send-keys -t recall C-u C-d
wait_for recall "exit status 0"

# Ctrl-C abandons the half-typed line: a fresh prompt, and the next command is answered alone.
start interrupt
pid=$(repl_pid interrupt)
tmux_ send-keys -t interrupt -l "move Nf"
wait_last_line interrupt "> move Nf"
tmux_ send-keys -t interrupt Left Left C-c
wait_for interrupt "> move Nf^C"
wait_last_line interrupt ">"
alive "$pid" || fail "Ctrl-C ended the REPL" interrupt
type_line interrupt "start new game on desk"
wait_for interrupt "New game of standard chess on desk."
# Ctrl-C on an empty line is a fresh prompt too.
tmux_ send-keys -t interrupt C-c
wait_for interrupt "> ^C"
wait_last_line interrupt ">"

# A resize while a line is half typed: the line is still the one being edited.
tmux_ send-keys -t interrupt -l "start new game on "
wait_last_line interrupt "> start new game on"
tmux_ resize-window -t interrupt -x 60 -y 30
tmux_ send-keys -t interrupt -l "shelf"
tmux_ send-keys -t interrupt Enter
wait_for interrupt "New game of standard chess on shelf."
alive "$pid" || fail "the REPL ended after Ctrl-C or a resize" interrupt
type_line interrupt "quit"
gone_soon "$pid" || fail "quit did not end the REPL" interrupt
wait_for interrupt "exit status 0"

# Ctrl-Z stops the REPL for the shell's job control, and fg brings the half-typed line back in
# the editor's mode.
tmux_ new-window -d -n jobs "env PS1='$ ' bash --norc --noprofile -i"
wait_last_line jobs '$'
tmux_ send-keys -t jobs -l "XDG_STATE_HOME='$state' TERM=xterm USER=player '$bin' --db :memory: --colour never"
tmux_ send-keys -t jobs Enter
wait_for jobs 'type "help" to begin'
wait_last_line jobs ">"
tmux_ send-keys -t jobs -l "start new game on "
wait_last_line jobs "> start new game on"
tmux_ send-keys -t jobs C-z
wait_for jobs "Stopped"
wait_last_line jobs '$'
type_line jobs "fg"
wait_last_line jobs "> start new game on"
jobs_tty=$(tmux_ display -p -t jobs '#{pane_tty}')
stty -a <"$jobs_tty" | grep -q -- -icanon || fail "after fg the terminal is not in the editor's mode" jobs
type_line jobs "bench"
wait_for jobs "New game of standard chess on bench."
type_line jobs "quit"
wait_last_line jobs '$'

echo "ok: a killed window ends the REPL (5 of 5 with status 0, and once without SIGHUP), SIGTERM ends it with status 0 and the history kept, Ctrl-C gives a fresh prompt, a resize keeps the line, Ctrl-Z and fg keep it too"
