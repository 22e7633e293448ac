"""The triage index: everything both matchers need, from the catalog and the committed evidence.

The build embeds it in the site as a script (mskb/build.py), so the triage page needs no request and works
from ``file://``; ``python -m mskb triage`` builds it in memory. Besides the articles it carries the shared rules
(mskb.lookup.rules) and every signature translated for JavaScript.
"""
from __future__ import annotations

import math
import re

from . import rules
from ..regexes import CRASH_TYPE, js_regex
from .text import key_lines, normalize_text, tokens, type_line_pattern, type_marker

FORMAT = 3
FIELDS = {"title": 3.0, "tags": 3.0, "summary": 1.5, "errors": 2.0, "body": 0.5}
K1, B = 1.2, 0.75      # BM25 defaults
SCALE = 1000           # doc weights are integers: sums are exact in both languages
_LITERAL_JUNK = re.compile(r"\\[wdsWDSbBAZ]|\[\^?[^\]]*\]|\(\?[:=!]|\(\?<[=!]|\(\?P?<\w+>|[.*+?(){}|^$]")
_MD_NOISE = re.compile(r"```.*?```|~~~.*?~~~|<!--.*?-->|\{#[\w-]+\}|--8<--[^\n]*|<[^>\n]+>", re.S)


def signature_literal(pattern: str) -> str:
    """The words a signature regex spells out (for text similarity)."""
    s = _LITERAL_JUNK.sub(" ", pattern)
    return re.sub(r"\\(.)", r"\1", s)


def article_texts(entry: dict, body: str = "", error_lines: list[str] | None = None) -> dict[str, str]:
    return {
        "title": entry["title"],
        "tags": " ".join(entry.get("tags", [])),
        "summary": entry.get("summary", ""),
        "errors": "\n".join([signature_literal(e["match"]) + " " + e["type"] for e in entry.get("errors", [])]
                            + list(error_lines or [])),
        "body": _MD_NOISE.sub(" ", body)[:6000],
    }


def signature_matches(sig_type: str, rx: re.Pattern, text: str) -> bool:
    """The signature semantics: a line contains `<type>:` and the regex finds a match."""
    # The substring test first: most recorded texts lack the type, and this runs for every signature x text.
    return (type_marker(sig_type) in text and bool(re.search(type_line_pattern(sig_type), text))
            and bool(rx.search(text)))


def build_index(catalog: dict, extras: dict[str, dict] | None = None, codes: dict[str, dict] | None = None) -> dict:
    """The triage index from a catalog (mskb.catalog.build) and, per article id, extra text:
    {"body": prose, "error_lines": [exception lines its snippets recorded or its reports quote],
     "stderr": [recorded stderr texts and reported texts], "by_version": {MindSpore version: [recorded stderr]}}.

    Each signature gets its ``spread``: how many articles' recorded errors it matches (at least 1); the more
    specific of two signatures matching the same exception line ranks first. And its ``versions``: the MindSpore
    versions whose recorded runs print an error it matches (what a result says about the reader's version).

    ``codes``: CANN error codes, {code: {"title", "url", "articles": [article ids], "template": message template
    or ""}} (built from data/cann by mskb.triage_index)."""
    extras = extras or {}
    recorded = [(entry["id"], [normalize_text(t) for t in extras.get(entry["id"], {}).get("stderr", [])])
                for entry in catalog["articles"]]
    articles, signatures, docs = [], [], []
    for k, entry in enumerate(catalog["articles"]):
        articles.append({"id": entry["id"], "title": entry["title"], "url": entry["url"],
                         "category": entry.get("category", ""), "summary": entry.get("summary", ""),
                         "family": bool(entry.get("family"))})
        for e in entry.get("errors", []):
            rx = re.compile(e["match"], re.M)
            spread = sum(1 for _, texts in recorded if any(signature_matches(e["type"], rx, t) for t in texts))
            by_version = extras.get(entry["id"], {}).get("by_version", {})
            versions = [v for v, texts in by_version.items()
                        if any(signature_matches(e["type"], rx, normalize_text(t)) for t in texts)]
            signatures.append({"article": k, "type": e["type"], "match": e["match"],
                               "type_js": js_regex(type_line_pattern(e["type"])), "match_js": js_regex(e["match"]),
                               "spread": max(1, spread), "versions": sorted(versions, key=_version_order),
                               "wrapper": bool(e.get("wrapper")), "crash": e["type"] == CRASH_TYPE})
        x = extras.get(entry["id"], {})
        texts = article_texts(entry, x.get("body", ""), x.get("error_lines"))
        tf: dict[str, float] = {}
        length = 0.0
        for field, weight in FIELDS.items():
            toks = tokens(texts[field])
            length += weight * len(toks)
            for t in toks:
                tf[t] = tf.get(t, 0.0) + weight
        docs.append((tf, length))
    n = len(docs)
    avg = (sum(length for _, length in docs) / n) if n else 1.0
    df: dict[str, int] = {}
    for tf, _ in docs:
        for t in tf:
            df[t] = df.get(t, 0) + 1
    terms: dict[str, list[int]] = {}
    for t in sorted(df):
        idf = math.log(1 + (n - df[t] + 0.5) / (df[t] + 0.5))
        row = [round(SCALE * idf * (K1 + 1))]
        for d, (tf, length) in enumerate(docs):
            f = tf.get(t)
            if f:
                w = idf * f * (K1 + 1) / (f + K1 * (1 - B + B * length / (avg or 1.0)))
                row += [d, max(1, round(SCALE * w))]
        terms[t] = row
    position = {a["id"]: k for k, a in enumerate(articles)}
    code_table = {c: {"title": e["title"], "url": e["url"], "template": e.get("template") or "",
                      "articles": [position[i] for i in e.get("articles", []) if i in position]}
                  for c, e in sorted((codes or {}).items())}
    return {"format": FORMAT, "mindspore": catalog.get("mindspore"), "rules": rules.for_browser(),
            "articles": articles, "signatures": signatures, "terms": terms, "codes": code_table}


def _version_order(version: str):
    from packaging.version import InvalidVersion, Version

    try:
        return (0, Version(version))
    except InvalidVersion:
        return (1, version)


def error_lines(stderr_texts: list[str]) -> list[str]:
    lines: list[str] = []
    for text in stderr_texts:
        for ln in key_lines(text):
            if ln not in lines:
                lines.append(ln)
    return lines[:12]
