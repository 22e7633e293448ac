"""Article schema: the YAML front matter of every page under docs/<category>/<id>.md.

Every rule here fails loudly with the file (and field) named, because a page that is skipped
silently is a forum link that silently breaks.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from .vocabulary import CATEGORIES, DEVICE_NAMES, DEVICES, MODES, RUNNERS  # noqa: F401 - re-exported: pages and tools name them here
# Capabilities a snippet may need beyond a device and an environment; checked in mskb.environments.
CAPABILITIES = ("root",)
ID_RE = re.compile(r"^[a-z0-9][a-z0-9-]{1,62}$")
EXPECT_RE = re.compile(r"^(ok|raises ([A-Za-z_][A-Za-z0-9_.]*))$")
FRONT_MATTER_RE = re.compile(r"\A---[ \t]*\n(.*?\n)---[ \t]*(\n|\Z)", re.S)

ARTICLE_KEYS = {"id", "title", "category", "tags", "applies_to", "errors", "snippets", "related",
                "redirect_from", "summary", "family"}
REQUIRED_KEYS = ("id", "title", "category", "tags", "applies_to", "errors", "snippets")
SNIPPET_KEYS = {"path", "expect", "match", "needs", "runner", "timeout", "artifacts", "versions", "because",
                "slow"}
DEFAULT_TIMEOUT = 120.0


class ArticleError(Exception):
    """A page's front matter is unusable; the message names the file and the field."""

    def __init__(self, path: Path | str, message: str, field_name: str | None = None):
        self.path = str(path)
        self.field = field_name
        where = f"{self.path}: field '{field_name}'" if field_name else self.path
        super().__init__(f"{where}: {message}")


@dataclass(frozen=True)
class Signature:
    """An error an article answers: a line with `<type>:` and a regex found in the whole text."""
    type: str
    match: str
    wrapper: bool = False   # matches only MindSpore's generic wrapper line (Run task for graph ... error!): never
                            # a confident answer on its own (mskb.lookup ranks it below a CANN code's entry)

    def as_dict(self) -> dict:
        return {"type": self.type, "match": self.match, **({"wrapper": True} if self.wrapper else {})}


@dataclass(frozen=True)
class Snippet:
    path: str                    # relative to snippets/, e.g. errors/primitive-attr-type/repro.py
    expect: str                  # "ok" or "raises <Type>"
    match: str | None            # regex the exception text must contain (raises only)
    device: str                  # cpu, gpu or ascend
    env: str                     # environment name from mskb.environments ("main" by default)
    packages: tuple[str, ...]    # importable modules the snippet needs beyond MindSpore
    runner: str                  # fork (pre-imported parent) or fresh (new interpreter)
    timeout: float
    artifacts: tuple[str, ...]   # files the run writes into its cwd that pages show (e.g. SVG)
    article_id: str = ""
    capabilities: tuple[str, ...] = ()  # e.g. root (for unshare --mount)
    versions: str | None = None  # MindSpore versions it applies to (">=2.5"; "main": the handbook's own only)
    because: str = ""            # why it does not apply to the other versions (shown as "not applicable")
    slow: str = ""               # why a run takes more than 10 s (several interpreters, a timeout waited out):
                                 # `make test` runs it on its primary lane only; `make verify` and bless on all

    @property
    def repo_path(self) -> str:
        return f"snippets/{self.path}"

    @property
    def expected_type(self) -> str | None:
        m = EXPECT_RE.match(self.expect)
        return m.group(2) if m else None

    def declaration(self) -> dict:
        """What the run is judged against; part of the cache and staleness keys."""
        decl = {"expect": self.expect, "match": self.match, "device": self.device, "env": self.env,
                "packages": list(self.packages), "artifacts": list(self.artifacts)}
        if self.capabilities:  # only when present, so older evidence keeps its declaration hash
            decl["capabilities"] = list(self.capabilities)
        return decl


@dataclass
class Article:
    id: str
    title: str
    category: str
    tags: list[str]
    applies_to: dict
    errors: list[Signature]
    snippets: list[Snippet]
    source: Path                  # the .md file
    url: str                      # page path relative to the site root, e.g. errors/x.html
    related: list[str] = field(default_factory=list)
    redirect_from: list[str] = field(default_factory=list)
    summary: str = ""
    body: str = ""
    family: bool = False          # answers a family of errors (any operator, library, code): lookup's second tier


