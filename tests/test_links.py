"""Stable links: explicit anchors, short links and redirects, the URL registry, the link checker.

The registry (links/published.txt) lists every URL the handbook has published; a registered URL that stops
resolving in the built site fails here, so does renaming an article without `redirect_from`.
"""
from __future__ import annotations

import hashlib
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from mskb.articles import ArticleError, Article, split_front_matter
from mskb.links import anchors, registry, short_links
from mskb.links.check import check_site

from .conftest import DEFAULT_SITE_URL, REPO, build_site, copy_repo


# --------------------------------------------------------------------------------------------------------------
# Anchors: every section of an article has an explicit ASCII id; the standard sections the standard ids.
# --------------------------------------------------------------------------------------------------------------

GOOD = """# 标题

```python
## not a heading {#inside-code}
# nor this
```

## 症状 {#symptom}
## 解决方法 { #fix }
### 为什么 for 会展开 {: #why-unroll}
"""


def test_article_anchors_accepts_explicit_ids():
    assert anchors.article_anchors(GOOD, "docs/x/y.md") == [
        (2, "症状", "symptom"), (2, "解决方法", "fix"), (3, "为什么 for 会展开", "why-unroll")]


@pytest.mark.parametrize("body, fragment", [
    ("## 症状 {#symptom}\n\n## 额外说明\n", "line 3: heading '额外说明' has no explicit anchor"),
    ("## 解决方法 {#solution}\n", "standard section '解决方法' must have the anchor #fix"),
    ("## 细节 {#details}\n### 更多细节 {#details}\n", "anchor #details is already used on line 1"),
    ("## 细节 {#细节}\n", "must be lowercase ASCII"),
    ("## Why {#Why_Not}\n", "must be lowercase ASCII"),
    ("### 症状 {#symptom}\n", "must be a level-2 heading"),
])
def test_article_anchors_rejects(body, fragment):
    with pytest.raises(ArticleError) as e:
        anchors.article_anchors(body, "docs/errors/demo.md")
    assert str(e.value).startswith("docs/errors/demo.md") and fragment in str(e.value)


def test_rendered_heading_without_explicit_id_is_rejected():
    found = anchors.article_anchors("## 症状 {#symptom}\n", "p.md")
    anchors.check_rendered_headings('<h2 id="symptom">症状<a class="headerlink" href="#symptom">¶</a></h2>', found,
                                    "p.md")
    with pytest.raises(ArticleError, match="heading h2 '其他' has anchor #_1"):
        anchors.check_rendered_headings('<h2 id="symptom">症状</h2><h2 id="_1">其他</h2>', found, "p.md")


def test_every_article_uses_explicit_standard_anchors(articles):
    """The source of every article passes (the build checks it too); all failing pages are named at once."""
    failures = []
    for a in articles:
        try:
            anchors.article_anchors(a.body, f"docs/{a.category}/{a.id}.md")
        except ArticleError as exc:
            failures.append(str(exc))
    assert not failures, "\n".join(failures)


def test_built_pages_have_no_positional_anchors(built_site, articles):
    """No heading anywhere gets `_1`-style ids (Chinese slugs elsewhere); article headings are the explicit ids."""
    heading = re.compile(r'<h([1-6]) id="([^"]+)"')
    for page in built_site.rglob("*.html"):
        for level, hid in heading.findall(page.read_text(encoding="utf-8")):
            assert not re.fullmatch(r"_\d+", hid), f"{page.relative_to(built_site)}: h{level} id {hid!r}"
    for a in articles:
        html = (built_site / a.url).read_text(encoding="utf-8")
        ids = [hid for level, hid in heading.findall(html) if level in "23456"]
        assert ids and all(anchors.ANCHOR_RE.match(i) for i in ids), (a.url, ids)


# --------------------------------------------------------------------------------------------------------------
# Redirects from former ids and paths
# --------------------------------------------------------------------------------------------------------------

