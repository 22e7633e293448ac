"""Recorded evidence: the normalised outcome of each snippet run, per snippet per lane, as reviewable text.

Stored beside the code, one article folder holding all its runs (mskb.evidence_store; like the Rust compiler's
expected .stdout/.stderr files, committed and reviewed line by line):

    snippets/<category>/<id>/<name>.out     what <name>.py printed on each lane, normalised; identical lanes share
                                            one block; files a run wrote that a page shows (an SVG) are blocks too
    snippets/<category>/<id>/runs.json      metadata of every run of the article: status, exception, versions,
                                            hashes, date; never output, never timings

A re-recorded traceback diffs line by line. Pages and the catalog are built from these files alone: a machine
without MindSpore (or without Ascend) still shows what others recorded. Functions here take the snippets
directory (where the evidence lives).
"""
from __future__ import annotations

import difflib
import hashlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from packaging.version import InvalidVersion

from .articles import Snippet
from .evidence_store import RUNS_FILE, out_path, store_for
from .normalize import comparable
from .vocabulary import version_key

STREAMS = ("stdout", "stderr")
# What runs.json keeps of a run (the snippet and lane are its keys there). No timings: they churn on every re-record;
# `make bench` measures them.
META_KEYS = ("env", "outcome", "sha256", "declaration", "expect", "match", "status", "reason", "exception",
             "exit_code", "runner", "device", "versions", "date", "artifacts")


def snippet_sha(snippets_dir: Path, snippet: Snippet) -> str:
    return hashlib.sha256((Path(snippets_dir) / snippet.path).read_bytes()).hexdigest()


def declaration_sha(snippet: Snippet) -> str:
    return hashlib.sha256(json.dumps(snippet.declaration(), sort_keys=True).encode()).hexdigest()[:16]


LANE_RE = re.compile(r"^(?P<device>[a-z]+)-py[0-9]+-ms(?P<version>[0-9][0-9a-z.]*?)(?:-(?P<suffix>[a-z0-9-]+))?$")
DEVICE_ORDER = ("cpu", "gpu", "ascend")


def lane_order(lane: str) -> tuple:
    """Device, then the newest MindSpore first (2.10, the primary lane of most snippets, heads each .out file), then
    a variant (-numpy2) after its plain lane; a name of another shape last, by name."""
    m = LANE_RE.match(lane)
    try:
        version = version_key(m["version"]) if m else None
    except InvalidVersion:
        version = None
    if version is None:
        return (len(DEVICE_ORDER) + 1, (), False, "", lane)
    device = DEVICE_ORDER.index(m["device"]) if m["device"] in DEVICE_ORDER else len(DEVICE_ORDER)
    release = tuple(-n for n in (version.release + (0, 0, 0))[:3])
    return (device, release, version.is_prerelease, m["suffix"] or "", lane)


@dataclass
class Record:
    """One recorded run: its metadata (``data``), its output text and the files it wrote. ``path`` is the .out file
    that holds the output (named in diffs and errors)."""
    data: dict
    path: Path
    stdout: str = ""
    stderr: str = ""
    artifacts: dict = field(default_factory=dict)

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


def lanes(snippets_dir: Path) -> list[str]:
    """The lanes that recorded runs, in any article."""
    found = set()
    for runs in store_for(snippets_dir).all_folders():
        for by_lane in runs.meta.values():
            found |= set(by_lane)
    return sorted(found)


def _record(runs, snippets_dir: Path, snippet_path: str, lane: str) -> Record | None:
    name = snippet_path.rsplit("/", 1)[-1]
    meta = runs.meta.get(name, {}).get(lane)
    if meta is None:
        return None
    if not isinstance(meta, dict) or any(s in meta for s in STREAMS):
        raise ValueError(f"{runs.folder / RUNS_FILE}: {name} on {lane} is not run metadata (output belongs in "
                         f"{name[:-3]}.out); re-record it with `make bless`")
    out = runs.outputs.get(name, {}).get(lane, {})
    data = {"snippet": f"snippets/{snippet_path}", "lane": lane, **meta}
    artifacts = {n: out[f"artifact {n}"] for n in meta.get("artifacts") or [] if out.get(f"artifact {n}")}
    return Record(data, out_path(snippets_dir, snippet_path), out.get("stdout", ""), out.get("stderr", ""),
                  artifacts)


def load(snippets_dir: Path, lane: str, snippet_path: str) -> Record | None:
    return _record(store_for(snippets_dir).folder(snippet_path), snippets_dir, snippet_path, lane)


def load_all(snippets_dir: Path, snippet_path: str) -> list[Record]:
    """Every lane's record of one snippet, by lane name: a GPU or Ascend lane sits beside the CPU one."""
    runs = store_for(snippets_dir).folder(snippet_path)
    name = snippet_path.rsplit("/", 1)[-1]
    return [_record(runs, snippets_dir, snippet_path, lane) for lane in sorted(runs.meta.get(name, {}))]


def _text_file(text: str) -> str:
    """Stored as it was printed, ending in a newline so that the files diff cleanly."""
    return text if text.endswith("\n") else text + "\n"


def write(snippets_dir: Path, data: dict) -> Path:
    """Store a run (``data`` as built by mskb.verify, with ``stdout``, ``stderr`` and ``artifacts`` texts)."""
    rel = data["snippet"].removeprefix("snippets/")
    name = rel.rsplit("/", 1)[-1]
    store = store_for(snippets_dir)
    with store.lock():
        runs = store.folder(rel)
        artifacts = data.get("artifacts") or {}
        meta = {k: data.get(k) for k in META_KEYS}
        meta["artifacts"] = sorted(artifacts)
        runs.meta.setdefault(name, {})[data["lane"]] = meta
        out = {s: _text_file(data[s]) for s in STREAMS if data.get(s)}
        out.update({f"artifact {n}": _text_file(t) for n, t in artifacts.items() if t})
        runs.outputs.setdefault(name, {})[data["lane"]] = out
        runs.save(name, lane_order)
    return out_path(snippets_dir, rel)


def remove(snippets_dir: Path, lane: str, snippet_path: str) -> bool:
    """Forget a lane's run of a snippet (its `versions` no longer admit that lane); True if there was one."""
    name = snippet_path.rsplit("/", 1)[-1]
    store = store_for(snippets_dir)
    with store.lock():
        runs = store.folder(snippet_path)
        if lane not in runs.meta.get(name, {}):
            return False
        del runs.meta[name][lane]
        runs.outputs.get(name, {}).pop(lane, None)
        runs.save(name, lane_order)
    return True


def read_artifacts(record: Record) -> dict[str, str]:
    return record.artifacts


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
    return "".join(difflib.unified_diff(a, b, f"committed {old.path} [{old.data.get('lane')}]", "this run", n=2))


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