def split_front_matter(text: str, path: Path | str) -> tuple[dict, str]:
    m = FRONT_MATTER_RE.match(text)
    if not m:
        raise ArticleError(path, "no YAML front matter (the file must start with a '---' line and close it with '---')")
    try:
        data = yaml.safe_load(m.group(1))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 2}" if mark is not None else ""
        raise ArticleError(path, f"malformed YAML front matter{where}: {getattr(exc, 'problem', exc)}") from None
    if not isinstance(data, dict):
        raise ArticleError(path, "front matter must be a YAML mapping of fields")
    return data, text[m.end():]


def _str_list(value, path, name, allowed=None) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise ArticleError(path, "must be a list of non-empty strings", name)
    if allowed is not None:
        bad = [v for v in value if v not in allowed]
        if bad:
            raise ArticleError(path, f"unknown value(s) {bad}; allowed: {list(allowed)}", name)
    return list(value)


def _regex(value, path, name) -> str:
    if not isinstance(value, str) or not value:
        raise ArticleError(path, "must be a non-empty regular expression string", name)
    try:
        re.compile(value, re.M)
    except re.error as exc:
        raise ArticleError(path, f"invalid regular expression: {exc}", name) from None
    return value


def _signature(item, path, name) -> Signature:
    if not isinstance(item, dict) or not {"type", "match"} <= set(item) <= {"type", "match", "wrapper"}:
        raise ArticleError(path, "each error signature needs exactly 'type' and 'match' (and may say 'wrapper')", name)
    if not isinstance(item.get("wrapper", False), bool):
        raise ArticleError(path, "'wrapper' must be true or false", f"{name}.wrapper")
    from .regexes import SignatureRejected, check_signature

    if not isinstance(item["type"], str):
        raise ArticleError(path, f"'type' must be a string, got {item['type']!r}", name)
    match = _regex(item["match"], f"{path}", f"{name}.match")
    try:
        check_signature(item["type"], match)
    except SignatureRejected as exc:
        raise ArticleError(path, str(exc), name if exc.field == "type" else f"{name}.match") from None
    return Signature(item["type"], match, item.get("wrapper", False))


def snippet_folder(category: str, article_id: str) -> str:
    """An article's own snippet folder under snippets/."""
    return f"{category}/{article_id}"


def resolve_snippet_path(rel: str, folder: str) -> str:
    """A snippet path as written in an article: a bare file name is in the article's own folder
    (``repro.py`` -> ``errors/<id>/repro.py``); a path with a ``/`` is relative to snippets/."""
    return rel if "/" in rel else f"{folder}/{rel}"


