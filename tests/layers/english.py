#!/usr/bin/python3
"""Sentences belong to the words layer (src/render), not to the code that decides: a string
literal of English words in a deciding folder is counted against that file's allowance in
english_allowance.txt, which only ever goes down. A file not listed there may hold none.

    tests/layers/english.py SOURCE_DIR            check, print the counts
    tests/layers/english.py SOURCE_DIR --write    write today's counts as the allowance

A literal counts when it holds a letter and a blank or sentence punctuation ("you are not
playing on ", "; "), so keys, field names and single words ("object", "white") do not. Comments
are not code and are skipped.
"""
import pathlib
import re
import sys

# Where commands are read and decided. The command table's own words and examples (the
# families' headers, src/command/*_commands.hpp, and command_table.hpp) are the language, not
# sentences, and stay.
DECIDING = ["src/command", "src/dispatch", "src/service"]
THE_LANGUAGE = re.compile(r"src/command/(\w+_commands|command|command_table|family)\.hpp")
LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')
ENGLISH = re.compile(r"[A-Za-z]{2,}.*[ ;:,.?!]|[ ;:,.?!].*[A-Za-z]{2,}")


def english_lines(path):
    count = 0
    in_block_comment = False
    for line in path.read_text(errors="replace").splitlines():
        code = line
        if in_block_comment:
            if "*/" not in code:
                continue
            code = code.split("*/", 1)[1]
            in_block_comment = False
        stripped = code.strip()
        if stripped.startswith("//") or stripped.startswith("#include"):
            continue
        if "/*" in code and "*/" not in code.split("/*", 1)[1]:
            in_block_comment = True
            code = code.split("/*", 1)[0]
        code = code.split("//", 1)[0] if '"' not in code else code
        if any(ENGLISH.search(m.group(1)) for m in LITERAL.finditer(code)):
            count += 1
    return count


def counts(root):
    found = {}
    for folder in DECIDING:
        for path in sorted((root / folder).rglob("*")):
            if path.suffix in (".cpp", ".hpp") and \
                    not THE_LANGUAGE.fullmatch(path.relative_to(root).as_posix()):
                n = english_lines(path)
                if n:
                    found[path.relative_to(root).as_posix()] = n
    return found


def main():
    root = pathlib.Path(sys.argv[1])
    allowance_file = pathlib.Path(__file__).with_name("english_allowance.txt")
    now = counts(root)
    if "--write" in sys.argv[2:]:
        allowance_file.write_text(
            "# Lines of English string literals each deciding file may still hold (see\n"
            "# english.py). Only ever lower these; a file not listed may hold none.\n" +
            "".join(f"{path} {n}\n" for path, n in sorted(now.items())))
        print(f"wrote {sum(now.values())} lines in {len(now)} files")
        return 0
    allowance = {}
    for line in allowance_file.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            path, n = line.split()
            allowance[path] = int(n)
    problems = []
    for path, n in sorted(now.items()):
        allowed = allowance.get(path, 0)
        if n > allowed:
            problems.append(f"{path}: {n} lines of English literals, {allowed} allowed; put the "
                            f"sentences in src/render (the words layer) instead")
    for path, allowed in sorted(allowance.items()):
        if now.get(path, 0) < allowed:
            problems.append(f"{path}: now {now.get(path, 0)}, under its allowance of {allowed}: "
                            f"lower it in english_allowance.txt")
    for p in problems:
        print(p)
    by_folder = {}
    for path, n in now.items():
        folder = "/".join(path.split("/")[:2])
        by_folder[folder] = by_folder.get(folder, 0) + n
    print("English literal lines by folder: " +
          ", ".join(f"{f} {n}" for f, n in sorted(by_folder.items())) +
          f"; {sum(now.values())} in all")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
