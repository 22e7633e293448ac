"""The catalog: every article with its error signatures and the verification its evidence records.

Built from the front matter and the committed evidence only (no MindSpore needed). It is written to
site/catalog.json by the build, embedded in the triage page, and read by `python -m mskb triage`.
"""
from __future__ import annotations

import datetime as dt
from pathlib import Path

from . import matrix, reported
from .articles import Article
from .vocabulary import pinned


def verification(rows: list[matrix.Row]) -> list[dict]:
    """One row per snippet and environment it runs in: its state (mskb.matrix) and the record behind it."""
    out = []
    for r in rows:
        s = r.snippet
        expect = "ok" if s.expect == "ok" else f"raises {s.expected_type}"
        for c in r.cells:
            if c.state == "not-applicable":
                continue
            rec = c.record
            out.append({
                "snippet": s.repo_path, "expect": expect, "env": c.env.name, "state": c.state, "primary": c.primary,
                "status": rec.status if rec else "skip", "reason": c.reason, "stale": c.state == "stale",
                "lane": rec.lane if rec else None, "mindspore": c.env.mindspore, "device": s.device,
                "python": rec.versions.get("python") if rec else None, "versions": rec.versions if rec else {},
                "date": rec.date if rec else None,
            })
    return out


def version_states(rows: list[matrix.Row]) -> dict[str, str]:
    """{MindSpore version: what the article's first reproducer did there} (reproduces, differs, ...)."""
    lead = next((r for r in rows if r.snippet.expect != "ok"), None)
    return {c.env.mindspore: c.state for c in lead.cells if c.env.version_lane} if lead else {}


def evidence_kind(rows: list[matrix.Row], reports: list) -> str:
    """What the article's answer rests on: "reproducer" (a snippet reproducing its error passed on some lane here),
    "reported" (no such run, but public reports of the error), "runs" (only snippets that pass without an error:
    reference pages, checks) or "none"."""
    if any(r.snippet.expect != "ok" and c.state == "reproduces" for r in rows for c in r.cells):
        return "reproducer"
    if reports:
        return "reported"
    if any(c.state == "works" for r in rows for c in r.cells):
        return "runs"
    return "none"


def coverage(articles: list[Article], snippets_dir: Path) -> dict[str, list[str]]:
    """{evidence kind: [article ids]} over the whole collection."""
    out: dict[str, list[str]] = {"reproducer": [], "reported": [], "runs": [], "none": []}
    for a in articles:
        rows = matrix.article_matrix(a, snippets_dir)[1]
        out[evidence_kind(rows, reported.load(snippets_dir, a))].append(f"{a.category}/{a.id}")
    return out


def article_entry(article: Article, snippets_dir: Path) -> dict:
    rows = matrix.article_matrix(article, snippets_dir)[1]   # read the evidence once per article
    reports = reported.load(snippets_dir, article)
    return {
        "id": article.id, "title": article.title, "url": article.url, "short_url": f"e/{article.id}.html",
        "category": article.category, "tags": article.tags, "summary": article.summary,
        "applies_to": article.applies_to, "errors": [e.as_dict() for e in article.errors],
        **({"family": True} if article.family else {}),
        "related": article.related,
        "evidence": evidence_kind(rows, reports),
        "mindspore": version_states(rows),
        "verification": verification(rows),
        # Public reports of the error (never verified): counted apart from the recorded runs above.
        "reported": [{"name": r.name, "source": r.source, "title": r.title, "mindspore": r.mindspore,
                      "device": r.device, "date": r.date} for r in reports],
    }


def pinned_version(repo: Path, package: str) -> str | None:
    """The version requirements.lock pins: the MindSpore the handbook is verified against."""
    lock = Path(repo) / "requirements.lock"
    return pinned(lock.read_text().splitlines(), package) if lock.is_file() else None


def build(articles: list[Article], repo: Path, mindspore_version: str | None = None) -> dict:
    repo = Path(repo)
    entries = [article_entry(a, repo / "snippets") for a in articles]
    if mindspore_version is None:
        mindspore_version = pinned_version(repo, "mindspore")
    return {"mindspore": mindspore_version,
            "generated": dt.datetime.now(dt.timezone.utc).replace(microsecond=0).isoformat(),
            "articles": entries}
