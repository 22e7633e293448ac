"""Measure error lookup where readers use it: in Debian's chromium (Playwright), the site opened from disk.

Two surfaces, one labelled evaluation set (mskb.lookup_cases):

* the search box (Material's search with docs/javascripts/mskb-search.js): tracebacks are *pasted*, error lines
  and questions *typed*; the result is the order of the result groups (a listing page in the list takes a slot);
* the triage page (triage.html): the text is put into ``#triage-input`` and one ``input`` event is sent; the
  result is the order of ``[data-article-id]`` elements.

Latency is keystroke (or paste) to results, measured inside the page with ``performance.now()``.
Used by the browser tests (thresholds, agreement with the CLI) and scripts/bench_search.py (the table).
"""
from __future__ import annotations

import json
import statistics
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlsplit

SEARCH_INPUT = "input[data-md-component=search-query]"
QUESTION_KINDS = ("line", "zh", "en")     # typed into the search box
TRACEBACK_KINDS = ("traceback",)          # pasted into the search box

_SEARCH_JS = """async ([text, mode]) => {
  const input = document.querySelector("%s");
  const next = () => new Promise(resolve => {
    const timer = setTimeout(() => resolve(null), 8000);
    document.addEventListener("mskb:search", e => { clearTimeout(timer); resolve(e.detail); }, {once: true});
  });
  const keyup = () => input.dispatchEvent(new KeyboardEvent("keyup", {bubbles: true}));
  if (input.value !== "") { const r0 = next(); input.value = ""; keyup(); await r0; }
  const r = next();
  const t0 = performance.now();
  if (mode === "paste") {
    const dt = new DataTransfer();
    dt.setData("text/plain", text);
    input.dispatchEvent(new ClipboardEvent("paste", {clipboardData: dt, bubbles: true, cancelable: true}));
    // A one-line paste is not intercepted: the browser inserts it (synthetic events do not, so we do).
    if (input.value === "") { input.value = text; keyup(); }
  } else {
    input.value = text;
    keyup();
  }
  const d = await r;
  const links = Array.from(document.querySelectorAll(".md-search-result__item > a.md-search-result__link"));
  return {ok: !!d, ms: d ? d.at - t0 : null, hrefs: links.map(a => a.href), query: d && d.query,
          shown: input.value};
}""" % SEARCH_INPUT

_TRIAGE_JS = """([text]) => {
  const input = document.getElementById("triage-input");
  input.value = text;
  const t0 = performance.now();
  input.dispatchEvent(new Event("input", {bubbles: true}));
  const ms = performance.now() - t0;
  const items = Array.from(document.querySelectorAll("#triage-results [data-article-id]"));
  return {ids: items.map(e => e.getAttribute("data-article-id")), ms,
          guess: items.length > 0 && items[0].classList.contains("mskb-triage__result--guess")};
}"""

_TRIAGE_LARGE_JS = """async ([text]) => {
  const input = document.getElementById("triage-input");
  input.value = "";                                      // the page ignores an input that did not change
  input.dispatchEvent(new Event("input", {bubbles: true}));
  const done = new Promise(resolve => {
    const timer = setTimeout(() => resolve({ids: [], at: NaN, length: -1}), 30000);
    document.addEventListener("mskb:triage", e => { clearTimeout(timer); resolve(e.detail); }, {once: true});
  });
  input.value = text;
  const t0 = performance.now();
  input.dispatchEvent(new Event("input", {bubbles: true}));
  const d = await done;
  return {ids: d.ids, ms: d.at - t0, length: d.length};
}"""

def file_url(path: Path) -> str:
    return Path(path).resolve().as_uri()


@dataclass
class CaseResult:
    """What a page answered to one labelled case: the article ids in order, and how long it took."""
    case: object
    ids: list[str]
    ms: float | None
    extra: dict = field(default_factory=dict)

    def rank(self) -> int | None:
        exp = self.case.expect
        return self.ids.index(exp) + 1 if exp in self.ids else None


