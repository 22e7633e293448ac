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


MIN_MEMBERS = 2     # distinct matched texts (other operators, libraries, signals, wordings) a family's cases reach


def test_every_family_page_is_reached_by_several_members(triage_index, articles):
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
                if r["id"] == a.id and r["tier"] in ("signature", "family"):
                    reached.add(r["matched"]["text"])
        if len(reached) < MIN_MEMBERS:
            short[a.id] = sorted(reached)
    assert not short, f"family pages whose lookup cases reach fewer than {MIN_MEMBERS} members: {short}"
