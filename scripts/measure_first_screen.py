#!/usr/bin/env python3
"""The first screen, measured: where each article's #symptom heading ends, on a desktop and on a phone.

    .venv/bin/python scripts/measure_first_screen.py SITE_DIR [--top 10] [--shots DIR --shot phone:a/b ...]

Builds nothing: SITE_DIR is a built site (`mkdocs build -d SITE_DIR`). Every article page (the articles listed in
the site's own catalog.json, so a site built from another checkout is measured as it is) is opened from disk in
Debian's chromium (mskb/browser.py) at 1280x900 (limit 700 px) and at 390x844 (limit 844 px), and the #symptom
heading's bottom in page coordinates (getBoundingClientRect().bottom + scrollY) is read. Needs a Chinese font
(Debian's fonts-noto-cjk): without one chromium draws narrow boxes and the figures are of a page no reader sees.

Prints, per size, the worst pages and how many end below the limit. tests/test_offline.py holds the same limits.
With --shots DIR, also saves a viewport-only PNG (device scale factor 1; reduced to 256 colours when it would be
over 150 KB) of each --shot SIZE:category/id, as DIR/<prefix><size>-<category>--<id>.png (notes/screenshots/).
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from mskb.browser import CHROMIUM, CHROMIUM_ARGS

# (name, width, height, limit): the limit is where #symptom must end (tests/test_offline.py).
SIZES = [("desktop", 1280, 900, 700), ("phone", 390, 844, 844)]
MAX_SHOT = 150 * 1024
BOTTOM = ("() => { const e = document.getElementById('symptom');"
          " return e ? e.getBoundingClientRect().bottom + window.scrollY : null; }")


def measure(browser, site: Path, pages: list[str], width: int, height: int) -> dict[str, float | None]:
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1)
    page = context.new_page()
    out = {}
    for p in pages:
        page.goto((site / f"{p}.html").as_uri())
        out[p] = page.evaluate(BOTTOM)
    context.close()
    return out


def screenshot(browser, site: Path, page_id: str, width: int, height: int, dest: Path) -> int:
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1)
    page = context.new_page()
    page.goto((site / f"{page_id}.html").as_uri())
    dest.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(dest), full_page=False)
    context.close()
    if dest.stat().st_size > MAX_SHOT:
        from PIL import Image

        Image.open(dest).convert("RGB").quantize(256).save(dest, optimize=True)
    return dest.stat().st_size


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("site", type=Path, help="a built site directory")
    ap.add_argument("--top", type=int, default=10, help="how many of the worst pages to print per size")
    ap.add_argument("--shots", type=Path, help="directory for viewport screenshots of the --shot pages")
    ap.add_argument("--shot", action="append", default=[], metavar="SIZE:PAGE",
                    help="desktop:category/id or phone:category/id (repeatable)")
    ap.add_argument("--prefix", default="", help="file name prefix for the screenshots (e.g. before-)")
    ap.add_argument("--no-measure", action="store_true", help="only take the --shot screenshots")
    args = ap.parse_args()
    site = args.site.resolve()
    if not (site / "index.html").is_file():
        print(f"{site}: not a built site (no index.html)", file=sys.stderr)
        return 2
    fonts = subprocess.run(["fc-list", ":lang=zh"], capture_output=True, text=True).stdout.strip()
    if not fonts:
        print("no Chinese font (fc-list :lang=zh is empty): install Debian's fonts-noto-cjk", file=sys.stderr)
        return 2
    catalog = json.loads((site / "catalog.json").read_text(encoding="utf-8"))
    pages = [a["url"].removesuffix(".html") for a in catalog["articles"]]

    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        for name, w, h, limit in [] if args.no_measure else SIZES:
            res = measure(browser, site, pages, w, h)
            missing = sorted(p for p, v in res.items() if v is None)
            ranked = sorted(((v, p) for p, v in res.items() if v is not None), reverse=True)
            late = [p for v, p in ranked if v > limit] + missing
            print(f"{name} {w}x{h}, limit {limit} px: {len(pages)} articles, {len(late)} over the limit"
                  + (f", worst {ranked[0][0]:.0f} px" if ranked else ""))
            for v, p in ranked[:args.top]:
                print(f"  {v:7.1f}  {'LATE ' if v > limit else '     '}{p}")
            for p in missing:
                print(f"  no #symptom  {p}")
        sizes = {name: (w, h) for name, w, h, _ in SIZES}
        for shot in args.shot if args.shots else []:
            name, _, p = shot.partition(":")
            dest = args.shots / f"{args.prefix}{name}-{p.replace('/', '--')}.png"
            size = screenshot(browser, site, p, *sizes[name], dest)
            print(f"screenshot {dest} ({size // 1024} KB)")
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
