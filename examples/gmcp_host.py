#!/usr/bin/env python3
"""A tiny telnet MUD with one room, whose chess comes from `mudchess serve`, sent to clients
both as text and as GMCP. Standard library only.

    python3 examples/gmcp_host.py --binary build/mudchess --port 4000
    telnet 127.0.0.1 4000        (or a MUD client such as Mudlet, which speaks GMCP)

Why it exists: docs/protocol.md says what `serve` answers; this shows the other half, what a
MUD does with the answers. Each connection is a player in the room "hall". Whatever a player
types goes to `serve` as a `say` request; each message of the answer goes as text to the player
or the room it is for, and each event is turned into GMCP packages (docs/gmcp.md has the
mapping) for the clients that asked for GMCP. One process, one loop, no threads: `selectors`
watches the listening socket, every client, serve's pipes and a signal wake-up socket.
"""
import argparse
import json
import os
import selectors
import signal
import socket
import subprocess
import sys
import time
import unicodedata

# The room every player is in. serve is started with `--places hall`, so nothing else exists.
ROOM = "hall"

# Telnet bytes (RFC 854) and the GMCP option (201, from the MUD client world).
IAC, DONT, DO, WONT, WILL, SB, SE = 255, 254, 253, 252, 251, 250, 240
GMCP = 201

# Limits that keep a hostile client from making the host grow without bound.
MAX_LINE = 2048  # bytes in one typed line (serve takes 64 KiB, but nobody types that)
MAX_SUBNEG = 8192  # bytes in one IAC SB ... IAC SE from a client: more, and it is closed
MAX_UNSENT = 1 << 20  # bytes waiting for a client that does not read: then it is dropped
MAX_NAME = 20


class TelnetReader:
    """Turns the bytes a client sends into typed lines and telnet negotiations.

    Telnet mixes commands into the data stream, so this is a small state machine that keeps its
    place between reads (a command may be split across two packets). Every IAC sequence is
    taken out here, so no telnet byte can reach serve as part of a line."""

    def __init__(self):
        self.state = "data"
        self.line = bytearray()
        self.too_long = False
        self.after_cr = False  # a CR ended the line; a LF or NUL right after it is part of it
        self.verb = 0
        self.sub_option = 0
        self.sub_size = 0

    def feed(self, data):
        """Returns what `data` completes, in order: ("line", bytes), ("long",) for a line over
        MAX_LINE (its text is thrown away), (verb, option) for WILL/WONT/DO/DONT, or
        ("broken",) for a subnegotiation over MAX_SUBNEG (no telling where it was meant to
        end, so nothing after it can be trusted as lines)."""
        found = []
        if self.state == "broken":
            return found
        for byte in data:
            state = self.state
            if state == "data":
                if byte == IAC:
                    self.state = "iac"
                elif byte in (10, 0) and self.after_cr:
                    self.after_cr = False  # CR LF, or telnet's CR NUL: one end of line
                elif byte in (10, 13):
                    self.after_cr = byte == 13
                    found.append(("long",) if self.too_long else ("line", bytes(self.line)))
                    self.line.clear()
                    self.too_long = False
                else:
                    self.after_cr = False
                    self._keep(byte)
            elif state == "iac":
                if byte == IAC:
                    self._keep(IAC)  # IAC IAC is a data byte 255 (the line checks refuse it)
                    self.state = "data"
                elif byte in (WILL, WONT, DO, DONT):
                    self.verb = byte
                    self.state = "option"
                elif byte == SB:
                    self.state = "sub_option"
                else:
                    self.state = "data"  # NOP, IP, AYT, GA, ...: a command with no use here
            elif state == "option":
                found.append((self.verb, byte))
                self.state = "data"
            elif state == "sub_option":
                self.sub_option = byte
                self.sub_size = 0
                self.state = "sub"
            elif state == "sub":
                # What a client says in a subnegotiation (GMCP's Core.Hello, NAWS sizes) is not
                # used by this host; it is counted and dropped.
                if byte == IAC:
                    self.state = "sub_iac"
                else:
                    self.sub_size += 1
            elif state == "sub_iac":
                # IAC SE ends it; IAC IAC is a data byte inside it; anything else is a broken
                # subnegotiation, ended here.
                self.state = "sub" if byte == IAC else "data"
            if self.state == "sub" and self.sub_size > MAX_SUBNEG:
                found.append(("broken",))
                self.state = "broken"
                break
        return found

    def _keep(self, byte):
        if len(self.line) < MAX_LINE:
            self.line.append(byte)
        else:
            self.too_long = True


