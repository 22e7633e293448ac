"""The site opened from disk (file://), from a path with spaces and Chinese characters, in a reader's chromium
(no --allow-file-access-from-files): navigation, copy link, short links, search and triage work, and the pages
make zero requests outside the site. Every request is intercepted; one outside the site fails the test.

Also: the same build served over http under a sub-path (/kb/mskb/), as a static host would.
"""
from __future__ import annotations

import functools
import http.server
import shutil
import subprocess
import threading
from pathlib import Path

import pytest

from .browser import RequestLog, Session, run_search, run_triage, search_case, triage_case, url_of
from .conftest import DEFAULT_SITE_URL, REPO

pytestmark = pytest.mark.browser


def md_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("[", "\\[").replace("]", "\\]")


# --------------------------------------------------------------------------------------------------------------
# From disk
# --------------------------------------------------------------------------------------------------------------

def test_home_and_navigation_from_disk(reader_browser, built_site, articles):
    s = Session(reader_browser)
    page = s.page
    page.goto(url_of(built_site, "index.html"))
    assert page.locator("h1").first.inner_text().strip()
    # Navigate by clicking: a category in the navigation, then an article listed on it.
    target = articles[0]
    page.locator(f'.md-nav a[href$="{target.category}/index.html"]').first.click()
    page.wait_for_url(f"**/{target.category}/index.html")
    page.locator(f'.md-content a[href$="{target.id}.html"]').first.click()
    page.wait_for_url(f"**/{target.url}")
    assert page.locator("#mskb-link").count() == 1 and page.locator("h1").first.is_visible()
    page.go_back()
    page.wait_for_url(f"**/{target.category}/index.html")
    s.close("home")


def test_article_copy_link_and_short_link_from_disk(reader_browser, built_site, articles):
    art = articles[0]
    s = Session(reader_browser)
    page = s.page
    page.goto(url_of(built_site, art.url))
    short = f"{DEFAULT_SITE_URL}e/{art.id}.html"
    # The whole article: Markdown [title](short link) is copied, both forms shown.
    page.locator(".mskb-copy-link--article").click()
    page.wait_for_selector(".mskb-share")
    assert page.evaluate("window.mskbLastCopied") == f"[{md_escape(art.title)}]({short})"
    values = page.locator(".mskb-share__value").evaluate_all("els => els.map(e => e.value)")
    assert values[1] == short and values[0].endswith(f"]({short})")
    # A section: the link carries the stable anchor; every h2 with an id has the control.
    h2 = page.locator(".md-content h2[id]")
    assert h2.count() and page.locator(".md-content h2[id] .mskb-copy-link").count() == h2.count()
    anchor = "fix" if page.locator("h2#fix").count() else h2.first.get_attribute("id")
    page.locator(f"h2#{anchor}").hover()
    page.locator(f"h2#{anchor} .mskb-copy-link").click()
    copied = page.evaluate("window.mskbLastCopied")
    assert copied.endswith(f"]({short}#{anchor})") and copied.startswith("[")
    page.locator('.mskb-share__copy[data-format="url"]').click()
    page.wait_for_function("window.mskbLastCopied.startsWith('http')")
    assert page.evaluate("window.mskbLastCopied") == f"{short}#{anchor}"
    assert page.locator(".mskb-share__status").inner_text().strip()
    # Status marks are icons (inline SVG), not emoji.
    if page.locator(".mskb-versions").count():
        assert page.locator(".mskb-versions .mskb-summary svg").count() > 0
    # The short link with an anchor, from disk, lands on the section.
    page.goto(url_of(built_site, f"e/{art.id}.html#{anchor}"))
    page.wait_for_url(lambda u: u.endswith(f"/{art.url}#{anchor}"))
    assert page.locator(f"h2#{anchor}").is_visible()
    s.close("article")


def test_search_from_disk(reader_browser, built_site, articles):
    art, word = search_case(articles)
    s = Session(reader_browser)
    s.page.goto(url_of(built_site, "index.html"))
    run_search(s.page, word, art.url)
    s.close("search")


