#!/usr/bin/env python3
"""Positions with Stockfish's score, for fitting the evaluation (training/tune_eval).

Reads positions (FEN or EPD, one a line: `pgn-extract -Wepd games.pgn` gives every position of
a PGN file) and writes `FEN;score` lines, the score in centipawns from White's side after a
search to DEPTH. Only quiet positions are kept: not in check, no mate found, and a best move
that captures nothing, so that a static evaluation can be fairly compared with the score.

    pgn-extract -Wepd -s games.pgn | training/label_positions.py [--depth 8] [--every 3] > labelled.txt
"""
import argparse
import re
import sys
from pathlib import Path

# bench/uci_engine.py drives the engine: it is shared with the benchmarks' scripts.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from uci_engine import Engine


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--depth", type=int, default=8)
    ap.add_argument("--every", type=int, default=3, help="keep every Nth position read")
    ap.add_argument("--limit", type=int, default=0, help="stop after this many labels")
    args = ap.parse_args()
    engine = Engine(["stockfish"], "chess")
    kept = 0
    for n, line in enumerate(sys.stdin):
        fields = line.split()
        if len(fields) < 4 or n % args.every:
            continue
        fen = " ".join(fields[:4]) + " 0 1"
        board, side = fields[0], fields[1]
        kind, value, best = engine.score_fen(fen, args.depth)
        if kind != "cp" or best is None or not re.fullmatch(r"[a-h][1-8][a-h][1-8][a-z]?", best):
            continue
        target = best[2:4]
        if occupant(board, target) != ".":
            continue  # the best move captures: not quiet
        if engine.in_check(fen):
            continue
        print(f"{fen};{value if side == 'w' else -value}", flush=True)
        kept += 1
        if args.limit and kept >= args.limit:
            break
    engine.send("quit")


def occupant(board, square):
    """The piece letter on `square` ("e4") of a FEN board field, or "."."""
    rows = board.split("/")
    row = rows[8 - int(square[1])]
    file = ord(square[0]) - ord("a")
    for c in row:
        if c.isdigit():
            if file < int(c):
                return "."
            file -= int(c)
        else:
            if file == 0:
                return c
            file -= 1
    return "."


if __name__ == "__main__":
    main()
