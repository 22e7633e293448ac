"""How the lookup answers one article's cases: `python scripts/check_cases.py <article id> [...]`.

For a writer adding cases.yaml: prints, per case, the top-3 answers of the Python matcher (the page's matcher is held
to the same by tests/test_lookup_parity.py) and whether the first is the article. `make test` holds every case to
its article (tests/test_lookup.py); this shows the misses before it does.
"""
from __future__ import annotations

import sys

from mskb.lookup.match import Matcher
from mskb.environments import REPO
from mskb.lookup_cases import load_cases
from mskb.triage_index import index_for_repo


def main(ids: list[str]) -> int:
    cases = [c for c in load_cases() if c.expect in ids]
    if not cases:
        print(f"no lookup cases for {ids} (snippets/<category>/<id>/cases.yaml)")
        return 1
    matcher, missed = Matcher(index_for_repo(REPO)), 0
    for case in cases:
        top = matcher.match(case.text, 3)
        first = top[0] if top else None
        ok = bool(first) and first["id"] == case.expect
        missed += not ok
        tier = (first or {}).get("tier", "-")
        print(f"{'ok  ' if ok else 'MISS'} {case.name} [{case.kind}] -> {[r['id'] for r in top]} ({tier})")
    print(f"{len(cases) - missed}/{len(cases)} answered first by their article")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
