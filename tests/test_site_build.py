"""A strict build of the real site, and of broken copies of it that must fail naming the file."""
import json
import re
from pathlib import Path

import pytest

from .conftest import REPO, build_site, copy_repo


@pytest.fixture
def repo_copy(tmp_path) -> Path:
    return copy_repo(tmp_path / "copy")


def test_catalog_lists_every_article_with_verification(built_site, articles):
    catalog = json.loads((built_site / "catalog.json").read_text())
    assert catalog["mindspore"] == "2.10.0"
    assert {a["id"] for a in catalog["articles"]} == {a.id for a in articles}
    for entry in catalog["articles"]:
        assert (built_site / entry["url"]).is_file(), entry["url"]
        # A page for hardware this site lacks may rest on public reports alone, when no CPU run shows anything.
        assert entry["verification"] or entry["reported"], entry["id"]
        for row in entry["verification"]:
            assert row["expect"] == "ok" or row["expect"].startswith("raises ")
            assert row["status"] in ("pass", "fail", "skip")
            assert (REPO / row["snippet"]).is_file()


def test_every_snippet_holds_on_its_primary_lane_and_no_record_is_stale(built_site):
    """The declaration holds where it must (2.10, or the newest lane a snippet runs on); on the other versions any
    outcome is data, but no record may be stale."""
    catalog = json.loads((built_site / "catalog.json").read_text())
    for entry in catalog["articles"]:
        for row in entry["verification"]:
            if row["primary"] and row["lane"]:
                assert row["status"] == "pass", (entry["id"], row)
            assert not row["stale"], (entry["id"], row)


def test_catalog_records_outcomes_on_six_versions(built_site):
    """Issue: outcomes on >= 6 MindSpore versions, a 1.x and a 2.1-2.6-era build among them; >= 80% of the
    articles with recorded outcomes on the version lanes on >= 4 versions. (A suite lane is one MindSpore version
    with a suite, and a page resting on public reports records nothing: neither counts here.)"""
    from mskb.environments import version_lanes

    version_lane_names = {e.lane() for e in version_lanes()}
    catalog = json.loads((built_site / "catalog.json").read_text())
    recorded = {a["id"]: {r["mindspore"] for r in a["verification"] if r["lane"] in version_lane_names}
                for a in catalog["articles"]}
    recorded = {a: vs for a, vs in recorded.items() if vs}
    versions = set().union(*recorded.values())
    assert len(versions) >= 6 and any(v.startswith("1.") for v in versions), versions
    assert any(v.startswith(("2.1", "2.2", "2.3", "2.4", "2.5", "2.6")) for v in versions), versions
    wide = [a for a, vs in recorded.items() if len(vs) >= 4]
    assert len(wide) >= 0.8 * len(recorded), {a: sorted(vs) for a, vs in recorded.items() if a not in wide}


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


def test_embedded_triage_index_is_the_python_index(built_site, triage_index):
    text = (built_site / "assets" / "javascripts" / "mskb-triage-index.js").read_text(encoding="utf-8")
    m = re.fullmatch(r"window\.MSKB_TRIAGE_INDEX = JSON\.parse\((.*)\);\n", text, re.S)
    assert m, "unexpected index script"
    assert json.loads(json.loads(m.group(1))) == json.loads(json.dumps(triage_index))


@pytest.mark.parametrize("damage, fragment", [
    (lambda t: t.replace("id: graph-try-except\n", "id: graph-try-excep\n"), "docs/modes/graph-try-except.md: field 'id'"),
    (lambda t: t.replace("tags: [", "tags: [[", 1), "docs/modes/graph-try-except.md: malformed YAML"),
    (lambda t: t.replace("path: fix.py", "path: nope.py"),
     "snippets/modes/graph-try-except/nope.py does not exist"),
])
def test_broken_page_fails_build_naming_file(repo_copy, tmp_path, damage, fragment):
    page = repo_copy / "docs" / "modes" / "graph-try-except.md"
    page.write_text(damage(page.read_text()))
    r = build_site(repo_copy, tmp_path / "out")
    assert r.returncode != 0
    assert fragment in r.stderr + r.stdout


def test_duplicate_id_fails_build(repo_copy, tmp_path):
    src = repo_copy / "docs" / "modes" / "graph-try-except.md"
    text = src.read_text().replace("category: modes", "category: errors")
    text = text[:text.index("snippets:")] + "snippets: []\nrelated: []\n---\n# copy\n"
    (repo_copy / "docs" / "errors" / "graph-try-except.md").write_text(text)
    r = build_site(repo_copy, tmp_path / "out")
    assert r.returncode != 0 and "duplicate id 'graph-try-except'" in r.stderr
