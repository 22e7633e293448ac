"""The version matrix of an article: for each snippet and each MindSpore version lane, what its recorded run did.

Every state comes from the committed evidence and the front matter, never from this machine:

    reproduces       the reproducer raised its declared error (same type, message matches)
    differs          it raised, but another type or a message the declaration does not match
    not-reproduced   it exited cleanly, hung or crashed without a traceback
    works / fails    a fix or demonstration exited cleanly / did not
    not-applicable   the snippet's `versions` range excludes this version (with its `because`)
    not-run          no record: hardware or environment absent where the evidence was recorded
    stale            a record exists, but the snippet or its declaration changed since
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from . import evidence
from .articles import Article, Snippet
from .environments import DEVICE_LABEL, ENVIRONMENTS, Environment, envs_for, primary_env
from .vocabulary import version_key

LABEL = {  # state -> (Chinese label, Material icon shown beside it)
    "reproduces": ("复现", "check-circle-outline"), "differs": ("报错不同", "approximately-equal"),
    "not-reproduced": ("不复现", "close-circle-outline"), "works": ("通过", "check-circle-outline"),
    "fails": ("失败", "close-circle-outline"), "not-applicable": ("不适用", "minus"),
    "not-run": ("未运行", "circle-outline"), "stale": ("证据过期", "alert-circle-outline"),
}


@dataclass
class Cell:
    env: Environment
    state: str
    record: evidence.Record | None = None
    reason: str = ""
    primary: bool = False


@dataclass
class Row:
    snippet: Snippet
    cells: list[Cell] = field(default_factory=list)
    anchor: str = ""          # the id of the snippet's output on its page

    def cell(self, env_name: str) -> Cell | None:
        return next((c for c in self.cells if c.env.name == env_name), None)


def not_run_reason(snippet: Snippet, env: Environment | None = None) -> str:
    """Why no lane has recorded a snippet, from its declaration (independent of this machine)."""
    if snippet.device != "cpu":
        return f"needs {DEVICE_LABEL[snippet.device]}"
    if snippet.capabilities:
        return f"needs {', '.join(snippet.capabilities)}"
    env = env or ENVIRONMENTS[snippet.env]
    if env.name != "main":
        return f"needs the {env.name} environment ({env.how_to_build})"
    return "no evidence recorded yet (run `make bless`)"


@dataclass(frozen=True)
class RecordedLane(Environment):
    """A lane recorded on another machine (a GPU or Ascend one), known here only from its evidence."""
    recorded_mindspore: str | None = None

    @property
    def mindspore(self) -> str | None:
        return self.recorded_mindspore

    def lane(self, device: str = "cpu") -> str:
        return self.name


def columns(article: Article, snippets_dir: Path) -> list[Environment]:
    """The environments any snippet of the article runs in, MindSpore versions oldest first, then the others; then
    the lanes other machines recorded (GPU, Ascend) found in the evidence."""
    envs = {e.name: e for s in article.snippets for e in envs_for(s)}
    cols = sorted(envs.values(), key=lambda e: (not e.version_lane, version_key(e.mindspore or "0"), e.name))
    known = {e.lane(s.device) for s in article.snippets for e in cols}
    extra = {}
    for s in article.snippets:
        for rec in evidence.load_all(snippets_dir, s.path):
            if rec.lane not in known:
                extra[rec.lane] = RecordedLane(rec.lane, None, "", "recorded on another machine",
                                               rec.versions.get("python", ""), recorded_mindspore=rec.mindspore)
    cols += [extra[k] for k in sorted(extra)]
    return cols


def row(snippet: Snippet, cols: list[Environment], snippets_dir: Path) -> Row:
    mine = {e.name for e in envs_for(snippet)} | {c.name for c in cols if isinstance(c, RecordedLane)}
    primary = primary_env(snippet)
    out = Row(snippet)
    for env in cols:
        if env.name not in mine:
            why = snippet.because or (f"只在 {ENVIRONMENTS[snippet.env].name} 环境运行" if snippet.env != "main"
                                      else "不在这段代码声明的版本范围内")
            out.cells.append(Cell(env, "not-applicable", reason=why))
            continue
        rec = evidence.load(snippets_dir, env.lane(snippet.device), snippet.path)
        if rec is None:
            out.cells.append(Cell(env, "not-run", reason=not_run_reason(snippet, env), primary=env == primary))
        elif rec.is_stale(snippets_dir, snippet):
            out.cells.append(Cell(env, "stale", rec, "代码在记录之后改过", env == primary))
        else:
            state = rec.outcome or ("works" if rec.status == "pass" and snippet.expect == "ok" else
                                    "reproduces" if rec.status == "pass" else "fails")
            out.cells.append(Cell(env, state, rec, rec.data.get("reason") or "", env == primary))
    return out


def article_matrix(article: Article, snippets_dir: Path) -> tuple[list[Environment], list[Row]]:
    cols = columns(article, snippets_dir)
    return cols, [row(s, cols, snippets_dir) for s in article.snippets]


def column_label(env: Environment) -> str:
    """A column as a reader knows it: its MindSpore version; an environment that is not a version lane (numpy 2) or
    was recorded elsewhere (a GPU or Ascend lane) says which one it is."""
    if env.version_lane:
        return env.mindspore or env.name
    if env.suites and env.suite_label:   # a suite lane: the suite's version beside MindSpore's
        return f"{env.mindspore} + {env.suite_label}"
    return f"{env.mindspore}（{env.name}）" if env.mindspore else env.name


def _versions(cells: list[Cell]) -> str:
    return "、".join(column_label(c.env) for c in cells)


def summary(article: Article, cols: list[Environment], rows: list[Row]) -> str:
    """One line under the title: where the symptom reproduces, whether the fixes work, what was not run."""
    if not rows:
        return "本页没有可运行的代码。"
    versions = [c for c in cols if c.version_lane]
    parts = []
    lead = next((r for r in rows if r.snippet.expect != "ok"), None)
    if lead is not None:
        by_state: dict[str, list[Cell]] = {}
        for c in lead.cells:
            by_state.setdefault(c.state, []).append(c)
        said = [f"{LABEL[s][0]}：{_versions(by_state[s])}" for s in ("reproduces", "differs", "not-reproduced",
                                                                    "not-applicable", "not-run") if s in by_state]
        parts.append(f"报错（{lead.snippet.path.rsplit('/', 1)[-1]}）" + "；".join(said))
    fixes = [r for r in rows if r.snippet.expect == "ok"]
    if fixes:
        ran = [c for r in fixes for c in r.cells if c.state in ("works", "fails")]
        bad = [c for c in ran if c.state == "fails"]
        text = f"其余 {len(fixes)} 段正常结束的代码：{len(ran) - len(bad)}/{len(ran)} 次运行通过"
        if bad:
            text += f"（失败：{_versions(sorted({c.env.name: c for c in bad}.values(), key=lambda c: version_key(c.env.mindspore or '0')))}）"
        parts.append(text)
    skipped = [r for r in rows if all(c.state in ("not-run", "not-applicable") for c in r.cells)]
    if skipped:
        why = next((c.reason for c in skipped[0].cells if c.state == "not-run"), "")
        parts.append(f"{len(skipped)} 段未在本站运行（{why}）" if why else f"{len(skipped)} 段未在本站运行")
    dates = [c.record.date for r in rows for c in r.cells if c.record is not None and c.record.date]
    span = (f"{versions[0].mindspore}–{versions[-1].mindspore}" if len(versions) > 1
            else (versions[0].mindspore if versions else ""))
    suites = [c for c in cols if c.suites]
    if versions:
        head = f"在 {len(versions)} 个 MindSpore 版本（{span}，CPU）上运行"
    elif suites:
        head = f"在 MindSpore {'、'.join(column_label(c) for c in suites)}（CPU）上运行"
    else:
        head = "运行记录"
    when = f"，最近记录 {max(dates)}" if dates else ""
    return f"{head}{when}。" + "；".join(parts) + "。"


# An old version that lacks an API fails with one of these before it gets to the point of the snippet: that is not
# "the error differs on this version" but "the snippet does not apply" (declare `versions` and `because`).
_MISSING_API = re.compile(r"^(?:ModuleNotFoundError|ImportError): |^AttributeError: (?:module|type object) '[\w.]+' "
                          r"has no attribute|^TypeError: .*(?:got an unexpected keyword argument|missing \d+ required)",
                          re.M)


def orphans(article: Article, snippets_dir: Path) -> list[str]:
    """Evidence of a snippet on a version lane it no longer runs on (its `versions` changed): stale data a page
    would not show. `make bless` removes it; until then this names it."""
    out = []
    for s in article.snippets:
        mine = {e.lane(s.device) for e in envs_for(s)}
        lanes = {e.lane(s.device) for e in ENVIRONMENTS.values() if e.version_lane or e.name == "numpy2"}
        for rec in evidence.load_all(snippets_dir, s.path):
            if rec.lane in lanes and rec.lane not in mine:
                out.append(f"docs/{article.category}/{article.id}.md: {rec.path.parent / 'runs.json'} records "
                           f"{s.path} on {rec.lane}, which it no longer runs on (`make bless ARTICLE={article.id}` "
                           "removes it)")
    return out


def api_gaps(article: Article, rows: list[Row]) -> list[str]:
    """Runs on other versions that failed for want of an API, not for the page's reason; each names the article."""
    out = []
    for r in rows:
        declared = r.snippet.expected_type or ""
        for c in r.cells:
            if c.primary or c.record is None or c.state not in ("differs", "fails"):
                continue
            m = _MISSING_API.search(c.record.stderr)
            if m and not declared.endswith(m.group(0).split(":")[0]):
                line = c.record.stderr[m.start():].splitlines()[0][:160]
                out.append(f"docs/{article.category}/{article.id}.md: snippet {r.snippet.path} on MindSpore "
                           f"{c.env.mindspore} failed with '{line}': an API that version lacks, not the page's "
                           "problem — limit the snippet with `versions:` and say why in `because:`")
    return out


