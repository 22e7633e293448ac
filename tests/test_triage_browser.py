"""Error lookup in Debian's chromium, the built site opened from disk (file://) as a reader opens it.

- the page's matcher (mskb-lookup.js) gives exactly the answers of mskb.lookup, on every evaluation case and on a
  table of edge cases (one semantics, two implementations);
- the triage page: accuracy on the evaluation set, the same answers as `python -m mskb triage --json`, results
  that say why, pasted text never executed, no outside request, a 1 MB paste, the home page's entry box,
  an unzipped copy of the site;
- the search box: pasted tracebacks and typed error lines/questions land on the article (top-3 targets), and the
  query rewriting that works around Material's search (see docs/javascripts/mskb-search.js).

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
from mskb.lookup.match import Matcher
from mskb.lookup.regex_js import js_regex
from mskb.lookup.text import key_lines, tokens

from . import lookup_harness as H
from .browser import RequestLog
from .triage_cases import large_paste

pytestmark = [pytest.mark.browser, pytest.mark.slow]

# Texts where two implementations could part ways: offsets after astral characters, U+2028, CRLF, colour codes,
# lookalike types, chained tracebacks, tokens that are Object.prototype names, long lines, Chinese, nothing.
EDGE_TEXTS = [
    "",
    "   \n\t\n",
    "😀😀 TypeError: For 'TopK', the type of 'sorted' should be 'bool', but got type 'int'.",
    "TypeError: For 'TopK',\u2028 the type of 'sorted' should be 'bool'\u2029\nTypeError: For 'Top𝒦', the type of 'x' should be",
    "Traceback (most recent call last):\r\n  File \"a.py\", line 1\r\n\x1b[31mValueError: For primitive[ReduceMean], the axis "
    "value must be in [-3,3), but got 3.\x1b[0m\r\n",
    "MyTypeError: For 'TopK', the type of 'sorted' should be 'bool'",
    "constructor __proto__ toString hasOwnProperty valueOf prototype",
    "RuntimeError: Unsupported statement 'Try'.\n\nDuring handling of the above exception, another exception occurred:\n\n"
    "Traceback (most recent call last):\n  File \"x.py\", line 2\nRuntimeError: Unsupported statement 'Delete'.",
    "x" * 5000 + "\nValueError: For primitive[ReduceSum], the axis value must be in [-2,2), but got -3.",
    "静态图模式下construct里用try except报错怎么办？ＭｉｎｄＳｐｏｒｅ 全角",
    "E       TypeError: Failed calling Mul with \"Mul()(input=Tensor, other=<class 'numpy.float32'>)\".\n"
    "E       The valid calling should be: \nE       \"Mul()(input=<Number, Tensor>, other=<Number, Tensor>)\".",
    "[ERROR] DEVICE(1234,7f0a,python):2024-06-12-10:15:29.441.007 [mindspore/ccsrc/a.cc:3] Malloc] Malloc for output failed",
    "/home/u/x.py:12: UserWarning: The Moments class will be deprecated in the future",
    "İstanbul ǅ ß ﬁle KELVIN \u212a Ⅻ ①②③ ٣٤ ᛮ",
]

# Python regexes and texts: re.finditer(p, t, re.M) and the translated JS RegExp must find the same strings.
REGEX_TABLE = [
    (r"For '\w+', the type", ["For 'TopK', the type", "For 'Top𝒦x', the type", "For 'Top-K', the type"]),
    (r"\bmax\b", ["max_msg max (max) 中max", "ǅmax max"]),
    (r"\d+ and \d+", ["got 3 and 4", "got ٣ and ٤", "got ① and 2"]),
    (r"^ValueError: .*$", ["x\nValueError: a\u2028b\nValueError: c\r\n"]),
    (r"a\s+b", ["a \u3000 b", "a\x1cb", "a\ufeffb", "a\x85b"]),
    (r"[\s\S]{3}$", ["ab\ncd\nef"]),
    (r"[^\W\d_]+", ["abc_12 中文 ǅx"]),
    (r"(?i)unsupported STATEMENT '(\w+)'", ["Unsupported statement 'Try'"]),
    (r"(?s)start.*?end", ["start\nmiddle\nend end"]),
    (r"(?P<op>Reduce\w+)\((?P=op)\)", ["ReduceSum(ReduceSum) ReduceMax(ReduceSum)"]),
    (r"\A\w+|\w+\Z", ["first line\nlast word"]),
    (r"[\w.-]+\.py", ["File \"C:\\Users\\li\\a-b.c_d.py\""]),
    (r"\[-?\d+, ?-?\d+\)", ["[-3,3) [-4, 4)"]),
    (r"<\w+ at 0x[0-9a-f]+>", ["<built at 0x7f3a>"]),
    (r"\x41\u4e2d\N{DIGIT ONE}", ["A中1"]),
]


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


def cli_ids(text: str, tmp_path: Path) -> list[dict]:
    f = tmp_path / "paste.txt"
    f.write_text(text, encoding="utf-8")
    buf = io.StringIO()
    with redirect_stdout(buf):
        cli_main(["triage", "--json", "--base-url", "", "--limit", "5", str(f)])
    return json.loads(buf.getvalue())


def comparable(results: list[dict]) -> list[tuple]:
    return [(r["id"], round(r["score"], 12), r["guess"], json.dumps(r["matched"], sort_keys=True, ensure_ascii=False))
            for r in results]


# --- one semantics ------------------------------------------------------------------------------------------------

def test_page_matcher_agrees_with_python(triage_page, cases, triage_index):
    texts = [c.text for c in cases] + EDGE_TEXTS
    js = H.js_match(triage_page, texts, 5)
    m = Matcher(triage_index)
    diffs = [(t[:80], comparable(m.match(t, 5)), comparable(j)) for t, j in zip(texts, js)
             if comparable(m.match(t, 5)) != comparable(j)]
    assert not diffs, diffs[:3]


def test_key_lines_and_tokens_agree(triage_page, cases):
    texts = [c.text for c in cases] + EDGE_TEXTS
    js = triage_page.evaluate("""(texts) => texts.map(t => [window.mskbLookup.keyLines(t),
                                  window.mskbLookup.tokens(window.mskbLookup.keyLines(t).join("\\n")),
                                  window.mskbLookup.tokens(t)])""", texts)
    for t, (kl, tk, tk_all) in zip(texts, js):
        assert kl == key_lines(t), t[:120]
        assert tk == tokens("\n".join(key_lines(t))), t[:120]
        assert tk_all == tokens(t), t[:120]


def test_regex_translation_agrees(triage_page):
    rows = [(p, js_regex(p), t) for p, texts in REGEX_TABLE for t in texts]
    js = triage_page.evaluate("""(rows) => rows.map(([p, src, t]) => {
        const rx = window.mskbLookup.compileSignature(src), out = [];
        let m; rx.lastIndex = 0;
        while ((m = rx.exec(t))) { out.push(m[0]); if (m[0] === "") rx.lastIndex = m.index + 1; }
        return out; })""", rows)
    for (p, src, t), found in zip(rows, js):
        expected = [m.group(0) for m in re.finditer(p, t, re.M)]
        assert found == expected, (p, src, t)


# --- the triage page --------------------------------------------------------------------------------------------

def test_triage_page_accuracy_and_cli_agreement(triage_page, cases, tmp_path):
    """Top-1 >= 95% on the set, and for every case the page lists what `python -m mskb triage --json` lists."""
    disagree, top1 = [], 0
    for c in cases:
        o = H.triage(triage_page, c)
        cli = [r["id"] for r in cli_ids(c.text, tmp_path)]
        if o.ids != cli:
            disagree.append((c.name, o.ids, cli))
        top1 += o.rank() == 1
    assert not disagree, disagree
    assert top1 / len(cases) >= 0.95, f"top-1 {top1}/{len(cases)}"


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
    case = next(c for c in cases if c.kind == "zh")
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
    """Top-3 >= 90% on typed error lines and questions, >= 85% on pasted tracebacks (issue targets)."""
    page = H.open_search(context, site)
    outcomes = [H.search(page, site, c) for c in cases]
    q = H.accuracy(outcomes, H.QUESTION_KINDS)
    tb = H.accuracy(outcomes, H.TRACEBACK_KINDS)
    report = [(o.case.name, o.ids[:3], o.extra["query"]) for o in q["misses"] + tb["misses"]]
    assert q["top3"] >= 0.90 and tb["top3"] >= 0.85, (q["top3"], tb["top3"], report)
    assert not page.js_errors and not context.requests.outside_requests()


def test_pasted_traceback_is_reduced_in_the_search_box(context, site, cases):
    case = next(c for c in cases if c.kind == "traceback" and 'File "' in c.text)
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
