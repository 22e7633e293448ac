"""Claims in the prose that point at the recorded run proving them.

A sentence that states what a run showed links to that run's recorded output:

    在 2.10 上[实测](run:repro_exists.py)，报错发生在 `write_raw_data`。
    1.10、2.0 在创建时就报错（[实测](run:repro.py@<2.6)），2.6 dev 起到调用时才报（[实测](run:repro.py@>=2.6)）。
    1.10、2.0 的消息里是 `x.shape`（[实测](run:repro.py@1.10,2.0 "x.shape and y.shape")）。

``run:<snippet>`` names a snippet of the article (a file name in its own folder, or a path under snippets/). Without
``@`` it points at the page's own run (the snippet's primary lane) and must have passed somewhere.

``@<versions>`` makes it a **version statement** (mskb.ranges: ``@2.0.0``, ``@1.10,2.0``, ``@>=2.8``, ``@<2.6``):
the versions named are *exactly* those where the run shows what the sentence says. By default that is the
snippet's state (reproduces, differs, not-reproduced, works, fails): the same on every version named and another
on every version not named. With a quoted text, ``@<2.6 "x.shape and y.shape"``, it is that text: in the recorded
output of every version named and of no other. A new lane that behaves otherwise makes the check fail, naming the
page, the line and the lane, so a sentence cannot go stale when a release is added.

What a program can check, it checks (:func:`problems`): the snippet is declared and shown on the page; a version
statement holds on every lane; every block of prose that says 实测/测得 (measured) carries such a link; and in
``## 版本差异`` every sentence naming a MindSpore version carries a version statement or a citation
(mskb.citations). Whether the output really shows the sentence is for the reviewer.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass

from . import ranges
from .articles import Article, resolve_snippet_path, snippet_folder
from .normalize import comparable
from .vocabulary import fenced

RUN_LINK_RE = re.compile(r"\[(?P<text>[^\]\n]+)\]\(run:(?P<path>[^)\s@]+)(?:@(?P<where>[^)\s\"]+))?"
                         r"(?:[ \t]+\"(?P<quote>[^\"\n]+)\")?\)")
MEASURED_RE = re.compile(r"实测|测得")
_COMMENT_RE = re.compile(r"<!--.*?-->", re.S)
_INLINE_CODE_RE = re.compile(r"(`+)(?:(?!\1).)+?\1")
_BLOCK_START_RE = re.compile(r"^[ \t]*(?:[-*+][ \t]|\d+[.)][ \t]|\||#{1,6}[ \t]|>)")


@dataclass(frozen=True)
class RunLink:
    line: int                 # in the .md file (front matter included)
    text: str
    snippet: str              # resolved path under snippets/
    where: str                # the version set it names ('' = the page's own run)
    quote: str = ""           # the text that the named versions' output holds and no other's


def _blank(match: re.Match) -> str:
    return re.sub(r"[^\n]", " ", match.group(0))


def _fill(match: re.Match) -> str:
    """Inline code hidden from the prose checks but not turned into blank space: a line that is only code still
    belongs to its paragraph."""
    return "_" * len(match.group(0))


def prose_lines(body: str) -> list[str]:
    """The body's lines with fenced code, HTML comments and inline code blanked out (line numbers kept)."""
    lines = _COMMENT_RE.sub(_blank, body).split("\n")
    return ["" if code else _INLINE_CODE_RE.sub(_fill, line) for line, code in zip(lines, fenced(lines))]


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


def body_offset(article: Article) -> int:
    """Lines before the body in the .md file (the front matter)."""
    source = article.source.read_text(encoding="utf-8")
    return source[:len(source) - len(article.body)].count("\n") if article.body else 0


def run_links(article: Article, body: str | None = None) -> list[RunLink]:
    body = article.body if body is None else body
    offset = body_offset(article)
    folder = snippet_folder(article.category, article.id)
    out = []
    raw = body.split("\n")
    for i, line in enumerate(prose_lines(body)):
        for m in RUN_LINK_RE.finditer(line):
            # The quoted text as written (back-ticks included): prose_lines hides inline code, keeping positions.
            quote = raw[i][m.start("quote"):m.end("quote")] if m.group("quote") else ""
            out.append(RunLink(offset + i + 1, m.group("text"), resolve_snippet_path(m.group("path"), folder),
                               m.group("where") or "", quote))
    return out


