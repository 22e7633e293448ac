"""Matching a text against the triage index: signature hits ranked, else BM25 guesses (see mskb.lookup)."""
from __future__ import annotations

import bisect
import re

from .index import FORMAT
from .rules import (GENERIC, GUESS_MIN_SCORE, GUESS_MIN_SHARED, GUESS_SCALE, MAX_CODES, MAX_MATCHED, MAX_TERMS_SHOWN,
                    PATTERNS, TEMPLATE_GAP, TEMPLATE_TAIL)
from .text import NEW_TRACE, key_lines_and_kind, normalize_text, signature_windows, tokens, type_line_pattern


class _Lines:
    """Line numbers of character offsets (0-based), by binary search over the newline offsets."""

    def __init__(self, text: str):
        self.starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def of(self, offset: int) -> int:
        return bisect.bisect_right(self.starts, offset) - 1


class Matcher:
    """Compiled form of an index; ``match(text)`` is the whole triage."""

    def __init__(self, index: dict):
        if index.get("format") != FORMAT:
            raise ValueError(f"triage index format {index.get('format')!r}, expected {FORMAT}")
        self.index = index
        self.articles = index["articles"]
        self.sigs = [(s, re.compile(s["match"], re.M), re.compile(type_line_pattern(s["type"])))
                     for s in index["signatures"]]
        self.spec = [1.0 / s.get("spread", 1) for s in index["signatures"]]
        self.codes = index.get("codes", {})
        self.code_rx = re.compile(PATTERNS["cann_code"])
        self.templates = []
        for code, entry in self.codes.items():
            if entry["template"]:
                parts = entry["template"].split("%s")
                self.templates.append((code, max(parts, key=len).strip(),
                                       re.compile(f"[^\n]{{0,{TEMPLATE_GAP}}}?".join(map(re.escape, parts)))))

    def codes_in(self, text: str) -> list[dict]:
        """The CANN codes of a log the index knows, the root first: errors before warnings, a specific code before an
        inner xx9999 one, then by first appearance. A paste without any: the codes whose message template it
        holds (older CANN prints the text only)."""
        first: dict[str, dict] = {}
        for m in self.code_rx.finditer(text):
            code = m.group(0)
            if code in self.codes and code not in first:
                first[code] = {"code": code, "at": m.start(), "by": "code"}
        if not first:
            offset = max(0, len(text) - TEMPLATE_TAIL)
            tail = text[offset:]
            for code, literal, rx in self.templates:
                if literal in tail and (m := rx.search(tail)):
                    first[code] = {"code": code, "at": offset + m.start(), "by": "template"}
        if not first:
            return []   # most pastes: no line table to build
        lines = _Lines(text)
        found = sorted(first.values(), key=lambda c: (c["code"][0] == "W", c["code"].endswith("9999"), c["at"]))
        for c in found:
            n = lines.of(c["at"])
            end = text.find("\n", lines.starts[n])
            c["line"] = n + 1
            c["text"] = text[lines.starts[n]:end if end >= 0 else len(text)][:MAX_MATCHED]
        return found[:MAX_CODES]

    def signature_hits(self, text: str) -> list[dict]:
        """Signature matches on the text's windows (text.signature_windows); line numbers are the text's own, the
        ``start``/``end`` offsets those of the window text (``window``)."""
        text, line_map = signature_windows(text)
        lines = None
        type_lines: dict[str, list[int]] = {}
        new_trace: list[int] | None = None
        best: dict[int, dict] = {}
        for n, (sig, rx, type_rx) in enumerate(self.sigs):
            if sig["type"] not in type_lines:
                if lines is None:
                    lines = _Lines(text)
                type_lines[sig["type"]] = sorted({lines.of(m.start()) for m in type_rx.finditer(text)})
            tl = type_lines[sig["type"]]
            if not tl:
                continue
            last = None
            for m in rx.finditer(text):
                last = m
            if last is None:
                continue
            if new_trace is None:
                new_trace = [lines.of(m.start()) for m in NEW_TRACE.finditer(text)]
            m_line = lines.of(last.start())
            e_line = lines.of(max(last.start(), last.end() - 1))
            k = bisect.bisect_right(tl, e_line) - 1
            coherent = False
            if k >= 0:
                t_line = tl[k]
                j = bisect.bisect_right(new_trace, t_line)
                coherent = j >= len(new_trace) or new_trace[j] > m_line
            hit = {
                "article": sig["article"], "type": sig["type"], "match": sig["match"],
                "text": last.group(0)[:MAX_MATCHED], "length": min(len(last.group(0)), MAX_MATCHED),
                "line": line_map[m_line] + 1, "type_line": line_map[tl[k] if k >= 0 else tl[0]] + 1,
                "coherent": coherent, "start": last.start(), "end": last.end(), "spec": self.spec[n],
                "window": text, "versions": sig.get("versions", []), "wrapper": bool(sig.get("wrapper")),
                "crash": bool(sig.get("crash")),
            }
            hit["at"] = hit["type_line"] if coherent else hit["line"]
            old = best.get(sig["article"])
            if old is None or _hit_key(hit) > _hit_key(old):
                best[sig["article"]] = hit
        hits = list(best.values())
        positions = sorted({h["at"] for h in hits})
        for h in hits:
            h["score"] = (1.0 + (1.0 if h["coherent"] else 0.0) + 0.5 * (positions.index(h["at"]) + 1) / len(positions)
                          + 0.04 * h["spec"] + 0.001 * h["length"] / MAX_MATCHED)
        # A crash line (Aborted, Segmentation fault) after an exception is how the process ended, not why: the pages
        # of the exceptions come first.
        hits.sort(key=lambda h: (h["crash"], -h["score"], h["article"]))
        return self._member_before_family(hits)

    def _member_before_family(self, hits: list[dict]) -> list[dict]:
        """Where a family page's signature (a shape: any operator, library, signal) and another page's signature
        match the same text, the page for the member that failed goes first and the family page right after it."""
        def family(h):
            return bool(self.articles[h["article"]].get("family"))
        i = 0
        while i < len(hits):
            if family(hits[i]):
                f = hits[i]
                j = next((k for k in range(i + 1, len(hits)) if not family(hits[k]) and not hits[k]["wrapper"]
                          and hits[k]["start"] < f["end"] and f["start"] < hits[k]["end"]), None)
                if j is not None:
                    hits.insert(i, hits.pop(j))
            i += 1
        return hits

    def guesses(self, text: str, gated: bool = True) -> list[dict]:
        """Articles by text similarity with a question, ranked by BM25 over the distinctive words of its key lines.
        Gated (rules.GUESS_MIN_*): none for a pasted error, and only those that share enough distinctive words and
        whose ``confidence`` (the score times the share of the question's distinctive words the article has) is
        high enough; ``gated=False`` lists all (calibration)."""
        lines, kind = key_lines_and_kind(text)
        if gated and kind == "error":
            return []
        query = sorted({t for t in tokens("\n".join(lines)) if t not in GENERIC})
        terms = self.index["terms"]
        total = 0
        scores: dict[int, int] = {}
        hit_terms: dict[int, list[str]] = {}
        for t in query:
            row = terms.get(t)
            if row is None:
                continue
            total += row[0]
            for p in range(1, len(row), 2):
                d = row[p]
                scores[d] = scores.get(d, 0) + row[p + 1]
                hit_terms.setdefault(d, []).append(t)
        out = [{"article": d, "terms": hit_terms[d], "kind": kind, "score": GUESS_SCALE * min(1.0, s / total)}
               for d, s in scores.items() if s > 0]
        for g in out:
            g["confidence"] = g["score"] * len(g["terms"]) / len(query)
        if gated:
            out = [g for g in out if g["confidence"] >= GUESS_MIN_SCORE and len(g["terms"]) >= GUESS_MIN_SHARED]
        out.sort(key=lambda g: (-g["score"], g["article"]))
        return out

    def match(self, text: str, limit: int = 5) -> list[dict]:
        """Best answers first, each with its tier (rules.TIERS): [{id, title, url, score, tier, guess, matched}].
        Articles a specific signature matches; then the log's CANN codes (root first) and family pages matched by
        a wrapper line; then articles matched by a wrapper line only (a guess: the wrapper says nothing of which
        operator or code failed); with none of these, text-similarity guesses."""
        text = normalize_text(text)
        hits = self.signature_hits(text)
        results = [self._hit(h, "signature") for h in hits if not h["wrapper"]]
        for c in self.codes_in(text):
            e = self.codes[c["code"]]
            # An article declaring the code (a signature typed with it) answers it, before the code's own entry.
            for k in e["articles"]:
                a = self.articles[k]
                if all(r["id"] != a["id"] for r in results):
                    results.append({"id": a["id"], "title": a["title"], "url": a["url"], "score": 1.0, "tier": "code",
                                    "guess": False, "matched": {"code": c["code"], "by": c["by"], "text": c["text"],
                                                                "line": c["line"]}})
            results.append({"id": c["code"], "title": f"{c['code']} {e['title']}", "url": e["url"], "score": 1.0,
                            "tier": "code", "guess": False,
                            "matched": {"code": c["code"], "by": c["by"], "text": c["text"], "line": c["line"],
                                        "articles": [self.articles[k]["id"] for k in e["articles"]]}})
        listed = {r["id"] for r in results}
        wrapped = [h for h in hits if h["wrapper"] and self.articles[h["article"]]["id"] not in listed]
        results += [self._hit(h, "family") for h in wrapped if self.articles[h["article"]].get("family")]
        results += [self._hit(h, "guess") for h in wrapped if not self.articles[h["article"]].get("family")]
        if results:
            return results[:limit]
        for g in self.guesses(text)[:limit]:
            a = self.articles[g["article"]]
            results.append({"id": a["id"], "title": a["title"], "url": a["url"], "score": g["score"],
                            "tier": "guess", "guess": True, "matched": {"terms": g["terms"][:MAX_TERMS_SHOWN]}})
        return results

    def _hit(self, h: dict, tier: str) -> dict:
        a = self.articles[h["article"]]
        return {"id": a["id"], "title": a["title"], "url": a["url"], "score": h["score"], "tier": tier,
                "guess": tier == "guess",
                "matched": {k: h[k] for k in ("type", "match", "text", "line", "type_line", "coherent", "versions")}}


def _hit_key(h: dict) -> tuple:
    # A specific signature of an article outranks its wrapper-line one.
    return (not h["wrapper"], h["coherent"], h["at"], h["spec"], h["length"])


def triage(text: str, index: dict, limit: int = 5) -> list[dict]:
    return Matcher(index).match(text, limit)