class BuiltSite:
    """A built site on disk and what its catalog says (url -> article id)."""

    def __init__(self, site_dir: Path):
        self.dir = Path(site_dir).resolve()
        self.catalog = json.loads((self.dir / "catalog.json").read_text(encoding="utf-8"))
        self.by_url = {a["url"]: a["id"] for a in self.catalog["articles"]}

    def page_of(self, href: str) -> str:
        """The result's page relative to the site root ('errors/x.html'), or the href if outside the site."""
        path = unquote(urlsplit(href).path)
        root = self.dir.as_posix().rstrip("/") + "/"
        return path[len(root):] if path.startswith(root) else href

    def ids_of(self, hrefs: list[str]) -> list[str]:
        """Result groups in order, deduplicated by page; a page that is no article appears as '<page>'."""
        out: list[str] = []
        for h in hrefs:
            page = self.page_of(h)
            key = self.by_url.get(page, f"<{page}>")
            if key not in out:
                out.append(key)
        return out


def new_page(owner):
    """A page of a Browser (desktop viewport) or of a BrowserContext (its own viewport)."""
    if hasattr(owner, "new_context"):
        return owner.new_page(viewport={"width": 1280, "height": 900})
    return owner.new_page()


def open_search(browser, site: BuiltSite, raw: bool = False):
    """A page with Material's search ready (on file:// the index loads when the search box opens).
    raw: queries and pastes go to Material unchanged (docs/javascripts/mskb-search.js stands aside)."""
    page = new_page(browser)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    if raw:
        page.add_init_script("window.__mskbSearchRaw = true;")
    page.goto(file_url(site.dir / "index.html"))
    page.focus(SEARCH_INPUT)
    page.wait_for_function("() => window.mskbSearch && window.mskbSearch.patched && window.mskbSearch.vocab()",
                           timeout=15000)
    for _ in range(40):  # the worker answers once its index is set up
        r = page.evaluate(_SEARCH_JS, ["MindSpore", "type"])
        if r["ok"] and r["hrefs"]:
            break
        page.wait_for_timeout(250)
    else:
        raise RuntimeError("Material's search never answered")
    page.js_errors = errors
    return page


def search(page, site: BuiltSite, case) -> CaseResult:
    mode = "paste" if case.kind in TRACEBACK_KINDS else "type"
    r = page.evaluate(_SEARCH_JS, [case.text, mode])
    return CaseResult(case, site.ids_of(r["hrefs"]) if r["ok"] else [], r["ms"],
                   {"query": r["query"], "shown": r["shown"], "ok": r["ok"]})


def open_triage(browser, site: BuiltSite):
    page = new_page(browser)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(file_url(site.dir / "triage.html"))
    page.wait_for_function("() => window.mskbTriage && window.MSKB_TRIAGE_INDEX", timeout=15000)
    page.js_errors = errors
    return page


def triage(page, case) -> CaseResult:
    r = page.evaluate(_TRIAGE_JS, [case.text])
    return CaseResult(case, r["ids"], r["ms"], {"guess": r["guess"]})


def triage_large(page, text: str) -> dict:
    return page.evaluate(_TRIAGE_LARGE_JS, [text])


# ---------------------------------------------------------------------------------------------------------------
# Figures
# ---------------------------------------------------------------------------------------------------------------

def accuracy(outcomes: list[CaseResult], kinds=None) -> dict:
    sel = [o for o in outcomes if kinds is None or o.case.kind in kinds]
    n = len(sel)
    top1 = sum(1 for o in sel if o.rank() == 1)
    top3 = sum(1 for o in sel if (o.rank() or 99) <= 3)
    return {"n": n, "top1": top1 / n if n else None, "top3": top3 / n if n else None,
            "misses": [o for o in sel if (o.rank() or 99) > 3]}


def latency(outcomes: list[CaseResult]) -> dict:
    ms = [o.ms for o in outcomes if o.ms is not None]
    return {"median": statistics.median(ms) if ms else None, "worst": max(ms) if ms else None, "n": len(ms)}

