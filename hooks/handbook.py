"""The handbook's MkDocs hooks: the `mskb` plugin's events (mskb.plugin), so the checkout builds with the same object
an installed package would: one HandbookBuild holding the build's state and running its steps in order."""
from mskb.plugin import HandbookPlugin

_plugin = HandbookPlugin()   # MkDocs imports this file anew for every build (mkdocs serve too)

on_config = _plugin.on_config
on_files = _plugin.on_files
on_nav = _plugin.on_nav
on_page_markdown = _plugin.on_page_markdown
on_page_content = _plugin.on_page_content
on_post_build = _plugin.on_post_build   # keeps the plugin's priority (-50): after search writes its index
