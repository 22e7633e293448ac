#!/usr/bin/env python3
"""Check a built site: every link and anchor resolves, nothing is loaded from outside, every registered URL works.

    .venv/bin/python scripts/check_links.py [site-dir]      (default: site/)
"""
import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mskb.links import check, registry  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    ap.add_argument("site", nargs="?", type=Path, default=registry.REPO / "site")
    ap.add_argument("--site-url", default=None, help="site_url the site was built with (for 404.html's absolute links)")
    args = ap.parse_args()
    if not (args.site / "index.html").is_file():
        print(f"{args.site}: no built site here (make build)", file=sys.stderr)
        return 2
    problems = check.check_site(args.site, args.site_url)
    registered = registry.read()
    problems += [f"registry: {p}" for p in registry.check(args.site, registered)]
    for p in problems:
        print(p, file=sys.stderr)
    print(f"{args.site}: {len(problems)} problem(s); {len(registered)} registered URLs checked")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
