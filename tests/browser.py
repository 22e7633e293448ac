"""Playwright driving Debian's chromium (/usr/bin/chromium): Playwright's own browser download cannot work here.

The browser fixture (conftest.py) uses `launch()`; without chromium the browser tests are skipped with the reason
(.ci/run and `make test` install it, so CI always runs them). The request log that fails a page on any request
outside the site is mskb.browser's (the benchmark uses it too); here are the steps the offline and bundle tests share (search, triage, from disk).
"""
from __future__ import annotations

import re
import shutil
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from mskb.browser import CHROMIUM, CHROMIUM_ARGS, RequestLog  # noqa: F401 - RequestLog: the tests import it here


def launch(playwright):
    if not shutil.which("chromium"):
        pytest.skip("Debian's chromium is not installed (make browser-deps)")
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)


class Session:
    """A fresh browser context whose every request is logged; outside ones are aborted. `close` fails on any
    outside request, failed local request or script error."""

    def __init__(self, browser, allowed_prefix: str | None = None):
        self.context = browser.new_context()
        self.log = RequestLog(self.context, allowed_prefix)
        self.errors: list[str] = []
        self.page = self.context.new_page()
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.set_default_timeout(15000)

    def close(self, name: str) -> None:
        outside = self.log.outside_requests()
        failed = list(self.log.failed)
        self.context.close()
        assert outside == [], f"{name}: requests outside the site: {outside}"
        assert failed == [], f"{name}: local requests failed: {failed}"
        assert self.errors == [], f"{name}: script errors: {self.errors}"


def url_of(site: Path, rel: str) -> str:
    path, _, frag = rel.partition("#")
    return (site / path).as_uri() + (f"#{frag}" if frag else "")


def search_case(arts) -> tuple:
    """An article and a word of its title that no other title has (so the article must be among the results)."""
    words = {a.id: set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z0-9_]{4,}", a.title)) for a in arts}
    for a in arts:
        others = set().union(*(w for i, w in words.items() if i != a.id)) if len(arts) > 1 else set()
        unique = sorted(words[a.id] - others, key=len, reverse=True)
        if unique:
            word = re.search(unique[0], a.title, re.I).group(0)
            return a, word
    pytest.fail("no article title has an ASCII word of 5+ letters to search for")


def run_search(page, query: str, expect_url: str) -> None:
    """Type into Material's search box; the expected article must be among the results, and opening it works."""
    page.locator("input.md-search__input").click()
    page.keyboard.type(query, delay=15)
    page.wait_for_selector(".md-search-result__item a", timeout=20000)
    hrefs = page.locator(".md-search-result__item a").evaluate_all("els => els.map(e => e.href)")
    hits = [h for h in hrefs if urlsplit(h).path.endswith("/" + expect_url)]   # search adds ?h=<query>
    assert hits, f"search {query!r}: {expect_url} not among {hrefs}"
    page.locator(".md-search-result__item a").nth(hrefs.index(hits[0])).click()
    page.wait_for_url(lambda u: urlsplit(u).path.endswith("/" + expect_url))
    assert page.locator("h1").first.is_visible()


def triage_case(arts, snippets_dir: Path) -> tuple[str, str]:
    """(article id, a real traceback): the recorded stderr of a reproducer that one of its signatures matches."""
    from mskb import evidence

    for a in arts:
        for s in a.snippets:
            if not s.expected_type:
                continue
            for rec in evidence.load_all(snippets_dir, s.path):
                text = rec.stderr or ""
                for sig in a.errors:
                    short = sig.type.rsplit(".", 1)[-1]
                    if re.search(sig.match, text, re.M) and re.search(rf"(^|[\s.]){re.escape(short)}:", text, re.M):
                        return a.id, text
    pytest.fail("no recorded traceback matches its article's error signatures")


def run_triage(page, text: str, expect_id: str) -> None:
    page.wait_for_selector("#triage-input")
    page.fill("#triage-input", text)
    try:
        page.wait_for_selector("#triage-results [data-article-id]", timeout=5000)
    except Exception:   # a page that waits for its button
        if page.locator("#triage-run").count():
            page.click("#triage-run")
        page.wait_for_selector("#triage-results [data-article-id]", timeout=10000)
    ids = page.locator("#triage-results [data-article-id]").evaluate_all(
        "els => els.map(e => e.getAttribute('data-article-id'))")
    assert expect_id in ids, f"triage: expected {expect_id!r} among {ids}"
