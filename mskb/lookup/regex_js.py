"""Python regexes in the browser: :func:`js_regex` translates a signature into a JavaScript RegExp source that finds
exactly what ``re.search(pattern, text, re.M)`` finds (``\\w``, ``\\d``, ``\\s``, ``\\b``, ``.``, ``^``/``$`` keep Python's
Unicode and multi-line meaning); a signature that cannot be translated fails the build, so the page never silently
disagrees with ``python -m mskb triage``."""
from __future__ import annotations

import re
import unicodedata


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
