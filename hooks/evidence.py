"""Put the recorded evidence into article pages: the version summary under the title and the output of each snippet.
Claims that no recorded run backs are warnings, so a strict build lists them all and then fails."""
import logging

from mkdocs.exceptions import PluginError

import mskb.site
from mskb.articles import ArticleError

log = logging.getLogger("mkdocs.hooks.evidence")


def _article(page):
    site = mskb.site.current
    return site.article_for(page.file.src_path) if site else None


def on_page_markdown(markdown, page, config, files):
    article = _article(page)
    if article is None:
        return markdown
    for problem in mskb.site.claim_problems(article, mskb.site.current):
        log.warning(problem)
    try:
        return mskb.site.mark_page(markdown, article, f"docs/{page.file.src_path}", mskb.site.current)
    except (ArticleError, ValueError) as exc:
        raise PluginError(str(exc)) from None


def on_page_content(html, page, config, files):
    article = _article(page)
    if article is None:
        return html
    return mskb.site.fill_page(html, article, mskb.site.current)
