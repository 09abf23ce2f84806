#!/usr/bin/env python3
"""End-to-end test of examples/gmcp_host.py against the real `mudchess serve`.

    python3 tests/serve/gmcp_host_test.py --binary build/mudchess --example examples/gmcp_host.py

Why: the example is the documentation of docs/gmcp.md in running form, so it has to keep
working as serve changes. Raw sockets stand in for MUD clients, because the point is the bytes
on the wire: which client gets GMCP (IAC SB 201 ... IAC SE) and which gets text only, and
that telnet commands typed by a client never reach serve. Exits 0 on success; on failure says
what was expected and what arrived, and exits 1. Every wait has a timeout, and every process
it started is stopped before it exits.
"""
import argparse
import json
import os
import selectors
import signal
import socket
import subprocess
import sys
import tempfile
import time
import traceback

IAC, DONT, DO, WONT, WILL, SB, SE = 255, 254, 253, 252, 251, 250, 240
GMCP = 201
TIMEOUT = 10  # seconds for any one thing to arrive

FOOLS_MATE = [
    ("alice", "move f2 to f3 on board", "f3"),
    ("bob", "move e7 to e5 on board", "e5"),
    ("alice", "move g2 to g4 on board", "g4"),
    ("bob", "move d8 to h4 on board", "Qh4#"),
]
FINAL_FEN = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"


class Failure(Exception):
    """A check that did not hold; its text is the test's verdict."""


def check(condition, message):
    if not condition:
        raise Failure(message)


class Client:
    """A raw telnet client that records everything: the text (telnet commands taken out), the
    negotiations it was sent, and each subnegotiation, GMCP ones parsed into (package, data)."""

    def __init__(self, port, label):
        self.label = label
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT)
        self.raw = bytearray()
        self.text = bytearray()
        self.negotiations = []  # (verb, option)
        self.subnegotiations = []  # (option, bytes)
        self.gmcp = []  # (package, payload)
        self.closed = False
        self._state = "data"
        self._sub = bytearray()

    def send(self, data):
        self.sock.sendall(data)

    def _parse(self, data):
        for byte in data:
            if self._state == "data":
                if byte == IAC:
                    self._state = "iac"
                else:
                    self.text.append(byte)
            elif self._state == "iac":
                if byte == IAC:
                    self.text.append(IAC)
                    self._state = "data"
                elif byte in (WILL, WONT, DO, DONT):
                    self._verb = byte
                    self._state = "option"
                elif byte == SB:
                    self._sub = bytearray()
                    self._state = "sub"
                else:
                    self._state = "data"
            elif self._state == "option":
                self.negotiations.append((self._verb, byte))
                self._state = "data"
            elif self._state == "sub":
                if byte == IAC:
                    self._state = "sub_iac"
                else:
                    self._sub.append(byte)
            elif self._state == "sub_iac":
                if byte == IAC:
                    self._sub.append(IAC)
                    self._state = "sub"
                else:
                    self._end_sub()
                    self._state = "data"

    def _end_sub(self):
        option, body = self._sub[0], bytes(self._sub[1:])
        self.subnegotiations.append((option, body))
        if option == GMCP:
            package, _, data = body.decode("utf-8").partition(" ")
            self.gmcp.append((package, json.loads(data) if data else None))

    def pump(self, deadline):
        """Reads what has come by `deadline`; False once the host has closed the connection."""
        if self.closed:
            return False
        self.sock.settimeout(max(0.01, deadline - time.monotonic()))
        try:
            data = self.sock.recv(65536)
        except socket.timeout:
            return True
        except ConnectionResetError:
            data = b""
        if not data:
            self.closed = True
            return False
        self.raw += data
        self._parse(data)
        return True

    def wait_for(self, what, predicate, timeout=TIMEOUT):
        deadline = time.monotonic() + timeout
        while not predicate(self):
            if time.monotonic() >= deadline or not self.pump(deadline):
                if predicate(self):
                    return
                state = "the connection was closed" if self.closed else f"{timeout} s passed"
                raise Failure(f"{self.label}: waited for {what}, but {state}.\n"
                              f"Text so far:\n{self.decoded()[-3000:]}\n"
                              f"GMCP so far: {[p for p, _ in self.gmcp]}")

    def wait_text(self, fragment, start=0, timeout=TIMEOUT):
        self.wait_for(repr(fragment), lambda c: fragment in c.decoded()[start:], timeout)

    def decoded(self):
        return self.text.decode("utf-8", errors="replace")

    def lines(self):
        return self.decoded().split("\r\n")

    def packages(self, name):
        return [payload for package, payload in self.gmcp if package == name]

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


