"""Stable links: explicit section anchors on every article, copy-link data, redirects from former paths and ids.

- on_files: the redirects listed in front matter (`redirect_from`) must not replace a page of this build.
- on_page_markdown: every h2..h6 of an article has an explicit ASCII id, standard sections the standard ids
  (mskb.links.anchors); a failing page is named with the line.
- on_page_content: the rendered headings are those ids (no `_1`); the copy-link data goes at the top of the page.
- on_post_build: a redirect page for each former URL (relative target: works from file:// and under a sub-path).

Short links e/<id>.html themselves are written by hooks/catalog.py.
"""
import re
from pathlib import Path

from mkdocs.exceptions import PluginError

import mskb.site
from mskb.articles import FRONT_MATTER_RE, ArticleError
from mskb.links.anchors import article_anchors, check_rendered_headings
from mskb.links.short_links import link_data_html, redirect_page_html, redirect_pages
from mskb.render import icon

_anchors: dict[str, list] = {}
_redirects: dict = {}


def _article(page):
    site = mskb.site.current
    return site.article_for(page.file.src_path) if site else None


def on_files(files, config):
    global _redirects
    site = mskb.site.current
    if site is None:
        return files
    taken = {f.dest_uri for f in files}
    try:
        _redirects = redirect_pages(site.articles, taken)
    except ArticleError as exc:
        raise PluginError(str(exc)) from None
    return files


def on_page_markdown(markdown, page, config, files):
    article = _article(page)
    if article is None:
        return markdown
    where = f"docs/{page.file.src_path}"
    # Check the author's text (line numbers as in the .md file), not the text other hooks filled in.
    source = article.source.read_text(encoding="utf-8")
    m = FRONT_MATTER_RE.match(source)
    offset = source[:m.end()].count("\n") if m else 0
    try:
        anchors = article_anchors(source[m.end():] if m else source, where)
    except ArticleError as exc:
        raise PluginError(_shift(str(exc), offset)) from None
    _anchors[page.file.src_path] = anchors
    return markdown


def _shift(message: str, offset: int) -> str:
    """Line numbers of the body -> line numbers of the .md file (front matter included)."""
    return re.sub(r": line (\d+):", lambda m: f": line {int(m.group(1)) + offset}:", message, count=1)


def on_page_content(html, page, config, files):
    article = _article(page)
    if article is None:
        return html
    try:
        check_rendered_headings(html, _anchors.get(page.file.src_path, []), f"docs/{page.file.src_path}")
    except ArticleError as exc:
        raise PluginError(str(exc)) from None
    return link_data_html(article, config.get("site_url"), icon("link-variant")) + html


def on_post_build(config):
    out = Path(config["site_dir"])
    for path, article in _redirects.items():
        target = out / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(redirect_page_html(path, article), encoding="utf-8")
