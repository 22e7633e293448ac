"""Normalisation, evidence comparison and blessing, lanes merged, the local cache, the catalog."""
import json

import pytest

from mskb import evidence
from mskb.articles import load_articles
from mskb.catalog import build
from mskb.normalize import comparable, normalize
from mskb.verify import Verifier


def test_normalize_paths_and_process_noise():
    raw = ("[WARNING] ME(2734:140068603628416,MainProcess):2026-11-30-01:11:50.100.0 [mindspore/nn/math.py:950] x\n"
           "[WARNING] COMMON(2741,7f70c3e91b80,python):2026-11-30-01:11:53.401.501 [comm_manager.cc:82] y\n"
           '  File "/tmp/mskb-abc/run/repro.py", line 7, in <module>\n'
           '  File "/venv/lib/python3.11/site-packages/mindspore/nn/cell.py", line 1420\n'
           "object at 0x7f70c3e91b80 pid=4242 generated 2026-11-30T01:02:03Z from /work/repo/docs\n")
    out = normalize(raw, {"/tmp/mskb-abc/run": "<tmp>", "/venv/lib/python3.11/site-packages": "<site-packages>",
                          "/work/repo": "<repo>"})
    assert out == ("[WARNING] ME(<pid>:<pid>,MainProcess):<time> [mindspore/nn/math.py:950] x\n"
                   "[WARNING] COMMON(<pid>,<pid>,python):<time> [comm_manager.cc:82] y\n"
                   '  File "<tmp>/repro.py", line 7, in <module>\n'
                   '  File "<site-packages>/mindspore/nn/cell.py", line 1420\n'
                   "object at <addr> pid=<pid> generated <time> from <repo>/docs\n")


def test_old_logger_timestamps_with_an_empty_last_field_are_one_placeholder():
    """1.10/2.0 print "...:57.41." in the first millisecond of a second and "...:57.412.345" otherwise."""
    a = "[ERROR] ME(1:2,MainProcess):2026-11-30-14:21:57.41. [mindspore/run_check/_check_version.py:194] x\n"
    b = "[ERROR] ME(1:2,MainProcess):2026-11-30-14:21:57.412.345 [mindspore/run_check/_check_version.py:194] x\n"
    assert normalize(a, {}) == normalize(b, {}) == "[ERROR] ME(<pid>:<pid>,MainProcess):<time> [mindspore/run_check/_check_version.py:194] x\n"
    assert normalize("at 2026-11-30-14:21:57.41. then", {}) == "at <time> then"


def test_comparable_ignores_the_installers_launcher_line_only():
    """pip's bin/msrun calls main() on line 8, uv's on line 10; a snippet's own frames keep their line numbers."""
    pip = '  File "<python-prefix>/bin/msrun", line 8, in <module>\n    sys.exit(main())\n'
    uv = pip.replace("line 8,", "line 10,")
    assert comparable(pip) == comparable(uv)
    assert comparable('  File "<tmp>/repro.py", line 8, in <module>') != comparable('  File "<tmp>/repro.py", line 10, in <module>')


def test_comparable_masks_durations_but_keeps_text():
    assert comparable("compile took 1.23 s, 10 iterations\n") == comparable("compile took 9.9 s, 10 iterations\n")
    assert comparable("10 iterations") != comparable("11 iterations")
    assert comparable("shape (2, 3)") == "shape (2, 3)\n"
    assert comparable("2 threads: 1.8× faster, 编译 3.5 倍") == comparable("2 threads: 0.6× faster, 编译 12 倍")
    assert comparable("x2.5") == "x2.5\n"


def test_comparable_masks_ids_mindspore_makes_up_per_run():
    a = ("Custom operator[Custom_py_func_ac462cc11669d5dce59dbd184b4deb]\n\touter phase: train.1796063465900884224.140243572872832.0\n"
         "Not find op[Custom_<lambda>_46d50dc39f9bb3363cfadb3f3cc9944a3307035f48090324ff2dd11097a93d20] in cpu.\n")
    b = ("Custom operator[Custom_py_func_3b0440059cc5d3a9774352d590af0c]\n\touter phase: train.1796063681945155072.140321452889648.0\n"
         "Not find op[Custom_<lambda>_36989d68460b496b97a7031dc74d5adc91b9bcd8cd990ad9dcf340b4c3847e1c] in cpu.\n")
    assert comparable(a) == comparable(b)
    assert comparable("shape (2, 3), version 2.10.0\n") == "shape (2, 3), version 2.10.0\n"   # short numbers stay
    assert comparable(a) != comparable(a.replace("outer", "inner"))


