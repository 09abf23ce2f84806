#!/usr/bin/env python3
"""How long mudchess builds take to reach a depth: `go depth N` through `mudchess uci` on the
four chess positions of search_bench, each build in turn, three rounds. Prints the nodes and
the CPU seconds of each run (the whole process, start-up included), so two builds on a shared
machine are compared on CPU time rather than wall-clock time. Not a test.

    python3 bench/time_to_depth.py DEPTH MUDCHESS [MUDCHESS...]
"""
import os
import sys

from uci_engine import Engine

POSITIONS = [
    "startpos",
    "fen r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "fen 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
]


def nodes_to_depth(binary, depth):
    engine = Engine([binary, "uci"], "chess")
    total = 0
    for position in POSITIONS:
        engine.ask("ucinewgame", "position " + position)
        engine.send(f"go depth {depth}")
        nodes = 0
        for line in engine.until("bestmove"):
            words = line.split()
            if "nodes" in words:
                nodes = int(words[words.index("nodes") + 1])
        total += nodes
    engine.send("quit")
    engine.p.wait()
    return total


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    depth = int(sys.argv[1])
    for _ in range(3):
        for binary in sys.argv[2:]:
            before = os.times()
            nodes = nodes_to_depth(binary, depth)
            after = os.times()
            cpu = (after.children_user + after.children_system) - (
                before.children_user + before.children_system)
            print(f"{binary}: {nodes} nodes, {cpu:.2f} CPU s, {nodes / cpu / 1000:.0f} knps",
                  flush=True)


if __name__ == "__main__":
    main()
