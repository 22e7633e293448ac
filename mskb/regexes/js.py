"""Python regexes in the browser: :func:`js_regex` translates one into a JavaScript RegExp source (compiled with
flag ``u``, never ``m``) that finds exactly what ``re.search(pattern, text, re.M)`` finds.

Only the subset below is translated; anything else raises :class:`UnsupportedRegex` naming the feature. Article
signatures are checked against it when the article is loaded, so the triage page never silently disagrees with
``python -m mskb triage``. ``\\w``, ``\\d``, ``\\s``, ``.``, ``^`` and ``$`` keep Python's Unicode and multi-line
meaning (JavaScript's differ).
"""
from __future__ import annotations

import re

SUPPORTED = ("literal characters and escaped punctuation (\\. \\( \\[ ...), \\n \\t, . \\d \\w \\s \\D \\W \\S, "
             "character classes [...] [^...] with ranges, groups (...) (?:...), lookahead (?=...) (?!...), "
             "lookbehind (?<=...) (?<!...), alternation |, quantifiers * + ? {m,n} (lazy too), anchors ^ $")


class UnsupportedRegex(ValueError):
    """A regex uses syntax outside the subset the browser matcher reproduces exactly; the message names it."""


_W = r"\p{L}\p{N}_"                                   # Python's Unicode \w: str.isalnum() or "_"
_S = r"\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"   # Python's Unicode \s
_D = r"\p{Nd}"                                        # Python's Unicode \d
_CLASS_ESC = {"w": _W, "d": _D, "s": _S}
_CHAR_ESC = {"n": "\\n", "t": "\\t"}
_NEGATED = "\0"       # marks \W, \S or \D inside a class until the class is assembled
_JS_SYNTAX = set("^$\\.*+?()[]{}|/")
_QUANT_RE = re.compile(r"\{(\d*)(,?)(\d*)\}")
_LOOK = ("(?:", "(?=", "(?!", "(?<=", "(?<!")
_GROUP_FEATURES = {"P": "named groups and backreferences (?P<name>...) (?P=name)", "#": "comments (?#...)",
                   ">": "atomic groups (?>...)", "(": "conditionals (?(1)...)"}


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
    c = p[i + 1:i + 2]
    if not c:
        raise UnsupportedRegex("a trailing backslash")
    if c in "wds":
        body = _CLASS_ESC[c]
        return (body if in_class else f"[{body}]"), i + 2
    if c in "WDS":
        body = _CLASS_ESC[c.lower()]
        return (_NEGATED + body if in_class else f"[^{body}]"), i + 2
    if c in _CHAR_ESC:
        return _CHAR_ESC[c], i + 2
    if c.isalnum():   # \b, \A, \Z, \x41, \u4e2d, \N{...}, \1 ...
        raise UnsupportedRegex(f"the escape \\{c}")
    return _js_char(c, in_class), i + 2


def _char_class(p: str, i: int) -> tuple[str, int]:
    """Translate the class starting at p[i] == '['; return (js, index after its ']')."""
    n = len(p)
    j = i + 1
    negated = p[j:j + 1] == "^"
    j += negated
    parts: list[str] = []
    prev_literal = False   # a '-' is a range only after a single character
    while j < n and (p[j] != "]" or not parts):
        ch = p[j]
        if ch == "\\":
            js, j = _escape(p, j, True)
            parts.append(js)
            prev_literal = js[:1] != _NEGATED and js not in _CLASS_ESC.values()
            continue
        if ch == "[" and p[j:j + 2] in ("[:", "[=", "[."):
            raise UnsupportedRegex("POSIX classes [[:alpha:]]")
        if ch == "-" and prev_literal and p[j + 1:j + 2] not in ("]", ""):
            parts.append("-")
            prev_literal = False
        else:
            parts.append(_js_char(ch, True))
            prev_literal = ch != "-"
        j += 1
    if j >= n:
        raise UnsupportedRegex("an unterminated character class")
    negs = [x[1:] for x in parts if x.startswith(_NEGATED)]
    rest = "".join(x for x in parts if not x.startswith(_NEGATED))
    if not negs:
        return "[" + ("^" if negated else "") + rest + "]", j + 1
    if negated:
        raise UnsupportedRegex("\\W, \\S or \\D inside a negated class [^...]")
    if any(b in rest for b in negs):
        return r"[\s\S]", j + 1          # e.g. [\s\S]: any character
    # \W, \S, \D in a class: the union with their complements, written as an alternation.
    return "(?:" + "|".join(([f"[{rest}]"] if rest else []) + [f"[^{b}]" for b in negs]) + ")", j + 1


def js_regex(pattern: str) -> str:
    """The source of a JavaScript regex (flag ``u``, never ``m``) that finds exactly what
    ``re.search(pattern, text, re.M)`` finds. Raises :class:`UnsupportedRegex` outside :data:`SUPPORTED`."""
    p = pattern
    out: list[str] = []
    i, n = 0, len(p)
    while i < n:
        c = p[i]
        quantifier = False
        if c == "\\":
            js, i = _escape(p, i, False)
            out.append(js)
        elif c == "[":
            js, i = _char_class(p, i)
            out.append(js)
        elif c == "(":
            look = next((x for x in _LOOK if p.startswith(x, i)), None)
            if look is None and p.startswith("(?", i):
                raise UnsupportedRegex(_GROUP_FEATURES.get(p[i + 2:i + 3], "inline flags (?aiLmsux)"))
            look = look or "("
            out.append(look)
            i += len(look)
        elif c == ".":
            out.append(r"[^\n]")
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
                quantifier = True
            else:
                out.append("\\{")
                i += 1
        elif c in "*+?":
            out.append(c)
            i += 1
            quantifier = True
        elif c in ")|":
            out.append(c)
            i += 1
        else:
            out.append(_js_char(c))
            i += 1
        if quantifier and p[i:i + 1] == "+":
            raise UnsupportedRegex("possessive quantifiers (*+ ++ ?+)")
        if quantifier and p[i:i + 1] == "?":
            out.append("?")
            i += 1
    return "".join(out)
