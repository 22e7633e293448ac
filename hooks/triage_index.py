"""The error-lookup data the browser needs, as scripts (so file:// works): the triage index and the search words.

* ``assets/javascripts/mskb-triage-index.js`` — the triage index (mskb.triage.build_index: every article's
  signatures, translated for JavaScript, and its text-similarity weights), read by the triage page.
* ``search/mskb-vocab.js`` — the Chinese words of Material's search index (jieba's segmentation of the pages),
  so docs/javascripts/mskb-search.js can split a Chinese query the way the pages were split.
"""
import json
import logging
import re
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File

import mskb.site
from mskb.triage import UntranslatableRegex, index_for_articles

log = logging.getLogger("mkdocs.hooks.triage_index")
INDEX_PATH = "assets/javascripts/mskb-triage-index.js"
VOCAB_PATH = "search/mskb-vocab.js"
SENTINEL = "\u3007"  # must match docs/javascripts/mskb-lookup.js
HAN = re.compile(r"^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+$")
TAG = re.compile(r"<[^>]*>")


def index_script(index: dict) -> str:
    # A JSON string parsed at load: faster than an object literal, and a "__proto__" key stays an ordinary key.
    return "window.MSKB_TRIAGE_INDEX = JSON.parse(" + json.dumps(json.dumps(index, ensure_ascii=False,
                                                                             separators=(",", ":")),
                                                                  ensure_ascii=False) + ");\n"


def on_files(files, config):
    site = mskb.site.current
    if site is None:
        return files
    try:
        index = index_for_articles(site.articles, site.repo)
    except UntranslatableRegex as exc:
        raise PluginError(f"triage index: {exc}") from None
    files.append(File.generated(config, INDEX_PATH, content=index_script(index)))
    return files


CLI_HELP = "<!-- mskb:cli-help -->"


def cli_help(*argv: str) -> str:
    """What `python -m mskb <argv> --help` prints (argparse, 100 columns)."""
    import contextlib
    import io
    import os

    from mskb.cli import main

    buf = io.StringIO()
    old = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = "100"
    try:
        with contextlib.redirect_stdout(buf):
            try:
                main([*argv, "--help"])
            except SystemExit:
                pass
    finally:
        if old is None:
            os.environ.pop("COLUMNS", None)
        else:
            os.environ["COLUMNS"] = old
    return buf.getvalue().rstrip()


def on_page_markdown(markdown, page, config, files):
    """docs/reference/mskb.md: the command line's own --help output, so the page cannot drift from it."""
    if CLI_HELP not in markdown:
        return markdown
    blocks = []
    for argv in ((), ("triage",)):
        blocks.append(f"```text title=\"python -m mskb {' '.join(argv + ('--help',))}\"\n{cli_help(*argv)}\n```")
    return markdown.replace(CLI_HELP, "\n\n".join(blocks))


def _separator(config) -> re.Pattern:
    plugin = config["plugins"].get("material/search") or config["plugins"].get("search")
    sep = getattr(plugin, "config", {}).get("separator") if plugin else None
    return re.compile(sep or r"[\s\u200b\u3000\-、。，．？！；]+")


@event_priority(-50)  # after the search plugin wrote its index, before the offline plugin copies it
def on_post_build(config):
    path = Path(config["site_dir"]) / "search" / "search_index.json"
    if not path.is_file():
        return
    sep = _separator(config)
    words = set()
    for doc in json.loads(path.read_text(encoding="utf-8")).get("docs", []):
        for field in ("title", "text"):
            for tok in sep.split(TAG.sub(" ", doc.get(field) or "")):
                if tok and HAN.match(tok):
                    words.add(tok)
    if any(SENTINEL in w for w in words):
        log.warning(f"a page uses the character {SENTINEL!r}, which the search box uses as a marker "
                    "(docs/javascripts/mskb-lookup.js SENTINEL): choose another marker")
    text = " ".join(sorted(words))
    (path.parent / Path(VOCAB_PATH).name).write_text(
        "window.__mskbVocab = " + json.dumps(text, ensure_ascii=False) + ";\n", encoding="utf-8")
