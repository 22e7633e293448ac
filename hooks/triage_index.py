"""The triage index as a script (so the triage page works from file://):
``assets/javascripts/mskb-triage-index.js`` — mskb.lookup.index.build_index: every article's signatures, translated
for JavaScript, and its text-similarity weights."""
import json

from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File

import mskb.site
from mskb.lookup.index import index_for_articles
from mskb.lookup.regex_js import UntranslatableRegex

INDEX_PATH = "assets/javascripts/mskb-triage-index.js"


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
