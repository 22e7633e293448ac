"""CANN's error codes as data: the catalogues of hicann/runtime and hicann/ge (data/cann/codes.json, read at the
commits in data/cann/sources.json by mskb.cann_extract; `mskb cann refresh` re-reads them), the inner xx9999 codes
they leave out, and where real logs printed them (data/cann/seen_in_logs.json).

An Ascend failure prints MindSpore's generic wrapper (`Run task for graph:kernel_graph_N error!`) and then CANN's
codes; the code says what failed. The build gives every code a section on its module's page
(codes/<module>.html#<code>) and a short link (e/<CODE>.html); the triage index carries the codes so a pasted log
is answered by its code (mskb.lookup).

Vendor text (message templates, causes, solutions, page sections) is data: shown verbatim with its source, never
rewritten as the handbook's own words.
"""
from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel, ConfigDict

DATA = Path("data") / "cann"
CODE_RE = re.compile(r"^[EW][0-9A-Z][0-9]{4}$")   # (in a log: mskb.lookup.rules PATTERNS["cann_code"])


class CannCode(BaseModel):
    model_config = ConfigDict(extra="forbid")
    code: str
    source: str                      # runtime | ge
    title: str | None = None
    message: str = ""                # the template, verbatim (%s placeholders)
    arglist: str | None = None
    cause: str | None = None
    solution: str | None = None
    lang: str | None = None
    path: str
    line: int | None = None
    commit: str
    pages: dict[str, str] | None = None
    page_sections: dict[str, dict[str, str]] | None = None
    # `class` is a Python keyword: read as klass
    klass: str | None = None


@dataclass(frozen=True)
class Module:
    slug: str          # codes/<slug>.html
    title: str         # the page's heading
    letters: str       # second characters of the codes it holds
    said_by: str       # who names the module: the vendor's file, or MindSpore's docs


MS_CANN_DOC = ("https://github.com/mindspore-ai/docs/blob/31d99939defa022f0c09036e1c909d87c34c9eaf/tutorials/"
               "source_zh_cn/debug/error_analysis/cann_error_cases.md")
VENDOR_MODULES = ("https://github.com/hicann/runtime/blob/681ef7610df13c8128982901142a2c869ddbb53e/docs/zh/"
                  "guidelines/error_message_guide/macro-selection-guide.md")
INNER_QUOTE = ("**内部错误**（错误码后四位为 9999）：无 JSON 模板，仅记录原始消息，用于内部逻辑错误。"
               "例如 EE9999、EI9999、EL9999。")

# By the code's second character: stable for a code, so its URL is too. Module names: the vendor's table where it
# has one (VENDOR_MODULES: E, H, I, L, K, Z), else the class the catalogue gives its codes, else MindSpore's
# "CANN 常见错误分析" (MS_CANN_DOC: E3 AICPU, E5–EB AI Core operator compilation, EJ HCCP).
MODULES = [
    Module("runtime", "Runtime（RTS，EE/WE）", "E", "vendor"),
    Module("acl", "ACL（EH）", "H", "vendor"),
    Module("hccl", "HCCL 集合通信（EI）", "I", "vendor"),
    Module("hccp", "HCCP（EJ）", "J", "mindspore"),
    Module("driver", "驱动 Driver（EL）", "L", "vendor"),
    Module("profiling", "Profiling（EK）", "K", "vendor"),
    Module("operator", "算子公共 / AclNN（EZ）", "Z", "vendor"),
    Module("aicpu", "AI CPU 算子（E3）", "3", "mindspore"),
    Module("aicore-compile", "AI Core 算子编译检查（E5–E8）", "5678", "mindspore"),
    Module("tbe", "TBE 编译器（E9、EA、EB）", "9AB", "mindspore"),
    Module("ge", "GE 图引擎（E1/W1）", "1", "catalogue"),
    Module("fe", "FE 融合引擎（E2）", "2", "catalogue"),
    Module("tefusion", "TE Fusion（E4/W4）", "4", "catalogue"),
    Module("dump", "DUMP（EP）", "P", "catalogue"),
    Module("mdat", "MdatDeploy（EF）", "F", "catalogue"),
    Module("queue", "Queue Schedule（EM）", "M", "catalogue"),
    Module("amct", "AMCT 量化工具（EO）", "O", "catalogue"),
]
OTHER = Module("other", "其他模块", "", "catalogue")


