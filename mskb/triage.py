"""Error lookup: which articles answer a pasted traceback, log line or question.

One semantics, two implementations that a shared test table proves identical:

* this module — ``python -m mskb triage``, the tests and the benchmark;
* ``docs/javascripts/mskb-lookup.js`` — the triage page (``triage.html``) and the search box.

Both read the same index (:func:`build_index`, embedded in the site as a script by ``hooks/triage_index.py``), so
the browser needs no request and works from ``file://``.

How a text is matched
---------------------

1. **Signatures** (the articles' ``errors`` front matter). A signature ``{type, match}`` matches a text when a line
   contains ``<type>:`` — bare (``ValueError:``) or as the last part of a dotted name
   (``grpc._channel._InactiveRpcError:``) — and ``re.search(match, text, re.M)`` finds a match.
   The text is first normalised: ``\\r\\n`` becomes ``\\n`` and terminal colour codes are removed.
2. **Ranking** of several matching articles: a match inside the message of its own exception (the ``<type>:`` line
   at or above its end, no new traceback in between) beats a loose one; then the later exception beats the earlier
   (in a chained traceback the last, deepest exception usually matters most); then the more specific signature —
   the one that matches the recorded errors of fewer articles (its ``spread``, computed at build time from the
   evidence); then the longer matched text.
3. **Fallback** when no signature matches: BM25 text similarity between the text's identifying lines
   (:func:`key_lines`) and each article's title, tags, summary, error text (signature literals and the exception
   lines its snippets recorded) and prose. Such results are marked ``guess`` and score below 1; signature
   matches score above 1.

Python regular expressions are translated for the browser by :func:`js_regex` (``\\w``, ``\\d``, ``\\s``, ``\\b``,
``.``, ``^``/``$`` keep Python's Unicode and multi-line meaning); a signature that cannot be translated fails the
build, so the page never silently disagrees with this module.
"""
from __future__ import annotations

import bisect
import json
import math
import re
import sys
import unicodedata
from pathlib import Path

from .normalize import PLACEHOLDERS

FORMAT = 1

# ---------------------------------------------------------------------------------------------------------------
# Text normalisation and the type line
# ---------------------------------------------------------------------------------------------------------------

_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")


def normalize_text(text: str) -> str:
    """What both matchers see: ``\\r\\n``/``\\r`` line ends as ``\\n``, terminal colour codes removed."""
    return _ANSI.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))


def type_line_pattern(type_name: str) -> str:
    """A line contains ``<type>:``, the type bare or the last part of a dotted name (not ``MyValueError:``)."""
    return r"(?<![A-Za-z0-9_])" + re.escape(type_name) + ":"


# ---------------------------------------------------------------------------------------------------------------
# Python regex -> JavaScript regex (flag "u"), keeping Python's meaning
# ---------------------------------------------------------------------------------------------------------------

class UntranslatableRegex(ValueError):
    """A signature uses Python regex syntax the browser cannot reproduce exactly."""


_W = r"\p{L}\p{N}_"                                   # Python's Unicode \w: str.isalnum() or "_"
_S = r"\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"   # Python's Unicode \s
_D = r"\p{Nd}"                                        # Python's Unicode \d
_CLASS_ESC = {"w": _W, "d": _D, "s": _S}
_JS_SYNTAX = set("^$\\.*+?()[]{}|/")
_HEX_ESC = {"x": 2, "u": 4, "U": 8}  # hex digits after each escape letter
_SIMPLE_ESC = {"n": "\\n", "t": "\\t", "r": "\\r", "f": "\\f", "v": "\\v", "a": "\\x07"}
_QUANT_RE = re.compile(r"\{(\d*)(,?)(\d*)\}")


def _js_char(ch: str, in_class: bool = False) -> str:
    """A literal character in a JS /u regex."""
    if ch in _JS_SYNTAX or (in_class and ch == "-"):
        return "\\" + ch
    o = ord(ch)
    if o < 0x20 or o == 0x7f or 0x80 <= o < 0xa0 or ch in "\u2028\u2029":
        return f"\\u{{{o:x}}}"
    return ch


