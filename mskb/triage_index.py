"""The triage index of a handbook checkout (build side): its catalog, each article's prose and the exception lines
of its recorded runs and public reports, handed to mskb.lookup.index.build_index. The build embeds the index in the
site as a script (mskb/build.py); `mskb triage` builds it in memory."""
from __future__ import annotations

from pathlib import Path

from . import evidence, reported
from .catalog import build
from .lookup.index import error_lines, build_index
from .normalize import concrete


def _recorded_errors(article, snippets_dir: Path) -> dict[str, list[str]]:
    """{MindSpore version: the stderr of the recorded runs of the article's raising snippets there}, evidence made
    concrete again (signatures are written for real pastes: `at 0x7f...>`, not `at <addr>>`)."""
    out: dict[str, list[str]] = {}
    for s in article.snippets:
        if s.expect == "ok":
            continue
        for rec in evidence.load_all(snippets_dir, s.path):
            if rec.stderr:
                out.setdefault(rec.mindspore or "?", []).append(concrete(rec.stderr))
    return out


def index_for_articles(articles, repo: Path, catalog: dict | None = None) -> dict:
    """The index of a handbook checkout: its catalog, each article's prose and recorded exception lines."""
    repo = Path(repo)
    catalog = catalog or build(articles, repo)
    extras = {}
    for a in articles:
        by_version = _recorded_errors(a, repo / "snippets")
        texts = [t for ts in by_version.values() for t in ts] + [r.text for r in reported.load(repo / "snippets", a)]
        extras[a.id] = {"body": a.body, "error_lines": error_lines(texts), "stderr": texts,
                        "by_version": by_version}
    return build_index(catalog, extras, code_table(articles, repo))


def code_table(articles, repo: Path) -> dict[str, dict]:
    """CANN's codes for the matcher: title, page URL, the articles about each, and the message template when it
    names one failure (mskb.cann.findable_template: long enough to be found without its code)."""
    from . import cann

    about = cann.articles_by_code(articles, tags=False)
    out = {}
    for code, e in cann.entries(repo).items():
        template = e.catalogued.message if e.catalogued and cann.findable_template(e.catalogued.message) else ""
        out[code] = {"title": e.title, "url": cann.url_of(code), "template": template,
                     "articles": [a.id for a in about.get(code, [])]}
    return out


def index_for_repo(repo: Path) -> dict:
    from .articles import load_articles

    repo = Path(repo)
    return index_for_articles(load_articles(repo / "docs", repo / "snippets"), repo)