OUTCOME_LABEL = {"differs": "报错不同", "not-reproduced": "不复现", "fails": "失败"}
# States a version statement cannot rest on: there is no current output of that version to show.
_NO_OUTPUT = {"not-run": "has no record", "stale": "has only a stale record (the snippet changed since)",
              "not-applicable": "is outside the snippet's `versions`"}


def output_text(record) -> str:
    """What a run printed, as a version statement's quoted text is looked for in it (whitespace-insensitive)."""
    return " ".join(comparable(record.stdout + "\n" + record.stderr).split())


def has_quote(record, quote: str) -> bool:
    return " ".join(quote.split()) in output_text(record)


def _version_list(cells) -> str:
    return ", ".join(c.env.mindspore or c.env.name for c in cells) or "none"


def statement_problems(link: RunLink, row, at: str) -> list[str]:
    """A version statement against the snippet's cells on every version lane: the versions it names are exactly
    those whose run shows what it says (its state, or its quoted text)."""
    try:
        versions = ranges.parse(link.where)
    except ranges.BadRange as exc:
        return [f"{at}: @{link.where}: {exc}"]
    cells = [c for c in row.cells if c.env.version_lane]
    named = [c for c in cells if versions.contains(c.env.mindspore, c.env.lane(row.snippet.device))]
    if versions.is_range:   # a range speaks of the versions the snippet runs on; a list names each on purpose
        named = [c for c in named if c.state != "not-applicable"]
    quoted = f' "{link.quote}"' if link.quote else ""
    what = f"[{link.text}](run:…@{link.where}{quoted})"
    if not named:
        return [f"{at}: {what} names no version lane of {link.snippet} (its lanes: {_version_list(cells)})"]
    out = [f"{at}: {what}: MindSpore {c.env.mindspore} {_NO_OUTPUT[c.state]}, so it cannot show the statement"
           for c in named if c.state in _NO_OUTPUT]
    if out:
        return out
    others = [c for c in cells if c not in named]
    unknown = [c for c in others if c.state in ("not-run", "stale")]
    if unknown:
        return [f"{at}: {what}: MindSpore {_version_list(unknown)} has no current record of {link.snippet}, so "
                "the check cannot tell whether the statement holds there too (run `make bless`)"]
    if link.quote:
        holds = [c for c in cells
                 if c.record is not None and c.state not in _NO_OUTPUT and has_quote(c.record, link.quote)]
        label = f'the text "{link.quote}"'
    else:
        states = {c.state for c in named}
        if len(states) > 1:
            return [f"{at}: {what}: the versions named do not agree: " + "; ".join(
                f"{c.env.mindspore} {c.state}" for c in named) + " (name fewer, or quote the text they share)"]
        state = states.pop()
        holds = [c for c in cells if c.state == state]
        label = f"'{state}'"
    if [c.env.name for c in holds] == [c.env.name for c in named]:
        return []
    missing = [c for c in named if c not in holds]
    extra = [c for c in holds if c not in named]
    said = []
    if missing:
        said.append(f"MindSpore {_version_list(missing)} does not show it")
    if extra:
        said.append(f"MindSpore {_version_list(extra)} shows it too")
    return [f"{at}: {what}: the runs show {label} on exactly {_version_list(holds)} of {link.snippet}, not on the "
            f"versions named ({'; '.join(said)}): correct the sentence and its @versions"]


