"""HTML for evidence in pages: the verification box and the recorded output under each snippet.

Recorded text is escaped here and put into the page after Markdown has run, so nothing a snippet printed
(back-ticks, HTML, a `--8<--` line) can be interpreted as Markdown, HTML or an include.
"""
from __future__ import annotations

import base64
import functools
import html
from pathlib import Path

from .normalize import comparable

STATUS = {  # status -> (Material icon, Chinese label, css class)
    "pass": ("check-circle", "通过", "mskb-pass"),
    "fail": ("close-circle", "失败", "mskb-fail"),
    "skip": ("minus-circle", "未运行", "mskb-skip"),
    "stale": ("clock-alert", "证据过期", "mskb-stale"),
}
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


def _status_cell(row: dict) -> str:
    key = "stale" if row.get("stale") else row["status"]
    ico, label, css = STATUS[key]
    text = label
    if row["status"] == "skip":
        text = f"未运行：{row['reason']}"
    elif row.get("stale"):
        text = f"证据过期：代码在记录之后改过（记录时{STATUS[row['status']][1]}）"
    elif row["status"] == "fail" and row.get("reason"):
        text = f"失败：{row['reason']}"
    return f'<span class="{css}">{icon(ico)} {html.escape(text)}</span>'


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


def verification_box(rows: list[dict], reports: int = 0) -> str:
    """One row per snippet per lane: status, MindSpore version, device, Python, date; public reports counted apart."""
    if not rows and not reports:
        return ""
    ok = all(r["status"] == "pass" and not r.get("stale") for r in rows)
    css = "success" if ok else ("warning" if all(r["status"] != "fail" for r in rows) else "failure")
    title = "验证记录：本页代码均已在下列环境运行并符合预期" if ok and rows else "验证记录"
    if reports:
        title += f"；另有 {reports} 条公开报告（未在本站复现，不计入验证）"
    body = []
    for r in rows:
        snippet = r["snippet"].removeprefix("snippets/")
        expect = "正常结束" if r["expect"] == "ok" else f"抛出 {r['expect'].removeprefix('raises ')}"
        body.append(
            "<tr>"
            f"<td><code>{html.escape(snippet)}</code></td><td>{html.escape(expect)}</td>"
            f"<td>{_status_cell(r)}</td>"
            f"<td>{html.escape(r.get('lane') or '—')}</td>"
            f"<td>{html.escape(r.get('mindspore') or '—')}</td>"
            f"<td>{html.escape(DEVICE.get(r.get('device') or '', r.get('device') or '—'))}</td>"
            f"<td>{html.escape(r.get('python') or '—')}</td>"
            f"<td>{html.escape(r.get('date') or '—')}</td>"
            "</tr>")
    return (f'<div class="admonition {css} mskb-verification" id="verification">'
            f'<p class="admonition-title">{html.escape(title)}</p>'
            '<table><thead><tr><th>代码</th><th>预期</th><th>结果</th><th>环境（lane）</th><th>MindSpore</th>'
            '<th>设备</th><th>Python</th><th>日期</th></tr></thead><tbody>'
            + "".join(body) + "</tbody></table></div>")


def versions_label(versions: dict) -> str:
    """'MindSpore 2.10.0' plus the other libraries a run imported ('mindquantum 0.12.0'); the lane names Python."""
    parts = [f"MindSpore {versions.get('mindspore') or '—'}"]
    parts += [f"{name} {v}" for name, v in sorted(versions.items()) if name not in ("python", "mindspore", "numpy")]
    return "，".join(parts)


def _pre(text: str) -> str:
    return f'<div class="highlight"><pre><code>{html.escape(text.rstrip())}</code></pre></div>'


def output_block(records: list, not_run_reason: str | None = None) -> str:
    """The recorded output of one snippet; lanes that recorded the same output share one block."""
    if not records:
        return (f'<div class="admonition note mskb-output"><p class="admonition-title">'
                f'{icon("minus-circle")} 未运行：{html.escape(not_run_reason or "no evidence")}</p>'
                '<p>这段代码还没有任何环境的运行记录，下面没有可展示的输出。</p></div>')
    groups: dict[tuple, list] = {}
    for r in records:
        key = (r.status, comparable(r.stdout), comparable(r.stderr))
        groups.setdefault(key, []).append(r)
    parts = []
    for recs in groups.values():
        r = recs[0]
        lanes = "、".join(x.lane for x in recs)
        ico, label, css = STATUS[r.status]
        title = (f"运行输出（{lanes}；{versions_label(r.versions)}；{r.date}；"
                 f"{'退出码 ' + str(r.exit_code) if r.exit_code is not None else '超时'}）")
        inner = []
        if r.stdout.strip():
            inner.append('<p class="mskb-stream">stdout</p>' + _pre(r.stdout))
        if r.stderr.strip():
            inner.append('<p class="mskb-stream">stderr</p>' + _pre(r.stderr))
        if not inner:
            inner.append("<p>（没有输出）</p>")
        parts.append(f'<div class="admonition quote mskb-output {css}"><p class="admonition-title">'
                     f'{icon(ico)} {html.escape(title)}</p>{"".join(inner)}</div>')
    return "".join(parts)


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
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        caption = f"{name}：由代码运行生成（{r.lane}，{r.date}）"
        return (f'<figure class="mskb-artifact"><img src="data:{mime};base64,{data}" alt="{html.escape(name)}">'
                f"<figcaption>{html.escape(caption)}</figcaption></figure>")
    return (f'<div class="admonition note"><p class="admonition-title">{icon("minus-circle")} '
            f'{html.escape(name)} 未生成：{html.escape(not_run_reason or "no evidence")}</p></div>')
