"""Citations that carry their proof: a sentence resting on a public source points at an entry that quotes it.

An article's sources are its ``applies_to.cited`` entries (mskb.articles). Each carries the source's own words:

    cited:
      - id: faq-concat-192                     # what the prose cites it by
        source: https://github.com/mindspore-ai/docs/blob/9e844dc6…/docs/mindspore/source_zh_cn/faq/operators_compile.md
        quote: "昇腾上Concat算子一次最多输入的Tensor个数为192个…"   # verbatim, at most 300 characters, source's language
        says: 官方 FAQ：昇腾的 Concat 一次最多拼接 192 个张量     # our own words
        devices: [Ascend]                      # optional: what it says applies to

and the prose cites it where it uses it: ``据官方 FAQ，Concat 一次不能拼接超过 192 个张量（[FAQ](cite:faq-concat-192)）。``
The build turns the link into one to the source, with the quote in its title and in the page's applies-to list.

A repository file is cited at a commit (in its URL or under ``commit``), so the quote can be checked against the
file as it was. On a page that rests on public reports (it shows some), every paragraph of ``## 原因`` and
``## 解决方法`` carries a citation or a recorded run (mskb.claims); the quote is data, the sentence stays ours.
"""
from __future__ import annotations

import html
import re

CITE_LINK_RE = re.compile(r"\[(?P<text>[^\]\n]+)\]\(cite:(?P<id>[^)\s]*)\)")
ID_RE = re.compile(r"^[a-z0-9][a-z0-9-]{0,62}$")
MAX_QUOTE = 300
# A file in a repository: its URL names a branch or a commit after /blob/, /tree/ or /raw/.
REPO_FILE_RE = re.compile(r"^https?://(?:github\.com|gitee\.com|gitcode\.com)/[^/]+/[^/]+/(?:blob|raw|tree)/([^/]+)/")
COMMIT_RE = re.compile(r"^[0-9a-f]{7,40}$")
CAUSE_FIX_RE = re.compile(r"^##[ \t].*\{#(cause|fix)\}[ \t]*$")
_LEAD_IN_RE = re.compile(r"[：:]\s*$")
_TABLE_RULE_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


def needs_commit(source: str, commit: str | None) -> bool:
    """A repository file cited without the commit it was read at (in its URL or as ``commit``)."""
    m = REPO_FILE_RE.match(source)
    return bool(m) and not COMMIT_RE.match(m.group(1)) and not commit


def by_id(article) -> dict[str, dict]:
    return {c["id"]: c for c in article.applies_to.get("cited", []) if c.get("id")}


def cite_links(article) -> list[tuple[int, str, str]]:
    """(body line index, link text, id) of every ``[…](cite:<id>)`` in the prose."""
    from .claims import prose_lines

    return [(i, m.group("text"), m.group("id")) for i, line in enumerate(prose_lines(article.body))
            for m in CITE_LINK_RE.finditer(line)]


def problems(article, offset: int, has_reports: bool) -> list[str]:
    """Citations to entries that do not exist; on a page resting on reports, cause and fix paragraphs without a
    citation or a recorded run. Each names the file and line."""
    from .claims import RUN_LINK_RE, prose_blocks, section_lines

    where = f"docs/{article.category}/{article.id}.md"
    known = by_id(article)
    out = [f"{where}: line {offset + i + 1}: [{text}](cite:{cid}) names no applies_to.cited entry with id {cid!r} "
           f"(ids: {', '.join(sorted(known)) or 'none'})" for i, text, cid in cite_links(article) if cid not in known]
    for n, c in enumerate(article.applies_to.get("cited", [])):
        field = f"{where}: field 'applies_to.cited[{n}]'"
        if not c.get("quote"):
            out.append(f"{field}: no 'quote': a citation carries the source's own words that back it (verbatim, at "
                       f"most {MAX_QUOTE} characters)")
        elif len(c["quote"]) > MAX_QUOTE:
            out.append(f"{field}: the quote has {len(c['quote'])} characters; keep at most {MAX_QUOTE} (the words "
                       "that say it, not the paragraph around them)")
        if needs_commit(c["source"], c.get("commit")):
            out.append(f"{field}: {c['source']} is a repository file: cite it at a commit (…/blob/<commit>/… or "
                       "'commit'), so the quote can be held against the file as it was")
    if not has_reports:
        return out
    section = section_lines(article.body, CAUSE_FIX_RE)
    blocks = prose_blocks(article.body)
    for n, (i, block) in enumerate(blocks):
        if i not in section or block.lstrip().startswith("#") or _LEAD_IN_RE.search(block):
            continue
        # A table's header row and its |---| separator state nothing; its data rows are held like paragraphs.
        if _TABLE_RULE_RE.match(block) or (n + 1 < len(blocks) and _TABLE_RULE_RE.match(blocks[n + 1][1])):
            continue
        if CITE_LINK_RE.search(block) or RUN_LINK_RE.search(block):
            continue
        first = " ".join(block.split())[:60]
        out.append(f"{where}: line {offset + i + 1}: the cause/fix paragraph \"{first}…\" cites no source "
                   "([…](cite:<id>), whose entry quotes it) and links no recorded run ([实测](run:…)); this page "
                   "rests on public reports, so each cause and fix says where it comes from (CONTRIBUTING.md, "
                   "'Claims')")
    return out