def _last_error_line(rec) -> str:
    lines = [ln for ln in rec.stderr.splitlines() if rec.exception and ln.startswith(rec.exception.rsplit(".", 1)[-1])]
    return lines[-1] if lines else ""


@dataclass
class Change:
    """One snippet that behaves differently on a version lane than on the version before it."""
    article: Article
    snippet: Snippet
    before: Cell
    after: Cell

    @property
    def lines(self) -> tuple[str, str]:
        """The final error line on each side ('' when the run raised nothing)."""
        return _last_error_line(self.before.record), _last_error_line(self.after.record)

    @property
    def what(self) -> str:
        if self.before.state != self.after.state:
            return f"{LABEL[self.before.state][0]} → {LABEL[self.after.state][0]}"
        return "报错文字变了"

    def text(self) -> str:
        """The line `make verify LANE=` prints (the 版本变化 page shows the same)."""
        old, new = self.lines
        detail = (f"\n      {self.before.env.mindspore}: {old or '(no error)'}\n      {self.after.env.mindspore}: "
                  f"{new or '(no error)'}") if old != new else ""
        return f"  {self.article.id}: {self.snippet.path.rsplit('/', 1)[-1]}: {self.what}{detail}"


def lane_changes(articles: list[Article], env: Environment, snippets_dir: Path) -> list[Change]:
    """What a lane's recordings do differently from the version before it: per snippet, the outcome or the final
    error line that changed. Runs missing on either side (not applicable, not recorded) are not compared."""
    from .environments import version_lanes

    lanes = version_lanes()
    if env not in lanes or lanes.index(env) == 0:
        return []
    before = lanes[lanes.index(env) - 1]
    out = []
    for a in articles:
        for s in a.snippets:
            old, new = row(s, [before, env], snippets_dir).cells
            if old.record is None or new.record is None or "stale" in (old.state, new.state):
                continue
            change = Change(a, s, old, new)
            if old.state != new.state or change.lines[0] != change.lines[1]:
                out.append(change)
    return out


def changes(articles: list[Article], env: Environment, snippets_dir: Path) -> list[str]:
    """The report `make verify LANE=<new version>` prints: :func:`lane_changes` as text."""
    return [c.text() for c in lane_changes(articles, env, snippets_dir)]
