"""Category and home pages list their articles from the front matter: `<!-- mskb:list errors -->`; the home page
names the recorded MindSpore versions: `<!-- mskb:versions -->`."""
import mskb.site


def on_page_markdown(markdown, page, config, files):
    site = mskb.site.current
    if site is None or ("<!-- mskb:list" not in markdown and mskb.site.VERSIONS_MARK not in markdown):
        return markdown
    return mskb.site.expand_lists(markdown, page.file.src_path, site)


def on_nav(nav, config, files):
    """Name category sections in Chinese and keep them in the handbook's order (folders are ASCII ids)."""
    from mskb.articles import CATEGORIES

    order = list(CATEGORIES)
    for item in nav.items:
        key = (item.title or "").lower()
        if getattr(item, "is_section", False) and key in CATEGORIES:
            item.title = CATEGORIES[key]
    nav.items.sort(key=lambda i: order.index(i.children[0].file.src_path.split("/")[0])
                   if getattr(i, "is_section", False) and i.children and getattr(i.children[0], "file", None)
                   and i.children[0].file.src_path.split("/")[0] in CATEGORIES else -1)
    return nav
