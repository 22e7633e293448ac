"""The error-lookup data the browser needs, as scripts (so file:// works): the triage index and the search words.

* ``assets/javascripts/mskb-triage-index.js`` — the triage index (mskb.triage.build_index: every article's
  signatures, translated for JavaScript, and its text-similarity weights), read by the triage page.
* ``search/mskb-vocab.js`` — the Chinese words of Material's search index (jieba's segmentation of the pages),
  so docs/javascripts/mskb-search.js can split a Chinese query the way the pages were split; and the words found
  in many sections with their share (a query drops them when it has rarer words: they match everything, cost
  time to highlight and render, and rank nothing).
"""
import json
import logging
import re
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File

import mskb.site
from mskb.triage import EXC_LINE, MS_LOG, UntranslatableRegex, index_for_articles, key_lines

log = logging.getLogger("mkdocs.hooks.triage_index")
INDEX_PATH = "assets/javascripts/mskb-triage-index.js"
VOCAB_PATH = "search/mskb-vocab.js"
SENTINEL = "\u3007"  # must match docs/javascripts/mskb-lookup.js
HAN = re.compile(r"^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+$")
TAG = re.compile(r"<[^>]*>")


def index_script(index: dict) -> str:
    # A JSON string parsed at load: faster than an object literal, and a "__proto__" key stays an ordinary key.
    return "window.MSKB_TRIAGE_INDEX = JSON.parse(" + json.dumps(json.dumps(index, ensure_ascii=False,
                                                                             separators=(",", ":")),
                                                                  ensure_ascii=False) + ");\n"


def on_files(files, config):
    site = mskb.site.current
    if site is None:
        return files
    try:
        index = index_for_articles(site.articles, site.repo)
    except UntranslatableRegex as exc:
        raise PluginError(f"triage index: {exc}") from None
    files.append(File.generated(config, INDEX_PATH, content=index_script(index)))
    return files


CLI_HELP = "<!-- mskb:cli-help -->"


def cli_help(*argv: str) -> str:
    """What `python -m mskb <argv> --help` prints (argparse, 100 columns)."""
    import contextlib
    import io
    import os

    from mskb.cli import main

    buf = io.StringIO()
    old = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = "100"
    try:
        with contextlib.redirect_stdout(buf):
            try:
                main([*argv, "--help"])
            except SystemExit:
                pass
    finally:
        if old is None:
            os.environ.pop("COLUMNS", None)
        else:
            os.environ["COLUMNS"] = old
    return buf.getvalue().rstrip()


LISTING_BOOST = 0.25


@event_priority(100)  # before hooks/indexes.py replaces the list markers
def on_page_markdown(markdown, page, config, files):
    """Listing pages (home, categories: `<!-- mskb:list ... -->`) repeat every article's title and summary; they
    rank below the articles themselves in search. docs/reference/index.md gets the command line's own --help."""
    if "<!-- mskb:list" in markdown and not as_material():
        search = page.meta.setdefault("search", {})
        if isinstance(search, dict):
            search.setdefault("boost", LISTING_BOOST)
    if CLI_HELP not in markdown:
        return markdown
    blocks = []
    for argv in ((), ("triage",)):
        blocks.append(f"```text title=\"python -m mskb {' '.join(argv + ('--help',))}\"\n{cli_help(*argv)}\n```")
    return markdown.replace(CLI_HELP, "\n\n".join(blocks))


def on_nav(nav, config, files):
    """The reference section (docs/reference/) named in Chinese like the rest of the navigation."""
    for item in nav.items:
        if getattr(item, "is_section", False) and (item.title or "").lower() == "reference":
            item.title = "参考"
    return nav


def _separator(config) -> re.Pattern:
    plugin = config["plugins"].get("material/search") or config["plugins"].get("search")
    sep = getattr(plugin, "config", {}).get("separator") if plugin else None
    return re.compile(sep or r"[\s\u200b\u3000\-、。，．？！；]+")


