"""What one build knows of the handbook (mskb.build holds it): the validated articles and their evidence.

Pages include snippets the usual pymdownx.snippets way, inside a code fence:

    ```python title="repro.py"
    --8<-- "errors/primitive-attr-type/repro.py"
    ```

`mark_page` leaves a placeholder after each such fence (and one for the version summary under the title);
`fill_page` swaps the placeholders for the rendered evidence once Markdown has become HTML.
"""
from __future__ import annotations

import html
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from . import citations, claims, evidence, matrix, render, reported, signatures
from .render import inert
from .articles import Article, ArticleError, load_articles, resolve_snippet_path, snippet_folder, stray_files

INCLUDE_RE = re.compile(r'^\s*-{1,}8<-{1,}\s+"([^"]+)"\s*$', re.M)
FENCED_INCLUDE_RE = re.compile(r'^(?P<fence>`{3,}|~{3,})[^\n]*\n\s*-{1,}8<-{1,}\s+"(?P<path>[^"]+)"\s*\n(?P=fence)[ \t]*$',
                               re.M)
H1_RE = re.compile(r"^# .+$", re.M)
PLACEHOLDER = "<!-- mskb:{kind}:{arg} -->"
PLACEHOLDER_RE = re.compile(r"(?:<p>)?<!-- mskb:(output|verification|artifact|reported):([^ ]*) -->(?:</p>)?")
# A file a snippet's run wrote (declared under `artifacts`), shown from the evidence:
#   <!-- mskb:artifact quantum/bell-sampling/sample.py circuit.svg -->
ARTIFACT_RE = re.compile(r"^<!-- mskb:artifact (\S+) (\S+) -->[ \t]*$", re.M)
# A public report of the error (mskb.reported), shown verbatim with its source:  <!-- mskb:reported ascend-oom -->
REPORTED_RE = re.compile(r"^<!-- mskb:reported (\S+) -->[ \t]*$", re.M)


@dataclass
class Site:
    repo: Path
    docs_dir: Path
    articles: list[Article]
    _matrices: dict = field(default_factory=dict, repr=False)   # article id -> (cols, rows), computed once

    @property
    def snippets_dir(self) -> Path:
        return self.repo / "snippets"

    def reports(self, article: Article) -> list:
        """The public reports of the article's error (snippets/<category>/<id>/reported/), verbatim with their sources."""
        return reported.load(self.snippets_dir, article)

    def matrix(self, article: Article) -> tuple[list, list]:
        """The article's snippet × version matrix (mskb.matrix), each row knowing its output's anchor."""
        if article.id not in self._matrices:
            cols, rows = matrix.article_matrix(article, self.snippets_dir)
            for r in rows:
                r.anchor = claims.anchor(article, r.snippet.path)
            self._matrices[article.id] = cols, rows
        return self._matrices[article.id]

    def records(self, article: Article) -> dict[str, list]:
        """Every lane's committed record of each of the article's snippets."""
        return {s.path: evidence.load_all(self.snippets_dir, s.path) for s in article.snippets}

    def article_for(self, src_path: str) -> Article | None:
        target = (self.docs_dir / src_path).resolve()
        for a in self.articles:
            if a.source.resolve() == target:
                return a
        return None


def load_site(docs_dir: str | Path) -> Site:
    docs_dir = Path(docs_dir).resolve()
    repo = docs_dir.parent
    return Site(repo, docs_dir, load_articles(docs_dir, repo / "snippets"))


APPLIES_RE = re.compile(r"^## .*\{#applies-to\}[ \t]*$", re.M)
RELATED_RE = re.compile(r"^## .*\{#related\}[ \t]*$", re.M)
MODE_LABEL = {"GRAPH": "静态图（GRAPH_MODE）", "PYNATIVE": "动态图（PYNATIVE_MODE）"}