def _escape(p: str, i: int, in_class: bool) -> tuple[str, int]:
    """Translate the escape at p[i] == '\\\\'; return (js, next index)."""
    if i + 1 >= len(p):
        raise UntranslatableRegex("trailing backslash")
    c = p[i + 1]
    if c in "wds":
        body = _CLASS_ESC[c]
        return (body if in_class else f"[{body}]"), i + 2
    if c in "WDS":
        if in_class:  # the caller turns the class into an alternation (see js_regex)
            return "\0NEG" + _CLASS_ESC[c.lower()], i + 2
        return f"[^{_CLASS_ESC[c.lower()]}]", i + 2
    if c in "bB":
        if in_class:
            if c == "b":
                return "\\u{8}", i + 2
            raise UntranslatableRegex("\\B inside a character class")
        w = f"[{_W}]"
        if c == "b":
            return f"(?:(?<={w})(?!{w})|(?<!{w})(?={w}))", i + 2
        return f"(?:(?<={w})(?={w})|(?<!{w})(?!{w}))", i + 2
    if c == "A" and not in_class:
        return r"(?<![\s\S])", i + 2
    if c == "Z" and not in_class:
        return r"(?![\s\S])", i + 2
    if c in _SIMPLE_ESC:
        return _SIMPLE_ESC[c], i + 2
    if c in _HEX_ESC:  # \xhh, \uhhhh, \Uhhhhhhhh
        n = _HEX_ESC[c]
        h = p[i + 2:i + 2 + n]
        if not re.fullmatch(f"[0-9a-fA-F]{{{n}}}", h):
            raise UntranslatableRegex(f"bad \\{c} escape")
        return _js_char(chr(int(h, 16)), in_class), i + 2 + n
    if c == "N":
        m = re.match(r"\{([^}]+)\}", p[i + 2:])
        if not m:
            raise UntranslatableRegex("bad \\N escape")
        return _js_char(unicodedata.lookup(m.group(1)), in_class), i + 2 + m.end()
    if c == "0" or (in_class and c in "1234567"):
        m = re.match(r"[0-7]{1,3}", p[i + 1:])
        return _js_char(chr(int(m.group(0), 8)), in_class), i + 1 + m.end()
    if c.isdigit():
        m = re.match(r"\d{1,2}", p[i + 1:])
        if len(m.group(0)) == 2 and m.group(0)[0] in "0123" and p[i + 3:i + 4].isdigit():
            raise UntranslatableRegex("octal escape")
        return "\\" + m.group(0), i + 1 + m.end()
    if c.isalnum():
        raise UntranslatableRegex(f"unknown escape \\{c}")
    return _js_char(c, in_class), i + 2


