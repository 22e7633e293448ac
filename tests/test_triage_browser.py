"""Error lookup in Debian's chromium, the built site opened from disk (file://) as a reader opens it.

- the triage page: accuracy on the evaluation set, the same answers as `python -m mskb triage --json`, results
  that say why, pasted text never executed, no outside request, a 1 MB paste, the home page's entry box,
  an unzipped copy of the site;
- the search box: pasted tracebacks and typed error lines/questions land on the article (top-3 targets), and the
  query rewriting that works around Material's search (see docs/javascripts/mskb-search.js).

That the page's matcher gives exactly the Python answers is test_lookup_parity.py (under node, no browser).
Figures (top-1/top-3, latency) are printed by scripts/bench_search.py; here accuracy targets are asserted.
"""
from __future__ import annotations

import io
import json
import re
import zipfile
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from mskb.cli import main as cli_main

from mskb import lookup_harness as H
from . import ratchet
from .conftest import REPO
from .browser import RequestLog
from mskb.lookup_cases import large_paste

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@pytest.fixture(scope="module")
def site(built_site) -> H.BuiltSite:
    return H.BuiltSite(built_site)


@pytest.fixture
def context(reader_browser):
    ctx = reader_browser.new_context(viewport={"width": 1280, "height": 900})
    ctx.requests = RequestLog(ctx)
    yield ctx
    ctx.close()


@pytest.fixture
def triage_page(context, site):
    page = H.open_triage(context, site)
    yield page
    assert not page.js_errors, page.js_errors
    assert not context.requests.outside_requests(), context.requests.outside_requests()


@pytest.fixture
def cli_index_once(monkeypatch):
    """The CLI's own code path, but the articles and the index it builds (2-4 s) are built once for the set."""
    import mskb.cli
    import mskb.triage_index

    memo = {}

    def once(key, build):
        def wrapper(*args):
            if key not in memo:
                memo[key] = build(*args)
            return memo[key]
        return wrapper

    monkeypatch.setattr(mskb.cli, "_articles", once("articles", mskb.cli._articles))
    monkeypatch.setattr(mskb.triage_index, "index_for_articles", once("index", mskb.triage_index.index_for_articles))


def cli_ids(text: str, tmp_path: Path) -> list[dict]:
    f = tmp_path / "paste.txt"
    f.write_text(text, encoding="utf-8")
    buf = io.StringIO()
    with redirect_stdout(buf):
        cli_main(["triage", "--json", "--base-url", "", "--limit", "5", str(f)])
    return json.loads(buf.getvalue())


# --- the triage page --------------------------------------------------------------------------------------------

def test_triage_page_accuracy_and_cli_agreement(triage_page, cases, tmp_path, cli_index_once):
    """For every case the page lists what `mskb triage --json` lists, and puts the case's article first but for the
    known misses (the same ratchet as the Python matcher: tests/lookup_known_misses.yaml)."""
    disagree, misses = [], {}
    for c in cases:
        o = H.triage(triage_page, c)
        cli = [r["id"] for r in cli_ids(c.text, tmp_path)]
        if o.ids != cli:
            disagree.append((c.name, o.ids, cli))
        if o.rank() != 1:
            misses[c.name] = o.ids[:3]
    assert not disagree, disagree
    ratchet.hold("triage-top1", misses, misses)


def test_triage_results_say_why(triage_page, cases, site):
    case = next(c for c in cases if c.kind == "traceback")
    H.triage(triage_page, case)
    first = triage_page.locator("#triage-results [data-article-id]").first
    assert first.get_attribute("data-article-id") == case.expect
    assert first.locator("code.mskb-triage__sig").count() == 1        # the signature
    mark = first.locator("mark").inner_text()                          # the matched text, highlighted
    assert mark and mark in case.text
    href = first.locator("a").first.get_attribute("href")
    url = next(a["url"] for a in site.catalog["articles"] if a["id"] == case.expect)
    assert href.endswith(url) and (site.dir / url).is_file()
    first.locator("a").first.click()
    triage_page.wait_for_load_state()
    assert triage_page.url.endswith(url)