def render_links(markdown: str, article) -> str:
    """``[文字](cite:faq-concat)`` -> a link to the source, the quote in its title (a reader hovers to see it)."""
    from .vocabulary import fenced
    from .render import inert

    known = by_id(article)

    def link(m: re.Match) -> str:
        entry = known.get(m.group("id"))
        if entry is None:   # listed by problems(), which fails the strict build
            return m.group("text")
        title = "来源原文：" + " ".join(entry.get("quote", "").split())
        # Raw HTML, not a Markdown link: a quote may hold ( ) [ ] < > or quotes, which break a Markdown title.
        return (f'<a class="mskb-cite" href="{html.escape(entry["source"], quote=True)}" '
                f'title="{inert(title)}">{m.group("text")}</a>')

    lines = markdown.split("\n")
    return "\n".join(line if code else CITE_LINK_RE.sub(link, line) for line, code in zip(lines, fenced(lines)))


_REPO_FILE_PARTS_RE = re.compile(r"^https?://github\.com/([^/]+/[^/]+)/(?:blob|raw)/([^/]+)/(.+?)(?:#.*)?$")


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def _readable(path: str, text: str) -> str:
    """The text a reader of the file sees: a notebook's cells, not its JSON."""
    if path.endswith(".ipynb"):
        import json

        try:
            return "\n".join("".join(cell.get("source", [])) for cell in json.loads(text).get("cells", []))
        except (ValueError, AttributeError):
            return text
    return text


def verify_quotes(articles, mirrors: dict[str, str]) -> tuple[int, list[str], int]:
    """Hold every quote of a repository file against the file at its commit, in local git mirrors
    (``{"mindspore-ai/docs": "/path/to/git/dir"}``): (quotes checked, problems, quotes not checkable here).
    Whitespace is ignored (a quote may join wrapped lines); everything else must be verbatim."""
    import subprocess

    checked, problems, unchecked, cache = 0, [], 0, {}
    for a in articles:
        for n, c in enumerate(a.applies_to.get("cited", [])):
            m = _REPO_FILE_PARTS_RE.match(c["source"])
            if not c.get("quote") or not m or m.group(1) not in mirrors:
                unchecked += bool(c.get("quote"))
                continue
            commit = m.group(2) if COMMIT_RE.match(m.group(2)) else c.get("commit", m.group(2))
            key = (m.group(1), commit, m.group(3))
            if key not in cache:
                r = subprocess.run(["git", "-C", mirrors[m.group(1)], "show", f"{commit}:{m.group(3)}"],
                                   capture_output=True, text=True)
                cache[key] = _readable(m.group(3), r.stdout) if r.returncode == 0 else None
            where = f"docs/{a.category}/{a.id}.md: field 'applies_to.cited[{n}]'"
            checked += 1
            if cache[key] is None:
                problems.append(f"{where}: {m.group(3)} does not exist at {commit} in {m.group(1)}")
            elif _squash(c["quote"]) not in _squash(cache[key]):
                problems.append(f"{where}: the quote is not in {m.group(1)}@{commit[:10]}:{m.group(3)}: "
                                f"{c['quote'][:80]!r}")
    return checked, problems, unchecked
