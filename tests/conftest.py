"""Shared fixtures: a throw-away repository (docs/, snippets/ with its evidence) to exercise mskb on; the real handbook's
articles, lookup cases and triage index; the real site, built once per session; Debian's chromium."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from .browser import launch
from .snippet_session import pytest_collection_finish, pytest_sessionfinish, run_snippets_last  # noqa: F401
from .tiers import mark_tiers
from mskb.lookup_cases import load_cases

REPO = Path(__file__).resolve().parent.parent
DEFAULT_SITE_URL = "https://mindspore-kb.example.org/"   # mkdocs.yml's, when MSKB_SITE_URL is not set


# The front matter of the one-article handbooks the claim tests build ({applies} is filled in).
DEMO_FRONT = """
id: demo
title: Demo
category: errors
tags: [demo]
applies_to: {applies}
errors: [{{type: ValueError, match: "bad value"}}]
snippets:
  - path: repro.py
    expect: raises ValueError
    match: "bad value"
"""


def pytest_collection_modifyitems(session, config, items):
    mark_tiers(items)
    run_snippets_last(items)


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return path


class TinyRepo:
    """A minimal handbook: add articles and snippets, then load, verify or build it."""

    def __init__(self, root: Path):
        self.root = root
        (root / "docs").mkdir(parents=True)
        (root / "snippets").mkdir()

    def snippet(self, rel: str, code: str) -> Path:
        return write(self.root / "snippets" / rel, code)

    def article(self, category: str, aid: str, front: str, body: str = "# Title\n") -> Path:
        return write(self.root / "docs" / category / f"{aid}.md", f"---\n{textwrap.dedent(front).strip()}\n---\n\n{body}")

    def simple_article(self, aid="demo", category="errors", snippets=None, extra="") -> Path:
        snippets = snippets or []
        lines = "".join(f"\n  - path: {p}\n    expect: {e}" + (f"\n    match: {json.dumps(m)}" if m else "") + (f"\n    {x}" if x else "")
                        for p, e, m, x in snippets)
        front = f"""
id: {aid}
title: Demo {aid}
category: {category}
tags: [demo]
applies_to: {{devices: [CPU]}}
errors: [{{type: ValueError, match: "bad value \\\\d+"}}]
snippets:{lines if lines else ' []'}
{extra}"""
        return self.article(category, aid, front)


@pytest.fixture
def tiny(tmp_path, monkeypatch) -> TinyRepo:
    # Runner tests use tiny snippets without MindSpore: keep the pre-imported parent light, and run them in the
    # handbook's own environment only (not on every MindSpore version lane).
    monkeypatch.setenv("MSKB_PRELOAD", "")
    monkeypatch.setenv("MSKB_LANES", "main")
    return TinyRepo(tmp_path / "repo")


def build_site(root: Path, site_dir: Path, site_url: str | None = None) -> subprocess.CompletedProcess:
    """A strict build of the handbook at `root`, with mkdocs.yml's site_url unless `site_url` is given."""
    env = {k: v for k, v in os.environ.items() if k != "MSKB_SITE_URL"}
    env.update(NO_MKDOCS_2_WARNING="1", DISABLE_MKDOCS_2_WARNING="true")
    if site_url:
        env["MSKB_SITE_URL"] = site_url
    # No --quiet: in MkDocs 1.6 it drops warnings before --strict counts them, and the build "passes".
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(site_dir)],
                          cwd=root, capture_output=True, text=True, env=env, timeout=600)


def copy_repo(dest: Path) -> Path:
    """What a build needs of this checkout, copied to `dest` (to break it, rename an article, ...)."""
    for name in ("docs", "snippets", "hooks", "mskb", "links", "envs", "data"):
        shutil.copytree(REPO / name, dest / name, ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("mkdocs.yml", "requirements.lock"):
        shutil.copy(REPO / name, dest / name)
    return dest


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> Path:
    """The real site, built once per session, into a path with spaces and Chinese characters (as a reader might
    unzip it)."""
    site = tmp_path_factory.mktemp("offline") / "离线 手册 (MindSpore)" / "site"
    r = build_site(REPO, site)
    assert r.returncode == 0, r.stderr
    return site


@pytest.fixture(scope="session")
def articles():
    from mskb.articles import load_articles

    return load_articles(REPO / "docs", REPO / "snippets")


@pytest.fixture(scope="session")
def cases():
    return load_cases(REPO)


@pytest.fixture(scope="session")
def triage_index() -> dict:
    from mskb.triage_index import index_for_repo

    return index_for_repo(REPO)


@pytest.fixture(scope="session")
def reader_browser():
    """Debian's chromium as a reader runs it (no flag that lets pages read other files from disk)."""
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        browser = launch(playwright)
        yield browser
        browser.close()
