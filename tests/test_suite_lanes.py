"""Suite lanes (envs/lanes.yaml entries with `suite`): a suite on the MindSpore version it needs. They are not
version lanes, their lane names say the suite, their pages show the suite's version beside MindSpore's, locks are
installed as they are, and every run gets a HOME of its own."""
from __future__ import annotations

import sys

import pytest

from mskb import envbuild, environments, matrix
from mskb.articles import Snippet
from mskb.environments import ENVIRONMENTS, Environment, envs_for, suite_lanes, version_lanes
from mskb.runner import Runner

from .conftest import REPO


def test_suite_lanes_are_not_version_lanes():
    suites = suite_lanes()
    assert suites, "envs/lanes.yaml declares suite lanes"
    assert not {e.name for e in suites} & {e.name for e in version_lanes()}
    # One lane name per environment: two suite lanes on MindSpore 2.7.0 never share one, nor with a version lane.
    lanes = [e.lane() for e in ENVIRONMENTS.values() if e.mindspore]
    assert len(lanes) == len(set(lanes)), lanes


def test_every_suite_lane_pins_its_suites_and_mindspore():
    for env in suite_lanes():
        assert env.lock.is_file(), f"envs/{env.name}.lock"
        assert env.mindspore, env.name
        assert set(env.suite_versions) == set(env.suites), f"{env.name}: {env.lock.name} pins {env.suite_versions}"
        assert env.lane().endswith("-" + "+".join(env.suites))


def test_a_suite_column_says_the_suite_version_beside_mindspore():
    nlp = ENVIRONMENTS["ms2.7nlp"]
    assert matrix.column_label(nlp) == f"{nlp.mindspore} + mindnlp {nlp.suite_versions['mindnlp']}"


def test_a_snippet_runs_on_a_suite_lane_only_when_it_names_it():
    plain = Snippet("x/y/repro.py", "ok", None, "cpu", "main", (), "fork", 60.0, (), "y", (), None, "", "")
    named = Snippet("x/y/repro.py", "ok", None, "cpu", "ms2.7nlp", (), "fork", 60.0, (), "y", (), None, "", "")
    assert not {e.name for e in envs_for(plain)} & {e.name for e in suite_lanes()}
    assert [e.name for e in envs_for(named)] == ["ms2.7nlp"]


def test_suite_fields_need_a_suite(tmp_path, monkeypatch):
    lanes = tmp_path / "lanes.yaml"
    lanes.write_text('- {name: ms2.7x, python: "3.11", excludes: [torch], install: [mindspore==2.7.0]}\n')
    monkeypatch.setattr(environments, "LANES_FILE", lanes)
    with pytest.raises(environments.LanesFileError, match="excludes and smoke_imports belong to a suite lane"):
        environments._version_lanes()


def test_a_lock_is_installed_without_resolving_again(monkeypatch, tmp_path):
    """Resolving mindnlp's lock again would bring back torch and the CUDA stack its lane excludes."""
    calls = []
    monkeypatch.setattr(envbuild, "_pip", lambda python, *args, excludes=(): calls.append((args, excludes)))
    monkeypatch.setattr(envbuild, "smoke", lambda env: "2.7.0 CPU")
    monkeypatch.setattr(envbuild, "REPO", tmp_path)
    monkeypatch.setattr(envbuild, "find_python", lambda version: sys.executable)
    env = ENVIRONMENTS["ms2.7nlp"]
    (tmp_path / env.venv / "bin").mkdir(parents=True)
    (tmp_path / env.venv / "bin" / "python").symlink_to(sys.executable)
    envbuild.build(env)
    assert calls == [(("--no-deps", "-r", str(env.lock)), ())]


def test_first_install_of_a_suite_lane_passes_its_excludes(monkeypatch, tmp_path):
    calls = []
    monkeypatch.setattr(envbuild, "_pip", lambda python, *args, excludes=(): calls.append((args, excludes)))
    monkeypatch.setattr(envbuild, "smoke", lambda env: "2.7.0 CPU")
    monkeypatch.setattr(envbuild, "_freeze", lambda python: "mindspore==2.7.0\nmindnlp==0.5.1\n")
    monkeypatch.setattr(envbuild, "REPO", tmp_path)
    monkeypatch.setattr(envbuild, "find_python", lambda version: sys.executable)
    lock = tmp_path / "new.lock"
    env = Environment("ms2.7new", ".venv-new", "-mindnlp", "", "3.11", False, ("mindspore==2.7.0", "mindnlp==0.5.1"),
                      suites=("mindnlp",), excludes=("torch",), smoke_imports=("mindnlp",))
    monkeypatch.setattr(Environment, "lock", property(lambda self: lock))
    (tmp_path / ".venv-new" / "bin").mkdir(parents=True)
    (tmp_path / ".venv-new" / "bin" / "python").symlink_to(sys.executable)
    envbuild.build(env)
    assert calls == [(("mindspore==2.7.0", "mindnlp==0.5.1"), ("torch",))]
    assert "(excluding torch)" in lock.read_text().splitlines()[0]


def test_a_suite_lane_run_gets_its_own_home(tmp_path, monkeypatch):
    """mindcv leaves a zero-byte checkpoint in ~/.mindspore after a failed download, and the next run fails
    differently: each run on a suite lane has a HOME of its own, inside its temporary folder."""
    folder = tmp_path / "s"
    folder.mkdir()
    (folder / "home.py").write_text("import os, pathlib\n"
                                    "print(os.environ['HOME'])\n"
                                    "p = pathlib.Path.home() / '.mindspore'\n"
                                    "print('left by an earlier run' if p.exists() else 'clean')\n"
                                    "p.mkdir()\n")
    env = Environment("suite-test", None, "-x", "", suites=("mindnlp",))
    monkeypatch.setitem(ENVIRONMENTS, env.name, env)   # the handbook's own interpreter, as a suite lane
    snippet = Snippet("home.py", "ok", None, "cpu", "main", (), "fork", 60.0, (), "s", (), None, "", "")
    with Runner() as runner:
        first = runner.run(snippet, tmp_path / "s", env)
        second = runner.run(snippet, tmp_path / "s", env)
    assert first.stdout.splitlines() == ["<tmp>/.home", "clean"], first.stderr
    assert second.stdout == first.stdout
    assert first.runner == "fresh"


def test_a_suite_page_may_name_its_lanes_mindspore_version_with_a_plain_run_link():
    """`mskb check` asks a version-notes sentence naming a MindSpore version for a version statement; on a suite
    page a run on the suite lane shows the version its lock pins, and only that one."""
    from mskb.articles import load_articles
    from mskb.claims import _suite_run_shows

    articles = {a.id: a for a in load_articles(REPO / "docs", REPO / "snippets")}
    suite_page = articles["mindcv-version-pairing"]
    pinned = ENVIRONMENTS["ms2.7cv"].mindspore
    assert _suite_run_shows(suite_page, f"本站是 MindSpore {pinned}（[实测](run:versions.py)）。", pinned)
    assert not _suite_run_shows(suite_page, "本站是 MindSpore 2.10.0（[实测](run:versions.py)）。", "2.10.0")
    assert not _suite_run_shows(suite_page, f"本站是 MindSpore {pinned}。", pinned)
    version_page = articles["suite-version-pairing"]   # its snippet runs on the version lanes: needs a statement
    assert not _suite_run_shows(version_page, "2.9.0 上如此（[实测](run:installed.py)）。", "2.9.0")
