"""The page's matcher (docs/javascripts/mskb-lookup.js, run by node) gives exactly the Python matcher's answers.

On every labelled case and on edge cases: the same ranked articles, guess flags, scores and reasons; the same key
lines and tokens; and translated regexes find what Python's find. One node process answers everything (JSON over
stdin and stdout, tests/lookup_parity.js), so this runs with the unit tests.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from mskb.lookup.match import Matcher
from mskb.regexes.js import js_regex
from mskb.lookup.text import key_lines, tokens

from mskb.lookup_cases import hostile_pastes, large_paste

NODE = shutil.which("node") or shutil.which("nodejs")
DRIVER = Path(__file__).with_name("lookup_parity.js")
LIMIT = 5

CHAINED = ("RuntimeError: Unsupported statement 'Try'.\n\nDuring handling of the above exception, another exception "
           "occurred:\n\nTraceback (most recent call last):\n  File \"x.py\", line 2\nRuntimeError: Unsupported "
           "statement 'Delete'.")
# Texts where two implementations could part ways: nothing, CRLF and colour codes, offsets after astral characters,
# U+2028, lookalike types, chained tracebacks, tokens that are Object.prototype names, long lines, Chinese,
# pytest's "E" prefix, MindSpore logs, warnings, a 1 MB paste.
EDGE_TEXTS = [
    "",
    "   \n\t\n",
    "Traceback (most recent call last):\r\n  File \"a.py\", line 1\r\n\x1b[31mValueError: For primitive[ReduceMean], the "
    "axis value must be in [-3,3), but got 3.\x1b[0m\r\n",
    "\x1b[1;31mRuntimeError\x1b[0m: \x1b[33mUnsupported statement 'Try'.\x1b[0m\r",
    "😀😀 TypeError: For 'TopK', the type of 'sorted' should be 'bool', but got type 'int'.",
    "TypeError: For 'TopK',\u2028 the type of 'sorted' should be 'bool'\u2029\nTypeError: For 'Top𝒦', the type of 'x' should be",
    "MyTypeError: For 'TopK', the type of 'sorted' should be 'bool'",
    CHAINED,
    "constructor __proto__ toString hasOwnProperty valueOf prototype",
    "x" * 5000 + "\nValueError: For primitive[ReduceSum], the axis value must be in [-2,2), but got -3.",
    "静态图模式下construct里用try except报错怎么办？ＭｉｎｄＳｐｏｒｅ 全角",
    "E       TypeError: Failed calling Mul with \"Mul()(input=Tensor, other=<class 'numpy.float32'>)\".\n"
    "E       The valid calling should be: \nE       \"Mul()(input=<Number, Tensor>, other=<Number, Tensor>)\".",
    "[ERROR] DEVICE(1234,7f0a,python):2024-06-12-10:15:29.441.007 [mindspore/ccsrc/a.cc:3] Malloc] Malloc for output failed",
    "/home/u/x.py:12: UserWarning: The Moments class will be deprecated in the future",
    "İstanbul ǅ ß ﬁle KELVIN \u212a Ⅻ ①②③ ٣٤ ᛮ",
    large_paste(1_000_000, CHAINED),
    *hostile_pastes(50_000).values(),
]

# Python regexes within the supported subset, and texts: re.finditer(p, t, re.M) and the translated JS RegExp must
# find the same strings (Unicode \w \d \s, . and ^ $ around U+2028 and \r, classes with \S, lookaround, lazy).
REGEX_TABLE = [
    (r"For '\w+', the type", ["For 'TopK', the type", "For 'Top𝒦x', the type", "For 'Top-K', the type"]),
    (r"\d+ and \d+", ["got 3 and 4", "got ٣ and ٤", "got ① and 2"]),
    (r"^ValueError: .*$", ["x\nValueError: a\u2028b\nValueError: c\r\n"]),
    (r"a\s+b", ["a \u3000 b", "a\x1cb", "a\ufeffb", "a\x85b"]),
    (r"[\s\S]{3}$", ["ab\ncd\nef"]),
    (r"[\W\d]+", ["abc_12 中文, ǅx٣"]),
    (r"[\w\S]+", ["a b\u3000c"]),
    (r"start[\s\S]*?end", ["start\nmiddle\nend end"]),
    (r"[\w.-]+\.py", ["File \"C:\\Users\\li\\a-b.c_d.py\""]),
    (r"\[-?\d+, ?-?\d+\)", ["[-3,3) [-4, 4)"]),
    (r"<\w+ at 0x[0-9a-f]+>", ["<built at 0x7f3a>"]),
    (r"Unsupported (?:statement '(?!Try')|expression ')\w+'", ["Unsupported statement 'Try' statement 'With'"]),
    (r"(?<![A-Za-z0-9_])line \d+", ["line 3, inline 4, _line 5"]),
    (r"\W+", ["a, b;\u00a0c"]),
    (r"x{,2}y", ["xxxy"]),
]


@pytest.fixture(scope="module")
def node() -> str:
    if NODE:
        return NODE
    reason = "node is not installed (Debian: apt-get install nodejs; .ci/run installs it)"
    if os.environ.get("CI") == "true":
        pytest.fail(reason)
    pytest.skip(reason)


@pytest.fixture(scope="module")
def texts(cases) -> list[str]:
    """The labelled cases, the edge texts, and every CANN code pasted as an Ascend log (with its template alone)."""
    from mskb import cann

    from .conftest import REPO
    from .test_cann import WRAPPERS, paste

    codes = []
    for n, (code, e) in enumerate(cann.entries(REPO).items()):
        message = e.catalogued.message if e.catalogued else "Inner Error!"
        codes.append(paste(code, message, WRAPPERS[n % len(WRAPPERS)]))
        if e.catalogued and cann.findable_template(message):
            codes.append("RuntimeError: x\n" + message.replace("%s", "x7"))
    return [c.text for c in cases] + EDGE_TEXTS + codes


@pytest.fixture(scope="module")
def js(node, texts, triage_index) -> dict:
    request = {"index": triage_index, "limit": LIMIT, "texts": texts,
               "regexes": [[js_regex(p), t] for p, ts in REGEX_TABLE for t in ts],
               "timed": [large_paste(200_000), *hostile_pastes(200_000).values()]}
    r = subprocess.run([node, str(DRIVER)], input=json.dumps(request), capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-3000:]
    return json.loads(r.stdout)


def comparable(results: list[dict]) -> list[dict]:
    return [{k: r[k] for k in ("id", "score", "tier", "guess", "matched")} for r in results]


def test_matcher_parity(js, texts, triage_index):
    """Ranked ids, guess flags, scores (exactly) and what matched, on every labelled case and edge text."""
    matcher = Matcher(triage_index)
    diffs = [(t[:80], py, j) for t, j in zip(texts, js["matches"])
             if (py := comparable(matcher.match(t, LIMIT))) != j]
    assert len(js["matches"]) == len(texts)
    assert not diffs, diffs[:3]


def test_key_lines_and_tokens_parity(js, texts):
    assert len(js["key_lines"]) == len(texts)
    for t, kl, (tk, tk_all) in zip(texts, js["key_lines"], js["tokens"]):
        assert kl == key_lines(t), t[:120]
        assert tk == tokens("\n".join(kl)), t[:120]
        assert tk_all == tokens(t), t[:120]


def test_regex_translation_parity(js):
    rows = [(p, t) for p, ts in REGEX_TABLE for t in ts]
    assert len(js["regexes"]) == len(rows)
    for (p, t), found in zip(rows, js["regexes"]):
        assert found == [m.group(0) for m in re.finditer(p, t, re.M)], (p, js_regex(p), t)


def test_hostile_pastes_cost_no_more_than_a_plain_one_in_the_page(js):
    """In the page's matcher: a crafted 0.2 MB paste takes at most a few times as long as plain log noise of the
    same size (it took 15.7 s when signatures were matched on the whole text)."""
    plain, *hostile = js["timed"]
    for ms in hostile:
        assert ms <= 5 * plain + 100, (ms, plain)
