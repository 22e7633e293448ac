"""The handbook's MkDocs hooks: one object holds the build's state and runs its steps in order (mskb.build)."""
from mkdocs.plugins import event_priority

from mskb.build import HandbookBuild

build = HandbookBuild()   # MkDocs imports this file anew for every build (mkdocs serve too)


def on_config(config):
    return build.on_config(config)


def on_files(files, config):
    return build.on_files(files, config)


def on_nav(nav, config, files):
    return build.on_nav(nav, config, files)


def on_page_markdown(markdown, page, config, files):
    return build.on_page_markdown(markdown, page, config, files)


def on_page_content(html, page, config, files):
    return build.on_page_content(html, page, config, files)


@event_priority(-50)   # after the search plugin wrote its index, before the offline plugin copies it
def on_post_build(config):
    build.on_post_build(config)
