"""What the matchers see of a pasted text: the text normalised, the type line of a signature, the key lines that
identify the error, and tokens for text similarity. The regexes and limits are those of mskb.lookup.rules."""
from __future__ import annotations

import re

from ..regexes import LINE_TYPES, LOG_TYPES
from .rules import (MAX_CONT, MAX_ERR_WITH_EXC, MAX_KEY, MAX_LINE, MAX_QUESTION_LINES, MAX_WINDOWS, NOISE, PATTERNS,
                    STOPWORDS, WINDOW_AFTER, WINDOW_BEFORE, ZH_STOP)

_RX = {name: re.compile(src) for name, src in PATTERNS.items()}
EXC_LINE = _RX["exc_line"]
MS_LOG = _RX["ms_log"]
NEW_TRACE = _RX["new_trace"]
_NOISE = [re.compile(src) for src in NOISE]
_HAN0 = "\u3400"   # the first character of the Han ranges of PATTERNS["word"]


def normalize_text(text: str) -> str:
    """What both matchers see: ``\\r\\n``/``\\r`` line ends as ``\\n``, terminal colour codes removed."""
    return _RX["ansi"].sub("", text.replace("\r\n", "\n").replace("\r", "\n"))




def type_marker(type_name: str) -> str:
    """The literal a text must contain for a signature of this type to match (a quick first test; none for a crash or
    a loader line, which have no common literal)."""
    if type_name in LINE_TYPES:
        return ""
    return f"{type_name} " if type_name in LOG_TYPES else f"{type_name}:"


def type_line_pattern(type_name: str) -> str:
    """A line contains ``<type>:``, the type bare or the last part of a dotted name (not ``MyValueError:``); for a
    MindSpore log level, a line starts with it (``[ERROR] DEVICE(...)``); for a crash, a line a killed process
    leaves (``Segmentation fault (core dumped)``, ``Killed``, ``died with <Signals.SIGABRT: 6>``); for the loader,
    its line (``libgomp.so.1: cannot allocate memory in static TLS block``)."""
    if type_name in LINE_TYPES:
        return LINE_TYPES[type_name]
    if type_name in LOG_TYPES:
        return r"(?<![^\n])" + re.escape(type_name) + " "
    return r"(?<![A-Za-z0-9_])" + re.escape(type_name) + ":"


def signature_windows(text: str) -> tuple[str, list[int]]:
    """The part of a normalised text that signatures are matched on, and the text's line number (0-based) of each
    of its lines: around each of the last MAX_WINDOWS lines holding a `<type>:`, WINDOW_BEFORE lines before and
    WINDOW_AFTER after, overlapping windows merged, every line cut to MAX_LINE characters. Bounded whatever is
    pasted; a traceback or log of ordinary size is kept whole where it matters."""
    lines = text.split("\n")
    anchors = [i for i, line in enumerate(lines) if _RX["type_colon"].search(line[:MAX_LINE])][-MAX_WINDOWS:]
    keep: list[int] = []
    for a in anchors:
        for i in range(max(a - WINDOW_BEFORE, keep[-1] + 1 if keep else 0), min(a + WINDOW_AFTER + 1, len(lines))):
            keep.append(i)
    return "\n".join(lines[i][:MAX_LINE] for i in keep), keep


def clean_line(line: str) -> str:
    """A key line without what varies between machines: paths, placeholders, addresses, timestamps, line numbers."""
    for rx in _NOISE:
        line = rx.sub(" ", line)
    return re.sub(r"[ \t]+", " ", line).strip(" \t")


def key_lines(text: str) -> list[str]:
    """What identifies the error in a traceback or log: the exception lines with their message continuation (the
    last, deepest exception first) and the last MindSpore [ERROR] messages (e.g. the "Dataset Pipeline Error
    Message" a wrapper exception points to); else [ERROR] messages; else warnings; else (a question) the text.
    Paths, addresses, timestamps and line numbers are removed."""
    return key_lines_and_kind(text)[0]


def key_lines_and_kind(text: str) -> tuple[list[str], str]:
    """:func:`key_lines`, and what the text is: "error" (it has exception, log or warning lines) or "question"."""
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
            m = _RX["bare_log"].match(line)
            if m:
                err.append(m.group(2))
                continue
        m = _RX["py_warn"].match(line)
        if m:
            warn.append(m.group(1) + ": " + m.group(2))
    out: list[str] = []
    if exc:
        for i in reversed(exc[-MAX_KEY:]):
            out.append(lines[i][:MAX_LINE].strip(" \t"))
            for j in range(i + 1, min(i + 1 + MAX_CONT, len(lines))):
                nxt = lines[j][:MAX_LINE]
                if _RX["not_message"].match(nxt) or EXC_LINE.match(nxt):
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
    return [c for c in cleaned if c], ("error" if exc or err or warn else "question")


def tokens(text: str) -> list[str]:
    """Tokens for text similarity: ASCII words lower-cased, plus their camelCase/snake_case parts; Chinese as
    character bigrams (a single character alone). Stop words, numbers and 1-letter words dropped."""
    out: list[str] = []
    for w in _RX["word"].findall(text):
        if w[0] >= _HAN0:
            if len(w) == 1:
                out.append(w)
            else:
                out.extend(w[k:k + 2] for k in range(len(w) - 1) if w[k:k + 2] not in ZH_STOP)
            continue
        low = w.lower()
        if len(low) > 1 and low not in STOPWORDS and not low.isdigit():
            out.append(low)
        parts = [p.lower() for chunk in w.split("_") for p in _RX["camel"].findall(chunk)]
        if len(parts) > 1:
            for p in parts:
                if len(p) > 1 and p != low and p not in STOPWORDS and not p.isdigit():
                    out.append(p)
    return out
