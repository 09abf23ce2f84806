#!/usr/bin/env python3
"""Replaces the score of `FEN;score;result` lines (training/selfplay_positions) with Stockfish's.

The score becomes Stockfish's centipawns from White's side after a search to DEPTH; positions
where Stockfish sees a mate are dropped. The result field is kept. Commands are sent a batch
at a time so that the engine never waits for this script.

    training/relabel_stockfish.py [--depth 6] < positions.txt > relabelled.txt
"""
import argparse
import sys
from pathlib import Path

# bench/uci_engine.py drives the engine: it is shared with the benchmarks' scripts.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from uci_engine import Engine, debian_program, last_score


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--depth", type=int, default=6)
    ap.add_argument("--batch", type=int, default=256)
    args = ap.parse_args()
    stockfish = debian_program("stockfish")
    if not stockfish:
        sys.exit("relabel_stockfish.py: no stockfish; install Debian's package stockfish")
    engine = Engine([stockfish], "chess")
    engine.send("setoption name Hash value 16")
    batch = []
    for line in sys.stdin:
        fields = line.rstrip("\n").split(";")
        if len(fields) == 3:
            batch.append(fields)
        if len(batch) == args.batch:
            label(engine, batch, args.depth)
            batch = []
    label(engine, batch, args.depth)
    engine.send("quit")


def label(engine, batch, depth):
    for fen, _, _ in batch:
        engine.send(f"position fen {fen}")
        engine.send(f"go depth {depth}")
    out = []
    for fen, _, result in batch:
        score = last_score(engine.until("bestmove"))
        if score is None or score[0] != "cp":
            continue
        white = score[1] if fen.split()[1] == "w" else -score[1]
        out.append(f"{fen};{white};{result}\n")
    sys.stdout.write("".join(out))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
