"""HTML for evidence in pages: the version summary under the title and the recorded output under each snippet.

Recorded text is escaped here and put into the page after Markdown has run, so nothing a snippet printed
(back-ticks, HTML, a `--8<--` line) can be interpreted as Markdown, HTML or an include.
"""
from __future__ import annotations

import base64
import functools
import html
from pathlib import Path

from .matrix import LABEL, column_label
from .normalize import comparable

DEVICE = {"cpu": "CPU", "gpu": "GPU", "ascend": "Ascend"}


@functools.lru_cache(maxsize=None)
def icon(name: str) -> str:
    """Inline SVG of a Material Design icon shipped with mkdocs-material (no emoji font, no request)."""
    try:
        import material
        svg = (Path(material.__file__).parent / "templates" / ".icons" / "material" / f"{name}.svg").read_text()
    except (ImportError, OSError):
        return ""
    return f'<span class="twemoji">{svg}</span>'


_MARKDOWN_SPECIAL = set("\\`*_{}[]()#+-.!|<>~^$:&\"'")


def inert(text: str) -> str:
    """Text that neither Markdown nor HTML reads as markup (a quote put into a page before Markdown runs): every
    character they could act on becomes a numeric entity, which the browser shows as the character."""
    return "".join(f"&#{ord(ch)};" if ch in _MARKDOWN_SPECIAL else ch for ch in text)


def reported_block(report) -> str:
    """A public report of an error, verbatim: shown apart from recorded runs and never as verified."""
    where = "，".join(x for x in (f"MindSpore {report.mindspore}", report.device, report.date) if x)
    title = f"报告来源（未在本站复现）：{report.title}（{where}）"
    note = f"<p>{html.escape(report.note)}</p>" if report.note else ""
    return (f'<div class="admonition abstract mskb-reported" id="reported-{html.escape(report.name)}">'
            f'<p class="admonition-title">{icon("comment-quote-outline")} {html.escape(title)}</p>'
            f'{note}{_pre(report.text)}'
            f'<p class="mskb-stream">原文：<a href="{html.escape(report.source, quote=True)}">'
            f'{html.escape(report.source)}</a>（{html.escape(report.retrieved)} 查阅）；'
            '以上是别人贴出的报错，本站没有可运行它的环境，不算验证。</p></div>')



def versions_label(versions: dict) -> str:
    """'MindSpore 2.10.0' plus the other libraries a run imported ('mindquantum 0.12.0'); the lane names Python."""
    parts = [f"MindSpore {versions.get('mindspore') or '—'}"]
    parts += [f"{name} {v}" for name, v in sorted(versions.items()) if name not in ("python", "mindspore", "numpy")]
    return "，".join(parts)


def _pre(text: str) -> str:
    return f'<div class="highlight"><pre><code>{html.escape(text.rstrip())}</code></pre></div>'


STATE_CSS = {"reproduces": "mskb-pass", "works": "mskb-pass", "differs": "mskb-differs", "not-reproduced": "mskb-fail",
             "fails": "mskb-fail", "not-applicable": "mskb-skip", "not-run": "mskb-skip", "stale": "mskb-stale"}


def _state(cell) -> str:
    label, mark = LABEL[cell.state]
    if cell.primary and cell.record is not None and cell.record.status == "fail":
        label, mark = "失败（不符合页面声明）", "close-circle-outline"
    tip = cell.reason or (f"{cell.record.lane}，{cell.record.date}" if cell.record is not None else "")
    return (f'<span class="{STATE_CSS[cell.state]}" title="{html.escape(tip, quote=True)}">'
            f"{icon(mark)} {html.escape(label)}</span>")


def _version(env) -> str:
    return html.escape(column_label(env))


def version_summary(summary: str, cols: list, rows: list, notes: dict[str, str], reports: int = 0) -> str:
    """Under the title: one line saying where the problem reproduces and whether the fixes work, then the whole
    snippet × version matrix, collapsed (the reader sees the problem first).

    Both are one <details>: its <summary> holds the summary sentence and the matrix's label. On a wide screen the
    sentence shows in full; on a phone (docs/stylesheets/mskb.css) it is cut to one line until the reader opens
    the matrix, which shows it whole. The words are the same either way."""
    if reports:
        summary += f" 另有 {reports} 条公开报告（未在本站复现，不计入验证）。"
    head = "".join(f"<th>{_version(c)}</th>" for c in cols)
    body = "".join(
        f'<tr><td><a href="#{html.escape(r.anchor)}"><code>{html.escape(r.snippet.path.rsplit("/", 1)[-1])}</code>'
        f"</a></td><td>{'正常结束' if r.snippet.expect == 'ok' else html.escape('抛出 ' + r.snippet.expected_type)}"
        f"</td>" + "".join(f"<td>{_state(c)}</td>" for c in r.cells) + "</tr>" for r in rows)
    lane_notes = "".join(f"<li>{_version(c)}：{html.escape(notes[c.name])}</li>" for c in cols if notes.get(c.name))
    legend = ("<p>报错不同：类型或消息与页面上的不一样；不适用：这段代码声明的版本范围之外；未运行：本站没有这个环境或硬件。"
              "每格的记录日期与原因见鼠标提示；每段代码下面是它在各版本上的输出。</p>")
    return (f'<div class="mskb-versions" id="verification"><details class="mskb-matrix"><summary>'
            f'<span class="mskb-summary">{icon("check-decagram-outline")} {html.escape(summary)}</span>'
            f'<span class="mskb-matrix__label">各版本的运行结果（{len(rows)} 段代码 × {len(cols)} 个环境）</span></summary>'
            f"<table><thead><tr><th>代码</th><th>预期</th>{head}</tr></thead><tbody>{body}</tbody></table>"
            f"{legend}{'<ul>' + lane_notes + '</ul>' if lane_notes else ''}</details></div>")


