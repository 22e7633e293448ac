"""The policy for error-signature regexes, below both the article schema and the lookup engine: what a signature's
type may be, and which regexes are allowed (the subset the triage page matches exactly like Python: js.py; none that
a crafted paste can make slow: cost.py)."""
from __future__ import annotations

import re

from . import cost
from .js import SUPPORTED, UnsupportedRegex, js_regex

# MindSpore's own log levels, which a signature may name as its type when a failure is only logged (Ascend and GPU
# runtime errors often are): the signature then needs a line starting `[ERROR] `, like a Python error needs `Type:`.
LOG_TYPES = ("[ERROR]", "[EXCEPTION]", "[CRITICAL]")
# A process that dies of a signal leaves no exception line, only what the shell, glibc, the C++ runtime or Python's
# faulthandler print (in English or, on a Chinese locale, in Chinese). A signature of type CRASH_TYPE needs one of
# these lines, as a Python error needs its `Type:` line; crash pages (crashes/*) match the signal on it. The lines
# are matched whole where a word alone could be prose: a question that says 段错误 is not a crash log.
CRASH_TYPE = "[CRASH]"
_DEATH = "(?:Segmentation fault|段错误|Killed|已杀死|Aborted|已放弃)"   # the shell's word for how a process died
CRASH_LINE = (r"(?<![^\n])[ \t]*" + _DEATH + r"[ \t]*(?![^\n])"                     # the word alone on its line
              r"|(?<![^\n])\[[0-9]+\][ \t]*[+-]?[ \t]+" + _DEATH + r"(?![^ \t\n])"  # a job: `[1]+  Killed  python x`
              r"|(?<![^\n])[^ \t\n]*: line [0-9]+: +[0-9]+ (?:Segmentation fault|Killed|Aborted)"
              r"|\((?:core dumped|核心已转储)\)[ \t]*(?![^\n])|Fatal Python error: |died with <Signals\.SIG"
              r"|\] (?:Signal: [A-Za-z ]+ \([0-9]+\)|Failing at address: |\*\*\* Process received signal)"
              r"|(?<![^\n])terminate called |(?<![^\n])free\(\): invalid |(?<![^\n])double free or corruption"
              r"|exit (?:code|status) (?:134|137|139)(?![0-9])")
# The dynamic loader's own lines: a library that cannot be loaded is often reported by the loader (or quoted from
# it) without an exception type, e.g. the official FAQ's `/{your_path}/libgomp.so.1: cannot allocate memory in
# static TLS block`. A signature of type LOADER_TYPE needs one of these lines.
LOADER_TYPE = "[LOADER]"
LOADER_LINE = (r"\.so(?:\.[0-9]+)*: (?:cannot allocate memory in static TLS block|cannot open shared object file"
               r"|undefined symbol: )|: error while loading shared libraries: ")
# The pseudo-types a signature may have besides exception names and log levels, with the line each needs.
LINE_TYPES = {CRASH_TYPE: CRASH_LINE, LOADER_TYPE: LOADER_LINE}
TYPE_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$")


class SignatureRejected(ValueError):
    """Why a signature is not allowed; ``field`` is "type" or "match"."""

    def __init__(self, message: str, field: str):
        super().__init__(message)
        self.field = field


def check_signature(type_name, match: str) -> None:
    """Raise SignatureRejected unless the type is an exception class name, a log level or a line type (LINE_TYPES)
    and the regex compiles, translates to the browser exactly and cannot be made slow."""
    if not isinstance(type_name, str) or not (TYPE_RE.match(type_name) or type_name in LOG_TYPES
                                              or type_name in LINE_TYPES):
        raise SignatureRejected(f"'type' must be an exception class name, one of {list(LOG_TYPES)} (an error "
                                f"MindSpore only logs), {CRASH_TYPE!r} (a process killed by a signal) or "
                                f"{LOADER_TYPE!r} (the dynamic loader's line), got {type_name!r}", "type")
    try:
        js_regex(match)   # the triage page must find exactly what Python finds
    except UnsupportedRegex as exc:
        raise SignatureRejected(f"{match!r} uses {exc}, which the triage page cannot match like Python; "
                                f"signatures may use: {SUPPORTED}", "match") from None
    try:
        cost.check(match)   # a crafted paste must not make matching slow
    except cost.CostlyRegex as exc:
        raise SignatureRejected(f"{match!r} has {exc}", "match") from None


__all__ = ["CRASH_LINE", "CRASH_TYPE", "LINE_TYPES", "LOADER_TYPE", "LOG_TYPES", "SUPPORTED", "SignatureRejected",
           "UnsupportedRegex", "check_signature", "cost", "js_regex"]