def children_of(pid):
    """Pids whose parent is `pid` (from /proc): how the test finds the host's serve."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(entry))
    return found


def alive(pid):
    """True while `pid` runs (a zombie waiting for its parent counts as stopped)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


class Host:
    """The example host as a child process, with its port and its serve's pid."""

    def __init__(self, example, binary, workdir, label):
        self.stderr_path = os.path.join(workdir, f"{label}.stderr")
        self.stderr = open(self.stderr_path, "wb")
        self.proc = subprocess.Popen(
            [sys.executable, example, "--binary", binary, "--port", "0"], cwd=workdir,
            stdout=subprocess.PIPE, stderr=self.stderr)
        self.serve_pids = []
        try:
            self.port = self._read_port()
            self.serve_pids = children_of(self.proc.pid)
            check(len(self.serve_pids) == 1,
                  f"the host should have one child (serve), has {self.serve_pids}")
        except BaseException:
            self.kill()  # not yet in main's list: stopped here
            raise

    def _read_port(self):
        with selectors.DefaultSelector() as sel:
            sel.register(self.proc.stdout, selectors.EVENT_READ)
            check(sel.select(TIMEOUT), f"the host printed nothing in {TIMEOUT} s; stderr: "
                  f"{self.stderr_text()}")
        first = self.proc.stdout.readline().decode()
        check(first.startswith("listening on "),
              f"the host's first line should be 'listening on PORT', is {first!r}; stderr: "
              f"{self.stderr_text()}")
        return int(first.split()[-1])

    def stderr_text(self):
        with open(self.stderr_path, "rb") as f:
            return f.read().decode(errors="replace")

    def wait(self, timeout=TIMEOUT):
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            raise Failure(f"the host did not stop within {timeout} s") from None

    def kill(self):
        """Whatever happened, nothing the test started outlives it."""
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        for pid in self.serve_pids:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
        self.stderr.close()


def login(host, name, answer):
    """Connects, checks the host offers GMCP and asks for a name, and logs in; `answer` is the
    client's reply to IAC WILL 201 (DO, DONT, or None for none), sent in the same packet as the
    name when given, so a leak of it into the name would show."""
    client = Client(host.port, name)
    client.wait_for("IAC WILL 201", lambda c: (WILL, GMCP) in c.negotiations)
    client.wait_text("Your name?")
    prefix = bytes([IAC, answer, GMCP]) if answer else b""
    client.send(prefix + name.encode() + b"\r\n")
    client.wait_text(f"Hello, {name}.")
    return client


