"""Version statements ([实测](run:x.py@<versions>)), citations that carry their quote, and the 版本变化 report: a lane
that contradicts a sentence fails the check, naming the page, the line and the lane.

The records here are written directly, one per MindSpore version lane of envs/lanes.yaml, so the check is exercised
on every lane without running MindSpore; then one record is changed, as a new release would change it.
"""
import html

import pytest

from mskb import evidence, ranges
from mskb.articles import load_articles
from mskb.environments import version_lanes
from mskb.matrix import lane_changes
from mskb.site import claim_problems, load_site, mark_page

from .conftest import DEMO_FRONT
from .test_reported import add_report

INCLUDE = '```python\n--8<-- "repro.py"\n```\n'
OLD = "ValueError: For 'Mul', x.shape and y.shape need to broadcast"
NEW = "ValueError: bad value: input1.shape and input2.shape need to broadcast"


def lanes():
    return [e for e in version_lanes()]


def write_records(tiny, messages: dict[str, str]):
    """One record of errors/demo/repro.py per version lane; ``messages`` maps a version to the error it printed
    (the rest print NEW, which the declaration matches)."""
    art = load_articles(tiny.root / "docs", tiny.root / "snippets")[0]
    snippet = art.snippets[0]
    for env in lanes():
        line = messages.get(env.mindspore, NEW)
        evidence.write(tiny.root / "snippets", {
            "snippet": snippet.repo_path, "lane": env.lane("cpu"), "env": env.name,
            "outcome": "reproduces" if "bad value" in line else "differs",
            "sha256": evidence.snippet_sha(tiny.root / "snippets", snippet),
            "declaration": evidence.declaration_sha(snippet), "expect": snippet.expect, "match": snippet.match,
            "status": "pass", "reason": "", "exception": "ValueError",
            "exit_code": 1, "runner": "fork", "device": "cpu",
            "versions": {"python": env.python_version, "mindspore": env.mindspore},
            "date": "2026-12-02", "stdout": "", "stderr": f"Traceback (most recent call last):\n{line}\n",
            "artifacts": {}})


def site_for(tiny, body: str, messages=None, applies="{devices: [CPU]}"):
    if not (tiny.root / "snippets/errors/demo/repro.py").exists():
        tiny.snippet("errors/demo/repro.py", "raise ValueError('bad value')\n")
    tiny.article("errors", "demo", DEMO_FRONT.format(applies=applies), body)
    write_records(tiny, messages if messages is not None else {"1.10.0": OLD, "2.0.0": OLD})
    site = load_site(tiny.root / "docs")
    return site, site.articles[0]


def test_ranges_read_lists_prefixes_and_specifiers():
    assert ranges.parse(">=2.6").contains("2.6.0.dev20250323")          # a dev build counts as its release
    assert not ranges.parse("<2.6").contains("2.6.0.dev20250323")
    assert ranges.parse(">=2.0,<2.7").contains("2.0.0") and not ranges.parse(">=2.0,<2.7").contains("2.7.2")
    assert ranges.parse("2.7").contains("2.7.2") and not ranges.parse("2.1").contains("2.10.0")
    assert ranges.parse("1.10,2.0").contains("2.0.0") and not ranges.parse("1.10,2.0").contains("2.10.0")
    assert ranges.parse("cpu-py311-ms2.10.0").contains("2.10.0", "cpu-py311-ms2.10.0")
    # A short version in a range is its whole series, as in a list.
    assert not ranges.parse("!=2.7").contains("2.7.2") and ranges.parse("!=2.7").contains("2.8.0")
    assert ranges.parse("<=2.7").contains("2.7.2") and not ranges.parse("<=2.7").contains("2.8.0")
    assert not ranges.parse(">2.7").contains("2.7.2") and ranges.parse(">2.7").contains("2.8.0")
    assert ranges.parse("==2.6").contains("2.6.0.dev20250323") and ranges.parse("<=1.10").contains("1.10.0")
    for bad in ("1.10,>=2.0", "later", ">=two"):
        with pytest.raises(ranges.BadRange):
            ranges.parse(bad)


def test_state_statement_holds_on_exactly_the_versions_named(tiny):
    site, art = site_for(tiny, f"# T\n\n{INCLUDE}\n1.10、2.0 报另一种错（[实测](run:repro.py@<2.6)），"
                               f"之后都复现（[实测](run:repro.py@>=2.6)）。\n")
    assert claim_problems(art, site) == []
    md = mark_page(art.body, art, "docs/errors/demo.md", site)
    assert '<sup class="mskb-run-where">CPU · 1.10.0, 2.0.0：报错不同</sup>' in md


