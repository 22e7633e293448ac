"""Every article snippet on every MindSpore lane it runs on, run here and held to its declaration (on its primary
lane) and to the committed evidence (on every lane): one test each.

Like FastAPI's tests/test_tutorial mirroring docs_src: the pages include these files, these tests run them.
A run whose needs are absent here (Ascend, an environment not built, ...) is reported as skipped with the reason.
"""
import pytest

from mskb.articles import load_articles
from mskb.environments import envs_for
from mskb.verify import Verifier

from .conftest import REPO
from .snippet_session import RUNS_KEY

SNIPPETS = [s for a in load_articles(REPO / "docs", REPO / "snippets") for s in a.snippets]
RUNS = [(s, e.name) for s in SNIPPETS for e in envs_for(s)]


@pytest.fixture(scope="session")
def outcomes(request):
    # One parallel run (cores + 1 workers, a pre-imported parent per environment, local cache) for the whole session,
    # started in the background when the tests were collected (snippet_session.py).
    runs = request.config.stash.get(RUNS_KEY, None)
    if runs is not None:
        return runs.outcomes()
    return {(o.snippet.path, o.env): o for o in Verifier(REPO).run(SNIPPETS)}


@pytest.mark.snippets
@pytest.mark.parametrize("snippet, env", RUNS, ids=[f"{s.path}[{e}]" for s, e in RUNS])
def test_snippet(snippet, env, outcomes):
    out = outcomes[snippet.path, env]
    if out.status == "skip":
        pytest.skip(f"not run here: {out.reason}")
    assert out.status == "pass", f"{snippet.repo_path} on {env} (article {snippet.article_id}): {out.reason}\n{out.diff}"
