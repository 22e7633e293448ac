"""Material's search index made light (mskb.search_index.compact) and ``search/mskb-vocab.js``, the word lists
docs/javascripts/mskb-search.js splits and trims queries with, and the lookup rules it reduces pastes with.
MSKB_SEARCH_AS_MATERIAL=1 leaves Material's index as it is (scripts/bench_search.py --baseline); the word lists
are written either way."""
import json
import logging
import os
import re
from pathlib import Path

from mkdocs.plugins import event_priority

from mskb import search_index

log = logging.getLogger("mkdocs.hooks.search_index")
LISTING_BOOST = 0.25
# The version summary and matrix (lanes, dates, snippet names: the same words on every article) and the other
# versions' outputs (the same traceback again, six times over).
NOT_SEARCHED = re.compile(r'<(div|details) class="([^"]*\bmskb-(?:versions|other-versions)\b[^"]*)"')


def as_material() -> bool:
    return os.environ.get("MSKB_SEARCH_AS_MATERIAL") == "1"


@event_priority(100)  # before hooks/listings.py replaces the list markers
def on_page_markdown(markdown, page, config, files):
    """Listing pages (home, categories: `<!-- mskb:list ... -->`) repeat every article's title and summary; they
    rank below the articles themselves in search."""
    if "<!-- mskb:list" in markdown and not as_material():
        search = page.meta.setdefault("search", {})
        if isinstance(search, dict):
            search.setdefault("boost", LISTING_BOOST)
    return markdown


def on_page_content(html, page, config, files):
    """Keep the version summary and the other versions' outputs out of search."""
    if as_material():
        return html
    return NOT_SEARCHED.sub(r'<\1 data-search-exclude="1" class="\2"', html)


@event_priority(-50)  # after the search plugin wrote its index, before the offline plugin copies it
def on_post_build(config):
    path = Path(config["site_dir"]) / "search" / "search_index.json"
    if not path.is_file():
        return
    data = json.loads(path.read_text(encoding="utf-8"))
    if not as_material():
        data = search_index.compact(data)
        path.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":"), default=str), encoding="utf-8")
    words, common = search_index.vocabulary(data)
    if any(search_index.SENTINEL in w for w in words):
        log.warning(f"a page uses the character {search_index.SENTINEL!r}, which the search box uses as a marker "
                    "(docs/javascripts/mskb-lookup.js SENTINEL): choose another marker")
    (path.parent / "mskb-vocab.js").write_text(search_index.vocabulary_script(words, common), encoding="utf-8")