def test_a_lane_that_disagrees_fails_the_sentence_naming_line_and_lane(tiny):
    body = f"# T\n\n{INCLUDE}\n1.10、2.0 报另一种错（[实测](run:repro.py@<2.6)）。\n"
    site, art = site_for(tiny, body)
    assert claim_problems(art, site) == []
    # A new release prints the old message again: the sentence is now incomplete, and the check says where.
    newest = lanes()[-2]
    write_records(tiny, {"1.10.0": OLD, "2.0.0": OLD, newest.mindspore: OLD})
    site = load_site(tiny.root / "docs")
    [problem] = [p for p in claim_problems(site.articles[0], site) if "run:" in p]
    assert problem.startswith("docs/errors/demo.md: line 20: [实测](run:…@<2.6)")
    assert f"MindSpore {newest.mindspore} shows it too" in problem


def test_the_versions_named_must_agree_and_have_records(tiny):
    site, art = site_for(tiny, f"# T\n\n{INCLUDE}\n都一样（[实测](run:repro.py@1.10,2.10)）。\n")
    [problem] = claim_problems(art, site)
    assert "the versions named do not agree: 1.10.0 differs; 2.10.0 reproduces" in problem
    site, art = site_for(tiny, f"# T\n\n{INCLUDE}\n（[实测](run:repro.py@3.0)）。\n")
    assert "names no version lane" in claim_problems(art, site)[0]


def test_quoted_text_may_hold_back_ticks(tiny):
    site, art = site_for(tiny, f"# T\n\n{INCLUDE}\n新版本（[实测](run:repro.py@>=2.6 \"bad value: `input1`\")）。\n",
                         messages={"1.10.0": OLD, "2.0.0": OLD, "2.10.0": "ValueError: bad value: `input1`"})
    assert "2.10.0 does not show it" not in " ".join(claim_problems(art, site))


def test_quoted_text_must_be_in_exactly_the_versions_named(tiny):
    ok = f"# T\n\n{INCLUDE}\n旧版本写 x.shape（[实测](run:repro.py@1.10,2.0 \"x.shape and y.shape\")）。\n"
    site, art = site_for(tiny, ok)
    assert claim_problems(art, site) == []
    wrong = f"# T\n\n{INCLUDE}\n只有 1.10 写 x.shape（[实测](run:repro.py@1.10 \"x.shape and y.shape\")）。\n"
    site, art = site_for(tiny, wrong)
    [problem] = claim_problems(art, site)
    assert 'the runs show the text "x.shape and y.shape" on exactly 1.10.0, 2.0.0' in problem
    assert "MindSpore 2.0.0 shows it too" in problem


def test_version_notes_sentences_naming_a_version_need_a_statement_or_a_citation(tiny):
    body = (f"# T\n\n{INCLUDE}\n## 版本差异 {{#version-notes}}\n\n"
            "- 1.10 的消息不同。2.6 dev 起一样（[实测](run:repro.py@>=2.6)）。numpy 1.24 与此无关。\n")
    site, art = site_for(tiny, body)
    [problem] = claim_problems(art, site)
    assert 'the version-notes sentence "- 1.10 的消息不同。…" names MindSpore 1.10' in problem


CITED = ('{devices: [CPU, Ascend], cited: [{id: doc, source: "https://www.mindspore.cn/docs/x.html", '
         'devices: [Ascend], says: "文档说 Ascend 上也这样", quote: "Ascend 同样报错"}]}')


def test_citation_links_render_the_quote_and_unknown_ids_fail(tiny):
    site, art = site_for(tiny, f"# T\n\n{INCLUDE}\n据文档，Ascend 上也这样（[文档](cite:doc)）。\n\n"
                               "## 适用范围 {#applies-to}\n", applies=CITED)
    assert claim_problems(art, site) == []
    md = mark_page(art.body, art, "docs/errors/demo.md", site)
    assert ('<a class="mskb-cite" href="https://www.mindspore.cn/docs/x.html" title="来源原文：Ascend 同样报错">'
            '文档</a>') in md
    assert '<blockquote class="mskb-quote">Ascend 同样报错</blockquote>' in md
    site, art = site_for(tiny, f"# T\n\n{INCLUDE}\n见（[文档](cite:nope)）。\n", applies=CITED)
    assert "names no applies_to.cited entry with id 'nope'" in claim_problems(art, site)[0]


@pytest.mark.parametrize("entry, fragment", [
    ('{source: "https://www.mindspore.cn/x.html", says: "x"}', "no 'quote'"),
    ('{source: "https://github.com/mindspore-ai/mindspore/blob/master/a.cc", says: "x", quote: "y"}',
     "cite it at a commit"),
])
def test_citations_without_a_quote_or_a_commit_fail(tiny, entry, fragment):
    site, art = site_for(tiny, f"# T\n\n{INCLUDE}\n", applies="{devices: [CPU], cited: [" + entry + "]}")
    [problem] = claim_problems(art, site)
    assert "field 'applies_to.cited[0]'" in problem and fragment in problem


