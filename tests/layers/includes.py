#!/usr/bin/python3
"""The house's floors: every #include "..." of src/, grammar/ and include/ goes to its own floor
or one below it, so no include runs up and no two folders include each other.

    tests/layers/includes.py SOURCE_DIR

Prints each include that runs up (file, line, from which floor to which) and exits 1; a file on
no floor is a mistake too, so a new folder must be given its floor here.
"""
import pathlib
import re
import sys

# Lowest first. A floor is a list of paths (folders or single files) relative to the root.
FLOORS = [
    ("vocabulary", ["include/mudchess/export.hpp", "include/mudchess/refusal_codes.hpp",
                    "include/mudchess/events.hpp", "include/mudchess/actions.hpp", "src/api"]),
    ("text", ["src/text"]),
    ("rules core", ["src/chess"]),
    ("our engine", ["src/search"]),
    # The analysis after a game: lichess's judgement and the tactics, on our engine's searches.
    ("analysis", ["src/analysis"]),
    ("engine client", ["src/engine_client"]),
    ("world", ["src/world"]),
    ("ratings", ["src/rating"]),
    # Puzzles: their format, the cutter (on the analysis) and the store's interface for them.
    ("puzzles", ["src/puzzle"]),
    ("words and boards", ["src/render"]),
    ("store", ["src/store"]),
    ("grammar", ["grammar"]),
    # The command language: each family's commands, the command table, the parser, help.
    ("command language", ["src/command"]),
    # Commands to games: the router and each family's handlers.
    ("dispatch", ["src/dispatch"]),
    # The spectators' web page: the boards the service publishes, their pages, the HTTP server.
    ("web page", ["src/web"]),
    ("service", ["src/service", "include/mudchess/mudchess.hpp"]),
    ("front ends", ["src/front", "src/main.cpp"]),
]

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def floor_of(relative):
    """The floor index of a path relative to the root, or None."""
    best = None
    for index, (_, paths) in enumerate(FLOORS):
        for p in paths:
            if relative == p or relative.startswith(p + "/"):
                if best is None or len(p) > best[1]:
                    best = (index, len(p))
    return None if best is None else best[0]


def resolve(root, including, target):
    """Where `#include "target"` in `including` points, relative to root: the include paths are
    the including file's folder, src/, include/ and the root (grammar/ lives there)."""
    for base in (including.parent, root / "src", root / "include", root):
        candidate = (base / target).resolve()
        if candidate.is_file():
            try:
                return candidate.relative_to(root.resolve()).as_posix()
            except ValueError:
                return None
    return None


def main():
    root = pathlib.Path(sys.argv[1])
    problems = []
    files = [p for d in ("src", "grammar", "include") for p in (root / d).rglob("*")
             if p.suffix in (".cpp", ".hpp", ".h")]
    for path in sorted(files):
        relative = path.relative_to(root).as_posix()
        own = floor_of(relative)
        if own is None:
            problems.append(f"{relative}: on no floor; give its folder one in {sys.argv[0]}")
            continue
        for number, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
            match = INCLUDE.match(line)
            if not match:
                continue
            target = resolve(root, path, match.group(1))
            if target is None:
                continue  # generated sources and outside headers
            theirs = floor_of(target)
            if theirs is None:
                problems.append(f"{relative}:{number}: includes {target}, which is on no floor")
            elif theirs > own:
                problems.append(f"{relative}:{number}: includes {target}, up from "
                                f"{FLOORS[own][0]} to {FLOORS[theirs][0]}")
    for p in problems:
        print(p)
    print(f"{len(files)} files, {len(problems)} includes out of place")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
