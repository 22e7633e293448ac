"""Benchmark snippet verification across the MindSpore version lanes; prints figures (asserts nothing about time).

  per lane   `make verify LANE=<name>` with an empty local cache (cold: every snippet runs and is compared with the
             committed evidence), then again on the unchanged tree (warm: the local cache)
  all lanes  one `make verify` over every lane, cold then warm: what a fresh clone's `make test` pays
  cpu, slow  CPU seconds per lane (the floor on 2 cores is half of it) and every run over 10 s
  identity   (--identity) fork and fresh runners give identical normalised evidence, lane by lane; exits non-zero
             if a fork-declared snippet differs (snippets declared `runner: fresh` are expected to differ)

Usage: python scripts/bench_verify.py [--article ID] [--lane NAME ...] [--identity]
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from mskb.articles import load_articles
from mskb.environments import ENVIRONMENTS, REPO, envs_for, unmet_need
from mskb.normalize import comparable
from mskb.runner import Runner
from mskb.verify import Verifier


SLOW_SECONDS = 10.0   # issue 19: no run longer than this unless declared slow


def timed_verify(snippets, lanes, cache: Path) -> tuple[float, list]:
    start = time.monotonic()
    out = Verifier(REPO, cache_path=cache).run(snippets, lanes=lanes)
    return time.monotonic() - start, out


def view(r) -> tuple:
    return (r.exit_code, r.timed_out, r.exception, comparable(r.stdout), comparable(r.stderr),
            tuple(sorted((k, comparable(v)) for k, v in r.artifacts.items())))


def identity(snippets, env) -> tuple[int, list[str]]:
    """Fork vs fresh on one lane: (snippets compared, paths that differ)."""
    jobs = [s for s in snippets if s.runner != "fresh" and env in envs_for(s) and unmet_need(s, env) is None]

    def both(runner_name):
        with Runner(runner_name) as runner, ThreadPoolExecutor(2) as pool:
            return dict(zip([s.path for s in jobs], pool.map(lambda s: runner.run(s, REPO / "snippets", env), jobs)))

    fresh, fork = both("fresh"), both("fork")
    return len(jobs), [p for p in fresh if view(fresh[p]) != view(fork[p])]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--article")
    ap.add_argument("--lane", action="append", help="only these lanes (default: every lane built here)")
    ap.add_argument("--identity", action="store_true", help="also compare fork and fresh runners on each lane")
    args = ap.parse_args()
    articles = load_articles(REPO / "docs", REPO / "snippets")
    snippets = [s for a in articles for s in a.snippets if not args.article or a.id == args.article]
    lanes = [e for e in ENVIRONMENTS.values() if any(e in envs_for(s) for s in snippets)
             and (not args.lane or e.name in args.lane)]
    print(f"{len(snippets)} snippets, {len(lanes)} lanes, {os.cpu_count()} cores")
    rows, failed, slow = [], 0, []
    with tempfile.TemporaryDirectory() as tmp:
        for env in lanes:
            cache = Path(tmp) / f"{env.name}.json"
            cold_s, cold = timed_verify(snippets, [env.name], cache)
            warm_s, warm = timed_verify(snippets, [env.name], cache)
            ran = [o for o in cold if o.status != "skip"]
            failed += sum(o.status == "fail" for o in cold)
            rows.append((f"{env.name} ({env.lane()})", len(ran), len(cold) - len(ran), cold_s,
                         sum(o.cpu for o in ran), warm_s, sum(o.cached for o in warm)))
            slow.extend((o.seconds, o.cpu, env.name, o.snippet.repo_path, bool(o.snippet.slow))
                        for o in ran if o.seconds > SLOW_SECONDS)
        cache = Path(tmp) / "all.json"
        all_cold, cold = timed_verify(snippets, [e.name for e in lanes], cache)
        all_warm, warm = timed_verify(snippets, [e.name for e in lanes], cache)
        rows.append(("all lanes in one run", sum(o.status != "skip" for o in cold),
                     sum(o.status == "skip" for o in cold), all_cold, sum(o.cpu for o in cold if o.status != "skip"),
                     all_warm, sum(o.cached for o in warm)))
    # cpu s: CPU seconds of the runs (and the processes they waited for). On a 2-core machine a lane cannot take
    # less than half of it, however the runs are scheduled.
    print(f"\n| {'lane':52} | runs | not run | cold s | cpu s  | warm s | warm reused |")
    print(f"|{'-' * 54}|------|---------|--------|--------|--------|-------------|")
    for name, n, skipped, cold_s, cpu_s, warm_s, reused in rows:
        print(f"| {name:52} | {n:4d} | {skipped:7d} | {cold_s:6.1f} | {cpu_s:6.1f} | {warm_s:6.2f} | {reused:11d} |")
    print(f"\nruns over {SLOW_SECONDS:.0f} s (cold, per lane): {len(slow)}, {sum(r[0] for r in slow):.0f} s wall, "
          f"{sum(r[1] for r in slow):.0f} s CPU")
    for seconds, cpu, lane, path, declared in sorted(slow, reverse=True):
        print(f"  {seconds:6.1f} s  cpu {cpu:6.1f} s  {lane:8}  {path}{'' if declared else '   NOT DECLARED slow'}")
    undeclared = sorted({r[3] for r in slow if not r[4]})
    declared_runs = sum(1 for s_ in snippets for e in envs_for(s_) if s_.slow)
    all_runs = sum(len(envs_for(s_)) for s_ in snippets)
    print(f"declared slow: {declared_runs} of {all_runs} runs ({100 * declared_runs / max(all_runs, 1):.1f} %, at "
          f"most 10 %); over {SLOW_SECONDS:.0f} s without a `slow:` reason: {len(undeclared)}"
          + "".join(f"\n  {p}" for p in undeclared))
    print(f"\ncold runs that failed verification: {failed}")
    differ_any = False
    if args.identity:
        for env in lanes:
            n, differ = identity(snippets, env)
            differ_any |= bool(differ)
            print(f"fork vs fresh on {env.name}: {n - len(differ)} identical, {len(differ)} different"
                  + "".join(f"\n  DIFFERENT {p}" for p in differ))
    return 1 if differ_any else 0


if __name__ == "__main__":
    sys.exit(main())
