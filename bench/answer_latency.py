#!/usr/bin/env python3
"""The engine's shortest answer: how long `mudchess uci` takes from `go` to `bestmove` when it
has next to no time, the floor a sudden-death clock pays on every move once it runs low.

Two measures, each a median in milliseconds of wall-clock time:
  - `go depth 1` after 1.e4 e5, repeated (a search as short as there is);
  - a whole game the engine plays against itself with 100 ms left on each clock, where it
    answers at once on every move (every ply measured, up to 200 plies).

Usage: bench/answer_latency.py MUDCHESS [MUDCHESS...]
"""

import statistics
import subprocess
import sys
import time

REPEATS = 30
GAME_PLIES = 200


class Engine:
    def __init__(self, binary):
        self.process = subprocess.Popen([binary, "uci"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait_for("uciok")
        self.send("isready")
        self.wait_for("readyok")

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def wait_for(self, prefix):
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("the engine stopped before answering " + prefix)
            if line.startswith(prefix):
                return line

    def timed_go(self, position, go):
        """Milliseconds from `go` to `bestmove`, and the move."""
        self.send(position)
        start = time.perf_counter()
        self.send(go)
        line = self.wait_for("bestmove")
        return (time.perf_counter() - start) * 1000, line.split()[1]

    def close(self):
        self.send("quit")
        self.process.wait(timeout=10)


def measure(binary):
    engine = Engine(binary)
    shortest = [engine.timed_go("position startpos moves e2e4 e7e5", "go depth 1")[0]
                for _ in range(REPEATS)]
    moves, game = [], []
    while len(moves) < GAME_PLIES:
        ms, move = engine.timed_go("position startpos moves " + " ".join(moves),
                                   "go wtime 100 btime 100")
        game.append(ms)
        if move == "(none)":
            break
        moves.append(move)
    engine.close()
    print(f"{binary}: go depth 1 {statistics.median(shortest):.2f} ms; "
          f"a game at 100 ms left {statistics.median(game):.2f} ms a move "
          f"(median of {len(game)} plies)")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for binary in sys.argv[1:]:
        try:
            measure(binary)
        except (OSError, RuntimeError, subprocess.TimeoutExpired) as error:
            sys.exit(f"{binary}: {error}; give the path of a mudchess binary, such as "
                     "build/mudchess")


if __name__ == "__main__":
    main()
