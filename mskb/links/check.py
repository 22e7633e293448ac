"""Check every link and anchor of a built site, and that nothing in it is fetched from outside the site.

- every relative href/src of every page resolves to a file of the site, and its #anchor to an element id there
  (redirect pages are followed, so `e/<id>.html#fix` is checked against the article);
- every search result location (search/search_index.json) resolves likewise;
- no resource is loaded from outside (script, stylesheet, image, iframe, font in CSS: the site must work from a
  zip on an air-gapped machine); ordinary <a> links to other sites are fine, they are not fetched;
- no link points at a directory (from file:// that is a directory listing, not a page).

    mskb links check [site-dir]
"""
from __future__ import annotations

import json
import posixpath
import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

from .pages import BuiltPages, resolve

# (tag, attribute) pairs that the browser fetches by itself when the page loads.
FETCHED = {("script", "src"), ("img", "src"), ("iframe", "src"), ("source", "src"), ("source", "srcset"),
           ("img", "srcset"), ("video", "src"), ("audio", "src"), ("video", "poster"), ("embed", "src"),
           ("object", "data"), ("input", "src"), ("image", "href"), ("use", "href"), ("track", "src")}
LINK_FETCHED_RELS = {"stylesheet", "icon", "shortcut", "preload", "modulepreload", "prefetch", "preconnect",
                     "dns-prefetch", "manifest", "apple-touch-icon", "mask-icon"}
NOT_CHECKED_SCHEMES = ("mailto:", "tel:", "javascript:", "data:", "blob:", "about:")
CSS_URL_RE = re.compile(r"""url\(\s*['"]?([^'")]+)['"]?\s*\)|@import\s+['"]([^'"]+)['"]""")


def site_url_of(pages: BuiltPages) -> str | None:
    """The site_url a site was built with, from the canonical link of its home page."""
    home = pages.get("index.html")
    canonical = home.canonical if home else None
    return canonical.rsplit("/", 1)[0] + "/" if canonical else None


def _fetched(tag: str, attr: str, rel: str) -> bool:
    if tag == "link":
        return bool(set(rel.split()) & LINK_FETCHED_RELS)
    return (tag, attr) in FETCHED


def check_site(site: Path, site_url: str | None = None) -> list[str]:
    """All problems found in the built site at `site`; an empty list means every link and anchor resolves."""
    site = Path(site)
    pages = BuiltPages(site)
    if site_url is None:
        site_url = site_url_of(pages)
    base_path = urlsplit(site_url or "/").path or "/"
    base_path = base_path if base_path.endswith("/") else base_path + "/"
    problems: list[str] = []

    def target_ok(source: str, ref: str, what: str, base: str | None = None) -> None:
        ref_path, _, anchor = ref.partition("#")
        if ref_path.startswith("/"):                      # root-absolute (404.html): relative to site_url's path
            if not ref_path.startswith(base_path):
                problems.append(f"{source}: {what} {ref!r} is outside the site's path {base_path}")
                return
            joined = ref_path[len(base_path):]
        else:
            here = posixpath.dirname(source) if base is None else base
            joined = posixpath.join(here, ref_path) if ref_path else source
        norm = posixpath.normpath(unquote(joined.split("?")[0]))
        if norm.startswith(".."):
            problems.append(f"{source}: {what} {ref!r} leads outside the site")
            return
        target = site / norm
        if target.is_dir():
            problems.append(f"{source}: {what} {ref!r} points at a directory; link the page ({norm}/index.html)")
            return
        if not target.is_file():
            problems.append(f"{source}: {what} {ref!r}: {norm} does not exist")
            return
        if norm.endswith(".html"):
            problem, _ = resolve(pages, norm + (f"#{anchor}" if anchor else ""))
            if problem:
                problems.append(f"{source}: {what} {ref!r}: {problem.split(': ', 1)[1]}")

    for path in sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html")):
        page = pages.get(path)
        for tag, attr, rel, value in page.refs:
            if not value or value.startswith(NOT_CHECKED_SCHEMES):
                continue
            what = f"<{tag} {attr}>"
            parts = urlsplit(value)
            if parts.scheme or value.startswith("//"):
                if _fetched(tag, attr, rel) or tag == "meta":
                    problems.append(f"{path}: {what} loads {value!r} from outside the site (must work offline)")
                continue
            if value.startswith("#"):
                anchor = unquote(value[1:])
                if anchor and anchor not in page.ids:
                    problems.append(f"{path}: {what} {value!r}: no element with that id on the page")
                continue
            target_ok(path, value, what)

    index = site / "search" / "search_index.json"
    if index.is_file():
        for doc in json.loads(index.read_text(encoding="utf-8")).get("docs", []):
            loc = doc.get("location", "")
            if loc:
                target_ok("search/search_index.json", loc, "search result", base="")  # relative to the root

    for css in sorted(site.rglob("*.css")):
        rel = css.relative_to(site).as_posix()
        for m in CSS_URL_RE.finditer(css.read_text(encoding="utf-8", errors="replace")):
            value = m.group(1) or m.group(2)
            if re.match(r"^[a-z][a-z0-9+.-]*:|^//", value, re.I) and not value.startswith(("data:", "#")):
                problems.append(f"{rel}: loads {value!r} from outside the site (must work offline)")
    return problems