def problems(article: Article, rows: list, shown: set[str]) -> list[str]:
    """What is wrong with the article's claims; each names the file and line.

    ``rows`` is the article's snippet × lane matrix (mskb.matrix); ``shown`` is the set of snippet paths the page
    includes (a claim must point at output the reader can see)."""
    where_file = f"docs/{article.category}/{article.id}.md"
    by_path = {r.snippet.path: r for r in rows}
    out = []
    for link in run_links(article):
        at = f"{where_file}: line {link.line}"
        row = by_path.get(link.snippet)
        if row is None:
            out.append(f"{at}: [{link.text}](run:…) names {link.snippet}, which this article does not declare")
            continue
        if link.snippet not in shown:
            out.append(f"{at}: [{link.text}](run:…) points at {link.snippet}, which the page does not include "
                       "(the reader must see the output the claim rests on)")
            continue
        if link.where:
            out += statement_problems(link, row, at)
        elif not any(c.record is not None and c.state != "stale" and c.record.status == "pass" for c in row.cells):
            out.append(f"{at}: {link.snippet} has no current passing record on any lane (run `make bless`)")
        elif link.quote:
            out.append(f"{at}: a quoted text belongs to a version statement: name the versions it holds on (@…)")
    recorded = {DEVICE_LABEL.get(c.record.device, c.record.device) for r in rows for c in r.cells
                if c.record is not None and c.state != "stale" and c.record.status == "pass"}
    cited = {d for c in article.applies_to.get("cited", []) for d in c.get("devices", [])}
    for device in article.applies_to["devices"]:
        if device not in recorded and device not in cited:
            out.append(f"{where_file}: field 'applies_to.devices': {device} has no passing run of this article "
                       f"(recorded: {', '.join(sorted(recorded)) or 'none'}) and no source under applies_to.cited")
    offset = body_offset(article)
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
    out += version_note_problems(article, where_file, offset)
    return out


# A MindSpore version named in prose: 1.10, 2.0.0, 2.x, 2.6 dev. Versions of other software are not its claims.
_VERSION_RE = re.compile(r"(?<![\w.])[12]\.(?:\d{1,2}|x)(?:\.\d+)*(?![\d.]*\d)(?!\s*(?:倍|×|秒|s\b|GB|MB|%|ms))")
_OTHER_SOFTWARE_RE = re.compile(
    r"(?:numpy|NumPy|CANN|Python|python|protobuf|pillow|Pillow|GLIBC\w*|GCC|gcc|torch|PyTorch|CUDA|cuDNN|cudnn|Serving|"
    r"mindquantum|MindQuantum|grpcio|jieba|MkDocs|mkdocs|Ubuntu|CentOS|EulerOS|openEuler|Lite|mindnlp|MindNLP|"
    r"mindtorch|mindformers|MindFormers|mindcv|mindyolo|mindocr|mindone|驱动|固件|driver|firmware|asttokens|scipy|SciPy|"
    r"OpenSSL|NCCL|HCCL|Material|opset|ONNX|onnx|six|requests|gensim|transformers|Transformers|PEFT|peft|vLLM|vllm|"
    r"MindIE|glog|Kernel|kernel|TensorFlow|tensorflow|Paddle|JAX|jax|Node|node|R|Docker|WSL)"
    r"[ \t]*(?:==|>=|<=|~=|v|V)?[ \t]*(?:[\d.x]+[ \t]*(?:[、,，/~–-]|到|和|或|至)[ \t]*)*$")
_LINK_RE = re.compile(r"\]\((?:[^()\s]|\([^()]*\))*(?:[ \t]+\"[^\"\n]*\")?\)")
VERSION_NOTES_RE = re.compile(r"^##[ \t].*\{#version-notes\}[ \t]*$")


def sentences(block: str) -> list[str]:
    """A block split after 。；！？ — but not inside parentheses, where a ；separates the runs a clause rests on."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(block):
        if ch in "（(":
            depth += 1
        elif ch in "）)" and depth:
            depth -= 1
        elif ch in "。；！？" and depth == 0:
            out.append(block[start:i + 1])
            start = i + 1
    return out + ([block[start:]] if block[start:].strip() else [])


def section_lines(body: str, heading: re.Pattern) -> set[int]:
    """Body line indexes under the ``##`` headings that match ``heading`` (up to the next ``##``)."""
    inside, lines = False, set()
    for i, line in enumerate(body.split("\n")):
        if line.startswith("## "):
            inside = bool(heading.match(line))
        elif inside:
            lines.add(i)
    return lines


def names_mindspore_version(sentence: str) -> str | None:
    """The first MindSpore version a sentence names (link targets and versions of other software skipped)."""
    text = _LINK_RE.sub("]()", sentence)
    for m in _VERSION_RE.finditer(text):
        if not _OTHER_SOFTWARE_RE.search(text[max(0, m.start() - 40):m.start()]):
            return m.group(0)
    return None


