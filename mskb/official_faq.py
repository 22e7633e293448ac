"""The official FAQ cross-check: every question of MindSpore's FAQ that quotes an error, with what happens today.

    data/official_faq.yaml   one entry per question: file, n (0-based position of its `Q:` in the file), about
                             (the question in our own words), quotes (the FAQ's error strings, verbatim: data),
                             article (the page answering it), needs (hardware or platform we lack), note, status

The status is computed from the evidence, never typed: the quotes are looked for in the answering article's
recorded runs (every lane) and its public reports. `mskb check --bless` writes it into each entry, and `mskb check`
fails when the evidence says otherwise, so a re-recording that changes the picture cannot leave the data stale.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from . import matrix, reported
from .articles import Article, ArticleError
from .vocabulary import FAQ_FILES as FILES, FAQ_STATUS as STATUS, version_key

DATA_FILE = Path("data") / "official_faq.yaml"
FAQ_URL = "https://gitee.com/mindspore/docs/blob/master/docs/mindspore/source_zh_cn/faq/{file}"
FAQ_COMMIT = "9e844dc65dc5ef4381574e8b6ec2f93f9681f720"   # the mindspore-ai/docs commit the list was read at
# FAQ placeholders and cuts inside a quote: `{VERSION}`, `XXX`, `xxx`, `...`, `…`.
_CUT = re.compile(r"\.\.\.|…|[_-]?\{[^}]*\}|(?<![A-Za-z])[xX]{2,}(?![A-Za-z])")
_SPACE = re.compile(r"\s+")
MIN_FRAGMENT = 4
_MARKDOWN_CHARS = set("|[]*_`\\!{}#+-.~^:$")


@dataclass
class Question:
    file: str
    n: int
    about: str
    quotes: list[str]
    article: str | None = None
    snippet: str | None = None      # the article's snippet that runs the FAQ's scenario (default: its reproducer)
    needs: str | None = None
    note: str | None = None
    status: str = ""

    @property
    def url(self) -> str:
        return FAQ_URL.format(file=self.file)

    @property
    def label(self) -> str:
        return f"{FILES[self.file]}第 {self.n + 1} 问"


@dataclass
class Finding:
    """What the evidence says about one question."""
    status: str
    found_on: list[str] = field(default_factory=list)   # MindSpore versions whose recorded output holds a quote
    in_report: bool = False                             # a public report of the article holds a quote
    now: str = ""                                       # what the primary version prints instead (changed / gone)


def load(repo: Path) -> list[Question]:
    """The questions of data/official_faq.yaml (mskb.models.FaqQuestion); bad input names the entry and field."""
    from pydantic import ValidationError

    from .models import FaqQuestion, first_problem

    path = Path(repo) / DATA_FILE
    where = DATA_FILE.as_posix()
    try:
        items = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise ArticleError(where, f"not a readable YAML file ({exc})") from None
    if not isinstance(items, list):
        raise ArticleError(where, "must be a list of questions")
    out, seen = [], set()
    for i, item in enumerate(items):
        name = f"[{i}]"
        try:
            q = FaqQuestion.model_validate(item)
        except ValidationError as exc:
            field, message = first_problem(exc)
            raise ArticleError(where, message, f"{name}.{field}" if field else name) from None
        if (q.file, q.n) in seen:
            raise ArticleError(where, f"{q.file} #{q.n} is listed twice", name)
        seen.add((q.file, q.n))
        out.append(Question(q.file, q.n, q.about, q.quotes, q.article, q.snippet, q.needs, q.note, q.status))
    return out


def fragments(quote: str) -> list[str]:
    """The parts of a quote that must appear in an output, split where the FAQ cut it or left a placeholder."""
    parts = [_SPACE.sub(" ", p).strip() for p in _CUT.split(quote)]
    return [p for p in parts if len(p) >= MIN_FRAGMENT]


def quote_in(quote: str, text: str) -> bool:
    """Every fragment of the quote occurs in the text, whitespace ignored (the FAQ writes `sh:1:python:not found`
    for the shell's `sh: 1: python: not found`)."""
    parts = [_SPACE.sub("", p) for p in fragments(quote)]
    flat = _SPACE.sub("", text)
    return bool(parts) and all(p in flat for p in parts)


def classify(quotes: list[str], by_version: dict[str, list[str]], primary: str, reports: list[str],
             raises_now: bool | None, now: str = "") -> Finding:
    """The status of one question from the evidence of the article answering it.

    by_version: recorded output texts per MindSpore version; raises_now: whether the FAQ's scenario (the article's
    snippet running it) raised on the primary version (None when it does not run here); now: its error line there."""
    found = sorted((v for v, texts in by_version.items() if any(quote_in(q, t) for q in quotes for t in texts)),
                   key=version_key)
    in_report = any(quote_in(q, t) for q in quotes for t in reports)
    if primary in found:
        return Finding("reproduced", found, in_report)
    if raises_now is None:
        return Finding("reported" if in_report else "not-run", found, in_report)
    return Finding("changed" if raises_now else "gone", found, in_report, now)


def finding(q: Question, art: Article, rows: list[matrix.Row], reports: list[str], primary: str) -> Finding:
    """What the evidence of the answering article (its snippet x version matrix and its reports) says of `q`."""
    if q.needs:
        # The FAQ's scenario needs hardware or a platform this site lacks: what runs here (CPU checks, the strings a
        # wheel contains) is not that scenario, so only a public report can show its error.
        return classify(q.quotes, {}, primary, reports, None)
    by_version: dict[str, list[str]] = {}
    for r in rows:
        for c in r.cells:
            if c.record is not None and c.record.mindspore:
                by_version.setdefault(c.record.mindspore, []).append(f"{c.record.stdout}\n{c.record.stderr}")
    lead = next((r for r in rows if r.snippet.path.rsplit("/", 1)[-1] == q.snippet), None) if q.snippet else \
        next((r for r in rows if r.snippet.expect != "ok"), None)
    if q.snippet and lead is None:
        raise ArticleError(DATA_FILE.as_posix(), f"{q.file} #{q.n}: {q.article} has no snippet {q.snippet!r}")
    cell = next((c for c in lead.cells if c.env.name == "main"), None) if lead else None
    if cell is None or cell.record is None:
        return classify(q.quotes, by_version, primary, reports, None)
    rec = cell.record
    return classify(q.quotes, by_version, primary, reports, bool(rec.data.get("exception")), error_line(art, rec))


def findings(repo: Path, articles: list[Article], primary: str) -> list[tuple[Question, Finding | None]]:
    """Every question with its finding (None when its article does not exist); each article's evidence read once."""
    repo = Path(repo)
    snippets_dir = repo / "snippets"
    by_id = {a.category + "/" + a.id: a for a in articles}
    read: dict[str, tuple[list[matrix.Row], list[str]]] = {}
    out = []
    for q in load(repo):
        if not q.article:
            out.append((q, Finding("not-run" if q.needs else "not-covered")))
            continue
        art = by_id.get(q.article)
        if art is None:
            out.append((q, None))
            continue
        if q.article not in read:
            read[q.article] = (matrix.article_matrix(art, snippets_dir)[1],
                               [r.text for r in reported.load(snippets_dir, art)])
        out.append((q, finding(q, art, *read[q.article], primary)))
    return out


def error_line(article: Article, rec) -> str:
    """The line of a recorded run a reader would paste: one the article's signatures match, else its exception."""
    lines = f"{rec.stdout}\n{rec.stderr}".splitlines()
    for sig in article.errors:
        rx = re.compile(sig.match)
        hit = next((ln for ln in reversed(lines) if rx.search(ln)), None)
        if hit:
            return _cut(hit.strip())
    return _cut(matrix._last_error_line(rec))


def _cut(line: str, limit: int = 200) -> str:
    return line if len(line) <= limit else line[:limit - 1] + "…"


def check(repo: Path, articles: list[Article], primary: str) -> list[str]:
    """Problems with the cross-check: unknown articles, and declared statuses the evidence contradicts."""
    out = []
    for q, f in findings(repo, articles, primary):
        if f is None:
            out.append(f"{DATA_FILE}: {q.file} #{q.n}: article {q.article!r} does not exist")
        elif f.status != q.status:
            out.append(f"{DATA_FILE}: {q.file} #{q.n}: declared status {q.status!r} but the evidence says "
                       f"{f.status!r} (found on {f.found_on or 'no version'}{', in a report' if f.in_report else ''})")
    return out


def bless(repo: Path, articles: list[Article], primary: str) -> list[str]:
    """Write each question's status as the evidence says (`mskb check --bless`): the status is derived, never typed.
    Only the `status:` lines change, so the file's comments and order stay. Returns what changed."""
    path = Path(repo) / DATA_FILE
    wanted = {(q.file, q.n): f.status for q, f in findings(repo, articles, primary) if f is not None}
    lines = path.read_text(encoding="utf-8").split("\n")
    changed, file, n = [], None, None
    for i, line in enumerate(lines):
        if m := re.match(r"^- file: (\S+)\s*$", line):
            file, n = m.group(1), None
        elif m := re.match(r"^  n: (\d+)\s*$", line):
            n = int(m.group(1))
        elif (m := re.match(r"^  status: (\S+)\s*$", line)) and (file, n) in wanted:
            if m.group(1) != wanted[(file, n)]:
                changed.append(f"{file} #{n}: {m.group(1)} -> {wanted[(file, n)]}")
                lines[i] = f"  status: {wanted[(file, n)]}"
    if changed:
        path.write_text("\n".join(lines), encoding="utf-8")
    return changed


def _code(text: str) -> str:
    """A quote as inline code inside a Markdown table cell: escaped, never interpreted."""
    # Every character Markdown (or autorefs' `[x][y]`) could read is an entity: the quote is data, shown as typed.
    return "<code>" + "".join(f"&#{ord(c)};" if c in _MARKDOWN_CHARS else html.escape(c) for c in text) + "</code>"


def render_markdown(repo: Path, articles: list[Article], primary: str, page_src: str) -> str:
    """The tables of docs/official-faq.md: per FAQ file, each question with its status from the evidence."""
    by_id = {a.category + "/" + a.id: a for a in articles}
    page_dir = Path(page_src).parent
    results = [(q, f or Finding("not-covered")) for q, f in findings(repo, articles, primary)]
    counts = {k: sum(1 for _, f in results if f.status == k) for k in STATUS}
    out = [f"共 {len(results)} 问引用了报错。按本站的运行记录和公开报告（页面生成时由证据算出）："]
    out += [f"- **{STATUS[k]}**：{n} 问" for k, n in counts.items() if n]
    for file, title in FILES.items():
        rows = [(q, f) for q, f in results if q.file == file]
        if not rows:
            continue
        out += ["", f"## {title}（{file}） {{#{file.removesuffix('.md').replace('_', '-')}}}", "",
                "| 问题 | FAQ 引用的报错 | 现状 | 本站 |", "|---|---|---|---|"]
        for q, f in rows:
            quotes = "<br>".join(_code(x) for x in q.quotes) or "（FAQ 没有给出报错原文）"
            state = f"**{STATUS[f.status]}**"
            if f.found_on:
                state += f"：本站在 {'、'.join(f.found_on)} 上录到"
            if f.status in ("changed", "gone"):
                state += f"<br>{primary} 上：" + (_code(f.now) if f.now else "运行不报错")
            if f.in_report and f.status != "reproduced":
                state += "<br>（公开报告里有这句）"
            if q.needs and f.status in ("reported", "not-run"):
                state += f"<br>需要：{html.escape(q.needs)}"
            if q.note:
                state += f"<br>{html.escape(q.note)}"
            link = "—"
            if q.article and q.article in by_id:
                art = by_id[q.article]
                rel = Path("..") / art.category / f"{art.id}.md" if page_dir.name else Path(art.category) / f"{art.id}.md"
                anchor = "#version-notes" if f.status in ("changed", "gone") else ""
                link = f"[{html.escape(art.title.split('：')[0])}]({rel.as_posix()}{anchor})"
            out.append(f"| [{q.label}]({q.url})：{html.escape(q.about)} | {quotes} | {state} | {link} |")
    return "\n".join(out)
