"""Where recorded runs live: beside the code, one article folder holding every run of its snippets.

    snippets/<category>/<id>/<name>.py     the snippet
    snippets/<category>/<id>/<name>.out    what it printed on every lane, normalised; lanes whose output is the
                                           same share one block (like compiletest's `foo.stderr` with a
                                           `foo.<revision>.stderr` only where a revision differs)
    snippets/<category>/<id>/runs.json     one metadata file for all runs of the article: per snippet per lane
                                           the outcome, status, exception, versions, hashes; no timings

A block of a .out file starts with a header line naming the stream and the lanes that printed it:

    ━━ stderr · cpu-py311-ms2.10.0 cpu-py311-ms2.9.0 ━━

and holds the text exactly as stored (ending in a newline). Writing checks that the file reads back as written, so
an output line that happens to look like a header is an error naming the file, never a silently cut block.
This module only stores and reads; mskb.evidence is the API the rest of the package uses.
"""
from __future__ import annotations

import json
import os
import re
import threading
from pathlib import Path

RUNS_FILE = "runs.json"
OUT_SUFFIX = ".out"
HEADER_RE = re.compile(r"^━━ (stdout|stderr|artifact [^ ·]+) · ([^ ·][^·]*?) ━━$")
OUT_INTRO = "# Output of {name} on each lane it ran on, written by `make bless` (mskb/evidence_store.py). Do not edit.\n"


class EvidenceFileError(ValueError):
    """A runs.json or .out file that cannot be read back; the message names it."""


def out_path(snippets_dir: Path, snippet_path: str) -> Path:
    return (Path(snippets_dir) / snippet_path).with_suffix(OUT_SUFFIX)


def parse_out(text: str, where: str) -> dict[str, dict[str, str]]:
    """{lane: {stream or 'artifact <name>': text}} from a .out file."""
    lanes: dict[str, dict[str, str]] = {}
    current: tuple[str, list[str]] | None = None
    chunks: list[tuple[str, list[str], list[str]]] = []
    for line in text.splitlines(keepends=True):
        m = HEADER_RE.match(line.rstrip("\n"))
        if m:
            current = (m.group(1), m.group(2).split())
            chunks.append((current[0], current[1], []))
        elif current is None:
            if line.startswith("#") or not line.strip():
                continue   # the intro comment
            raise EvidenceFileError(f"{where}: text before the first '━━ <stream> · <lanes> ━━' header")
        else:
            chunks[-1][2].append(line)
    for stream, names, lines in chunks:
        for lane in names:
            if stream in lanes.setdefault(lane, {}):
                raise EvidenceFileError(f"{where}: lane {lane} has two '{stream}' blocks")
            lanes[lane][stream] = "".join(lines)
    return lanes


def render_out(name: str, outputs: dict[str, dict[str, str]], lane_order) -> str:
    """The .out text for {lane: {stream: text}}: per stream, one block per distinct text, the lanes that printed
    it in `lane_order` (the primary lane's block first)."""
    streams = sorted({s for o in outputs.values() for s in o}, key=lambda s: (s != "stdout", s != "stderr", s))
    parts = [OUT_INTRO.format(name=name)]
    for stream in streams:
        groups: dict[str, list[str]] = {}
        for lane in sorted(outputs, key=lane_order):
            text = outputs[lane].get(stream)
            if text:
                groups.setdefault(text, []).append(lane)
        for text, lanes in groups.items():
            parts.append(f"━━ {stream} · {' '.join(lanes)} ━━\n")
            parts.append(text if text.endswith("\n") else text + "\n")
    return "".join(parts)