def test_comparable_leaves_out_the_110_warning_printed_by_thread_timing():
    warn = ("[WARNING] VM(<pid>,<pid>,python):<time> [mindspore/ccsrc/runtime/pynative/op_task.h:104] Run] "
            "Op build failed, no need to launch.\n")
    assert comparable("A\n" + warn + "TypeError: x\n") == comparable("A\nTypeError: x\n")
    assert comparable("A\n" + warn.replace("VM", "ME") + "TypeError: x\n") != comparable("A\nTypeError: x\n")
    warn20 = ("[WARNING] DEVICE(<pid>,<pid>,python):<time> [mindspore/ccsrc/runtime/pynative/async/"
              "backend_op_task.cc:36] Run] Op build failed, no need to launch.\n")   # 2.0's wording, same race
    assert comparable("A\n" + warn20 + "TypeError: x\n") == comparable("A\nTypeError: x\n")


def test_comparable_leaves_out_the_at_exit_repeat_of_a_queued_error():
    # Seen in a fresh-clone CI run of mindone-kernel-unregistered-cpu: the traceback was the recorded one, and the
    # at-exit repeat below followed it that time only.
    tb = ("RuntimeError: The kernel Embedding unregistered.\n\n" + "-" * 52 + "\n- C++ Call Stack: (For framework developers)\n"
          + "-" * 52 + "\nmindspore/ccsrc/pyboost/pyboost_utils.cc:632 SelectKernel\n")
    repeat = ("\n[ERROR] COMMON(<pid>,<pid>,python):<time> [mindspore/ccsrc/pybind_api/resource/manager.cc:260] "
              "ClearResAtexit] Check exception before process exit: The kernel Embedding unregistered.\n\n" + "-" * 52
              + "\n- C++ Call Stack: (For framework developers)\n" + "-" * 52
              + "\nmindspore/ccsrc/pyboost/pyboost_utils.cc:632 SelectKernel\n")
    assert comparable(tb + repeat) == comparable(tb)
    assert comparable(tb + repeat + "after\n") == comparable(tb + "after\n")      # only the block goes
    assert comparable(tb + repeat.replace("[ERROR]", "[WARNING]")) != comparable(tb)


def test_glog_info_lines_are_ignored_in_comparison_but_warnings_count():
    # The gRPC C core logs a GOAWAY at INFO in about 1 run in 20 (seen failing CI); its header is per-process.
    goaway = "I1130 03:56:14.562332   18936 chttp2_transport.cc:1403] ipv4:127.0.0.1:38611: Got goaway\n"
    tb = "Traceback (most recent call last):\nValueError: x\n"
    assert normalize(goaway, {}).startswith("I<time> <pid> chttp2_transport.cc:1403]")
    assert comparable(normalize(goaway + tb, {})) == comparable(normalize(tb, {}))
    warning = "W1130 03:56:14.562332   18936 server.cc:10] port in use\n"
    assert comparable(normalize(warning + tb, {})) != comparable(normalize(tb, {}))


def make(tiny, code, expect="raises ValueError", match="bad value"):
    tiny.snippet("errors/demo/repro.py", code)
    tiny.simple_article(snippets=[("errors/demo/repro.py", expect, match if expect != "ok" else None, "")])
    return load_articles(tiny.root / "docs", tiny.root / "snippets")


def run(tiny, arts, **kw):
    v = Verifier(tiny.root, cache_path=tiny.root / ".cache" / "c.json", **kw)
    return v.run([s for a in arts for s in a.snippets])


