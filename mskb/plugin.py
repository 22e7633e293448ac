"""The handbook as a MkDocs plugin (`plugins: [mskb]` once the package is installed; entry point in
pyproject.toml). The checkout's hooks/handbook.py hands MkDocs these same events. Each build gets a fresh
mskb.build.HandbookBuild."""
from __future__ import annotations

from mkdocs.plugins import BasePlugin, event_priority

from .build import HandbookBuild


class HandbookPlugin(BasePlugin):
    def on_config(self, config):
        self.build = HandbookBuild()       # a fresh state per build (mkdocs serve rebuilds)
        return self.build.on_config(config)

    def on_files(self, files, config):
        return self.build.on_files(files, config)

    def on_nav(self, nav, config, files):
        return self.build.on_nav(nav, config, files)

    def on_page_markdown(self, markdown, page, config, files):
        return self.build.on_page_markdown(markdown, page, config, files)

    def on_page_content(self, html, page, config, files):
        return self.build.on_page_content(html, page, config, files)

    @event_priority(-50)   # after the search plugin wrote its index, before the offline plugin copies it
    def on_post_build(self, config):
        self.build.on_post_build(config)
