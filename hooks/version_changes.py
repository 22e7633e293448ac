"""docs/version-changes.md: what each MindSpore version does differently from the one before (mskb.version_changes)."""
import mskb.site
import mskb.version_changes


def on_page_markdown(markdown, page, config, files):
    site = mskb.site.current
    if site is None or mskb.version_changes.MARK not in markdown:
        return markdown
    return markdown.replace(mskb.version_changes.MARK,
                            mskb.version_changes.render_markdown(site, page.file.src_path))
