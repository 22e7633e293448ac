"""`make bundle`: exactly one zip in dist/, which unzipped under a path with spaces and Chinese characters opens from
disk (index.html) and searches and triages with zero requests outside it."""
from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from .browser import Session, run_search, run_triage, search_case, triage_case, url_of
from .conftest import REPO

BUNDLE = [sys.executable, "-m", "mskb", "bundle"]


@pytest.fixture(scope="module")
def bundled(built_site, tmp_path_factory) -> Path:
    dist = tmp_path_factory.mktemp("dist")
    (dist / "old-bundle.zip").write_bytes(b"stale")        # an earlier bundle: must be replaced, not kept
    r = subprocess.run([*BUNDLE, "--site", str(built_site), "--dist", str(dist)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return dist


def test_exactly_one_zip_in_dist(bundled):
    zips = list(bundled.glob("*.zip"))
    assert len(zips) == 1 and zips[0].name != "old-bundle.zip", zips
    assert [p.name for p in bundled.iterdir()] == [zips[0].name]


def test_zip_holds_the_site_in_one_folder(bundled, built_site):
    with zipfile.ZipFile(next(bundled.glob("*.zip"))) as z:
        names = z.namelist()
        assert z.testzip() is None
    top = {n.split("/")[0] for n in names}
    assert len(top) == 1
    folder = top.pop()
    site_files = {p.relative_to(built_site).as_posix() for p in built_site.rglob("*") if p.is_file()}
    assert {n[len(folder) + 1:] for n in names} == site_files | {"README.txt"}
    assert f"{folder}/index.html" in names and f"{folder}/search/search_index.js" in names


def test_bundle_is_reproducible(bundled, built_site, tmp_path):
    r = subprocess.run([*BUNDLE, "--site", str(built_site), "--dist", str(tmp_path)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    first, second = next(bundled.glob("*.zip")), next(tmp_path.glob("*.zip"))
    assert first.name == second.name and first.read_bytes() == second.read_bytes()


def test_bundle_refuses_a_site_with_outside_requests(built_site, tmp_path):
    import shutil
    site = tmp_path / "site"
    shutil.copytree(built_site, site)
    index = site / "index.html"
    index.write_text(index.read_text(encoding="utf-8").replace(
        "</head>", '<script src="https://unpkg.com/iframe-worker/shim"></script></head>'), encoding="utf-8")
    r = subprocess.run([*BUNDLE, "--site", str(site), "--dist", str(tmp_path / "dist")], capture_output=True, text=True)
    assert r.returncode != 0 and "unpkg.com" in r.stderr
    assert not list((tmp_path / "dist").glob("*.zip"))


def test_make_bundle_builds_then_packs():
    r = subprocess.run(["make", "-n", "bundle"], cwd=REPO, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    build = next(i for i, line in enumerate(lines) if "mkdocs build" in line)
    pack = next(i for i, line in enumerate(lines) if "mskb bundle" in line)
    assert build < pack


@pytest.mark.browser
def test_unzipped_bundle_searches_and_triages(reader_browser, bundled, articles, tmp_path):
    dest = tmp_path / "下载 的 文件 (offline)"
    with zipfile.ZipFile(next(bundled.glob("*.zip"))) as z:
        z.extractall(dest)
    (site,) = [p.parent for p in dest.glob("*/index.html")]
    art, word = search_case(articles)
    aid, text = triage_case(articles, REPO / "snippets")
    s = Session(reader_browser)
    s.page.goto(url_of(site, "index.html"))
    run_search(s.page, word, art.url)
    s.page.goto(url_of(site, "triage.html"))
    run_triage(s.page, text, aid)
    s.close("bundle")
