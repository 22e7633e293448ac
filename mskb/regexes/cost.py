"""Signatures that cannot make a pasted text expensive.

A reader may paste anything, including text shaped to make a regex backtrack: ``Failed calling X with "X(`` and then
``)(`` a hundred thousand times made one signature (two ``.*`` around ``\\)\\(``) take 15 s in the command line and
freeze the triage page. The matchers bound the text (windows around exception lines, lines cut to
``rules.MAX_LINE``); this module bounds the patterns. :func:`check` rejects, naming the rule:

* a repetition inside an unbounded repetition (``(a+)+``, ``(?:.*\\n)*``): exponential; repeat the group at most
  ``MAX_GROUP_REPEAT`` times, as in ``(?:[ \\t]+.*\\n){0,3}``;
* more than one unbounded wildcard (``.*``, ``.+``, ``[^\\n]*``): each one multiplies the work on a line that almost
  matches; use a class that stops early (``[^)]*``) or a bounded count (``.{0,200}``);
* an unbounded "anything, newlines included" (``[\\s\\S]*``): it reaches every line of the paste; bound it
  (``[\\s\\S]{0,2000}?``).
"""
from __future__ import annotations

try:
    from re import _constants as C
    from re import _parser as parser
except ImportError:  # Python < 3.11
    import sre_constants as C  # type: ignore[no-redef]
    import sre_parse as parser  # type: ignore[no-redef]

MAX_GROUP_REPEAT = 10
RULES = ("no repetition inside an unbounded repetition", "at most one unbounded wildcard (.* .+ [^\\n]*)",
         "no unbounded [\\s\\S]* (bound it: [\\s\\S]{0,2000}?)")


class CostlyRegex(ValueError):
    """A signature whose worst case grows too fast with the pasted text; the message names the rule."""


def _is_wildcard(item) -> bool:
    """`.` or a negated class that excludes only the newline (`[^\\n]`)."""
    op, av = item
    if op == C.ANY:
        return True
    return op == C.IN and av[:1] == [(C.NEGATE, None)] and av[1:] == [(C.LITERAL, 10)]


def _is_anything(item) -> bool:
    """A class that also matches newlines and everything else: [\\s\\S], [\\w\\W], [\\d\\D]."""
    op, av = item
    if op != C.IN:
        return False
    cats = {a for o, a in av if o == C.CATEGORY}
    pairs = ((C.CATEGORY_SPACE, C.CATEGORY_NOT_SPACE), (C.CATEGORY_WORD, C.CATEGORY_NOT_WORD),
             (C.CATEGORY_DIGIT, C.CATEGORY_NOT_DIGIT))
    return any(a in cats and b in cats for a, b in pairs)


def _repeats(items, inside_unbounded: bool, found: dict) -> None:
    for op, av in items:
        if op in (C.MAX_REPEAT, C.MIN_REPEAT):
            lo, hi, sub = av
            unbounded = hi == C.MAXREPEAT
            if unbounded and inside_unbounded:
                found["nested"] = True
            if unbounded and len(sub) == 1:
                if _is_wildcard(sub[0]):
                    found["wildcards"] += 1
                if _is_anything(sub[0]):
                    found["anything"] = True
            big = unbounded or hi > MAX_GROUP_REPEAT
            _repeats(sub, inside_unbounded or big, found)
        elif op == C.SUBPATTERN:
            _repeats(av[-1], inside_unbounded, found)
        elif op == C.BRANCH:
            for alt in av[1]:
                _repeats(alt, inside_unbounded, found)
        elif op in (C.ASSERT, C.ASSERT_NOT):
            _repeats(av[1], inside_unbounded, found)


def check(pattern: str) -> None:
    """Raise :class:`CostlyRegex` when `pattern` breaks one of :data:`RULES`."""
    found = {"nested": False, "wildcards": 0, "anything": False}
    _repeats(parser.parse(pattern), False, found)
    if found["nested"]:
        raise CostlyRegex(f"a repetition inside a repetition of more than {MAX_GROUP_REPEAT} (exponential on a "
                          "crafted paste)")
    if found["wildcards"] > 1:
        raise CostlyRegex(f"{found['wildcards']} unbounded wildcards (.* .+ [^\\n]*): a crafted paste makes them "
                          "quadratic or worse; keep one, use [^x]* classes or bounded {0,N} for the others")
    if found["anything"]:
        raise CostlyRegex("an unbounded [\\s\\S]* (it reaches every line of a paste): bound it, e.g. "
                          "[\\s\\S]{0,2000}?")