def _snippet(item, path, name, snippets_dir: Path, article_id: str, folder: str) -> Snippet:
    from .environments import ENVIRONMENTS  # local import: environments imports nothing heavy either

    if not isinstance(item, dict):
        raise ArticleError(path, "each snippet must be a mapping with 'path' and 'expect'", name)
    unknown = set(item) - SNIPPET_KEYS
    if unknown:
        raise ArticleError(path, f"unknown key(s) {sorted(unknown)}; allowed: {sorted(SNIPPET_KEYS)}", name)
    rel = item.get("path")
    if not isinstance(rel, str) or not rel.endswith(".py") or rel.startswith("/") or ".." in rel.split("/"):
        raise ArticleError(path, f"'path' must be a .py file: a file name in snippets/{folder}/ or a path under "
                           f"snippets/, got {rel!r}", f"{name}.path")
    rel = resolve_snippet_path(rel, folder)
    if not (snippets_dir / rel).is_file():
        raise ArticleError(path, f"snippet file snippets/{rel} does not exist", f"{name}.path")
    expect = item.get("expect")
    if not isinstance(expect, str) or not EXPECT_RE.match(expect):
        raise ArticleError(path, f"'expect' must be 'ok' or 'raises <ExceptionType>', got {expect!r}", f"{name}.expect")
    match = item.get("match")
    if expect == "ok" and match is not None:
        raise ArticleError(path, "'match' only makes sense with 'raises'", f"{name}.match")
    if expect != "ok":
        match = _regex(match, path, f"{name}.match")
    needs = _str_list(item.get("needs", ["cpu"]), path, f"{name}.needs")
    devices = [n for n in needs if n in DEVICES]
    envs = [n for n in needs if n in ENVIRONMENTS]
    if len(devices) > 1 or len(envs) > 1:
        raise ArticleError(path, "name at most one device (cpu/gpu/ascend) and one environment", f"{name}.needs")
    capabilities = tuple(n for n in needs if n in CAPABILITIES)
    packages = tuple(n for n in needs if n not in DEVICES and n not in ENVIRONMENTS and n not in CAPABILITIES)
    for pkg in packages:
        if not re.match(r"^[A-Za-z_][A-Za-z0-9_.]*$", pkg):
            raise ArticleError(path, f"{pkg!r} is neither a device, an environment ({sorted(ENVIRONMENTS)}) "
                               "nor an importable module name", f"{name}.needs")
    runner = item.get("runner", "fork")
    if runner not in RUNNERS:
        raise ArticleError(path, f"'runner' must be one of {RUNNERS}", f"{name}.runner")
    timeout = item.get("timeout", DEFAULT_TIMEOUT)
    if not isinstance(timeout, (int, float)) or isinstance(timeout, bool) or not 0 < timeout <= 1800:
        raise ArticleError(path, "'timeout' must be a number of seconds in (0, 1800]", f"{name}.timeout")
    versions, because = item.get("versions"), item.get("because", "")
    if versions is not None:
        if not isinstance(versions, str) or not versions.strip():
            raise ArticleError(path, "'versions' is a version range such as '>=2.5' or 'main'", f"{name}.versions")
        if versions != "main":
            from packaging.specifiers import InvalidSpecifier, SpecifierSet
            try:
                SpecifierSet(versions)
            except InvalidSpecifier:
                raise ArticleError(path, f"'versions' must be a version range such as '>=2.5' or '==2.0.0', or "
                                   f"'main', got {versions!r}", f"{name}.versions") from None
        if not isinstance(because, str) or not because.strip():
            raise ArticleError(path, "a snippet limited by 'versions' says why in 'because' (shown where it does "
                               "not apply)", f"{name}.because")
    elif because:
        raise ArticleError(path, "'because' explains a 'versions' range; there is none", f"{name}.because")
    slow = item.get("slow", "")
    if not isinstance(slow, str) or ("slow" in item and len(slow.strip()) < 10):
        raise ArticleError(path, "'slow' says why a run takes more than 10 s (e.g. 'msrun starts a scheduler and two "
                           "workers: three MindSpore imports')", f"{name}.slow")
    artifacts = _str_list(item.get("artifacts", []), path, f"{name}.artifacts")
    for a in artifacts:
        if "/" in a or a.startswith("."):
            raise ArticleError(path, f"artifact {a!r} must be a plain file name in the run's directory", f"{name}.artifacts")
    return Snippet(rel, expect, match, devices[0] if devices else "cpu", envs[0] if envs else "main",
                   packages, runner, float(timeout), tuple(artifacts), article_id, capabilities,
                   versions.strip() if versions else None, because.strip() if because else "", slow.strip())


APPLIES_KEYS = {"devices", "modes", "cited"}
CITED_KEYS = {"id", "source", "quote", "commit", "says", "devices", "versions"}


def _applies_to(applies, where) -> dict:
    """Where the problem applies: the devices (each recorded by a run of the article or cited), the modes, and what
    public sources say beyond the recorded runs. MindSpore and library versions are not typed here: the page
    derives them from the evidence, so they cannot claim more than was recorded."""
    if not isinstance(applies, dict) or "devices" not in applies:
        raise ArticleError(where, "must be a mapping with at least 'devices'", "applies_to")
    for key in ("mindspore", "python", "packages"):
        if key in applies:
            raise ArticleError(where, "versions are derived from the recorded runs (the page lists them); a version "
                               "range seen elsewhere goes under 'cited' with its source", f"applies_to.{key}")
    extra = set(applies) - APPLIES_KEYS
    if extra:
        raise ArticleError(where, f"unknown key(s) {sorted(extra)}; allowed: {sorted(APPLIES_KEYS)}", "applies_to")
    _str_list(applies["devices"], where, "applies_to.devices", DEVICE_NAMES)
    if "modes" in applies:
        _str_list(applies["modes"], where, "applies_to.modes", MODES)
    cited = applies.get("cited", [])
    if not isinstance(cited, list):
        raise ArticleError(where, "must be a list of {source, says, devices?, versions?}", "applies_to.cited")
    from .citations import ID_RE as CITE_ID_RE

    ids: set[str] = set()
    for i, c in enumerate(cited):
        name = f"applies_to.cited[{i}]"
        if not isinstance(c, dict) or not {"source", "says"} <= set(c) or set(c) - CITED_KEYS:
            raise ArticleError(where, f"needs 'source' (a URL), 'quote' (the source's own words that back it) and "
                               f"'says' (in your own words); optional 'id' (what the prose cites it by: "
                               f"[…](cite:<id>)), 'commit', 'devices', 'versions'; allowed keys: "
                               f"{sorted(CITED_KEYS)}", name)
        if not isinstance(c["source"], str) or not re.match(r"^https?://\S+$", c["source"]):
            raise ArticleError(where, f"'source' must be an http(s) URL, got {c['source']!r}", f"{name}.source")
        if not isinstance(c["says"], str) or not c["says"].strip():
            raise ArticleError(where, "'says' must be a non-empty string", f"{name}.says")
        if "quote" in c and (not isinstance(c["quote"], str) or not c["quote"].strip()):
            raise ArticleError(where, "'quote' is the source's own words, verbatim (a non-empty string)",
                               f"{name}.quote")
        if "id" in c:
            if not isinstance(c["id"], str) or not CITE_ID_RE.match(c["id"]):
                raise ArticleError(where, f"'id' is a lowercase ASCII slug (a-z, 0-9, -), got {c['id']!r}", f"{name}.id")
            if c["id"] in ids:
                raise ArticleError(where, f"id {c['id']!r} is used by another entry", f"{name}.id")
            ids.add(c["id"])
        if "commit" in c and (not isinstance(c["commit"], str) or not re.match(r"^[0-9a-f]{7,40}$", c["commit"])):
            raise ArticleError(where, f"'commit' is the hex commit the file was read at, got {c['commit']!r}",
                               f"{name}.commit")
        if "devices" in c:
            _str_list(c["devices"], where, f"{name}.devices", DEVICE_NAMES)
        if "versions" in c and not isinstance(c["versions"], str):
            raise ArticleError(where, "'versions' must be a string such as '1.x' or '>=2.3'", f"{name}.versions")
    return applies


