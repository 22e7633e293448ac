"""The session's snippet runs, started in the background as soon as the tests are collected.

The runs are child processes (MindSpore on every lane) that keep both cores ~87 % busy; the other tests (one site
build or one browser at a time) leave a core partly idle. Started at collection, the runs fill those gaps while the
other tests go on, and the snippet tests, ordered last, collect the outcomes. Only the (snippet, lane) pairs that
were selected run: `pytest -k generator-dataset` runs that article's snippets, not every snippet on every lane.
"""
from __future__ import annotations

import os
import threading

import pytest

from mskb.verify import Outcome, Verifier

from mskb.environments import REPO

RUNS_KEY = pytest.StashKey["BackgroundRuns"]()


class BackgroundRuns:
    """One Verifier run in a thread; `outcomes()` waits for it and re-raises what it raised."""

    def __init__(self, snippets, only: set[tuple[str, str]]):
        # MSKB_ALL_LANES=1 also runs the declared-slow snippets on every lane (what `make verify` does).
        self.verifier = Verifier(REPO, slow_on_primary_only=os.environ.get("MSKB_ALL_LANES") != "1")
        self._result: dict[tuple[str, str], Outcome] | None = None
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._work, args=(snippets, only), name="snippet-runs", daemon=True)
        self._thread.start()

    def _work(self, snippets, only) -> None:
        try:
            self._result = {(o.snippet.path, o.env): o for o in self.verifier.run(snippets, only=only)}
        except BaseException as err:   # noqa: BLE001 - handed to the test that waits, not lost in the thread
            self._error = err

    def outcomes(self) -> dict[tuple[str, str], Outcome]:
        self._thread.join()
        if self._error is not None:
            raise self._error
        return self._result

    def stop(self) -> None:
        self.verifier.cancel()
        self._thread.join(timeout=5)


def is_snippet_run(item) -> bool:
    return item.module.__name__.endswith("test_snippets") and getattr(item, "originalname", "") == "test_snippet"


def run_snippets_last(items) -> None:
    runs = [i for i in items if is_snippet_run(i)]
    if runs:
        items[:] = [i for i in items if not is_snippet_run(i)] + runs      # collect the outcomes last


def pytest_collection_finish(session):
    # Here, not in collection_modifyitems: `-k`/`-m` deselect in that same hook, possibly after ours.
    runs = [i for i in session.items if is_snippet_run(i)]
    if not runs or session.config.option.collectonly:
        return
    snippets = {i.callspec.params["snippet"].path: i.callspec.params["snippet"] for i in runs}
    only = {(i.callspec.params["snippet"].path, i.callspec.params["env"]) for i in runs}
    session.config.stash[RUNS_KEY] = BackgroundRuns(list(snippets.values()), only)


def pytest_sessionfinish(session, exitstatus):
    runs = session.config.stash.get(RUNS_KEY, None)
    if runs is not None:
        runs.stop()
