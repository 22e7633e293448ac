"""The data both matchers share: the regexes that find key lines and tokens, what a key line is cleaned of, stop
words and limits. Python compiles them (mskb.lookup.text, mskb.lookup.match); :func:`for_browser` hands the same
data to the JavaScript matcher, translated, inside the triage index — the JavaScript holds only the algorithm.
"""
from __future__ import annotations

import re

from ..normalize import PLACEHOLDERS
from ..regexes import CRASH_LINE, LOADER_LINE, js_regex

_TYPE_SUFFIXES = "Error|Exception|Warning|Exit|Interrupt|Failure|Fault"
_TYPE = r"(?:[A-Za-z_][A-Za-z0-9_]*\.)*(?:[A-Za-z0-9_]*(?:" + _TYPE_SUFFIXES + "))"

# Python syntax, within what mskb.regexes.js translates. Line patterns are matched against one line at a time.
PATTERNS = {
    "ansi": "\x1b" + r"\[[0-9;?]*[ -/]*[@-~]",   # terminal colour codes
    "type_hint": _TYPE_SUFFIXES,                 # a line without it holds no exception type (a quick first test)
    # An exception line, also as pytest prints it (`E   ValueError: ...`, `FAILED tests/x.py::t - ValueError: ...`)
    # and as a dataset PyFunc error wraps it (`Exception thrown from PyFunc. TypeError: ...`).
    "exc_line": r"^[ \t]*(?:E[ \t]+|FAILED[ \t]+[^ \t]+[ \t]+-[ \t]+|Exception thrown from PyFunc\.[ \t]+)?(" + _TYPE
                + r")(?::(?:[ \t](.*))?)?[ \t]*$",
    "ms_log": r"^\[(ERROR|CRITICAL|EXCEPTION|WARNING)\] [A-Za-z_]+\([^)\n]*\):[^ \n]*[ \t]+(?:\[[^\]\n]*\][ \t]*)?"
              r"(?:[A-Za-z0-9_:~<>]+\][ \t]*)?(.*)$",
    "bare_log": r"^\[(ERROR|CRITICAL|EXCEPTION)\] (.*)$",    # e.g. the "Dataset Pipeline Error Message"
    "py_warn": r"^[^ \t]+:[0-9]+: (" + _TYPE + r"): (.*)$",
    "not_message": r"^[ \t]*(?:$|-{3,}|={3,}|#{3,}|\*{3,}|- |Traceback \(most recent call last\)|"
                   r"During handling of the above exception|The above exception was the direct cause|"
                   r"File \"|\^+[ \t]*$|~+[ \t]*$|\[(?:ERROR|CRITICAL|EXCEPTION|WARNING|INFO|DEBUG)\] )",
    "new_trace": r"(?<![^\n])(?:Traceback \(most recent call last\):|[ \t]*File \")",
    # A line that may carry a signature's `<type>:` (the last MAX_WINDOWS of them anchor the signature windows);
    # pip's own `ERROR: ...` lines count too (the install articles answer them), and so do CANN's error codes
    # (`EE9999: Inner Error!`, `EI0006: ...`, `E40011: ...`), often the only line of an Ascend failure that names it.
    # MindSpore's `[ERROR] ` / `[EXCEPTION] ` / `[CRITICAL] ` log lines anchor too (signatures may name a log level).
    # A bare `Exception:` starts the line when code raises Exception itself (MindYOLO's dataset loader does); the
    # dynamic loader's lines (`prog: error while loading shared libraries: ...`, the only line of a native start
    # failure, or `libx.so: cannot open shared object file` quoted without its exception) and a crash's
    # `Segmentation fault (core dumped)` / `Killed` / `died with <Signals.SIGABRT: 6>` anchor too (mskb.regexes).
    "type_colon": r"[A-Za-z0-9_](?:" + _TYPE_SUFFIXES + r"):|^[ \t]*Exception:|^ERROR:|"
                  r"(?:^|[ \t])E[0-9A-Z][0-9]{4}:|"
                  r"^\[(?:ERROR|EXCEPTION|CRITICAL)\] |" + CRASH_LINE + "|" + LOADER_LINE,
    "word": "[A-Za-z0-9_]+|[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+",
    # A CANN error code anywhere in a log (the Ascend Error Message block, an [ERROR] line, after a timestamp, in
    # `Title(EE1001):`): E or W, a module letter or digit, four digits. Only codes the index knows are answered.
    "cann_code": r"(?<![A-Za-z0-9_])[EW][0-9A-Z][0-9]{4}(?![A-Za-z0-9_])",
    "camel": r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+",
}
# What varies between machines, removed from a key line in this order: paths, the placeholders of normalised
# evidence, addresses, timestamps, line numbers.
NOISE = [
    r"[^ \t]*[\\/][^ \t]*",
    "|".join(map(re.escape, PLACEHOLDERS)),
    r"0x[0-9a-fA-F]+",
    r"[0-9]{4}-[0-9]{2}-[0-9]{2}[-T ][0-9]{2}:[0-9]{2}:[0-9]{2}[.,:0-9]*",
    r"(?<![A-Za-z0-9_])line [0-9]+",
]

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

