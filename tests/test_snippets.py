"""Every article snippet, run here and held to its declaration and committed evidence (one test each).

Like FastAPI's tests/test_tutorial mirroring docs_src: the pages include these files, these tests run them.
A snippet whose needs are absent here (Ascend, Python 3.9, ...) is reported as skipped with the reason.
"""
import pytest

from mskb.articles import load_articles
from mskb.verify import Verifier

from .conftest import REPO

SNIPPETS = [s for a in load_articles(REPO / "docs", REPO / "snippets") for s in a.snippets]


@pytest.fixture(scope="session")
def outcomes():
    # One parallel run (two workers, pre-imported parents, local cache) for the whole session.
    return {o.snippet.path: o for o in Verifier(REPO).run(SNIPPETS)}


@pytest.mark.slow
@pytest.mark.parametrize("snippet", SNIPPETS, ids=[s.path for s in SNIPPETS])
def test_snippet(snippet, outcomes):
    out = outcomes[snippet.path]
    if out.status == "skip":
        pytest.skip(f"not run here: {out.reason}")
    assert out.status == "pass", f"{snippet.repo_path} (article {snippet.article_id}): {out.reason}\n{out.diff}"
