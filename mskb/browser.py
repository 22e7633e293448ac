"""Debian's chromium as a reader runs it, for the browser tests and scripts/bench_search.py: its path and flags,
and the request log that records (and aborts) any request outside the site."""
from __future__ import annotations

import shutil

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
# A reader's browser: no --allow-file-access-from-files, which no reader has set, so a page that only works from
# disk with that flag (fetch/XHR of file:// URLs) fails.
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
OUTSIDE_OK_SCHEMES = ("file:", "data:", "blob:", "about:", "chrome-error:")



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