def play_and_check(host):
    alice = login(host, "alice", DO)
    bob = login(host, "bob", DO)
    carol = login(host, "carol", DONT)
    gmcp_players = (alice, bob)

    # A hostile client: control bytes in its name, then telnet commands and raw bytes mid-line.
    mallory = Client(host.port, "mallory")
    mallory.wait_text("Your name?")
    mark = len(mallory.decoded())
    mallory.send(b"ma\x1b[2Jl\x07\x00lory\r\n")
    mallory.wait_for("a second 'Your name?'", lambda c: c.decoded().count("Your name?") == 2)
    refusal = [line for line in mallory.decoded()[mark:].split("\r\n") if line.strip()]
    check(len(refusal) == 2 and refusal[1] == "Your name?",
          f"a name with control bytes should get one refusal line and the question again, "
          f"got {refusal!r}")
    mallory.send(b"mallory\r\n")
    mallory.wait_text("Hello, mallory.")
    mark = len(mallory.decoded())
    mallory.send(b"look\xff\xf4 at\xff\xff board\x1b[31m\xff\xfa\x18\x01\xff\xf0!\r\n")
    mallory.wait_text("not sent", start=mark)
    time.sleep(0.3)  # anything else the line caused would be here by now
    mallory.pump(time.monotonic() + 0.2)
    said = [line for line in mallory.decoded()[mark:].split("\r\n")
            if line.strip() and not line.endswith(" the hall.")]  # others coming and going
    check(len(said) == 1 and "not sent" in said[0],
          f"a line with raw bytes should get one refusal line, got {said!r}")
    # IAC IAC is the data byte 255, which is no UTF-8: refused too, not dropped.
    mallory.send(b"look at\xff\xff board\r\n")
    mallory.wait_for("a second refusal", lambda c: c.decoded()[mark:].count("not sent") == 2)

    alice.send(b"start new game on board\r\n")
    for client in gmcp_players:
        client.wait_for("Game.Chess.Start", lambda c: c.packages("Game.Chess.Start"))
    alice.send(b"join game as white on board\r\n")
    bob.wait_for("alice's Game.Chess.Seat", lambda c: c.packages("Game.Chess.Seat"))
    bob.send(b"join game as black on board\r\n")
    for client in gmcp_players:
        client.wait_for("two Game.Chess.Seat", lambda c: len(c.packages("Game.Chess.Seat")) == 2)

    players = {"alice": alice, "bob": bob}
    for done, (who, line, san) in enumerate(FOOLS_MATE, start=1):
        players[who].send(line.encode() + b"\r\n")
        for client in gmcp_players:
            client.wait_for(f"Game.Chess.Move {san}",
                            lambda c: len(c.packages("Game.Chess.Move")) == done)
        carol.wait_text(san.rstrip("#"))
        if san == "g4":
            # A hint is the asker's alone: bob's client hears it, alice's does not.
            bob.send(b"hint\r\n")
            bob.wait_for("Game.Chess.Hint", lambda c: c.packages("Game.Chess.Hint"))
    for client in gmcp_players:
        client.wait_for("Game.Chess.End", lambda c: c.packages("Game.Chess.End"))

    for client in gmcp_players:
        who = client.label
        moves = client.packages("Game.Chess.Move")
        check([m["san"] for m in moves] == [san for _, _, san in FOOLS_MATE],
              f"{who}: Game.Chess.Move san should be f3 e5 g4 Qh4#, is {moves!r}")
        for move, (mover, _, _) in zip(moves, FOOLS_MATE):
            check(set(move) == {"object", "side", "player", "san", "uci", "check", "server_ms",
                                "move_ms", "legal_uci"},
                  f"{who}: Game.Chess.Move has the fields of docs/gmcp.md, is {move!r}")
            check(move["player"] == mover and move["object"] == "board",
                  f"{who}: Game.Chess.Move should name {mover} on board, is {move!r}")
            check(isinstance(move["server_ms"], int), f"{who}: server_ms is an int: {move!r}")
        check(moves[3]["uci"] == "d8h4" and moves[3]["check"] is True,
              f"{who}: the mate is d8h4 with check, is {moves[3]!r}")
        check("d8h4" in moves[2]["legal_uci"],
              f"{who}: legal_uci after g4 should hold d8h4, is {moves[2]['legal_uci']!r}")
        boards = client.packages("Game.Chess.Board")
        after_mate = [b for b in boards if b["last_move"] == "d8h4"]
        check(after_mate and after_mate[0]["fen"] == FINAL_FEN,
              f"{who}: a Game.Chess.Board after Qh4# should have fen {FINAL_FEN}, "
              f"boards are {boards!r}")
        check(boards[-1]["result"] == "0-1", f"{who}: the last board's result: {boards[-1]!r}")
        ends = client.packages("Game.Chess.End")
        check(len(ends) == 1 and ends[0]["result"] == "0-1"
              and ends[0]["termination"] == "checkmate" and ends[0]["winner"] == "black",
              f"{who}: Game.Chess.End should be 0-1 by checkmate, is {ends!r}")
        seats = client.packages("Game.Chess.Seat")
        check([(s["player"], s["side"], s["taken"]) for s in seats]
              == [("alice", "white", True), ("bob", "black", True)],
              f"{who}: Game.Chess.Seat should be alice white, bob black, is {seats!r}")
        start = client.packages("Game.Chess.Start")
        check(start and start[0]["variant"] == "chess" and start[0]["rated"] is False,
              f"{who}: Game.Chess.Start should be casual chess, is {start!r}")
        order = [p for p, _ in client.gmcp]
        check(order[order.index("Game.Chess.Start") + 1] == "Game.Chess.Board",
              f"{who}: Game.Chess.Board should follow Game.Chess.Start: {order}")
        check("Game.Chess.Clock" not in order, f"{who}: an untimed game has no Clock: {order}")

    hints = bob.packages("Game.Chess.Hint")
    check(len(hints) == 1 and set(hints[0]) == {"object", "player", "san", "uci"}
          and hints[0]["player"] == "bob" and hints[0]["uci"] in moves[2]["legal_uci"],
          f"bob should get one Game.Chess.Hint, a legal move for him, got {hints!r}")
    check(not alice.packages("Game.Chess.Hint"), "alice should not get bob's hint")
    check("Hint for" not in carol.decoded(), "carol should not read bob's hint")
    check("Qh4" in carol.decoded(), "carol should read the room's text, which names Qh4")

    # Telnet commands in the middle of a line are taken out, and the rest goes to serve:
    # "show fen on board" comes back as the position, to mallory alone.
    mark = len(mallory.decoded())
    mallory.send(b"show\xff\xf1 fen\xff\xfb\x18 on\xff\xfd\x01 board\r\n")
    mallory.wait_text(FINAL_FEN, start=mark)
    check((DONT, 24) in mallory.negotiations and (WONT, 1) in mallory.negotiations,
          f"the host should decline options it does not have, sent {mallory.negotiations!r}")

    timed_game(alice, bob)

    check(not carol.subnegotiations,
          f"carol answered DONT 201 and should get no IAC SB, got {carol.subnegotiations!r}")
    check(not mallory.subnegotiations,
          f"mallory never answered WILL 201 and should get no IAC SB, got "
          f"{mallory.subnegotiations!r}")

    # A client that goes away: the others are told, and the host goes on.
    mark = len(alice.decoded())
    mallory.close()
    alice.wait_text("mallory leaves the hall.", start=mark)
    mark = len(alice.decoded())
    alice.send(b"look at board\r\n")
    alice.wait_text("White: alice", start=mark)
    return [alice, bob, carol]


