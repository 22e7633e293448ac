"""`python -m mskb verify` as `make verify` runs it: exit status and the failing snippet named."""
import subprocess
import sys

from .conftest import REPO


def mskb(tiny, *args):
    env = {"PATH": "/usr/bin:/bin", "MSKB_PRELOAD": "", "PYTHONPATH": str(REPO)}
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
    assert r.returncode != 0 and "docs/errors/demo.md" in r.stderr and "malformed YAML" in r.stderr