def _streams(r) -> str:
    inner = []
    if r.stdout.strip():
        inner.append('<p class="mskb-stream">stdout</p>' + _pre(r.stdout))
    if r.stderr.strip():
        inner.append('<p class="mskb-stream">stderr</p>' + _pre(r.stderr))
    return "".join(inner) or "<p>（没有输出）</p>"


def _exception_line(r) -> str:
    lines = [ln for ln in r.stderr.splitlines() if r.exception and ln.startswith(r.exception.rsplit(".", 1)[-1])]
    return lines[-1] if lines else ""


def _run_title(cell, lanes: str) -> str:
    r = cell.record
    exit_ = f"退出码 {r.exit_code}" if r.exit_code is not None else "超时"
    return f"运行输出（{lanes}；{versions_label(r.versions)}；{r.date}；{exit_}）"


def output_block(row, not_run_reason: str = "") -> str:
    """The recorded output of one snippet: its primary lane in full; the other versions below, collapsed, grouped
    by what they printed, each group saying how it compares (a different message is shown against the primary's)."""
    ran = [c for c in row.cells if c.record is not None]
    if not ran:
        why = next((c.reason for c in row.cells if c.state == "not-run"), not_run_reason) or not_run_reason
        return (f'<div class="admonition note mskb-output"><p class="admonition-title">'
                f'{icon("minus-circle")} 未运行：{html.escape(why or "no evidence")}</p>'
                '<p>这段代码还没有任何环境的运行记录，下面没有可展示的输出。</p></div>')
    first = next((c for c in ran if c.primary), ran[-1])
    groups: dict[tuple, list] = {}
    for c in ran:
        key = (c.state, c.record.status, comparable(c.record.stdout), comparable(c.record.stderr))
        groups.setdefault(key, []).append(c)
    main_key = next(k for k, cs in groups.items() if first in cs)
    css = STATE_CSS[first.state] if not (first.record.status == "fail" and first.primary) else "mskb-fail"
    same = "、".join(c.record.lane for c in groups[main_key])
    out = [f'<div class="admonition quote mskb-output {css}"><p class="admonition-title">'
           f'{icon("console")} {html.escape(_run_title(first, same))}</p>{_streams(first.record)}</div>']
    others = [(k, cs) for k, cs in groups.items() if k != main_key]
    if others:
        items, said = [], {}
        base = _exception_line(first.record)
        for _, cs in others:
            c = cs[0]
            label = LABEL[c.state][0]
            said.setdefault(label, []).extend(column_label(x.env) for x in cs)
            line = _exception_line(c.record)
            diff = ""
            if c.state == "differs" and line != base:
                diff = _pre(f"- {base}\n+ {line}") if base else _pre(f"+ {line}")
            items.append(f'<details class="mskb-lane {STATE_CSS[c.state]}"><summary>{_state(c)} '
                         f"{html.escape(_run_title(c, '、'.join(x.record.lane for x in cs)))}</summary>"
                         f"{diff}{_streams(c.record)}</details>")
        summary = "；".join(f"{'、'.join(vs)} {label}" for label, vs in said.items())
        out.append(f'<details class="mskb-other-versions"><summary>其他版本：{html.escape(summary)}'
                   f"</summary>{''.join(items)}</details>")
    return "".join(out)


def artifact_figure(records: list, name: str, not_run_reason: str | None = None) -> str:
    """An image the snippet's own run wrote (e.g. an SVG), from the first lane that recorded it passing.

    Embedded as a data: URL inside <img>, so it needs no extra file, works from file://, and any script inside an
    SVG cannot run.
    """
    from .evidence import read_artifacts

    for r in sorted(records, key=lambda r: (r.status != "pass", r.lane)):
        text = read_artifacts(r).get(name)
        if text is None:
            continue
        mime = "image/svg+xml" if name.endswith(".svg") else "text/plain"
        # The stored block ends in a newline (mskb.evidence_store) whether or not the file did: shown without it.
        data = base64.b64encode(text.removesuffix("\n").encode("utf-8")).decode("ascii")
        caption = f"{name}：由代码运行生成（{r.lane}，{r.date}）"
        return (f'<figure class="mskb-artifact"><img src="data:{mime};base64,{data}" alt="{html.escape(name)}">'
                f"<figcaption>{html.escape(caption)}</figcaption></figure>")
    return (f'<div class="admonition note"><p class="admonition-title">{icon("minus-circle")} '
            f'{html.escape(name)} 未生成：{html.escape(not_run_reason or "no evidence")}</p></div>')
