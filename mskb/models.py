"""Models of the handbook's data files (pydantic), and the JSON Schema an editor validates them with.

    FrontMatter   the YAML front matter of docs/<category>/<id>.md (id and category come from the path)
    Lane          one entry of envs/lanes.yaml
    ReportMeta    snippets/<category>/<id>/reported/<name>.json, the source of a public error report
    LookupCase    one entry of snippets/<category>/<id>/cases.yaml, what a reader pastes (the article is the folder)
    OutOfScopeCase  one entry of data/lookup_cases/out_of_scope.yaml, a real error no article answers
    FaqQuestion   one entry of data/official_faq.yaml, a question of MindSpore's FAQ that quotes an error

The models hold the shape of the data (keys, types, closed vocabularies); mskb.articles adds what needs the rest of
the checkout (snippet files exist, regexes fit the browser, ids are unique). `mskb schema` writes schemas/*.json
from these models; tests/test_models.py fails when a committed schema no longer matches its model. A file that does
not fit fails with its path and the field, e.g. `docs/errors/x.md: field 'snippets[0].timeout': ...`.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from .vocabulary import CASE_ENVS, CASE_KINDS, CATEGORIES, DEVICE_NAMES, FAQ_FILES, FAQ_STATUS, MODES, RUNNERS

class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class SignatureModel(Strict):
    type: str = Field(description="exception class name (ValueError, mindspore.xxx.Error), a log level "
                                  "([ERROR], [EXCEPTION], [CRITICAL]), [CRASH] (a line a process killed by a "
                                  "signal leaves) or [LOADER] (the dynamic loader's line): mskb.regexes")
    match: str = Field(description="Python regex searched in the whole text (re.M); the JS-compatible subset")
    wrapper: bool = Field(False, description="it matches only MindSpore's generic wrapper line (`Run task for graph "
                                             "... error!`): a hit alone is never a confident answer")


class SnippetModel(Strict):
    path: str = Field(pattern=r"^[^/].*\.py$", description="a file in the article's folder, or a path under snippets/")
    expect: str = Field(pattern=r"^(ok|raises [A-Za-z_][A-Za-z0-9_.]*)$")
    match: str | None = Field(None, description="regex the exception text must contain (raises only)")
    needs: list[str] = Field(default_factory=lambda: ["cpu"],
                             description="a device (cpu/gpu/ascend), an environment, root, or module names")
    runner: Literal[RUNNERS] = "fork"                                    # type: ignore[valid-type]
    timeout: float = Field(120.0, gt=0, le=1800, strict=False)
    artifacts: list[str] = Field(default_factory=list)
    versions: str | None = Field(None, description="MindSpore versions it applies to ('>=2.5'; 'main')")
    because: str = Field("", description="why it does not apply to the other versions")
    slow: str = Field("", description="why a run takes more than 10 s (then the test session runs it on its "
                                      "primary lane only)")


class CitedModel(Strict):
    id: str | None = Field(None, description="what the prose cites it by: [官方 FAQ](cite:<id>)")
    source: str
    quote: str | None = None
    commit: str | None = None
    says: str
    devices: list[Literal[DEVICE_NAMES]] = Field(default_factory=list)  # type: ignore[valid-type]
    versions: str | None = None


class AppliesToModel(Strict):
    devices: list[Literal[DEVICE_NAMES]]                               # type: ignore[valid-type]
    modes: list[Literal[MODES]] = Field(default_factory=list)           # type: ignore[valid-type]
    cited: list[CitedModel] = Field(default_factory=list)


class FrontMatter(Strict):
    id: str | None = Field(None, pattern=r"^[a-z0-9][a-z0-9-]{1,62}$",
                           description="optional: the file name is the id (docs/<category>/<id>.md)")
    category: Literal[tuple(CATEGORIES)] | None = Field(  # type: ignore[valid-type]
        None, description="optional: the folder is the category")
    title: str = Field(min_length=1)
    tags: list[str]
    applies_to: AppliesToModel
    errors: list[SignatureModel]
    snippets: list[SnippetModel]
    related: list[str] = Field(default_factory=list)
    redirect_from: list[str] = Field(default_factory=list)
    summary: str = ""
    family: bool = Field(False, description="the page answers a family of errors (any operator, library or CANN "
                                            "code of a shape): lookup's second tier, after a specific article")


class Lane(Strict):
    name: str = Field(pattern=r"^ms[0-9][0-9a-z.]*$", description="the environment .venv-<name>; LANE=<name>")
    python: Literal["3.9", "3.11"] = Field(description="the interpreter it needs (on PATH or under pyenv)")
    install: list[str] = Field(min_length=1, description="what is installed while envs/<name>.lock does not exist")
    shim: str | None = Field(None, description="an adapter in envs/shims/<shim>.py, said on every page it affects")
    note: str = Field("", description="what a reader must know about this lane, shown with its results")
    suite: list[str] = Field(default_factory=list, description="a suite lane: the distributions (mindnlp, mindcv, "
                             "...) it is for. It is not a version lane: only snippets that name it run there")
    excludes: list[str] = Field(default_factory=list, description="packages the first install must leave out "
                                "although a dependency asks for them (uv --excludes), e.g. torch for mindnlp")
    smoke_imports: list[str] | None = Field(None, description="modules the smoke test imports besides MindSpore "
                                            "(default: the suite's; [] for a lane that exists to record an "
                                            "import error)")

    @model_validator(mode="after")
    def _suite_fields(self):
        if (self.excludes or self.smoke_imports is not None) and not self.suite:
            raise ValueError("excludes and smoke_imports belong to a suite lane (give 'suite')")
        return self


class ReportMeta(Strict):
    source: str = Field(pattern=r"^https?://\S+$", description="the URL of the public post")
    title: str = Field(min_length=1)
    mindspore: str = Field(min_length=1)
    device: Literal["Ascend", "GPU", "CPU", "unknown"]
    date: str = Field(pattern=r"^(\d{4}(-\d{2}(-\d{2})?)?|unknown)$")
    retrieved: str = Field(pattern=r"^(\d{4}(-\d{2}(-\d{2})?)?|unknown)$")
    note: str = ""


CASE_NAME = r"^[A-Za-z0-9][A-Za-z0-9_.#-]*$"


class PasteSource(Strict):
    """Where a real paste was quoted from (a public post), when it was."""
    source: str | None = Field(None, description="the public post (or the official FAQ page) it was quoted from")
    title: str | None = None
    topic: str | None = None
    mindspore: str | None = None
    device: str | None = None
    date: str | None = None


class LookupCase(PasteSource):
    name: str | None = Field(None, pattern=CASE_NAME, description="unique; default <article id>#<n>")
    kind: Literal[CASE_KINDS]                                           # type: ignore[valid-type]
    text: str | None = Field(None, min_length=1, description="a literal paste: an error line or a question")
    from_: str | None = Field(None, alias="from", description="a traceback built from a recorded run: a snippet "
                              "of this folder by name (repro), or <category>/<id>/<name> of another article")
    lane: str | None = Field(None, description="the lane whose recorded stderr to use (default: the newest)")
    env: Literal[CASE_ENVS] = "conda"                                  # type: ignore[valid-type]
    replace: list[list[str]] = Field(default_factory=list, description="[old, new] pairs: other operators, shapes")
    before: list[str] = Field(default_factory=list, description="noise names (train-log, ms-warnings, ...) or lines")
    after: list[str] = Field(default_factory=list)
    keep: str | None = Field(None, pattern=r"^last-lines [1-9][0-9]*$", description="a partial paste")

    @model_validator(mode="after")
    def _one_origin(self):
        if (self.text is None) == (self.from_ is None):
            raise ValueError("give exactly one of 'text' and 'from'")
        if self.text is not None and (self.replace or self.before or self.after or self.keep or self.lane):
            raise ValueError("replace, before, after, keep and lane shape a recorded traceback ('from'), not a text")
        if any(len(pair) != 2 for pair in self.replace):
            raise ValueError("replace takes [old, new] pairs")
        return self


class OutOfScopeCase(PasteSource):
    name: str | None = Field(None, pattern=CASE_NAME)
    kind: Literal[CASE_KINDS]                                           # type: ignore[valid-type]
    text: str = Field(min_length=1)
    source: str = Field(pattern=r"^https?://\S+$", description="the public post it was quoted from")


class FaqQuestion(Strict):
    file: Literal[tuple(FAQ_FILES)]                                     # type: ignore[valid-type]
    n: int = Field(ge=0, description="0-based position of its `Q:` in the file")
    about: str = Field(min_length=1, description="the question in the handbook's own words")
    quotes: list[str] = Field(description="the FAQ's error strings, verbatim (data)")
    article: str | None = Field(None, pattern=r"^[a-z]+/[a-z0-9-]+$", description="<category>/<id> answering it")
    snippet: str | None = None
    needs: str | None = Field(None, description="hardware or platform the handbook lacks")
    note: str | None = None
    status: Literal[tuple(FAQ_STATUS)] = Field(                         # type: ignore[valid-type]
        description="written by `mskb check --bless` from the evidence; `mskb check` fails when it is stale")

    @model_validator(mode="after")
    def _answered_or_explained(self):
        if any(not q.strip() for q in self.quotes):
            raise ValueError("quotes must be the FAQ's error strings, none empty")
        if not self.article and not self.needs and not self.note:
            raise ValueError("a question no article answers needs `needs` or a `note` saying why")
        return self


SCHEMAS = {"front-matter": FrontMatter, "lanes": Lane, "report": ReportMeta, "lookup-cases": LookupCase,
           "out-of-scope": OutOfScopeCase, "official-faq": FaqQuestion}
LISTS = {Lane: "envs/lanes.yaml", LookupCase: "snippets/<category>/<id>/cases.yaml",
         OutOfScopeCase: "data/lookup_cases/out_of_scope.yaml", FaqQuestion: "data/official_faq.yaml"}


def field_name(loc: tuple) -> str:
    """('snippets', 0, 'timeout') -> 'snippets[0].timeout'."""
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def first_problem(err: ValidationError) -> tuple[str, str]:
    """(field, message) of the first error, in the words a page author needs."""
    e = err.errors(include_url=False)[0]
    field = field_name(tuple(p for p in e["loc"] if not (isinstance(p, str) and p.startswith("literal["))))
    if e["type"] == "extra_forbidden":
        return field, "unknown key (a typo? see CONTRIBUTING.md for the keys)"
    if e["type"] == "missing":
        return field, "missing required field"
    if e["type"] == "value_error":   # a model's own rule: its sentence, without pydantic's prefix
        return field, e["msg"].removeprefix("Value error, ")
    return field, e["msg"]


def schema_json(model) -> str:
    schema = model.model_json_schema()
    if model in LISTS:   # the file is a list of entries
        schema = {"title": LISTS[model], "type": "array", "items": schema}
    return json.dumps(schema, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def write_schemas(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for name, model in SCHEMAS.items():
        path = folder / f"{name}.schema.json"
        path.write_text(schema_json(model), encoding="utf-8")
        out.append(path)
    return out