@pytest.mark.parametrize("cause, uncited", [
    # a list: the lead-in ending in "：" needs no source, each item does
    ("以下据来源：\n\n- 驱动没装好（[文档](cite:doc)）。\n- 内存不够。\n\n## 解决方法 {#fix}\n\n重装（[实测](run:repro.py)）。\n",
     "- 内存不够。…"),
    # a table: the header and rule rows need no source, each body row does
    ("| 线索 | 原因 |\n|---|---|\n| EZ9999 | 驱动（[文档](cite:doc)） |\n| EI0004 | 不知道 |\n", "| EI0004 | 不知道 |…"),
], ids=["list", "table"])
def test_on_a_reported_page_cause_and_fix_paragraphs_cite_their_source(tiny, cause, uncited):
    add_report(tiny, "r", "EZ9999: boom\n")
    body = f"# T\n\n{INCLUDE}\n<!-- mskb:reported r -->\n\n## 原因 {{#cause}}\n\n{cause}"
    site, art = site_for(tiny, body, applies=CITED)
    [problem] = claim_problems(art, site)
    assert f'the cause/fix paragraph "{uncited}" cites no source' in problem


def test_a_file_in_a_snippet_folder_that_no_snippet_declares_or_imports_fails(tiny):
    tiny.snippet("errors/demo/helper.py", "X = 1\n")
    tiny.snippet("errors/demo/unused.py", "Y = 1\n")
    tiny.snippet("errors/demo/akg_kernel_meta/py_func.py", "def f(): pass\n")
    site, art = site_for(tiny, f"# T\n\n{INCLUDE}\n")
    strays = sorted(p.split(": ")[1].split(" is ")[0] for p in claim_problems(art, site))
    assert strays == ["snippets/errors/demo/akg_kernel_meta/py_func.py", "snippets/errors/demo/helper.py",
                      "snippets/errors/demo/unused.py"]
    tiny.snippet("errors/demo/repro.py", "import helper\nraise ValueError('bad value')\n")
    write_records(tiny, {"1.10.0": OLD, "2.0.0": OLD})
    site = load_site(tiny.root / "docs")
    strays = sorted(p.split(": ")[1].split(" is ")[0] for p in claim_problems(site.articles[0], site))
    assert strays == ["snippets/errors/demo/akg_kernel_meta/py_func.py", "snippets/errors/demo/unused.py"]


def test_version_changes_report_what_each_lane_does_unlike_the_one_before(tiny):
    site, art = site_for(tiny, f"# T\n\n{INCLUDE}\n")
    by_version = {env.mindspore: lane_changes(site.articles, env, site.snippets_dir)
                  for env in lanes()}
    changed = [v for v, cs in by_version.items() if cs]
    assert changed == [lanes()[2].mindspore]     # 2.0 -> the next lane: differs -> reproduces
    [c] = by_version[changed[0]]
    assert c.what == "报错不同 → 复现" and c.lines == (OLD, NEW)


def test_version_changes_page_lists_each_lane_and_shows_recorded_lines_as_code(tiny):
    from mskb.version_changes import render_markdown

    site, art = site_for(tiny, f"# T\n\n{INCLUDE}\n", messages={"1.10.0": OLD, "2.0.0": "ValueError: `__init__`"})
    (tiny.root / "docs" / "version-changes.md").write_text("x")
    md = render_markdown(site, "version-changes.md")
    for env in lanes():
        assert f"## MindSpore {env.mindspore} {{#ms-{env.mindspore.replace('.', '-')}}}" in md
    assert "`` ValueError: `__init__` ``" in md and "(errors/demo.md#version-notes)" in md


def test_check_lists_an_unreadable_page_and_still_checks_the_others(tiny, capsys):
    from mskb.cli import main

    site, art = site_for(tiny, f"# T\n\n{INCLUDE}\n")
    tiny.article("errors", "broken", "id: broken\ntitle: [unclosed", "# B\n")
    (tiny.root / "data").mkdir()
    (tiny.root / "data" / "official_faq.yaml").write_text("[]\n")
    code = main(["--repo", str(tiny.root), "check"])
    out = capsys.readouterr().out
    assert code == 1 and "docs/errors/broken.md: malformed YAML front matter" in out
    assert "1 articles, 1 snippets" in out


