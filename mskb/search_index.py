"""Material's search index made light, and what docs/javascripts/mskb-search.js needs: the word lists, and the
lookup rules that reduce a pasted traceback to its key lines.

Used by the build (mskb/build.py) after the search plugin has written ``search/search_index.json``.
"""
from __future__ import annotations

import html
import json
import re

from .lookup import rules
from .lookup.text import EXC_LINE, MS_LOG, key_lines

# mkdocs.yml sets the search plugin's own separator; this is only the fallback when it does not.
DEFAULT_SEPARATOR = r"[\s\u200b\u3000\-、。，．？！；]+"
SENTINEL = "\u3007"  # must match docs/javascripts/mskb-lookup.js
HAN = re.compile(r"^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+$")
TAG = re.compile(r"<[^>]*>")
COMMON = 0.04   # words in more than 4% of the search index's documents are listed with their share
PRE = re.compile(r"<pre><code>(.*?)</code></pre>", re.S)
IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]{2,}|[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
PY_WORDS = set("""and as assert async await break class continue def del elif else except false finally for from
global import lambda none nonlocal not pass raise return self true try while with yield print""".split())
MAX_CODE_WORDS = 120
TEASER = 160      # characters of a section shown under a search result
BOILERPLATE_SECTIONS = ("#applies-to", "#related")   # generated lists: other articles' titles, version ranges
# Pages whose sections stay documents of their own: the error-code pages, one section per code (a search for a code
# lands on its section; its heading, the code and its title, is the document's title).
SECTION_PAGES = ("codes/",)


def separator(data: dict) -> re.Pattern:
    return re.compile(data.get("config", {}).get("separator") or DEFAULT_SEPARATOR)


def _compact_code(m: re.Match) -> str:
    """A code block as search needs it: a recorded traceback or log as its key lines, source code as its distinct
    words (identifiers, words of comments). Whole tracebacks and source files made every result message hundreds
    of kilobytes (Material highlights and sends the full text of each hit), and ranked nothing."""
    content = html.unescape(m.group(1))
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
    return "<pre><code>" + html.escape(text, quote=False) + "</code></pre>"


def _teaser(html_text: str) -> str:
    plain = re.sub(r"\s+", " ", html.unescape(TAG.sub(" ", html_text)).replace("\u200b", "")).strip()
    return html.escape(plain if len(plain) <= TEASER else plain[:TEASER].rstrip() + "…", quote=False)


def compact(data: dict) -> dict:
    """Material's search index, one document per page and light:

    - a page's sections are merged into the page (results land on the article; a result no longer drags along
      every section that shares a word, and a query's words count together however the page splits them);
    - the generated sections (applies-to, related: version ranges, other articles' titles) are left out, code
      blocks compacted (_compact_code);
    - the words are searched in the field ``body`` (each word once, as Lunr splits them); ``text`` is only the
      short teaser a result shows. Material renders and transfers the whole ``text`` of every hit, which was most
      of the time from keystroke to results.
    """
    sep = separator(data)
    pages: dict[str, dict] = {}
    for doc in data.get("docs", []):
        location = doc.get("location", "")
        if location.startswith(SECTION_PAGES) and "#" in location:
            path = location    # a section of its own, merged with nothing
        else:
            path = location.split("#")[0]
        page = pages.setdefault(path, {"location": path, "title": None, "parts": [], "tags": doc.get("tags"),
                                       "boost": doc.get("boost")})
        if "#" not in location or location == path:
            page["title"] = doc.get("title")
        if page["title"] is None and doc.get("title"):
            page["title"] = doc["title"]
        if location.endswith(BOILERPLATE_SECTIONS):
            continue
        page["parts"].append(PRE.sub(_compact_code, doc.get("text") or ""))
    docs = []
    for page in pages.values():
        body = " ".join(page["parts"])
        if "#" in page["location"]:   # a code's section: its title is searched too
            body = f"{page['title'] or ''} {body}"
        words: dict[str, None] = {}
        for tok in sep.split(html.unescape(TAG.sub(" ", body))):
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


def vocabulary(data: dict) -> tuple[set[str], dict[str, float]]:
    """The Chinese words of the index (jieba's segmentation of the pages, so the search box can split a Chinese
    query the way the pages were split) and the words found in many documents with their share (a query drops
    them when it has rarer words: they match everything, cost time to highlight and render, and rank nothing)."""
    sep = separator(data)
    words: set[str] = set()
    df: dict[str, int] = {}
    docs = data.get("docs", [])
    for doc in docs:
        seen = set()
        for field in ("title", "body", "text"):
            for tok in sep.split(TAG.sub(" ", doc.get(field) or "")):
                if tok:
                    tok = tok.lower()
                    seen.add(tok)
                    if HAN.match(tok):
                        words.add(tok)
        for tok in seen:
            df[tok] = df.get(tok, 0) + 1
    n = max(1, len(docs))
    return words, {t: round(c / n, 3) for t, c in sorted(df.items()) if c / n > COMMON}


def vocabulary_script(words: set[str], common: dict[str, float]) -> str:
    return ("window.__mskbVocab = " + json.dumps(" ".join(sorted(words)), ensure_ascii=False) + ";\n"
            "window.__mskbCommon = " + json.dumps(common, ensure_ascii=False) + ";\n"
            "window.__mskbLookupRules = " + json.dumps(rules.for_browser(), ensure_ascii=False) + ";\n")
