#!/usr/bin/python3
"""A game played at the terminal, watched in a real browser (issue 51): Debian's headless
Chromium, driven by Selenium through chromium-driver, opens the list of boards, follows the
link to the board, sees the position as data (data-fen) and in words, and sees each move made
at the terminal arrive by itself; a Knightmate board shows its crowned royal knights; the page
from Black's side has Black at the bottom; the game, once over, has its own page (/g1) with its
moves and its PGN to download.

    browser_test.py MUDCHESS

Prints how long each move took to reach the page; exits 1 naming what was wrong.
"""
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

from chromium import browser
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

WAIT = 10  # seconds before a page that did not change is a failure, not a measurement


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port, process):
    for _ in range(200):
        if process.poll() is not None:
            sys.exit(f"mudchess ended with status {process.returncode} before serving its page")
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    sys.exit(f"nothing listens on 127.0.0.1:{port}")


def page_ready(url):
    try:
        with urllib.request.urlopen(url, timeout=2) as answer:
            return answer.status == 200
    except (urllib.error.URLError, OSError):
        return False


def wait_for_page(url):
    """Until the line typed at the terminal has made the page (the terminal answers in its own
    time): a page asked for before would be the one that says it is not there."""
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline and not page_ready(url):
        time.sleep(0.05)


def main():
    mudchess = sys.argv[1]
    port = free_port()
    failures = []
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, USER="player", HOME=home)
        log = open(os.path.join(home, "terminal.txt"), "w")
        games = os.path.join(home, "games.db")

        def start():
            return subprocess.Popen(
                [mudchess, "--db", games, "--web", f"127.0.0.1:{port}"],
                stdin=subprocess.PIPE, stdout=log, stderr=subprocess.STDOUT, env=env, text=True)

        terminal = start()

        def type_line(line):
            terminal.stdin.write(line + "\n")
            terminal.stdin.flush()

        def moved_on_page(who, move, mark):
            before = board().get_attribute("data-fen")
            started = time.monotonic()
            type_line(f"@{who} move {move}")
            try:
                WebDriverWait(driver, WAIT, poll_frequency=0.02).until(
                    lambda d: board().get_attribute("data-fen") != before)
            except Exception:
                failures.append(f"{move} never reached the page")
                return
            print(f"{move}: on the page {1000 * (time.monotonic() - started):.0f} ms "
                  "after it was typed")
            fen = board().get_attribute("data-fen")
            if mark not in fen:
                failures.append(f"after {move} the page's FEN is {fen}")

        driver = None
        try:
            wait_for_port(port, terminal)
            for line in ("@alice start new game on board", "@alice join game as white on board",
                         "@bob join game as black on board", "@alice move e4"):
                type_line(line)
            driver = browser(os.path.join(home, "chromium"))
            base = f"http://127.0.0.1:{port}"
            driver.get(base + "/")
            WebDriverWait(driver, WAIT).until(
                lambda d: d.find_elements(By.CSS_SELECTOR, "a[href^='/board/']"))
            driver.find_element(By.CSS_SELECTOR, "a[href^='/board/']").click()
            board = lambda: driver.find_element(By.ID, "board")
            WebDriverWait(driver, WAIT).until(lambda d: "4P3" in board().get_attribute("data-fen"))
            WebDriverWait(driver, WAIT).until(
                lambda d: d.find_element(By.ID, "live").text != "")
            for who, move, mark in (("bob", "e5", "4p3"), ("alice", "Nf3", "5N2"),
                                    ("bob", "Nc6", "2n5")):
                moved_on_page(who, move, mark)
            # mudchess stops and starts again on the same games: the open page reconnects by
            # itself and goes on with the game.
            terminal.stdin.close()
            terminal.wait(timeout=10)
            terminal = start()
            wait_for_port(port, terminal)
            WebDriverWait(driver, WAIT).until(
                lambda d: d.find_element(By.ID, "live").text == d.find_element(
                    By.ID, "board-page").get_attribute("data-live"))
            moved_on_page("alice", "Bc4", "2B1P3")
            moves = driver.find_element(By.ID, "moves").text
            if "Nf3" not in moves or "Nc6" not in moves:
                failures.append(f"the move list reads {moves!r}")
            words = driver.find_element(By.ID, "in-words").text
            if "knights b1" not in words and "knight b1" not in words:
                failures.append(f"the position in words reads {words!r}")
            if "Black to move" not in driver.find_element(By.ID, "turn").text:
                failures.append("the page does not say whose move it is")

            # Knightmate: two crowned royal knights; from Black's side, Black at the bottom.
            type_line("@carol start new game of knightmate on table")
            wait_for_page(base + "/board/terminal/table")
            driver.get(base + "/board/terminal/table?side=black")
            crowns = driver.find_elements(By.CSS_SELECTOR, "#board .crown")
            if len(crowns) != 2:
                failures.append(f"{len(crowns)} crowns on the Knightmate board, not 2")
            titles = [t.get_attribute("textContent")
                      for t in driver.find_elements(By.CSS_SELECTOR, "#board title")]
            if "white royal knight on e1" not in titles:
                failures.append(f"no white royal knight on e1 among {titles[:4]}...")
            top_row = driver.execute_script(
                "return Array.from(document.querySelectorAll('#board g.piece'))"
                ".filter(g => Number(g.querySelector('text').getAttribute('y')) < 45)"
                ".map(g => g.querySelector('title').textContent)")
            if len(top_row) != 8 or not all(t.startswith("white") for t in top_row):
                failures.append(f"from Black's side the top row holds {top_row}")

            # The chess game ends: the store's first game has its page, its moves and its PGN.
            type_line("@bob resign on board")
            wait_for_page(base + "/g1.pgn")
            driver.get(base + "/g1")
            title = driver.find_element(By.TAG_NAME, "h1").text
            if "alice vs bob" not in title:
                failures.append(f"the kept game's page is titled {title!r}")
            if "Bc4" not in driver.find_element(By.ID, "moves").text:
                failures.append("the kept game's page has not its moves")
            link = driver.find_element(By.CSS_SELECTOR, "#download a").get_attribute("href")
            if not link.endswith("/g1.pgn"):
                failures.append(f"the PGN's link is {link!r}")
            if '[Result "1-0"]' not in driver.find_element(By.ID, "pgn").text:
                failures.append("the kept game's PGN has not its result")
        except Exception as e:  # a page that never came, a driver that failed
            failures.append(f"{type(e).__name__}: {e}")
        finally:
            if driver:
                driver.quit()
            terminal.stdin.close()
            try:
                terminal.wait(timeout=10)
            except subprocess.TimeoutExpired:
                terminal.kill()
                failures.append("mudchess did not end when its input did")
            log.close()
            if terminal.returncode not in (0, None):
                failures.append(f"mudchess ended with status {terminal.returncode}")
            if failures:
                print(open(os.path.join(home, "terminal.txt")).read()[-3000:])
    for f in failures:
        print("FAILED:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