def test_missing_evidence_fails_then_bless_records_then_verify_passes(tiny):
    arts = make(tiny, "print('hello')\nraise ValueError('bad value 1')\n")
    [out] = run(tiny, arts)
    assert out.status == "fail" and "no evidence recorded" in out.reason
    [out] = run(tiny, arts, bless=True)
    assert out.status == "pass" and out.blessed
    # Beside the code: one runs.json for the article, one .out per snippet; no timings.
    runs = tiny.root / "snippets" / "errors" / "demo" / "runs.json"
    data = json.loads(runs.read_text())["repro.py"][out.lane]
    assert data["status"] == "pass" and data["exception"] == "ValueError" and data["versions"]["python"]
    assert "stdout" not in data and "stderr" not in data and "seconds" not in data
    rec = evidence.load(tiny.root / "snippets", out.lane, "errors/demo/repro.py")
    assert rec.snippet == "snippets/errors/demo/repro.py" and rec.stdout == "hello\n"
    assert rec.stderr.endswith("ValueError: bad value 1\n")
    out_file = tiny.root / "snippets" / "errors" / "demo" / "repro.out"
    assert f"━━ stdout · {out.lane} ━━\nhello\n" in out_file.read_text()
    assert sorted(p.name for p in out_file.parent.iterdir()) == ["repro.out", "repro.py", "runs.json"]
    [out] = run(tiny, arts, use_cache=False)
    assert out.status == "pass" and not out.cached


def test_changed_output_fails_with_diff(tiny):
    arts = make(tiny, "print('hello')\nraise ValueError('bad value 1')\n")
    run(tiny, arts, bless=True)
    out_file = next((tiny.root / "snippets").rglob("repro.out"))
    out_file.write_text(out_file.read_text().replace("hello\n", "goodbye\n"))
    [out] = run(tiny, arts)
    assert out.status == "fail" and "differs from the committed evidence" in out.reason
    assert "-goodbye" in out.diff and "+hello" in out.diff


def test_one_changed_word_is_a_one_line_diff(tiny):
    """What a reviewer sees after `make bless`: the changed line, not the whole output."""
    body = "".join(f"print('line {i}')\n" for i in range(30))
    arts = make(tiny, "word = 'shape'\n" + body + "raise ValueError(f'bad value 1: the {word} is wrong')\n")
    run(tiny, arts, bless=True)
    stderr = next((tiny.root / "snippets").rglob("repro.out"))
    before = stderr.read_text()
    arts = make(tiny, "word = 'rank'\n" + body + "raise ValueError(f'bad value 1: the {word} is wrong')\n")
    run(tiny, arts, bless=True)
    import difflib
    diff = [ln for ln in difflib.unified_diff(before.splitlines(), stderr.read_text().splitlines(), n=0)
            if ln[:1] in "+-" and not ln.startswith(("+++", "---"))]
    assert diff == ["-ValueError: bad value 1: the shape is wrong", "+ValueError: bad value 1: the rank is wrong"]


def test_empty_stream_leaves_no_file_and_a_rerecording_removes_it(tiny):
    arts = make(tiny, "print('hello')\nraise ValueError('bad value 1')\n")
    run(tiny, arts, bless=True)
    out_file = next((tiny.root / "snippets").rglob("repro.out"))
    assert "━━ stdout · " in out_file.read_text()
    arts = make(tiny, "raise ValueError('bad value 1')\n")
    run(tiny, arts, bless=True)
    assert "━━ stdout · " not in out_file.read_text() and "━━ stderr · " in out_file.read_text()
    arts = make(tiny, "pass\n", )
    tiny.simple_article(snippets=[("errors/demo/repro.py", "ok", None, "")])
    run(tiny, load_articles(tiny.root / "docs", tiny.root / "snippets"), bless=True)
    assert not out_file.exists()   # nothing printed on any lane: no .out file


