"""Measure when a guess earns its place: the labelled lookup cases (each article's cases.yaml in scope,
out_of_scope.yaml real errors no article answers) through the Python matcher, guesses ungated, by text kind and
confidence band. Prints, per threshold: how many guesses would be shown, how often the shown one is right, the
wrong-guess rate on out-of-scope errors and top-1 on in-scope cases. rules.GUESS_MIN_SCORE is chosen from this
table (a band must be right at least half the time; tests/test_lookup.py holds the committed choice to it).

    .venv/bin/python scripts/calibrate_lookup.py
"""
from __future__ import annotations

import sys

from mskb.lookup import rules
from mskb.triage_index import index_for_repo
from mskb.lookup.match import Matcher
from mskb.environments import REPO
from mskb.lookup_cases import load_cases, load_out_of_scope

THRESHOLDS = (0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5)


def rows(matcher: Matcher) -> list[dict]:
    """One row per case that no signature answers: its kind, the top ungated guess and whether it is right."""
    out = []
    for scope, cases in (("in", load_cases(REPO)), ("out", load_out_of_scope())):
        for c in cases:
            if matcher.signature_hits(c.text):
                continue
            g = [x for x in matcher.guesses(c.text, gated=False) if len(x["terms"]) >= rules.GUESS_MIN_SHARED]
            top = g[0] if g else None
            out.append({"scope": scope, "kind": top["kind"] if top else "-", "confidence": top["confidence"] if top
                        else 0.0, "right": bool(top) and matcher.articles[top["article"]]["id"] == c.expect})
    return out


def main() -> int:
    matcher = Matcher(index_for_repo(REPO))
    data = rows(matcher)
    n_out = sum(r["scope"] == "out" for r in data)
    for kind in ("error", "question"):
        sub = [r for r in data if r["kind"] == kind]
        print(f"\n{kind}: {len(sub)} cases without a signature match "
              f"({sum(r['scope'] == 'in' for r in sub)} in scope, {sum(r['scope'] == 'out' for r in sub)} out of scope)")
        print("| confidence >= | shown | right | precision | wrong guesses on out-of-scope errors |")
        print("|---|---|---|---|---|")
        for t in THRESHOLDS:
            shown = [r for r in sub if r["confidence"] >= t and r["kind"] != "-"]
            right = sum(r["right"] for r in shown)
            wrong_out = sum(r["scope"] == "out" for r in shown)
            prec = f"{right / len(shown):.2f}" if shown else "—"
            print(f"| {t:.2f} | {len(shown)} | {right} | {prec} | {wrong_out}/{n_out} |")
    print(f"\ncommitted: no guess for a pasted error; for a question, confidence >= {rules.GUESS_MIN_SCORE} and "
          f">= {rules.GUESS_MIN_SHARED} shared distinctive words")
    return 0


if __name__ == "__main__":
    sys.exit(main())
