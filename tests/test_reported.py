"""Reported evidence (public error text with its source) and the signature check that rests on it."""
import json

import pytest

from mskb.articles import ArticleError
from mskb.site import claim_problems, fill_page, load_site, mark_page

from .test_claims import INCLUDE, site_with

META = {"source": "https://gitee.com/mindspore/mindspore/issues/I000", "title": "Ascend 910 训练时 OOM",
        "mindspore": "2.2.0", "device": "Ascend", "date": "2023-11-02", "retrieved": "2026-11-30"}


def add_report(tiny, name="ascend-oom", text="RuntimeError: Out of Memory!!! Request memory size: 1024B\n",
               meta=None):
    d = tiny.root / "snippets" / "errors" / "demo" / "reported"
    d.mkdir(parents=True, exist_ok=True)
    (d / f"{name}.txt").write_text(text)
    (d / f"{name}.json").write_text(json.dumps(meta or META, ensure_ascii=False))


def test_report_is_shown_verbatim_apart_from_runs_and_counted_apart(tiny):
    add_report(tiny, text="RuntimeError: Out of Memory!!! <script>alert(1)</script>\n")
    site, art = site_with(tiny, f"# T\n\n{INCLUDE}\n<!-- mskb:reported ascend-oom -->\n")
    assert claim_problems(art, site) == []
    html = fill_page(mark_page(art.body, art, "docs/errors/demo.md", site).replace(
        "<!-- mskb:reported:ascend-oom -->", "<p><!-- mskb:reported:ascend-oom --></p>").replace(
        "<!-- mskb:verification:demo -->", "<p><!-- mskb:verification:demo --></p>"), art, site)
    assert "报告来源（未在本站复现）：Ascend 910 训练时 OOM（MindSpore 2.2.0，Ascend，2023-11-02）" in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html and "<script>alert" not in html
    assert 'href="https://gitee.com/mindspore/mindspore/issues/I000"' in html
    assert "另有 1 条公开报告（未在本站复现，不计入验证）" in html
    # Reports are not lanes: they never appear as a recorded run.
    from mskb import evidence
    assert "reported" not in evidence.lanes(tiny.root / "snippets")


def test_report_not_shown_or_marker_without_report_is_a_problem(tiny):
    add_report(tiny)
    site, art = site_with(tiny, f"# T\n\n{INCLUDE}\n<!-- mskb:reported other -->\n")
    problems = claim_problems(art, site)
    assert any("shows report 'other', but snippets/errors/demo/reported/other.txt does not exist" in p
               for p in problems)
    assert any("report 'ascend-oom' is not shown on the page" in p for p in problems)


@pytest.mark.parametrize("meta, fragment", [
    ({**META, "source": "gitee issue"}, "field 'source': String should match pattern '^https?://"),
    ({k: v for k, v in META.items() if k != "mindspore"}, "field 'mindspore': missing required field"),
    ({**META, "device": "TPU"}, "field 'device': Input should be 'Ascend', 'GPU', 'CPU' or 'unknown'"),
    ({**META, "date": "last year"}, "field 'date': String should match pattern"),
    ({**META, "colour": "red"}, "field 'colour': unknown key"),
])
def test_bad_report_metadata_names_the_file(tiny, meta, fragment):
    add_report(tiny, meta=meta)
    site, art = site_with(tiny, "# T\n", bless=False)
    with pytest.raises(ArticleError, match="snippets/errors/demo/reported/ascend-oom.json") as info:
        site.reports(art)
    assert fragment in str(info.value)


def test_text_without_metadata_names_the_file(tiny):
    d = tiny.root / "snippets" / "errors" / "demo" / "reported"
    d.mkdir(parents=True)
    (d / "lonely.txt").write_text("RuntimeError: x\n")
    site, art = site_with(tiny, "# T\n", bless=False)
    with pytest.raises(ArticleError, match="lonely.txt: a report is a pair"):
        site.reports(art)


def test_signature_must_match_a_recorded_run_or_a_report(tiny):
    # The article's signature is ValueError /bad value/; a run that raises something else does not back it.
    site, art = site_with(tiny, f"# T\n\n{INCLUDE}\n", code="raise ValueError('bad value 1')\n")
    assert claim_problems(art, site) == []
    site, art = site_with(tiny, f"# T\n\n{INCLUDE}\n", code="raise ValueError('other message')\n")
    [problem] = [p for p in claim_problems(art, site) if "signature" in p]
    assert "field 'errors[0]': signature ValueError: /bad value/ matches no recorded run or public report" in problem
    # A public report of the message backs it (the page shows the report).
    add_report(tiny, text="Traceback (most recent call last):\nValueError: bad value 7\n")
    site, art = site_with(tiny, f"# T\n\n{INCLUDE}\n<!-- mskb:reported ascend-oom -->\n",
                          code="raise ValueError('other message')\n")
    assert [p for p in claim_problems(art, site) if "signature" in p] == []


def test_the_handbook_signatures_all_rest_on_output():
    from mskb import signatures

    from .conftest import REPO
    site = load_site(REPO / "docs")
    problems = [p for a in site.articles for p in signatures.problems(a, site.records(a), site.reports(a))]
    assert problems == [], "\n".join(problems)


def test_signatures_are_checked_against_evidence_made_concrete(tiny):
    """Stored evidence says `at <addr>>`; a signature written for a real paste (`at 0x7f...>`) still matches."""
    code = "class E(Exception): pass\nraise ValueError(f'bad value <built-in method f at {hex(id(E))}>')\n"
    site, art = site_with(tiny, f"# T\n\n{INCLUDE}\n", code=code)
    art.errors[0] = type(art.errors[0])("ValueError", r"bad value <built-in method \w+ at [^>]+>")
    assert [p for p in claim_problems(art, site) if "signature" in p] == []
