"""The triage index (mskb.lookup.index) as the script ``assets/javascripts/mskb-triage-index.js``, so the triage
page works from file://."""
import json

from mkdocs.structure.files import File

import mskb.site
from mskb.lookup.index import index_for_articles

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
    index = index_for_articles(site.articles, site.repo)
    files.append(File.generated(config, INDEX_PATH, content=index_script(index)))
    return files
