"""Family pages (front matter ``family: true``): one page answers every member of an error's shape. Lookup puts the
page of the member that failed first when there is one, and the family page right after it; with none, the family
page answers. And each family page's lookup cases show its signatures reaching more than one member."""
import pytest

from mskb.lookup.index import build_index
from mskb.lookup.match import Matcher

pytestmark = pytest.mark.unit


def article(aid: str, match: str, family: bool = False, typ: str = "RuntimeError") -> dict:
    return {"id": aid, "title": aid, "url": f"{aid}/", "category": "operators", "summary": "", "tags": [],
            "errors": [{"type": typ, "match": match}], **({"family": True} if family else {})}


@pytest.fixture(scope="module")
def matcher():
    catalog = {"mindspore": "2.10.0", "articles": [
        article("kernel-family", r"The kernel \w+ unregistered", family=True),
        article("argmax-ext-page", r"The kernel ArgMaxExt unregistered"),
        article("frame-page", r'File ".*tensor\.py", line \d+'),
    ]}
    return Matcher(build_index(catalog))


def ids(results):
    return [r["id"] for r in results]


def test_the_member_page_comes_first_and_the_family_page_next(matcher):
    assert ids(matcher.match("RuntimeError: The kernel ArgMaxExt unregistered.\n"))[:2] == ["argmax-ext-page",
                                                                                             "kernel-family"]


def test_a_member_without_a_page_gets_the_family_page(matcher):
    assert ids(matcher.match("RuntimeError: The kernel CumsumExt unregistered.\n"))[:1] == ["kernel-family"]


def test_a_page_matching_other_text_does_not_jump_the_family_page(matcher):
    paste = ('Traceback (most recent call last):\n  File "/x/mindspore/common/tensor.py", line 12, in to\n'
             "RuntimeError: The kernel CumsumExt unregistered.\n")
    assert ids(matcher.match(paste))[0] == "kernel-family"


MIN_MEMBERS = 2     # members (other operators, libraries, signals, wordings) a family's lookup cases must reach


def test_a_crash_line_is_a_type_line_for_crash_signatures():
    """A killed process prints no exception: `[CRASH]` signatures anchor on the lines the shell, glibc or Python's
    faulthandler leave, in English or Chinese, and on nothing else."""
    catalog = {"mindspore": "2.10.0", "articles": [
        article("segv", r"Segmentation fault|段错误|Signals\.SIGSEGV", family=True, typ="[CRASH]"),
        article("killed", r"(?<![^\n])(?:Killed|已杀死)(?![A-Za-z])", family=True, typ="[CRASH]")]}
    m = Matcher(build_index(catalog))
    assert ids(m.match("epoch 3 step 10\nSegmentation fault (core dumped)\n"))[:1] == ["segv"]
    assert ids(m.match("段错误 (核心已转储)\n"))[:1] == ["segv"]
    assert ids(m.match("step 7, loss 0.31\nKilled\n"))[:1] == ["killed"]
    assert ids(m.match("已杀死\n"))[:1] == ["killed"]
    prose = m.match("my segmentation model was Killed by a fault in the scheduler\n")
    assert not [r for r in prose if r["tier"] != "guess"]


def _member(text: str, result: dict) -> str:
    """What tells members apart: the line of the paste the signature matched, without paths, addresses, numbers."""
    from mskb.lookup.text import clean_line, normalize_text

    return clean_line(normalize_text(text).split("\n")[result["matched"]["line"] - 1])


def test_every_family_page_is_reached_by_several_members(triage_index, articles):
    """A family page with signatures: its cases reach it by a signature on at least MIN_MEMBERS different lines. A
    family page of a symptom that prints no error (NaN loss, overflow, a source build's advice): its questions reach
    it among the first three answers, at least MIN_MEMBERS of them."""
    from mskb.lookup_cases import load_cases

    repo = Matcher(triage_index)
    cases: dict[str, list] = {}
    for c in load_cases():
        cases.setdefault(c.expect, []).append(c)
    short = {}
    for a in (a for a in articles if a.family):
        reached = set()
        for c in cases.get(a.id, []):
            for r in repo.match(c.text, limit=3):
                if r["id"] != a.id:
                    continue
                if a.errors and r["tier"] in ("signature", "family"):
                    reached.add(_member(c.text, r))
                elif not a.errors:
                    reached.add(c.name)
        if len(reached) < MIN_MEMBERS:
            short[a.id] = sorted(reached)
    assert not short, f"family pages whose lookup cases reach fewer than {MIN_MEMBERS} members: {short}"
