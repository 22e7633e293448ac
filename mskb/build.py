"""One MkDocs build of the handbook: its state on one object, its steps in the order they run.

MkDocs calls the events; within each event the steps below run in the order written, so no step depends on hook
priorities or on the order of files in mkdocs.yml. hooks/handbook.py (named by mkdocs.yml) and mskb.plugin (the
`mskb` MkDocs plugin of the installed package) both delegate to this object.

    on_config        validate every article's front matter (a bad page stops the build, named)
    on_files         redirects for former URLs may not replace a page; the triage index as a script
    on_nav           Chinese section names, categories in the handbook's order
    on_page_markdown search weight of listing pages; evidence placeholders and claim checks; article lists, FAQ
                     table, version changes, CLI help; explicit section anchors (checked on the author's text)
    on_page_content  rendered evidence; headings hold their anchors, copy-link data; version blocks out of search
    on_post_build    catalog.json and short links; redirect pages; the compact search index and word lists
"""
from __future__ import annotations

import json
import logging
import os
import re
from pathlib import Path

from mkdocs.exceptions import PluginError

from . import cann, cann_pages, official_faq, search_index, site as site_mod, version_changes
from .articles import CATEGORIES, FRONT_MATTER_RE, ArticleError
from .catalog import build as build_catalog, pinned_version
from .links.anchors import article_anchors, check_rendered_headings
from .links.short_links import link_data_html, redirect_page_html, redirect_pages, short_link_html
from .triage_index import index_for_articles
from .render import icon

log = logging.getLogger("mkdocs.plugins.mskb")

TRIAGE_INDEX_PATH = "assets/javascripts/mskb-triage-index.js"
CLI_HELP = "<!-- mskb:cli-help -->"
OFFICIAL_FAQ = "<!-- mskb:official-faq -->"     # docs/official-faq.md: the FAQ questions and their status
LISTING_BOOST = 0.25
# The version summary and matrix (lanes, dates, snippet names: the same words on every article) and the other
# versions' outputs (the same traceback again, six times over) are kept out of search.
# (A <section>, not a <div>, for the code pages' vendor text: Material's index parser ends an excluded <div> at the
# first nested </div>, the highlight block's.)
NOT_SEARCHED = re.compile(r'<(div|details|section) class="([^"]*\bmskb-(?:versions|other-versions|vendor)\b[^"]*)"')


def search_as_material() -> bool:
    """MSKB_SEARCH_AS_MATERIAL=1 leaves Material's search index as it is (scripts/bench_search.py --baseline)."""
    return os.environ.get("MSKB_SEARCH_AS_MATERIAL") == "1"


def triage_index_script(index: dict) -> str:
    # A JSON string parsed at load: faster than an object literal, and a "__proto__" key stays an ordinary key.
    return "window.MSKB_TRIAGE_INDEX = JSON.parse(" + json.dumps(json.dumps(index, ensure_ascii=False,
                                                                             separators=(",", ":")),
                                                                  ensure_ascii=False) + ");\n"


def cli_help(*argv: str) -> str:
    """What `mskb <argv> --help` prints (argparse, 100 columns)."""
    import contextlib
    import io

    from .cli import main as mskb_main

    buf = io.StringIO()
    old = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = "100"
    try:
        with contextlib.redirect_stdout(buf):
            try:
                mskb_main([*argv, "--help"])
            except SystemExit:
                pass
    finally:
        if old is None:
            os.environ.pop("COLUMNS", None)
        else:
            os.environ["COLUMNS"] = old
    return buf.getvalue().rstrip()


def _shift(message: str, offset: int) -> str:
    """Line numbers of an article's body -> line numbers of its .md file (front matter included)."""
    return re.sub(r": line (\d+):", lambda m: f": line {int(m.group(1)) + offset}:", message, count=1)