def _art(aid="new-name", category="errors", redirect_from=()):
    return Article(aid, f"标题 {aid}", category, [], {}, [], [], Path(f"/x/docs/{category}/{aid}.md"),
                   f"{category}/{aid}.html", redirect_from=list(redirect_from))


def test_former_urls_from_ids_and_paths():
    a = _art(redirect_from=["old-name", "modes/older.md", "data/new-name.html"])
    assert short_links.former_urls(a) == ["e/old-name.html", "errors/old-name.html", "modes/older.html", "e/older.html",
                                    "data/new-name.html"]
    with pytest.raises(ArticleError, match="redirect_from"):
        short_links.former_urls(_art(redirect_from=["../etc/passwd.md"]))
    with pytest.raises(ArticleError, match="neither a former id"):
        short_links.former_urls(_art(redirect_from=["Old Name"]))


def test_redirects_never_replace_a_page():
    a, b = _art("a-one", redirect_from=["b-two"]), _art("b-two")
    with pytest.raises(ArticleError, match="docs/errors/a-one.md: field 'redirect_from'.*'e/b-two.html'"):
        short_links.redirect_pages([a, b], set())
    with pytest.raises(ArticleError, match="index.html"):
        short_links.redirect_pages([_art(redirect_from=["errors/index.md"])], {"errors/index.html"})
    with pytest.raises(ArticleError, match="already redirected"):
        short_links.redirect_pages([_art("a-one", redirect_from=["gone"]), _art("c-three", redirect_from=["gone"])], set())


def test_redirect_pages_are_relative(tmp_path):
    a = _art("new-name", "modes")
    page = short_links.redirect_page_html("errors/old.html", a)
    assert 'url=../modes/new-name.html"' in page and "location.hash" in page
    assert short_links.relative_url("e/x.html", "modes/new-name.html") == "../modes/new-name.html"
    assert short_links.relative_url("old.html", "modes/new-name.html") == "modes/new-name.html"


# --------------------------------------------------------------------------------------------------------------
# The registry and the link checker on small hand-made sites (they must be able to fail)
# --------------------------------------------------------------------------------------------------------------