def _suite_run_shows(article: Article, sentence: str, version: str) -> bool:
    """A suite page's sentence may name the MindSpore version of its suite lane with a plain run link to a snippet
    that runs there: the lane's lock pins that version, so no new version lane can make the sentence stale (a lock
    that moves to another version does, and fails it)."""
    from .environments import ENVIRONMENTS

    folder = snippet_folder(article.category, article.id)
    declared = {s.path: s for s in article.snippets}
    for m in RUN_LINK_RE.finditer(sentence):
        snippet = declared.get(resolve_snippet_path(m.group("path"), folder))
        env = ENVIRONMENTS.get(snippet.env) if snippet is not None else None
        if env is not None and env.suites and ranges.parse(version).contains(env.mindspore):
            return True
    return False


def version_note_problems(article: Article, where_file: str, offset: int) -> list[str]:
    """In ``## 版本差异``, a sentence that names a MindSpore version carries a version statement (run:…@…) or a
    citation (cite:…): a new lane then fails the sentence it makes stale."""
    section = section_lines(article.body, VERSION_NOTES_RE)
    out = []
    for i, block in prose_blocks(article.body):
        if i not in section:
            continue
        for sentence in sentences(block):
            version = names_mindspore_version(sentence)
            if version is None:
                continue
            if any(m.group("where") for m in RUN_LINK_RE.finditer(sentence)) or "](cite:" in sentence:
                continue
            if _suite_run_shows(article, sentence, version):
                continue
            first = " ".join(sentence.split())[:60]
            out.append(f"{where_file}: line {offset + i + 1}: the version-notes sentence \"{first}…\" names "
                       f"MindSpore {version} without a version statement [实测](run:…@<versions>) or a citation "
                       "[…](cite:<id>) (CONTRIBUTING.md, 'Versions')")
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
    from .vocabulary import version_key

    versions = sorted({r.mindspore for r in records if r.mindspore}, key=version_key)
    return " · ".join(["/".join(devices)] + ([", ".join(versions)] if versions else []))


def _version_lane(record) -> bool:
    from .environments import ENVIRONMENTS

    env = ENVIRONMENTS.get(record.env)
    return env is None or env.version_lane


def render_links(markdown: str, article: Article, records: dict[str, list]) -> str:
    """``[实测](run:x.py)`` -> a link to x.py's recorded output, with the device and version it passed on; a version
    statement shows the versions it names (and its quoted text in the link's title)."""
    from .environments import primary_env
    from .render import inert

    folder = snippet_folder(article.category, article.id)
    primary = {s.path: primary_env(s).name for s in article.snippets}

    def link(m: re.Match) -> str:
        path = resolve_snippet_path(m.group("path"), folder)
        where, quote = m.group("where"), m.group("quote")
        recs = [r for r in records.get(path, []) if r.status == "pass" or where]
        if where:
            try:
                versions = ranges.parse(where)
            except ranges.BadRange:   # listed by problems(), which fails the strict build
                versions = None
            recs = [r for r in recs if versions is not None and _version_lane(r)
                    and versions.contains(r.mindspore, r.lane)]
        elif path in primary:
            # A claim that names no version speaks of the page's own: label it with the primary lane.
            recs = [r for r in recs if r.env == primary[path]] or recs
        label = where_label(recs) if recs else "未记录"
        odd = sorted({OUTCOME_LABEL[r.outcome] for r in recs if r.outcome in OUTCOME_LABEL})
        if odd:
            label += "：" + "、".join(odd)
        name = path.rsplit("/", 1)[-1]
        title = f"{name} 的运行记录：" + "，".join(f"{r.lane} {r.date}" for r in recs)
        if quote:
            title += f"；输出中的原文：{quote}"
        # Raw HTML, not a Markdown link: a quoted text may hold ( ) [ ] or quotes, which end a Markdown title.
        return (f'<a class="mskb-run" href="#{anchor(article, path)}" title="{inert(title)}">'
                f'{m.group("text")}</a><sup class="mskb-run-where">{html.escape(label)}</sup>')

    lines = markdown.split("\n")
    return "\n".join(line if code else RUN_LINK_RE.sub(link, line) for line, code in zip(lines, fenced(lines)))