class ArticleRuns:
    """The runs of one article folder: runs.json and its .out files, read once and kept until they change."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.meta: dict[str, dict[str, dict]] = {}          # snippet file name -> lane -> metadata
        self.outputs: dict[str, dict[str, dict[str, str]]] = {}   # snippet file name -> lane -> stream -> text
        self.stamp: tuple = ()
        self._watched: list[str] = []                       # runs.json and the .out files, as last read or written

    def files_stamp(self) -> tuple:
        """Asked before every record is handed out, so a few stats and no directory listing: the folder's mtime
        changes when a file is added or removed, a file's own mtime and size when it is rewritten."""
        stamp = []
        for path in (str(self.folder), *self._watched):
            try:
                st = os.stat(path)
            except FileNotFoundError:
                stamp.append(None)
                continue
            stamp.append((st.st_mtime_ns, st.st_size))
        return tuple(stamp)

    def _watch(self) -> None:
        self._watched = [str(self.folder / RUNS_FILE), *map(str, sorted(self.folder.glob("*" + OUT_SUFFIX)))]
        self.stamp = self.files_stamp()

    def read(self) -> "ArticleRuns":
        runs = self.folder / RUNS_FILE
        self.meta, self.outputs = {}, {}
        if runs.is_file():
            try:
                data = json.loads(runs.read_text(encoding="utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError) as exc:
                raise EvidenceFileError(f"{runs}: not valid JSON ({exc}); re-record with `make bless`") from None
            if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
                raise EvidenceFileError(f"{runs}: must map each snippet file to {{lane: metadata}}")
            self.meta = data
        for out in sorted(self.folder.glob("*" + OUT_SUFFIX)):
            try:
                text = out.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                raise EvidenceFileError(f"{out}: not valid UTF-8") from None
            self.outputs[out.stem + ".py"] = parse_out(text, str(out))
        self._watch()
        return self

    def save(self, name: str, lane_order) -> None:
        """Write runs.json and <name>.out; the .out must read back exactly."""
        runs = self.folder / RUNS_FILE
        self.folder.mkdir(parents=True, exist_ok=True)
        meta = {n: dict(sorted(lanes.items(), key=lambda kv: lane_order(kv[0])))
                for n, lanes in sorted(self.meta.items()) if lanes}
        runs.write_text(json.dumps(meta, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        out = self.folder / (name[:-3] + OUT_SUFFIX)
        outputs = {lane: o for lane, o in self.outputs.get(name, {}).items() if any(o.values())}
        if outputs:
            text = render_out(name, outputs, lane_order)
            back = parse_out(text, str(out))
            want = {lane: {s: (t if t.endswith("\n") else t + "\n") for s, t in o.items() if t}
                    for lane, o in outputs.items()}
            if back != want:
                raise EvidenceFileError(f"{out}: an output line looks like a block header ('━━ … ━━'); the file "
                                        "would not read back as recorded. Change what the snippet prints.")
            out.write_text(text, encoding="utf-8")
        elif out.exists():
            out.unlink()
        self._watch()


class Store:
    """Every article folder's runs under one snippets directory, each read once per change (a build asks for the
    same record many times). Writes are serialised: runs of one article on several lanes finish in parallel."""

    def __init__(self, snippets_dir: Path):
        self.snippets_dir = Path(snippets_dir)
        self._folders: dict[str, ArticleRuns] = {}          # "<category>/<id>" -> its runs
        self._lock = threading.RLock()

    def folder(self, snippet_path: str) -> ArticleRuns:
        """The runs of the folder holding snippet_path ("<category>/<id>/<name>.py")."""
        return self.article(snippet_path.rpartition("/")[0])

    def article(self, rel_dir: str) -> ArticleRuns:
        with self._lock:
            runs = self._folders.get(rel_dir)
            if runs is None or runs.stamp != runs.files_stamp():
                runs = self._folders[rel_dir] = ArticleRuns(self.snippets_dir / rel_dir).read()
            return runs

    def all_folders(self) -> list[ArticleRuns]:
        return [self.article(p.parent.relative_to(self.snippets_dir).as_posix())
                for p in sorted(self.snippets_dir.glob(f"*/*/{RUNS_FILE}"))]

    def lock(self):
        return self._lock


_STORES: dict[str, Store] = {}
_STORES_LOCK = threading.Lock()


def store_for(snippets_dir: Path) -> Store:
    """The store of a snippets directory, one per directory however it is spelled (resolved once per spelling)."""
    spelled = str(snippets_dir)
    store = _STORES.get(spelled)
    if store is None:
        key = str(Path(snippets_dir).resolve())
        with _STORES_LOCK:
            store = _STORES.setdefault(key, Store(Path(key)))
            _STORES[spelled] = store
    return store
