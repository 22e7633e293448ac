"""Recorded evidence: the normalised outcome of each snippet run, per snippet per lane, as reviewable text.

Layout (like the Rust compiler's expected .stdout/.stderr files, committed and reviewed line by line):

    evidence/<lane>/<snippet path without .py>.json      metadata: status, exception, versions, hashes, date …
    evidence/<lane>/<snippet path without .py>.stdout    what the run printed, normalised (absent when empty)
    evidence/<lane>/<snippet path without .py>.stderr    likewise for stderr
    evidence/<lane>/<snippet path without .py>/<file>    files the run wrote that a page shows (e.g. an SVG)

The JSON never holds the output itself, so a re-recorded traceback diffs line by line. Pages and the catalog are
built from these files alone: a machine without MindSpore (or without Ascend) still shows what others recorded.
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
STREAMS = ("stdout", "stderr")
META_KEYS = ("snippet", "lane", "env", "outcome", "sha256", "declaration", "expect", "match", "status", "reason",
             "exception", "exit_code", "runner", "device", "versions", "seconds", "date", "artifacts")


def snippet_sha(snippets_dir: Path, snippet: Snippet) -> str:
    return hashlib.sha256((Path(snippets_dir) / snippet.path).read_bytes()).hexdigest()


def declaration_sha(snippet: Snippet) -> str:
    return hashlib.sha256(json.dumps(snippet.declaration(), sort_keys=True).encode()).hexdigest()[:16]


def record_path(evidence_dir: Path, lane: str, snippet_path: str) -> Path:
    return Path(evidence_dir) / lane / (snippet_path[:-3] + ".json")


def artifact_dir(evidence_dir: Path, lane: str, snippet_path: str) -> Path:
    return Path(evidence_dir) / lane / snippet_path[:-3]


def _read_stream(meta_path: Path, stream: str) -> str:
    p = meta_path.with_suffix("." + stream)
    return p.read_text(encoding="utf-8") if p.is_file() else ""


@dataclass
class Record:
    """One committed recording: its metadata (``data``), its output text and the files it wrote."""
    data: dict
    path: Path
    stdout: str = ""
    stderr: str = ""

    def __getattr__(self, name):
        try:
            return self.data[name]
        except KeyError:
            raise AttributeError(name) from None

    @property
    def versions(self) -> dict:
        return self.data.get("versions") or {}

    @property
    def mindspore(self) -> str | None:
        return self.versions.get("mindspore") or self.versions.get("mindspore-gpu") or self.versions.get("mindspore-dev")

    @property
    def env(self) -> str:
        return self.data.get("env") or "main"

    @property
    def outcome(self) -> str:
        return self.data.get("outcome") or ""

    def is_stale(self, snippets_dir: Path, snippet: Snippet) -> bool:
        """The snippet or its declaration changed after this was recorded."""
        return (self.data.get("sha256") != snippet_sha(snippets_dir, snippet)
                or self.data.get("declaration") != declaration_sha(snippet))


def lanes(evidence_dir: Path) -> list[str]:
    """The lanes that recorded runs (evidence/reported/ holds public reports, not runs: mskb.reported)."""
    d = Path(evidence_dir)
    return sorted(p.name for p in d.iterdir() if p.is_dir() and p.name != "reported") if d.is_dir() else []


def load(evidence_dir: Path, lane: str, snippet_path: str) -> Record | None:
    p = record_path(evidence_dir, lane, snippet_path)
    if not p.is_file():
        return None
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ValueError(f"{p}: evidence file is not valid JSON ({exc}); re-record it with `make bless`") from None
    if not isinstance(data, dict) or any(s in data for s in STREAMS):
        raise ValueError(f"{p}: not an evidence metadata file (output belongs in .stdout/.stderr beside it); "
                         "re-record it with `make bless`")
    return Record(data, p, _read_stream(p, "stdout"), _read_stream(p, "stderr"))


def load_all(evidence_dir: Path, snippet_path: str) -> list[Record]:
    """Every lane's record of one snippet, merged: a GPU or Ascend lane sits beside the CPU one."""
    out = []
    for lane in lanes(evidence_dir):
        r = load(evidence_dir, lane, snippet_path)
        if r is not None:
            out.append(r)
    return out


def _text_file(text: str) -> str:
    """Stored as it was printed, ending in a newline so that the files diff cleanly."""
    return text if text.endswith("\n") else text + "\n"


def write(evidence_dir: Path, data: dict) -> Path:
    """Store a run (``data`` as built by mskb.verify, with ``stdout``, ``stderr`` and ``artifacts`` texts)."""
    rel = data["snippet"].removeprefix("snippets/")
    p = record_path(evidence_dir, data["lane"], rel)
    p.parent.mkdir(parents=True, exist_ok=True)
    artifacts = data.get("artifacts") or {}
    meta = {k: data.get(k) for k in META_KEYS}
    meta["artifacts"] = sorted(artifacts)
    p.write_text(json.dumps(meta, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    for stream in STREAMS:
        f = p.with_suffix("." + stream)
        if data.get(stream):
            f.write_text(_text_file(data[stream]), encoding="utf-8")
        elif f.exists():
            f.unlink()
    adir = artifact_dir(evidence_dir, data["lane"], rel)
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


def _view(status, exception, stdout: str, stderr: str, artifacts: dict[str, str]) -> list[str]:
    text = [f"status: {status}", f"exception: {exception}", "--- stdout ---", comparable(stdout),
            "--- stderr ---", comparable(stderr)]
    for name in sorted(artifacts):
        text += [f"--- artifact {name} ---", comparable(artifacts[name])]
    return "\n".join(text).splitlines(keepends=True)


def compare(old: Record, new: dict) -> str:
    """A unified diff of what matters between a committed record and a new run ('' when they agree)."""
    a = _view(old.status, old.data.get("exception"), old.stdout, old.stderr, read_artifacts(old))
    b = _view(new["status"], new.get("exception"), new["stdout"], new["stderr"], new.get("artifacts") or {})
    if a == b:
        return ""
    return "".join(difflib.unified_diff(a, b, f"committed {old.path.with_suffix('')}.*", "this run", n=2))


def fingerprint(record: Record) -> str:
    """Hash of the comparable view of a committed record; the local cache keys on it."""
    return run_fingerprint({"status": record.status, "exception": record.data.get("exception"),
                            "stdout": record.stdout, "stderr": record.stderr}, read_artifacts(record))


def run_fingerprint(data: dict, artifacts: dict[str, str] | None = None) -> str:
    """Hash of the comparable view of a run (the same view :func:`fingerprint` takes of a record)."""
    parts = [data["status"], str(data.get("exception")), comparable(data["stdout"]), comparable(data["stderr"])]
    for name, text in sorted((artifacts or {}).items()):
        parts += [name, comparable(text)]
    return hashlib.sha256("\x00".join(parts).encode()).hexdigest()