def js_regex(pattern: str) -> str:
    """The source of a JavaScript regex (to be compiled with flag ``u``, never ``m``) that finds exactly what
    ``re.search(pattern, text, re.M)`` finds. Raises :class:`UntranslatableRegex` for syntax it cannot map
    (atomic groups, possessive quantifiers, conditionals, scoped inline flags, verbose mode)."""
    p = pattern
    out: list[str] = []
    flags = set()
    i = 0
    m = re.match(r"\(\?([aiLmsux]+)\)", p)
    while m:  # global inline flags at the start
        flags |= set(m.group(1))
        i += m.end()
        m = re.match(r"\(\?([aiLmsux]+)\)", p[i:])
    if flags - {"m", "u", "s", "i"}:
        raise UntranslatableRegex(f"inline flag(s) {''.join(sorted(flags - {'m', 'u', 's', 'i'}))}")
    dotall = "s" in flags
    n = len(p)
    while i < n:
        c = p[i]
        if c == "\\":
            js, i = _escape(p, i, False)
            out.append(js)
        elif c == "[":
            j = i + 1
            parts: list[str] = []
            negated = j < n and p[j] == "^"
            if negated:
                j += 1
            first = True
            prev_literal = False   # a '-' is a range only between two single characters
            while j < n and (p[j] != "]" or first):
                ch = p[j]
                if ch == "\\":
                    js, j = _escape(p, j, True)
                    parts.append(js)
                    prev_literal = not (js.startswith("\\0NEG") or js in (_W, _D, _S) or js.startswith("\\P"))
                elif ch == "[" and p[j:j + 2] in ("[:", "[=", "[."):
                    raise UntranslatableRegex("POSIX class syntax")
                elif ch == "-":
                    nxt = p[j + 1:j + 2]
                    after_class = nxt == "\\" and p[j + 2:j + 3] in tuple("wdsWDS")
                    is_range = prev_literal and nxt not in ("]", "") and not after_class
                    parts.append("-" if is_range else "\\-")
                    prev_literal = False
                    j += 1
                else:
                    parts.append(_js_char(ch, True) if ch in "[]{}()|/^$.*+?" else _js_char(ch))
                    prev_literal = True
                    j += 1
                first = False
            if j >= n:
                raise UntranslatableRegex("unterminated character class")
            # \W, \S, \D inside a class: the union with a complement, written as an alternation.
            negs = [x[4:] for x in parts if x.startswith("\0NEG")]
            rest = "".join(x for x in parts if not x.startswith("\0NEG"))
            if not negs:
                out.append("[" + ("^" if negated else "") + rest + "]")
            elif not negated and any(b in rest for b in negs):
                out.append(r"[\s\S]")          # e.g. [\s\S]: any character
            elif not negated:
                out.append("(?:" + "|".join(([f"[{rest}]"] if rest else []) + [f"[^{b}]" for b in negs]) + ")")
            else:
                out.append("(?:" + (f"(?![{rest}])" if rest else "") + "".join(f"(?=[{b}])" for b in negs)
                           + r"[\s\S])")
            i = j + 1
        elif c == "(":
            if p.startswith("(?P<", i):
                out.append("(?<")
                i += 4
            elif p.startswith("(?P=", i):
                j = p.index(")", i)
                out.append(f"\\k<{p[i + 4:j]}>")
                i = j + 1
            elif p.startswith("(?#", i):
                i = p.index(")", i) + 1
            elif p.startswith(("(?:", "(?=", "(?!", "(?<=", "(?<!"), i) or not p.startswith("(?", i):
                k = 4 if p.startswith(("(?<=", "(?<!"), i) else (3 if p.startswith("(?", i) else 1)
                out.append(p[i:i + k])
                i += k
            else:
                raise UntranslatableRegex(f"group syntax {p[i:i + 4]!r}")
        elif c == ".":
            out.append(r"[\s\S]" if dotall else r"[^\n]")
            i += 1
        elif c == "^":
            out.append(r"(?<![^\n])")
            i += 1
        elif c == "$":
            out.append(r"(?![^\n])")
            i += 1
        elif c == "{":
            q = _QUANT_RE.match(p, i)
            if q and (q.group(1) or q.group(3)) and out:
                lo, comma, hi = q.groups()
                out.append("{" + (lo or "0") + comma + hi + "}")
                i = q.end()
            else:
                out.append("\\{")
                i += 1
        elif c == "}":
            out.append("\\}")
            i += 1
        elif c in "*+?":
            out.append(c)
            i += 1
            if i < n and p[i] == "+":
                raise UntranslatableRegex("possessive quantifier")
            if i < n and p[i] == "?":
                out.append("?")
                i += 1
        elif c == ")" or c == "|":
            out.append(c)
            i += 1
        else:
            out.append(_js_char(c))
            i += 1
    src = "".join(out)
    if "i" in flags:
        src = "(?i)" + src  # marker read by the JS side (compiled with flags "iu")
    return src


