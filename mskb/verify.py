"""`make verify`: run every snippet on every lane this machine has and hold it to its declaration and evidence.

A snippet runs on each MindSpore version lane its `versions` range admits (mskb.environments.envs_for). On its
primary lane (the handbook's own environment when it runs there) the run must do what the front matter declares;
on the other lanes whatever it does is what that version does, recorded with an ``outcome`` (reproduces, differs,
not-reproduced; works, fails) and held to the committed evidence like any other run. For each (snippet, lane):
  * needs absent here (Ascend, an environment, a package)  -> skip, with the reason; never counted as passed;
  * unchanged since it last passed here (local cache)       -> reused, not re-run;
  * otherwise run it; it fails when the primary lane's outcome breaks the declaration, when no evidence is
    committed for the lane, when the evidence is stale (snippet changed since), or when the normalised output
    differs (diff shown).
With bless=True the run is recorded as the lane's new evidence instead of being compared.
"""
from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from . import evidence
from .articles import Article, Snippet
from .environments import Environment, envs_for, primary_env, unmet_need, versions_for
from .runner import Runner, classify, judge

CACHE_VERSION = "1"


# Re-runs allowed off the primary lane before a mismatch fails (see Verifier.check).
OLD_LANE_RERUNS = 2


@dataclass
class Outcome:
    snippet: Snippet
    lane: str | None
    status: str           # pass, fail, skip (of the check: the run against its declaration and evidence)
    reason: str = ""
    diff: str = ""
    cached: bool = False
    seconds: float = 0.0
    cpu: float = 0.0      # CPU seconds the run cost (with the processes it waited for)
    blessed: bool = False
    env: str = "main"
    primary: bool = True  # the lane where the declaration must hold
    outcome: str = ""     # what the run did (reproduces, differs, not-reproduced, works, fails)


