"""The command line: `python -m mskb verify` as `make verify` runs it (exit status, the failing snippet named), and
`python -m mskb triage` (text, JSON, standard input, exit status, links on the configured site_url)."""
import io
import json
import re
import subprocess
import sys
from contextlib import redirect_stdout

from mskb.cli import main as cli_main

from .conftest import REPO


def mskb(tiny, *args):
    env = {"PATH": "/usr/bin:/bin", "MSKB_PRELOAD": "", "MSKB_LANES": "main", "PYTHONPATH": str(REPO)}
    return subprocess.run([sys.executable, "-m", "mskb", "--repo", str(tiny.root), *args], capture_output=True,
                          text=True, env=env, timeout=120)


def test_verify_passes_then_names_a_broken_reproducer(tiny):
    tiny.snippet("errors/demo/repro.py", "raise ValueError('bad value 1')\n")
    tiny.simple_article(snippets=[("errors/demo/repro.py", "raises ValueError", "bad value \\d+", "")])
    assert mskb(tiny, "verify", "--bless").returncode == 0
    ok = mskb(tiny, "verify")
    assert ok.returncode == 0 and "1 passed, 0 failed" in ok.stdout
    tiny.snippet("errors/demo/repro.py", "print('the bug is gone')\n")
    broken = mskb(tiny, "verify")
    assert broken.returncode == 1
    assert "FAILED snippets/errors/demo/repro.py (article demo" in broken.stdout
    assert "no longer raises ValueError" in broken.stdout


def test_verify_names_a_hanging_snippet(tiny):
    tiny.snippet("errors/demo/repro.py", "import time\ntime.sleep(30)\n")
    tiny.simple_article(snippets=[("errors/demo/repro.py", "ok", None, "timeout: 1")])
    r = mskb(tiny, "verify")
    assert r.returncode == 1
    assert "FAILED snippets/errors/demo/repro.py" in r.stdout and "timed out after 1 s" in r.stdout


def test_check_names_broken_page(tiny):
    tiny.article("errors", "demo", "id: demo\ntitle: [unclosed\n")
    r = mskb(tiny, "check")
    # Listed as a problem like any other (the other pages are still checked), and the run fails.
    assert r.returncode != 0 and "docs/errors/demo.md" in r.stdout and "malformed YAML" in r.stdout


def triage_cli(*argv) -> tuple[int, str]:
    buf = io.StringIO()
    with redirect_stdout(buf):
        rc = cli_main(["triage", *argv])
    return rc, buf.getvalue()


def test_triage_json(tmp_path, cases):
    case = next(c for c in cases if c.kind == "traceback")
    f = tmp_path / "paste.log"
    f.write_text(case.text, encoding="utf-8")
    rc, out = triage_cli("--json", "--base-url", "https://kb.example.org/mskb/", str(f))
    data = json.loads(out)
    assert rc == 0 and data[0]["id"] == case.expect
    assert set(data[0]) == {"id", "title", "url", "score", "tier", "matched", "guess"}
    assert data[0]["url"].startswith("https://kb.example.org/mskb/") and data[0]["url"].endswith(".html")
    from mskb.lookup.rules import TIERS

    # Best tier first; within a tier, best score first.
    keys = [(TIERS.index(d["tier"]), -d["score"]) for d in data]
    assert keys == sorted(keys)


def test_triage_text_and_stdin(cases):
    case = next(c for c in cases if c.kind == "line")
    p = subprocess.run([sys.executable, "-m", "mskb", "triage", "-"], input=case.text, capture_output=True,
                       text=True, cwd=REPO, timeout=120)
    assert p.returncode == 0, p.stderr
    first = p.stdout.splitlines()[0]
    assert f"[{case.expect}]" in first
    assert re.search(r"^   https?://\S+\.html$", p.stdout, re.M)
    assert "signature" in p.stdout


def test_triage_exit_status_says_what_was_found(tmp_path, cases):
    """0: an error signature matched; 1: only guesses (a question); 2: no article covers it yet."""
    from mskb.lookup_cases import load_out_of_scope

    def run(text, *flags):
        f = tmp_path / "paste.log"
        f.write_text(text, encoding="utf-8")
        return triage_cli(*flags, str(f))

    line = next(c for c in cases if c.kind == "line")
    assert run(line.text)[0] == 0
    question = next(c for c in cases if c.kind == "zh" and run(c.text, "--json")[0] == 1)
    assert json.loads(run(question.text, "--json")[1])[0]["guess"] is True
    assert run("\n\n") == (2, run("\n\n")[1]) and "no article covers this error yet" in run("\n\n")[1]
    assert run("\n\n", "--json") == (2, "[]\n")
    unknown = next(c for c in load_out_of_scope() if c.kind == "traceback" and run(c.text)[0] == 2)
    rc, out = run(unknown.text)
    assert rc == 2 and "basics/read-mindspore-errors.html" in out


def test_triage_base_url_defaults_to_site_url(tmp_path, monkeypatch, cases):
    monkeypatch.setenv("MSKB_SITE_URL", "https://mirror.example.cn/kb/")
    f = tmp_path / "paste.log"
    f.write_text(cases[0].text, encoding="utf-8")
    data = json.loads(triage_cli("--json", str(f))[1])
    assert data[0]["url"].startswith("https://mirror.example.cn/kb/")
