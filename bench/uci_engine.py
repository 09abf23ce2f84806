"""A UCI engine driven line by line, for the bench scripts (make_openings.py, label_positions.py,
relabel_stockfish.py)."""
import re
import shutil
import subprocess
import sys


def debian_program(name):
    """The path of a program Debian installs in /usr/games (stockfish, pgn-extract), which a
    user's PATH often lacks; None if it is not installed."""
    return shutil.which(name) or shutil.which(name, path="/usr/games")


class Engine:
    def __init__(self, command, variant):
        self.p = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("uci")
        self.until("uciok")
        if variant != "chess":
            self.send(f"setoption name UCI_Variant value {variant}")
        self.send("isready")
        self.until("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def ask(self, *lines):
        """Every line the engine says in answer, up to the readyok that follows them."""
        for line in lines:
            self.send(line)
        self.send("isready")
        return self.until("readyok")

    def until(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                sys.exit("the engine stopped answering")
            line = line.rstrip("\n")
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def legal(self, moves):
        out = self.ask("position startpos moves " + " ".join(moves), "go perft 1")
        return [l.split(":")[0] for l in out if re.fullmatch(r"[a-z]\d+[a-z]\d+\w?: \d+", l)]

    def fen(self, moves):
        out = self.ask("position startpos moves " + " ".join(moves), "d")
        return next(l for l in out if l.startswith("Fen: "))[len("Fen: "):]

    def score(self, moves, depth):
        self.send("position startpos moves " + " ".join(moves))
        self.send(f"go depth {depth}")
        return last_score(self.until("bestmove") + self.ask())

    def score_fen(self, fen, depth):
        """(kind, value, best move) of a search from `fen`: kind is "cp" or "mate"."""
        self.send("position fen " + fen)
        self.send(f"go depth {depth}")
        lines = self.until("bestmove") + self.ask()
        best = next(l.split()[1] for l in lines if l.startswith("bestmove"))
        score = last_score(lines)
        return score[0], score[1], best

    def in_check(self, fen):
        """Whether the side to move in `fen` is in check (from the engine's `d`)."""
        out = self.ask("position fen " + fen, "d")
        line = next((l for l in out if l.startswith("Checkers:")), "Checkers:")
        return line.strip() != "Checkers:"


def last_score(lines):
    """The last score the engine gave in `lines`, as (kind, value): kind "cp" or "mate"; or None."""
    score = None
    for line in lines:
        words = line.split()
        if "score" in words:
            i = words.index("score")
            score = (words[i + 1], int(words[i + 2]))
    return score