def test_old_style_record_with_output_in_json_is_refused(tiny):
    arts = make(tiny, "raise ValueError('bad value 1')\n")
    run(tiny, arts, bless=True)
    runs = next((tiny.root / "snippets").rglob("runs.json"))
    data = json.loads(runs.read_text())
    [lane] = data["repro.py"]
    data["repro.py"][lane]["stdout"] = "x"
    runs.write_text(json.dumps(data))
    with pytest.raises(ValueError, match="runs.json: repro.py on .* is not run metadata"):
        evidence.load_all(tiny.root / "snippets", "errors/demo/repro.py")
    runs.write_text("{ not json")
    with pytest.raises(ValueError, match="runs.json: not valid JSON"):
        evidence.load_all(tiny.root / "snippets", "errors/demo/repro.py")


def test_other_library_versions_fail_verify(tiny):
    arts = make(tiny, "raise ValueError('bad value 1')\n")
    run(tiny, arts, bless=True)
    runs = next((tiny.root / "snippets").rglob("runs.json"))
    data = json.loads(runs.read_text())
    [meta] = data["repro.py"].values()
    meta["versions"]["python"] = "2.7.18"
    runs.write_text(json.dumps(data))
    [out] = run(tiny, arts, use_cache=False)
    assert out.status == "fail" and "recorded with" in out.reason and "2.7.18" in out.reason


def test_changed_snippet_makes_evidence_stale(tiny):
    arts = make(tiny, "raise ValueError('bad value 1')\n")
    run(tiny, arts, bless=True)
    arts = make(tiny, "raise ValueError('bad value 2')\n")
    [out] = run(tiny, arts)
    assert out.status == "fail" and "stale" in out.reason
    [row] = [r for r in build(arts, tiny.root)["articles"][0]["verification"] if r["env"] == "main"]
    assert row["stale"] is True and row["state"] == "stale"


def test_cache_reuses_unchanged_and_invalidates_on_change(tiny):
    arts = make(tiny, "raise ValueError('bad value 1')\n")
    run(tiny, arts, bless=True)
    [first] = run(tiny, arts)
    assert first.status == "pass" and first.cached  # blessing a pass seeds the cache
    [again] = run(tiny, arts)
    assert again.cached
    # Evidence edited (e.g. by a pull): the cache must not vouch for it.
    out_file = next((tiny.root / "snippets").rglob("repro.out"))
    with out_file.open("a") as f:
        f.write("extra\n")
    [after_edit] = run(tiny, arts)
    assert not after_edit.cached and after_edit.status == "fail"
    # Snippet changed: not cached either.
    run(tiny, arts, bless=True)
    arts = make(tiny, "raise ValueError('bad value 3')\n")
    [changed] = run(tiny, arts)
    assert not changed.cached


def test_failing_run_is_not_cached(tiny):
    arts = make(tiny, "print('no error')\n")
    run(tiny, arts, bless=True)
    [out] = run(tiny, arts)
    assert out.status == "fail" and not out.cached


def test_lanes_are_merged_in_catalog(tiny):
    arts = make(tiny, "raise ValueError('bad value 1')\n")
    [out] = run(tiny, arts, bless=True)
    other = evidence.load_all(tiny.root / "snippets", "errors/demo/repro.py")[0]
    evidence.write(tiny.root / "snippets", {**other.data, "lane": "ascend-py39-ms2.10.0", "device": "ascend",
                                            "versions": {"python": "3.9.18", "mindspore": "2.10.0"},
                                            "stdout": other.stdout, "stderr": other.stderr, "artifacts": {}})
    rows = [r for r in build(arts, tiny.root)["articles"][0]["verification"] if r["lane"]]
    assert sorted(r["lane"] for r in rows) == sorted([out.lane, "ascend-py39-ms2.10.0"])
    [other] = [r for r in rows if r["lane"] == "ascend-py39-ms2.10.0"]
    assert other["mindspore"] == "2.10.0" and other["state"] == "reproduces"
    # Verifying here leaves the other lane's evidence alone.
    run(tiny, arts, bless=True)
    assert evidence.load(tiny.root / "snippets", "ascend-py39-ms2.10.0", "errors/demo/repro.py") is not None
    # Same output on both lanes: one block names both.
    text = next((tiny.root / "snippets").rglob("repro.out")).read_text()
    assert text.count("━━ stderr · ") == 1 and "ascend-py39-ms2.10.0" in text