class Cache:
    """Local, uncommitted memory of snippets that passed here (key -> fingerprint of the evidence they matched), and
    how long each run took here (timings.json beside it: the committed evidence keeps no timings)."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.timings_path = self.path.with_name("timings.json")
        self.entries = self._read(self.path)
        self.timings: dict[str, float] = self._read(self.timings_path)

    @staticmethod
    def _read(path: Path) -> dict:
        try:
            data = json.loads(path.read_text())
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def seconds(self, lane: str, snippet_path: str) -> float:
        value = self.timings.get(f"{lane} {snippet_path}")
        return float(value) if isinstance(value, (int, float)) else 0.0

    def note_seconds(self, lane: str, snippet_path: str, seconds: float) -> None:
        self.timings[f"{lane} {snippet_path}"] = round(seconds, 2)

    @staticmethod
    def key(lane: str, sha: str, snippet: Snippet) -> str:
        raw = json.dumps([CACHE_VERSION, lane, sha, snippet.declaration(), snippet.path], sort_keys=True)
        return hashlib.sha256(raw.encode()).hexdigest()

    def hit(self, key: str, fingerprint: str) -> bool:
        return self.entries.get(key) == fingerprint

    def store(self, key: str, fingerprint: str) -> None:
        self.entries[key] = fingerprint

    def forget(self, key: str) -> None:
        self.entries.pop(key, None)

    def save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        for path, data in ((self.path, self.entries), (self.timings_path, self.timings)):
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps(data, indent=0, sort_keys=True))
            os.replace(tmp, path)


def record_from_run(snippet: Snippet, lane: str, sha: str, status: str, reason: str, result,
                    versions: dict, env: str = "main", outcome: str = "") -> dict:
    return {
        "snippet": snippet.repo_path, "lane": lane, "env": env, "outcome": outcome, "sha256": sha,
        "declaration": evidence.declaration_sha(snippet), "expect": snippet.expect, "match": snippet.match,
        "status": status, "reason": reason, "exception": result.exception, "exit_code": result.exit_code,
        "runner": result.runner, "device": snippet.device, "versions": versions,
        "date": dt.date.today().isoformat(), "stdout": result.stdout, "stderr": result.stderr,
        "artifacts": result.artifacts,
    }


class Verifier:
    def __init__(self, repo: Path, *, bless: bool = False, use_cache: bool = True, jobs: int | None = None,
                 only_missing: bool = False, force_runner: str | None = None, cache_path: Path | None = None,
                 slow_on_primary_only: bool = False):
        self.repo = Path(repo)
        self.snippets_dir = self.repo / "snippets"
        self.bless = bless
        self.use_cache = use_cache
        self.only_missing = only_missing
        # The test session's budget: a snippet declared `slow` runs on its primary lane only there (its other
        # lanes' records stay as recorded; `make verify` and `make bless` run them all).
        self.slow_on_primary_only = slow_on_primary_only
        # One more worker than cores: many snippets wait on child processes or a timeout, and a third worker fills
        # those waits (measured on a 2-core machine, one lane cold: 370 s with 2 workers, 330 s with 3, 338 s with 4).
        self.jobs = jobs or (os.cpu_count() or 1) + 1
        self.cache = Cache(cache_path or self.repo / ".cache" / "mskb" / "verify-cache.json")
        self.runner = Runner(force_runner)

    def check(self, snippet: Snippet, env: Environment) -> Outcome:
        primary = env == primary_env(snippet)
        why_not = unmet_need(snippet, env)
        if not why_not and self.slow_on_primary_only and snippet.slow and not primary:
            why_not = (f"declared slow ({snippet.slow}): the test session runs it on its primary lane only; "
                       f"`make verify ARTICLE={snippet.article_id}` runs every lane")
        if why_not:
            return Outcome(snippet, None, "skip", why_not, env=env.name, primary=primary)
        lane = env.lane(snippet.device)
        sha = evidence.snippet_sha(self.snippets_dir, snippet)
        committed = evidence.load(self.snippets_dir, lane, snippet.path)
        key = Cache.key(lane, sha, snippet)
        fresh_evidence = committed is not None and not committed.is_stale(self.snippets_dir, snippet)
        here = dict(env=env.name, primary=primary)
        if fresh_evidence and self.only_missing:
            return Outcome(snippet, lane, "pass", cached=True, outcome=committed.data.get("outcome", ""), **here)
        if (self.use_cache and not self.bless and fresh_evidence and (committed.status == "pass" or not primary)
                and self.cache.hit(key, evidence.fingerprint(committed))):
            return Outcome(snippet, lane, "pass", cached=True, outcome=committed.data.get("outcome", ""), **here)

        data, result = self._run(snippet, env, lane, sha)
        flaky = ""
        if not primary and not self.bless and fresh_evidence and evidence.compare(committed, data):
            # An old version's run that does not match its recording is run again: MindSpore 2.0.0 sometimes dies
            # by a signal after printing a graph-compile error ("Cannot join the return values ..."; measured in 1
            # of 6 runs of graph-try-except/fix.py). A re-run that matches is reported as flaky, not hidden; when
            # every re-run differs too, the first run's record stands and it fails.
            for attempt in range(1, OLD_LANE_RERUNS + 1):
                again, result2 = self._run(snippet, env, lane, sha)
                if not evidence.compare(committed, again):
                    flaky = (f"flaky: {attempt} run(s) differed ({data.get('exception') or 'no traceback'}), "
                             f"a re-run matched")
                    data, result = again, result2
                    break
        status, reason, outcome = data["status"], data["reason"], data["outcome"]
        # Off the primary lane, a run that breaks the declaration is a finding about that version, not a failure.
        check = status if primary else "pass"
        out = Outcome(snippet, lane, check, reason if primary else flaky, seconds=result.seconds, cpu=result.cpu,
                      outcome=outcome, **here)

        if self.bless or self.only_missing:
            # Re-recording an unchanged outcome would only churn seconds/date in the committed file: keep it.
            unchanged = (fresh_evidence and committed.status == status and committed.reason == reason
                         and committed.data.get("outcome") == outcome and committed.env == env.name
                         and committed.versions == data["versions"] and not evidence.compare(committed, data))
            if not unchanged:
                evidence.write(self.snippets_dir, data)
                out.blessed = True
        elif committed is None:
            if check == "pass":
                out.status, out.reason = "fail", f"no evidence recorded for lane {lane} (run `make bless`)"
        else:
            out.diff = evidence.compare(committed, data)
            if check == "pass" and not fresh_evidence:
                out.status = "fail"
                out.reason = (f"evidence for lane {lane} is stale: the snippet or its declaration changed after it "
                              "was recorded (re-record with `make bless`)")
            elif check == "pass" and out.diff:
                out.status = "fail"
                out.reason = ("output differs from the committed evidence (re-record with `make bless` if the "
                              "change is intended)")
            elif check == "pass" and committed.versions != data["versions"]:
                # Same output, other libraries: the page would name versions this run did not use.
                out.status = "fail"
                out.reason = (f"evidence was recorded with {committed.versions}, this environment has "
                              f"{data['versions']} (re-record with `make bless`)")
        self.cache.note_seconds(lane, snippet.path, result.seconds)
        if out.status == "pass":
            self.cache.store(key, evidence.run_fingerprint(data, result.artifacts))
        else:
            self.cache.forget(key)
        return out

    def prune(self, snippets: list[Snippet]) -> list[str]:
        """On bless: remove a snippet's evidence on version lanes it no longer runs on (its `versions` changed)."""
        from .environments import ENVIRONMENTS

        removed = []
        for s in snippets:
            mine = {e.lane(s.device) for e in envs_for(s)}
            for env in ENVIRONMENTS.values():
                lane = env.lane(s.device)
                if (env.version_lane or env.name == "numpy2") and lane not in mine:
                    if evidence.remove(self.snippets_dir, lane, s.path):
                        removed.append(f"{s.path} [{lane}]")
        return removed

    def _run(self, snippet: Snippet, env: Environment, lane: str, sha: str) -> tuple[dict, object]:
        """Run once; the record it would make, and the raw result."""
        result = self.runner.run(snippet, self.snippets_dir, env)
        status, reason = judge(snippet, result)
        missing = [a for a in snippet.artifacts if a not in result.artifacts]
        if status == "pass" and missing:
            status, reason = "fail", f"did not write the declared artifact(s) {missing}"
        source = (self.snippets_dir / snippet.path).read_text(encoding="utf-8")
        return record_from_run(snippet, lane, sha, status, reason, result, versions_for(env.name, source), env.name,
                               classify(snippet, result)), result

    def jobs_for(self, snippets: list[Snippet], lanes: list[str] | None = None,
                 only: set[tuple[str, str]] | None = None) -> list[tuple[Snippet, Environment]]:
        """Every (snippet, environment) pair to check (`only`: these (snippet path, environment name) pairs, as
        `pytest -k` selected them), grouped by environment (each worker keeps one pre-imported parent per
        environment), the longest runs first within each: started early, a run that waits out a timeout overlaps
        the short ones instead of ending the suite alone. How long a run takes is what it took here last time (the
        local timings); on a fresh clone, runs in a new interpreter and long timeouts go first."""
        pairs = [(s, e) for s in snippets for e in envs_for(s)
                 if (not lanes or e.name in lanes) and (only is None or (s.path, e.name) in only)]
        return sorted(pairs, key=lambda p: (p[1].name, -self.cache.seconds(p[1].lane(p[0].device), p[0].path),
                                            p[0].runner != "fresh", -p[0].timeout, p[0].path))

    def run(self, snippets: list[Snippet], progress=None, lanes: list[str] | None = None,
            only: set[tuple[str, str]] | None = None) -> list[Outcome]:
        # MSKB_LANES=main,ms2.9 limits a run to those environments (quick local runs; the unit tests' tiny repos).
        lanes = lanes or [n for n in os.environ.get("MSKB_LANES", "").split(",") if n] or None
        if self.bless:
            self.prune(snippets)
        jobs = self.jobs_for(snippets, lanes, only)
        try:
            with ThreadPoolExecutor(max_workers=self.jobs) as pool:
                outcomes = []
                for out in pool.map(lambda job: self.check(*job), jobs):
                    outcomes.append(out)
                    if progress:
                        progress(out)
        finally:
            self.runner.close()
            self.cache.save()
        order = {(s.path, e.name): i for i, (s, e) in enumerate(sorted(jobs, key=lambda p: p[0].path))}
        return sorted(outcomes, key=lambda o: order[o.snippet.path, o.env])


SLOW_BUDGET = 0.10   # at most this share of all runs may be declared slow (the test session's time bound)


def slow_budget_problem(snippets: list[Snippet]) -> str | None:
    """Declared-slow runs (a `slow` snippet on every lane it runs on) beyond SLOW_BUDGET of all runs: the problem."""
    runs = [(s, e) for s in snippets for e in envs_for(s)]
    slow = [s for s, _ in runs if s.slow]
    if runs and len(slow) > SLOW_BUDGET * len(runs):
        return (f"{len(slow)} of {len(runs)} runs are declared slow ({100 * len(slow) / len(runs):.1f}%); at most "
                f"{SLOW_BUDGET:.0%} may be: make a slow snippet quicker (fewer child interpreters, a framework "
                "timeout setting instead of waiting) before declaring another")
    return None


def select(articles: list[Article], article_ids: list[str] | None) -> list[Snippet]:
    if article_ids:
        unknown = sorted(set(article_ids) - {a.id for a in articles})
        if unknown:
            raise SystemExit(f"no article with id {', '.join(map(repr, unknown))}")
        articles = [a for a in articles if a.id in article_ids]
    return [s for a in articles for s in a.snippets]
