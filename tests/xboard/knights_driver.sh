#!/bin/sh
# Runs inside xvfb-run: starts KDE Knights with the knightsrc in $XDG_CONFIG_HOME, starts a new
# game the way a player would (Ctrl+N in the main window, Return in "New Game"), and waits for
# the modal "Game over" dialog the end of an engine-against-engine game brings up. Prints
# "game over" when it came, then saves a screenshot of the screen to $1.
set -u
screenshot="$1"
/usr/games/knights >"$XDG_CONFIG_HOME/knights.log" 2>&1 &
knights=$!
trap 'kill $knights 2>/dev/null' EXIT

# The main window (one of the class with a size; Knights also makes a 1x1 one).
main=""
for _ in $(seq 60); do
    main=$(xdotool search --onlyvisible --class knights 2>/dev/null | head -1)
    [ -n "$main" ] && break
    sleep 0.5
done
[ -n "$main" ] || { echo "no Knights window"; exit 1; }
xdotool windowfocus --sync "$main" key ctrl+n

dialog=""
for _ in $(seq 60); do
    dialog=$(xdotool search --onlyvisible --name '^New Game' 2>/dev/null | tail -1)
    [ -n "$dialog" ] && break
    sleep 0.5
done
[ -n "$dialog" ] || { echo "no New Game dialog"; exit 1; }
xdotool windowfocus --sync "$dialog" key Return

for _ in $(seq 400); do
    if xdotool search --onlyvisible --name '^Game over' >/dev/null 2>&1; then
        echo "game over"
        xwd -root -silent >"$screenshot"
        exit 0
    fi
    sleep 0.5
done
echo "no Game over dialog within 200 s"
xwd -root -silent >"$screenshot"
exit 1
