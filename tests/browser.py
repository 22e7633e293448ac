"""Playwright driving Debian's chromium (/usr/bin/chromium): Playwright's own browser download cannot work here.

Browser tests import `launch()`; without chromium they are skipped with the reason (.ci/run and `make test`
install it, so CI always runs them).
"""
from __future__ import annotations

import contextlib
import shutil

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--allow-file-access-from-files"]


def launch(playwright):
    if not shutil.which("chromium"):
        pytest.skip("Debian's chromium is not installed (make browser-deps)")
    return playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)


# One Playwright driver per test session, shared by every browser fixture: the sync API refuses a second driver
# while one runs, and a fixture imported into several test modules is set up once per module.
_driver = {"playwright": None, "users": 0}


@contextlib.contextmanager
def shared_browser(launcher):
    sync_api = pytest.importorskip("playwright.sync_api")
    if _driver["playwright"] is None:
        _driver["playwright"] = sync_api.sync_playwright().start()
    _driver["users"] += 1
    try:
        b = launcher(_driver["playwright"])
        try:
            yield b
        finally:
            b.close()
    finally:
        _driver["users"] -= 1
        if _driver["users"] == 0:
            _driver["playwright"].stop()
            _driver["playwright"] = None


@pytest.fixture(scope="session")
def browser():
    with shared_browser(launch) as b:
        yield b


# A reader's browser: the same flags without --allow-file-access-from-files, which no reader has set. The offline
# tests use it, so a page that only works from disk with that flag (fetch/XHR of file:// URLs) fails.
READER_ARGS = [a for a in ARGS if a != "--allow-file-access-from-files"]
OUTSIDE_OK_SCHEMES = ("file:", "data:", "blob:", "about:", "chrome-error:")


def launch_as_reader(playwright):
    if not shutil.which("chromium"):
        pytest.skip("Debian's chromium is not installed (make browser-deps)")
    return playwright.chromium.launch(executable_path=CHROMIUM, args=READER_ARGS, headless=True)


@pytest.fixture(scope="session")
def reader_browser():
    with shared_browser(launch_as_reader) as b:
        yield b


class RequestLog:
    """Every request a browser context makes; any outside the site (not file:, data:, …) is aborted and recorded."""

    def __init__(self, context, allowed_prefix: str | None = None):
        self.all: list[str] = []
        self.outside: list[str] = []
        self.failed: list[str] = []
        self.allowed_prefix = allowed_prefix
        context.route("**/*", self._route)
        context.on("request", lambda r: self.all.append(r.url))
        context.on("requestfailed", self._failed)
        context.on("websocket", lambda ws: self.outside.append(ws.url))

    def _failed(self, request) -> None:
        # A load the page itself cancels by navigating on (net::ERR_ABORTED, e.g. the favicon) is not a broken
        # link; a missing file is net::ERR_FILE_NOT_FOUND and still counts.
        if request.failure and "ERR_ABORTED" in request.failure and not self.is_outside(request.url):
            return
        self.failed.append(f"{request.url} ({request.failure})")

    def is_outside(self, url: str) -> bool:
        if self.allowed_prefix and url.startswith(self.allowed_prefix):
            return False
        return not url.startswith(OUTSIDE_OK_SCHEMES)

    def _route(self, route):
        url = route.request.url
        if self.is_outside(url):
            self.outside.append(url)
            route.abort()
        else:
            route.continue_()

    def outside_requests(self) -> list[str]:
        return sorted(set(self.outside) | {u for u in self.all if self.is_outside(u)})
