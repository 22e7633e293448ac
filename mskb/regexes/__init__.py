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
TYPE_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$")


class SignatureRejected(ValueError):
    """Why a signature is not allowed; ``field`` is "type" or "match"."""

    def __init__(self, message: str, field: str):
        super().__init__(message)
        self.field = field


def check_signature(type_name, match: str) -> None:
    """Raise SignatureRejected unless the type is an exception class name or a log level and the regex compiles,
    translates to the browser exactly and cannot be made slow."""
    if not isinstance(type_name, str) or not (TYPE_RE.match(type_name) or type_name in LOG_TYPES):
        raise SignatureRejected(f"'type' must be an exception class name or one of {list(LOG_TYPES)} (an error "
                                f"MindSpore only logs), got {type_name!r}", "type")
    try:
        js_regex(match)   # the triage page must find exactly what Python finds
    except UnsupportedRegex as exc:
        raise SignatureRejected(f"{match!r} uses {exc}, which the triage page cannot match like Python; "
                                f"signatures may use: {SUPPORTED}", "match") from None
    try:
        cost.check(match)   # a crafted paste must not make matching slow
    except cost.CostlyRegex as exc:
        raise SignatureRejected(f"{match!r} has {exc}", "match") from None


__all__ = ["LOG_TYPES", "SUPPORTED", "SignatureRejected", "UnsupportedRegex", "check_signature", "cost", "js_regex"]
