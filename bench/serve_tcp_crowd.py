#!/usr/bin/python3
"""Many players over TCP at once, each on a connection of its own, at serve's default limits
(issue 54: 200 clients, 136 turned away at the old defaults; the opponent to hear a move within
5 ms p99 on loopback).

    bench/serve_tcp_crowd.py MUDCHESS [--clients 200] [--seconds 20] [--interval 0.5]

Starts `mudchess serve --listen 127.0.0.1:0` with no limit raised. All clients connect at once,
each sending its `serves` line as soon as it is connected, as a crowd of graphical clients
reconnecting after a restart would; how many are served and how many turned away is counted.
Then the clients play in pairs, one board a pair, shuffling knights: each pair moves every
`--interval` seconds on average, out of step with the other pairs (0: as soon as the opponent
has heard the last move, flat out), and the
time from a move's request until the opponent's connection hears its `move` event is measured.
Prints the clients served, the moves a second, and the median and p99 of that time.
One thread and non-blocking sockets, so the script's own cost is small beside the server's.
"""
import argparse
import json
import random
import selectors
import socket
import statistics
import subprocess
import sys
import time

SHUFFLE = ["g1f3", "g8f6", "f3g1", "f6g8"]


class Client:
    def __init__(self, port, name):
        self.name = name
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.sock.setblocking(False)
        self.buffer = b""
        self.closed = False
        self.refused = None

    def send(self, request):
        data = (json.dumps(request) + "\n").encode()
        self.sock.setblocking(True)
        self.sock.sendall(data)
        self.sock.setblocking(False)

    def lines(self):
        """Whatever whole lines have come, parsed."""
        try:
            chunk = self.sock.recv(1 << 20)
        except BlockingIOError:
            return []
        if not chunk:
            self.closed = True
            return []
        self.buffer += chunk
        *whole, self.buffer = self.buffer.split(b"\n")
        return [json.loads(line) for line in whole if line]


def start_serve(binary):
    serve = subprocess.Popen([binary, "serve", "--listen", "127.0.0.1:0"],
                             stderr=subprocess.PIPE, text=True)
    while True:
        line = serve.stderr.readline()
        if not line:
            raise SystemExit("serve did not start")
        if "listening on" in line:
            return serve, int(line.strip().rsplit(":", 1)[1])


def wait_for_answers(selector, clients, want, seconds=30):
    """Reads until each client in `clients` has its answer with id `want`; returns refusals."""
    waiting = set(id(c) for c in clients)
    end = time.monotonic() + seconds
    while waiting and time.monotonic() < end:
        for key, _ in selector.select(timeout=0.5):
            c = key.data
            for answer in c.lines():
                if answer.get("id") == want and id(c) in waiting:
                    waiting.discard(id(c))
                    if not answer.get("ok"):
                        c.refused = answer.get("error", {}).get("code")
            if c.closed and id(c) in waiting:
                waiting.discard(id(c))
                c.refused = c.refused or "closed"
    return [c for c in clients if c.refused]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mudchess")
    parser.add_argument("--clients", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--interval", type=float, default=0.5)
    args = parser.parse_args()
    serve, port = start_serve(args.mudchess)
    selector = selectors.DefaultSelector()
    try:
        clients = []
        for n in range(args.clients):
            c = Client(port, f"p{n}")
            c.send({"id": 1, "op": "serves", "users": [c.name]})
            clients.append(c)
            selector.register(c.sock, selectors.EVENT_READ, c)
        refused = wait_for_answers(selector, clients, 1)
        print(f"clients {args.clients}: {args.clients - len(refused)} served, "
              f"{len(refused)} turned away" +
              (f" ({', '.join(sorted(set(c.refused for c in refused)))})" if refused else ""))
        if refused:
            return 1

        # One board a pair: White is the even client, Black the odd one.
        pairs = [(clients[i], clients[i + 1], f"board {i // 2 + 1}")
                 for i in range(0, len(clients) - 1, 2)]
        for step, (op, side) in enumerate([("start", None), ("join", "white"),
                                           ("join", "black")]):
            for white, black, board in pairs:
                who = black if side == "black" else white
                request = {"id": 10 + step, "op": op, "actor": who.name, "place": "hall",
                           "object": board}
                if side:
                    request["side"] = side
                who.send(request)
            if wait_for_answers(selector, [b if side == "black" else w for w, b, _ in pairs],
                                10 + step):
                raise SystemExit("a game could not be set up")

        # Each pair: [ply, time the move was sent, next time it may move, restart answers due].
        # Players are not in step: each pair starts at a random moment of the first interval
        # and thinks a random 0.5 to 1.5 intervals a move.
        rng = random.Random(54)
        start = time.monotonic()
        state = {board: [0, None, start + rng.uniform(0, args.interval), 0]
                 for _, _, board in pairs}
        by_board = {board: (white, black) for white, black, board in pairs}
        board_of = {id(c): board for white, black, board in pairs for c in (white, black)}
        waits = []
        request_id = 100
        end = time.monotonic() + args.seconds
        while time.monotonic() < end:
            now = time.monotonic()
            for board, s in state.items():
                if s[1] is None and now >= s[2] and s[3] == 0:
                    ply = s[0]
                    white, black = by_board[board]
                    mover = white if ply % 2 == 0 else black
                    request_id += 1
                    s[1] = time.perf_counter()
                    mover.send({"id": request_id, "op": "move", "actor": mover.name,
                                "place": "hall", "object": board,
                                "move": SHUFFLE[ply % 4]})
            for key, _ in selector.select(timeout=0.001):
                c = key.data
                for line in c.lines():
                    if "id" in line:
                        if not line.get("ok"):
                            raise SystemExit(f"refused: {line}")
                        if line["id"] == 2:
                            state[board_of[id(c)]][3] -= 1
                        continue
                    for e in line.get("events", []):
                        if e.get("type") != "move" or e.get("player") == c.name:
                            continue
                        s = state[e["object"]]
                        if s[1] is None:
                            continue
                        waits.append((time.perf_counter() - s[1]) * 1000)
                        s[1] = None
                        s[0] += 1
                        s[2] = time.monotonic() + args.interval * rng.uniform(0.5, 1.5)
                        if s[0] % 12 == 0:
                            # Before the fifth repetition ends it: both ask to start over.
                            white, black = by_board[e["object"]]
                            for who in (white, black):
                                who.send({"id": 2, "op": "start", "actor": who.name,
                                          "place": "hall", "object": e["object"]})
                            s[0] = 0
                            s[3] = 2
        waits.sort()
        if not waits:
            raise SystemExit("no move was heard")
        p99 = waits[min(len(waits) - 1, int(len(waits) * 0.99))]
        print(f"moves {len(waits)} in {args.seconds:g} s ({len(waits) / args.seconds:.0f} a "
              f"second, {len(pairs)} boards, a move every {args.interval:g} s a board on average): the "
              f"opponent hears a move at median {statistics.median(waits):.2f} ms, "
              f"p99 {p99:.2f} ms")
    finally:
        serve.terminate()
        serve.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
