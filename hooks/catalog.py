"""Write site/catalog.json and the short links site/e/<id>.html after the build."""
import json
from pathlib import Path

import mskb.site
from mskb.catalog import build
from mskb.links.short_links import short_link_html


def on_post_build(config):
    site = mskb.site.current
    if site is None:
        return
    out = Path(config["site_dir"])
    catalog = build(site.articles, site.repo)
    (out / "catalog.json").write_text(json.dumps(catalog, ensure_ascii=False, indent=1), encoding="utf-8")
    (out / "e").mkdir(exist_ok=True)
    for article in site.articles:
        (out / "e" / f"{article.id}.html").write_text(short_link_html(article), encoding="utf-8")
