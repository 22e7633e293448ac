"""Claims in the prose that point at the recorded run proving them.

A sentence that states what a run showed links to that run's recorded output:

    在 2.10 上[实测](run:repro_exists.py)，报错发生在 `write_raw_data`。
    1.x 在创建时就报错（[实测](run:repro.py@1.10.0)），2.10 到调用时才报（[实测](run:repro.py@2.10.0)）。

``run:<snippet>`` names a snippet of the article (a file name in its own folder, or a path under snippets/);
``@<version or lane>[,...]`` optionally names where it must have been recorded passing (a MindSpore version such
as ``2.10.0`` or a lane such as ``cpu-py311-ms2.10.0``). The build turns the link into a jump to the recorded
output with the device and version beside it.

What a program can check, it checks (:func:`problems`): the snippet is declared and shown on the page, and has a
current passing record on the lanes named (on at least one when none is named); and every block of prose that says
实测/测得 (measured) carries such a link. Whether the output really shows the sentence is for the reviewer.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .articles import Article, resolve_snippet_path, snippet_folder

RUN_LINK_RE = re.compile(r"\[(?P<text>[^\]\n]+)\]\(run:(?P<path>[^)\s@]+)(?:@(?P<where>[^)\s]+))?\)")
MEASURED_RE = re.compile(r"实测|测得")
_FENCE_RE = re.compile(r"^[ \t]*(`{3,}|~{3,})")
_COMMENT_RE = re.compile(r"<!--.*?-->", re.S)
_INLINE_CODE_RE = re.compile(r"(`+)(?:(?!\1).)+?\1")
_BLOCK_START_RE = re.compile(r"^[ \t]*(?:[-*+][ \t]|\d+[.)][ \t]|\||#{1,6}[ \t]|>)")


@dataclass(frozen=True)
class RunLink:
    line: int                 # in the .md file (front matter included)
    text: str
    snippet: str              # resolved path under snippets/
    where: tuple[str, ...]    # versions or lanes it must have passed on ('' = any one)


def _blank(match: re.Match) -> str:
    return re.sub(r"[^\n]", " ", match.group(0))


def _in_fence(lines: list[str]) -> list[bool]:
    """Which lines belong to a fenced code block (the fences included)."""
    out, fence = [], None
    for line in lines:
        m = _FENCE_RE.match(line)
        if fence is None and m:
            fence = m.group(1)
            out.append(True)
        elif fence is not None:
            if line.strip().startswith(fence) and not line.strip().strip(fence[0]):
                fence = None
            out.append(True)
        else:
            out.append(False)
    return out


def prose_lines(body: str) -> list[str]:
    """The body's lines with fenced code, HTML comments and inline code blanked out (line numbers kept)."""
    lines = _COMMENT_RE.sub(_blank, body).split("\n")
    return ["" if code else _INLINE_CODE_RE.sub(_blank, line) for line, code in zip(lines, _in_fence(lines))]


def prose_blocks(body: str) -> list[tuple[int, str]]:
    """(first line index, text) of each paragraph, list item, table row, heading or quote line of the prose."""
    blocks: list[tuple[int, list[str]]] = []
    for i, line in enumerate(prose_lines(body)):
        if not line.strip():
            blocks.append((i, []))
            continue
        starts = _BLOCK_START_RE.match(line) or not blocks or not blocks[-1][1]
        if starts:
            blocks.append((i, [line]))
        else:
            blocks[-1][1].append(line)
    return [(i, "\n".join(lines)) for i, lines in blocks if lines]


def _offset(article: Article) -> int:
    """Lines before the body in the .md file (the front matter)."""
    source = article.source.read_text(encoding="utf-8")
    return source[:len(source) - len(article.body)].count("\n") if article.body else 0


def run_links(article: Article, body: str | None = None) -> list[RunLink]:
    body = article.body if body is None else body
    offset = _offset(article)
    folder = snippet_folder(article.category, article.id)
    out = []
    for i, line in enumerate(prose_lines(body)):
        for m in RUN_LINK_RE.finditer(line):
            where = tuple(w for w in (m.group("where") or "").split(",") if w)
            out.append(RunLink(offset + i + 1, m.group("text"), resolve_snippet_path(m.group("path"), folder), where))
    return out


def _recorded_on(record, where: str) -> bool:
    return record.lane == where or record.mindspore == where


OUTCOME_LABEL = {"differs": "报错不同", "not-reproduced": "不复现", "fails": "失败"}


