"""The 版本变化 page: for each MindSpore version the handbook records, what behaves differently from the version
before it, generated from the evidence matrix (mskb.matrix.lane_changes) — the same report `make verify LANE=<name>`
prints, for the reader and the maintainer on release day.
"""
from __future__ import annotations

import os
import re

from .environments import version_lanes
from .matrix import LABEL, lane_changes

MARK = "<!-- mskb:version-changes -->"


def _anchor(version: str) -> str:
    return "ms-" + version.replace(".", "-")


def _code(text: str) -> str:
    """Recorded text as a Markdown code span (fenced with more back-ticks than it holds): shown as it was printed,
    never read as Markdown or HTML."""
    if not text:
        return "（没有报错）"
    fence = "`" * (max((len(r) for r in re.findall(r"`+", text)), default=0) + 1)
    return f"{fence} {text} {fence}"


def render_markdown(site, page_src: str) -> str:
    """One section per version lane, newest first: the snippets whose outcome or final error line changed,
    grouped by article, with the line each version printed."""
    lanes = version_lanes()
    here = (site.docs_dir / page_src).parent
    parts = ["| 版本 | 与上一版本相比表现不同的代码 | 涉及文章 |", "|---|---:|---:|"]
    sections = []
    for i in range(len(lanes) - 1, -1, -1):
        env = lanes[i]
        head = f"## MindSpore {env.mindspore} {{#{_anchor(env.mindspore)}}}"
        if i == 0:
            parts.append(f"| [{env.mindspore}](#{_anchor(env.mindspore)}) | 基线 | – |")
            sections.append(f"{head}\n\n本站记录的最早版本，没有更早的版本可比；它和之后版本的差别见上面各节。\n")
            continue
        before = lanes[i - 1]
        changes = lane_changes(site.articles, env, site.snippets_dir)
        by_article: dict[str, list] = {}
        for c in changes:
            by_article.setdefault(c.article.id, []).append(c)
        parts.append(f"| [{env.mindspore}](#{_anchor(env.mindspore)}) | {len(changes)} | {len(by_article)} |")
        lines = [head, "", f"相对 {before.mindspore}：{len(changes)} 段代码的结果或报错文字不同，涉及 "
                 f"{len(by_article)} 篇文章。" if changes else f"相对 {before.mindspore}：本站记录的代码表现都相同。"]
        if env.note:
            lines += ["", f"!!! note \"关于这个版本的记录\"\n    {env.note}"]
        lines.append("")
        for items in by_article.values():
            art = items[0].article
            rel = os.path.relpath(art.source, here).replace(os.sep, "/")
            lines.append(f"- [{art.title}]({rel}#version-notes)")
            for c in items:
                old, new = c.lines
                name = c.snippet.path.rsplit("/", 1)[-1]
                lines.append(f"    - `{name}`：{c.what}")
                if old != new:
                    lines.append(f"        - {before.mindspore}：{_code(old)}")
                    lines.append(f"        - {env.mindspore}：{_code(new)}")
        sections.append("\n".join(lines) + "\n")
    legend = "、".join(f"{label}" for label, _ in (LABEL[s] for s in ("reproduces", "differs", "not-reproduced",
                                                                      "works", "fails")))
    return ("\n".join(parts) + f"\n\n结果的说法（{legend}）与每篇文章页首的版本矩阵相同。\n\n" + "\n".join(sections))
