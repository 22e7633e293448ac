"""Test tiers by what a test needs, read from its fixtures, so a new test lands in its tier by itself.

    unit      needs none of the below (`make unit`: no MindSpore run, no site build, no browser)
    build     builds the site (the shared build, a copy of the repository to break)
    browser   drives Debian's chromium
    snippets  runs the articles' snippets on the MindSpore lanes
    slow      marked by hand: builds or runs something heavy without those fixtures
"""
from __future__ import annotations

import pytest

NEEDS = {"built_site": "build", "repo_copy": "build", "reader_browser": "browser", "outcomes": "snippets"}
TIERS = ("build", "browser", "snippets", "slow")


def mark_tiers(items) -> None:
    for item in items:
        needs = {NEEDS[f] for f in getattr(item, "fixturenames", ()) if f in NEEDS}
        needs |= {m.name for m in item.iter_markers() if m.name in TIERS}
        for tier in sorted(needs):
            item.add_marker(getattr(pytest.mark, tier))
        if not needs:
            item.add_marker(pytest.mark.unit)