def _site(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


def test_registry_resolve_follows_redirects_and_checks_anchors(tmp_path):
    art = _art("new-name", "modes")
    site = _site(tmp_path, {
        "modes/new-name.html": '<h2 id="fix">解决方法</h2>',
        "e/new-name.html": short_links.redirect_page_html("e/new-name.html", art),
        "errors/old.html": short_links.redirect_page_html("errors/old.html", art),
        "e/loop.html": short_links.redirect_html("loop.html", "loop"),
    })
    assert registry.check(site, ["e/new-name.html#fix", "errors/old.html#fix", "modes/new-name.html"]) == []
    problems = registry.check(site, ["e/new-name.html#cause", "errors/gone.html", "e/loop.html", "../x.html"])
    assert len(problems) == 4
    assert "modes/new-name.html has no element with id 'cause'" in problems[0]
    assert "errors/gone.html does not exist" in problems[1]
    assert "redirects" in problems[2] and "outside the site" in problems[3]


def test_link_checker_finds_broken_links_anchors_and_outside_resources(tmp_path):
    site = _site(tmp_path, {
        "index.html": '<link rel="canonical" href="https://h.example/kb/index.html">'
                      '<a href="errors/a.html#fix">ok</a><a href="#top" id="top">ok</a>'
                      '<a href="https://www.mindspore.cn">outside link, not fetched: ok</a>'
                      '<link rel="stylesheet" href="s.css"><img src="data:image/png;base64,AA">',
        "404.html": '<script src="/kb/assets/x.js"></script><a href="/elsewhere/">x</a>',
        "assets/x.js": "",
        "s.css": "a { background: url(data:image/png;base64,AA) } @font-face { src: url(https://fonts.gstatic.com/x.woff2) }",
        "errors/a.html": '<h2 id="fix">x</h2><a href="../index.html#nope">x</a><a href="b.html">x</a>'
                         '<a href="../errors/">dir</a><script src="https://unpkg.com/iframe-worker/shim"></script>'
                         '<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto">',
    })
    problems = check_site(site)
    text = "\n".join(problems)
    assert "errors/a.html: <a href> '../index.html#nope'" in text and "no element with id 'nope'" in text
    assert "errors/a.html: <a href> 'b.html': errors/b.html does not exist" in text
    assert "points at a directory" in text
    assert "https://unpkg.com/iframe-worker/shim" in text and "fonts.googleapis.com" in text
    assert "s.css: loads 'https://fonts.gstatic.com/x.woff2'" in text
    assert "404.html: <a href> '/elsewhere/' is outside the site's path /kb/" in text
    assert "mindspore.cn" not in text and "assets/x.js" not in text
    assert len(problems) == 7, problems


# --------------------------------------------------------------------------------------------------------------
# The real site
# --------------------------------------------------------------------------------------------------------------

def test_registered_urls_resolve(built_site):
    urls = registry.read()
    assert len(urls) >= 10, "links/published.txt is missing or nearly empty"
    assert registry.check(built_site, urls) == []


def test_every_published_url_is_registered():
    missing = sorted(registry.current_urls() - set(registry.read()))
    assert not missing, ("URLs of this checkout are not in links/published.txt (a forum answer may link them "
                         f"once published); register them with `.venv/bin/python -m mskb.links.registry add`: {missing}")


def test_link_check_of_the_built_site(built_site):
    assert check_site(built_site) == []


def test_check_links_script_reports_a_broken_site(built_site, tmp_path):
    script = [sys.executable, "-m", "mskb", "links", "check"]
    ok = subprocess.run([*script, str(built_site)], capture_output=True, text=True)
    assert ok.returncode == 0, ok.stderr
    broken = tmp_path / "site"
    shutil.copytree(built_site, broken)
    victim = next(p for p in sorted(broken.glob("*/*.html")) if not p.parent.name in ("e", "assets", "search")
                  and p.name != "index.html")
    victim.unlink()
    r = subprocess.run([*script, str(broken)], capture_output=True, text=True)
    assert r.returncode == 1 and victim.relative_to(broken).as_posix() in r.stderr


def test_short_links_and_copy_link_data(built_site, articles):
    for a in articles:
        short = (built_site / "e" / f"{a.id}.html").read_text(encoding="utf-8")
        assert f'url=../{a.url}"' in short and "location.hash" in short
        page = (built_site / a.url).read_text(encoding="utf-8")
        m = re.search(r'<div id="mskb-link" hidden data-short-link="([^"]+)" data-title="[^"]*" '
                      r'data-site-url="([^"]*)"', page)
        assert m and m.group(1) == f"e/{a.id}.html" and m.group(2) == DEFAULT_SITE_URL, a.url


def test_offline_plugin_uses_the_vendored_shim(built_site):
    shim_dir = REPO / "docs" / "assets" / "vendor" / "iframe-worker-1.0.4"
    recorded = re.search(r"shim.js sha256: `([0-9a-f]{64})`", (shim_dir / "SOURCE.txt").read_text()).group(1)
    assert hashlib.sha256((shim_dir / "shim.js").read_bytes()).hexdigest() == recorded
    assert "MIT" in (shim_dir / "LICENSE").read_text() or "Permission is hereby granted" in (shim_dir / "LICENSE").read_text()
    for page in ("index.html", "errors/index.html"):
        html = (built_site / page).read_text(encoding="utf-8")
        assert "iframe-worker-1.0.4/shim.js" in html and "unpkg.com" not in html
    assert (built_site / "search" / "search_index.js").is_file()     # offline plugin: index as a script


EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F]")


def test_no_emoji_characters_in_page_text(built_site):
    """Status marks are Material icons (inline SVG), so nothing depends on a system emoji font."""
    for page in built_site.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        text = re.sub(r"<(pre|code|script|style)\b.*?</\1>", "", text, flags=re.S)
        text = re.sub(r"<[^>]+>", "", text)
        found = EMOJI.findall(text)
        assert not found, f"{page.relative_to(built_site)}: emoji {found[:5]} (use a Material icon)"