def applies_to_markdown(article: Article, site: "Site") -> str:
    """Where the page's problem applies: the MindSpore versions as the runs recorded them (derived from the
    evidence, never typed) and what the sources it cites say beyond that."""
    a = article.applies_to
    lines = [f"- 设备：{'、'.join(a['devices'])}"]
    if a.get("modes"):
        lines.append(f"- 模式：{'、'.join(MODE_LABEL[m] for m in a['modes'])}")
    cols, rows = site.matrix(article)
    lead = next((r for r in rows if r.snippet.expect != "ok"), None)
    if lead is not None:
        states: dict[str, list[str]] = {}
        for c in lead.cells:
            if c.env.version_lane or c.env.suites:   # a suite lane: "2.7.0 + mindnlp 0.5.1"
                states.setdefault(matrix.LABEL[c.state][0], []).append(matrix.column_label(c.env))
        said = "；".join(f"{label} {'、'.join(vs)}" for label, vs in states.items())
        lines.append(f"- MindSpore（本站 CPU 运行记录，{lead.snippet.path.rsplit('/', 1)[-1]}）：{said}")
    libs = sorted({f"{n} {v}" for r in rows for c in r.cells if c.record is not None and c.record.status == "pass"
                   for n, v in c.record.versions.items() if n not in ("python", "mindspore", "numpy")})
    if libs:
        lines.append(f"- 其他软件包（运行记录）：{'、'.join(libs)}")
    for c in a.get("cited", []):
        scope = "、".join(filter(None, ["、".join(c.get("devices", [])), c.get("versions")]))
        lines.append(f"- 据来源（未在本站运行）{'：' + scope if scope else ''}：{c['says']}（[来源]({c['source']})）")
        if c.get("quote"):
            # The source's own words, as data: escaped so that nothing in them is read as Markdown or HTML.
            lines.append(f'    <blockquote class="mskb-quote">{inert(" ".join(c["quote"].split()))}</blockquote>')
    lines.append("- 每段代码在每个版本上的结果见页首的版本矩阵，输出见各段代码下方。")
    return "\n".join(lines)


def related_markdown(article: Article, site: "Site") -> str:
    by_id = {a.id: a for a in site.articles}
    here = article.source.parent
    lines = []
    for rid in article.related:
        other = by_id[rid]
        rel = os.path.relpath(other.source, here).replace(os.sep, "/")
        lines.append(f"- [{other.title}]({rel})")
    return "\n".join(lines) or "- （暂无）"


def _after_heading(markdown: str, heading: re.Pattern, text: str) -> str:
    m = heading.search(markdown)
    if not m:
        return markdown
    return markdown[:m.end()] + "\n\n" + text + "\n" + markdown[m.end():]


def expand_short_paths(markdown: str, article: Article) -> str:
    """Includes and artifact markers may name a snippet by its file name in the article's own folder
    (``--8<-- "repro.py"``); pymdownx.snippets needs the path under snippets/."""
    folder = snippet_folder(article.category, article.id)
    markdown = INCLUDE_RE.sub(lambda m: m.group(0).replace(f'"{m.group(1)}"',
                                                            f'"{resolve_snippet_path(m.group(1), folder)}"'), markdown)
    return ARTIFACT_RE.sub(lambda m: f"<!-- mskb:artifact {resolve_snippet_path(m.group(1), folder)} {m.group(2)} -->",
                           markdown)


def claim_problems(article: Article, site: "Site") -> list[str]:
    """What the article claims without backing, each naming the file: prose claims no recorded run backs
    (mskb.claims), reports the page names but that do not exist or exist but are not shown, error signatures that
    no recorded or reported output of the article matches (mskb.signatures)."""
    shown = set(INCLUDE_RE.findall(expand_short_paths(article.body, article)))
    out = claims.problems(article, site.matrix(article)[1], shown)
    where = f"docs/{article.category}/{article.id}.md"
    reports = {r.name for r in site.reports(article)}
    out += citations.problems(article, claims.body_offset(article), bool(reports))
    out += stray_files(article, site.snippets_dir)
    marked = set(REPORTED_RE.findall(article.body))
    for name in sorted(marked - reports):
        out.append(f"{where}: shows report {name!r}, but snippets/{article.category}/{article.id}/reported/"
                   f"{name}.txt does not exist")
    for name in sorted(reports - marked):
        out.append(f"{where}: report {name!r} is not shown on the page (add <!-- mskb:reported {name} -->)")
    out += signatures.problems(article, site.records(article), site.reports(article))
    out += matrix.api_gaps(article, site.matrix(article)[1])
    out += matrix.orphans(article, site.snippets_dir)
    return out


