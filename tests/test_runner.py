"""The snippet runner on tiny snippets without MindSpore: outcomes, hangs, absent hardware, both runners."""
import os

import pytest

from mskb.articles import load_articles
from mskb.runner import Runner, judge, parse_exception, type_matches
from mskb.verify import Verifier


def one_snippet(tiny, code, expect="raises ValueError", match="bad value \\d+", extra="", name="repro.py"):
    tiny.snippet(f"errors/demo/{name}", code)
    tiny.simple_article(snippets=[(f"errors/demo/{name}", expect, match if expect != "ok" else None, extra)])
    [art] = load_articles(tiny.root / "docs", tiny.root / "snippets")
    return art.snippets[0]


def verify(tiny, snippet, **kw):
    v = Verifier(tiny.root, cache_path=tiny.root / ".cache" / "c.json", **kw)
    [out] = v.run([snippet])
    return out


@pytest.mark.parametrize("runner", ["fork", "fresh"])
def test_expected_error_passes_and_is_recorded(tiny, runner):
    s = one_snippet(tiny, "print('before')\nraise ValueError('bad value 42')\n")
    with Runner(runner) as r:
        res = r.run(s, tiny.root / "snippets")
    assert res.exception == "ValueError" and res.exit_code == 1
    assert res.stdout == "before\n"
    assert 'File "<tmp>/repro.py", line 2, in <module>' in res.stderr
    assert "runpy" not in res.stderr and "mskb" not in res.stderr  # the runner's frames are cut
    assert judge(s, res) == ("pass", "")


def test_wrong_error_fails(tiny):
    s = one_snippet(tiny, "raise TypeError('bad value 1')\n")
    with Runner() as r:
        status, reason = judge(s, r.run(s, tiny.root / "snippets"))
    assert status == "fail" and "raised TypeError instead of ValueError" in reason


def test_wrong_message_fails(tiny):
    s = one_snippet(tiny, "raise ValueError('good value')\n")
    with Runner() as r:
        status, reason = judge(s, r.run(s, tiny.root / "snippets"))
    assert status == "fail" and "does not match" in reason


def test_no_longer_raises_fails(tiny):
    s = one_snippet(tiny, "print('fixed upstream')\n")
    with Runner() as r:
        status, reason = judge(s, r.run(s, tiny.root / "snippets"))
    assert status == "fail" and "no longer raises ValueError" in reason


def test_ok_snippet_that_raises_fails(tiny):
    s = one_snippet(tiny, "raise RuntimeError('boom')\n", expect="ok")
    with Runner() as r:
        status, reason = judge(s, r.run(s, tiny.root / "snippets"))
    assert status == "fail" and "RuntimeError: boom" in reason


def test_exit_code_without_traceback(tiny):
    s = one_snippet(tiny, "import sys\nsys.exit(3)\n", expect="ok")
    with Runner() as r:
        res = r.run(s, tiny.root / "snippets")
    assert res.exit_code == 3 and judge(s, res)[0] == "fail"


@pytest.mark.parametrize("runner", ["fork", "fresh"])
def test_hang_is_killed_and_named(tiny, runner):
    code = "import subprocess, sys, time\nsubprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)'])\ntime.sleep(60)\n"
    s = one_snippet(tiny, code, expect="ok", extra="timeout: 1.5")
    out = verify(tiny, s, force_runner=runner)
    assert out.status == "fail" and "timed out after 1.5 s" in out.reason
    assert out.snippet.repo_path == "snippets/errors/demo/repro.py"


def test_needs_absent_hardware_is_skipped_not_passed(tiny, monkeypatch):
    monkeypatch.setenv("MSKB_DEVICES", "cpu")
    from mskb import environments
    environments.devices_present.cache_clear()
    s = one_snippet(tiny, "raise ValueError('bad value 1')\n", extra="needs: [ascend]")
    out = verify(tiny, s)
    environments.devices_present.cache_clear()
    assert out.status == "skip" and out.reason == "needs Ascend"
    assert list((tiny.root / "snippets").rglob("runs.json")) == []


def test_missing_package_is_skipped(tiny):
    s = one_snippet(tiny, "import no_such_pkg_xyz\n", expect="ok", extra="needs: [no_such_pkg_xyz]")
    out = verify(tiny, s)
    assert out.status == "skip" and "no_such_pkg_xyz" in out.reason


