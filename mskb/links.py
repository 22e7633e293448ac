"""Stable links: the short link e/<id>.html that forum answers use, redirects from former paths and ids
(`redirect_from`), the explicit section anchors every article carries, and the copy-link data.

Used by hooks/catalog.py and hooks/links.py at build time and by mskb.registry to list the published URLs.
"""
from __future__ import annotations

import html
import json
import posixpath
import re

from .articles import ID_RE, Article, ArticleError


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


# --------------------------------------------------------------------------------------------------------------
# Short links, redirects from former paths and ids, stable anchors.
# --------------------------------------------------------------------------------------------------------------
# The standard sections of an article (CONTRIBUTING.md): their ids are the same on every page, so a forum answer
# can link `e/<id>.html#fix` without looking. Title -> id is enforced too: `## 解决方法` must be `{#fix}`.
STANDARD_SECTIONS = {
    "symptom": "症状",
    "recognise": "如何确认是这个问题",
    "cause": "原因",
    "fix": "解决方法",
    "version-notes": "版本差异",
    "applies-to": "适用范围",
    "related": "相关页面",
}
STANDARD_IDS = {title: sid for sid, title in STANDARD_SECTIONS.items()}
ANCHOR_RE = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")
_SAFE_PATH_RE = re.compile(r"^[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)*$")
_FENCE_RE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})")
_ATX_RE = re.compile(r"^[ \t]{0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$")
# attr_list at the end of a heading: {#id}, { #id .class }, {: #id }
_ATTR_RE = re.compile(r"\s*\{:?([^{}]*)\}\s*$")
_ID_IN_ATTR_RE = re.compile(r"(?:^|\s)#([^\s}]+)")


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


def _heading_lines(markdown: str):
    """(line number, level, heading text with attributes) of each heading outside fenced code."""
    fence = None
    for i, line in enumerate(markdown.split("\n")):
        m = _FENCE_RE.match(line)
        if fence:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not line.strip()[len(m.group(1)):].strip():
                fence = None
            continue
        if m:
            fence = m.group(1)
            continue
        a = _ATX_RE.match(line)
        if a:
            yield i + 1, len(a.group(1)), a.group(2)
    # Setext (underlined) and raw-HTML headings are caught on the rendered page by check_rendered_headings.


def split_heading(text: str) -> tuple[str, str | None]:
    """'症状 {#symptom}' -> ('症状', 'symptom'); no explicit id -> (text, None)."""
    m = _ATTR_RE.search(text)
    if not m:
        return text.strip(), None
    ids = _ID_IN_ATTR_RE.findall(m.group(1))
    return text[:m.start()].strip(), (ids[-1] if ids else None)


def article_anchors(markdown: str, page: str) -> list[tuple[int, str, str]]:
    """The sections of an article page as (level, title, id); every h2..h6 must carry an explicit ASCII id.

    Chinese headings would otherwise get `_1`, `_2`, …, which point at another section as soon as one is added.
    A failure names the page, the line and the heading.
    """
    out: list[tuple[int, str, str]] = []
    seen: dict[str, int] = {}
    for line, level, text in _heading_lines(markdown):
        if level == 1:
            continue
        title, hid = split_heading(text)
        if hid is None:
            raise ArticleError(page, f"line {line}: heading {text!r} has no explicit anchor; write it as "
                               f"'{'#' * level} {title} {{#some-ascii-id}}' (standard sections: "
                               + ", ".join(f"{t} {{#{s}}}" for s, t in STANDARD_SECTIONS.items()) + ")")
        if not ANCHOR_RE.match(hid):
            raise ArticleError(page, f"line {line}: anchor #{hid} of heading {title!r} must be lowercase ASCII "
                               "words joined by '-' (e.g. why-unroll)")
        if title in STANDARD_IDS and hid != STANDARD_IDS[title]:
            raise ArticleError(page, f"line {line}: the standard section {title!r} must have the anchor "
                               f"#{STANDARD_IDS[title]} on every page, not #{hid}")
        if hid in STANDARD_SECTIONS and level != 2:
            raise ArticleError(page, f"line {line}: the standard section #{hid} must be a level-2 heading (##)")
        if hid in seen:
            raise ArticleError(page, f"line {line}: anchor #{hid} is already used on line {seen[hid]}")
        seen[hid] = line
        out.append((level, title, hid))
    return out


_HTML_HEADING_RE = re.compile(r"<h([2-6])\b([^>]*)>(.*?)</h\1>", re.S | re.I)
_HTML_ID_RE = re.compile(r"""\bid\s*=\s*("([^"]*)"|'([^']*)')""", re.I)


def check_rendered_headings(html_text: str, anchors: list[tuple[int, str, str]], page: str) -> None:
    """Every h2..h6 of the rendered article carries one of the explicit anchors (catches HTML or setext headings)."""
    allowed = {a[2] for a in anchors}
    for m in _HTML_HEADING_RE.finditer(html_text):
        idm = _HTML_ID_RE.search(m.group(2))
        hid = (idm.group(2) or idm.group(3)) if idm else None
        if hid not in allowed:
            text = html.unescape(re.sub(r"<[^>]+>", "", m.group(3))).replace("¶", "").strip()
            raise ArticleError(page, f"heading h{m.group(1)} {text!r} has anchor "
                               f"{'#' + hid if hid else '(none)'}, not an explicit ASCII id from the Markdown "
                               "source; write the heading as '## 标题 {#ascii-id}'")


def link_data_html(article: Article, site_url: str | None, icon_svg: str = "") -> str:
    """Data for the copy-link control (docs/javascripts/copy-link.js): no text, so search does not index it."""
    attrs = {
        "data-short-link": short_link_path(article.id),
        "data-title": article.title,
        "data-site-url": site_url or "",
    }
    a = " ".join(f'{k}="{html.escape(v, quote=True)}"' for k, v in attrs.items())
    return f'<div id="mskb-link" hidden {a}>{icon_svg}</div>'
