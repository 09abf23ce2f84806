#!/bin/sh
# Boards as a player sees them in IRC clients: Debian's irssi (and weechat, where it is
# installed) runs in tmux (a private server, a fixed window size, no user config) against ngircd
# and the mudchess bot on loopback and asks for a board in every colour scheme; the pane,
# captured with its colours, is measured piece by piece: the contrast between each piece's letter
# and the square actually drawn behind it must reach the threshold on a dark and on a light
# terminal.
#
#   tests/irc/irssi_colours.sh path/to/mudchess path/to/pane_contrast
#
# Two terminals: TERM=screen, the 8 colours tmux offers by default (irssi draws bright letters as
# bold and bright backgrounds as the dark ones, blinking), and TERM=screen-256color (irssi and
# weechat draw mIRC 0-15 with the sixteen basic colours, as a 16-colour terminal would).
#
# The threshold is 3:1, WCAG's least contrast for large or bold text and for the parts of a
# picture one must see: a piece is one bold letter whose identity is the whole message.
#
# Waits by polling with deadlines, never by fixed sleeps alone.
set -eu

bin=$1
measure=$2
THRESHOLD=3
SCHEMES="classic high-contrast mono forest"

work=$(mktemp -d)
TMUX_TMPDIR=$work
export TMUX_TMPDIR
socket="mudchess-irssi-$$"
tmux_() { tmux -L "$socket" -f /dev/null "$@"; }
ngircd_pid=
bot_pid=
cleanup() {
    tmux_ kill-server 2>/dev/null || true
    [ -n "$bot_pid" ] && kill "$bot_pid" 2>/dev/null || true
    [ -n "$ngircd_pid" ] && kill "$ngircd_pid" 2>/dev/null || true
    wait 2>/dev/null || true
    # A client may still be writing its files as it goes down with tmux.
    for attempt in 1 2 3 4 5; do
        rm -rf "$work" 2>/dev/null && break
        sleep 0.5
    done
}
trap cleanup EXIT
trap 'exit 1' INT TERM

fail() {
    echo "FAIL: $*" >&2
    for log in ngircd.log bot.log; do
        [ -f "$work/$log" ] && { echo "--- $log" >&2; tail -20 "$work/$log" >&2; }
    done
    exit 1
}

# Waits until file $1 holds $2; fails after 20 seconds.
wait_for_log() {
    deadline=$(($(date +%s) + 20))
    until grep -qF -- "$2" "$1" 2>/dev/null; do
        [ "$(date +%s)" -ge "$deadline" ] && fail "no \"$2\" in $1 within 20 s"
        sleep 0.1
    done
}

# Waits until the pane of window $1 shows $2; fails after 20 seconds.
wait_for_pane() {
    deadline=$(($(date +%s) + 20))
    while :; do
        pane=$(tmux_ capture-pane -t "$1" -p)
        case $pane in *"$2"*) return 0 ;; esac
        if [ "$(date +%s)" -ge "$deadline" ]; then
            printf '%s\n' "$pane" >&2
            fail "no \"$2\" in the $1 pane within 20 s; it shows the above"
        fi
        sleep 0.1
    done
}

type_in() {
    tmux_ send-keys -t "$1" -l "$2"
    tmux_ send-keys -t "$1" Enter
}

# ngircd on a free loopback port; another port if the one picked was taken in the meantime.
for attempt in 1 2 3; do
    port=$("$measure" --free-port)
    cat >"$work/ngircd.conf" <<EOF
