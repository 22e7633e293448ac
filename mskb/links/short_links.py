"""Stable URLs: the short link e/<id>.html that forum answers use, redirect pages for former ids and paths
(`redirect_from`), and the data of the copy-link control."""
from __future__ import annotations

import html
import json
import posixpath
import re

from ..articles import ID_RE, Article, ArticleError

_SAFE_PATH_RE = re.compile(r"^[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)*$")


def redirect_html(target: str, title: str) -> str:
    """A static redirect page; relative target so it works from file://, a sub-path and a host root alike.

    The fragment (#anchor) of the short link is carried over by the script; the meta refresh is the
    no-script fallback.
    """
    t, q = html.escape(target, quote=True), html.escape(title)
    return (
        "<!doctype html>\n<html lang=\"zh\"><head><meta charset=\"utf-8\">"
        f"<title>{q}</title>"
        f"<link rel=\"canonical\" href=\"{t}\">"
        f"<meta http-equiv=\"refresh\" content=\"0; url={t}\">"
        f"<script>location.replace({json.dumps(target)} + location.hash)</script>"
        "</head><body>"
        f"<p>本页已移至 <a href=\"{t}\">{q}</a>。</p></body></html>\n"
    )


def short_link_html(article: Article) -> str:
    # e/<id>.html sits one level below the site root, as every article page does.
    return redirect_html(f"../{article.url}", article.title)


def short_link_path(article_id: str) -> str:
    """The short link a forum answer uses, relative to the site root."""
    return f"e/{article_id}.html"


def relative_url(from_page: str, to_page: str) -> str:
    """A relative link from one site page to another (both relative to the site root, '/'-separated)."""
    return posixpath.relpath(to_page, posixpath.dirname(from_page) or ".")


def _page_path(entry: str) -> str | None:
    """`errors/old-name.md` or `errors/old-name.html` -> `errors/old-name.html`; None if not a page path."""
    if not entry.endswith((".md", ".html")) or not _SAFE_PATH_RE.match(entry):
        return None
    parts = entry.split("/")
    if any(p in ("", ".", "..") for p in parts):
        return None
    return entry.rsplit(".", 1)[0] + ".html"


def former_urls(article: Article) -> list[str]:
    """Site paths that must redirect to `article`, from its `redirect_from` front matter.

    - a former id (`old-name`): its short link `e/old-name.html` and its page `<category>/old-name.html`;
    - a former path (`errors/old-name.md`, `.html` also accepted): that page, and the short link of its file name
      when that differs from the current id (the id was the file name).
    """
    where = f"docs/{article.category}/{article.id}.md"
    out: list[str] = []
    for entry in article.redirect_from:
        if ID_RE.match(entry):
            out += [short_link_path(entry), f"{article.category}/{entry}.html"]
            continue
        page = _page_path(entry)
        if page is None:
            raise ArticleError(where, f"{entry!r} is neither a former id (a lowercase slug) nor a former page path "
                               "like 'errors/old-name.md'", "redirect_from")
        out.append(page)
        stem = posixpath.basename(page)[:-len(".html")]
        if ID_RE.match(stem) and stem != article.id:
            out.append(short_link_path(stem))
    own = {article.url, short_link_path(article.id)}
    return [u for i, u in enumerate(out) if u not in own and u not in out[:i]]


def redirect_pages(articles: list[Article], taken: set[str]) -> dict[str, Article]:
    """Every redirect page to write: site path -> the article it leads to.

    `taken` holds the site paths the build writes anyway (pages, assets); a former URL that is now another page, or
    that two articles both claim, fails naming the article.
    """
    taken = set(taken) | {short_link_path(a.id) for a in articles} | {a.url for a in articles}
    out: dict[str, Article] = {}
    for article in articles:
        where = f"docs/{article.category}/{article.id}.md"
        for url in former_urls(article):
            if url in taken:
                raise ArticleError(where, f"former URL {url!r} is a page of this build; a redirect would replace "
                                   "it (remove it from redirect_from, or rename the other page)", "redirect_from")
            if url in out and out[url] is not article:
                raise ArticleError(where, f"former URL {url!r} is already redirected to article "
                                   f"{out[url].id!r}", "redirect_from")
            out[url] = article
    return out


def redirect_page_html(path: str, article: Article) -> str:
    """A redirect page at site path `path` leading to `article` (relative, so file:// and sub-paths work)."""
    return redirect_html(relative_url(path, article.url), article.title)


def link_data_html(article: Article, site_url: str | None, icon_svg: str = "") -> str:
    """Data for the copy-link control (docs/javascripts/copy-link.js): no text, so search does not index it."""
    attrs = {
        "data-short-link": short_link_path(article.id),
        "data-title": article.title,
        "data-site-url": site_url or "",
    }
    a = " ".join(f'{k}="{html.escape(v, quote=True)}"' for k, v in attrs.items())
    return f'<div id="mskb-link" hidden {a}>{icon_svg}</div>'