# ---------------------------------------------------------------------------------------------------------------
# Identifying lines of a traceback or log, and tokens for text similarity
# ---------------------------------------------------------------------------------------------------------------

_TYPE = (r"(?:[A-Za-z_][A-Za-z0-9_]*\.)*(?:[A-Za-z0-9_]*(?:Error|Exception|Warning|Exit|Interrupt|Failure|Fault))")
EXC_LINE = re.compile(r"^[ \t]*(?:E[ \t]+)?(" + _TYPE + r")(?::(?:[ \t](.*))?)?[ \t]*$")
MS_LOG = re.compile(r"^\[(ERROR|CRITICAL|EXCEPTION|WARNING)\] [A-Za-z_]+\([^)\n]*\):[^ \n]*[ \t]+(?:\[[^\]\n]*\][ \t]*)?"
                    r"(?:[A-Za-z0-9_:~<>]+\][ \t]*)?(.*)$")
BARE_LOG = re.compile(r"^\[(ERROR|CRITICAL|EXCEPTION)\] (.*)$")   # e.g. the "Dataset Pipeline Error Message"
PY_WARN = re.compile(r"^[^ \t]+:[0-9]+: (" + _TYPE + r"): (.*)$")
_NOT_MESSAGE = re.compile(r"^[ \t]*(?:$|-{3,}|={3,}|#{3,}|\*{3,}|- |Traceback \(most recent call last\)|"
                          r"During handling of the above exception|The above exception was the direct cause|"
                          r"File \"|\^+[ \t]*$|~+[ \t]*$|\[(?:ERROR|CRITICAL|EXCEPTION|WARNING|INFO|DEBUG)\] )")
_PATHISH = re.compile(r"[^ \t]*[\\/][^ \t]*")
_PLACEHOLDER = re.compile("|".join(map(re.escape, PLACEHOLDERS)))  # those of normalised evidence
_ADDRESS = re.compile(r"0x[0-9a-fA-F]+")
_TIMESTAMP = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}[-T ][0-9]{2}:[0-9]{2}:[0-9]{2}[.,:0-9]*")
_LINE_NO = re.compile(r"(?<![A-Za-z0-9_])line [0-9]+")
MAX_LINE = 2000          # characters of one line looked at (a 1 MB line of base64 is not a message)
MAX_KEY = 3              # exception blocks kept, the last (deepest) first
MAX_CONT = 3             # continuation lines of an exception message
MAX_QUESTION_LINES = 40
MAX_ERR_WITH_EXC = 2     # MindSpore [ERROR] messages kept beside the exception lines


def clean_line(line: str) -> str:
    """A key line without what varies between machines: paths, placeholders, addresses, timestamps, line numbers."""
    line = _PATHISH.sub(" ", line)
    line = _PLACEHOLDER.sub(" ", line)
    line = _ADDRESS.sub(" ", line)
    line = _TIMESTAMP.sub(" ", line)
    line = _LINE_NO.sub(" ", line)
    return re.sub(r"[ \t]+", " ", line).strip(" \t")


