#!/usr/bin/env python3
"""Replaces the score of `FEN;score;result` lines (bench/selfplay_positions) with Stockfish's.

The score becomes Stockfish's centipawns from White's side after a search to DEPTH; positions
where Stockfish sees a mate are dropped. The result field is kept. Commands are sent in batches
so that the engine never waits for this script.

    bench/relabel_stockfish.py [--depth 6] < positions.txt > relabelled.txt
"""
import argparse
import shutil
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--depth", type=int, default=6)
    ap.add_argument("--batch", type=int, default=256)
    args = ap.parse_args()
    # Debian installs it in /usr/games, which a user's PATH often lacks.
    stockfish = shutil.which("stockfish") or shutil.which("stockfish", path="/usr/games")
    if not stockfish:
        sys.exit("relabel_stockfish.py: no stockfish; install Debian's package stockfish")
    sf = subprocess.Popen([stockfish], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          text=True, bufsize=1 << 16)
    sf.stdin.write("uci\nsetoption name Hash value 16\nisready\n")
    sf.stdin.flush()
    for line in sf.stdout:
        if line.strip() == "readyok":
            break
    else:
        sys.exit("relabel_stockfish.py: stockfish stopped before it was ready")
    batch = []
    for line in sys.stdin:
        fields = line.rstrip("\n").split(";")
        if len(fields) == 3:
            batch.append(fields)
        if len(batch) == args.batch:
            label(sf, batch, args.depth)
            batch = []
    label(sf, batch, args.depth)
    sf.stdin.write("quit\n")
    sf.stdin.flush()


def label(sf, batch, depth):
    for fen, _, _ in batch:
        sf.stdin.write(f"position fen {fen}\ngo depth {depth}\n")
    sf.stdin.flush()
    out = []
    for fen, _, result in batch:
        score = None
        while True:
            line = sf.stdout.readline()
            if not line:
                sys.exit(f"relabel_stockfish.py: stockfish stopped answering (at {fen})")
            words = line.split()
            if not words:
                continue
            if words[0] == "bestmove":
                break
            if "score" in words:
                i = words.index("score")
                score = (words[i + 1], int(words[i + 2]))
        if score is None or score[0] != "cp":
            continue
        white = score[1] if fen.split()[1] == "w" else -score[1]
        out.append(f"{fen};{white};{result}\n")
    sys.stdout.write("".join(out))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
