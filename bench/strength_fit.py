#!/usr/bin/env python3
"""Elo of each mudchess level from the games bench/strength.sh played.

Reads PGN files (only the White, Black and Result tags matter). Players are named as the script
names them: "L<n>" is mudchess at level n, "sf<elo>" and "fsf<elo>" are Stockfish and
Fairy-Stockfish limited to that UCI_Elo, whose rating is taken as known. Every level's rating is
fitted at once by maximum likelihood (the logistic Elo model, a draw half a win), so a level that
only met its neighbours still gets a rating through them; the 95% error bars come from the
curvature of the likelihood. One virtual draw per pairing keeps a 100% score finite, as
Ordo and BayesElo do.

Usage: strength_fit.py FILE.pgn [FILE.pgn ...]
"""

import math
import re
import sys
from collections import defaultdict

K = math.log(10) / 400


def anchor_rating(name):
    m = re.fullmatch(r"f?sf(\d+)", name)
    return float(m.group(1)) if m else None


def read_games(paths):
    games = []
    for path in paths:
        tags = {}
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                m = re.match(r'\[(\w+) "(.*)"\]', line)
                if m:
                    tags[m.group(1)] = m.group(2)
                    if m.group(1) == "Result":
                        score = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}.get(m.group(2))
                        if score is not None and "White" in tags and "Black" in tags:
                            games.append((tags["White"], tags["Black"], score))
                        tags = {}
    return games


def invert(matrix):
    n = len(matrix)
    a = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        p = a[col][col]
        a[col] = [x / p for x in a[col]]
        for r in range(n):
            if r != col and a[r][col]:
                f = a[r][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col])]
    return [row[n:] for row in a]


def fit(games):
    # Results per unordered pair, from the first name's side: [points, games].
    pairs = defaultdict(lambda: [0.0, 0])
    for white, black, score in games:
        a, b = sorted((white, black))
        s = score if a == white else 1 - score
        pairs[(a, b)][0] += s
        pairs[(a, b)][1] += 1
    for key in pairs:  # the virtual draw
        pairs[key][0] += 0.5
        pairs[key][1] += 1
    players = sorted({p for pair in pairs for p in pair})
    free = [p for p in players if anchor_rating(p) is None]
    index = {p: i for i, p in enumerate(free)}
    rating = {p: anchor_rating(p) if anchor_rating(p) is not None else 1500.0 for p in players}
    if not any(anchor_rating(p) is not None for p in players):
        rating[free[-1]] = 0.0  # no anchor: ratings relative to the strongest level named last
        del index[free[-1]]
        free = free[:-1]
    covariance = None
    for _ in range(100):
        n = len(free)
        grad = [0.0] * n
        info = [[0.0] * n for _ in range(n)]
        for (a, b), (points, count) in pairs.items():
            e = 1 / (1 + 10 ** ((rating[b] - rating[a]) / 400))
            w = count * K * K * e * (1 - e)
            g = K * (points - count * e)
            if a in index:
                grad[index[a]] += g
                info[index[a]][index[a]] += w
            if b in index:
                grad[index[b]] -= g
                info[index[b]][index[b]] += w
            if a in index and b in index:
                info[index[a]][index[b]] -= w
                info[index[b]][index[a]] -= w
        covariance = invert(info)
        step = [sum(covariance[i][j] * grad[j] for j in range(n)) for i in range(n)]
        for p, i in index.items():
            rating[p] += max(-400.0, min(400.0, step[i]))
        if max((abs(x) for x in step), default=0) < 0.01:
            break
    errors = {p: 1.96 * math.sqrt(covariance[i][i]) for p, i in index.items()}
    return rating, errors, pairs


def main():
    games = read_games(sys.argv[1:])
    if not games:
        print("no finished games in", " ".join(sys.argv[1:]))
        return 1
    rating, errors, pairs = fit(games)
    played = defaultdict(int)
    for white, black, _ in games:
        played[white] += 1
        played[black] += 1
    print("Pairing                 Score (real games)")
    for (a, b), (points, count) in sorted(pairs.items()):
        real_points, real = points - 0.5, count - 1
        print(f"  {a:>7} - {b:<7}  {real_points:5.1f}/{real:<3d} {100 * real_points / real:5.1f}%")
    print()
    print("| Player | Elo | 95% error | games |")
    print("|---|---|---|---|")
    levels = sorted((p for p in rating if p in errors), key=lambda p: int(p[1:]))
    for p in levels:
        print(f"| {p} | {rating[p]:.0f} | ±{errors[p]:.0f} | {played[p]} |")
    anchors = sorted(p for p in rating if p not in errors)
    print("Anchors (rating taken as known): " + ", ".join(f"{p} {rating[p]:.0f}" for p in anchors))
    return 0


if __name__ == "__main__":
    sys.exit(main())
