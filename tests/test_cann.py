"""Ascend logs answered by their CANN codes (issue 20): the stored catalogue, generated into one paste per code."""
from __future__ import annotations

import time

import pytest

from mskb import cann
from mskb.lookup.match import Matcher

from .conftest import REPO

WRAPPERS = [   # MindSpore's generic lines before the Ascend Error Message block (seen in public reports)
    "RuntimeError: Run task for graph:kernel_graph_12 error! The details refer to 'Ascend Error Message'.",
    "RuntimeError: Sync stream error!",
    "RuntimeError: run task error!",
    "RuntimeError: Launch kernel failed: Default/network-WithLossCell/_backbone-Net/GatherD-op51",
    "[ERROR] DEVICE(1234,7f00aa,python):2024-06-12-10:15:31.002.118 [mindspore/ccsrc/plugin/device/ascend/hal/"
    "device/ascend_stream_manager.cc:282] SyncStream] Call rt api rtStreamSynchronize failed, ret: 507011",
]


def paste(code: str, message: str, wrapper: str = WRAPPERS[0]) -> str:
    """What a reader pastes: MindSpore's wrapper, then the block with the code as today's CANN prints it."""
    return "\n".join([wrapper, "", "----------------------------------------------------",
                      "- Ascend Error Message:", "----------------------------------------------------",
                      f"{code}: [PID: 31337] 2026-01-01-10:00:00.000.000 {message.replace('%s', 'x7')}",
                      "        TraceBack (most recent call last):", ""])


@pytest.fixture(scope="module")
def matcher(triage_index):
    return Matcher(triage_index)


def declares(article_id: str, code: str, articles) -> bool:
    return any(a.id == article_id and any(s.type == code for s in a.errors) for a in articles)


def test_every_code_pasted_in_an_ascend_block_gets_its_entry_first(matcher, articles):
    """Each of the catalogue's codes (and the inner xx9999 ones): the first answer is that code's entry, or an
    article declaring that code; never a page of another code or operator matched by the wrapper line."""
    entries = cann.entries(REPO)
    assert len(entries) >= 528
    wrong = {}
    for code, e in entries.items():
        message = e.catalogued.message if e.catalogued else "Inner Error!"
        first = matcher.match(paste(code, message), 3)[0]
        ok = first["matched"].get("code") == code or (first["tier"] == "signature" and declares(first["id"], code,
                                                                                                  articles))
        if not ok:
            wrong[code] = (first["tier"], first["id"])
    assert wrong == {}


@pytest.mark.parametrize("wrapper", WRAPPERS)
def test_a_wrapper_line_alone_is_never_a_confident_match(matcher, wrapper):
    results = matcher.match(wrapper)
    assert all(r["tier"] in ("family", "guess") for r in results), [(r["tier"], r["id"]) for r in results]


def test_the_root_code_comes_first_and_the_others_are_listed(matcher):
    text = "\n".join([WRAPPERS[1], "EE9999: Inner Error!", "EE9999: [PID: 1] task failed",
                      "EI0002: [PID: 1] 2026-01-01-10:00:00.000.000 The wait execution of the Notify register times "
                      "out.", "EZ9999: Inner Error!"])
    codes = [r["matched"]["code"] for r in matcher.match(text, 8) if r["tier"] == "code" and r["id"].startswith("E")
             and r["id"] == r["matched"]["code"]]
    assert codes[0] == "EI0002" and set(codes) == {"EI0002", "EE9999", "EZ9999"}


def test_a_template_is_found_without_its_code(matcher):
    """Older CANN prints the text only: a message template that names one failure still finds its code."""
    entries = cann.entries(REPO)
    with_templates = [e for e in entries.values() if e.catalogued and cann.findable_template(e.catalogued.message)]
    missed = []
    for e in with_templates:
        text = "RuntimeError: x\n" + e.catalogued.message.replace("%s", "x7")
        found = [r["matched"].get("code") for r in matcher.match(text, 8) if r["tier"] == "code"]
        if e.code not in found:
            missed.append(e.code)
    assert len(with_templates) >= 300 and missed == []


def test_codes_in_a_huge_paste_stay_bounded(matcher):
    """Matching cost stays linear: a 0.2 MB paste made of code-like tokens and template fragments costs at most a
    few times plain log noise of the same size."""
    from mskb.lookup_cases import large_paste

    def fastest(text):
        best = float("inf")
        for _ in range(3):
            t0 = time.thread_time()
            matcher.match(text)
            best = min(best, time.thread_time() - t0)
        return best

    plain = fastest(large_paste(200_000))
    for text in ("EE1001: " * 25_000, "E39999 EZ9999 W11001 " * 10_000,
                 "Value x for parameter y is invalid. Reason: " * 4_500):
        assert fastest(text) <= 5 * plain + 0.1


def test_the_catalogue_cites_repository_path_and_commit():
    for s in cann.sources(REPO):
        assert s["url"].startswith("https://github.com/hicann/") and len(s["commit"]) == 40
    for e in cann.entries(REPO).values():
        if e.catalogued:
            assert len(e.catalogued.commit) == 40 and e.catalogued.path


def test_refresh_reports_added_removed_and_changed_codes(tmp_path, capsys):
    """`mskb cann refresh` (mskb.cann_extract.compare): what a newer commit adds, removes and rewords."""
    import json

    from mskb.cann_extract import compare

    base = {"source": "runtime", "class": "RTS Errors", "arglist": "", "cause": None, "solution": None}
    old = [{**base, "code": "EE1001", "title": "Invalid_Argument", "message": "invalid.Reason: %s"},
           {**base, "code": "EE1002", "title": "Gone", "message": "old"}]
    new = [{**base, "code": "EE1001", "title": "Invalid_Argument", "message": "invalid. Reason: %s"},
           {**base, "code": "EE1003", "title": "New", "message": "new"}]
    path = tmp_path / "codes.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    compare(str(path), new)
    out = capsys.readouterr().out
    assert "1 added, 1 removed, 1 changed" in out
    assert "+ runtime:EE1003" in out and "- runtime:EE1002" in out and "~ runtime:EE1001  fields: message" in out
