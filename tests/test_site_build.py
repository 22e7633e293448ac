"""A strict build of the real site, and of broken copies of it that must fail naming the file."""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mskb.articles import load_articles

from .conftest import REPO

ENV = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "DISABLE_MKDOCS_2_WARNING": "true"}


def mkdocs_build(root: Path, site_dir: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(site_dir)],
                          cwd=root, capture_output=True, text=True, env=ENV, timeout=600)


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> Path:
    site = tmp_path_factory.mktemp("site")
    r = mkdocs_build(REPO, site)
    assert r.returncode == 0, r.stderr
    return site


@pytest.fixture
def repo_copy(tmp_path) -> Path:
    root = tmp_path / "copy"
    for name in ("docs", "snippets", "evidence", "hooks", "mskb"):
        shutil.copytree(REPO / name, root / name, ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("mkdocs.yml", "requirements.lock"):
        shutil.copy(REPO / name, root / name)
    return root


def test_catalog_lists_every_article_with_verification(built_site):
    catalog = json.loads((built_site / "catalog.json").read_text())
    articles = load_articles(REPO / "docs", REPO / "snippets")
    assert catalog["mindspore"] == "2.10.0"
    assert {a["id"] for a in catalog["articles"]} == {a.id for a in articles}
    for entry in catalog["articles"]:
        assert (built_site / entry["url"]).is_file(), entry["url"]
        assert entry["verification"], entry["id"]
        for row in entry["verification"]:
            assert row["expect"] == "ok" or row["expect"].startswith("raises ")
            assert row["status"] in ("pass", "fail", "skip")
            assert (REPO / row["snippet"]).is_file()


def test_cpu_lane_articles_pass(built_site):
    catalog = json.loads((built_site / "catalog.json").read_text())
    for entry in catalog["articles"]:
        for row in entry["verification"]:
            if row["lane"] and row["lane"].startswith("cpu-py311"):
                assert row["status"] == "pass" and not row["stale"], (entry["id"], row)


def test_short_links_redirect_to_articles(built_site):
    catalog = json.loads((built_site / "catalog.json").read_text())
    for entry in catalog["articles"]:
        page = (built_site / "e" / f"{entry['id']}.html").read_text()
        assert f'url=../{entry["url"]}"' in page
        assert (built_site / "e" / f"../{entry['url']}").resolve().is_file()


def test_pages_show_recorded_output_and_verification(built_site):
    html = (built_site / "errors" / "primitive-attr-type.html").read_text()
    assert 'id="verification"' in html and "cpu-py311-ms2.10.0" in html
    # The reproducer's recorded traceback (from evidence, not typed into the page) is shown under it.
    assert "For &#x27;TopK&#x27;, the type of &#x27;sorted&#x27; should be &#x27;bool&#x27;" in html
    assert "<!-- mskb:" not in html


@pytest.mark.parametrize("damage, fragment", [
    (lambda t: t.replace("id: graph-try-except\n", ""), "docs/modes/graph-try-except.md: field 'id'"),
    (lambda t: t.replace("tags: [", "tags: [[", 1), "docs/modes/graph-try-except.md: malformed YAML"),
    (lambda t: t.replace("path: fix.py", "path: nope.py"),
     "snippets/modes/graph-try-except/nope.py does not exist"),
])
def test_broken_page_fails_build_naming_file(repo_copy, tmp_path, damage, fragment):
    page = repo_copy / "docs" / "modes" / "graph-try-except.md"
    page.write_text(damage(page.read_text()))
    r = mkdocs_build(repo_copy, tmp_path / "out")
    assert r.returncode != 0
    assert fragment in r.stderr + r.stdout


def test_duplicate_id_fails_build(repo_copy, tmp_path):
    src = repo_copy / "docs" / "modes" / "graph-try-except.md"
    text = src.read_text().replace("category: modes", "category: errors")
    text = text[:text.index("snippets:")] + "snippets: []\nrelated: []\n---\n# copy\n"
    (repo_copy / "docs" / "errors" / "graph-try-except.md").write_text(text)
    r = mkdocs_build(repo_copy, tmp_path / "out")
    assert r.returncode != 0 and "duplicate id 'graph-try-except'" in r.stderr
