"""Benchmark snippet verification; prints figures (it asserts nothing about time).

  naive   one `python snippet.py` per snippet, one after another (what a shell loop would do)
  fresh   mskb's fresh-interpreter runner on both cores
  fork    mskb's pre-imported parent (fork per snippet) on both cores, parent start-up included
  cold    `make verify` with an empty local cache (runs + comparison with committed evidence)
  warm    `make verify` again on the unchanged tree (local cache)

It also proves that the fork and fresh runners give identical normalised evidence on every snippet that can run here,
and exits non-zero if any differs.

Usage: python scripts/bench_verify.py [--article ID] [--identity-only]
(--identity-only: just the fork/fresh comparison and their timings, no naive or verify runs)
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from mskb.articles import load_articles  # noqa: E402
from mskb.environments import ENVIRONMENTS, unmet_need  # noqa: E402
from mskb.normalize import comparable  # noqa: E402
from mskb.runner import Runner  # noqa: E402
from mskb.verify import Verifier  # noqa: E402


def naive(snippets) -> float:
    start = time.monotonic()
    for s in snippets:
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run([ENVIRONMENTS[s.env].python, str(REPO / "snippets" / s.path)], cwd=tmp,
                           capture_output=True, timeout=s.timeout + 30)
    return time.monotonic() - start


def pass_with(runner_name: str, snippets) -> tuple[float, dict]:
    start = time.monotonic()
    with Runner(runner_name) as runner, ThreadPoolExecutor(2) as pool:
        results = dict(zip([s.path for s in snippets],
                           pool.map(lambda s: runner.run(s, REPO / "snippets"), snippets)))
    return time.monotonic() - start, results


def view(r) -> tuple:
    return (r.exit_code, r.timed_out, r.exception, comparable(r.stdout), comparable(r.stderr),
            tuple(sorted((k, comparable(v)) for k, v in r.artifacts.items())))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--article")
    ap.add_argument("--identity-only", action="store_true")
    args = ap.parse_args()
    articles = load_articles(REPO / "docs", REPO / "snippets")
    snippets = [s for a in articles for s in a.snippets if not args.article or a.id == args.article]
    runnable = [s for s in snippets if unmet_need(s) is None]
    main_env = [s for s in runnable if s.env == "main"]
    print(f"{len(snippets)} snippets, {len(runnable)} runnable here ({len(main_env)} in the main environment), "
          f"{os.cpu_count()} cores")

    t_fresh, fresh = pass_with("fresh", main_env)
    t_fork, fork = pass_with("fork", main_env)
    # Snippets declared `runner: fresh` need a new interpreter (they set variables before MindSpore is imported):
    # a forced fork is expected to differ there, so the identity claim is about the fork-declared ones.
    declared_fresh = {s.path for s in main_env if s.runner == "fresh"}
    expected = [p for p in fresh if p in declared_fresh and view(fresh[p]) != view(fork[p])]
    for p in expected:
        print(f"  expected difference (declared runner: fresh): {p}")
    main_env = [s for s in main_env if s.path not in declared_fresh]
    differ = [s.path for s in main_env if view(fresh[s.path]) != view(fork[s.path])]
    if args.identity_only:
        print(f"fresh runner {t_fresh:.1f} s, fork runner {t_fork:.1f} s ({len(main_env)} snippets, 2 workers)")
        return report(differ, fresh, fork, main_env)
    t_naive = naive(runnable)

    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp) / "cache.json"
        start = time.monotonic()
        cold = Verifier(REPO, cache_path=cache).run(runnable)
        t_cold = time.monotonic() - start
        start = time.monotonic()
        warm = Verifier(REPO, cache_path=cache).run(runnable)
        t_warm = time.monotonic() - start

    rows = [
        ("naive: python per snippet, sequential", t_naive, len(runnable)),
        ("fresh runner, 2 workers (main env)", t_fresh, len(main_env)),
        ("fork runner, 2 workers (main env)", t_fork, len(main_env)),
        ("make verify, cold cache", t_cold, len(runnable)),
        ("make verify, warm cache", t_warm, len(runnable)),
    ]
    print(f"\n{'run':45} {'seconds':>8} {'snippets':>9} {'vs naive':>9}")
    for name, t, n in rows:
        print(f"{name:45} {t:8.1f} {n:9d} {t / t_naive if t_naive else 0:8.2f}x")
    print(f"\ncold verify: {sum(o.status == 'pass' for o in cold)} passed, {sum(o.status == 'fail' for o in cold)} "
          f"failed; warm verify reused {sum(o.cached for o in warm)} of {len(warm)} from the cache")
    return report(differ, fresh, fork, main_env)


def report(differ, fresh, fork, main_env) -> int:
    print(f"fork vs fresh normalised evidence on fork-declared snippets: {len(main_env) - len(differ)} identical, "
          f"{len(differ)} different")
    for p in differ:
        a, b = view(fresh[p]), view(fork[p])
        print(f"  DIFFERENT {p}: " + ", ".join(
            name for name, x, y in zip(("exit", "timeout", "exception", "stdout", "stderr", "artifacts"), a, b)
            if x != y))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