def test_a_line_of_inline_code_stays_in_its_paragraph_and_durations_stay_on_their_line():
    from mskb.claims import prose_blocks
    from mskb.normalize import comparable

    body = "报错是\n`ValueError: x`\n（[实测](run:repro.py@>=2.6)）。\n"
    assert len(prose_blocks(body)) == 1
    assert comparable("a = 0\nms.runtime.x() = 0\n") == "a = 0\nms.runtime.x() = 0\n"
    assert comparable("took 1.5 s\n") == "took <duration>\n"


def test_quotes_are_held_against_the_repository_file_at_its_commit(tiny, tmp_path):
    import subprocess

    from mskb.citations import verify_quotes

    mirror = tmp_path / "mirror"
    mirror.mkdir()
    run = lambda *a: subprocess.run(["git", "-C", str(mirror), *a], check=True, capture_output=True, text=True)
    run("init", "-q")
    (mirror / "faq.md").write_text("Q: 为什么？\n\nA: 昇腾上Concat算子一次最多\n输入192个Tensor。\n")
    (mirror / "faq.ipynb").write_text('{"cells": [{"source": ["设置内核数：\\n", "export OMP_NUM_THREADS=4\\n"]}]}')
    run("add", ".")
    run("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "x")
    commit = run("rev-parse", "HEAD").stdout.strip()
    url = f"https://github.com/o/docs/blob/{commit}/faq.md"
    cited = (f'{{devices: [CPU], cited: [{{source: "{url}", says: "x", quote: "Concat算子一次最多 输入192个Tensor"}}, '
             f'{{source: "{url}", says: "y", quote: "最多 193 个"}}, '
             f'{{source: "{url[:-3]}.ipynb", says: "z", quote: "设置内核数： export OMP_NUM_THREADS=4"}}]}}')
    site, art = site_for(tiny, f"# T\n\n{INCLUDE}\n", applies=cited)
    checked, problems, unchecked = verify_quotes(site.articles, {"o/docs": str(mirror)})
    assert (checked, unchecked) == (3, 0)   # a notebook is read as its cells, not its JSON
    [problem] = problems
    assert "applies_to.cited[1]" in problem and "the quote is not in o/docs@" in problem


def test_sentences_split_outside_parentheses_only():
    from mskb.claims import sentences

    assert sentences("1.10 不同（见 a；见 b）。2.0 一样；2.6 dev 起") == ["1.10 不同（见 a；见 b）。", "2.0 一样；",
                                                                   "2.6 dev 起"]


def test_a_range_speaks_of_the_versions_a_limited_snippet_runs_on(tiny):
    from mskb.articles import load_articles as load

    site, art = site_for(tiny, f"# T\n\n{INCLUDE}\n（[实测](run:repro.py@<2.9)）（[实测](run:repro.py@2.0)）。\n")
    front = DEMO_FRONT.format(applies="{devices: [CPU]}").replace(
        'match: "bad value"\n', 'match: "bad value"\n    versions: ">=2.6"\n    because: 2.6 起才有\n', 1)
    front = front.replace('errors: [{type: ValueError, match: "bad value"}]\n', "errors: []\n")
    tiny.article("errors", "demo", front, f"# T\n\n{INCLUDE}\n（[实测](run:repro.py@<2.9)）（[实测](run:repro.py@2.0)）。\n")
    write_records(tiny, {"2.9.0": OLD, "2.10.0": OLD})
    site = load_site(tiny.root / "docs")
    problems = claim_problems(site.articles[0], site)
    assert not any("@<2.9" in p for p in problems), problems
    assert any("@2.0" in p and "names no version lane" in p for p in problems), problems


def test_quotes_with_markup_are_escaped_in_links_and_lists(tiny):
    hostile = '<script>x</script> (a) [b](c) \\"d\\"'
    cited = ('{devices: [CPU], cited: [{id: doc, source: "https://www.mindspore.cn/x.html", says: "x", '
             f'quote: "{hostile}"}}]}}')
    site, art = site_for(tiny, f"# T\n\n{INCLUDE}\n见（[文档](cite:doc)）。\n\n## 适用范围 {{#applies-to}}\n", applies=cited)
    md = mark_page(art.body, art, "docs/errors/demo.md", site)
    assert "<script>" not in md
    title = md.split('class="mskb-cite"')[1].split('title="')[1].split('"')[0]
    quote = md.split('<blockquote class="mskb-quote">')[1].split("</blockquote>")[0]
    for shown in (title, quote):
        assert "[" not in shown and "(" not in shown and "<" not in shown and "&#60;script&#62;" in shown
    assert html.unescape(quote) == '<script>x</script> (a) [b](c) "d"'


def test_full_precision_floats_compare_to_ten_decimals():
    from mskb.normalize import comparable

    assert comparable("L 29.135390309173474 0.5\n") == comparable("L 29.135390309173467 0.5\n")
    assert comparable("ratio 1.2345678901\n") != comparable("ratio 1.2345678902\n")