# --------------------------------------------------------------------------------------------------------------
# Renaming an article: without a redirect the registry check fails; with `redirect_from` it passes.
# --------------------------------------------------------------------------------------------------------------

def _rename(root: Path, old: Article, new_id: str, redirect: bool) -> None:
    docs = root / "docs"
    for md in docs.rglob("*.md"):
        text = md.read_text(encoding="utf-8")
        text = text.replace(f"{old.id}.md", f"{new_id}.md")
        if md.name != "index.md" and text.startswith("---"):
            data, body = split_front_matter(text, md)
            if old.id in data.get("related", []):
                data["related"] = [new_id if r == old.id else r for r in data["related"]]
            if md.stem == old.id:
                data["id"] = new_id
                if redirect:
                    data["redirect_from"] = [*data.get("redirect_from", []), old.id]
            text = "---\n" + yaml.safe_dump(data, allow_unicode=True, sort_keys=False) + "---\n" + body
        md.write_text(text, encoding="utf-8")
    src = docs / old.category / f"{old.id}.md"
    src.rename(src.with_name(f"{new_id}.md"))
    # Everything of an article but its page is in its folder (<category>/<id>/: code, recorded runs, reports):
    # renaming is moving one folder and one page.
    folder = root / "snippets" / old.category / old.id
    if folder.is_dir():
        folder.rename(folder.with_name(new_id))


@pytest.mark.slow
def test_renaming_an_article(tmp_path, articles):
    """Two renames in one copy and one build (a build takes ~40 s here): one article without a redirect (the
    registry check names each of its old URLs), another with `redirect_from` (nothing is reported for it)."""
    registered = set(registry.read())
    movable = [a for a in articles if a.url in registered and f"e/{a.id}.html" in registered]
    plain = movable[0] if movable else None
    assert plain is not None, "no registered article to rename (links/published.txt)"
    kept = next((a for a in movable[1:] if a.id not in plain.id and plain.id not in a.id), None)
    assert kept is not None, "no second registered article to rename"
    root = copy_repo(tmp_path / "copy")
    _rename(root, plain, f"{plain.id}-renamed", redirect=False)
    _rename(root, kept, f"{kept.id}-renamed", redirect=True)
    r = build_site(root, tmp_path / "site")
    assert r.returncode == 0, r.stderr
    problems = registry.check(tmp_path / "site", registry.read(root / "links" / "published.txt"))
    assert any(p.startswith(f"{plain.url}:") for p in problems), problems
    assert any(p.startswith(f"e/{plain.id}.html:") for p in problems), problems
    assert any(p.startswith(f"e/{plain.id}.html#") for p in problems), problems
    assert [p for p in problems if kept.id in p or p.startswith(kept.url)] == []
    assert not [p for p in check_site(tmp_path / "site") if kept.id in p]
    page = (tmp_path / "site" / kept.url).read_text(encoding="utf-8")
    assert f'url={kept.id}-renamed.html"' in page


@pytest.mark.slow
@pytest.mark.parametrize("damage, fragment", [
    (lambda t: t + "\n## 补充说明\n\n文字。\n", "heading '补充说明' has no explicit anchor"),
    (lambda t: t.replace("{#fix}", "{#solution}", 1), "standard section '解决方法' must have the anchor #fix"),
    (lambda t: t + "\n补充说明\n--------\n\n文字。\n", "heading h2 '补充说明' has anchor #补充说明"),
])
def test_heading_without_stable_anchor_fails_build_naming_page(tmp_path, articles, damage, fragment):
    art = next(a for a in articles if "{#fix}" in a.body and "## 解决方法 {#fix}" in a.body)
    root = copy_repo(tmp_path / "copy")
    page = root / "docs" / art.category / f"{art.id}.md"
    page.write_text(damage(page.read_text(encoding="utf-8")), encoding="utf-8")
    r = build_site(root, tmp_path / "site")
    assert r.returncode != 0
    assert f"docs/{art.category}/{art.id}.md" in r.stderr and fragment in r.stderr, r.stderr[-2000:]