def problems(article: Article, records: dict[str, list], snippets_dir, shown: set[str]) -> list[str]:
    """What is wrong with the article's claims; each names the file and line.

    ``records`` maps snippet paths to their committed records (all lanes); ``shown`` is the set of snippet paths the
    page includes (a claim must point at output the reader can see)."""
    where_file = f"docs/{article.category}/{article.id}.md"
    declared = {s.path: s for s in article.snippets}
    out = []
    for link in run_links(article):
        at = f"{where_file}: line {link.line}"
        snippet = declared.get(link.snippet)
        if snippet is None:
            out.append(f"{at}: [{link.text}](run:…) names {link.snippet}, which this article does not declare")
            continue
        if link.snippet not in shown:
            out.append(f"{at}: [{link.text}](run:…) points at {link.snippet}, which the page does not include "
                       "(the reader must see the output the claim rests on)")
            continue
        current = [r for r in records.get(link.snippet, []) if not r.is_stale(snippets_dir, snippet)]
        good = [r for r in current if r.status == "pass"]
        if not link.where and not good:
            out.append(f"{at}: {link.snippet} has no current passing record on any lane (run `make bless`)")
        # Naming a version claims what that version did, whatever it was: the page shows the outcome beside it.
        for w in link.where:
            if not any(_recorded_on(r, w) for r in current):
                lanes = ", ".join(f"{r.lane} ({r.mindspore})" for r in current) or "none"
                out.append(f"{at}: the claim names {w}, but {link.snippet} has current records only on: {lanes}")
    recorded = {DEVICE_LABEL.get(r.device, r.device) for s in article.snippets for r in records.get(s.path, [])
                if r.status == "pass" and not r.is_stale(snippets_dir, s)}
    cited = {d for c in article.applies_to.get("cited", []) for d in c.get("devices", [])}
    for device in article.applies_to["devices"]:
        if device not in recorded and device not in cited:
            out.append(f"{where_file}: field 'applies_to.devices': {device} has no passing run of this article "
                       f"(recorded: {', '.join(sorted(recorded)) or 'none'}) and no source under applies_to.cited")
    offset = _offset(article)
    for i, text in prose_blocks(article.body):
        if MEASURED_RE.search(text) and not RUN_LINK_RE.search(text):
            word = MEASURED_RE.search(text).group(0)
            out.append(f"{where_file}: line {offset + i + 1}: says '{word}' without a [..](run:<snippet>) link to "
                       "the recorded run that shows it (CONTRIBUTING.md, 'Claims')")
    for name, value in (("title", article.title), ("summary", article.summary)):
        m = MEASURED_RE.search(value)
        if m:
            out.append(f"{where_file}: field '{name}': says '{m.group(0)}', which cannot link its run; say it in "
                       "the prose with a run: link")
    return out


def anchor(article: Article, snippet_path: str) -> str:
    """The id of a snippet's recorded output on its page: ``run-repro-exists`` for repro_exists.py."""
    folder = snippet_folder(article.category, article.id) + "/"
    rel = snippet_path[len(folder):] if snippet_path.startswith(folder) else snippet_path
    return "run-" + re.sub(r"[^a-z0-9]+", "-", rel[:-3].lower()).strip("-")


DEVICE_LABEL = {"cpu": "CPU", "gpu": "GPU", "ascend": "Ascend"}


def where_label(records: list) -> str:
    """'CPU · 2.10.0' (or 'CPU · 2.0.0, 2.10.0'): where a claim's run passed."""
    devices = sorted({DEVICE_LABEL.get(r.device, r.device) for r in records})
    versions = sorted({r.mindspore for r in records if r.mindspore}, key=lambda v: [int(x) if x.isdigit() else x
                                                                                    for x in re.split(r"[.]", v)])
    return " · ".join(["/".join(devices)] + ([", ".join(versions)] if versions else []))


def render_links(markdown: str, article: Article, records: dict[str, list]) -> str:
    """``[实测](run:x.py)`` -> a link to x.py's recorded output, with the device and version it passed on."""
    from .environments import primary_env

    folder = snippet_folder(article.category, article.id)
    primary = {s.path: primary_env(s).name for s in article.snippets}

    def link(m: re.Match) -> str:
        path = resolve_snippet_path(m.group("path"), folder)
        where = tuple(w for w in (m.group("where") or "").split(",") if w)
        recs = [r for r in records.get(path, []) if r.status == "pass" or where]
        if where:
            recs = [r for r in recs if any(_recorded_on(r, w) for w in where)]
        elif path in primary:
            # A claim that names no version speaks of the page's own: label it with the primary lane.
            recs = [r for r in recs if r.env == primary[path]] or recs
        label = where_label(recs) if recs else "未记录"
        odd = sorted({OUTCOME_LABEL[r.outcome] for r in recs if r.outcome in OUTCOME_LABEL})
        if odd:
            label += "：" + "、".join(odd)
        name = path.rsplit("/", 1)[-1]
        title = f"{name} 的运行记录：" + "，".join(f"{r.lane} {r.date}" for r in recs)
        return (f'[{m.group("text")}](#{anchor(article, path)} "{title}"){{.mskb-run}}'
                f'<sup class="mskb-run-where">{label}</sup>')

    lines = markdown.split("\n")
    return "\n".join(line if code else RUN_LINK_RE.sub(link, line) for line, code in zip(lines, _in_fence(lines)))