def key_lines(text: str) -> list[str]:
    """What identifies the error in a traceback or log: the exception lines with their message continuation (the
    last, deepest exception first) and the last MindSpore [ERROR] messages (e.g. the "Dataset Pipeline Error
    Message" a wrapper exception points to); else [ERROR] messages; else warnings; else (a question) the text.
    Paths, addresses, timestamps and line numbers are removed."""
    lines = normalize_text(text).split("\n")
    exc: list[int] = []
    err: list[str] = []
    warn: list[str] = []
    for i, raw in enumerate(lines):
        line = raw[:MAX_LINE]
        m = EXC_LINE.match(line)
        if m:
            if m.group(1).endswith("Warning"):
                warn.append(line.strip(" \t"))
            else:
                exc.append(i)
            continue
        if line.startswith("["):
            m = MS_LOG.match(line)
            if m:
                (warn if m.group(1) == "WARNING" else err).append(m.group(2))
                continue
            m = BARE_LOG.match(line)
            if m:
                err.append(m.group(2))
                continue
        m = PY_WARN.match(line)
        if m:
            warn.append(m.group(1) + ": " + m.group(2))
    out: list[str] = []
    if exc:
        for i in reversed(exc[-MAX_KEY:]):
            out.append(lines[i][:MAX_LINE].strip(" \t"))
            for j in range(i + 1, min(i + 1 + MAX_CONT, len(lines))):
                nxt = lines[j][:MAX_LINE]
                if _NOT_MESSAGE.match(nxt) or EXC_LINE.match(nxt):
                    break
                out.append(nxt.strip(" \t"))
        out.extend(reversed(err[-MAX_ERR_WITH_EXC:]))
    elif err:
        out = list(reversed(err[-MAX_KEY:]))
    elif warn:
        out = list(reversed(warn[-MAX_KEY:]))
    else:
        out = [ln[:MAX_LINE] for ln in lines if ln.strip(" \t")][:MAX_QUESTION_LINES]
    cleaned = [clean_line(ln) for ln in out]
    return [c for c in cleaned if c]


LOG_HINT = re.compile(r"Traceback \(most recent call last\)|File \"|\[(?:ERROR|WARNING|INFO|CRITICAL|EXCEPTION)\] |"
                      r"(?:Error|Exception|Warning): ")


def looks_like_log(text: str) -> bool:
    """A traceback or log rather than a question (the search box reduces those to their key lines)."""
    return "\n" in text or bool(LOG_HINT.search(text))