def module_of(code: str) -> Module:
    return next((m for m in MODULES if code[1] in m.letters), OTHER)


def anchor(code: str) -> str:
    return code.lower()


def url_of(code: str) -> str:
    return f"codes/{module_of(code).slug}.html#{anchor(code)}"


@dataclass
class Entry:
    code: str
    catalogued: CannCode | None          # None: an inner code the catalogues leave out
    seen: list[dict] = field(default_factory=list)     # real logs that printed it (seen_in_logs.json)

    @property
    def title(self) -> str:
        if self.catalogued is None:
            return "Inner Error（内部错误）"
        return self.catalogued.title or (self.catalogued.klass or "")

    @property
    def module(self) -> Module:
        return module_of(self.code)


@functools.lru_cache(maxsize=4)
def _load(repo: str) -> tuple[dict, list, list]:
    root = Path(repo) / DATA
    codes = {}
    for raw in json.loads((root / "codes.json").read_text(encoding="utf-8")):
        raw = dict(raw)
        raw["klass"] = raw.pop("class", None)
        entry = CannCode.model_validate(raw)
        if not CODE_RE.match(entry.code):
            raise ValueError(f"{DATA}/codes.json: {entry.code!r} is not a CANN code")
        codes.setdefault(entry.code, entry)
    sources = json.loads((root / "sources.json").read_text(encoding="utf-8"))
    seen = json.loads((root / "seen_in_logs.json").read_text(encoding="utf-8"))
    return codes, sources, seen


def entries(repo: Path) -> dict[str, Entry]:
    """Every code: the catalogued ones, and an inner xx9999 code for each module letter (and any seen in logs).
    Built once per checkout and process (a build asks for them from every page of the section)."""
    return _entries(str(Path(repo).resolve()))


@functools.lru_cache(maxsize=4)
def _entries(repo: str) -> dict[str, Entry]:
    codes, _, seen = _load(repo)
    out = {c: Entry(c, e) for c, e in codes.items()}
    letters = {c[1] for c in codes} | {m for mod in MODULES for m in mod.letters}
    for letter in sorted(letters):
        out.setdefault(f"E{letter}9999", Entry(f"E{letter}9999", None))
    for s in seen:
        code = s.get("code", "")
        if CODE_RE.match(code):
            out.setdefault(code, Entry(code, None)).seen.append(s)
    return dict(sorted(out.items()))


def sources(repo: Path) -> list[dict]:
    return _load(str(Path(repo).resolve()))[1]


MIN_TEMPLATE_LITERAL = 24


def findable_template(message: str) -> bool:
    """Whether a message template names one failure well enough to be found in a log without its code (older CANN
    prints the text only): one line, and a literal part of at least MIN_TEMPLATE_LITERAL characters. The matcher
    (mskb.lookup.match) turns the templates the index carries into regexes."""
    return "\n" not in message and len(max(message.split("%s"), key=len).strip()) >= MIN_TEMPLATE_LITERAL


def articles_by_code(articles, tags: bool = True) -> dict[str, list]:
    """The handbook's articles about each code: a signature typed with it (the lookup answers a log holding the
    code with these), or (tags=True, for the code's page) the code among its tags. One pass over the articles."""
    out: dict[str, list] = {}
    for a in articles:
        codes = {s.type for s in a.errors if CODE_RE.match(s.type)}
        if tags:
            codes |= {t for t in a.tags if CODE_RE.match(t)}
        for code in sorted(codes):
            out.setdefault(code, []).append(a)
    return out
