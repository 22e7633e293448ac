"""The data files' models (mskb.models): committed schemas match them, and bad data is named with file and field."""
import json

import pytest

from mskb import models

from .conftest import REPO


@pytest.mark.parametrize("name", sorted(models.SCHEMAS))
def test_committed_schema_matches_its_model(name):
    committed = (REPO / "schemas" / f"{name}.schema.json").read_text(encoding="utf-8")
    assert committed == models.schema_json(models.SCHEMAS[name]), f"run `mskb schema` and commit schemas/{name}"


def test_bad_lane_is_named_with_the_field(tmp_path, monkeypatch):
    from mskb import environments

    lanes = tmp_path / "lanes.yaml"
    lanes.write_text('- {name: ms3.0, python: "3.12", install: [mindspore==3.0.0]}\n')
    monkeypatch.setattr(environments, "LANES_FILE", lanes)
    with pytest.raises(environments.LanesFileError, match=r"lane 1 \(ms3.0\): field 'python'"):
        environments._version_lanes()
    lanes.write_text('- {name: ms3.0, python: "3.11"}\n')
    with pytest.raises(environments.LanesFileError, match="field 'install': missing required field"):
        environments._version_lanes()


def test_front_matter_key_the_schema_forbids_is_named(tiny):
    from mskb.articles import ArticleError, load_articles

    from .conftest import DEMO_FRONT

    tiny.snippet("errors/demo/repro.py", "raise ValueError('bad value')\n")
    tiny.article("errors", "demo", DEMO_FRONT.format(applies="{devices: [CPU], cited: [{id: a, source: s, says: x, "
                                                             "colour: red}]}"))
    with pytest.raises(ArticleError, match=r"docs/errors/demo.md: field 'applies_to.cited\[0\]"):
        load_articles(tiny.root / "docs", tiny.root / "snippets")


def test_id_and_category_come_from_the_path(tiny):
    from mskb.articles import load_articles

    from .conftest import DEMO_FRONT

    tiny.snippet("errors/demo/repro.py", "raise ValueError('bad value')\n")
    front = DEMO_FRONT.format(applies="{devices: [CPU]}").replace("id: demo\n", "").replace("category: errors\n", "")
    tiny.article("errors", "demo", front)
    [art] = load_articles(tiny.root / "docs", tiny.root / "snippets")
    assert (art.id, art.category) == ("demo", "errors")


def test_report_schema_is_what_reports_use():
    for meta in sorted(REPO.glob("snippets/*/*/reported/*.json")):
        models.ReportMeta.model_validate(json.loads(meta.read_text(encoding="utf-8")))


@pytest.mark.parametrize("entry, message", [
    ("- {kind: line}", "case 1: give exactly one of 'text' and 'from'"),
    ("- {kind: line, text: x, keep: last-lines 3}", "case 1: replace, before, after, keep and lane shape"),
    ("- {kind: paste, text: x}", "case 1: field 'kind': Input should be"),
    ("- {kind: traceback, from: repro, env: mac}", "case 1: field 'env': Input should be"),
    ("- {kind: line, text: x, expect: other}", "case 1: field 'expect': unknown key"),
])
def test_bad_lookup_case_is_named_with_file_and_field(tmp_path, entry, message):
    from mskb.lookup_cases import CaseError, load_cases

    (tmp_path / "docs" / "errors").mkdir(parents=True)
    (tmp_path / "docs" / "errors" / "demo.md").write_text("---\ntitle: x\n---\n")
    folder = tmp_path / "snippets" / "errors" / "demo"
    folder.mkdir(parents=True)
    (folder / "cases.yaml").write_text(entry + "\n")
    with pytest.raises(CaseError) as e:
        load_cases(tmp_path)
    assert str(e.value).startswith("snippets/errors/demo/cases.yaml: ") and message in str(e.value)


def test_a_case_folder_without_its_page_is_reported(tmp_path):
    from mskb.lookup_cases import load_cases

    folder = tmp_path / "snippets" / "errors" / "gone"
    folder.mkdir(parents=True)
    (folder / "cases.yaml").write_text("- {kind: line, text: x}\n")
    (tmp_path / "docs").mkdir()
    missing: list = []
    assert load_cases(tmp_path, missing=missing) == [] and missing == ["errors/gone/cases.yaml"]


def test_run_states_are_one_vocabulary():
    from mskb import matrix, render, vocabulary

    assert set(matrix.LABEL) == set(render.STATE_CSS) == set(vocabulary.STATES)


@pytest.mark.parametrize("lines, fenced", [
    (["a", "```py", "# x", "```", "b"], [False, True, True, True, False]),
    (["- item", "    ~~~~", "    ```", "    ~~~~", "c"], [False, True, True, True, False]),   # inner ``` is content
    (["````", "```", "````"], [True, True, True]),
])
def test_one_fence_scanner(lines, fenced):
    from mskb.vocabulary import fenced as scan

    assert scan(lines) == fenced


def test_case_environments_are_one_vocabulary():
    from mskb import lookup_cases, vocabulary

    assert tuple(lookup_cases.ENVS) == vocabulary.CASE_ENVS
