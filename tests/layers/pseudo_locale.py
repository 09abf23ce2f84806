#!/usr/bin/python3
"""Every sentence a player reads comes from the words layer. Under the pseudo locale
(`--locale pseudo`) each of the layer's texts reaches the player as "⟦text~~⟧"; text made anywhere
else is not wrapped. What players would read is checked for words outside the wrapping (names,
moves, positions and board drawings excepted: they are the players' and the game's, not words):

    pseudo_locale.py transcripts MUDCHESS TRANSCRIPT_DIR [NAME...]
        plays the REPL transcripts (tests/repl/*.in) under it; without the wrapping each must
        also be its English transcript (*.out), line for line: the locale only wraps
    pseudo_locale.py serve MUDCHESS
        a serve exchange: every text in the answers (messages, refusals, protocol errors)
    pseudo_locale.py web MUDCHESS
        the spectators' web page of a game played through serve: the list of boards, a board's
        page, its state and its live update, a kept game's page, and the pages that say no
    pseudo_locale.py lines FILE [NAME...]
        lines some other test heard (the IRC bot's, tests/irc/pseudo_locale_test.cpp); NAMEs
        are the players' names there

Each exits 1 and names the words and their lines when it finds any.
"""
import html.parser
import json
import os
import pathlib
import re
import socket
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request

OPEN, CLOSE, PAD = "\u27e6", "\u27e7", "~"

# Who and what the transcripts name: players, objects, places, engines. A name is the player's
# own word, never the layer's.
NAMES = {
    "alice", "bob", "carol", "dave", "erin", "mallory", "player", "board", "table", "desk",
    "shelf", "oak", "second", "stockfish", "fairymax", "fairy", "gnuchess", "mudchess",
}

# What is data, not words: moves (SAN, coordinates, figurines), squares, results, numbers,
# FEN fields, PGN tags and move text.
DATA = [
    re.compile(r"^(?:[KQRBNPkqrbnp]?[a-h]?[1-8]?x?[a-h][1-8](?:=?[QRBNKqrbnk])?[+#]?|O-O(?:-O)?[+#]?)$"),
    re.compile(r"^[a-h][1-8][a-h][1-8][qrbnk]?$"),
    re.compile(r"^[pnbrqkmPNBRQKM1-8/]+$"),  # a FEN's board, Knightmate's royal knights too
    re.compile(r"^(?:w|b|-|[KQkq]+)$"),
    re.compile(r"^g\d+$"),  # a kept game's number
]
PGN_LINE = re.compile(
    r'^\[[A-Za-z]+ ".*"\]$|^(?:\d+\.+ ?\S+ ?)+|^(?:\{[^}]*\} *)*(?:1-0|0-1|1/2-1/2|\*)$'
)
PGN_TAG = re.compile(r'^\[[A-Za-z]+ ".*"\]$')
PGN_RESULT_AT_END = re.compile(r"(?:^|\s)(?:1-0|0-1|1/2-1/2|\*)$")
# The board drawings: the file letters, the rank lines between their bars, the rules.
BOARD_LINE = re.compile(
    r"^\s*(?:a\s+b\s+c\s+d\s+e\s+f\s+g\s+h|h\s+g\s+f\s+e\s+d\s+c\s+b\s+a)\s*$"
    r"|^\s*\+[-+]+\+\s*$|^\s*[1-8]\s*[|│].*[|│]\s*[1-8]"
)


# Colours: ANSI escapes, and IRC's colour and format codes.
CONTROLS = re.compile(r"\x1b\[[0-9;]*m|\x03(?:\d{1,2}(?:,\d{1,2})?)?|[\x02\x0f\x16\x1d\x1f]")


def strip_wrapped(text):
    """The text outside every ⟦...⟧ (they nest); an unclosed ⟦ is reported by its leftovers."""
    out, depth = [], 0
    for ch in text:
        if ch == OPEN:
            depth += 1
        elif ch == CLOSE and depth:
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def unwrapped(text):
    """The text as the English locale says it: no brackets, no padding."""
    return re.sub(PAD + "*" + CLOSE, "", text).replace(OPEN, "")