# Words too common in error text to say which error it is: a guess must share other words with its article.
GENERIC = frozenset("""
error errors failed fail failure runtime details detail exception exceptions mindspore ms traceback recent call
last file line most python py site packages lib usr home
""".split())

MAX_LINE = 2000          # characters of one line looked at (a 1 MB line of base64 is not a message)
MAX_KEY = 3              # exception blocks kept, the last (deepest) first
MAX_CONT = 3             # continuation lines of an exception message
MAX_QUESTION_LINES = 40
MAX_ERR_WITH_EXC = 2     # MindSpore [ERROR] messages kept beside the exception lines
MAX_MATCHED = 300        # characters of a signature match shown (and weighed)
# Signatures are matched on windows of the text, not on all of it, so that no paste makes matching slow: around each
# of the last MAX_WINDOWS lines holding a `<type>:`, WINDOW_BEFORE lines before and WINDOW_AFTER after, each line
# cut to MAX_LINE characters (mskb.regexes.cost keeps the patterns themselves from backtracking badly).
MAX_WINDOWS = 8
WINDOW_BEFORE = 6
WINDOW_AFTER = 10
MAX_TERMS_SHOWN = 12     # similar words listed with a guess
# A CANN message template (its %s filled with anything up to TEMPLATE_GAP characters) is looked for in the last
# TEMPLATE_TAIL characters of a paste without a code (older CANN prints the text only), and only after its longest
# literal part was found there as a plain substring: cheap, and bounded on any paste.
TEMPLATE_TAIL = 65536
TEMPLATE_GAP = 200
MAX_CODES = 8            # codes of one log listed
# The answer's tier, best first: an article matched by a specific signature; a CANN code's entry or a family page
# (a wrapper-line signature of a family article); a guess (a wrapper-line signature of a specific article, or
# text similarity). No result: "no article yet" and the forum question.
TIERS = ("signature", "code", "family", "guess")
GUESS_SCALE = 0.99       # guesses score below 1, signature matches above
# When no signature matches, a guess is shown only where guesses earn their place (scripts/calibrate_lookup.py
# measures it on the labelled cases, tests/test_lookup.py holds it): for a pasted error that no signature matches,
# the best guess was right 0 times in 50 (real errors from public threads no article answers), so none is shown; for
# a question, a guess sharing at least GUESS_MIN_SHARED distinctive words with a confidence of GUESS_MIN_SCORE (BM25
# share of the question's known words x share of its distinctive words the article has) was right 48 times in 52.
GUESS_MIN_SCORE = 0.15
GUESS_MIN_SHARED = 2


def for_browser() -> dict:
    """The rules as the JavaScript matcher reads them (``index.rules``): regexes translated by js_regex."""
    return {
        "patterns": {name: js_regex(src) for name, src in PATTERNS.items()},
        "noise": [js_regex(src) for src in NOISE],
        "stopwords": sorted(STOPWORDS),
        "generic": sorted(GENERIC),
        "zh_stop": sorted(ZH_STOP),
        "limits": {"max_line": MAX_LINE, "max_key": MAX_KEY, "max_cont": MAX_CONT,
                   "max_question_lines": MAX_QUESTION_LINES, "max_err_with_exc": MAX_ERR_WITH_EXC,
                   "max_matched": MAX_MATCHED, "max_terms_shown": MAX_TERMS_SHOWN, "guess_scale": GUESS_SCALE,
                   "guess_min_score": GUESS_MIN_SCORE, "guess_min_shared": GUESS_MIN_SHARED,
                   "max_windows": MAX_WINDOWS, "window_before": WINDOW_BEFORE, "window_after": WINDOW_AFTER,
                   "template_tail": TEMPLATE_TAIL, "template_gap": TEMPLATE_GAP, "max_codes": MAX_CODES},
    }