def timed_game(alice, bob):
    """A new game with a clock, which both players must ask for: a Game.Chess.Offer of kind
    restart, then Start, and a Game.Chess.Clock after each Board."""
    for client in (alice, bob):
        client.send(b"start new game with clock 5+3 on board\r\n")
        if client is alice:
            bob.wait_for("Game.Chess.Offer", lambda c: c.packages("Game.Chess.Offer"))
    for client in (alice, bob):
        client.wait_for("a second Game.Chess.Start",
                        lambda c: len(c.packages("Game.Chess.Start")) == 2)
    offers = bob.packages("Game.Chess.Offer")
    check(offers[0] == {"object": "board", "player": "alice", "kind": "restart", "action": "made"},
          f"alice's timed restart should be offered to bob, is {offers!r}")
    alice.send(b"move e2 to e4 on board\r\n")
    bob.wait_for("Game.Chess.Move e4", lambda c: len(c.packages("Game.Chess.Move")) == 5)
    bob.send(b"move e7 to e5 on board\r\n")
    for client in (alice, bob):
        client.wait_for("Game.Chess.Move e5", lambda c: len(c.packages("Game.Chess.Move")) == 6)
        order = [p for p, _ in client.gmcp]
        last = len(order) - 1 - order[::-1].index("Game.Chess.Move")
        check(order[last:last + 3] == ["Game.Chess.Move", "Game.Chess.Board", "Game.Chess.Clock"],
              f"{client.label}: a timed move is Move, Board, Clock: {order[last:]}")
        clocks = client.packages("Game.Chess.Clock")
        check(clocks[-1] == {"object": "board", "control": "5+3", "white_ms": 300000,
                             "black_ms": 300000, "running": "white"},
              f"{client.label}: after each side's first move White's clock runs: {clocks!r}")
        check(client.packages("Game.Chess.Move")[-1]["move_ms"] is None,
              f"{client.label}: a side's first move costs its clock nothing")
    # Leaving mid-game frees the seat (the game waits for someone to take it over).
    bob.send(b"leave game on board\r\n")
    for client in (alice, bob):
        client.wait_for("Game.Chess.Seat taken false",
                        lambda c: len(c.packages("Game.Chess.Seat")) == 3)
        seat = client.packages("Game.Chess.Seat")[-1]
        check(seat == {"object": "board", "side": "black", "player": "bob", "taken": False},
              f"{client.label}: bob's leaving should be a Seat with taken false, is {seat!r}")


