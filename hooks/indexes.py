"""Category and home pages list their articles from the front matter: `<!-- mskb:list errors -->`."""
import mskb.site


def on_page_markdown(markdown, page, config, files):
    site = mskb.site.current
    if site is None or "<!-- mskb:list" not in markdown:
        return markdown
    return mskb.site.expand_lists(markdown, page.file.src_path, site)
