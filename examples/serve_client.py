#!/usr/bin/env python3
"""A MUD driver's view of mudchess, in a page: spawn `mudchess serve`, send JSON requests one
per line, read one JSON answer per line, and print the typed events. Standard library only.

    python3 examples/serve_client.py [--binary build/mudchess]

It plays Fool's Mate: a start, two seats, four moves (two typed, two in English), and prints
each event as it comes, ending with "game_ended: checkmate 0-1".
"""
import argparse
import json
import subprocess
import sys


class Chess:
    """One `mudchess serve` child; request() sends a line and returns the answer to it."""

    def __init__(self, binary):
        self.proc = subprocess.Popen(
            [binary, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
            encoding="utf-8", bufsize=1)
        self.next_id = 0
        self.later = []  # lines without an id: things that happened without a request

    def request(self, **fields):
        self.next_id += 1
        fields["id"] = self.next_id
        self.proc.stdin.write(json.dumps(fields) + "\n")
        self.proc.stdin.flush()
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("mudchess serve ended")
            answer = json.loads(line)
            if answer.get("id") == self.next_id:
                return answer
            self.later.append(answer)  # a clock or a computer; deliver like any answer

    def close(self):
        self.proc.stdin.close()
        return self.proc.wait()


def describe(event):
    kind = event["type"]
    if kind == "move":
        return f"move: {event['player']} ({event['side']}) {event['san']} [{event['uci']}]" \
               f" fen {event['board']['fen']}"
    if kind == "game_ended":
        return f"game_ended: {event['termination']} {event['result']}"
    if kind in ("seat_taken", "seat_left"):
        return f"{kind}: {event['player']} as {event['side']} on {event['object']}"
    if kind == "game_started":
        return f"game_started: {event['variant']} on {event['object']}"
    if kind == "refusal":
        return f"refusal: {event['code']}: {event['text']}"
    return f"{kind}: {json.dumps(event)}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default="mudchess", help="the mudchess program")
    args = parser.parse_args()

    chess = Chess(args.binary)
    room = "room-12"
    steps = [
        dict(op="start", actor="alice", place=room, object="board", variant="chess"),
        dict(op="join", actor="alice", place=room, object="board", side="white"),
        dict(op="join", actor="bob", place=room, object="board", side="black"),
        dict(op="move", actor="alice", place=room, object="board", move="f2f3"),
        dict(actor="bob", place=room, text="move e7 to e5 on board"),
        dict(op="move", actor="alice", place=room, object="board", move="g2g4"),
        dict(op="move", actor="alice", place=room, object="board", move="e2e4"),  # refused
        dict(actor="bob", place=room, text="move Qh4"),
    ]
    for step in steps:
        answer = chess.request(**step)
        if not answer["ok"]:
            print(f"refused ({answer['error']['code']}): {answer['error']['text']}")
        for event in answer["events"]:
            if event["type"] != "refusal":
                print(describe(event))
    for message in chess.request(op="look", actor="bob", place=room, object="board")["messages"]:
        print(message["text"])
    return chess.close()


if __name__ == "__main__":
    sys.exit(main())
