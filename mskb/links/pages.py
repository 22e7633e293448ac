"""The pages of a built site, read with one HTML parser: element ids, references (href, src, ...), the target of a
meta refresh, the canonical link and the headings; and a URL followed through redirect pages to its anchor."""
from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote

MAX_HOPS = 5
_REFRESH_CONTENT = re.compile(r"\d+;\s*url=(.+)", re.I)
_REF_ATTRS = ("href", "src", "srcset", "poster", "data", "xlink:href")
_HEADING = re.compile(r"h[1-6]")


@dataclass
class ParsedPage:
    ids: set[str] = field(default_factory=set)
    refs: list[tuple[str, str, str, str]] = field(default_factory=list)          # (tag, attribute, rel, value)
    refresh: str | None = None                                                   # where a meta refresh leads
    canonical: str | None = None
    headings: list[tuple[int, str | None, str]] = field(default_factory=list)   # (level, id, text)


class _Parser(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.page = ParsedPage()
        self._heading: tuple[int, str | None, list[str]] | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        page = self.page
        for key in ("id", "name") if tag == "a" else ("id",):
            if a.get(key):
                page.ids.add(a[key])
        rel = (a.get("rel") or "").lower()
        for attr in _REF_ATTRS:
            value = a.get(attr)
            if value is None:
                continue
            if attr == "srcset":
                page.refs += [(tag, attr, rel, part.split()[0]) for part in value.split(",") if part.strip()]
            else:
                page.refs.append((tag, "href" if attr == "xlink:href" else attr, rel, value.strip()))
        if tag == "meta" and (a.get("http-equiv") or "").lower() == "refresh":
            m = _REFRESH_CONTENT.match((a.get("content") or "").strip())
            if m:
                page.refresh = m.group(1)
                page.refs.append(("meta", "refresh", "", m.group(1)))
        if tag == "link" and rel == "canonical" and page.canonical is None:
            page.canonical = a.get("href")
        if _HEADING.fullmatch(tag):
            self._heading = (int(tag[1]), a.get("id"), [])

    handle_startendtag = handle_starttag

    def handle_data(self, data):
        if self._heading:
            self._heading[2].append(data)

    def handle_endtag(self, tag):
        if self._heading and tag == f"h{self._heading[0]}":
            level, hid, text = self._heading
            self.page.headings.append((level, hid, "".join(text)))
            self._heading = None


def parse_html(text: str) -> ParsedPage:
    parser = _Parser()
    parser.feed(text)
    parser.close()
    return parser.page


class BuiltPages:
    """The HTML pages of a built site, each parsed once, when first asked for."""

    def __init__(self, site: Path):
        self.site = Path(site)
        self._parsed: dict[str, ParsedPage | None] = {}

    def get(self, path: str) -> ParsedPage | None:
        """The page at `path` (relative to the site root), or None if the site has no such file."""
        if path not in self._parsed:
            f = self.site / path
            self._parsed[path] = parse_html(f.read_text(encoding="utf-8", errors="replace")) if f.is_file() else None
        return self._parsed[path]


def resolve(pages: BuiltPages, url: str) -> tuple[str | None, str]:
    """Follow `url` (relative to the site root) through redirect pages to a page holding its anchor.

    Returns (problem or None, the page it ended on).
    """
    path, _, anchor = url.partition("#")
    anchor = unquote(anchor)
    seen = []
    for _ in range(MAX_HOPS + 1):
        norm = posixpath.normpath(unquote(path))
        if norm.startswith("../") or norm == ".." or norm.startswith("/"):
            return f"{url}: leads outside the site ({norm})", norm
        seen.append(norm)
        page = pages.get(norm)
        if page is None:
            via = f" (via {' -> '.join(seen)})" if len(seen) > 1 else ""
            return f"{url}: {norm} does not exist in the built site{via}", norm
        if page.refresh is not None:
            path = posixpath.join(posixpath.dirname(norm), page.refresh.split("#")[0])
            continue
        if anchor and anchor not in page.ids:
            return f"{url}: {norm} has no element with id {anchor!r}", norm
        return None, norm
    return f"{url}: more than {MAX_HOPS} redirects ({' -> '.join(seen)})", seen[-1]
