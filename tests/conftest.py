"""Shared fixtures: a throw-away repository (docs/, snippets/, evidence/) to exercise mskb on."""
from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


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
        (root / "evidence").mkdir()

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
    # Runner tests use tiny snippets without MindSpore: keep the pre-imported parent light.
    monkeypatch.setenv("MSKB_PRELOAD", "")
    return TinyRepo(tmp_path / "repo")