def test_catalog_shape_and_not_run_rows(tiny):
    tiny.snippet("errors/demo/repro.py", "raise ValueError('bad value 1')\n")
    tiny.simple_article(snippets=[("errors/demo/repro.py", "raises ValueError", "bad value", "needs: [ascend]")])
    arts = load_articles(tiny.root / "docs", tiny.root / "snippets")
    cat = build(arts, tiny.root, mindspore_version="2.10.0")
    assert set(cat) == {"mindspore", "generated", "articles"} and cat["mindspore"] == "2.10.0"
    [a] = cat["articles"]
    assert {"id", "title", "url", "category", "tags", "errors", "verification"} <= set(a)
    assert a["url"] == "errors/demo.html" and a["errors"] == [{"type": "ValueError", "match": "bad value \\d+"}]
    rows = a["verification"]   # one per MindSpore version lane, none recorded
    assert rows and all(r["status"] == "skip" and r["reason"] == "needs Ascend" for r in rows)
    row = rows[-1]
    assert row["expect"] == "raises ValueError" and row["snippet"] == "snippets/errors/demo/repro.py"
    assert {"snippet", "expect", "status", "state", "env", "reason", "mindspore", "device", "python",
            "date"} <= set(row)


def test_artifacts_are_recorded_compared_and_rendered(tiny):
    from mskb.render import artifact_figure
    from mskb.site import fill_page, load_site, mark_page

    svg = "<svg xmlns='http://www.w3.org/2000/svg'><text>{}</text></svg>"
    tiny.snippet("errors/demo/draw.py", f"open('pic.svg', 'w').write({svg.format('one')!r})\n")
    tiny.simple_article(snippets=[("errors/demo/draw.py", "ok", None, "artifacts: [pic.svg]")])
    arts = load_articles(tiny.root / "docs", tiny.root / "snippets")
    [out] = run(tiny, arts, bless=True)
    assert out.status == "pass"
    stored = next((tiny.root / "snippets").rglob("draw.out"))
    assert "━━ artifact pic.svg · " in stored.read_text() and "one" in stored.read_text()
    # A different picture is a difference in evidence.
    stored.write_text(stored.read_text().replace("one", "two"))
    [out] = run(tiny, arts, use_cache=False)
    assert out.status == "fail" and "artifact pic.svg" in out.diff
    html = artifact_figure(evidence.load_all(tiny.root / "snippets", "errors/demo/draw.py"), "pic.svg")
    assert html.startswith('<figure class="mskb-artifact"><img src="data:image/svg+xml;base64,')
    # Pages may only show declared artifacts.
    site = load_site(tiny.root / "docs")
    [art] = site.articles
    md = mark_page("# T\n<!-- mskb:artifact errors/demo/draw.py pic.svg -->\n", art, "docs/errors/demo.md", site)
    assert "<!-- mskb:artifact:errors/demo/draw.py:pic.svg -->" in md
    assert "data:image/svg+xml" in fill_page("<p>" + md.splitlines()[-1] + "</p>", art, site)


def test_artifact_not_produced_fails(tiny):
    tiny.snippet("errors/demo/draw.py", "print('forgot to draw')\n")
    tiny.simple_article(snippets=[("errors/demo/draw.py", "ok", None, "artifacts: [pic.svg]")])
    arts = load_articles(tiny.root / "docs", tiny.root / "snippets")
    [out] = run(tiny, arts, bless=True)
    assert out.status == "fail" and "pic.svg" in out.reason


def test_runner_frames_are_dropped_from_library_printed_stacks():
    from mskb.normalize import drop_runner_frames

    text = ('Traceback (most recent call last):  File "<frozen runpy>", line 198, in _run_module_as_main\n'
            '  File "<repo>/mskb/child.py", line 57, in <module>\n    rc = run(sys.argv[1])\n'
            '  File "<repo>/mskb/zygote.py", line 9, in run_child\n    code = child.run(req["snippet"])\n'
            '              ^^^^^^^^^\n'
            '  File "<tmp>/repro.py", line 11, in <module>\n    y = ops.add(x, 1)\n')
    assert drop_runner_frames(text) == ('Traceback (most recent call last):'
                                        '  File "<tmp>/repro.py", line 11, in <module>\n    y = ops.add(x, 1)\n')


