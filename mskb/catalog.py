"""The catalog: every article with its error signatures and the verification its evidence records.

Built from the front matter and the committed evidence only (no MindSpore needed). It is written to
site/catalog.json by the build, embedded in the triage page, and read by `python -m mskb triage`.
"""
from __future__ import annotations

import datetime as dt
from pathlib import Path

from . import evidence, reported
from .articles import Article, Snippet
from .environments import DEVICE_LABEL, ENVIRONMENTS


def not_run_reason(snippet: Snippet) -> str:
    """Why no lane has recorded a snippet, from its declaration (independent of this machine)."""
    if snippet.device != "cpu":
        return f"needs {DEVICE_LABEL[snippet.device]}"
    if snippet.capabilities:
        return f"needs {', '.join(snippet.capabilities)}"
    if snippet.env != "main":
        return f"needs the {snippet.env} environment ({ENVIRONMENTS[snippet.env].how_to_build})"
    return "no evidence recorded yet (run `make bless`)"


def verification(article: Article, snippets_dir: Path, evidence_dir: Path) -> list[dict]:
    rows = []
    for s in article.snippets:
        expect = "ok" if s.expect == "ok" else f"raises {s.expected_type}"
        records = evidence.load_all(evidence_dir, s.path)
        for r in records:
            stale = r.is_stale(snippets_dir, s)
            rows.append({
                "snippet": s.repo_path, "expect": expect, "status": r.status,
                "reason": r.data.get("reason") or "", "stale": stale, "lane": r.lane,
                "mindspore": r.mindspore, "device": r.device, "python": r.versions.get("python"),
                "versions": r.versions,
                "seconds": r.data.get("seconds"), "date": r.data.get("date"),
            })
        if not records:
            rows.append({"snippet": s.repo_path, "expect": expect, "status": "skip", "reason": not_run_reason(s),
                         "stale": False, "lane": None, "mindspore": None, "device": s.device, "python": None,
                         "seconds": None, "date": None})
    return rows


def article_entry(article: Article, snippets_dir: Path, evidence_dir: Path) -> dict:
    return {
        "id": article.id, "title": article.title, "url": article.url, "short_url": f"e/{article.id}.html",
        "category": article.category, "tags": article.tags, "summary": article.summary,
        "applies_to": article.applies_to, "errors": [e.as_dict() for e in article.errors],
        "related": article.related,
        "verification": verification(article, snippets_dir, evidence_dir),
        # Public reports of the error (never verified): counted apart from the recorded runs above.
        "reported": [{"name": r.name, "source": r.source, "title": r.title, "mindspore": r.mindspore,
                      "device": r.device, "date": r.date} for r in reported.load(evidence_dir, article)],
    }


def pinned_version(repo: Path, package: str) -> str | None:
    """The version requirements.lock pins: the MindSpore the handbook is verified against."""
    lock = Path(repo) / "requirements.lock"
    if lock.is_file():
        for line in lock.read_text().splitlines():
            name, _, version = line.partition("==")
            if name.strip().lower() == package:
                return version.split(";")[0].strip()
    return None


def build(articles: list[Article], repo: Path, mindspore_version: str | None = None) -> dict:
    repo = Path(repo)
    entries = [article_entry(a, repo / "snippets", repo / evidence.EVIDENCE_DIR_NAME) for a in articles]
    if mindspore_version is None:
        mindspore_version = pinned_version(repo, "mindspore")
    return {"mindspore": mindspore_version,
            "generated": dt.datetime.now(dt.timezone.utc).replace(microsecond=0).isoformat(),
            "articles": entries}