def telnet_text(text):
    """A message from serve as telnet text: CR LF line ends, and 255 doubled so that no byte
    of the text can be read as a telnet command (UTF-8 has no 255, but a host must not rely
    on what it happens to send)."""
    lines = text.replace("\r\n", "\n").split("\n")
    data = ("\r\n".join(lines) + "\r\n").encode("utf-8", errors="replace")
    return data.replace(b"\xff", b"\xff\xff")


def gmcp_frame(package, payload):
    """IAC SB 201 <package> <space> <json> IAC SE, with 255 doubled inside."""
    body = (package + " " + json.dumps(payload, ensure_ascii=False, separators=(",", ":")))
    body = body.encode("utf-8").replace(b"\xff", b"\xff\xff")
    return bytes([IAC, SB, GMCP]) + body + bytes([IAC, SE])


def board_packages(event):
    """Game.Chess.Board for the event's board, and Game.Chess.Clock after it when the game is
    timed: a client that draws the board gets the position and the clocks as one step."""
    board = event["board"]
    packages = [
        (
            "Game.Chess.Board",
            {
                "object": event["object"],
                "variant": board["variant"],
                "fen": board["fen"],
                "last_move": board["last_move"],
                "check": board["check"],
                "to_move": board["to_move"],
                "move_number": board["move_number"],
                "white": board["white"],
                "black": board["black"],
                "result": board["result"],
            },
        )
    ]
    clock = board.get("clock")
    if clock:
        packages.append(
            (
                "Game.Chess.Clock",
                {
                    "object": event["object"],
                    "control": clock["control"],
                    "white_ms": clock["white_ms"],
                    "black_ms": clock["black_ms"],
                    "running": clock.get("running"),
                },
            )
        )
    return packages


# The mapping, declared once (docs/gmcp.md says the same): each serve event type that becomes a
# package, the package's name and the event's fields it carries, and whether the board's
# packages (Board, and Clock for a timed game) follow. A hint is the asker's alone.
PACKAGES = {
    "game_started": ("Game.Chess.Start", ["object", "variant"], True),
    "seat_taken": ("Game.Chess.Seat", ["object", "side", "player"], False),
    "seat_left": ("Game.Chess.Seat", ["object", "side", "player"], False),
    "move": ("Game.Chess.Move", ["object", "side", "player", "san", "uci", "check", "server_ms",
                                 "move_ms", "legal_uci"], True),
    "game_ended": ("Game.Chess.End", ["object", "result", "winner", "termination"], True),
    "offer": ("Game.Chess.Offer", ["object", "player", "kind", "action"], False),
    "hint": ("Game.Chess.Hint", ["object", "player", "san", "uci"], False),
}


def gmcp_packages(event):
    """The GMCP packages one serve event becomes, as (package, payload, to) with `to` None for
    everyone in the room or a player's name. Only serve's event is read: a client sees what
    serve said, in another shape, and never something the host worked out for itself.
    Event types without a row in PACKAGES (and docs/gmcp.md) become nothing."""
    kind = event.get("type")
    if kind not in PACKAGES:
        return []
    package, fields, with_board = PACKAGES[kind]
    payload = {field: event.get(field) for field in fields}
    if kind == "game_started":
        payload["white"] = event["board"]["white"]
        payload["black"] = event["board"]["black"]
        payload["rated"] = bool(event.get("rated", False))  # serve writes it only when true
    elif kind in ("seat_taken", "seat_left"):
        payload["taken"] = kind == "seat_taken"
    elif kind == "move":
        payload["legal_uci"] = payload["legal_uci"] or []
    if kind == "hint":
        return [(package, payload, event["player"])]  # the asker's alone
    found = [(package, payload)] + (board_packages(event) if with_board else [])
    return [(name, body, None) for name, body in found]