def serve_ends(host, clients):
    """When serve stops, every client is told and closed, and the host exits."""
    os.kill(host.serve_pids[0], signal.SIGTERM)
    for client in clients:
        client.wait_for("the connection to close", lambda c: c.closed)
        check("chess server has stopped" in client.decoded(),
              f"{client.label} should be told the chess server stopped: "
              f"{client.decoded()[-300:]!r}")
    status = host.wait()
    check(status != 0, "the host should report serve's unexpected end with its status")


def host_signalled(host, signum):
    """A signal ends the host cleanly: clients told, serve stopped, status 0."""
    dave = login(host, "dave", None)
    host.proc.send_signal(signum)
    dave.wait_for("the connection to close", lambda c: c.closed)
    check("shutting down" in dave.decoded(),
          f"dave should be told the host is shutting down: {dave.decoded()[-300:]!r}")
    check(not dave.subnegotiations, "dave said nothing to WILL 201 and should get no GMCP")
    status = host.wait()
    check(status == 0, f"the host should exit 0 on {signal.Signals(signum).name}, "
                       f"not {status}; stderr: {host.stderr_text()}")
    deadline = time.monotonic() + TIMEOUT
    while alive(host.serve_pids[0]) and time.monotonic() < deadline:
        time.sleep(0.05)
    check(not alive(host.serve_pids[0]), "serve should be stopped with the host")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True, help="the mudchess program")
    parser.add_argument("--example", required=True, help="examples/gmcp_host.py")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    example = os.path.abspath(args.example)

    hosts, clients = [], []
    with tempfile.TemporaryDirectory(prefix="gmcp_host_test.") as workdir:
        try:
            host = Host(example, binary, workdir, "game")
            hosts.append(host)
            clients = play_and_check(host)
            serve_ends(host, clients)
            for signum in (signal.SIGTERM, signal.SIGINT):
                host = Host(example, binary, workdir, signal.Signals(signum).name)
                hosts.append(host)
                host_signalled(host, signum)
        except Exception as failure:  # a Failure, or anything the host's bytes broke
            if isinstance(failure, Failure):
                print(f"FAIL: {failure}", file=sys.stderr)
            else:
                traceback.print_exc()
                print(f"FAIL: {type(failure).__name__}: {failure}", file=sys.stderr)
            for host in hosts:
                text = host.stderr_text().strip()
                if text:
                    print(f"host stderr:\n{text}", file=sys.stderr)
            return 1
        finally:
            for client in clients:
                client.close()
            for host in hosts:
                host.kill()
    print("PASS: GMCP packages, text-only clients, hostile input, serve's end and signals")
    return 0


if __name__ == "__main__":
    sys.exit(main())
