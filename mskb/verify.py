"""`make verify`: run every snippet this machine can run and hold it to its declaration and its evidence.

For each snippet, on the lane this machine makes for it:
  * needs absent here (Ascend, Python 3.9, a package)  -> skip, with the reason; never counted as passed;
  * unchanged since it last passed here (local cache)   -> reused, not re-run;
  * otherwise run it; it fails when the outcome breaks the declaration, when no evidence is committed for the
    lane, when the evidence is stale (snippet changed since), or when the normalised output differs (diff shown).
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
from .environments import lane_for, unmet_need, versions_for
from .runner import Runner, judge

CACHE_VERSION = "1"


@dataclass
class Outcome:
    snippet: Snippet
    lane: str | None
    status: str           # pass, fail, skip
    reason: str = ""
    diff: str = ""
    cached: bool = False
    seconds: float = 0.0
    blessed: bool = False


class Cache:
    """Local, uncommitted memory of snippets that passed here: key -> fingerprint of the evidence they matched."""

    def __init__(self, path: Path):
        self.path = Path(path)
        try:
            self.entries = json.loads(self.path.read_text())
        except (OSError, ValueError):
            self.entries = {}

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
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.entries, indent=0, sort_keys=True))
        os.replace(tmp, self.path)


def record_from_run(snippet: Snippet, lane: str, sha: str, status: str, reason: str, result,
                    versions: dict) -> dict:
    return {
        "snippet": snippet.repo_path, "lane": lane, "sha256": sha,
        "declaration": evidence.declaration_sha(snippet), "expect": snippet.expect, "match": snippet.match,
        "status": status, "reason": reason, "exception": result.exception, "exit_code": result.exit_code,
        "runner": result.runner, "device": snippet.device, "versions": versions, "seconds": result.seconds,
        "date": dt.date.today().isoformat(), "stdout": result.stdout, "stderr": result.stderr,
        "artifacts": result.artifacts,
    }


class Verifier:
    def __init__(self, repo: Path, *, bless: bool = False, use_cache: bool = True, jobs: int | None = None,
                 only_missing: bool = False, force_runner: str | None = None, cache_path: Path | None = None):
        self.repo = Path(repo)
        self.snippets_dir = self.repo / "snippets"
        self.evidence_dir = self.repo / evidence.EVIDENCE_DIR_NAME
        self.bless = bless
        self.use_cache = use_cache
        self.only_missing = only_missing
        self.jobs = jobs or min(2, os.cpu_count() or 1)
        self.cache = Cache(cache_path or self.repo / ".cache" / "mskb" / "verify-cache.json")
        self.runner = Runner(force_runner)

    def check(self, snippet: Snippet) -> Outcome:
        why_not = unmet_need(snippet)
        if why_not:
            return Outcome(snippet, None, "skip", why_not)
        lane = lane_for(snippet)
        sha = evidence.snippet_sha(self.snippets_dir, snippet)
        committed = evidence.load(self.evidence_dir, lane, snippet.path)
        key = Cache.key(lane, sha, snippet)
        fresh_evidence = committed is not None and not committed.is_stale(self.snippets_dir, snippet)
        if fresh_evidence and self.only_missing:
            return Outcome(snippet, lane, committed.status, committed.reason or "", cached=True)
        if (self.use_cache and not self.bless and fresh_evidence and committed.status == "pass"
                and self.cache.hit(key, evidence.fingerprint(committed))):
            return Outcome(snippet, lane, "pass", cached=True)

        result = self.runner.run(snippet, self.snippets_dir)
        status, reason = judge(snippet, result)
        missing = [a for a in snippet.artifacts if a not in result.artifacts]
        if status == "pass" and missing:
            status, reason = "fail", f"did not write the declared artifact(s) {missing}"
        source = (self.snippets_dir / snippet.path).read_text(encoding="utf-8")
        data = record_from_run(snippet, lane, sha, status, reason, result, versions_for(snippet.env, source))
        out = Outcome(snippet, lane, status, reason, seconds=result.seconds)

        if self.bless or self.only_missing:
            # Re-recording an unchanged outcome would only churn seconds/date in the committed file: keep it.
            unchanged = (fresh_evidence and committed.status == status and committed.reason == reason
                         and committed.versions == data["versions"] and not evidence.compare(committed, data))
            if not unchanged:
                evidence.write(self.evidence_dir, data)
                out.blessed = True
        elif committed is None:
            if status == "pass":
                out.status, out.reason = "fail", f"no evidence recorded for lane {lane} (run `make bless`)"
        else:
            out.diff = evidence.compare(committed, data)
            if status == "pass" and not fresh_evidence:
                out.status = "fail"
                out.reason = (f"evidence for lane {lane} is stale: the snippet or its declaration changed after it "
                              "was recorded (re-record with `make bless`)")
            elif status == "pass" and out.diff:
                out.status = "fail"
                out.reason = ("output differs from the committed evidence (re-record with `make bless` if the "
                              "change is intended)")
            elif status == "pass" and committed.versions != data["versions"]:
                # Same output, other libraries: the page would name versions this run did not use.
                out.status = "fail"
                out.reason = (f"evidence was recorded with {committed.versions}, this environment has "
                              f"{data['versions']} (re-record with `make bless`)")
        if out.status == "pass":
            self.cache.store(key, evidence.run_fingerprint(data, result.artifacts))
        else:
            self.cache.forget(key)
        return out

    def run(self, snippets: list[Snippet], progress=None) -> list[Outcome]:
        # Slow ones first so the two workers finish together.
        order = sorted(snippets, key=lambda s: (s.runner != "fresh", s.path))
        try:
            with ThreadPoolExecutor(max_workers=self.jobs) as pool:
                outcomes = []
                for out in pool.map(self.check, order):
                    outcomes.append(out)
                    if progress:
                        progress(out)
        finally:
            self.runner.close()
            self.cache.save()
        by_path = {o.snippet.path: o for o in outcomes}
        return [by_path[s.path] for s in snippets]


def select(articles: list[Article], article_id: str | None) -> list[Snippet]:
    if article_id:
        chosen = [a for a in articles if a.id == article_id]
        if not chosen:
            raise SystemExit(f"no article with id {article_id!r}")
        articles = chosen
    return [s for a in articles for s in a.snippets]