class HandbookBuild:
    def __init__(self):
        self.site: site_mod.Site | None = None
        self.redirects: dict = {}                 # former URL -> article (redirect pages written after the build)
        self.anchors: dict[str, list] = {}        # page src path -> its headings' explicit anchors

    # -- config and files ------------------------------------------------------------------------------------
    def on_config(self, config):
        try:
            self.site = site_mod.load_site(config["docs_dir"])
        except (ArticleError, ValueError) as exc:
            raise PluginError(f"article front matter: {exc}") from None
        return config

    def on_files(self, files, config):
        from mkdocs.structure.files import File

        taken = {f.dest_uri for f in files}
        try:
            self.redirects = redirect_pages(self.site.articles, taken)
        except ArticleError as exc:
            raise PluginError(str(exc)) from None
        index = index_for_articles(self.site.articles, self.site.repo)
        files.append(File.generated(config, TRIAGE_INDEX_PATH, content=triage_index_script(index)))
        # The Ascend error-code section, generated from data/cann (mskb.cann_pages).
        for src, markdown in cann_pages.pages(self.site.repo, self.site.articles).items():
            files.append(File.generated(config, src, content=markdown))
        return files

    def on_nav(self, nav, config, files):
        """Category sections named in Chinese and in the handbook's order (folders are ASCII ids); 参考 likewise."""
        order = list(CATEGORIES)
        for item in nav.items:
            key = (item.title or "").lower()
            if getattr(item, "is_section", False) and key in CATEGORIES:
                item.title = CATEGORIES[key]
            elif getattr(item, "is_section", False) and key == "reference":
                item.title = "参考"
            elif getattr(item, "is_section", False) and key == cann_pages.SECTION:
                item.title = "昇腾错误码"
        order.append(cann_pages.SECTION)   # the error codes after the categories
        nav.items.sort(key=lambda i: order.index(i.children[0].file.src_path.split("/")[0])
                       if getattr(i, "is_section", False) and i.children and getattr(i.children[0], "file", None)
                       and i.children[0].file.src_path.split("/")[0] in order else -1)
        return nav

    # -- pages -----------------------------------------------------------------------------------------------
    def on_page_markdown(self, markdown, page, config, files):
        src = page.file.src_path
        if "<!-- mskb:list" in markdown and not search_as_material():
            # Listing pages (home, categories) repeat every article's title and summary: they rank below the
            # articles themselves in search. Read before the lists are expanded below.
            search = page.meta.setdefault("search", {})
            if isinstance(search, dict):
                search.setdefault("boost", LISTING_BOOST)
        article = self.site.article_for(src)
        if article is not None:
            for problem in site_mod.claim_problems(article, self.site):
                log.warning(problem)   # all listed, then a strict build fails
            try:
                markdown = site_mod.mark_page(markdown, article, f"docs/{src}", self.site)
            except (ArticleError, ValueError) as exc:
                raise PluginError(str(exc)) from None
        if "<!-- mskb:list" in markdown or site_mod.VERSIONS_MARK in markdown:
            markdown = site_mod.expand_lists(markdown, src, self.site)
        if OFFICIAL_FAQ in markdown:
            table = official_faq.render_markdown(self.site.repo, self.site.articles,
                                                 pinned_version(self.site.repo, "mindspore"), src)
            markdown = markdown.replace(OFFICIAL_FAQ, table)
        if version_changes.MARK in markdown:
            markdown = markdown.replace(version_changes.MARK, version_changes.render_markdown(self.site, src))
        if CLI_HELP in markdown:
            blocks = [f"```text title=\"mskb {' '.join(argv + ('--help',))}\"\n{cli_help(*argv)}\n```"
                      for argv in ((), ("triage",))]
            markdown = markdown.replace(CLI_HELP, "\n\n".join(blocks))
        if article is not None:
            self._check_anchors(article, src)
        return markdown

    def _check_anchors(self, article, src: str) -> None:
        """Every h2..h6 of an article has an explicit ASCII id, standard sections the standard ids; checked on
        the author's text (line numbers as in the .md file), not the text the steps above filled in."""
        where = f"docs/{src}"
        source = article.source.read_text(encoding="utf-8")
        m = FRONT_MATTER_RE.match(source)
        offset = source[:m.end()].count("\n") if m else 0
        try:
            self.anchors[src] = article_anchors(source[m.end():] if m else source, where)
        except ArticleError as exc:
            raise PluginError(_shift(str(exc), offset)) from None

    def on_page_content(self, html, page, config, files):
        src = page.file.src_path
        article = self.site.article_for(src)
        if article is not None:
            html = site_mod.fill_page(html, article, self.site)
            try:
                check_rendered_headings(html, self.anchors.get(src, []), f"docs/{src}")
            except ArticleError as exc:
                raise PluginError(str(exc)) from None
            html = link_data_html(article, config.get("site_url"), icon("link-variant")) + html
        if not search_as_material():
            html = NOT_SEARCHED.sub(r'<\1 data-search-exclude="1" class="\2"', html)
        return html

    # -- after the build -------------------------------------------------------------------------------------
    def on_post_build(self, config):
        """Runs after the search plugin wrote its index and before the offline plugin copies it (the hook's
        priority)."""
        out = Path(config["site_dir"])
        catalog = build_catalog(self.site.articles, self.site.repo)
        (out / "catalog.json").write_text(json.dumps(catalog, ensure_ascii=False, indent=1), encoding="utf-8")
        (out / "e").mkdir(exist_ok=True)
        for article in self.site.articles:
            (out / "e" / f"{article.id}.html").write_text(short_link_html(article), encoding="utf-8")
        for entry in cann.entries(self.site.repo).values():
            (out / "e" / f"{entry.code}.html").write_text(cann_pages.short_link_html(entry), encoding="utf-8")
        for path, article in self.redirects.items():
            target = out / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(redirect_page_html(path, article), encoding="utf-8")
        self._write_search_index(out)

    def _write_search_index(self, out: Path) -> None:
        """Material's search index made light, and search/mskb-vocab.js: the word lists mskb-search.js splits and
        trims queries with (written even with MSKB_SEARCH_AS_MATERIAL=1)."""
        path = out / "search" / "search_index.json"
        if not path.is_file():
            return
        data = json.loads(path.read_text(encoding="utf-8"))
        if not search_as_material():
            data = search_index.compact(data)
            path.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":"), default=str),
                            encoding="utf-8")
        words, common = search_index.vocabulary(data)
        if any(search_index.SENTINEL in w for w in words):
            log.warning(f"a page uses the character {search_index.SENTINEL!r}, which the search box uses as a "
                        "marker (docs/javascripts/mskb-lookup.js SENTINEL): choose another marker")
        (path.parent / "mskb-vocab.js").write_text(search_index.vocabulary_script(words, common), encoding="utf-8")