[Global]
Name = irc.test
Info = mudchess irssi test
Listen = 127.0.0.1
Ports = $port
MotdPhrase = test server
ServerUID = $(id -u)
ServerGID = $(id -g)
[Limits]
MaxConnectionsIP = 0
MaxJoins = 0
PingTimeout = 600
PongTimeout = 600
[Options]
PAM = no
Ident = no
DNS = no
EOF
    /usr/sbin/ngircd -n -f "$work/ngircd.conf" >"$work/ngircd.log" 2>&1 &
    ngircd_pid=$!
    deadline=$(($(date +%s) + 10))
    until grep -q "Now listening" "$work/ngircd.log" 2>/dev/null; do
        kill -0 "$ngircd_pid" 2>/dev/null || break
        [ "$(date +%s)" -ge "$deadline" ] && break
        sleep 0.1
    done
    grep -q "Now listening" "$work/ngircd.log" && break
    kill "$ngircd_pid" 2>/dev/null || true
    ngircd_pid=
done
[ -n "$ngircd_pid" ] || fail "ngircd did not start"

# The bot, paced faster than its default but under what ngircd reads from one client.
"$bin" irc --server 127.0.0.1 --port "$port" --channel "#chess" \
    --burst-lines 5 --burst-bytes 1536 --lines-per-second 4 --bytes-per-second 1000 \
    >"$work/bot.log" 2>&1 &
bot_pid=$!
wait_for_log "$work/bot.log" "joined #chess"

tmux_ new-session -d -s main -x 160 -y 50 "sleep 600"

failed=0
game_started=
# Starts client $1 in terminal mode $2 (TERM=$3) in a window of its own, joins the channel, asks
# for a board in every scheme and measures each.
play_in() {
    client=$1
    label=$2
    window="$client-$label"
    nick="${client%"${client#?}"}${label%%-*}" # i8, w256, ...
    # An empty home of its own: no user config, theme or scripts of the machine's user.
    home="$work/$window"
    mkdir -p "$home"
    case $client in
    irssi)
        printf 'settings = { core = { real_name = "%s"; user_name = "%s"; nick = "%s"; }; };\n' \
            "$nick" "$nick" "$nick" >"$home/config"
        start="irssi --home='$home' -c 127.0.0.1 -p $port -n $nick"
        # Boards for one player come as notices, shown in the status window (1).
        to_notices="/window 1"
        clear="/clear"
        ;;
    weechat)
        # Paste detection off: on a loaded machine two typed lines can arrive together, and
        # weechat would then wait for a "paste 2 lines?" answer instead of sending them.
        start="weechat --dir '$home' -r '/set weechat.look.paste_max_lines -1; /server add t 127.0.0.1/$port -nicks=$nick; /connect t'"
        # Notices come to the server's buffer (1).
        to_notices="/buffer 1"
        clear="/buffer clear"
        ;;
    esac
    tmux_ new-window -d -n "$window" "env TERM=$3 $start; sleep 600"
    wait_for_pane "$window" "End of MOTD"
    type_in "$window" "/join #chess"
    wait_for_pane "$window" "has joined #chess"
    if [ -z "$game_started" ]; then
        type_in "$window" "/msg #chess !start new game on board"
        game_started=yes
    fi
    type_in "$window" "$to_notices"
    for scheme in $SCHEMES; do
        type_in "$window" "$clear"
        type_in "$window" "/msg #chess !options colour $scheme"
        wait_for_pane "$window" "your colour scheme is now $scheme"
        type_in "$window" "/msg #chess !look at board"
        wait_for_pane "$window" "  a b c d e f g h"
        tmux_ capture-pane -t "$window" -e -p >"$work/pane"
        "$measure" "$scheme in $client, $label" "$THRESHOLD" <"$work/pane" || {
            failed=1
            echo "the pane ($client, $label, $scheme), escapes shown:" >&2
            cat -v "$work/pane" | grep -F "  " | tail -12 >&2
        }
    done
}

clients=irssi
command -v weechat >/dev/null 2>&1 && clients="irssi weechat"
for client in $clients; do
    play_in "$client" 8-colour screen
    play_in "$client" 256-colour screen-256color
done

[ "$failed" -eq 0 ] || fail "a piece is under $THRESHOLD:1 (above)"
echo "ok: every piece of every scheme at $THRESHOLD:1 or more in $clients, 8 and 256 colours"
