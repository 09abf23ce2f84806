#!/usr/bin/env python3
"""Balanced opening positions for engine matches, one FEN a line.

Each opening is a random walk of PLIES legal moves from the start, kept only if Stockfish (or
Fairy-Stockfish for Knightmate) scores it within MARGIN centipawns of level at a short depth.
Random walks give far more varied games than a hand-made book, so a self-play test does not
replay the same few games; the balance check keeps the openings fair to both sides.

    bench/make_openings.py [--variant chess|knightmate] [--count 400] [--plies 8] [--seed 1]

Not used by any test. The files in bench/openings/ were made with the defaults.
"""
import argparse
import random

from uci_engine import Engine


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variant", default="chess", choices=["chess", "knightmate"])
    ap.add_argument("--count", type=int, default=400)
    ap.add_argument("--plies", type=int, default=8)
    ap.add_argument("--margin", type=int, default=60)
    ap.add_argument("--depth", type=int, default=12)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    command = ["stockfish"] if args.variant == "chess" else ["fairy-stockfish"]
    engine = Engine(command, args.variant)
    seen = set()
    while len(seen) < args.count:
        moves = []
        for _ in range(args.plies):
            legal = engine.legal(moves)
            if not legal:
                break
            moves.append(rng.choice(legal))
        if len(moves) < args.plies:
            continue
        kind, value = engine.score(moves, args.depth)
        if kind != "cp" or abs(value) > args.margin:
            continue
        fen = engine.fen(moves)
        # The engine stops reading a move list at a move it cannot play; such a line is not
        # the walk that was scored, so it is dropped.
        if int(fen.split()[-1]) != args.plies // 2 + 1:
            continue
        if fen not in seen:
            seen.add(fen)
            print(fen, flush=True)
    engine.send("quit")


if __name__ == "__main__":
    main()