def leftovers(text, names=()):
    """Each line with words outside the wrapping that are not names, moves or positions, as
    (its words, the line)."""
    allowed = NAMES | {n.lower() for n in names}
    found = []
    text = CONTROLS.sub("", text)
    # A PGN's move text, from the blank line after its tags to its result, is data throughout
    # (comments that wrap onto lines of their own too: an analysis's "{[%eval 0.18]} ...").
    after_tags = in_move_text = False
    for line in strip_wrapped(text).split("\n"):
        if in_move_text:
            in_move_text = not PGN_RESULT_AT_END.search(line.strip())
            continue
        if PGN_TAG.match(line.strip()):
            after_tags = True
            continue
        if after_tags and not line.strip():
            after_tags, in_move_text = False, True
            continue
        after_tags = False
        if BOARD_LINE.search(line):
            line = BOARD_LINE.sub("", line)
        if PGN_LINE.match(line.strip()):
            continue
        words = []
        for word in re.findall(r"[A-Za-z][A-Za-z0-9'=+#/-]*", line):
            bare = word.rstrip("+#'")
            if len(bare) < 2 or bare.lower() in allowed or any(d.match(bare) for d in DATA):
                continue
            words.append(word)
        if words and (" ".join(words), line.strip()) not in found:
            found.append((" ".join(words), line.strip()))
    return found


def run(mudchess, transcript):
    env = dict(os.environ, USER="player", SOURCE_DATE_EPOCH="1700000000", TZ="UTC")
    with open(transcript, "rb") as typed:
        done = subprocess.run(
            [mudchess, "--db", ":memory:", "--locale", "pseudo"],
            stdin=typed, capture_output=True, env=env, timeout=300,
        )
    if done.returncode != 0 or done.stderr:
        raise SystemExit(f"{transcript}: exit {done.returncode}: {done.stderr.decode()[:400]}")
    return done.stdout.decode("utf-8", errors="replace")


def speakers(transcript):
    text = pathlib.Path(transcript).read_bytes().decode("utf-8", errors="replace")
    return set(re.findall(r"^@(\S+)", text, re.M))


def report(title, problems):
    print(f"{title}:")
    for p in problems[:20]:
        print("  " + p)
    if len(problems) > 20:
        print(f"  ... and {len(problems) - 20} more")


def check_transcripts(mudchess, folder, only):
    failures = 0
    for transcript in sorted(pathlib.Path(folder).glob("*.in")):
        if only and transcript.stem not in only:
            continue
        if transcript.stem == "engines":  # needs the Debian engines: the engines label has it
            continue
        told = run(mudchess, transcript)
        english = transcript.with_suffix(".out").read_bytes().decode("utf-8", errors="replace")
        problems = []
        if unwrapped(told) != english:
            got, want = unwrapped(told).split("\n"), english.split("\n")
            for i, (g, w) in enumerate(zip(got, want)):
                if g != w:
                    problems.append(f"line {i + 1} differs from the English transcript:\n"
                                    f"    pseudo:  {g}\n    english: {w}")
                    break
            else:
                problems.append(f"{len(got)} lines against {len(want)} in the English transcript")
        for word, line in leftovers(told, speakers(transcript)):
            problems.append(f"outside the words layer: {line}\n      ({word})")
        if problems:
            failures += 1
            report(transcript.stem, problems)
    if failures:
        print(f"{failures} transcript(s) show text made outside the words layer")
        return 1
    print("every transcript's words come from the words layer")
    return 0