COMMON = 0.04   # words in more than 4% of the search index's sections are listed with their share
PRE = re.compile(r"<pre><code>(.*?)</code></pre>", re.S)
IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]{2,}|[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
PY_WORDS = set("""and as assert async await break class continue def del elif else except false finally for from
global import lambda none nonlocal not pass raise return self true try while with yield print""".split())
MAX_CODE_WORDS = 120


def _compact_code(m: re.Match) -> str:
    """A code block as search needs it: a recorded traceback or log as its key lines, source code as its distinct
    words (identifiers, words of comments). Whole tracebacks and source files made every result message hundreds
    of kilobytes (Material highlights and sends the full text of each hit), and ranked nothing."""
    import html as _html

    content = _html.unescape(m.group(1))
    if any(EXC_LINE.match(ln) or MS_LOG.match(ln) for ln in content.split("\n")):
        text = "\n".join(key_lines(content))[:2000]
    else:
        seen: list[str] = []
        for w in IDENT.findall(content):
            if w.lower() not in PY_WORDS and w not in seen:
                seen.append(w)
                if len(seen) >= MAX_CODE_WORDS:
                    break
        text = " ".join(seen)
    return "<pre><code>" + _html.escape(text, quote=False) + "</code></pre>"


TEASER = 160      # characters of a section shown under a search result


def _teaser(html_text: str) -> str:
    import html as _html

    plain = re.sub(r"\s+", " ", _html.unescape(TAG.sub(" ", html_text)).replace("\u200b", "")).strip()
    return _html.escape(plain if len(plain) <= TEASER else plain[:TEASER].rstrip() + "…", quote=False)


BOILERPLATE_SECTIONS = ("#applies-to", "#related")   # generated lists: other articles' titles, version ranges
VERIFICATION_DIV = re.compile(r'<div class="([^"]*\bmskb-verification\b[^"]*)"')


def on_page_content(html, page, config, files):
    """Keep the verification box (lanes, dates, snippet paths: the same words on every article) out of search."""
    if as_material():
        return html
    return VERIFICATION_DIV.sub(r'<div data-search-exclude="1" class="\1"', html)


def compact_search_index(data: dict) -> dict:
    """Material's search index, one document per page and light:

    - a page's sections are merged into the page (results land on the article; a result no longer drags along
      every section that shares a word, and a query's words count together however the page splits them);
    - the generated sections (applies-to, related: version ranges, other articles' titles) are left out, code
      blocks compacted (_compact_code);
    - the words are searched in the field ``body`` (each word once, as Lunr splits them); ``text`` is only the
      short teaser a result shows. Material renders and transfers the whole ``text`` of every hit, which was most
      of the time from keystroke to results.
    """
    sep = re.compile(data.get("config", {}).get("separator") or r"[\s\u200b\u3000\-、。，．？！；]+")
    pages: dict[str, dict] = {}
    for doc in data.get("docs", []):
        location = doc.get("location", "")
        path = location.split("#")[0]
        page = pages.setdefault(path, {"location": path, "title": None, "parts": [], "tags": doc.get("tags"),
                                       "boost": doc.get("boost")})
        if "#" not in location:
            page["title"] = doc.get("title")
        if page["title"] is None and doc.get("title"):
            page["title"] = doc["title"]
        if location.endswith(BOILERPLATE_SECTIONS):
            continue
        page["parts"].append(PRE.sub(_compact_code, doc.get("text") or ""))
    docs = []
    for page in pages.values():
        body = " ".join(page["parts"])
        words: dict[str, None] = {}
        for tok in sep.split(_unescape(TAG.sub(" ", body))):
            if tok:
                words.setdefault(tok, None)
        doc = {"location": page["location"], "title": page["title"] or "", "text": _teaser(body),
               "body": " ".join(words)}
        if page["tags"]:
            doc["tags"] = page["tags"]
        if page["boost"] is not None:
            doc["boost"] = page["boost"]
        docs.append(doc)
    data["docs"] = docs
    return data


def _unescape(text: str) -> str:
    import html as _html

    return _html.unescape(text)


def as_material() -> bool:
    """MSKB_SEARCH_AS_MATERIAL=1: leave Material's search index as it is (scripts/bench_search.py --baseline)."""
    import os

    return os.environ.get("MSKB_SEARCH_AS_MATERIAL") == "1"


@event_priority(-50)  # after the search plugin wrote its index, before the offline plugin copies it
def on_post_build(config):
    path = Path(config["site_dir"]) / "search" / "search_index.json"
    if not path.is_file():
        return
    sep = _separator(config)
    words = set()
    df: dict[str, int] = {}
    data = json.loads(path.read_text(encoding="utf-8"))
    if not as_material():
        data = compact_search_index(data)
        path.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":"), default=str), encoding="utf-8")
    docs = data.get("docs", [])
    for doc in docs:
        seen = set()
        for field in ("title", "body", "text"):
            for tok in sep.split(TAG.sub(" ", doc.get(field) or "")):
                if not tok:
                    continue
                tok = tok.lower()
                seen.add(tok)
                if HAN.match(tok):
                    words.add(tok)
        for tok in seen:
            df[tok] = df.get(tok, 0) + 1
    if any(SENTINEL in w for w in words):
        log.warning(f"a page uses the character {SENTINEL!r}, which the search box uses as a marker "
                    "(docs/javascripts/mskb-lookup.js SENTINEL): choose another marker")
    n = max(1, len(docs))
    common = {t: round(c / n, 3) for t, c in sorted(df.items()) if c / n > COMMON}
    (path.parent / Path(VOCAB_PATH).name).write_text(
        "window.__mskbVocab = " + json.dumps(" ".join(sorted(words)), ensure_ascii=False) + ";\n"
        "window.__mskbCommon = " + json.dumps(common, ensure_ascii=False) + ";\n", encoding="utf-8")
