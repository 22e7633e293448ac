"""The official FAQ cross-check (docs/official-faq.md, data/official_faq.yaml, mskb/official_faq.py)."""
import re
from pathlib import Path

import pytest

from mskb import official_faq as F
from mskb.catalog import pinned_version

REPO = Path(__file__).resolve().parents[1]
RESEARCH = REPO / "notes" / "research" / "faq_errors.md"


def research_rows() -> set[tuple[str, int]]:
    """The FAQ questions quoting an error, as tabulated when the FAQ was read (notes/research/faq_errors.md)."""
    return {(m[1], int(m[2])) for m in re.finditer(r"^\| ([a-z_]+\.md) \| (\d+) \|", RESEARCH.read_text(), re.M)}


def test_every_error_question_of_the_faq_is_listed():
    listed = [(q.file, q.n) for q in F.load(REPO)]
    assert len(research_rows()) == 88
    assert sorted(listed) == sorted(research_rows())


def test_declared_statuses_are_what_the_evidence_says(articles):
    assert F.check(REPO, articles, pinned_version(REPO, "mindspore")) == []


def test_the_page_shows_every_question_with_its_status(built_site):
    html = (built_site / "official-faq.html").read_text(encoding="utf-8")
    rows = re.findall(r"<tr>\s*<td><a href=\"https://gitee.com/mindspore/docs/blob/master/docs/mindspore/"
                      r"source_zh_cn/faq/[a-z_]+\.md\">", html)
    assert len(rows) == 88
    for status in {q.status for q in F.load(REPO)}:
        assert f"<strong>{F.STATUS[status]}</strong>" in html


@pytest.mark.parametrize("quote, text, expected", [
    ("ERROR: mindspore_{VERSION}.whl is not a supported wheel on this platform",
     "ERROR: mindspore-2.10.0-cp310-cp310-linux_x86_64.whl is not a supported wheel on this platform.", True),
    ("'self.xx' should be initialized as a 'Parameter' type", "'self.a' should be initialized as a 'Parameter' type",
     True),
    ("No matching distribution found for XXX", "ERROR: No matching distribution found for mindspore==9", True),
    ("Role name is invalid...", "Role name '' is invalid. Maybe you are trying", False),
    ("a   b\nc", "a b c", True),
    ("sh:1:python:not found", "/bin/sh: 1: python: not found", True),
])
def test_quotes_match_across_the_faqs_placeholders_and_cuts(quote, text, expected):
    assert F.quote_in(quote, text) is expected


def test_status_follows_the_evidence():
    q = ["Type Join Failed"]
    seen = {"1.10.0": ["TypeError: Type Join Failed: x"], "2.10.0": ["TypeError: Type Join Failed: y"]}
    assert F.classify(q, seen, "2.10.0", [], True).status == "reproduced"
    old_only = {"1.10.0": ["TypeError: Type Join Failed: x"], "2.10.0": ["TypeError: Cannot join"]}
    f = F.classify(q, old_only, "2.10.0", [], True, "TypeError: Cannot join")
    assert (f.status, f.found_on, f.now) == ("changed", ["1.10.0"], "TypeError: Cannot join")
    assert F.classify(q, {"2.10.0": ["ok"]}, "2.10.0", [], False).status == "gone"
    assert F.classify(q, {}, "2.10.0", ["RuntimeError: Type Join Failed"], None).status == "reported"
    assert F.classify(q, {}, "2.10.0", [], None).status == "not-run"


def test_a_question_nobody_answers_must_say_why(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / F.DATA_FILE).write_text("- {file: inference.md, n: 1, about: x, quotes: [], status: not-covered}\n")
    with pytest.raises(F.ArticleError, match="needs `needs` or a `note`"):
        F.load(tmp_path)


def test_bad_field_names_the_entry_and_field(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / F.DATA_FILE).write_text("- {file: inference.md, n: 1, about: x, quotes: [], note: y, status: done}\n")
    with pytest.raises(F.ArticleError, match=r"data/official_faq.yaml: field '\[0\].status': Input should be"):
        F.load(tmp_path)


def test_check_bless_writes_the_status_the_evidence_says(tmp_path, articles):
    """The status is derived: `mskb check --bless` writes it, keeping the file's comments; `check` then agrees."""
    import shutil

    (tmp_path / "data").mkdir()
    shutil.copytree(REPO / "snippets", tmp_path / "snippets")
    text = (REPO / F.DATA_FILE).read_text(encoding="utf-8")
    first = next(q for q in F.load(REPO) if q.status == "reproduced")
    marker = f"- file: {first.file}\n  n: {first.n}\n"
    head, _, tail = text.partition(marker)
    assert tail, "the data file's layout changed: update this test"
    wrong = head + marker + tail.replace("  status: reproduced", "  status: gone", 1)
    (tmp_path / F.DATA_FILE).write_text(wrong, encoding="utf-8")
    primary = pinned_version(REPO, "mindspore")
    assert F.check(tmp_path, articles, primary)   # stale: check fails
    assert F.bless(tmp_path, articles, primary) == [f"{first.file} #{first.n}: gone -> reproduced"]
    assert (tmp_path / F.DATA_FILE).read_text(encoding="utf-8") == text
    assert F.check(tmp_path, articles, primary) == []