def check_name(line, taken):
    """Why `line` cannot be a name, or None when it can. Names are kept to ASCII letters and
    digits so that they are valid for serve (docs/protocol.md, `actor`) and easy to type."""
    try:
        name = line.decode("ascii")
    except UnicodeDecodeError:
        name = None
    if not name or not name.isalnum() or len(name) > MAX_NAME:
        return f"A name is 1 to {MAX_NAME} letters and digits (A-Z, a-z, 0-9), nothing else."
    if name.lower() == "computer":
        return "That name belongs to the computer player; choose another."
    if name.lower() in taken:
        return f"Someone called {name} is already here; choose another name."
    return None


def clean_line(line):
    """The text of a typed line for serve, or (None, why) when it must not be sent.

    Telnet commands are already gone (TelnetReader). What is left must be UTF-8 without
    control characters: a tab becomes a space, and any other control character (an escape
    sequence, a NUL, a bell, a literal byte 255) refuses the line rather than being guessed
    at, so that serve only ever sees what the player could see they typed."""
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        return None, "That line was not UTF-8 text, so it was not sent."
    text = text.replace("\t", " ").strip()
    if any(unicodedata.category(ch) == "Cc" for ch in text):
        return None, "That line had control characters in it, so it was not sent."
    return text, None


class Client:
    """One telnet connection: its bytes in and out, and who it is once it has said."""

    def __init__(self, sock):
        self.sock = sock
        self.reader = TelnetReader()
        self.unsent = bytearray()
        self.name = None  # None until the first good line
        self.gmcp = False  # True once the client answered IAC DO 201; DONT or silence: text
        self.closing = False


class Pending:
    """What the host remembers of a request until its answer comes."""

    def __init__(self, asker=None, silent=None, about=None):
        self.asker = asker  # the player who typed the line: hears a refusal with no message
        self.silent = silent  # what the room hears when the answer tells nobody anything
        self.about = about  # the player `silent` is about, who does not hear it