def mark_page(markdown: str, article: Article, page_path: str, site: "Site | None" = None) -> str:
    """Check every include is declared, fill the generated sections, leave placeholders for the evidence."""
    markdown = expand_short_paths(markdown, article)
    if site is not None:
        markdown = claims.render_links(markdown, article, site.records(article))
    markdown = citations.render_links(markdown, article)
    declared = {s.path for s in article.snippets}
    for path in INCLUDE_RE.findall(markdown):
        if path not in declared:
            raise ArticleError(page_path, f"includes {path!r}, which its front matter does not declare "
                               "(add it under 'snippets' with what it must do)", "snippets")
    by_path = {s.path: s for s in article.snippets}
    for path, name in ARTIFACT_RE.findall(markdown):
        if path not in by_path or name not in by_path[path].artifacts:
            raise ArticleError(page_path, f"shows artifact {name!r} of {path!r}, which the front matter does not "
                               "declare (list it under that snippet's 'artifacts')", "snippets")
    markdown = ARTIFACT_RE.sub(lambda m: PLACEHOLDER.format(kind="artifact", arg=f"{m.group(1)}:{m.group(2)}"),
                               markdown)
    markdown = REPORTED_RE.sub(lambda m: PLACEHOLDER.format(kind="reported", arg=m.group(1)), markdown)
    # The recorded output goes in a block with a stable id, in the Markdown (not only in the final HTML) so that
    # MkDocs knows the anchor that claims link to: [实测](run:repro.py) -> #run-repro.
    markdown = FENCED_INCLUDE_RE.sub(
        lambda m: (m.group(0) + f'\n\n<div class="mskb-run-output" id="{claims.anchor(article, m.group("path"))}" '
                   f'markdown>\n{PLACEHOLDER.format(kind="output", arg=m.group("path"))}\n</div>\n'), markdown)
    if site is not None:
        markdown = _after_heading(markdown, APPLIES_RE, applies_to_markdown(article, site))
        markdown = _after_heading(markdown, RELATED_RE, related_markdown(article, site))
    box = "\n\n" + PLACEHOLDER.format(kind="verification", arg=article.id) + "\n"
    m = H1_RE.search(markdown)
    if m:
        return markdown[:m.end()] + box + markdown[m.end():]
    return box.lstrip() + "\n" + markdown


def fill_page(html_text: str, article: Article, site: Site) -> str:
    reports = {r.name: r for r in site.reports(article)}
    cols, rows = site.matrix(article)
    by_path = {r.snippet.path: r for r in rows}

    def replace(m: re.Match) -> str:
        kind, arg = m.group(1), m.group(2)
        if kind == "verification":
            notes = {e.name: e.note for e in cols if e.note}
            return render.version_summary(matrix.summary(article, cols, rows), cols, rows, notes, len(reports))
        if kind == "reported":
            if arg not in reports:  # listed by claim_problems, which fails a strict build
                return ""
            return render.reported_block(reports[arg])
        if kind == "artifact":
            path, name = arg.rsplit(":", 1)
            return render.artifact_figure(evidence.load_all(site.snippets_dir, path), name,
                                          matrix.not_run_reason(by_path[path].snippet))
        return render.output_block(by_path[arg], matrix.not_run_reason(by_path[arg].snippet))

    return PLACEHOLDER_RE.sub(replace, html_text)


# `all`, a category, or `family`: the pages that answer a family of errors (front matter `family: true`).
LIST_RE = re.compile(r"^<!-- mskb:list ([a-z]+|all) -->[ \t]*$", re.M)
VERSIONS_MARK = "<!-- mskb:versions -->"


def versions_phrase() -> str:
    """'7 个 MindSpore 版本（1.10.0、…、2.10.0，CPU）': the version lanes, from envs/lanes.yaml (never typed)."""
    from .environments import version_lanes
    from .ranges import release

    lanes = version_lanes()
    names = [f"{release(e.mindspore)} 预发布版" if str(release(e.mindspore)) != e.mindspore else e.mindspore
             for e in lanes]
    return f"{len(lanes)} 个 MindSpore 版本（{'、'.join(names)}，CPU）"


def expand_lists(markdown: str, page_src: str, site: Site) -> str:
    """Replace `<!-- mskb:list <category>|all|family -->` with links to those articles and their summaries."""
    from .articles import CATEGORIES

    here = (site.docs_dir / page_src).parent

    def listing(m: re.Match) -> str:
        cat = m.group(1)
        if cat not in ("all", "family") and cat not in CATEGORIES:
            raise ArticleError(f"docs/{page_src}", f"mskb:list names unknown category {cat!r}")
        arts = [a for a in site.articles if cat in ("all", a.category) or (cat == "family" and a.family)]
        lines = []
        for a in sorted(arts, key=lambda a: (list(CATEGORIES).index(a.category), a.id)):
            rel = os.path.relpath(a.source, here).replace(os.sep, "/")
            summary = f"：{a.summary}" if a.summary else ""
            lines.append(f"- [{a.title}]({rel}){summary}")
        return "\n".join(lines) or "（暂无文章）"

    return LIST_RE.sub(listing, markdown).replace(VERSIONS_MARK, versions_phrase())
