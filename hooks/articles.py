"""Validate every article's front matter before anything is built; a bad page stops the build, named."""
from mkdocs.exceptions import PluginError

import mskb.site
from mskb.articles import ArticleError


def on_config(config):
    try:
        mskb.site.current = mskb.site.load_site(config["docs_dir"])
    except (ArticleError, ValueError) as exc:
        raise PluginError(f"article front matter: {exc}") from None
    return config
