#!/usr/bin/python3
"""A board's page open in headless Chromium, for tests written in other languages (the IRC
bot's, tests/irc/web_link_test.cpp): they play, this one watches.

    page_watcher.py URL

Prints "ready FEN" once the page is live. Then for each line "wait TEXT" on stdin, waits until
the board's data-fen holds TEXT (10 s at most) and prints "seen MS FEN", MS the milliseconds
since the line came, or "missing FEN". Ends at the end of stdin; "failed WHY" when the page
never came.
"""
import sys
import tempfile
import time

from chromium import browser
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

WAIT = 10


def say(line):
    print(line, flush=True)


def main():
    url = sys.argv[1]
    with tempfile.TemporaryDirectory() as profile:
        driver = browser(profile)
        try:
            driver.get(url)
            board = lambda: driver.find_element(By.ID, "board")
            WebDriverWait(driver, WAIT).until(lambda d: d.find_element(By.ID, "live").text)
            say("ready " + board().get_attribute("data-fen"))
            for line in sys.stdin:
                text = line.strip().removeprefix("wait ")
                started = time.monotonic()
                try:
                    WebDriverWait(driver, WAIT, poll_frequency=0.02).until(
                        lambda d: text in board().get_attribute("data-fen"))
                    ms = 1000 * (time.monotonic() - started)
                    say(f"seen {ms:.0f} " + board().get_attribute("data-fen"))
                except Exception:
                    say("missing " + board().get_attribute("data-fen"))
        except Exception as e:  # a page that never came, a driver that failed
            say(f"failed {type(e).__name__}: {e}")
        finally:
            driver.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
