"""A tidy check, like Rust's for error codes: an article's error signature is a claim ("this page answers this
error"), so it must match some output the article rests on — a recorded run (any lane, stdout or stderr) or a
public report (mskb.reported). No exemptions: a signature typed from memory fails, naming article and signature."""
from __future__ import annotations

import re

from .articles import Article
from .lookup.index import signature_matches
from .lookup.text import normalize_text
from .normalize import concrete


def problems(article: Article, records: dict[str, list], reports: list) -> list[str]:
    # Evidence is normalised (`at <addr>>`); a signature is written for what a reader pastes (`at 0x7f...>`).
    texts = [concrete(normalize_text(t)) for recs in records.values() for r in recs for t in (r.stderr, r.stdout) if t]
    texts += [normalize_text(r.text) for r in reports]
    out = []
    for i, sig in enumerate(article.errors):
        rx = re.compile(sig.match, re.M)
        if not any(signature_matches(sig.type, rx, t) for t in texts):
            out.append(f"docs/{article.category}/{article.id}.md: field 'errors[{i}]': signature {sig.type}: "
                       f"/{sig.match}/ matches no recorded run or public report of this article (record the error "
                       "with a snippet, add the report under snippets/<category>/<id>/reported/, or drop the signature)")
    return out
