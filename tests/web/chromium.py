"""Debian's Chromium, headless, driven by Selenium through chromium-driver: what the browser
tests of the web page (browser_test.py, page_watcher.py) open pages in."""
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service


def browser(profile):
    """A headless Chromium with its profile in the directory `profile`, touching no network
    beyond the pages it is sent to."""
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-quic",
                 f"--user-data-dir={profile}"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
