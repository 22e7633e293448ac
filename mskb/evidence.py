"""Recorded evidence: the normalised outcome of each snippet run, one JSON file per snippet per lane.

Layout (like the Rust compiler's expected .stderr files, committed and reviewed):

    evidence/<lane>/<snippet path without .py>.json
    evidence/<lane>/<snippet path without .py>/<artifact>     (files the run wrote, e.g. an SVG)

Pages and the catalog are built from these files alone, so a machine without MindSpore (or without Ascend)
still shows what the machines that have it recorded.
"""
from __future__ import annotations

import difflib
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from .articles import Snippet
from .normalize import comparable

EVIDENCE_DIR_NAME = "evidence"
RECORD_KEYS = ("snippet", "lane", "sha256", "declaration", "expect", "match", "status", "reason", "exception",
               "exit_code", "runner", "mindspore", "python", "numpy", "device", "seconds", "date", "stdout",
               "stderr", "artifacts")


def snippet_sha(snippets_dir: Path, snippet: Snippet) -> str:
    return hashlib.sha256((Path(snippets_dir) / snippet.path).read_bytes()).hexdigest()


def declaration_sha(snippet: Snippet) -> str:
    return hashlib.sha256(json.dumps(snippet.declaration(), sort_keys=True).encode()).hexdigest()[:16]


def record_path(evidence_dir: Path, lane: str, snippet_path: str) -> Path:
    return Path(evidence_dir) / lane / (snippet_path[:-3] + ".json")


def artifact_dir(evidence_dir: Path, lane: str, snippet_path: str) -> Path:
    return Path(evidence_dir) / lane / snippet_path[:-3]


@dataclass
class Record:
    data: dict
    path: Path

    def __getattr__(self, name):
        try:
            return self.data[name]
        except KeyError:
            raise AttributeError(name) from None

    def is_stale(self, snippets_dir: Path, snippet: Snippet) -> bool:
        """The snippet or its declaration changed after this was recorded."""
        return (self.data.get("sha256") != snippet_sha(snippets_dir, snippet)
                or self.data.get("declaration") != declaration_sha(snippet))


def lanes(evidence_dir: Path) -> list[str]:
    d = Path(evidence_dir)
    return sorted(p.name for p in d.iterdir() if p.is_dir()) if d.is_dir() else []


def load(evidence_dir: Path, lane: str, snippet_path: str) -> Record | None:
    p = record_path(evidence_dir, lane, snippet_path)
    if not p.is_file():
        return None
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ValueError(f"{p}: evidence file is not valid JSON ({exc}); re-record it with `make bless`") from None
    return Record(data, p)


def load_all(evidence_dir: Path, snippet_path: str) -> list[Record]:
    """Every lane's record of one snippet, merged: a GPU or Ascend lane sits beside the CPU one."""
    out = []
    for lane in lanes(evidence_dir):
        r = load(evidence_dir, lane, snippet_path)
        if r is not None:
            out.append(r)
    return out


def write(evidence_dir: Path, data: dict) -> Path:
    p = record_path(evidence_dir, data["lane"], data["snippet"].removeprefix("snippets/"))
    p.parent.mkdir(parents=True, exist_ok=True)
    artifacts = data.get("artifacts") or {}
    stored = {k: data.get(k) for k in RECORD_KEYS}
    stored["artifacts"] = sorted(artifacts)
    p.write_text(json.dumps(stored, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    adir = artifact_dir(evidence_dir, data["lane"], data["snippet"].removeprefix("snippets/"))
    if adir.is_dir():
        for old in adir.iterdir():
            if old.name not in artifacts:
                old.unlink()
    for name, text in artifacts.items():
        adir.mkdir(parents=True, exist_ok=True)
        (adir / name).write_text(text, encoding="utf-8")
    return p


def read_artifacts(record: Record) -> dict[str, str]:
    adir = record.path.with_suffix("")
    return {n: (adir / n).read_text(encoding="utf-8") for n in record.data.get("artifacts") or []
            if (adir / n).is_file()}


def compare(old: Record, new: dict) -> str:
    """A unified diff of what matters between a committed record and a new run ('' when they agree)."""
    def view(status, exception, stdout, stderr, artifacts):
        text = [f"status: {status}", f"exception: {exception}", "--- stdout ---", comparable(stdout),
                "--- stderr ---", comparable(stderr)]
        for name in sorted(artifacts):
            text += [f"--- artifact {name} ---", comparable(artifacts[name])]
        return "\n".join(text).splitlines(keepends=True)

    a = view(old.status, old.data.get("exception"), old.stdout, old.stderr, read_artifacts(old))
    b = view(new["status"], new.get("exception"), new["stdout"], new["stderr"], new.get("artifacts") or {})
    if a == b:
        return ""
    return "".join(difflib.unified_diff(a, b, f"committed {old.path}", "this run", n=2))


def fingerprint(data: dict, artifacts: dict[str, str] | None = None) -> str:
    """Hash of the comparable view of a record; the local cache keys on it."""
    parts = [data["status"], str(data.get("exception")), comparable(data["stdout"]), comparable(data["stderr"])]
    for name, text in sorted((artifacts or {}).items()):
        parts += [name, comparable(text)]
    return hashlib.sha256("\x00".join(parts).encode()).hexdigest()