STOPWORDS = frozenset("""
a an and are as at be but by can could did do does for from get got had has have how i if in into is it its me my
no not of on or our so such than that the their then there these they this to too use used using was we were what
when where which while who why will with would you your should must may might been being any all also only just
""".split())
# Chinese question words and fillers: bigrams that say nothing about which error it is.
ZH_STOP = frozenset("""
怎么 什么 为什 么会 如何 怎样 请问 一下 这个 那个 问题 报错 出现 时候 是不 不是 能不 可以 应该 已经 还是 但是 然后
我的 我们 你们 就是 没有 一个 这样 如果 为啥 咋办 么办 求助 大佬 各位 谢谢 一直 总是
""".split())
_WORD = re.compile(r"[A-Za-z0-9_]+|[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_CAMEL = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
_HAN0 = "\u3400"


def tokens(text: str) -> list[str]:
    """Tokens for text similarity (the same in JS): ASCII words lower-cased, plus their camelCase/snake_case parts;
    Chinese as character bigrams (a single character alone). Stop words, numbers and 1-letter words dropped."""
    out: list[str] = []
    for w in _WORD.findall(text):
        if w[0] >= _HAN0:
            if len(w) == 1:
                out.append(w)
            else:
                out.extend(w[k:k + 2] for k in range(len(w) - 1) if w[k:k + 2] not in ZH_STOP)
            continue
        low = w.lower()
        if len(low) > 1 and low not in STOPWORDS and not low.isdigit():
            out.append(low)
        parts = [p.lower() for chunk in w.split("_") for p in _CAMEL.findall(chunk)]
        if len(parts) > 1:
            for p in parts:
                if len(p) > 1 and p != low and p not in STOPWORDS and not p.isdigit():
                    out.append(p)
    return out


# ---------------------------------------------------------------------------------------------------------------
# The index (embedded in the site; built in memory by the CLI)
# ---------------------------------------------------------------------------------------------------------------

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
    return bool(re.search(type_line_pattern(sig_type), text)) and bool(rx.search(text))


def build_index(catalog: dict, extras: dict[str, dict] | None = None) -> dict:
    """The triage index from a catalog (mskb.catalog.build) and, per article id, extra text:
    {"body": prose, "error_lines": [exception lines its snippets recorded], "stderr": [recorded stderr texts]}.

    Each signature gets its ``spread``: how many articles' recorded errors it matches (at least 1); the more
    specific of two signatures matching the same exception line ranks first."""
    extras = extras or {}
    recorded = [(entry["id"], [normalize_text(t) for t in extras.get(entry["id"], {}).get("stderr", [])])
                for entry in catalog["articles"]]
    articles, signatures, docs = [], [], []
    for k, entry in enumerate(catalog["articles"]):
        articles.append({"id": entry["id"], "title": entry["title"], "url": entry["url"],
                         "category": entry.get("category", ""), "summary": entry.get("summary", "")})
        for e in entry.get("errors", []):
            try:
                js = js_regex(e["match"])
            except UntranslatableRegex as exc:
                raise UntranslatableRegex(f"article {entry['id']!r}: signature {e['type']}: {e['match']!r} cannot "
                                          f"be matched identically in the browser ({exc}); rewrite it with plain "
                                          "regex syntax") from None
            rx = re.compile(e["match"], re.M)
            spread = sum(1 for _, texts in recorded if any(signature_matches(e["type"], rx, t) for t in texts))
            signatures.append({"article": k, "type": e["type"], "match": e["match"], "js": js,
                               "spread": max(1, spread)})
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
    return {"format": FORMAT, "mindspore": catalog.get("mindspore"), "articles": articles,
            "signatures": signatures, "terms": terms}


def _recorded_errors(article, evidence_dir: Path) -> list[str]:
    """The stderr of every recorded run of the article's raising snippets (all lanes)."""
    from . import evidence

    return [rec.stderr for s in article.snippets if s.expect != "ok"
            for rec in evidence.load_all(evidence_dir, s.path) if rec.stderr]


def _error_lines(stderr_texts: list[str]) -> list[str]:
    lines: list[str] = []
    for text in stderr_texts:
        for ln in key_lines(text):
            if ln not in lines:
                lines.append(ln)
    return lines[:12]


def index_for_articles(articles, repo: Path, catalog: dict | None = None) -> dict:
    """The index of a handbook checkout: its catalog, each article's prose and recorded exception lines."""
    from .catalog import build

    repo = Path(repo)
    catalog = catalog or build(articles, repo)
    extras = {}
    for a in articles:
        stderr = _recorded_errors(a, repo / "evidence")
        extras[a.id] = {"body": a.body, "error_lines": _error_lines(stderr), "stderr": stderr}
    return build_index(catalog, extras)


def index_for_repo(repo: Path) -> dict:
    from .articles import load_articles

    repo = Path(repo)
    return index_for_articles(load_articles(repo / "docs", repo / "snippets"), repo)


# ---------------------------------------------------------------------------------------------------------------
# Matching
# ---------------------------------------------------------------------------------------------------------------

_NEW_TRACE = re.compile(r"(?<![^\n])(?:Traceback \(most recent call last\):|[ \t]*File \")")
MAX_MATCHED = 300
GUESS_SCALE = 0.99


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

    def signature_hits(self, text: str) -> list[dict]:
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
                new_trace = [lines.of(m.start()) for m in _NEW_TRACE.finditer(text)]
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
                "line": m_line + 1, "type_line": (tl[k] if k >= 0 else tl[0]) + 1, "coherent": coherent,
                "start": last.start(), "end": last.end(), "spec": self.spec[n],
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
        hits.sort(key=lambda h: (-h["score"], h["article"]))
        return hits

    def guesses(self, text: str) -> list[dict]:
        query = sorted(set(tokens("\n".join(key_lines(text)))))
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
        out = [{"article": d, "score": GUESS_SCALE * min(1.0, s / total), "terms": hit_terms[d]}
               for d, s in scores.items() if s > 0]
        out.sort(key=lambda g: (-g["score"], g["article"]))
        return out

    def match(self, text: str, limit: int = 5) -> list[dict]:
        """Best articles first: [{id, title, url, score, guess, matched}]."""
        text = normalize_text(text)
        results = []
        hits = self.signature_hits(text)
        if hits:
            for h in hits[:limit]:
                a = self.articles[h["article"]]
                results.append({"id": a["id"], "title": a["title"], "url": a["url"], "score": h["score"],
                                "guess": False,
                                "matched": {k: h[k] for k in ("type", "match", "text", "line", "type_line",
                                                               "coherent")}})
            return results
        for g in self.guesses(text)[:limit]:
            a = self.articles[g["article"]]
            results.append({"id": a["id"], "title": a["title"], "url": a["url"], "score": g["score"],
                            "guess": True, "matched": {"terms": g["terms"][:12]}})
        return results


def _hit_key(h: dict) -> tuple:
    return (h["coherent"], h["at"], h["spec"], h["length"])


def triage(text: str, index: dict, limit: int = 5) -> list[dict]:
    return Matcher(index).match(text, limit)


# ---------------------------------------------------------------------------------------------------------------
# Command line: python -m mskb triage [--json] [--base-url URL] [--limit N] FILE|-
# ---------------------------------------------------------------------------------------------------------------

def site_url(repo: Path) -> str:
    """site_url of mkdocs.yml, read as text (the file has !!python tags a safe YAML load refuses), with its
    ``!ENV [NAME, ..., default]`` form resolved as MkDocs does."""
    import os

    import yaml

    cfg = Path(repo) / "mkdocs.yml"
    if not cfg.is_file():
        return ""
    m = re.search(r"^site_url:[ \t]*(.*?)[ \t]*(?:#.*)?$", cfg.read_text(encoding="utf-8"), re.M)
    if not m:
        return ""
    value = m.group(1)
    if value.startswith("!ENV"):
        spec = yaml.safe_load(value[4:].strip())
        names = spec if isinstance(spec, list) else [spec]
        for name in names[:-1] if len(names) > 1 else names:
            if isinstance(name, str) and os.environ.get(name):
                return os.environ[name]
        return str(names[-1]) if len(names) > 1 and names[-1] is not None else ""
    return str(yaml.safe_load(value) or "")


def join_url(base: str, rel: str) -> str:
    return (base.rstrip("/") + "/" + rel) if base else rel


def main(args) -> int:
    """``python -m mskb triage``: print the articles that answer a traceback or log (exit 1 if none)."""
    if args.file == "-":
        data = sys.stdin.buffer.read()
    else:
        try:
            data = Path(args.file).read_bytes()
        except OSError as exc:
            raise SystemExit(f"error: cannot read {args.file}: {exc.strerror}") from None
    text = data.decode("utf-8", errors="replace")
    from .articles import ArticleError

    try:
        index = index_for_repo(args.repo)
    except (UntranslatableRegex, ArticleError) as exc:
        raise SystemExit(f"error: {exc}") from None
    base = args.base_url if args.base_url is not None else site_url(args.repo)
    results = triage(text, index, max(1, args.limit))
    for r in results:
        r["url"] = join_url(base, r["url"])
    if args.json:
        out = [{k: r[k] for k in ("id", "title", "url", "score", "matched", "guess")} for r in results]
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return 0 if results else 1
    if not results:
        print("no article matches this text (no signature, no similar article)")
        return 1
    if results[0]["guess"]:
        print("no error signature matched; the closest articles by text similarity (a guess):")
    for n, r in enumerate(results, 1):
        print(f"{n}. {r['title']}  [{r['id']}]" + ("  (guess)" if r["guess"] else ""))
        print(f"   {r['url']}")
        m = r["matched"]
        if r["guess"]:
            print(f"   similar words: {', '.join(m['terms'])}  (score {r['score']:.2f})")
        else:
            where = f"line {m['line']}" + ("" if m["coherent"] else f", {m['type']}: on line {m['type_line']}")
            shown = m["text"].replace("\n", "⏎")
            print(f"   signature {m['type']}: /{m['match']}/ matched {shown!r} ({where})")
    return 0
