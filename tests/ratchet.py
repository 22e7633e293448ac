"""Accuracy as ratchets, not slack constants: tests/lookup_known_misses.yaml lists, per measure, the lookup cases the
handbook is known to answer wrongly today. A test fails on a miss that is not listed (a regression, or a new case the
lookup cannot answer yet: fix the signature, or list it with a reason in the commit) and on a listed case that is now
answered (remove it: the list may only shrink). Counts stay visible in `make bench-search`."""
from __future__ import annotations

from pathlib import Path

import yaml

KNOWN_MISSES = Path(__file__).with_name("lookup_known_misses.yaml")


def known(measure: str) -> set[str]:
    data = yaml.safe_load(KNOWN_MISSES.read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict) or not isinstance(data.get(measure, []), list):
        raise AssertionError(f"{KNOWN_MISSES.name}: {measure!r} must be a list of case names")
    return set(data.get(measure) or [])


def hold(measure: str, misses, details: dict | None = None) -> None:
    """Assert that `misses` (case names) is exactly the known list of `measure`."""
    misses, listed = set(misses), known(measure)
    new = sorted(misses - listed)
    fixed = sorted(listed - misses)
    details = details or {}
    assert not new, (f"{measure}: {len(new)} case(s) answered wrongly that {KNOWN_MISSES.name} does not list: "
                     f"{[(n, details.get(n)) for n in new]}")
    assert not fixed, f"{measure}: now answered, remove from {KNOWN_MISSES.name}: {fixed}"