# A host's session: typed ops and typed commands, refusals of both, a line that is not JSON, an
# op that does not exist, and a question.
SERVE_EXCHANGE = [
    {"id": 1, "op": "start", "actor": "alice", "place": "hall", "object": "board"},
    {"id": 2, "op": "join", "actor": "alice", "place": "hall", "side": "white"},
    {"id": 3, "actor": "bob", "place": "hall", "text": "join game as black on board"},
    {"id": 4, "op": "move", "actor": "alice", "place": "hall", "object": "board", "move": "e2e4"},
    {"id": 5, "op": "move", "actor": "bob", "place": "hall", "move": "e7e4"},
    {"id": 6, "actor": "bob", "place": "hall", "text": "move e7 to e5 on board"},
    {"id": 7, "actor": "carol", "place": "hall", "text": "resign from game on board"},
    {"id": 8, "actor": "alice", "place": "hall", "text": "offer draw on board"},
    {"id": 9, "actor": "bob", "place": "hall", "text": "decline draw on board"},
    {"id": 10, "actor": "alice", "place": "hall", "text": "whose move is it on board"},
    {"id": 11, "actor": "alice", "place": "hall", "text": "mvoe e2e4"},
    {"id": 12, "op": "fly", "actor": "alice", "place": "hall"},
    "this is not json",
    {"id": 13, "actor": "bob", "place": "hall", "text": "resign from game on board"},
    {"id": 14, "actor": "alice", "place": "hall", "text": "show pgn on board"},
    {"id": 15, "op": "games", "actor": "alice", "place": "hall"},
    {"id": {}, "op": "look", "actor": "alice", "place": "hall"},
    {"id": 16, "op": "join", "actor": "alice", "place": "hall", "side": "green"},
    {"id": 17, "op": "move", "actor": "alice", "place": "hall"},
    {"id": 18, "op": "look", "actor": 5, "place": "hall"},
    {"id": 19, "op": "look", "actor": "al\u0007ice", "place": "hall"},
    {"id": 20, "op": "board_state", "object": "board", "game": "two"},
    {"id": 21, "op": "set_place", "place": "hall"},
    "[1, 2]",
    '{"id": 22, "id": 23}',
]


def texts_in(answer):
    """Every text a host might show: the messages' and the refusals', wherever they are."""
    if isinstance(answer, dict):
        for key, value in answer.items():
            if key == "text" and isinstance(value, str):
                yield value
            else:
                yield from texts_in(value)
    elif isinstance(answer, list):
        for item in answer:
            yield from texts_in(item)


def judged(title, texts, names, passed):
    """Each of `texts` ((where, text) pairs) checked for words outside the wrapping: 1 naming
    them, or 0 saying `passed`."""
    problems = [f"{where + ': ' if where else ''}outside the words layer: {line}\n      ({word})"
                for where, text in texts for word, line in leftovers(text, names)]
    if problems:
        report(title, problems)
        return 1
    print(passed)
    return 0


def check_serve(mudchess):
    lines = "".join((x if isinstance(x, str) else json.dumps(x)) + "\n" for x in SERVE_EXCHANGE)
    done = subprocess.run([mudchess, "serve", "--db", ":memory:", "--locale", "pseudo"],
                          input=lines.encode(), capture_output=True, timeout=120)
    if done.returncode != 0:
        raise SystemExit(f"serve: exit {done.returncode}: {done.stderr.decode()[:400]}")
    answers = [json.loads(l) for l in done.stdout.decode().splitlines() if l.strip()]
    if len(answers) < len(SERVE_EXCHANGE):
        raise SystemExit(f"serve answered {len(answers)} of {len(SERVE_EXCHANGE)} lines")
    texts = [("", text) for answer in answers for text in texts_in(answer)]
    return judged("serve", texts, ["hall"],
                  f"the {len(answers)} answers of the serve exchange speak only through the "
                  "words layer")


def check_lines(path, names):
    text = pathlib.Path(path).read_bytes().decode("utf-8", errors="replace")
    return judged(path, [("", text)], names, f"every line of {path} comes from the words layer")


class PageText(html.parser.HTMLParser):
    """What a page shows or says to a screen reader: its text, and the attributes that are
    sentences (aria-label, and the data-* sentences its script shows)."""

    SAID = {"aria-label", "title", "alt", "data-live", "data-reconnecting"}

    def __init__(self):
        super().__init__()
        self.texts = []

    def handle_data(self, data):
        if data.strip():
            self.texts.append(data)

    def handle_starttag(self, tag, attrs):
        self.texts.extend(v for k, v in attrs if k in self.SAID and v)


