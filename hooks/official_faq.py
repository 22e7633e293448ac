"""docs/official-faq.md: the official FAQ's error questions with their status, computed from the evidence."""
import mskb.official_faq
import mskb.site

MARK = "<!-- mskb:official-faq -->"


def on_page_markdown(markdown, page, config, files):
    site = mskb.site.current
    if site is None or MARK not in markdown:
        return markdown
    from mskb.catalog import pinned_version

    table = mskb.official_faq.render_markdown(site.repo, site.articles, pinned_version(site.repo, "mindspore"),
                                              page.file.src_path)
    return markdown.replace(MARK, table)
