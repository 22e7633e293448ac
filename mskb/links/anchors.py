"""Explicit section anchors: every h2..h6 of an article carries an ASCII id written in its Markdown source, the
standard sections the standard ids, so `e/<id>.html#fix` keeps pointing at the same section."""
from __future__ import annotations

import re

from ..articles import ArticleError
from ..vocabulary import fenced
from .pages import parse_html

# The standard sections of an article (CONTRIBUTING.md): their ids are the same on every page, so a forum answer
# can link `e/<id>.html#fix` without looking. Title -> id is enforced too: `## 解决方法` must be `{#fix}`.
STANDARD_SECTIONS = {
    "symptom": "症状",
    "recognise": "如何确认是这个问题",
    "cause": "原因",
    "fix": "解决方法",
    "version-notes": "版本差异",
    "applies-to": "适用范围",
    "related": "相关页面",
}
STANDARD_IDS = {title: sid for sid, title in STANDARD_SECTIONS.items()}
ANCHOR_RE = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")
_ATX_RE = re.compile(r"^[ \t]{0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$")
# attr_list at the end of a heading: {#id}, { #id .class }, {: #id }
_ATTR_RE = re.compile(r"\s*\{:?([^{}]*)\}\s*$")
_ID_IN_ATTR_RE = re.compile(r"(?:^|\s)#([^\s}]+)")


def _heading_lines(markdown: str):
    """(line number, level, heading text with attributes) of each heading outside fenced code."""
    lines = markdown.split("\n")
    for i, (line, code) in enumerate(zip(lines, fenced(lines))):
        if code:
            continue
        a = _ATX_RE.match(line)
        if a:
            yield i + 1, len(a.group(1)), a.group(2)
    # Setext (underlined) and raw-HTML headings are caught on the rendered page by check_rendered_headings.


def split_heading(text: str) -> tuple[str, str | None]:
    """'症状 {#symptom}' -> ('症状', 'symptom'); no explicit id -> (text, None)."""
    m = _ATTR_RE.search(text)
    if not m:
        return text.strip(), None
    ids = _ID_IN_ATTR_RE.findall(m.group(1))
    return text[:m.start()].strip(), (ids[-1] if ids else None)


def article_anchors(markdown: str, page: str) -> list[tuple[int, str, str]]:
    """The sections of an article page as (level, title, id); every h2..h6 must carry an explicit ASCII id.

    Chinese headings would otherwise get `_1`, `_2`, …, which point at another section as soon as one is added.
    A failure names the page, the line and the heading.
    """
    out: list[tuple[int, str, str]] = []
    seen: dict[str, int] = {}
    for line, level, text in _heading_lines(markdown):
        if level == 1:
            continue
        title, hid = split_heading(text)
        if hid is None:
            raise ArticleError(page, f"line {line}: heading {text!r} has no explicit anchor; write it as "
                               f"'{'#' * level} {title} {{#some-ascii-id}}' (standard sections: "
                               + ", ".join(f"{t} {{#{s}}}" for s, t in STANDARD_SECTIONS.items()) + ")")
        if not ANCHOR_RE.match(hid):
            raise ArticleError(page, f"line {line}: anchor #{hid} of heading {title!r} must be lowercase ASCII "
                               "words joined by '-' (e.g. why-unroll)")
        if title in STANDARD_IDS and hid != STANDARD_IDS[title]:
            raise ArticleError(page, f"line {line}: the standard section {title!r} must have the anchor "
                               f"#{STANDARD_IDS[title]} on every page, not #{hid}")
        if hid in STANDARD_SECTIONS and level != 2:
            raise ArticleError(page, f"line {line}: the standard section #{hid} must be a level-2 heading (##)")
        if hid in seen:
            raise ArticleError(page, f"line {line}: anchor #{hid} is already used on line {seen[hid]}")
        seen[hid] = line
        out.append((level, title, hid))
    return out


def check_rendered_headings(html_text: str, anchors: list[tuple[int, str, str]], page: str) -> None:
    """Every h2..h6 of the rendered article carries one of the explicit anchors (catches HTML or setext headings)."""
    allowed = {a[2] for a in anchors}
    for level, hid, text in parse_html(html_text).headings:
        if level >= 2 and hid not in allowed:
            raise ArticleError(page, f"heading h{level} {text.replace('¶', '').strip()!r} has anchor "
                               f"{'#' + hid if hid else '(none)'}, not an explicit ASCII id from the Markdown "
                               "source; write the heading as '## 标题 {#ascii-id}'")