def _check_model(data: dict, where: str) -> None:
    """The front matter against its model (mskb.models.FrontMatter, the schema editors use): after the checks
    above, which say more about each field, so that nothing the schema forbids is accepted here."""
    from pydantic import ValidationError

    from .models import FrontMatter, first_problem

    try:
        FrontMatter.model_validate(data)
    except ValidationError as exc:
        field_name, message = first_problem(exc)
        raise ArticleError(where, message, field_name) from None


def parse_article(md_path: Path, docs_dir: Path, snippets_dir: Path) -> Article:
    rel = md_path.relative_to(docs_dir)
    try:
        text = md_path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ArticleError(rel, "not valid UTF-8") from None
    data, body = split_front_matter(text, docs_dir.name + "/" + rel.as_posix())
    where = docs_dir.name + "/" + rel.as_posix()
    # id and category are the path (docs/<category>/<id>.md); written in the front matter, they must agree with it.
    data.setdefault("id", md_path.stem)
    data.setdefault("category", rel.parts[0] if len(rel.parts) == 2 else None)
    missing = [k for k in REQUIRED_KEYS if k not in data]
    if missing:
        raise ArticleError(where, "missing required field", missing[0])
    unknown = set(data) - ARTICLE_KEYS
    if unknown:
        raise ArticleError(where, f"unknown field(s) {sorted(unknown)}; allowed: {sorted(ARTICLE_KEYS)}")
    aid = data["id"]
    if not isinstance(aid, str) or not ID_RE.match(aid):
        raise ArticleError(where, f"must be a lowercase ASCII slug (a-z, 0-9, -), got {aid!r}", "id")
    if aid != md_path.stem:
        raise ArticleError(where, f"id {aid!r} must equal the file name {md_path.stem!r}", "id")
    title = data["title"]
    if not isinstance(title, str) or not title.strip():
        raise ArticleError(where, "must be a non-empty string", "title")
    category = data["category"]
    if category not in CATEGORIES:
        raise ArticleError(where, f"unknown category {category!r}; known: {sorted(CATEGORIES)}", "category")
    if rel.parts[0] != category or len(rel.parts) != 2:
        raise ArticleError(where, f"an article of category {category!r} lives at docs/{category}/{aid}.md", "category")
    tags = _str_list(data["tags"], where, "tags")
    applies = _applies_to(data["applies_to"], where)
    if not isinstance(data["errors"], list):
        raise ArticleError(where, "must be a list of {type, match} (an empty list if the page answers no error)", "errors")
    errors = [_signature(e, where, f"errors[{i}]") for i, e in enumerate(data["errors"])]
    if not isinstance(data["snippets"], list):
        raise ArticleError(where, "must be a list of snippets", "snippets")
    folder = snippet_folder(category, aid)
    snippets = [_snippet(s, where, f"snippets[{i}]", snippets_dir, aid, folder)
                for i, s in enumerate(data["snippets"])]
    paths = [s.path for s in snippets]
    if len(set(paths)) != len(paths):
        raise ArticleError(where, "the same snippet is declared twice", "snippets")
    related = _str_list(data.get("related", []), where, "related")
    redirect_from = _str_list(data.get("redirect_from", []), where, "redirect_from")
    summary = data.get("summary", "")
    if not isinstance(summary, str):
        raise ArticleError(where, "must be a string", "summary")
    family = data.get("family", False)
    if not isinstance(family, bool):
        raise ArticleError(where, "must be true or false", "family")
    _check_model(data, where)
    url = f"{category}/{aid}.html"  # use_directory_urls: false, so pages work from file://
    return Article(aid, title.strip(), category, tags, applies, errors, snippets, md_path, url,
                   related, redirect_from, summary.strip(), body, family)


