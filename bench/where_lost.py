#!/usr/bin/env python3
"""Where a player's games were lost: Stockfish at full strength scores every position.

Reads a PGN file of `mudchess match` (bench/goal.sh writes one per series). For each game PLAYER
did not win, Stockfish scores each position at NODES nodes until the game is decided (3000
centipawns either way). Per game it prints when PLAYER first stood a pawn and three pawns down,
what its moves gave away on average while the game was balanced (within 300 centipawns),
what the opponent's gave back, and its costliest move in a balanced position; then the
medians over the games.

    bench/where_lost.py goal-results/sf2400.pgn [--player L8] [--nodes 100000] [--games 20]

Needs pgn-extract (scripts/setup installs it) and stockfish; two games are scored at a time.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

from uci_engine import Engine, debian_program, last_score

DECIDED = 3000
BALANCED = 300


def games(path):
    """(headers, UCI moves) of each game in the PGN file."""
    text = subprocess.run([debian_program("pgn-extract"), "-Wuci", "-s", path],
                          capture_output=True, text=True, check=True).stdout
    for block in text.split("[Event ")[1:]:
        headers = dict(re.findall(r'\[(\w+) "([^"]*)"\]', block))
        body = block.split("\n\n", 1)[1].split()
        moves = [m for m in body if re.fullmatch(r"[a-h][1-8][a-h][1-8][qrbnQRBN]?", m)]
        yield headers, [m.lower() for m in moves]


def won(headers, player):
    return headers["Result"] == ("1-0" if headers["White"] == player else "0-1")


def score(engine, start, moves, nodes):
    """Centipawns for the side to move, a mate counted as DECIDED."""
    engine.send(f"position {start} moves {' '.join(moves)}")
    engine.send(f"go nodes {nodes}")
    kind, value = last_score(engine.until("bestmove"))
    if kind == "mate":
        return DECIDED if value > 0 else -DECIDED
    return max(-DECIDED, min(DECIDED, value))


def analyse(game, player, nodes):
    headers, moves = game
    engine = Engine([debian_program("stockfish")], "chess")
    start = f"fen {headers['FEN']}" if "FEN" in headers else "startpos"
    white_first = headers.get("FEN", "w w").split()[1] == "w"
    ours_white = headers["White"] == player
    # ours[i]: the score for `player` before ply i.
    ours = []
    for i in range(len(moves) + 1):
        to_move_white = white_first == (i % 2 == 0)
        s = score(engine, start, moves[:i], nodes)
        ours.append(s if to_move_white == ours_white else -s)
        if abs(s) >= DECIDED:
            break
    engine.send("quit")
    our_plies = [i for i in range(len(ours) - 1) if (white_first == (i % 2 == 0)) == ours_white]
    given = [ours[i] - ours[i + 1] for i in our_plies if abs(ours[i]) < BALANCED]
    back = [ours[i + 2] - ours[i + 1] for i in our_plies
            if i + 2 < len(ours) and abs(ours[i + 1]) < BALANCED]
    worst = max((i for i in our_plies if abs(ours[i]) < BALANCED),
                key=lambda i: ours[i] - ours[i + 1], default=None)
    first_move = int(headers.get("FEN", "x x x x x 1").split()[5])
    move_of = lambda ply: first_move + (ply + (0 if white_first else 1)) // 2
    down = lambda cp: next((move_of(i) for i, s in enumerate(ours) if s <= -cp), None)
    return {
        "round": headers["Round"], "result": headers["Result"], "moves": move_of(len(moves)),
        "pawn_down": down(100), "three_down": down(300),
        "given": statistics.mean(given) if given else 0.0,
        "back": statistics.mean(back) if back else 0.0,
        "worst": f"move {move_of(worst)} {moves[worst]}, {ours[worst] - ours[worst + 1]} cp"
                 if worst is not None else "-",
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pgn")
    ap.add_argument("--player", default="L8")
    ap.add_argument("--nodes", type=int, default=100000)
    ap.add_argument("--games", type=int, default=0, help="at most this many games (0: all)")
    args = ap.parse_args()
    if not os.path.isfile(args.pgn):
        sys.exit(f"where_lost.py: no file {args.pgn}; give a PGN file of mudchess match")
    for name in ("pgn-extract", "stockfish"):
        if not debian_program(name):
            sys.exit(f"where_lost.py: no {name}; install Debian's package {name}")
    lost = [g for g in games(args.pgn) if args.player in (g[0]["White"], g[0]["Black"])
            and not won(g[0], args.player)]
    if args.games:
        lost = lost[:args.games]
    rows = []
    with ThreadPoolExecutor(2) as pool:
        for r in pool.map(lambda g: analyse(g, args.player, args.nodes), lost):
            rows.append(r)
            print(f"game {r['round']} {r['result']} ({r['moves']} moves): a pawn down at move "
                  f"{r['pawn_down']}, three at {r['three_down']}; its moves gave away "
                  f"{r['given']:.0f} cp, the opponent's gave back {r['back']:.0f}; costliest: "
                  f"{r['worst']}", flush=True)

    def median(key):
        values = [r[key] for r in rows if r[key] is not None]
        return f"{statistics.median(values):.0f} ({len(values)} games)" if values else "-"

    print(f"{len(rows)} games not won by {args.player}; medians: a pawn down at move "
          f"{median('pawn_down')}, three pawns at {median('three_down')}; centipawns a move "
          f"gave away {median('given')}, given back by the opponent {median('back')}")


if __name__ == "__main__":
    main()