def test_bless_keeps_unchanged_evidence_untouched(tiny):
    arts = make(tiny, "raise ValueError('bad value 1')\n")
    [first] = run(tiny, arts, bless=True)
    runs = next((tiny.root / "snippets").rglob("runs.json"))
    data = json.loads(runs.read_text())
    [meta] = data["repro.py"].values()
    meta["date"] = "2000-01-01"
    runs.write_text(json.dumps(data))
    [again] = run(tiny, arts, bless=True, use_cache=False)
    assert first.blessed and not again.blessed and again.status == "pass"
    assert "2000-01-01" in runs.read_text()


def test_bless_removes_evidence_of_a_lane_the_snippet_no_longer_runs_on(tiny):
    """A snippet narrowed with `versions` loses its records on the lanes it left (a page would not show them)."""
    from mskb.environments import ENVIRONMENTS, version_lanes

    arts = make(tiny, "raise ValueError('bad value 1')\n")
    [out] = run(tiny, arts, bless=True)
    old = next(e for e in version_lanes() if e.name != "main")
    rec = evidence.load(tiny.root / "snippets", out.lane, "errors/demo/repro.py")
    evidence.write(tiny.root / "snippets", {**rec.data, "lane": old.lane(), "env": old.name, "stdout": "",
                                            "stderr": rec.stderr + "and more\n", "artifacts": {}})
    front = (tiny.root / "docs" / "errors" / "demo.md").read_text()
    (tiny.root / "docs" / "errors" / "demo.md").write_text(front.replace(
        "    match: \"bad value\"", f"    match: \"bad value\"\n    versions: \"=={ENVIRONMENTS['main'].mindspore}\"\n"
        "    because: only the main version", 1))
    arts = load_articles(tiny.root / "docs", tiny.root / "snippets")
    from mskb.matrix import orphans
    assert orphans(arts[0], tiny.root / "snippets") and "no longer runs on" in orphans(arts[0], tiny.root / "snippets")[0]
    run(tiny, arts, bless=True)
    assert evidence.load(tiny.root / "snippets", old.lane(), "errors/demo/repro.py") is None
    assert "and more" not in next((tiny.root / "snippets").rglob("repro.out")).read_text()
    assert orphans(arts[0], tiny.root / "snippets") == []


@pytest.mark.parametrize("crashes", [1, 2])
def test_an_old_versions_run_that_differs_is_rerun_and_reported_flaky(tiny, monkeypatch, crashes):
    """Off the primary lane, a mismatch is run up to twice more: a match then passes, reported as flaky; when every
    run differs, it fails."""
    import mskb.verify as verify_mod
    from mskb.environments import ENVIRONMENTS

    arts = make(tiny, "print('hello')\nraise ValueError('bad value 1')\n")
    run(tiny, arts, bless=True)
    # Make the main environment a non-primary lane for this snippet (as 1.10 is for most).
    monkeypatch.setattr(verify_mod, "primary_env", lambda s: ENVIRONMENTS["numpy2"])
    real = verify_mod.Verifier._run
    calls = []

    def crash_first(self, snippet, env, lane, sha):
        data, result = real(self, snippet, env, lane, sha)
        calls.append(1)
        if len(calls) <= crashes:
            data = {**data, "stdout": "", "stderr": "", "exception": None, "outcome": "not-reproduced"}
        return data, result

    monkeypatch.setattr(verify_mod.Verifier, "_run", crash_first)
    [out] = run(tiny, arts, use_cache=False)
    assert out.status == "pass" and out.reason.startswith(f"flaky: {crashes} run(s) differed")
    assert len(calls) == crashes + 1

    monkeypatch.setattr(verify_mod.Verifier, "_run", lambda self, *a: (
        {**real(self, *a)[0], "stdout": "other\n"}, real(self, *a)[1]))
    [out] = run(tiny, arts, use_cache=False)
    assert out.status == "fail" and "differs from the committed evidence" in out.reason