class Host:
    """The MUD: the listening socket, the clients, and serve's pipes, all in one selector."""

    def __init__(self, binary, port, db):
        self.selector = selectors.DefaultSelector()
        self.clients = {}  # socket -> Client
        self.next_id = 0
        # id -> Pending: what to do with the answer beyond routing it. Answers come in the order
        # of the requests, but looking them up by id keeps that plain.
        self.pending = {}
        self.to_serve = bytearray()
        self.from_serve = bytearray()
        self.stopping = None  # a reason, once the loop is to end

        command = [binary, "serve", "--places", ROOM]
        if db:
            command += ["--db", db]
        # A session of its own, so that a Ctrl-C in the terminal reaches the host alone and
        # the host stops serve in order (closing its stdin) instead of racing it.
        self.serve = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0,
            start_new_session=True)
        os.set_blocking(self.serve.stdin.fileno(), False)
        os.set_blocking(self.serve.stdout.fileno(), False)
        self.selector.register(self.serve.stdout, selectors.EVENT_READ, "serve_out")

        self.listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", port))
        self.listener.listen(16)
        self.listener.setblocking(False)
        self.selector.register(self.listener, selectors.EVENT_READ, "listener")

        # A signal handler may only set a flag; the wake-up socket makes select() return so the
        # loop sees it at once (Python retries an interrupted select by itself).
        self.wake_read, self.wake_write = socket.socketpair()
        self.wake_read.setblocking(False)
        self.wake_write.setblocking(False)
        signal.set_wakeup_fd(self.wake_write.fileno())
        self.selector.register(self.wake_read, selectors.EVENT_READ, "wakeup")
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, self._on_signal)

    @property
    def port(self):
        return self.listener.getsockname()[1]

    def _on_signal(self, signum, _frame):
        self.stopping = "signal"

    # ---- the loop -----------------------------------------------------------------------

    def run(self):
        """Serves until a signal or serve's end; returns the exit status."""
        while self.stopping is None:
            for key, mask in self.selector.select():
                what = key.data
                if what == "listener":
                    self._accept()
                elif what == "serve_out":
                    self._read_serve()
                elif what == "serve_in":
                    self._write_serve()
                elif what == "wakeup":
                    self._drain_wakeup()
                elif key.fileobj in self.clients:  # it may have been closed in this round
                    if mask & selectors.EVENT_READ:
                        self._read_client(what)
                    if mask & selectors.EVENT_WRITE and key.fileobj in self.clients:
                        self._write_client(what)
                if self.stopping:
                    break
        if self.stopping == "serve_ended":
            self._close_all("The chess server has stopped. Goodbye.")
            status = self._stop_serve()
            print(f"gmcp_host: mudchess serve stopped by itself (status {status})",
                  file=sys.stderr)
            return 1
        self._close_all("The chess host is shutting down. Goodbye.")
        self._stop_serve()
        return 0

    def _drain_wakeup(self):
        try:
            while self.wake_read.recv(64):
                pass
        except BlockingIOError:
            pass

    # ---- clients ------------------------------------------------------------------------

    def _accept(self):
        try:
            sock, _address = self.listener.accept()
        except (BlockingIOError, InterruptedError, ConnectionAbortedError):
            return
        sock.setblocking(False)
        client = Client(sock)
        self.clients[sock] = client
        self.selector.register(sock, selectors.EVENT_READ, client)
        # Offer GMCP; the client answers DO (wants it) or DONT (does not), or nothing at all.
        self._send(client, bytes([IAC, WILL, GMCP]) + telnet_text("Welcome to the chess hall."))
        self._send(client, telnet_text("Your name?"))

    def _read_client(self, client):
        try:
            data = client.sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if not data:
            self._drop(client)
            return
        for item in client.reader.feed(data):
            if client.closing or client.sock not in self.clients:
                break
            if item[0] == "line":
                self._on_line(client, item[1])
            elif item[0] == "broken":
                self._send(client, telnet_text("That telnet subnegotiation never ended; "
                                               "closing the connection."))
                self._drop(client, after_sending=True)
            elif item[0] == "long":
                self._send(client, telnet_text(f"That line was over {MAX_LINE} bytes, so it "
                                               "was not sent."))
            else:
                self._negotiate(client, *item)

    def _negotiate(self, client, verb, option):
        """GMCP is the one option the host offers. A client's DO or WILL of anything else is
        refused (WONT, DONT); its WONT and DONT are never answered, since nothing else is on,
        so the two ends cannot answer each other in a loop (RFC 1143)."""
        if option == GMCP:
            if verb in (DO, DONT):
                client.gmcp = verb == DO
        elif verb == DO:
            self._send(client, bytes([IAC, WONT, option]))
        elif verb == WILL:
            self._send(client, bytes([IAC, DONT, option]))

    def _on_line(self, client, line):
        if client.name is None:
            self._on_name(client, line)
            return
        text, why = clean_line(line)
        if why:
            self._send(client, telnet_text(why))
            return
        if not text:
            return
        if text.lower() == "quit":
            self._send(client, telnet_text("Goodbye."))
            self._drop(client, after_sending=True)
            return
        self._request({"op": "say", "actor": client.name, "place": ROOM, "text": text},
                      Pending(asker=client.name))

    def _on_name(self, client, line):
        taken = {c.name.lower() for c in self.clients.values() if c.name}
        why = check_name(line, taken)
        if why:
            self._send(client, telnet_text(why) + telnet_text("Your name?"))
            return
        client.name = line.decode("ascii")
        others = sorted(c.name for c in self.clients.values() if c.name and c is not client)
        company = ", ".join(others) if others else "nobody else yet"
        self._send(client, telnet_text(
            f"Hello, {client.name}. You are in the {ROOM}, with {company}. "
            "Type chess commands ('help' lists them; 'quit' leaves)."))
        # The room hears of the arrival at once, from the host: it is the MUD's news, and must
        # not wait for serve (a newcomer would otherwise hear of players already there).
        for other in self._players():
            if other is not client:
                self._send(other, telnet_text(f"{client.name} comes into the {ROOM}."))
        # serve keeps seats while a player is away; "back" lets it tell them what happened
        # meanwhile, and the room that they are back at the board (for someone it never saw,
        # or who was not away, it answers with the event alone).
        self._request({"op": "presence", "actor": client.name, "place": ROOM, "state": "back"},
                      Pending())

    def _drop(self, client, after_sending=False):
        """Forgets a client; serve hears the player left, so their seats are kept and the
        room is told what that means for the games they play. When serve has nothing to say
        (the player plays nowhere) the host says they left, so the room is told either way."""
        if client.closing or client.sock not in self.clients:
            return
        client.closing = True
        if after_sending and client.unsent:
            try:
                client.sock.setblocking(True)
                client.sock.settimeout(1)
                client.sock.sendall(client.unsent)
            except OSError:
                pass
        self.selector.unregister(client.sock)
        del self.clients[client.sock]
        client.sock.close()
        if client.name:
            self._request({"op": "presence", "actor": client.name, "place": ROOM,
                           "state": "left"},
                          Pending(silent=f"{client.name} leaves the {ROOM}.", about=client.name))

    def _send(self, client, data):
        if client.closing or not data:
            return
        if len(client.unsent) + len(data) > MAX_UNSENT:
            print(f"gmcp_host: dropping {client.name or 'a client'}: it does not read",
                  file=sys.stderr)
            self._drop(client)
            return
        was_empty = not client.unsent
        client.unsent += data
        if was_empty:
            self._write_client(client)

    def _write_client(self, client):
        try:
            sent = client.sock.send(client.unsent)
        except (BlockingIOError, InterruptedError):
            sent = 0
        except OSError:
            self._drop(client)
            return
        del client.unsent[:sent]
        events = selectors.EVENT_READ | (selectors.EVENT_WRITE if client.unsent else 0)
        self.selector.modify(client.sock, events, client)

    def _players(self):
        return [c for c in self.clients.values() if c.name and not c.closing]

    def _close_all(self, farewell):
        """Says goodbye to every connection and closes it, without telling serve (it is
        stopping, or has stopped); each gets a second to take its last bytes."""
        for client in list(self.clients.values()):
            client.unsent += telnet_text(farewell)
            try:
                client.sock.setblocking(True)
                client.sock.settimeout(1)
                client.sock.sendall(client.unsent)
                client.sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            self.selector.unregister(client.sock)
            client.sock.close()
        self.clients.clear()
        self.selector.unregister(self.listener)
        self.listener.close()

    # ---- serve --------------------------------------------------------------------------

    def _request(self, fields, pending):
        """Queues one request line for serve, with an id of the host's own."""
        if self.stopping:
            return
        self.next_id += 1
        fields["id"] = self.next_id
        self.pending[self.next_id] = pending
        line = json.dumps(fields, ensure_ascii=False, separators=(",", ":")) + "\n"
        was_empty = not self.to_serve
        self.to_serve += line.encode("utf-8")
        if was_empty:
            self._write_serve()

    def _write_serve(self):
        """Writes what serve can take now; the rest waits for the pipe to drain, so a slow
        serve never blocks the loop (and so never deadlocks against its own answers)."""
        try:
            written = os.write(self.serve.stdin.fileno(), self.to_serve)
        except BlockingIOError:
            written = 0
        except (BrokenPipeError, OSError):
            self.stopping = "serve_ended"
            return
        del self.to_serve[:written]
        registered = "serve_in" in (k.data for k in self.selector.get_map().values())
        if self.to_serve and not registered:
            self.selector.register(self.serve.stdin, selectors.EVENT_WRITE, "serve_in")
        elif not self.to_serve and registered:
            self.selector.unregister(self.serve.stdin)

    def _read_serve(self):
        try:
            data = os.read(self.serve.stdout.fileno(), 65536)
        except BlockingIOError:
            return
        if not data:
            self.stopping = "serve_ended"
            return
        self.from_serve += data
        while b"\n" in self.from_serve:
            line, _, rest = self.from_serve.partition(b"\n")
            self.from_serve = bytearray(rest)
            try:
                answer = json.loads(line)
            except ValueError:
                print(f"gmcp_host: not JSON from serve: {line[:200]!r}", file=sys.stderr)
                continue
            self._on_answer(answer)

    def _on_answer(self, answer):
        """Routes one line of serve's: an answer to a request, or a line without an id (a
        clock falling, the computer's move, a hint), which is routed just the same."""
        pending = self.pending.pop(answer.get("id"), None) or Pending()
        asker = pending.asker
        messages = answer.get("messages", [])
        told_asker = False
        for message in messages:
            told_asker |= self._deliver(message, asker)
        if pending.silent and not messages:
            for client in self._players():
                if client.name != pending.about:
                    self._send(client, telnet_text(pending.silent))
        elif asker and not answer.get("ok", True) and not told_asker and "error" in answer:
            # A refusal that came with no message (a line serve could not read at all).
            for client in self._players():
                if client.name == asker:
                    self._send(client, telnet_text(answer["error"].get("text", "Refused.")))
        for event in answer.get("events", []):
            if event.get("type") == "notice":
                print(f"gmcp_host: serve: {event.get('text')}", file=sys.stderr)
                continue
            if event.get("place", ROOM) != ROOM:
                continue
            for package, payload, to in gmcp_packages(event):
                frame = gmcp_frame(package, payload)
                for client in self._players():
                    if client.gmcp and (to is None or client.name == to):
                        self._send(client, frame)

    def _deliver(self, message, asker):
        """Sends one of serve's messages as text; says whether the asker was among those told."""
        to = message.get("to", {})
        text = telnet_text(message.get("text", ""))
        if "user" in to:
            readers = [c for c in self._players() if c.name == to["user"]]
        elif to.get("place") == ROOM:
            readers = self._players()
        else:
            readers = []
        for client in readers:
            self._send(client, text)
        return any(c.name == asker for c in readers)

    def _stop_serve(self):
        """Ends serve the way the protocol asks: its stdin closes, it finishes what it was
        thinking about and exits. Its last words are read and dropped, so it never blocks on a
        full pipe; after five seconds it is terminated. Returns its exit status."""
        if any(k.data == "serve_in" for k in self.selector.get_map().values()):
            self.selector.unregister(self.serve.stdin)
        try:
            self.serve.stdin.close()
        except OSError:
            pass
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            events = self.selector.select(timeout=max(0.0, deadline - time.monotonic()))
            if any(k.data == "serve_out" for k, _ in events):
                try:
                    if not os.read(self.serve.stdout.fileno(), 65536):
                        break
                except BlockingIOError:
                    pass
            self._drain_wakeup()
        try:
            self.serve.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            self.serve.terminate()
            try:
                self.serve.wait(timeout=2)
            except subprocess.TimeoutExpired:
                self.serve.kill()
                self.serve.wait()
        return self.serve.returncode


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default="mudchess", help="the mudchess program")
    parser.add_argument("--port", type=int, default=4000,
                        help="TCP port on 127.0.0.1 (0: any free one)")
    parser.add_argument("--db", help="serve's --db (default: its own, in memory)")
    args = parser.parse_args()

    try:
        host = Host(args.binary, args.port, args.db)
    except OSError as error:
        print(f"gmcp_host: {error}", file=sys.stderr)
        return 1
    # The first line of stdout, flushed, so a script that started the host can read the port.
    print(f"listening on {host.port}", flush=True)
    return host.run()


if __name__ == "__main__":
    sys.exit(main())
