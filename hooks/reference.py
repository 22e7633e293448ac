"""The reference section: docs/reference/index.md gets the command line's own --help, and the section is named
in Chinese like the rest of the navigation."""
import contextlib
import io
import os

from mskb.cli import main as mskb_main

CLI_HELP = "<!-- mskb:cli-help -->"


def cli_help(*argv: str) -> str:
    """What `python -m mskb <argv> --help` prints (argparse, 100 columns)."""
    buf = io.StringIO()
    old = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = "100"
    try:
        with contextlib.redirect_stdout(buf):
            try:
                mskb_main([*argv, "--help"])
            except SystemExit:
                pass
    finally:
        if old is None:
            os.environ.pop("COLUMNS", None)
        else:
            os.environ["COLUMNS"] = old
    return buf.getvalue().rstrip()


def on_page_markdown(markdown, page, config, files):
    if CLI_HELP not in markdown:
        return markdown
    blocks = [f"```text title=\"python -m mskb {' '.join(argv + ('--help',))}\"\n{cli_help(*argv)}\n```"
              for argv in ((), ("triage",))]
    return markdown.replace(CLI_HELP, "\n\n".join(blocks))


def on_nav(nav, config, files):
    for item in nav.items:
        if getattr(item, "is_section", False) and (item.title or "").lower() == "reference":
            item.title = "参考"
    return nav
