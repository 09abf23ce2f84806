#!/usr/bin/python3
"""Two players over TCP, moving in turn: how long from a move sent on one connection until the
other connection hears it (issue 54, D2: without TCP_NODELAY, Nagle's algorithm held about half
of those lines some 40 ms for the client's ACK of the line before).

    bench/serve_tcp_lockstep.py MUDCHESS [--plies N]

Starts `mudchess serve --listen 127.0.0.1:0`; alice's and bob's connections each serve their
player; they shuffle knights (Nf3 Nf6 Ng1 Ng8 ...) and the time from the move's request to the
opponent's connection being told it is their move is measured, ply by ply. Prints the median, p99 and the share over 10 ms.
"""
import argparse
import json
import socket
import statistics
import subprocess
import sys
import time

SHUFFLE = ["g1f3", "g8f6", "f3g1", "f6g8"]


class Connection:
    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buffer = b""

    def send(self, request):
        self.sock.sendall((json.dumps(request) + "\n").encode())

    def line(self):
        while b"\n" not in self.buffer:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise SystemExit("serve closed the connection")
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return json.loads(line)

    def answer(self, request_id):
        while True:
            got = self.line()
            if got.get("id") == request_id:
                return got

    def told_to_move(self, who):
        """The line that tells `who` it is their move (a connection serving only a player hears
        the words addressed to them, not the other side's move event)."""
        while True:
            got = self.line()
            for m in got.get("messages", []):
                if m.get("to", {}).get("user") == who and "your move" in m.get("text", ""):
                    return got


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mudchess")
    parser.add_argument("--plies", type=int, default=260)
    args = parser.parse_args()
    serve = subprocess.Popen([args.mudchess, "serve", "--listen", "127.0.0.1:0"],
                             stderr=subprocess.PIPE, text=True)
    try:
        port = None
        while port is None:
            line = serve.stderr.readline()
            if not line:
                raise SystemExit("serve did not start")
            if "listening on" in line:
                port = int(line.strip().rsplit(":", 1)[1])
        alice, bob = Connection(port), Connection(port)
        for n, (c, who) in enumerate([(alice, "alice"), (bob, "bob")]):
            c.send({"id": n, "op": "serves", "users": [who]})
            c.answer(n)
        request_id = [10]

        def ask(c, request):
            request_id[0] += 1
            c.send(dict(request, id=request_id[0], place="hall"))
            return c.answer(request_id[0])

        def new_game():
            ask(alice, {"op": "start", "actor": "alice", "object": "board"})
            ask(alice, {"op": "join", "actor": "alice", "object": "board", "side": "white"})
            ask(bob, {"op": "join", "actor": "bob", "object": "board", "side": "black"})

        new_game()
        waits = []
        for ply in range(args.plies):
            # Knights back home three times is a threefold repetition, the fifth time ends the
            # game: a new one after every twelve plies.
            if ply and ply % 12 == 0:
                ask(alice, {"op": "resign", "actor": "alice", "object": "board"})
                new_game()
            mover, other = (alice, bob) if ply % 2 == 0 else (bob, alice)
            who = "alice" if ply % 2 == 0 else "bob"
            start = time.perf_counter()
            request_id[0] += 1
            mover.send({"id": request_id[0], "op": "move", "actor": who, "place": "hall",
                        "object": "board", "move": SHUFFLE[ply % 4]})
            other.told_to_move("bob" if who == "alice" else "alice")
            waits.append((time.perf_counter() - start) * 1000)
            answer = mover.answer(request_id[0])
            if not answer.get("ok"):
                raise SystemExit(f"refused: {answer}")
        waits.sort()
        p99 = waits[min(len(waits) - 1, int(len(waits) * 0.99))]
        slow = sum(1 for w in waits if w > 10)
        print(f"plies {len(waits)}: the opponent hears a move at median "
              f"{statistics.median(waits):.2f} ms, p99 {p99:.2f} ms; {slow} over 10 ms")
    finally:
        serve.terminate()
        serve.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