def test_triage_from_disk(reader_browser, built_site, articles):
    """Needs the triage page (docs/triage.md): a pasted real traceback yields its article."""
    aid, text = triage_case(articles, REPO / "snippets")
    assert (built_site / "triage.html").is_file(), "triage.html is not built (docs/triage.md missing)"
    s = Session(reader_browser)
    s.page.goto(url_of(built_site, "triage.html"))
    run_triage(s.page, text, aid)
    s.close("triage")


def test_unknown_error_gets_no_article_the_guide_and_a_forum_post_from_disk(reader_browser, built_site):
    """A real error no article answers: the page says so (no guess), links the guide on reading errors (which
    opens), and "复制论坛提问" prepares a post with the key line, the placeholders and what was searched."""
    from mskb.lookup_cases import load_out_of_scope

    case = next(c for c in load_out_of_scope() if c.kind == "traceback" and "RuntimeError:" in c.text)
    s = Session(reader_browser)
    page = s.page
    page.goto(url_of(built_site, "triage.html"))
    page.fill("#triage-input", case.text)
    page.wait_for_selector('#triage-status[data-answer="none"]')
    assert page.locator("#triage-results [data-article-id]").count() == 0
    assert "还没有文章覆盖这个报错" in page.inner_text("#triage-status")
    page.click("#triage-forum-copy")
    post = page.input_value("#triage-forum-text")
    last = next(ln for ln in reversed(case.text.splitlines()) if ln.startswith("RuntimeError:"))
    assert post.startswith("【问题】RuntimeError:") and last[:60] in post
    for placeholder in ("MindSpore 版本", "设备：CPU / GPU / Ascend", "运行模式", "【最小复现代码】", "没有文章的报错特征与之吻合"):
        assert placeholder in post, placeholder
    assert page.inner_text("#triage-forum-note")          # copied, or told how to copy by hand
    page.click("#triage-status a[data-guide]")
    page.wait_for_url("**/basics/read-mindspore-errors.html")
    assert page.locator("h1").first.inner_text().strip()
    s.close("no article")


def test_question_guess_is_marked_without_a_percentage_from_disk(reader_browser, built_site, cases, triage_index):
    """A question gets guesses, each marked 猜测 with its shared words and no made-up percentage."""
    from mskb.lookup.match import Matcher

    matcher = Matcher(triage_index)
    case = next(c for c in cases if c.kind == "zh" and (r := matcher.match(c.text)) and r[0]["guess"])
    s = Session(reader_browser)
    page = s.page
    page.goto(url_of(built_site, "triage.html"))
    page.fill("#triage-input", case.text)
    page.wait_for_selector('#triage-status[data-answer="guess"]')
    badges = page.locator(".mskb-triage__result--guess .mskb-triage__badge").all_inner_texts()
    assert badges and all(b == "猜测" for b in badges), badges
    assert "%" not in page.inner_text("#triage-results") and "共同的关键词" in page.inner_text("#triage-results")
    s.close("guess")


KNOWN_LATE = Path(__file__).with_name("first_screen_known_late.txt")


def known_late(width: int) -> set[str]:
    """The ratchet: articles still known to end their #symptom heading below the limit, as `<width>x<height>
    category/id` lines (none today; the list may only shrink)."""
    lines = KNOWN_LATE.read_text(encoding="utf-8").splitlines()
    entries = [ln.split() for ln in lines if ln.strip() and not ln.startswith("#")]
    return {page for size, page in entries if size.split("x")[0] == str(width)}


def cjk_fonts() -> str:
    """Fonts that cover Chinese (fontconfig, which chromium uses). Without one chromium draws narrow boxes, and a
    layout measurement is of a page no reader sees."""
    try:
        return subprocess.run(["fc-list", ":lang=zh"], capture_output=True, text=True, timeout=30).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


# (width, height, limit): where #symptom's bottom must be, in page pixels. A desktop's first screen leaves room for the
# first lines of the symptom itself (700 of 900 px); on a phone the heading must at least be on the first screen.
# scripts/measure_first_screen.py prints the same figures, page by page.
FIRST_SCREEN = [(1280, 900, 700), (390, 844, 844)]


