"""The session's snippet runs, started in the background as soon as the tests are collected.

The runs are child processes (MindSpore on every lane) that keep both cores ~87 % busy; the other tests (one site
build or one browser at a time) leave a core partly idle. Started at collection, the runs fill those gaps while the
other tests go on, and the snippet tests, ordered last, collect the outcomes. Only the (snippet, lane) pairs that
were selected run: `pytest -k generator-dataset` runs that article's snippets, not every snippet on every lane.

The runs are `mskb verify` in a process of its own, never a thread of this one: other tests monkeypatch the
verifier and os.environ, and none of that may reach these runs.
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from mskb.environments import REPO
from mskb.verify import Outcome

RUNS_KEY = pytest.StashKey["BackgroundRuns"]()


class BackgroundRuns:
    """`mskb verify --pairs ... --results ...` in the background; `outcomes()` waits for it."""

    def __init__(self, snippets: dict, only: set[tuple[str, str]]):
        self.snippets = snippets                                  # path -> Snippet (as the tests collected them)
        self.dir = Path(tempfile.mkdtemp(prefix="mskb-session-"))
        (self.dir / "pairs.json").write_text(json.dumps(sorted(only)), encoding="utf-8")
        self.results, self.log = self.dir / "results.json", self.dir / "verify.log"
        cmd = [sys.executable, "-m", "mskb", "--repo", str(REPO), "verify", "--pairs", str(self.dir / "pairs.json"),
               "--results", str(self.results)]
        # MSKB_ALL_LANES=1 also runs the declared-slow snippets on every lane (what `make verify` does).
        if os.environ.get("MSKB_ALL_LANES") != "1":
            cmd.append("--slow-on-primary-only")
        with open(self.log, "wb") as log:
            self.proc = subprocess.Popen(cmd, cwd=REPO, stdout=log, stderr=subprocess.STDOUT,
                                         stdin=subprocess.DEVNULL, start_new_session=True)
        self._outcomes: dict | None = None

    def outcomes(self) -> dict[tuple[str, str], Outcome]:
        if self._outcomes is None:
            code = self.proc.wait()
            if not self.results.is_file():
                tail = "\n".join(self.log.read_text(errors="replace").splitlines()[-30:])
                raise RuntimeError(f"the snippet runs ended (exit {code}) without results; log {self.log}:\n{tail}")
            rows = json.loads(self.results.read_text(encoding="utf-8"))
            self._outcomes = {(r["path"], r["env"]): Outcome(self.snippets[r["path"]], **{
                k: v for k, v in r.items() if k != "path"}) for r in rows}
            shutil.rmtree(self.dir, ignore_errors=True)   # kept only when there were no results (its log says why)
        return self._outcomes

    def stop(self) -> None:
        """The session ended (or was interrupted): the runs stop with it."""
        if self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGTERM)
                self.proc.wait(timeout=10)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                try:
                    os.killpg(self.proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass


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
    session.config.stash[RUNS_KEY] = BackgroundRuns(snippets, only)


def pytest_sessionfinish(session, exitstatus):
    runs = session.config.stash.get(RUNS_KEY, None)
    if runs is not None:
        runs.stop()
