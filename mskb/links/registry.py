"""The registry of published URLs (links/published.txt): every URL a forum answer may have linked to.

A line is a URL relative to `site_url`: a page (`errors/x.html`), a short link (`e/x.html`) or a standard section
of either (`e/x.html#fix`). Lines are never removed. The tests fail when a registered URL stops resolving in the
built site — following the redirect pages a rename leaves behind (`redirect_from`) — and when a page of the
current build is not registered yet.

    python -m mskb.links.registry add        # register the URLs of new pages (never removes a line)
    python -m mskb.links.registry missing    # list the URLs of this checkout that are not registered

Resolving them in a built site is part of `mskb links check` (with every link and anchor).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..articles import Article, is_article_path, load_articles
from ..environments import REPO
from .anchors import STANDARD_SECTIONS, article_anchors
from .pages import BuiltPages, resolve
from .short_links import short_link_path

REGISTRY = REPO / "links" / "published.txt"
HEADER = """\
# Every URL this handbook has published, relative to site_url (mkdocs.yml): pages, short links, and the
# standard sections of each article. Forum answers and bookmarks point here, so a line is never removed or edited.
# tests/test_links.py fails when one of them stops resolving in the built site. Renamed or moved an article?
# List its former id or path under `redirect_from` in its front matter, and the old URLs keep working.
# Register the URLs of new pages with:  .venv/bin/python -m mskb.links.registry add
"""


def page_url(rel: Path) -> str:
    """docs-relative .md path -> site path (use_directory_urls: false)."""
    return rel.with_suffix(".html").as_posix()


def article_urls(article: Article) -> set[str]:
    urls = {article.url, short_link_path(article.id)}
    where = f"docs/{article.category}/{article.id}.md"
    for _level, _title, hid in article_anchors(article.body, where):
        if hid in STANDARD_SECTIONS:
            urls |= {f"{article.url}#{hid}", f"{short_link_path(article.id)}#{hid}"}
    return urls


def current_urls(repo: Path = REPO) -> set[str]:
    """The URLs this checkout publishes: every page, the short links, the standard sections of every article."""
    docs = repo / "docs"
    articles = load_articles(docs, repo / "snippets")
    urls: set[str] = set()
    for md in docs.rglob("*.md"):
        rel = md.relative_to(docs)
        if not is_article_path(rel):
            urls.add(page_url(rel))
    for a in articles:
        urls |= article_urls(a)
    return urls


def read(path: Path = REGISTRY) -> list[str]:
    if not path.is_file():
        return []
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.lstrip().startswith("#")]


def add(urls: set[str], path: Path = REGISTRY) -> list[str]:
    """Register `urls`; returns the new ones. Existing lines are kept, whatever the current build has."""
    old = read(path)
    new = sorted(set(urls) - set(old))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(HEADER + "".join(f"{u}\n" for u in sorted(set(old) | set(urls))), encoding="utf-8")
    return new


def check(site: Path, urls: list[str]) -> list[str]:
    """What is wrong with each registered URL in the built site (nothing: an empty list)."""
    pages = BuiltPages(site)
    return [p for p in (resolve(pages, u)[0] for u in urls) if p]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m mskb.links.registry", description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("add", help="register the URLs of new pages (never removes a line)")
    sub.add_parser("missing", help="list URLs of this checkout that are not registered")
    args = ap.parse_args(argv)
    if args.cmd == "add":
        new = add(current_urls())
        print(f"{len(new)} new URL(s) registered in {REGISTRY.relative_to(REPO)}")
        for u in new:
            print("  +", u)
        return 0
    missing = sorted(current_urls() - set(read()))
    for u in missing:
        print(u)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
