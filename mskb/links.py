"""Stable links: the short link e/<id>.html that forum answers use, and redirects from former paths."""
from __future__ import annotations

import html

from .articles import Article


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
        f"<script>location.replace({target!r} + location.hash)</script>"
        "</head><body>"
        f"<p>本页已移至 <a href=\"{t}\">{q}</a>。</p></body></html>\n"
    )


def short_link_html(article: Article) -> str:
    # e/<id>.html sits one level below the site root, as every article page does.
    return redirect_html(f"../{article.url}", article.title)
