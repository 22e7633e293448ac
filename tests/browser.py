"""Playwright driving Debian's chromium (/usr/bin/chromium): Playwright's own browser download cannot work here.

Browser tests import `launch()`; without chromium they are skipped with the reason (.ci/run and `make test`
install it, so CI always runs them).
"""
from __future__ import annotations

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


@pytest.fixture(scope="session")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        b = launch(p)
        yield b
        b.close()