def test_runs_in_temp_dir_and_leaves_repo_clean(tiny):
    s = one_snippet(tiny, "import os\nos.makedirs('rank_0/om')\nopen('rank_0/om/analyze_fail.ir','w').write('x')\n"
                          "print(os.getcwd())\n", expect="ok")
    before = sorted(p.relative_to(tiny.root) for p in tiny.root.rglob("*"))
    with Runner() as r:
        res = r.run(s, tiny.root / "snippets")
    assert res.stdout == "<tmp>\n"
    assert sorted(p.relative_to(tiny.root) for p in tiny.root.rglob("*")) == before


def test_fork_and_fresh_give_identical_output(tiny):
    code = ("import sys, os\nprint('out', os.path.basename(__file__), __name__)\n"
            "print('err', file=sys.stderr)\n"
            "def f():\n    return {}['missing']\ntry:\n    f()\nexcept KeyError as e:\n    raise ValueError('bad value 7') from e\n")
    s = one_snippet(tiny, code)
    with Runner("fork") as a, Runner("fresh") as b:
        ra, rb = a.run(s, tiny.root / "snippets"), b.run(s, tiny.root / "snippets")
    assert (ra.stdout, ra.stderr, ra.exception) == (rb.stdout, rb.stderr, rb.exception)
    assert "The above exception was the direct cause" in ra.stderr
    assert ra.stdout == "out repro.py __main__\n"


def test_parse_exception_takes_the_last_one():
    text = ("Traceback (most recent call last):\n  File \"a.py\", line 1\nKeyError: 'x'\n\nDuring handling ...\n\n"
            "Traceback (most recent call last):\n  File \"a.py\", line 3\n    g()\n"
            "grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with:\n\tstatus = X\n>\n")
    exc, body = parse_exception(text)
    assert exc == "grpc._channel._InactiveRpcError" and "status = X" in body


@pytest.mark.parametrize("actual, expected, ok", [
    ("TypeError", "TypeError", True),
    ("grpc._channel._InactiveRpcError", "_InactiveRpcError", True),
    ("grpc._channel._InactiveRpcError", "_channel._InactiveRpcError", True),
    ("mod.TypeError", "ValueError", False),
    (None, "TypeError", False),
])
def test_type_matches(actual, expected, ok):
    assert type_matches(actual, expected) is ok


def test_root_capability_is_checked_not_guessed(tiny, monkeypatch):
    s = one_snippet(tiny, "print('ok')\n", expect="ok", extra="needs: [cpu, root]")
    assert s.capabilities == ("root",) and s.packages == ()
    monkeypatch.setattr("os.geteuid", lambda: 1000)
    out = verify(tiny, s)
    assert out.status == "skip" and out.reason.startswith("needs root")


def test_declared_slow_runs_on_its_primary_lane_only_in_the_test_session(tiny):
    """`slow:` keeps the test session within its time: other lanes are reported as not run, with the reason;
    `make verify` (no slow_on_primary_only) runs them."""
    from mskb.environments import envs_for, primary_env, unmet_need

    s = one_snippet(tiny, "print('ok')\n", expect="ok", extra='slow: "waits out a long timeout on purpose"')
    assert s.slow == "waits out a long timeout on purpose"
    others = [e for e in envs_for(s) if e != primary_env(s) and unmet_need(s, e) is None]
    if not others:
        pytest.skip("no MindSpore version lane is built here (make envs)")
    v = Verifier(tiny.root, cache_path=tiny.root / ".cache" / "c.json", slow_on_primary_only=True)
    out = v.check(s, others[0])
    assert out.status == "skip" and "declared slow (waits out a long timeout on purpose)" in out.reason
    assert v.check(s, primary_env(s)).status != "skip"   # its primary lane still runs


def test_slow_needs_a_reason_and_the_budget_is_checked(tiny):
    from mskb.articles import ArticleError
    from mskb.verify import slow_budget_problem

    with pytest.raises(ArticleError, match="'slow' says why"):
        one_snippet(tiny, "print('ok')\n", expect="ok", extra='slow: "yes"')
    s = one_snippet(tiny, "print('ok')\n", expect="ok", extra='slow: "waits out a long timeout on purpose"')
    assert "declared slow" in slow_budget_problem([s])          # 1 of 1 runs: over 10 %
    assert slow_budget_problem([s.__class__(**{**s.__dict__, "slow": ""})]) is None