def test_guesses_are_marked(triage_page, cases):
    # A question without a CANN code (a code is answered by its entry, not guessed).
    case = next(c for c in cases if c.kind == "zh" and not re.search(r"[EW][0-9A-Z][0-9]{4}", c.text))
    o = H.triage(triage_page, case)
    assert o.extra["guess"] and o.ids
    assert triage_page.locator(".mskb-triage__result--guess .mskb-triage__badge").first.inner_text().startswith("猜测")


def test_pasted_text_is_never_executed(triage_page):
    payload = ('<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>\n'
               "TypeError: For 'TopK', the type of 'sorted' should be 'bool', but got type 'int'. "
               "<svg onload=\"window.__pwned=3\">")
    triage_page.fill("#triage-input", payload)
    triage_page.wait_for_selector("#triage-results [data-article-id]")
    triage_page.wait_for_timeout(200)
    assert triage_page.evaluate("window.__pwned") is None
    assert triage_page.locator("#triage-results img, #triage-results script, #triage-results svg[onload]").count() == 0
    assert "<svg onload=" in triage_page.locator("#triage-results pre").first.inner_text()   # shown as text


def test_large_paste_is_answered(triage_page, cases):
    case = next(c for c in cases if c.kind == "traceback")
    text = large_paste(1_000_000, case.text)
    assert len(text) > 1_000_000
    r = H.triage_large(triage_page, text)
    assert r["ids"][:1] == [case.expect]


def test_home_page_entry_box_leads_to_triage(context, site, cases):
    case = next(c for c in cases if c.kind == "traceback")
    page = context.new_page()
    page.goto(H.file_url(site.dir / "index.html"))
    box = page.locator("form.mskb-lookup-entry textarea")
    box.fill(case.text)
    page.locator("form.mskb-lookup-entry button[type=submit]").click()
    page.wait_for_selector("#triage-results [data-article-id]")
    assert page.url.split("?")[0].endswith("/triage.html")
    assert page.locator("#triage-input").input_value() == case.text
    assert page.locator("#triage-results [data-article-id]").first.get_attribute("data-article-id") == case.expect
    assert not context.requests.outside_requests()


def test_unzipped_copy_of_the_site_works_from_disk(context, site, cases, tmp_path):
    archive = tmp_path / "site.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        for f in sorted(site.dir.rglob("*")):
            if f.is_file():
                z.write(f, "站点 copy/" + f.relative_to(site.dir).as_posix())
    target = tmp_path / "解压 here"
    with zipfile.ZipFile(archive) as z:
        z.extractall(target)
    copy = H.BuiltSite(target / "站点 copy")
    page = H.open_triage(context, copy)
    for c in [c for c in cases if c.kind == "traceback"][:3]:
        assert H.triage(page, c).rank() == 1, c.name
    assert not page.js_errors and not context.requests.outside_requests()


# --- the search box -----------------------------------------------------------------------------------------------

def test_search_box_accuracy(context, site, cases):
    """Typed error lines and questions, pasted tracebacks: the case's article among the first three results, but
    for the known misses (a ratchet: tests/lookup_known_misses.yaml; the issue's targets were 90% and 85%)."""
    page = H.open_search(context, site)
    outcomes = [H.search(page, site, c) for c in cases]
    misses = {o.case.name: (o.ids[:3], o.extra["query"]) for o in outcomes if o.rank() is None or o.rank() > 3}
    ratchet.hold("search-box-top3", misses, misses)
    assert not page.js_errors and not context.requests.outside_requests()


def test_pasted_traceback_is_reduced_in_the_search_box(context, site, cases):
    case = next(c for c in cases if c.expect == "primitive-attr-type" and c.kind == "traceback")
    page = H.open_search(context, site)
    o = H.search(page, site, case)
    shown = o.extra["shown"]
    assert 'File "' not in shown and "Traceback" not in shown and "\n" not in shown
    assert not re.search(r"0x[0-9a-f]{6,}|\d{4}-\d\d-\d\d|line \d+|/home/|site-packages", shown), shown
    assert re.search(r"\w+(Error|Exception):", shown), shown
    assert o.rank() and o.rank() <= 3, (o.ids, o.extra)


