"""Reported evidence: error text that someone posted publicly, for problems this site cannot run (Ascend, GPU,
several machines, another OS), kept verbatim as data with where it came from.

    snippets/<category>/<article id>/reported/<name>.txt    the excerpt exactly as posted (cut, never edited)
    snippets/<category>/<article id>/reported/<name>.json   {"source": URL, "title": ..., "mindspore": ...,
                                                              "device": ..., "date": ..., "retrieved": ...}

It is never "verified": pages show it in its own box ("报告来源 … 未在本站复现") with its source, and the
verification summary counts it apart from recorded runs. An article's error signatures may rest on it (mskb.signatures).
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from .articles import Article, ArticleError

REPORTED_DIR = "reported"
NAME_RE = re.compile(r"^[a-z0-9][a-z0-9-]{0,62}$")


@dataclass(frozen=True)
class Report:
    name: str
    text: str
    source: str
    title: str
    mindspore: str
    device: str
    date: str
    retrieved: str
    note: str = ""


def folder(snippets_dir: Path, article: Article) -> Path:
    """In the article's own folder, beside its snippets and recorded runs."""
    return Path(snippets_dir) / article.category / article.id / REPORTED_DIR


def _meta(path: Path) -> dict:
    """The report's source, against mskb.models.ReportMeta (schemas/report.schema.json)."""
    from pydantic import ValidationError

    from .models import ReportMeta, first_problem

    where = path.as_posix()
    try:
        meta = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ArticleError(where, f"not a readable JSON file ({exc})") from None
    if not isinstance(meta, dict):
        raise ArticleError(where, "must be a JSON object")
    try:
        return ReportMeta.model_validate(meta).model_dump()
    except ValidationError as exc:
        field_name, message = first_problem(exc)
        raise ArticleError(where, f"{message} (a report says where its text was posted and about what)",
                           field_name) from None


def load(snippets_dir: Path, article: Article) -> list[Report]:
    """The article's reports, by name; a text without metadata (or the reverse) names the file."""
    d = folder(snippets_dir, article)
    if not d.is_dir():
        return []
    out = []
    names = sorted({p.stem for p in d.iterdir() if p.suffix in (".txt", ".json")})
    for name in names:
        txt, meta_path = d / f"{name}.txt", d / f"{name}.json"
        if not NAME_RE.match(name):
            raise ArticleError(txt.as_posix(), "a report's name is a lowercase ASCII slug (a-z, 0-9, -)")
        if not txt.is_file() or not meta_path.is_file():
            have = txt if txt.is_file() else meta_path
            raise ArticleError(have.as_posix(), f"a report is a pair: {name}.txt (the text) and {name}.json (its source)")
        try:
            text = txt.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            raise ArticleError(txt.as_posix(), "not valid UTF-8") from None
        if not text.strip():
            raise ArticleError(txt.as_posix(), "empty: a report holds the error text as it was posted")
        meta = _meta(meta_path)
        out.append(Report(name, text, **meta))
    return out