@pytest.mark.parametrize("width, height, limit", FIRST_SCREEN)
def test_the_symptom_starts_within_the_first_screen(reader_browser, built_site, articles, width, height, limit):
    """The reader sees the problem first: on a desktop and on a phone, every article's #symptom heading ends within
    `limit` px (on a phone the version summary is one clamped line and the matrix is folded), measured with a
    Chinese font as a reader has one; known exceptions would be listed in first_screen_known_late.txt (none are)."""
    assert cjk_fonts(), "no Chinese font: install Debian's fonts-noto-cjk (make browser-deps does)"
    context = reader_browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    late = {}
    for a in articles:
        page.goto(url_of(built_site, a.url))
        bottom = page.evaluate("() => { const e = document.getElementById('symptom');"
                               " return e ? e.getBoundingClientRect().bottom + window.scrollY : null; }")
        if bottom is None or bottom > limit:
            late[f"{a.category}/{a.id}"] = bottom
    context.close()
    listed = known_late(width)
    assert {k: v for k, v in late.items() if k not in listed} == {}, \
        f"#symptom ends below {limit} px on a {width}x{height} screen"
    assert sorted(listed - set(late)) == [], f"now within {limit} px: remove from {KNOWN_LATE.name}"


def test_copy_link_without_clipboard_api(reader_browser, built_site, articles):
    """On plain http (no secure context, no navigator.clipboard) copying falls back to a selected textarea."""
    art = articles[0]
    s = Session(reader_browser)
    s.context.add_init_script("Object.defineProperty(window, 'isSecureContext', {value: false})")
    s.page.goto(url_of(built_site, art.url))
    s.page.locator(".mskb-copy-link--article").click()
    s.page.wait_for_function("document.querySelector('.mskb-share__status').textContent.length > 0")
    assert s.page.locator(".mskb-share__status").inner_text().startswith("已复制")
    assert s.page.evaluate("window.mskbLastCopied").endswith(f"]({DEFAULT_SITE_URL}e/{art.id}.html)")
    s.close("article, no clipboard API")


# --------------------------------------------------------------------------------------------------------------
# Over http, under a sub-path: the same build on a static host
# --------------------------------------------------------------------------------------------------------------

class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def served(built_site, tmp_path_factory):
    root = tmp_path_factory.mktemp("host")
    shutil.copytree(built_site, root / "kb" / "mskb")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/kb/mskb/"
    server.shutdown()
    server.server_close()


def test_served_under_a_sub_path(reader_browser, served, articles):
    art, word = search_case(articles)
    s = Session(reader_browser, allowed_prefix=served)   # even the host's root is "outside"
    page = s.page
    page.goto(served + "index.html")
    run_search(page, word, art.url)
    page.goto(served + f"e/{art.id}.html#cause")
    page.wait_for_url(served + f"{art.url}#cause")
    page.locator(".mskb-copy-link--article").click()
    assert page.evaluate("window.mskbLastCopied").endswith(f"]({DEFAULT_SITE_URL}e/{art.id}.html)")
    if Path(REPO / "docs" / "triage.md").is_file():
        aid, text = triage_case(articles, REPO / "snippets")
        page.goto(served + "triage.html")
        run_triage(page, text, aid)
    s.close("http sub-path")


def test_request_log_catches_outside_requests(reader_browser, tmp_path):
    """The interception itself can fail a page: scripts, styles, fonts, images, fetch, iframes from outside."""
    page_file = tmp_path / "目录 with space" / "outside.html"
    page_file.parent.mkdir()
    page_file.write_text(
        '<!doctype html><html><head><meta charset="utf-8">'
        '<script src="https://unpkg.com/iframe-worker/shim"></script>'
        '<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto">'
        '<style>@font-face { font-family: X; src: url(https://fonts.gstatic.com/x.woff2) } body { font-family: X }'
        '</style></head><body>字 <img src="http://example.org/a.png"><iframe src="https://example.com/"></iframe>'
        '<script>fetch("https://example.net/api").catch(() => {})</script></body></html>', encoding="utf-8")
    context = reader_browser.new_context()
    log = RequestLog(context)
    page = context.new_page()
    page.goto(page_file.as_uri())
    page.wait_for_timeout(1000)
    outside = log.outside_requests()
    context.close()
    for url in ("https://unpkg.com/iframe-worker/shim", "fonts.googleapis.com", "http://example.org/a.png",
                "https://example.com/", "https://example.net/api"):
        assert any(url in u for u in outside), (url, outside)
    assert any(u.startswith("file:") for u in log.all)