def page_texts(page):
    reader = PageText()
    reader.feed(page)
    return reader.texts


# The board's fields that are data (positions, moves, names) in its JSON; the rest are words,
# and "svg" a drawing with words in it.
BOARD_DATA = {"place", "object", "variant", "fen", "last_move", "moves", "white", "black",
              "result", "clock_running", "white_rating", "black_rating"}


def json_texts(value, key=""):
    if key in BOARD_DATA:
        return
    if key == "svg":
        yield from page_texts(value)
    elif isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from json_texts(v, k)
    elif isinstance(value, list):
        for v in value:
            yield from json_texts(v)


def ask(url, method="GET"):
    try:
        with urllib.request.urlopen(urllib.request.Request(url, method=method), timeout=10) as a:
            return a.status, a.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode()


def first_event(port, path):
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        seen = b""
        while b"\nevent: board\ndata: " not in seen or not seen.endswith(b"\n\n"):
            chunk = s.recv(65536)
            if not chunk:
                break
            seen += chunk
    data = seen.decode().split("\ndata: ", 1)[1].split("\n", 1)[0]
    return json.loads(data)


# A game played to its end on "board" (it becomes kept game g1) and one going on on "table".
WEB_EXCHANGE = [
    {"id": i, "actor": actor, "place": "hall", "text": text}
    for i, (actor, text) in enumerate([
        ("alice", "start new game on board"), ("alice", "join game as white on board"),
        ("bob", "join game as black on board"), ("alice", "e4 on board"),
        ("bob", "resign from game on board"), ("carol", "start new game of knightmate on table"),
        ("carol", "join game as white on table"), ("carol", "e4 on table"),
    ], start=1)
]


def check_web(mudchess):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with tempfile.TemporaryDirectory() as home:
        serve = subprocess.Popen(
            [mudchess, "serve", "--db", "sqlite:" + os.path.join(home, "games.db"), "--locale",
             "pseudo", "--web", f"127.0.0.1:{port}"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        try:
            for line in WEB_EXCHANGE:
                serve.stdin.write((json.dumps(line) + "\n").encode())
                serve.stdin.flush()
                serve.stdout.readline()
            base = f"http://127.0.0.1:{port}"
            pages = {}
            for path in ("/", "/board/hall/board", "/board/hall/table?side=black", "/g1",
                         "/g99", "/g1.pgn", "/nowhere", "/board/hall/nothing"):
                pages[path] = ask(base + path)
            pages["POST /"] = ask(base + "/", "POST")
            if pages["/g1"][0] != 200:
                raise SystemExit(f"web: /g1 answered {pages['/g1'][0]}")
            texts = []
            for path, (status, body) in pages.items():
                texts += [(path, t) for t in ([body] if path.endswith(".pgn")
                                              else page_texts(body))]
            state = json.loads(ask(base + "/board/hall/table/state")[1])
            texts += [("state", t) for t in json_texts(state)]
            event = first_event(port, "/board/hall/table/events")
            texts += [("event", t) for t in json_texts(event)]
        finally:
            serve.stdin.close()
            serve.wait(timeout=30)
    return judged("web", texts, ["hall"],
                  f"the web page's {len(texts)} texts speak only through the words layer")


def main():
    what = sys.argv[1] if len(sys.argv) > 1 else ""
    if what == "transcripts" and len(sys.argv) >= 4:
        return check_transcripts(sys.argv[2], sys.argv[3], sys.argv[4:])
    if what == "serve" and len(sys.argv) == 3:
        return check_serve(sys.argv[2])
    if what == "web" and len(sys.argv) == 3:
        return check_web(sys.argv[2])
    if what == "lines" and len(sys.argv) >= 3:
        return check_lines(sys.argv[2], sys.argv[3:])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
