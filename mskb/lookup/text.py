"""What the matchers see of a pasted text: the text normalised, the type line of a signature, the key lines that
identify the error, and tokens for text similarity."""
from __future__ import annotations

import re

from ..normalize import PLACEHOLDERS

_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")


def normalize_text(text: str) -> str:
    """What both matchers see: ``\\r\\n``/``\\r`` line ends as ``\\n``, terminal colour codes removed."""
    return _ANSI.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))


def type_line_pattern(type_name: str) -> str:
    """A line contains ``<type>:``, the type bare or the last part of a dotted name (not ``MyValueError:``)."""
    return r"(?<![A-Za-z0-9_])" + re.escape(type_name) + ":"


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