@pytest.mark.parametrize("typed, expected", [
    # (what is typed, [(word, prefix?)]): finished words match exactly (a ^boost stops Material's trailing *),
    # the word being typed is a prefix unless it is short; stop words and quotes are gone.
    ('File "train.py", line 3, in <module>', None),
    ("Received message larger than max", [("received", False), ("message", False), ("larger", False),
                                           ("max", False)]),
    ("memory", [("memory", True)]),
    ("keep_dims", [("keep_dims", True)]),
    ("max", [("max", True)]),
    ("nn.Moments axis", [("nn", False), ("moments", False), ("axis", True)]),
    ("to max_msg_mb_size ", [("max_msg_mb_size", False)]),
])
def test_search_query_rewrite(context, site, typed, expected):
    page = H.open_search(context, site)
    q = page.evaluate("(t) => window.mskbSearch.rewrite(t)", typed)
    assert '"' not in q and "+" not in q and ":" not in q
    if expected is not None:
        got = [(re.sub(r"\^\d+$", "", t), not re.search(r"\^\d+$", t)) for t in q.split()]
        assert got == expected, q


def test_chinese_query_keeps_every_word(context, site):
    """Material's segmenter never looks at the last character of a Chinese run, so the last word was dropped;
    the rewrite sends each word of the index's own vocabulary, followed by a marker character."""
    page = H.open_search(context, site)
    vocab = page.evaluate("Array.from(window.mskbSearch.vocab().words)")
    common = page.evaluate("window.mskbSearch.vocab().common")
    two = [w for w in vocab if len(w) == 2 and w not in common and not any(
        w[:k] in vocab for k in (1,)) and not any((w + x) in vocab for x in vocab if len(x) == 1)]
    assert len(two) > 10
    text = two[0] + two[1]
    q = page.evaluate("(t) => window.mskbSearch.rewrite(t)", text)
    sentinel = page.evaluate("window.mskbLookup.SENTINEL")
    assert [re.sub(r"\^\d+$", "", t) for t in q.split()] == [two[0] + sentinel, two[1] + sentinel], q


# --- CANN error codes (issue 20) ------------------------------------------------------------------------------------

@pytest.mark.parametrize("code", ["E39999", "EI0006", "EE1001", "E10001", "EZ3002", "EL0004"])
def test_search_box_finds_a_cann_code(context, site, code):
    """A forum helper types the code: its module page comes first among the pages (from disk, offline)."""
    from mskb import cann
    from mskb.lookup_cases import Case

    page = H.open_search(context, site)
    o = H.search(page, site, Case(code, "", "line", code))
    module = f"<codes/{cann.module_of(code).slug}.html>"
    assert module in o.ids[:3], (code, o.ids[:5], o.extra)
    assert not page.js_errors and not context.requests.outside_requests()


def test_triage_page_answers_by_code_and_says_the_tier(triage_page, triage_index):
    from mskb import cann
    from mskb.lookup.match import Matcher
    from mskb.lookup_cases import Case

    from .test_cann import WRAPPERS, paste

    # A code no article declares: the page answers with the code's entry, linked to its section.
    matcher = Matcher(triage_index)
    pastes = {c: paste(c, e.catalogued.message, WRAPPERS[1]) for c, e in cann.entries(REPO).items() if e.catalogued}
    code = next(c for c, text in pastes.items() if matcher.match(text, 1)[0]["id"] == c)
    o = H.triage(triage_page, Case(code.lower(), code, "traceback", pastes[code]))
    first = triage_page.locator("#triage-results [data-article-id]").first
    assert first.get_attribute("data-tier") == "code" and o.ids[0] == code
    assert triage_page.get_attribute("#triage-status", "data-answer") == "code"
    assert cann.url_of(code) in first.locator("a").first.get_attribute("href")
    H.triage(triage_page, Case("wrapper", "", "line", WRAPPERS[1]))
    assert triage_page.get_attribute("#triage-status", "data-answer") == "family"
    assert triage_page.locator("#triage-results [data-article-id]").first.get_attribute("data-tier") == "family"