def is_article_path(rel: Path) -> bool:
    """docs/<category>/<name>.md pages other than index.md are articles."""
    return len(rel.parts) == 2 and rel.suffix == ".md" and rel.name != "index.md"


def load_articles(docs_dir: Path, snippets_dir: Path, broken: list[ArticleError] | None = None) -> list[Article]:
    """Every article under docs_dir. A page that cannot be read stops the load with an error naming it — unless
    ``broken`` is given (`mskb check`): then its error is collected there and the other pages still load, so one
    page being edited does not hide every other page's problems."""
    docs_dir, snippets_dir = Path(docs_dir), Path(snippets_dir)
    articles: list[Article] = []
    seen: dict[str, Path] = {}
    unreadable: set[str] = set()
    for md in sorted(docs_dir.rglob("*.md")):
        rel = md.relative_to(docs_dir)
        if not is_article_path(rel):
            continue
        if rel.parts[0] not in CATEGORIES:
            raise ArticleError(f"{docs_dir.name}/{rel.as_posix()}", f"folder {rel.parts[0]!r} is not a known "
                               f"category ({sorted(CATEGORIES)}); add it to mskb/articles.py CATEGORIES")
        try:
            art = parse_article(md, docs_dir, snippets_dir)
        except ArticleError as exc:
            if broken is None:
                raise
            broken.append(exc)
            unreadable.add(md.stem)
            continue
        if art.id in seen:
            raise ArticleError(f"{docs_dir.name}/{rel.as_posix()}", f"duplicate id {art.id!r}, already used by "
                               f"{seen[art.id].relative_to(docs_dir).as_posix()}", "id")
        seen[art.id] = md
        articles.append(art)
    ids = {a.id for a in articles}
    owners: dict[str, str] = {}
    for art in articles:
        where = f"{docs_dir.name}/{art.source.relative_to(docs_dir).as_posix()}"
        for r in art.related:
            if r not in ids and r not in unreadable:
                raise ArticleError(where, f"related article {r!r} does not exist", "related")
        for s in art.snippets:
            if s.path in owners:
                raise ArticleError(where, f"snippet {s.path} is already declared by article {owners[s.path]!r}",
                                   "snippets")
            owners[s.path] = art.id
    return articles


def stray_files(article: Article, snippets_dir: Path) -> list[str]:
    """Files in the article's snippet folder that are neither a declared snippet nor a module one of them imports
    (a by-product a run left behind, such as akg_kernel_meta/py_func.py, must not be committed as code)."""
    import ast

    folder = Path(snippets_dir) / snippet_folder(article.category, article.id)
    if not folder.is_dir():
        return []
    keep = {(Path(snippets_dir) / s.path).resolve() for s in article.snippets}
    todo = list(keep)
    while todo:   # helpers a declared snippet imports from its own folder, and the helpers they import
        try:
            tree = ast.parse(todo.pop().read_text(encoding="utf-8"))
        except (OSError, SyntaxError, UnicodeDecodeError):
            continue
        for node in ast.walk(tree):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import) else
                     [node.module] if isinstance(node, ast.ImportFrom) and node.module and node.level == 0 else [])
            for name in names:
                helper = (folder / (name.replace(".", "/") + ".py")).resolve()
                if helper.is_file() and helper not in keep:
                    keep.add(helper)
                    todo.append(helper)
    # The article's evidence lives here too: runs.json, a declared snippet's .out, its public reports; and its
    # lookup cases (cases.yaml).
    keep |= {(Path(snippets_dir) / s.path).with_suffix(".out").resolve() for s in article.snippets}
    keep |= {(folder / "runs.json").resolve(), (folder / "cases.yaml").resolve()}
    where = f"docs/{article.category}/{article.id}.md"
    return [f"{where}: snippets/{p.relative_to(snippets_dir).as_posix()} is neither a declared snippet, a module "
            "one imports nor the evidence of one (a by-product of a run? delete it; a snippet? declare it)"
            for p in sorted(folder.rglob("*")) if p.is_file() and "__pycache__" not in p.parts
            and p.resolve() not in keep and p.relative_to(folder).parts[0] != "reported"]
