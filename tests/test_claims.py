"""Claims in the prose point at the recorded run that shows them, and the check catches those that do not."""
import re

import pytest

from mskb.articles import ArticleError, load_articles
from mskb.claims import prose_blocks
from mskb.site import claim_problems, load_site, mark_page
from mskb.verify import Verifier

from .conftest import DEMO_FRONT, REPO


def site_with(tiny, body: str, applies="{devices: [CPU]}", code="raise ValueError('bad value 1')\n", bless=True):
    tiny.snippet("errors/demo/repro.py", code)
    front = DEMO_FRONT.format(applies=applies)
    tiny.article("errors", "demo", front, body)
    if bless:
        arts = load_articles(tiny.root / "docs", tiny.root / "snippets")
        Verifier(tiny.root, bless=True, cache_path=tiny.root / ".cache" / "c.json").run(arts[0].snippets)
    site = load_site(tiny.root / "docs")
    return site, site.articles[0]


INCLUDE = '```python\n--8<-- "repro.py"\n```\n'


def test_linked_claim_on_a_passing_run_is_accepted_and_rendered(tiny):
    site, art = site_with(tiny, f"# T\n\n{INCLUDE}\n报错在调用时出现（[实测](run:repro.py)）。\n")
    assert claim_problems(art, site) == []
    md = mark_page(art.body, art, "docs/errors/demo.md", site)
    assert '<a class="mskb-run" href="#run-repro" title="repro&#46;py 的运行记录：' in md
    assert '<sup class="mskb-run-where">CPU · ' in md


def test_measured_word_without_a_link_names_file_and_line(tiny):
    site, art = site_with(tiny, f"# T\n\n{INCLUDE}\n第一段。\n\n- 在 2.10 上实测：调用时才报错。\n")
    [problem] = claim_problems(art, site)
    # 12 lines of front matter with its --- lines, a blank line, then the body: the list item is line 22 of the file
    assert problem.startswith("docs/errors/demo.md: line 22: says '实测' without a")


def test_measured_word_in_code_or_comments_is_not_prose(tiny):
    body = f"# T\n\n{INCLUDE}\n```text\n实测 in a code block\n```\n\n<!-- 实测 in a comment -->\n\n`实测` inline\n"
    site, art = site_with(tiny, body)
    assert claim_problems(art, site) == []


@pytest.mark.parametrize("link, fragment", [
    ("[实测](run:other.py)", "names errors/demo/other.py, which this article does not declare"),
    ("[实测](run:repro.py@1.10.0)", "MindSpore 1.10.0 has no record, so it cannot show the statement"),
])
def test_link_to_an_undeclared_snippet_or_an_unrecorded_version_fails(tiny, link, fragment):
    site, art = site_with(tiny, f"# T\n\n{INCLUDE}\n这一点{link}。\n")
    [problem] = claim_problems(art, site)
    assert fragment in problem


def test_link_to_a_run_that_was_never_recorded_or_failed_fails(tiny):
    site, art = site_with(tiny, f"# T\n\n{INCLUDE}\n[实测](run:repro.py)\n", bless=False)
    assert "has no current passing record" in claim_problems(art, site)[0]
    site, art = site_with(tiny, f"# T\n\n{INCLUDE}\n[实测](run:repro.py)\n", code="print('no error')\n")
    assert "has no current passing record" in claim_problems(art, site)[0]


def test_link_to_a_run_the_page_does_not_show_fails(tiny):
    site, art = site_with(tiny, "# T\n\n[实测](run:repro.py)\n")
    assert "which the page does not include" in claim_problems(art, site)[0]


def test_stale_evidence_does_not_back_a_claim(tiny):
    site, art = site_with(tiny, f"# T\n\n{INCLUDE}\n[实测](run:repro.py)\n")
    (tiny.root / "snippets" / "errors" / "demo" / "repro.py").write_text("raise ValueError('bad value 2')\n")
    assert "has no current passing record" in claim_problems(art, site)[0]


def test_devices_need_a_run_or_a_cited_source(tiny):
    site, art = site_with(tiny, f"# T\n\n{INCLUDE}\n", applies="{devices: [CPU, Ascend]}")
    [problem] = claim_problems(art, site)
    assert "'applies_to.devices': Ascend has no passing run" in problem
    cited = ('{devices: [CPU, Ascend], cited: [{source: "https://www.mindspore.cn/docs/x.html", devices: [Ascend], '
                         'says: "文档说明了 Ascend 上的行为", quote: "Ascend 上同样"}]}')
    site, art = site_with(tiny, f"# T\n\n{INCLUDE}\n## 适用范围 {{#applies-to}}\n", applies=cited)
    assert claim_problems(art, site) == []
    md = mark_page(art.body, art, "docs/errors/demo.md", site)
    assert re.search(r"- MindSpore（本站 CPU 运行记录，repro.py）：.*复现 2\.10\.0", md)
    assert "- 据来源（未在本站运行）：Ascend：文档说明了 Ascend 上的行为（[来源](https://www.mindspore.cn/docs/x.html)）" in md


@pytest.mark.parametrize("applies, fragment", [
    ('{mindspore: ">=2.0", devices: [CPU]}', "applies_to.mindspore"),
    ('{devices: [CPU], cited: [{source: "not a url", says: "x"}]}', "applies_to.cited[0].source"),
    ('{devices: [CPU], cited: [{source: "https://x.org"}]}', "applies_to.cited[0]"),
])
def test_applies_to_schema(tiny, applies, fragment):
    with pytest.raises(ArticleError, match=fragment.replace("[", r"\[").replace("]", r"\]")):
        site_with(tiny, "# T\n", applies=applies, bless=False)


def test_prose_blocks_split_list_items_and_table_rows():
    body = "para one\ncontinued\n\n- item a\n  more a\n- item b\n\n| x | y |\n|---|---|\n| 1 | 2 |\n"
    assert [b for _, b in prose_blocks(body)] == ["para one\ncontinued", "- item a\n  more a", "- item b",
                                                  "| x | y |", "|---|---|", "| 1 | 2 |"]


def test_the_handbook_claims_are_all_backed():
    """Every article: each run: link names a shown snippet that passed where it says, each 实测 has a link,
    each device is recorded or cited (the same check the build makes, without building)."""
    site = load_site(REPO / "docs")
    problems = [p for a in site.articles for p in claim_problems(a, site)]
    assert problems == [], "\n".join(problems)
